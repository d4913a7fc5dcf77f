/**
 * Changing one's own password (spec §3 payload, §5 rules): the fields arrive encrypted
 * with the response cipher and the app key; the server decrypts, checks the old
 * password, then the new one against the shared rule (platform/validation/password.ts).
 * Every other session of the user ends (DESIGN.md §6); the one that made the change stays.
 */
import { eq } from 'drizzle-orm';
import { decryptBody } from '../../../platform/protocol/cipher';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { checkPasswordRule } from '../../../platform/validation/password';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { hashPassword, verifyPassword } from './password.service';
import { revokeUserSessions } from './token.service';

/** The three encrypted fields of the payload. */
export interface EncryptedPasswords {
  password: string;
  newPassword: string;
  repeatPassword: string;
}

function decrypt(value: string, appKey: string): string {
  try {
    return decryptBody(value, appKey);
  } catch {
    throw new AppError(Code.BAD_REQUEST, { detail: 'password fields must be encrypted with the app key' });
  }
}

/**
 * Changes the password of the caller `me` and revokes their other sessions.
 * @throws AppError BAD_REQUEST (a field not decryptable), OLD_PASSWORD_WRONG,
 *   PASSWORD_CHINESE, PASSWORD_RULE, PASSWORD_MISMATCH
 */
export async function changePassword(
  db: Db,
  me: Principal,
  fields: EncryptedPasswords,
  config: Config,
  now: Date,
): Promise<void> {
  const userId = me.userId;
  const [old, next, repeat] = [fields.password, fields.newPassword, fields.repeatPassword].map((v) =>
    decrypt(v, config.appKey),
  );
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, userId));
  if (!user || !(await verifyPassword(old, user.passwordHash))) throw new AppError(Code.OLD_PASSWORD_WRONG);
  const rule = checkPasswordRule(next);
  if (rule === 'chinese') throw new AppError(Code.PASSWORD_CHINESE);
  if (rule === 'rule') throw new AppError(Code.PASSWORD_RULE);
  if (next !== repeat) throw new AppError(Code.PASSWORD_MISMATCH);
  await db
    .update(sysUser)
    .set({ passwordHash: await hashPassword(next, config.passwordCost), updatedAt: now })
    .where(eq(sysUser.id, userId));
  await revokeUserSessions(db, userId, now, me.family);
}

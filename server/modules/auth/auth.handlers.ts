/**
 * Handlers of spec §7 "Auth and account": sign in (with lockout and captcha),
 * refresh, sign out, the login user, whether a captcha is needed, a new captcha, and
 * changing one's own password.
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import * as authContracts from '../../../platform/contracts/auth.contract';
import { implement } from '../../plugins/call-handler';
import { configHandlers } from '../config/config.handlers';
import { checkCaptcha, createCaptcha } from './captcha.service';
import { changePassword } from './change-password.service';
import { assertNotLocked, captchaNeeded, serializeAccount } from './login-guard.service';
import { loginUserOf } from './login-user.service';
import { authenticate, endSession, recordLogin, rotate, startSession } from './login.service';
import { revokeFamily } from './token.service';
import { operationSummary } from '../../plugins/operation-summary';

/** Registrations of the auth module. */
export const authHandlers = implement(authContracts, {
  login: async (input, ctx) => {
    // The contract keeps refusals: the attempt row below commits with the refusal, inside the account's lock.
    await serializeAccount(ctx.db, input.account);
    let userId: number | null = null;
    let outcome: number = Code.SERVER_ERROR;
    try {
      await assertNotLocked(ctx.db, input.account, ctx.now);
      if (await captchaNeeded(ctx.db, ctx.ip, input.account, ctx.now)) {
        await checkCaptcha(ctx.db, input.validCodeReqNo, input.validCode, ctx.now);
      }
      const user = await authenticate(ctx.db, input.account, input.password, ctx.config.passwordCost);
      userId = user.id;
      const pair = await startSession(ctx.db, user.id, ctx.now, ctx.config.sessionMaxAgeMs);
      ctx.audit({ actor: { userId: user.id, account: user.account } });
      outcome = Code.OK;
      return pair;
    } catch (err) {
      if (err instanceof AppError) outcome = err.code;
      throw err;
    } finally {
      const attempt = { account: input.account, userId, ip: ctx.ip, userAgent: ctx.userAgent, outcome };
      // An unexpected error rolls the transaction back: record that attempt afterwards.
      if (outcome === Code.SERVER_ERROR) ctx.afterwards((db) => recordLogin(db, attempt));
      else await recordLogin(ctx.db, attempt);
    }
  },

  refreshToken: async (input, ctx) => {
    const { pair, userId, account } = await rotate(
      ctx.db,
      input.refreshToken,
      ctx.now,
      ctx.config.sessionMaxAgeMs,
      (family) => ctx.afterwards((db) => revokeFamily(db, family, ctx.now)),
    );
    ctx.audit({ actor: { userId, account } });
    return pair;
  },

  logout: async (_input, ctx) => {
    const ended = ctx.token ? await endSession(ctx.db, ctx.token, ctx.now) : null;
    if (ended) ctx.audit({ actor: ended });
    return null;
  },

  getLoginUser: async (_input, ctx) => loginUserOf(ctx.db, ctx.principal, ctx.lang),

  enableValidCode: async (input, ctx) => captchaNeeded(ctx.db, ctx.ip, input.account || undefined, ctx.now),

  loginCaptcha: async (_input, ctx) => createCaptcha(ctx.db, ctx.now, ctx.config.captchaAnswerFile),

  updatePwd: async (input, ctx) => {
    const me = ctx.principal;
    if (input.id !== undefined && input.id !== me.userId) throw new AppError(Code.FORBIDDEN);
    await changePassword(ctx.db, me, input, ctx.config, ctx.now);
    ctx.audit({ summary: operationSummary('ownPasswordChanged') });
    return null;
  },
  ...configHandlers,
});

/** Helpers shared by the settings handlers. */
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf } from '../../db/client';

/** SQLSTATE of a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The result of `write`, a statement guarded by a unique constraint.
 * @throws AppError DUPLICATE (`value` names what is taken) on a unique violation
 */
export async function uniqueOrDuplicate<T>(value: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw new AppError(Code.DUPLICATE, { value });
    throw err;
  }
}

/** The one of three per-language texts that matches `lang`. */
export function labelIn(lang: Lang, cn: string, en: string, tc: string): string {
  return lang === 'EN' ? en : lang === 'TC' ? tc : cn;
}

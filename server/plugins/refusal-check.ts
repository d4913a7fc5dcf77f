/**
 * The check that a call refuses only with codes its contract lists (docs/api-protocol.md,
 * "Refusals per call"): a refusal whose code is neither in the contract's `errors` nor in
 * COMMON_REFUSALS (platform/protocol/refusals.ts) means the list is out of date.
 *
 * It is always logged as an error (call path and code). Under the test runner (`fail`) the
 * refusal is replaced by an UnlistedRefusalError, answered SERVER_ERROR, so the server test
 * that provoked it fails where it expected the code; it is also kept until
 * takeUnlistedRefusals() collects it, which the server tests' harness does when a test server
 * closes, failing the file even where no test looked at the code: the server suite proves the
 * lists complete.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CallContract } from '../../platform/contracts/define-call';
import { codeNameOf, mayRefuseWith } from '../../platform/protocol/refusals';

/** `log`: only log (production, development); `fail`: log and throw (tests). */
export type RefusalCheckMode = 'log' | 'fail';

/** A handler refused with a code its contract does not list (raised in `fail` mode only). */
export class UnlistedRefusalError extends Error {
  constructor(
    readonly contract: CallContract,
    readonly code: number,
  ) {
    super(
      `${contract.method} ${contract.path} refused with ${codeNameOf(code)} (${code}), not in its contract's errors`,
    );
    this.name = 'UnlistedRefusalError';
  }
}

/**
 * The mode for this process: `fail` under Vitest (VITEST is set by the runner) unless in
 * production, else `log`.
 */
export function refusalCheckModeOf(production: boolean, env: NodeJS.ProcessEnv = process.env): RefusalCheckMode {
  return !production && env.VITEST ? 'fail' : 'log';
}

/** The unlisted refusals met in `fail` mode since the last takeUnlistedRefusals(). */
const unlisted: UnlistedRefusalError[] = [];

/** The unlisted refusals met in `fail` mode (this process) since the last call; clears them. */
export function takeUnlistedRefusals(): UnlistedRefusalError[] {
  return unlisted.splice(0);
}

/**
 * Reports `code` when `contract` may not answer it: logs an error naming the call and the code;
 * in `fail` mode also throws.
 * @throws UnlistedRefusalError in `fail` mode for an unlisted code
 */
export function checkRefusal(
  contract: CallContract,
  code: number,
  log: FastifyBaseLogger,
  mode: RefusalCheckMode,
): void {
  if (mayRefuseWith(contract.errors ?? [], code)) return;
  const error = new UnlistedRefusalError(contract, code);
  log.error({ method: contract.method, path: contract.path, code, codeName: codeNameOf(code) }, error.message);
  if (mode === 'fail') {
    unlisted.push(error);
    throw error;
  }
}

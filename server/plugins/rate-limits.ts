/**
 * Request limits of the public calls that cost work (a scrypt per sign-in, a drawing per
 * captcha, a round trip to the CAS server per ticket): per client address and call, and
 * per account for sign-ins. Counted by @fastify/rate-limit in the database (table
 * `rate_limit`, one atomic upsert per call), so every server process shares them
 * (DESIGN.md §1: nothing a second process would need is kept in memory). Over a limit the
 * call answers RATE_LIMITED (HTTP 429, Retry-After) and does nothing else.
 *
 * The client address is Fastify's `request.ip`: the socket's peer, or the client that a
 * trusted proxy names in X-Forwarded-For (setting TRUST_PROXY).
 */
import { createHash } from 'node:crypto';
import rateLimitPlugin, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enableValidCode, login, loginCaptcha, refreshToken } from '../../platform/contracts/auth.contract';
import { casToken } from '../../platform/contracts/cas.contract';
import { bindLogin, bindLoginUrl } from '../../platform/contracts/account.contract';
import type { CallContract } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import type { RateLimitConfig } from '../config';
import type { Db } from '../db/client';

/** The limited calls; login is limited per account as well. */
const LIMITED: readonly CallContract[] = [
  login,
  refreshToken,
  loginCaptcha,
  enableValidCode,
  casToken,
  // Sign-in with a bound OpenID Connect account: each URL stores a state row.
  bindLoginUrl,
  bindLogin,
];

/** How often one process deletes expired counters, in ms. */
const PRUNE_EVERY_MS = 60_000;

/** Checks the limits of one call before it runs. @throws AppError RATE_LIMITED (Retry-After set on `reply`) */
export type CallLimiter = (contract: CallContract, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A @fastify/rate-limit store on the `rate_limit` table: one upsert counts a call and
 * starts a new window when the old one has ended.
 */
function databaseStore(db: Db, onError: (err: unknown) => void): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      const nowAt = new Date(now).toISOString();
      const until = new Date(now + timeWindow).toISOString();
      db.execute(
        sql`insert into rate_limit (key, count, expires_at) values (${key}, 1, ${until}::timestamptz)
        on conflict (key) do update set
          count = case when rate_limit.expires_at <= ${nowAt}::timestamptz then 1 else rate_limit.count + 1 end,
          expires_at = case when rate_limit.expires_at <= ${nowAt}::timestamptz then excluded.expires_at else
            rate_limit.expires_at end
        returning count, expires_at`,
      ).then(
        (result) => {
          const [row] = (result as unknown as { rows: Array<{ count: number; expires_at: string | Date }> }).rows;
          callback(null, { current: Number(row!.count), ttl: Math.max(0, new Date(row!.expires_at).getTime() - now) });
        },
        (err: Error) => callback(err),
      );
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now;
        db.execute(sql`delete from rate_limit where expires_at < ${nowAt}::timestamptz`).catch(onError);
      }
    },
    child: () => store,
  };
  return function DatabaseStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The counter key part of a sign-in body's account: the SHA-256 (hex) of the lower-cased
 * account, so that input not yet validated (a NUL byte, megabytes of text) never reaches
 * the counter table as it is; undefined when there is no account.
 */
function accountOf(request: FastifyRequest): string | undefined {
  const account = (request.body as { account?: unknown } | undefined)?.account;
  if (typeof account !== 'string' || !account.trim()) return undefined;
  return createHash('sha256').update(account.trim().toLowerCase()).digest('hex');
}

/**
 * Registers @fastify/rate-limit (no global limit) with the database store and returns the
 * limiter the gateway runs before each call.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, limits: RateLimitConfig): Promise<CallLimiter> {
  await app.register(rateLimitPlugin, {
    global: false,
    store: databaseStore(db, (err) => app.log.error({ err }, 'pruning rate limits failed')),
  });
  const limited = new Set(LIMITED);
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `address:${request.routeOptions.url}:${normalizeIP(request.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `account:${request.routeOptions.url}:${accountOf(request)}`,
  });
  return async (contract, request, reply) => {
    if (!limited.has(contract)) return;
    const checks = [perAddress(request)];
    if (contract === login && accountOf(request)) checks.push(perAccount(request));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(Code.RATE_LIMITED, { seconds: result.ttlInSeconds });
      }
    }
  };
}

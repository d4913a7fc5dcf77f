/**
 * Server settings, read once from the environment at start (the
 * documented settings). Everything that may change without a restart lives in `sys_config`
 * instead (server/modules/config/settings.service.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_COST, type ScryptCost } from './modules/auth/password.service';

/** The development app key of DESIGN.md §4; a production start refuses it. */
export const DEV_APP_KEY = 'venueflow-dev-key';

/** Shortest APP_KEY and SERVER_SECRET a production start accepts, in bytes (UTF-8). */
export const MIN_SECRET_BYTES = 32;

/** The file in DATA_DIR that holds the generated SERVER_SECRET when none is set. */
export const SERVER_SECRET_FILE = 'server-secret';

/** Log levels Fastify's logger (pino) understands. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's settings. */
export interface Config {
  /** `PORT`: TCP port to listen on (all interfaces). Default 8080. */
  port: number;
  /**
   * `DATABASE_URL`: a `postgres://…` URL switches to PostgreSQL (node-postgres pool).
   * Unset: the embedded PGlite, with its files in `<dataDir>/pglite`.
   */
  databaseUrl: string | null;
  /** `APP_ID`: the application id every signed request must carry. Default `venueflow`. */
  appId: string;
  /**
   * `APP_KEY`: key of the request signature (HMAC-SHA256) and of encrypted responses
   * (DESIGN.md §4). Default `venueflow-dev-key`, which is refused when
   * `NODE_ENV=production`.
   */
  appKey: string;
  /**
   * `SERVER_SECRET`: key of what a user must not be able to mint (check-in codes, calendar
   * feed tokens; DESIGN.md §6). It never leaves the server, unlike APP_KEY. Unset: generated
   * once into `<dataDir>/server-secret` (mode 0600) and read from there on later starts;
   * required when `NODE_ENV=production`.
   */
  serverSecret: string;
  /** `LOG_LEVEL`: fatal | error | warn | info | debug | trace | silent. Default `info`. */
  logLevel: LogLevel;
  /** `DATA_DIR`: folder of the embedded database and other local files. Default `./data/`. */
  dataDir: string;
  /** `NODE_ENV === 'production'`. */
  production: boolean;
  /**
   * `WORKERS`: server processes `npm start` runs on one port (node:cluster, server/cluster.ts).
   * Default 1. More than 1 needs `DATABASE_URL` (PGlite is one process's database).
   */
  workers: number;
  /**
   * `LOG_RETENTION_DAYS`: days login_log and operation_log rows are kept (server/jobs/retention.job.ts). Default 365.
   */
  logRetentionDays: number;
  /**
   * `DB_CONNECT_TIMEOUT_MS`: how long a request waits for a new PostgreSQL connection
   * before it is answered SERVICE_UNAVAILABLE (503). Default 5000; 0 waits forever.
   */
  connectTimeoutMs: number;
  /**
   * `DB_STATEMENT_TIMEOUT_MS`: PostgreSQL's `statement_timeout` for the server's
   * connections; a statement running longer is cancelled and its call answered 503.
   * Default 30000; 0 turns it off (also for migrations, which run under it).
   */
  statementTimeoutMs: number;
  /**
   * `DB_IDLE_TX_TIMEOUT_MS`: PostgreSQL's `idle_in_transaction_session_timeout`: a
   * transaction left open and idle this long (a stuck request) is ended, releasing its
   * locks. Default 60000; 0 turns it off.
   */
  idleInTransactionTimeoutMs: number;
  /**
   * `REQUEST_TIMEOUT_MS`: the whole request — headers and body — must arrive within this
   * many ms, or the connection is answered 408 and closed (slow or stalled clients must
   * not hold sockets). Default 30000; the largest upload (a site photo) fits easily.
   */
  requestTimeoutMs: number;
  /**
   * `CONNECTION_TIMEOUT_MS`: a connection with no traffic either way for this many ms is
   * closed. Default 60000.
   */
  connectionTimeoutMs: number;
  /**
   * `HSTS_MAX_AGE`: seconds of the Strict-Transport-Security header; 0 (default) sends
   * none. Set it only when every client reaches the product over HTTPS.
   */
  hstsMaxAge: number;
  /**
   * `SESSION_MAX_AGE_DAYS`: absolute lifetime of a login, however often its tokens are
   * refreshed (DESIGN.md §6), as ms. Default 30 days.
   */
  sessionMaxAgeMs: number;
  /**
   * `TRUST_PROXY`: which reverse proxies' `X-Forwarded-For` gives the client address
   * (Fastify's `trustProxy`): unset or `false` none (default), `true` any, a hop count
   * (`1`), or a comma list of proxy addresses and CIDRs (`10.0.0.1, 10.1.0.0/16`).
   */
  trustProxy: boolean | number | string[];
  /** Request limits of the public calls that cost work (server/plugins/rate-limits.ts). */
  rateLimit: RateLimitConfig;
  /** Where the replay guard remembers nonces (server/plugins/replay-guard.ts). */
  replay: ReplayConfig;
  /**
   * scrypt cost of new password hashes. Not an environment setting: always PASSWORD_COST;
   * only the server test harness lowers it, for the tests that do not test hashing.
   */
  passwordCost: ScryptCost;
  /**
   * `CAPTCHA_ANSWER_FILE`: browser tests only — a file to which the server appends
   * `<reqNo> <answer>` for each captcha it draws (the image cannot be read). Unset by
   * default; refused when `NODE_ENV=production`.
   */
  captchaAnswerFile: string | null;
  /**
   * `INSPECT=ws`: development only — start the Stately WebSocket inspector on
   * `INSPECT_PORT` (default {@link DEFAULT_INSPECT_PORT}) and report the server's machines
   * to it (server/inspection/ws-inspector.ts). `null` when unset or `off`. Refused with
   * `NODE_ENV=production` (it shows bookings to anyone reaching the port, on every
   * interface, without sign-in) and with WORKERS > 1 (one port, one process).
   */
  inspect: { port: number } | null;
  /**
   * The OpenID Connect provider of third-party binding and sign-in (server/modules/account/oidc.service.ts):
   * `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` (unset: a public client with PKCE only),
   * `OIDC_REDIRECT_URI` (the terminal's `/oidc` page, registered at the provider) and
   * `OIDC_NAME` (shown on the buttons; default the issuer's host). `null` unless the first three
   * needed ones are set.
   */
  oidc: OidcConfig | null;
  /**
   * `PAYMENT_PROVIDER`: who settles the club's payments (server/modules/fitness/payment.ts): `manual`
   * (default: staff take the money at the desk and record it) or `test` (every payment is pending until
   * the test provider's signed callback, POST /api/fitness/pay/callback; docs/fitness-cashier.md).
   * `test` is refused with `NODE_ENV=production`.
   */
  paymentProvider: 'manual' | 'test';
}

/** See Config.oidc. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
  name: string;
}

/** OIDC_* (see Config.oidc). @throws ConfigError on a partial or malformed setting */
function oidcOf(env: Record<string, string | undefined>): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim() ?? '';
  const clientId = env.OIDC_CLIENT_ID?.trim() ?? '';
  const redirectUri = env.OIDC_REDIRECT_URI?.trim() ?? '';
  if (!issuer && !clientId && !redirectUri) return null;
  if (!issuer || !clientId || !redirectUri)
    throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_REDIRECT_URI must be set together.');
  for (const [name, value] of [
    ['OIDC_ISSUER', issuer],
    ['OIDC_REDIRECT_URI', redirectUri],
  ]) {
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      throw new ConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  const name = env.OIDC_NAME?.trim() || new URL(issuer).host;
  return { issuer, clientId, clientSecret: env.OIDC_CLIENT_SECRET || null, redirectUri, name };
}

/** The replay stores REPLAY_STORE may name (server/plugins/replay-guard.ts). */
export const REPLAY_STORES = ['memory', 'table', 'redis'] as const;

/** The Redis REPLAY_STORE=redis uses when REDIS_URL is unset. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * `REPLAY_STORE`: where the nonces of signed requests are remembered. `memory` (this process only:
 * the default without DATABASE_URL; refused with WORKERS > 1), `table` (the UNLOGGED `api_nonce`
 * table: the default with DATABASE_URL) or `redis` (at `REDIS_URL`, default
 * {@link DEFAULT_REDIS_URL}: the default with DATABASE_URL when REDIS_URL is set).
 */
export type ReplayConfig = { store: 'memory' } | { store: 'table' } | { store: 'redis'; redisUrl: string };

/**
 * REPLAY_STORE and REDIS_URL (see ReplayConfig).
 * @throws ConfigError on an unknown store, a REDIS_URL that is not redis:// or rediss://, or memory with WORKERS > 1
 */
function replayOf(env: Record<string, string | undefined>, workers: number): ReplayConfig {
  const raw = env.REPLAY_STORE?.trim() ?? '';
  const redisUrl = env.REDIS_URL?.trim() ?? '';
  if (redisUrl && (!URL.canParse(redisUrl) || !/^rediss?:$/.test(new URL(redisUrl).protocol)))
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${env.REDIS_URL}".`);
  const store = raw || (!env.DATABASE_URL ? 'memory' : redisUrl ? 'redis' : 'table');
  if (!(REPLAY_STORES as readonly string[]).includes(store))
    throw new ConfigError(`REPLAY_STORE must be one of ${REPLAY_STORES.join(', ')}, got "${env.REPLAY_STORE}".`);
  if (store === 'memory' && workers > 1) {
    throw new ConfigError(
      `REPLAY_STORE=memory needs WORKERS=1: each process would remember only its own nonces, so a request ` +
        'could be replayed through another. Use REPLAY_STORE=table or redis.',
    );
  }
  if (store === 'redis') return { store, redisUrl: redisUrl || DEFAULT_REDIS_URL };
  return { store: store as 'memory' | 'table' };
}

/** Default `INSPECT_PORT`: next to the default PORT. */
export const DEFAULT_INSPECT_PORT = 8081;

/**
 * Request limits: at most `perAddress` calls per client address and call, `perAccount` sign-ins per account, per
 * window.
 */
export interface RateLimitConfig {
  /** `RATE_LIMIT_WINDOW_S`: the window, as ms. Default 60 s. */
  windowMs: number;
  /** `RATE_LIMIT_PER_ADDRESS`: calls of one limited call from one client address per window. Default 30. */
  perAddress: number;
  /** `RATE_LIMIT_PER_ACCOUNT`: sign-in attempts of one account per window (any address). Default 10. */
  perAccount: number;
}

/** TRUST_PROXY as Fastify's `trustProxy` takes it (see Config.trustProxy). */
function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A whole number setting ≥ `min`, or `fallback` when unset. @throws ConfigError otherwise */
function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number ≥ ${min}, got "${raw}".`);
  return value;
}

/** Defaults of the database time limits (PostgreSQL only; PGlite runs in-process). */
export const DB_TIMEOUT_DEFAULTS = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
} as const;

/** A setting is missing or wrong: the server must not start. `message` says what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings from `env` (normally `process.env`). Without SERVER_SECRET (outside
 * production) it reads, or on the first start creates, `<DATA_DIR>/server-secret`.
 * @throws ConfigError on a bad PORT, LOG_LEVEL, WORKERS, LOG_RETENTION_DAYS DB_*_MS, REQUEST_TIMEOUT_MS,
 *   CONNECTION_TIMEOUT_MS or HSTS_MAX_AGE, on
 *   WORKERS > 1 without DATABASE_URL; with `NODE_ENV=production`, on the development
 *   APP_KEY, a missing SERVER_SECRET, either one shorter than 32 bytes, or the two equal;
 *   on a secret file that cannot be read or written, or holds too short a secret; on a bad
 *   SESSION_MAX_AGE_DAYS or RATE_LIMIT_*, or CAPTCHA_ANSWER_FILE in production; on a bad INSPECT or
 *   INSPECT_PORT, and on INSPECT=ws in production or with WORKERS > 1; on a bad REPLAY_STORE or REDIS_URL,
 *   and on REPLAY_STORE=memory with WORKERS > 1.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number 0–65535, got "${env.PORT}".`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}".`);
  }
  const dataDir = path.resolve(env.DATA_DIR || './data/');
  const appKey = env.APP_KEY || DEV_APP_KEY;
  if (production) checkProductionSecrets(appKey, env.SERVER_SECRET);
  const workers = wholeNumber(env, 'WORKERS', 1, 1);
  if (workers > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `WORKERS=${workers} needs DATABASE_URL: the embedded PGlite database belongs to one process. ` +
        'Use PostgreSQL to run several processes, or leave WORKERS at 1.',
    );
  }
  if (production && env.CAPTCHA_ANSWER_FILE) {
    throw new ConfigError(
      'Refusing to start: CAPTCHA_ANSWER_FILE is for browser tests only, never with NODE_ENV=production.',
    );
  }
  const inspect = inspectOf(env, production, workers);
  return {
    port,
    databaseUrl: env.DATABASE_URL || null,
    appId: env.APP_ID || 'venueflow',
    appKey,
    serverSecret: env.SERVER_SECRET || readOrCreateServerSecret(dataDir),
    logLevel,
    dataDir,
    production,
    workers,
    logRetentionDays: wholeNumber(env, 'LOG_RETENTION_DAYS', 365, 1),
    connectTimeoutMs: wholeNumber(env, 'DB_CONNECT_TIMEOUT_MS', DB_TIMEOUT_DEFAULTS.connectTimeoutMs, 0),
    statementTimeoutMs: wholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', DB_TIMEOUT_DEFAULTS.statementTimeoutMs, 0),
    idleInTransactionTimeoutMs: wholeNumber(
      env,
      'DB_IDLE_TX_TIMEOUT_MS',
      DB_TIMEOUT_DEFAULTS.idleInTransactionTimeoutMs,
      0,
    ),
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 1),
    connectionTimeoutMs: wholeNumber(env, 'CONNECTION_TIMEOUT_MS', 60_000, 1),
    hstsMaxAge: wholeNumber(env, 'HSTS_MAX_AGE', 0, 0),
    sessionMaxAgeMs: wholeNumber(env, 'SESSION_MAX_AGE_DAYS', 30, 1) * 86_400_000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimit: {
      windowMs: wholeNumber(env, 'RATE_LIMIT_WINDOW_S', 60, 1) * 1000,
      perAddress: wholeNumber(env, 'RATE_LIMIT_PER_ADDRESS', 30, 1),
      perAccount: wholeNumber(env, 'RATE_LIMIT_PER_ACCOUNT', 10, 1),
    },
    replay: replayOf(env, workers),
    passwordCost: PASSWORD_COST,
    captchaAnswerFile: env.CAPTCHA_ANSWER_FILE || null,
    inspect,
    oidc: oidcOf(env),
    paymentProvider: paymentProviderOf(env, production),
  };
}

/** PAYMENT_PROVIDER (see Config.paymentProvider). @throws ConfigError on another value, or `test` in production */
function paymentProviderOf(env: Record<string, string | undefined>, production: boolean): Config['paymentProvider'] {
  const name = env.PAYMENT_PROVIDER?.trim() || 'manual';
  if (name !== 'manual' && name !== 'test')
    throw new ConfigError(`PAYMENT_PROVIDER must be "manual" or "test", got "${env.PAYMENT_PROVIDER}".`);
  if (name === 'test' && production)
    throw new ConfigError('Refusing to start: PAYMENT_PROVIDER=test confirms payments nobody made; not in production.');
  return name;
}

/** INSPECT and INSPECT_PORT (see Config.inspect). @throws ConfigError on a bad value or a refused combination */
function inspectOf(env: Record<string, string | undefined>, production: boolean, workers: number): Config['inspect'] {
  const mode = env.INSPECT?.trim() ?? '';
  if (mode === '' || mode === 'off') return null;
  if (mode !== 'ws') throw new ConfigError(`INSPECT must be "ws" or "off", got "${env.INSPECT}".`);
  if (production) {
    throw new ConfigError(
      'Refusing to start: INSPECT=ws is for development, never with NODE_ENV=production ' +
        '(the inspector shows every booking it sees to anyone reaching INSPECT_PORT).',
    );
  }
  if (workers > 1) {
    throw new ConfigError('INSPECT=ws needs WORKERS=1: the inspector listens on one port of one process.');
  }
  const port = wholeNumber(env, 'INSPECT_PORT', DEFAULT_INSPECT_PORT, 1);
  if (port > 65535) throw new ConfigError(`INSPECT_PORT must be a port number 1–65535, got "${env.INSPECT_PORT}".`);
  return { port };
}

/**
 * The production rules of the keys (docs/operations.md "Secrets").
 * @throws ConfigError naming the setting to fix
 */
function checkProductionSecrets(appKey: string, serverSecret: string | undefined): void {
  const refuse = (why: string) => new ConfigError(`Refusing to start: NODE_ENV=production ${why}`);
  if (appKey === DEV_APP_KEY) {
    throw refuse(
      'with the development APP_KEY. Set APP_KEY to a secret of your own (and give the same key to the clients).',
    );
  }
  if (Buffer.byteLength(appKey) < MIN_SECRET_BYTES) {
    throw refuse(`with an APP_KEY of ${Buffer.byteLength(appKey)} bytes; it must be at least ${MIN_SECRET_BYTES}.`);
  }
  if (!serverSecret) {
    throw refuse(
      'without SERVER_SECRET. Set it to at least 32 random bytes (e.g. `openssl rand -base64 32`), ' +
        'the same value on every server process.',
    );
  }
  if (Buffer.byteLength(serverSecret) < MIN_SECRET_BYTES) {
    throw refuse(
      `with a SERVER_SECRET of ${Buffer.byteLength(serverSecret)} bytes; it must be at least ${MIN_SECRET_BYTES}.`,
    );
  }
  // APP_KEY is in every browser: as SERVER_SECRET it would let users mint codes again.
  if (serverSecret === appKey) throw refuse('with SERVER_SECRET equal to APP_KEY, which every client holds.');
}

/**
 * The generated server secret of a development start: read from `<dataDir>/server-secret`,
 * or, on the first start, 32 random bytes (base64url) written there with mode 0600. The
 * file is created exclusively (`wx`): two processes starting at once never end up with two
 * different secrets.
 * @throws ConfigError when the file cannot be read or created, or holds fewer than 32 bytes
 */
export function readOrCreateServerSecret(dataDir: string): string {
  const file = path.join(dataDir, SERVER_SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(
        `Cannot create ${file} (${(err as Error).message}): make DATA_DIR writable or set SERVER_SECRET.`,
      );
    }
  }
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (err) {
    throw new ConfigError(`Cannot read ${file} (${(err as Error).message}): fix its permissions or set SERVER_SECRET.`);
  }
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `${file} holds fewer than ${MIN_SECRET_BYTES} bytes: delete it to generate a new secret, or set SERVER_SECRET.`,
    );
  }
  return secret;
}

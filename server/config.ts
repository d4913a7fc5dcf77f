/**
 * Server settings, read once from the environment at start (issue 2 "documented
 * settings"). Everything that may change without a restart lives in `sys_config`
 * instead (server/modules/config/settings.service.ts).
 */
import path from 'node:path';
import { PASSWORD_COST, type ScryptCost } from './modules/auth/password.service';

/** The development app key of DESIGN.md §4; a production start refuses it. */
export const DEV_APP_KEY = 'venueflow-dev-key';

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
  /** `LOG_LEVEL`: fatal | error | warn | info | debug | trace | silent. Default `info`. */
  logLevel: LogLevel;
  /** `DATA_DIR`: folder of the embedded database and other local files. Default `./data/`. */
  dataDir: string;
  /** `NODE_ENV === 'production'`. */
  production: boolean;
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
}

/** Request limits: at most `perAddress` calls per client address and call, `perAccount` sign-ins per account, per window. */
export interface RateLimitConfig {
  /** `RATE_LIMIT_WINDOW_S`: the window, as ms. Default 60 s. */
  windowMs: number;
  /** `RATE_LIMIT_PER_ADDRESS`: calls of one limited call from one client address per window. Default 30. */
  perAddress: number;
  /** `RATE_LIMIT_PER_ACCOUNT`: sign-in attempts of one account per window (any address). Default 10. */
  perAccount: number;
}

/** The positive integer of setting `name` in `env`, or `fallback` when unset. @throws ConfigError otherwise */
function positiveInt(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}".`);
  return n;
}

/** TRUST_PROXY as Fastify's `trustProxy` takes it (see Config.trustProxy). */
function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** A setting is missing or wrong: the server must not start. `message` says what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings from `env` (normally `process.env`).
 * @throws ConfigError on a bad PORT, LOG_LEVEL, SESSION_MAX_AGE_DAYS or RATE_LIMIT_*, or on
 *   a production start with the development APP_KEY or with CAPTCHA_ANSWER_FILE.
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
  const appKey = env.APP_KEY || DEV_APP_KEY;
  if (production && appKey === DEV_APP_KEY) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production with the development APP_KEY. ' +
        'Set APP_KEY to a secret of your own (and give the same key to the clients).',
    );
  }
  if (production && env.CAPTCHA_ANSWER_FILE) {
    throw new ConfigError('Refusing to start: CAPTCHA_ANSWER_FILE is for browser tests only, never with NODE_ENV=production.');
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL || null,
    appId: env.APP_ID || 'venueflow',
    appKey,
    logLevel,
    dataDir: path.resolve(env.DATA_DIR || './data/'),
    production,
    sessionMaxAgeMs: positiveInt(env, 'SESSION_MAX_AGE_DAYS', 30) * 86_400_000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimit: {
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_S', 60) * 1000,
      perAddress: positiveInt(env, 'RATE_LIMIT_PER_ADDRESS', 30),
      perAccount: positiveInt(env, 'RATE_LIMIT_PER_ACCOUNT', 10),
    },
    passwordCost: PASSWORD_COST,
    captchaAnswerFile: env.CAPTCHA_ANSWER_FILE || null,
  };
}

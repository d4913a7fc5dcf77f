/**
 * Server settings, read once from the environment at start (issue 2 "documented
 * settings"). Everything that may change without a restart lives in `sys_config`
 * instead (server/modules/config/settings.service.ts).
 */
import path from 'node:path';

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
}

/** A whole number setting ≥ `min`, or `fallback` when unset. @throws ConfigError otherwise */
function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number ≥ ${min}, got "${raw}".`);
  return value;
}

/** A setting is missing or wrong: the server must not start. `message` says what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings from `env` (normally `process.env`).
 * @throws ConfigError on a bad PORT, LOG_LEVEL or timeout/HSTS number, or on a production start with the
 *   development APP_KEY.
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
  return {
    port,
    databaseUrl: env.DATABASE_URL || null,
    appId: env.APP_ID || 'venueflow',
    appKey,
    logLevel,
    dataDir: path.resolve(env.DATA_DIR || './data/'),
    production,
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 1),
    connectionTimeoutMs: wholeNumber(env, 'CONNECTION_TIMEOUT_MS', 60_000, 1),
    hstsMaxAge: wholeNumber(env, 'HSTS_MAX_AGE', 0, 0),
  };
}

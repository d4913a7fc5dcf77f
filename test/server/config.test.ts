/**
 * Settings from the environment (server/config.ts): the documented defaults, the refusal of
 * a production start with the development key, short keys or no SERVER_SECRET, and the
 * server secret generated into DATA_DIR when unset (mode 0600, the same on the next start).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_APP_KEY, loadConfig, SERVER_SECRET_FILE } from '../../server/config';

const dirs: string[] = [];
/** A fresh empty folder for DATA_DIR, removed after the file. */
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vf-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const KEY = 'k'.repeat(32);
const SECRET = 's'.repeat(32);

describe('PAYMENT_PROVIDER', () => {
  it('settles by staff unless told, takes the test provider outside production only, refuses other names', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe('test');
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() =>
      loadConfig({ SERVER_SECRET: SECRET, APP_KEY: KEY, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }),
    ).toThrow(/PAYMENT_PROVIDER=test/);
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toEqual({
      port: 8080,
      databaseUrl: null,
      appId: 'venueflow',
      appKey: DEV_APP_KEY,
      logLevel: 'info',
      dataDir,
      production: false,
      serverSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      workers: 1,
      logRetentionDays: 365,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30000,
      idleInTransactionTimeoutMs: 60000,
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 60_000,
      hstsMaxAge: 0,
      sessionMaxAgeMs: 30 * 86_400_000,
      trustProxy: false,
      rateLimit: { windowMs: 60_000, perAddress: 30, perAccount: 10 },
      replay: { store: 'memory' },
      passwordCost: { N: 2 ** 17, r: 8, p: 1 },
      captchaAnswerFile: null,
      inspect: null, // INSPECT: see test/server/inspect.test.ts (refused in production)
      oidc: null, // OIDC_*: see below
      paymentProvider: 'manual',
    });
    expect(path.resolve(loadConfig({ SERVER_SECRET: SECRET }).dataDir)).toBe(path.resolve('data'));
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://x@h/db',
      APP_ID: 'a',
      APP_KEY: KEY,
      SERVER_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/vf',
      NODE_ENV: 'production',
      WORKERS: '4',
      LOG_RETENTION_DAYS: '30',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_IDLE_TX_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '7000',
      HSTS_MAX_AGE: '31536000',
      SESSION_MAX_AGE_DAYS: '7',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      RATE_LIMIT_WINDOW_S: '10',
      RATE_LIMIT_PER_ADDRESS: '5',
      RATE_LIMIT_PER_ACCOUNT: '3',
      REPLAY_STORE: 'redis',
      REDIS_URL: 'rediss://r.example:6380/2',
      PAYMENT_PROVIDER: 'manual',
    });
    expect(config).toEqual({
      port: 9000,
      databaseUrl: 'postgres://x@h/db',
      appId: 'a',
      appKey: KEY,
      serverSecret: SECRET,
      logLevel: 'warn',
      dataDir: '/tmp/vf',
      production: true,
      workers: 4,
      logRetentionDays: 30,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 2000,
      requestTimeoutMs: 5000,
      connectionTimeoutMs: 7000,
      hstsMaxAge: 31_536_000,
      sessionMaxAgeMs: 7 * 86_400_000,
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      rateLimit: { windowMs: 10_000, perAddress: 5, perAccount: 3 },
      replay: { store: 'redis', redisUrl: 'rediss://r.example:6380/2' },
      passwordCost: { N: 2 ** 17, r: 8, p: 1 },
      captchaAnswerFile: null,
      inspect: null, // INSPECT: see test/server/inspect.test.ts (refused in production)
      oidc: null, // OIDC_*: see below
      paymentProvider: 'manual',
    });
    expect([loadConfig({ TRUST_PROXY: 'true' }).trustProxy, loadConfig({ TRUST_PROXY: '2' }).trustProxy]).toEqual([
      true,
      2,
    ]);
  });

  it('reads the OpenID Connect provider: all of it or none, http(s) URLs, a name defaulting to the host', () => {
    const DATA_DIR = tempDir();
    const oidc = { OIDC_ISSUER: 'https://id.example.edu/realms/campus', OIDC_CLIENT_ID: 'venueflow' };
    const redirect = { OIDC_REDIRECT_URI: 'https://venues.example.edu/oidc' };
    expect(loadConfig({ DATA_DIR }).oidc).toBeNull();
    expect(loadConfig({ DATA_DIR, ...oidc, ...redirect }).oidc).toEqual({
      issuer: 'https://id.example.edu/realms/campus',
      clientId: 'venueflow',
      clientSecret: null,
      redirectUri: 'https://venues.example.edu/oidc',
      name: 'id.example.edu',
    });
    expect(() => loadConfig({ DATA_DIR, ...oidc })).toThrow(/must be set together/);
    expect(() => loadConfig({ DATA_DIR, ...oidc, OIDC_REDIRECT_URI: 'javascript:alert(1)' })).toThrow(
      /OIDC_REDIRECT_URI/,
    );
  });

  it('refuses bad values and a production start with the development key', () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud', DATA_DIR })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0', DATA_DIR })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: '1.5', DATA_DIR })).toThrow(/CONNECTION_TIMEOUT_MS/);
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1', DATA_DIR })).toThrow(/HSTS_MAX_AGE/);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0', DATA_DIR })).toThrow(/SESSION_MAX_AGE_DAYS/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_KEY: KEY,
        SERVER_SECRET: SECRET,
        CAPTCHA_ANSWER_FILE: '/tmp/a',
        DATA_DIR,
      }),
    ).toThrow(/CAPTCHA_ANSWER_FILE/);
    expect(() => loadConfig({ RATE_LIMIT_PER_ADDRESS: 'many', DATA_DIR })).toThrow(/RATE_LIMIT_PER_ADDRESS/);
    expect(() => loadConfig({ NODE_ENV: 'production', SERVER_SECRET: SECRET })).toThrow(/development APP_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: DEV_APP_KEY, SERVER_SECRET: SECRET })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1', DATA_DIR })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '5s', DATA_DIR })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x@h/db', DATA_DIR })).toThrow(
      /WORKERS must be a whole number/,
    );
    expect(() => loadConfig({ LOG_RETENTION_DAYS: '1.5', DATA_DIR })).toThrow(/LOG_RETENTION_DAYS/);
  });

  it('refuses several workers on the embedded database', () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ WORKERS: '2', DATA_DIR })).toThrow(
      'WORKERS=2 needs DATABASE_URL: the embedded PGlite database belongs to one process.',
    );
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@h/db', DATA_DIR }).workers).toBe(2);
  });

  it('chooses the replay store: memory on PGlite, table on PostgreSQL, redis with REDIS_URL; refuses the bad', () => {
    const DATA_DIR = tempDir();
    const PG = 'postgres://x@h/db';
    const replay = (env: Record<string, string>) => loadConfig({ DATA_DIR, ...env }).replay;
    expect(replay({})).toEqual({ store: 'memory' });
    expect(replay({ DATABASE_URL: PG })).toEqual({ store: 'table' });
    expect(replay({ DATABASE_URL: PG, REDIS_URL: 'redis://r:6379' })).toEqual({
      store: 'redis',
      redisUrl: 'redis://r:6379',
    });
    expect(replay({ REPLAY_STORE: 'redis' })).toEqual({ store: 'redis', redisUrl: 'redis://127.0.0.1:6379' });
    expect(replay({ DATABASE_URL: PG, REDIS_URL: 'redis://r', REPLAY_STORE: 'table' })).toEqual({ store: 'table' });
    expect(replay({ REPLAY_STORE: 'table' })).toEqual({ store: 'table' });
    expect(replay({ DATABASE_URL: PG, REPLAY_STORE: 'memory' })).toEqual({ store: 'memory' });

    const refused = (env: Record<string, string>) => () => loadConfig({ DATA_DIR, ...env });
    expect(refused({ REPLAY_STORE: 'disk' })).toThrow(
      new ConfigError('REPLAY_STORE must be one of memory, table, redis, got "disk".'),
    );
    expect(refused({ REPLAY_STORE: 'redis', REDIS_URL: 'http://r:6379' })).toThrow(
      new ConfigError('REDIS_URL must be a redis:// or rediss:// URL, got "http://r:6379".'),
    );
    expect(refused({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL must be a redis/);
    expect(refused({ WORKERS: '2', DATABASE_URL: PG, REPLAY_STORE: 'memory' })).toThrow(
      /^REPLAY_STORE=memory needs WORKERS=1/,
    );
    expect(replay({ WORKERS: '2', DATABASE_URL: PG })).toEqual({ store: 'table' });
  });

  it('in production, requires SERVER_SECRET and refuses keys shorter than 32 bytes', () => {
    const DATA_DIR = tempDir();
    const production = { NODE_ENV: 'production', DATA_DIR };
    expect(() => loadConfig({ ...production, APP_KEY: KEY })).toThrow(/without SERVER_SECRET/);
    expect(() => loadConfig({ ...production, APP_KEY: 'k'.repeat(31), SERVER_SECRET: SECRET })).toThrow(
      /APP_KEY of 31 bytes/,
    );
    expect(() => loadConfig({ ...production, APP_KEY: KEY, SERVER_SECRET: 's'.repeat(31) })).toThrow(
      /SERVER_SECRET of 31 bytes/,
    );
    // 11 characters of 3 bytes each are 33 bytes: the rule counts bytes, not characters
    expect(loadConfig({ ...production, APP_KEY: '钥'.repeat(11), SERVER_SECRET: SECRET }).appKey).toBe('钥'.repeat(11));
    expect(() => loadConfig({ ...production, APP_KEY: KEY, SERVER_SECRET: KEY })).toThrow(/equal to APP_KEY/);
    expect(loadConfig({ ...production, APP_KEY: KEY, SERVER_SECRET: SECRET })).toMatchObject({
      appKey: KEY,
      serverSecret: SECRET,
    });
    // a production start never generates a secret file
    expect(() => statSync(path.join(DATA_DIR, SERVER_SECRET_FILE))).toThrow(/ENOENT/);
    // outside production, short keys are accepted (development and tests)
    expect(loadConfig({ APP_KEY: 'k', SERVER_SECRET: 's', DATA_DIR })).toMatchObject({
      appKey: 'k',
      serverSecret: 's',
    });
  });

  it('generates SERVER_SECRET into DATA_DIR once (mode 0600) and reads it on later starts', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).serverSecret;
    const file = path.join(dataDir, SERVER_SECRET_FILE);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).serverSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: tempDir() }).serverSecret).not.toBe(first);
    // SERVER_SECRET wins over the file and leaves it alone
    expect(loadConfig({ DATA_DIR: dataDir, SERVER_SECRET: SECRET }).serverSecret).toBe(SECRET);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('refuses a damaged secret file rather than starting with a weak secret', () => {
    const DATA_DIR = tempDir();
    writeFileSync(path.join(DATA_DIR, SERVER_SECRET_FILE), 'short\n');
    expect(() => loadConfig({ DATA_DIR })).toThrow(/server-secret holds fewer than 32 bytes/);
  });

  it('makes server/main.ts exit with the message', async () => {
    // timeout: a server that wrongly starts is killed instead of outliving the test
    const start = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        timeout: 50_000,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', PORT: '0', DATA_DIR: tempDir(), ...env },
      });
    await expect(start({ APP_KEY: KEY, SERVER_SECRET: '' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refusing to start: NODE_ENV=production without SERVER_SECRET'),
    });
  });
});

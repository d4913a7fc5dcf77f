/** Settings from the environment (server/config.ts) and the refusal of a production start with the development key. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_APP_KEY, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080, databaseUrl: null, appId: 'venueflow', appKey: DEV_APP_KEY, logLevel: 'info',
      dataDir: path.resolve('data'), production: false, workers: 1, logRetentionDays: 365,
      connectTimeoutMs: 5000, statementTimeoutMs: 30000, idleInTransactionTimeoutMs: 60000,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000', DATABASE_URL: 'postgres://x@h/db', APP_ID: 'a', APP_KEY: 'k', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/vf', NODE_ENV: 'production',
      WORKERS: '4', LOG_RETENTION_DAYS: '30',
      DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '0', DB_IDLE_TX_TIMEOUT_MS: '2000',
    });
    expect(config).toEqual({
      port: 9000, databaseUrl: 'postgres://x@h/db', appId: 'a', appKey: 'k', logLevel: 'warn', dataDir: '/tmp/vf', production: true,
      workers: 4, logRetentionDays: 30,
      connectTimeoutMs: 1000, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 2000,
    });
  });

  it('refuses bad values and a production start with the development key', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '5s' })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/development APP_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: DEV_APP_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/WORKERS must be a whole number/);
    expect(() => loadConfig({ LOG_RETENTION_DAYS: '1.5' })).toThrow(/LOG_RETENTION_DAYS/);
  });

  it('refuses several workers on the embedded database', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow('WORKERS=2 needs DATABASE_URL: the embedded PGlite database belongs to one process.');
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@h/db' }).workers).toBe(2);
  });

  it('makes server/main.ts exit with the message', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', APP_KEY: '', DATABASE_URL: '', PORT: '0' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Refusing to start') });
  });
});

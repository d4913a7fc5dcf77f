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
      dataDir: path.resolve('data'), production: false,
      requestTimeoutMs: 30_000, connectionTimeoutMs: 60_000, hstsMaxAge: 0,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000', DATABASE_URL: 'postgres://x@h/db', APP_ID: 'a', APP_KEY: 'k', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/vf', NODE_ENV: 'production',
      REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '7000', HSTS_MAX_AGE: '31536000',
    });
    expect(config).toEqual({
      port: 9000, databaseUrl: 'postgres://x@h/db', appId: 'a', appKey: 'k', logLevel: 'warn', dataDir: '/tmp/vf', production: true,
      requestTimeoutMs: 5000, connectionTimeoutMs: 7000, hstsMaxAge: 31_536_000,
    });
  });

  it('refuses bad values and a production start with the development key', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: '1.5' })).toThrow(/CONNECTION_TIMEOUT_MS/);
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/development APP_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: DEV_APP_KEY })).toThrow(ConfigError);
  });

  it('makes server/main.ts exit with the message', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', APP_KEY: '', DATABASE_URL: '', PORT: '0' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Refusing to start') });
  });
});

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
      dataDir: path.resolve('data'), production: false, sessionMaxAgeMs: 30 * 86_400_000, trustProxy: false,
      rateLimit: { windowMs: 60_000, perAddress: 30, perAccount: 10 }, passwordCost: { N: 2 ** 17, r: 8, p: 1 }, captchaAnswerFile: null,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000', DATABASE_URL: 'postgres://x@h/db', APP_ID: 'a', APP_KEY: 'k', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/vf', NODE_ENV: 'production',
      SESSION_MAX_AGE_DAYS: '7', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16', RATE_LIMIT_WINDOW_S: '10', RATE_LIMIT_PER_ADDRESS: '5', RATE_LIMIT_PER_ACCOUNT: '3',
    });
    expect(config).toEqual({
      port: 9000, databaseUrl: 'postgres://x@h/db', appId: 'a', appKey: 'k', logLevel: 'warn', dataDir: '/tmp/vf', production: true,
      sessionMaxAgeMs: 7 * 86_400_000, trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      rateLimit: { windowMs: 10_000, perAddress: 5, perAccount: 3 }, passwordCost: { N: 2 ** 17, r: 8, p: 1 }, captchaAnswerFile: null,
    });
    expect([loadConfig({ TRUST_PROXY: 'true' }).trustProxy, loadConfig({ TRUST_PROXY: '2' }).trustProxy]).toEqual([true, 2]);
  });

  it('refuses bad values and a production start with the development key', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0' })).toThrow(/SESSION_MAX_AGE_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: 'k', CAPTCHA_ANSWER_FILE: '/tmp/a' })).toThrow(/CAPTCHA_ANSWER_FILE/);
    expect(() => loadConfig({ RATE_LIMIT_PER_ADDRESS: 'many' })).toThrow(/RATE_LIMIT_PER_ADDRESS/);
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

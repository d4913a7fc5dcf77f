/**
 * Browser tests: Debian's Chromium (never a downloaded browser, STACK.md) against the
 * server that `npm start` runs, on a fresh PGlite data folder per run.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8090);
const dataDir = mkdtempSync(join(tmpdir(), 'venueflow-e2e-'));
/** Where the server writes each captcha's answer (test/e2e/login-captcha.spec.ts reads it): one name per port. */
export const captchaAnswerFile = join(tmpdir(), `venueflow-e2e-captcha-${port}.txt`);

export default defineConfig({
  testDir: 'test/e2e',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/gateway/openapi.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The browser tests sign in often from one address: request limits far above that.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_ANSWER_FILE: captchaAnswerFile,
      RATE_LIMIT_PER_ADDRESS: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
    },
    stdout: 'pipe',
  },
});

/**
 * Single sign-on as a person meets it (spec §1 login mode 1, §4; CAS 3.0): with
 * `loginMode` 1 the login pages of both apps show no form but go through the CAS server
 * and back; logout ends at the CAS logout; a refused ticket shows an error and a retry.
 *
 * The CAS server is the test server of test/support/cas-server.ts, started here on
 * 127.0.0.1 (it signs in at once as `cas.user`). The SSO settings are set through the
 * settings call as `admin` before the tests and restored to their previous values after.
 */
import { expect, test } from './support/test';
import { startCasServer, type CasTestServer } from '../support/cas-server';
import { BASE, adminToken, call } from '../support/gateway-client';

/** The settings this spec changes, in the order they are restored (loginMode first). */
const SSO_KEYS = ['loginMode', 'casServerUrl', 'casServiceOrigins'] as const;

/** Changes one setting (POST /system/config/edit; applies without a restart). */
async function setSetting(token: string, key: string, value: unknown): Promise<void> {
  const result = await call('POST', '/system/config/edit', { key, value }, token);
  expect(result.code, `${key}: ${result.msg}`).toBe(0);
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let cas: CasTestServer;
let saved: { key: string; value: unknown }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  cas = await startCasServer();
  const token = await adminToken();
  const page = await call<{ key: string; value: unknown }[]>('GET', '/system/config/page', undefined, token);
  expect(page.code, page.msg).toBe(0);
  saved = SSO_KEYS.map((key) => ({ key, value: page.data.find((e) => e.key === key)?.value }));
  await setSetting(token, 'casServerUrl', cas.url);
  await setSetting(token, 'casServiceOrigins', [BASE]);
  await setSetting(token, 'loginMode', 1);
});

test.afterAll(async () => {
  try {
    const token = await adminToken();
    for (const { key, value } of saved) if (value !== undefined) await setSetting(token, key, value);
  } finally {
    await cas?.close();
  }
});

test('terminal: a protected page goes through CAS and back; logout ends at the CAS logout', async ({ page }) => {
  cas.user = 'booker';
  await page.goto('/my');
  // Signed in only after the round trip through CAS (the URL is /my before it starts, too).
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/my`);
  expect(cas.logins.at(-1)).toBe(`${BASE}/login?redirect=%2Fmy`);
  await expect(page.getByLabel('账号')).toHaveCount(0);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(new RegExp(`^${escapeRe(cas.url)}/logout\\?service=`));
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  expect(cas.logouts.at(-1)).toBe(`${BASE}/login`);

  // Our local session is gone (a public page of ours, so nothing redirects).
  await page.goto('/404');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([
    null,
    null,
  ]);
});

test('back office: the login page signs in through CAS as the CAS user', async ({ page }) => {
  cas.user = 'admin';
  const before = cas.logins.length;
  await page.goto('/admin/');
  await expect(page.getByTestId('admin-title')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/(?!login)[A-Za-z]+/);
  expect(cas.logins.length).toBe(before + 1);
  expect(cas.logins.at(-1)).toBe(`${BASE}/admin/login`);
  expect(await page.evaluate(() => localStorage.getItem('ssoReturnUrl'))).toBe(`${BASE}/admin/login`);
});

test('a refused ticket shows the error, and "sign in again" goes through CAS', async ({ page }) => {
  cas.user = 'booker';
  await page.goto('/login?ticket=ST-forged');
  await expect(page.getByRole('alert')).toContainText('单点登录票据无效');
  const before = cas.logins.length;
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(`${BASE}/home`);
  expect(cas.logins.length).toBe(before + 1);
});

/**
 * Deployment variants in the browser (spec §1, §2, §6): the administrator switches
 * `school` on /systemConfig and both apps follow without a restart — the back office
 * hides a catering page (/vouchers) under 0 and shows it under 5; the terminal, reloaded,
 * shows variant 5's frame to the booker and sends a user without any variant-5 page
 * (the caterer, who holds no terminal menu) to /no-access. `school` is set back to its
 * previous value at the end. The home of every variant (0, 5, 1, 2, 4) is attached as a screenshot.
 */
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { adminToken, call } from '../support/gateway-client';
import { signInBackOffice } from './support/back-office';

let previous: unknown;

test.beforeAll(async () => {
  const page = await call<{ key: string; value: unknown }[]>(
    'GET',
    '/system/config/page',
    undefined,
    await adminToken(),
  );
  expect(page.code, page.msg).toBe(0);
  previous = page.data.find((e) => e.key === 'school')?.value;
});

test.afterAll(async () => {
  if (previous === undefined) return;
  const r = await call('POST', '/system/config/edit', { key: 'school', value: previous }, await adminToken());
  expect(r.code, r.msg).toBe(0);
});

/** Sets `school` on the back office's /systemConfig and saves, as the administrator does. */
async function setSchool(page: Page, school: number): Promise<void> {
  await page.goto('/admin/systemConfig');
  const field = page.locator('#config-school');
  if ((await field.inputValue()) === String(school)) return;
  await field.selectOption(String(school));
  // The settings form's own save (the contact card below has another).
  await page.locator('form').filter({ has: field }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();
}

/** Signs in on the terminal's login page (CN). */
async function signInTerminal(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^账号$/).fill(account);
  await page.getByLabel(/^密码$/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Attaches a full-page screenshot to the report. */
async function attachShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('switching school changes the back office and the terminal without a restart', async ({ browser }, testInfo) => {
  // Three people in three browsers, five settings saves: longer than the default minute.
  test.setTimeout(300_000);
  const admin = await browser.newPage();
  await signInBackOffice(admin, 'admin', 'Admin@123');

  // School 0: the catering/meeting set is not attached; its page answers 404.
  await setSchool(admin, 0);
  await admin.goto('/admin/vouchers');
  await expect(admin.getByRole('heading', { name: '页面不存在' })).toBeVisible();

  // The 0/3 terminal home.
  const booker = await browser.newPage();
  await signInTerminal(booker, 'booker', 'Booker@123');
  await expect(booker.getByTestId('product-title')).toHaveText('预约终端');
  await attachShot(booker, testInfo, 'home-school-0');

  // School 5: the back office shows the catering page.
  await setSchool(admin, 5);
  await admin.goto('/admin/vouchers');
  await expect(admin.getByText(/^MV\d{8}-/).first()).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);

  // The terminal, reloaded: variant 5's frame and home.
  await booker.goto('/');
  await expect(booker.getByTestId('product-title')).toHaveText('会议与餐饮中心');
  await expect(booker.getByTestId('variant-home')).toBeVisible();
  await expect(booker).toHaveURL(/\/home$/);
  await attachShot(booker, testInfo, 'home-school-5');

  // A user whose terminal menus hold no variant-5 page lands on /no-access and can log out.
  const caterer = await browser.newPage();
  await signInTerminal(caterer, 'catering', 'Catering@123');
  await expect(caterer).toHaveURL(/\/no-access$/);
  await expect(caterer.getByRole('heading', { name: '暂无访问权限' })).toBeVisible();
  await caterer.getByRole('button', { name: '退出登录' }).click();
  await expect(caterer).toHaveURL(/\/login$/);

  // The frames of variants 1, 2 and 4 (2 and 4 share one), each home attached.
  for (const [school, title] of [
    [1, '会议与场馆服务'],
    [2, '体育中心'],
    [4, '体育中心'],
  ] as const) {
    await setSchool(admin, school);
    await booker.goto('/');
    await expect(booker.getByTestId('product-title')).toHaveText(title);
    await expect(booker.getByTestId('variant-home')).toBeVisible();
    await attachShot(booker, testInfo, `home-school-${school}`);
  }
});

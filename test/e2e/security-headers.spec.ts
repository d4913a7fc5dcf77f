/**
 * The Content-Security-Policy (server/plugins/security-headers.ts) in a real browser: the
 * terminal (sign in, a few pages), the back office (sign in, a few pages) and /gateway/docs run without a single CSP
 * violation — neither a
 * `securitypolicyviolation` event nor a console message about the policy. A last test
 * breaks the policy on purpose (an image from another origin) and proves the collector
 * sees it, so the other tests cannot pass by looking away.
 */
import { type Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

/** A court the English booking page lists. */
const COURT = placeNamesOf('Badminton Court 1');

/** What the page reported about the policy: violation events (of the current document) and console messages. */
interface Collected {
  events: () => Promise<string[]>;
  console: string[];
}

/** Starts collecting CSP violations on `page` (before its first navigation). */
async function collectViolations(page: Page): Promise<Collected> {
  // Init scripts run through the DevTools protocol, outside the page's policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  // A full navigation drops the events of the page left: the tests check before each one.
  const events = async () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
  return { events, console };
}

/** Asserts that nothing violated the policy on the current page so far. */
async function expectNoViolations(collected: Collected, where: string): Promise<void> {
  expect(await collected.events(), `${where}: securitypolicyviolation events`).toEqual([]);
  expect(collected.console, `${where}: console`).toEqual([]);
}

async function signIn(page: Page, path: string, account: string, password: string) {
  await page.goto(path);
  await page.getByLabel(/^(账号|Account|帳號)$/).fill(account);
  await page.getByLabel(/^(密码|Password|密碼)$/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

test('the terminal runs under the policy', async ({ page }) => {
  test.setTimeout(180_000);
  const collected = await collectViolations(page);
  await page.goto('/login');
  // The captcha and QR code images are data: URLs; the login page is the first to load the bundles.
  await expect(page.getByRole('button', { name: /^登录$/ })).toBeVisible();
  await expectNoViolations(collected, '/login');
  await signIn(page, '/login', 'booker', 'Booker@123');
  const mainNav = page.getByRole('navigation').first();
  await expect(mainNav.getByRole('link', { name: '我的预约', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
  await mainNav.getByRole('link', { name: 'My bookings', exact: true }).click();
  await expect(page).toHaveURL(/\/my/);
  await expectNoViolations(collected, '/my');
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  await expect(page.getByText(COURT.nameEn).first()).toBeVisible();
  await expectNoViolations(collected, 'booking');
  await page.goto('/calendar');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(collected, '/calendar');
});

test('the back office runs under the policy', async ({ page }) => {
  test.setTimeout(180_000);
  const collected = await collectViolations(page);
  await signIn(page, '/admin/login', 'admin', 'Admin@123');
  await expect(page.getByTestId('admin-title')).toBeVisible();
  const main = page.getByRole('main');
  const opened = async (where: string) => {
    await expect(main).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(collected, where);
  };
  await opened('first page');
  // Walk as a person does (client-side navigation keeps the page's violation events):
  // every application tab, and the visible pages of the side menu of the first one.
  const nav = page.getByRole('navigation', { name: '菜单' });
  const links = await nav.getByRole('link').all();
  for (const link of links.slice(0, 4)) {
    const name = await link.innerText();
    await link.click();
    await opened(name);
  }
  for (const tab of ['系统设置', '会议服务']) {
    await page.getByRole('tablist', { name: '应用' }).getByRole('tab', { name: tab }).click();
    await opened(tab);
  }
});

test('the API docs run under the policy', async ({ page }) => {
  const collected = await collectViolations(page);
  await page.goto('/gateway/docs');
  await expect(page.getByRole('heading', { name: 'Venueflow API', level: 1 })).toBeVisible();
  // The inline <style> applies (allowed by style-src): the method badges are coloured.
  const badge = page.locator('.m.GET').first();
  await expect(badge).toHaveCSS('background-color', 'rgb(43, 108, 176)');
  await expectNoViolations(collected, '/gateway/docs');
});

test('the collector sees a violation (this check can fail)', async ({ page }) => {
  const collected = await collectViolations(page);
  await page.goto('/gateway/docs');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'http://127.0.0.2:9/not-allowed.png';
    document.body.append(img);
  });
  await expect.poll(async () => (await collected.events()).join('\n')).toContain('img-src');
  await expect.poll(() => collected.console.join('\n')).toContain('img-src');
  // The probe image is the test's, not the page's: gone before the closing accessibility check.
  await page.evaluate(() => document.querySelector('img[src*="not-allowed"]')?.remove());
});

/**
 * Check-in by QR (browser test): the booker books the next slot of Badminton
 * Court 3 (a site no other spec books; open round the clock) that starts at least 60 s from
 * now, opens the booking's detail, reads the check-in URL the QR encodes
 * (`data-testid="checkin-link"`, attribute `data-url`), follows it to /sign, checks in
 * and sees "Checked in".
 *
 * The check-in window opens 15 minutes before the start (DEFAULT_RESERVATION_RULES) and a
 * started slot can no longer be booked, so the court is first given 15-minute slots
 * through the opening-rule call: the chosen slot's window then opens within a minute. If
 * it is not open yet, /sign says so, and the test waits for it.
 */
import type { Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';
import { adminToken, call } from '../support/gateway-client';

/** The court's names: the page (in English) and the EN API calls name it in English. */
const SITE = placeNamesOf('Badminton Court 3');
const MINUTE = 60_000;

/** The local date in Asia/Shanghai (the demo campuses' zone), `days` from now. */
function shanghaiDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill(account);
  await page.getByLabel(/^(密码|Password|密碼)$/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

/** The first free slot of the grid starting at least 90 s from now, with its start (epoch ms), or null. */
async function nextFreeSlot(page: Page, date: string) {
  const free = page.getByTestId('slot-grid').locator('button[data-status=free]');
  for (let i = 0; i < (await free.count()); i++) {
    const slot = free.nth(i);
    const [from] = ((await slot.getAttribute('aria-label')) ?? '').match(/\d\d:\d\d/) ?? [];
    const start = Date.parse(`${date}T${from}:00+08:00`);
    if (start - Date.now() >= 60_000) return { slot, start };
  }
  return null;
}

test.beforeAll(async () => {
  const token = await adminToken();
  const sites = await call<{ rows: { id: number; name: string }[] }>(
    'GET',
    '/resv/site/page',
    { keyword: SITE.nameEn, pageSize: 10 },
    token,
  );
  const site = sites.data.rows.find((r) => r.name === SITE.nameEn)!;
  const rule = await call<{ openings: unknown[] }>('GET', '/resv/openRule/get', { siteId: site.id }, token);
  const saved = await call(
    'POST',
    '/resv/openRule/save',
    { siteId: site.id, slotMinutes: 15, openings: rule.data.openings },
    token,
  );
  expect(saved.code, saved.msg).toBe(0);
});

test("a booker checks in with the booking's QR link", async ({ page }) => {
  test.setTimeout(4 * MINUTE);
  await signIn(page, 'booker', 'Booker@123');
  const mainNav = page.getByRole('navigation').first();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
  await expect(mainNav.getByRole('link', { name: 'My bookings', exact: true })).toBeVisible();

  // Book the next slot of the court (tomorrow's first when today has none left).
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${SITE.nameEn} `) }).click();
  await expect(page.getByTestId('slot-grid').locator('button').first()).toBeVisible();
  let chosen = await nextFreeSlot(page, shanghaiDate(0));
  if (!chosen) {
    await page.getByTestId('date-chips').getByRole('button').nth(1).click();
    await expect(page.getByTestId('slot-grid').locator('button[data-status=free]').first()).toBeVisible();
    chosen = await nextFreeSlot(page, shanghaiDate(1));
  }
  expect(chosen, `a free slot of ${SITE.nameEn}`).not.toBeNull();
  const { slot, start } = chosen!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Subject').fill('Check-in test');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('booking-booked')).toContainText(SITE.nameEn);

  // Its detail shows the QR of the check-in URL.
  await page.getByTestId('booking-booked').getByRole('link', { name: 'Go to my bookings' }).click();
  const card = page.getByTestId('booking-card').filter({ hasText: SITE.nameEn }).first();
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByTestId('booking-detail')).toContainText(SITE.nameEn);
  const qr = page.getByTestId('checkin-qr');
  await expect(qr.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  const url = await qr.getByTestId('checkin-link').getAttribute('data-url');
  expect(url).toMatch(/\/sign\?code=\d+\.[A-Za-z0-9_-]{22}$/);

  // Follow it: /sign shows the booking; check in inside the window.
  await page.goto(url!);
  const sign = page.getByTestId('sign-card');
  await expect(sign).toContainText(SITE.nameEn);
  await expect(sign).toContainText('Demo Booker');
  const wait = start - 15 * MINUTE - Date.now();
  if (wait > 0) {
    await expect(page.getByTestId('sign-hint')).toContainText('Check-in is not open now');
    await page.waitForTimeout(wait + 3_000);
    await page.reload();
  }
  await page.getByTestId('sign-check-in').click();
  await expect(page.getByTestId('sign-result')).toContainText('Checked in');
  await expect(page.getByTestId('sign-status')).toHaveText('Checked in');
});

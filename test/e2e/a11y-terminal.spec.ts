/**
 * Accessibility of the reservation terminal (variant 0/3, the demo's `school` 3): axe (WCAG
 * 2.0/2.1 A and AA, support/accessibility.ts) on the signed-out /login and on every page
 * of spec §2 "common" and "variant 0 and 3" (with the product's extra pages) once its
 * content has loaded, plus the states a booker meets inside them: the slot grid with a slot
 * picked, the booking form, the result, an open confirm dialog, /my with a booking. The
 * booking itself is made by keyboard only (Tab, Enter, Space), each control reached showing
 * a visible focus ring, and must then show in /my. Badminton Court 5 is booked by no other
 * spec and open round the clock, so a slot is free today or tomorrow.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { adminToken, call } from '../support/gateway-client';
import { expectAccessible, tabTo } from './support/accessibility';

/** The booked court, named in English as the pages (in English) and the EN API calls name it. */
const COURT = placeNamesOf('Badminton Court 5').nameEn;
/** A room whose rule (the demo's "Meeting rooms") allows cross-day bookings, named in English. */
const ROOM = placeNamesOf('Meeting Room 303').nameEn;

/** The id of the demo site named `name` in English. */
async function siteIdOf(name: string): Promise<number> {
  const sites = await call<{ rows: { id: number; name: string }[] }>(
    'GET',
    '/api/site/choose',
    { pageSize: 100 },
    await adminToken(),
  );
  return sites.data.rows.find((s) => s.name === name)!.id;
}

// About fifty pages, each checked by axe, on a machine shared with other test runs.
test.setTimeout(900_000);

/**
 * Waits until the page shows its content: `ready` (by default its level-1 heading) visible,
 * no spinner and no skeleton.
 */
async function loaded(page: Page, ready = page.getByRole('heading', { level: 1 }).first()): Promise<void> {
  await expect(ready).toBeVisible();
  await expect(page.locator('.chakra-spinner, .chakra-skeleton')).toHaveCount(0);
}

/** Opens `path`, waits for its content (`ready`, see {@link loaded}) and runs axe on it. */
async function checkPage(page: Page, path: string, ready?: Locator): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await loaded(page, ready);
    await expectAccessible(page, path);
  });
}

/** The `href` of the first link in `scope`, e.g. `/announcement/detail?kind=notice&id=3`. */
async function firstHref(scope: Locator): Promise<string> {
  const href = await scope.getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** The pages of spec §2 (common, variant 0/3) and the product's extra ones that take no parameter. */
const PLAIN_PAGES = [
  '/home',
  '/apply',
  '/appointment/gymnasium',
  '/appointment/reservationlist',
  '/quick',
  '/quickReserve',
  '/personal',
  '/help',
  '/contact',
  '/contactInfo',
  '/about',
  '/language',
  '/announcement',
  '/announcement?tab=news',
  '/siteList',
  '/history',
  '/credit',
  '/quota',
  '/auditCenter',
  '/messages',
  '/favorites',
  '/sign',
  '/examine',
  '/receipt',
  '/404',
];

test('every terminal page passes axe, and a booker books by keyboard', async ({ page }) => {
  await test.step('/login, signed out', async () => {
    await page.goto('/login');
    await expect(page.getByLabel(/^(账号|Account|帳號)$/)).toBeVisible();
    await expectAccessible(page, '/login');
  });
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  // Signing in hashes the password: slow on a busy machine.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
  await expect(page.getByRole('link', { name: 'My bookings', exact: true }).first()).toBeVisible();

  await test.step('the booking wizard, by keyboard only', async () => {
    await page.goto('/appointment/gymnasium');
    await loaded(page);
    await expectAccessible(page, 'scenes and sites');
    await tabTo(page, page.getByRole('button', { name: 'Badminton', exact: true }));
    await page.keyboard.press('Enter');
    const court = page.getByRole('button', { name: new RegExp(`^${COURT} `) });
    await tabTo(page, court);
    await page.keyboard.press('Enter');

    const grid = page.getByTestId('slot-grid');
    await expect(grid.locator('button').first()).toBeVisible();
    await expect(page.locator('.chakra-skeleton')).toHaveCount(0);
    await expectAccessible(page, 'slot grid');
    // Tomorrow when today has no free slot left.
    if ((await grid.locator('button[data-status=free]').count()) === 0) {
      await tabTo(page, page.getByTestId('date-chips').getByRole('button').nth(1));
      await page.keyboard.press('Enter');
      await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
    }
    const slot = grid.locator('button[data-status=free]').first();
    await tabTo(page, slot);
    await page.keyboard.press('Space');
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'slot grid, a slot picked');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    const subject = page.getByLabel('Subject');
    await expect(subject).toBeVisible();
    await expectAccessible(page, 'booking form');
    await tabTo(page, subject);
    await page.keyboard.type('Keyboard practice');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    const booked = page.getByTestId('booking-booked');
    await expect(booked).toContainText(COURT);
    await expectAccessible(page, 'booking result');
    await tabTo(page, booked.getByRole('link', { name: 'Go to my bookings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my/);
  });

  const card = page.getByTestId('booking-card').filter({ hasText: COURT }).first();
  await test.step('/my with the booking, its details and the cancel dialog', async () => {
    await expect(card.getByTestId('booking-status')).toHaveText('Booked');
    await loaded(page);
    await expectAccessible(page, '/my');
    const detail = await card.getByRole('link', { name: /detail/i }).getAttribute('href');
    expect(detail).toMatch(/^\/detail\?id=\d+$/);
    await checkPage(page, detail!);
    await checkPage(page, detail!.replace('/detail', '/details'));
    await page.goto('/my');
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, '/my, the cancel dialog open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.goto('/my?tab=all');
    await loaded(page);
    await expectAccessible(page, '/my, all bookings');
  });

  await test.step('/calendar, the month grid with the booking', async () => {
    await page.goto('/calendar');
    await loaded(page);
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expectAccessible(page, '/calendar');
  });

  for (const path of PLAIN_PAGES) await checkPage(page, path);
  // Pages without a heading: the empty page, and a process page opened without a process.
  await checkPage(page, '/blank', page.getByTestId('blank-page'));
  await checkPage(page, '/auditDetail', page.getByTestId('empty-state'));

  await test.step('cross-day and multi-day booking on a room', async () => {
    const room = await siteIdOf(ROOM);
    await checkPage(page, `/appointment/crossdaytable?siteId=${room}`);
    await checkPage(page, `/daysReserve?siteId=${room}`);
  });

  await test.step('notices, news and their detail pages', async () => {
    await page.goto('/announcement');
    await loaded(page);
    const notice = new URL(await firstHref(page.getByRole('tabpanel')), 'http://x').searchParams.get('id');
    await page.goto('/announcement?tab=news');
    await loaded(page);
    const news = new URL(await firstHref(page.getByRole('tabpanel')), 'http://x').searchParams.get('id');
    await checkPage(page, `/announcement/detail?kind=notice&id=${notice}`);
    await checkPage(page, `/noticeDetail?id=${notice}`);
    await checkPage(page, `/newsDetail?id=${news}`);
  });

  await test.step('a site, and the same-day wizard from it', async () => {
    await page.goto('/siteList');
    await loaded(page);
    await page.getByRole('link', { name: COURT }).click();
    await expect(page).toHaveURL(/\/siteDetail\?id=\d+$/);
    await loaded(page);
    await expectAccessible(page, '/siteDetail');
    await page.getByRole('link', { name: 'Book today' }).click();
    await expect(page).toHaveURL(/\/dayReserve\/time$/);
    await expect(page.getByTestId('slot-grid').locator('button').first()).toBeVisible();
    await expectAccessible(page, '/dayReserve/time');
  });
});

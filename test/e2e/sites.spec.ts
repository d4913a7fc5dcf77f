/**
 * The site pages on a phone (390 px wide): the administrator gives Badminton Court 4 a
 * photo and a scoreboard (through the API); the booker filters /siteList by the scene
 * Badminton, opens the court, sees its photo, its devices and today's grid, books today
 * through "Book today" (/dayReserve, the same-day wizard on today) and finds the booking
 * in /my. Badminton Court 4 is booked by no other spec; it is open round the clock in
 * 30-minute slots, so today has a free slot left except in the last half hour of a
 * Shanghai day.
 */
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';
import { adminToken, call } from '../support/gateway-client';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** The court's names: the page (in English) and the EN API calls name it in English. */
const SITE = placeNamesOf('Badminton Court 4');

test.use({ viewport: { width: 390, height: 844 } });
// Four pages and a booking on a machine shared with other test runs.
test.setTimeout(120_000);

test('a booker finds a court by scene, looks at it and books it for today', async ({ page }) => {
  // Arrange: a photo and a device for the court.
  const token = await adminToken();
  const sites = await call<{ rows: { id: number; name: string }[] }>(
    'GET',
    '/api/site/choose',
    { pageSize: 100 },
    token,
  );
  const siteId = sites.data.rows.find((s) => s.name === SITE.nameEn)!.id;
  const kinds = await call<{ id: number; code: string }[]>('GET', '/system/dev/dict/equipment/dropDown', {}, token);
  const scoreboard = kinds.data.find((k) => k.code === 'scoreboard')!.id;
  const photo = await call<{ url: string }>(
    'POST',
    '/resv/site/photo/upload',
    { siteId, name: 'court.png', contentType: 'image/png', data: PNG },
    token,
  );
  expect(photo.code).toBe(0);
  expect(
    (await call('POST', '/resv/siteDevice/save', { siteId, devices: [{ devKindId: scoreboard, quantity: 1 }] }, token))
      .code,
  ).toBe(0);

  // The booker, in English, filters the sites by scene.
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
  await expect(page.getByRole('link', { name: 'My bookings', exact: true }).first()).toBeVisible();
  await page.goto('/siteList');
  await expect(page.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Scene' }).selectOption({ label: 'Badminton' });
  await expect(page).toHaveURL(/sceneId=\d+/);
  const cards = page.getByTestId('site-card');
  await expect(cards.first()).toContainText('Badminton');
  await expect(cards.filter({ hasText: 'Basketball' })).toHaveCount(0);
  // Badminton Court 4 is the fourth of its scene: on the first page.
  const card = cards.filter({ hasText: SITE.nameEn });
  await expect(card.locator('img')).toHaveAttribute('src', `/gateway${photo.data.url}`);
  await expect(card).toContainText('Scoreboard');
  await card.getByRole('link', { name: SITE.nameEn }).click();

  // Its page: the photo, the devices, today's grid.
  await expect(page).toHaveURL(new RegExp(`/siteDetail\\?id=${siteId}$`));
  await expect(page.getByRole('heading', { name: SITE.nameEn, level: 1 })).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Photos' });
  await expect(gallery.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
  expect(await gallery.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByTestId('site-devices')).toHaveText('Scoreboard');
  const today = page.getByTestId('slot-grid');
  await expect(today.locator('button[data-status=free]').first()).toBeVisible();
  // The grid opens at the slots to come: no past slot shows until asked.
  await expect(today.locator('button[data-status=past]')).toHaveCount(0);

  // Book today: the same-day wizard on this court, today only.
  await page.getByRole('link', { name: 'Book today' }).click();
  await expect(page).toHaveURL(/\/dayReserve\/time$/);
  await expect(page.getByTestId('chosen-site')).toContainText(SITE.nameEn);
  await expect(page.getByTestId('date-chips').getByRole('button')).toHaveCount(1);
  const grid = page.getByTestId('slot-grid');
  const slot = grid.locator('button[data-status=free]').last();
  const slotTime = ((await slot.getAttribute('aria-label')) ?? '').match(/\d\d:\d\d–\d\d:\d\d/)![0];
  await slot.click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Subject').fill('Evening game');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('booking-booked')).toContainText(SITE.nameEn);

  // In My bookings.
  await page.getByTestId('booking-booked').getByRole('link', { name: 'Go to my bookings' }).click();
  const booked = page.getByTestId('booking-card').filter({ hasText: SITE.nameEn }).first();
  await expect(booked.getByTestId('booking-time')).toContainText(slotTime.slice(0, 5));
  await expect(booked.getByTestId('booking-status')).toHaveText('Booked');
});

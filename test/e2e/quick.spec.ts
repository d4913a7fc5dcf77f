/**
 * Quick booking as a person does it (spec §2 /quick): the booker opens /quick in
 * English, picks Badminton, takes the slot offered, submits, and finds the booking in
 * /my at the offered site and time. Other specs share the server: the booking is found by
 * its site and time, not by being the only one.
 */
import { expect, test } from './support/test';

test('a booker takes the next free badminton slot from /quick and sees it in /my', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^(登录|Log in|Sign in|登入)$/ }).click();
  await expect(page).toHaveURL(/\/home/);
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });

  // The terminal's navigation leads to /quick.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Quick', exact: true }).click();
  await expect(page).toHaveURL(/\/quick$/);
  await expect(page.getByRole('heading', { name: 'Quick booking' })).toBeVisible();

  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  const offered = page.getByTestId('quick-slot');
  await expect(offered).toBeVisible();
  const site = (await offered.getByRole('heading').innerText()).trim();
  expect(site).toMatch(/^Badminton Court \d+$/);
  const time = (await offered.innerText()).match(/\d\d:\d\d–\d\d:\d\d/)![0];

  await page.getByRole('button', { name: 'Take it' }).click();
  await expect(page.getByText(/^Held for you until \d\d:\d\d$/)).toBeVisible();
  await page.getByLabel('Subject').fill('Quick game');
  await page.getByRole('button', { name: 'Submit booking' }).click();
  const booked = page.getByTestId('quick-booked');
  await expect(booked).toContainText(`Booked: ${site}`);
  await expect(booked).toContainText(time);

  await page.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL(/\/my/);
  const card = page.getByTestId('booking-card').filter({ hasText: site }).filter({ hasText: time }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('booking-status')).toHaveText('Booked');
});

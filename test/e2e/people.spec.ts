/**
 * The people side of booking, as the booker does it: the demo favourite group
 * is there; a new group gets a member from the search and more from an import with a
 * per-row result; a booking gets the group's members as participants, one of them the
 * leader, from its detail page; once cancelled it is in the booking history.
 */
import type { Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

/** The booked court, named in English as the page is. */
const COURT = placeNamesOf('Badminton Court 2');

async function signInInEnglish(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
}

test('favourite groups, participants of a booking, and the history', async ({ page }) => {
  await signInInEnglish(page);
  const mainNav = page.getByRole('navigation').first();

  // The demo group.
  await mainNav.getByRole('link', { name: 'Favourites', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Favourite groups', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Badminton partners' })).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByTestId('member')).toHaveCount(2);
  await expect(members).toContainText('Demo Approver');
  await expect(members).toContainText('Administrator');

  // A new group: one member from the search, more from an import.
  await page
    .getByRole('navigation', { name: 'My favourite groups' })
    .getByRole('button', { name: 'New favourite group' })
    .click();
  const naming = page.getByTestId('group-name-dialog');
  await naming.getByLabel('Group name').fill('Tuesday team');
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Tuesday team' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Add a member' }).fill('approver');
  await page.getByRole('button', { name: 'Add Demo Approver (approver)' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByTestId('member')).toHaveCount(1);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importing = page.getByTestId('import-members-dialog');
  await importing.getByLabel('Accounts').fill('admin\nnobody\napprover');
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  const report = importing.getByTestId('import-report');
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report.getByRole('row').nth(1)).toContainText('Added');
  await expect(report.getByRole('row').nth(2)).toContainText('Unknown account');
  await expect(report.getByRole('row').nth(3)).toContainText('Already a member');
  await importing.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page.getByRole('list', { name: 'Members' }).getByTestId('member')).toHaveCount(2);

  // Book a court (the last free slot today, or tomorrow when today has none left).
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${COURT.nameEn} `) }).click();
  const grid = page.getByTestId('slot-grid');
  await expect(grid.locator('button').first()).toBeVisible();
  if ((await grid.locator('button[data-status=free]').count()) < 2) {
    await page.getByTestId('date-chips').getByRole('button').nth(1).click();
    await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
  }
  await grid.locator('button[data-status=free]').last().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('booking-booked')).toBeVisible();
  await page.getByTestId('booking-booked').getByRole('link', { name: 'Go to my bookings' }).click();
  await page
    .getByTestId('booking-card')
    .filter({ hasText: COURT.nameEn })
    .first()
    .getByRole('link', { name: 'Details' })
    .click();

  // Participants: the demo group's members, one of them the leader.
  const people = page.getByTestId('booking-people');
  await expect(people).toContainText('No participants');
  await people.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByTestId('edit-booking-dialog');
  await edit.getByTestId('group-select').selectOption({ label: 'Badminton partners (2)' });
  await edit.getByRole('button', { name: "Add the group's members" }).click();
  await expect(edit.getByTestId('participant')).toHaveCount(2);
  await edit.getByRole('button', { name: 'Make Demo Approver the leader' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(people.getByTestId('booking-participant')).toHaveCount(2);
  await expect(people.getByTestId('booking-leader')).toHaveText('Leader: Demo Approver');

  // Cancelled, it belongs to the history.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await mainNav.getByRole('link', { name: 'History', exact: true }).click();
  // Other browser tests share the demo booker, so the history may hold their bookings too:
  // this one is the newest entry of Court 2.
  const past = page
    .getByRole('list', { name: 'Booking history' })
    .getByTestId('booking-card')
    .filter({ hasText: COURT.nameEn });
  await expect(past.first()).toBeVisible();
  await expect(past.first().getByTestId('booking-status')).toHaveText('Cancelled');
});

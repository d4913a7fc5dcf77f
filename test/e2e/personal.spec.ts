/**
 * /personal in the browser (spec §2 terminal /personal, §7 updateUserInfo): the booker opens
 * "Me" from the terminal's navigation, changes the nick name, and the shell's header shows
 * the new name at once and after a reload. The name is set back at the end (other specs
 * share the database).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Signs the booker in on the terminal and switches it to English. */
async function signInBookerInEnglish(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
}

/** Sets the nick name on /personal and waits for the confirmation. */
async function saveNickName(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Nick name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
}

test('the booker changes the nick name on /personal and the header shows it', async ({ page }) => {
  const name = `Court King ${Date.now() % 100000}`;
  await signInBookerInEnglish(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Me', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByRole('heading', { name: 'Me', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('No third-party account provider is configured')).toBeVisible();

  await saveNickName(page, name);
  await expect(page.getByTestId('user-name')).toHaveText(name);
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(name);

  await saveNickName(page, 'Booker');
  await expect(page.getByTestId('user-name')).toHaveText('Booker');
});

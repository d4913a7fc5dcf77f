/**
 * Steps the back-office browser tests share: signing in on /admin/login as a person does,
 * with the login page in CN (the default language).
 */
import { expect, type Page } from '@playwright/test';

/** Signs in on the back office's login page and waits until it has left /login. */
export async function signInBackOffice(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/^账号/).fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

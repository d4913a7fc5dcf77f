/**
 * The catering admin app at /catering/ (spec §2 "Catering admin app", §4 admittance, §9
 * language) as people use it:
 * - / sends a signed-out visitor to /catering/login; catering staff sign in and see the
 *   frame: the product name, their name on the user dropdown, the side menu; the language
 *   dropdown switches the texts from CN to EN; logging out returns to the login page;
 * - a booker, who holds no page of the front-desk application, lands on /catering/blank.
 * Catering staff land on the first page of their menus (/index, the front desk, for the seeded menus), or on
 * /blank without any.
 * Neither test sees a Content-Security-Policy complaint in the console (the app runs
 * under the same policy as the others, server/plugins/security-headers.ts).
 * The server starts with fresh data per run (playwright.config.ts); Chinese is the app's
 * default language.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Console messages of the page about the Content-Security-Policy, collected for the whole test. */
function cspComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Signs in on the catering app's login page (labels and button in CN, the default). */
async function signIn(page: Page, account: string, password: string) {
  await expect(page.getByRole('heading', { name: '餐饮会务管理' })).toBeVisible();
  await page.getByLabel(/^账号/).fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

test('catering staff: login, the frame with their name, the language switch, log out', async ({ page }) => {
  const csp = cspComplaints(page);
  await page.goto('/catering/');
  await expect(page).toHaveURL(/\/catering\/login$/);
  await expect(page).toHaveTitle('餐饮会务管理');
  await signIn(page, 'catering', 'Catering@123');

  // The first permitted page opens, or /blank while the front desk's pages are not built.
  await expect(page).toHaveURL(/\/catering\/(index|site|sign|blank)$/);
  await expect(page.getByTestId('catering-title')).toHaveText('餐饮会务管理');
  await expect(page.getByTestId('user-menu')).toContainText('Caterer');
  // The side menu: no entry while the front desk's pages are not built (entries without a route are hidden).
  const sideMenu = page.getByRole('complementary', { name: '餐饮会务菜单' });
  await expect(sideMenu).toBeVisible();
  if (page.url().endsWith('/blank')) await expect(sideMenu.getByRole('link')).toHaveCount(0);

  // CN → EN: the header and the page follow at once.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByTestId('catering-title')).toHaveText('Catering and meeting services');
  await expect(page.getByRole('complementary', { name: 'Catering menu' })).toBeVisible();
  await expect(page).toHaveTitle(/Catering and meeting services$/);

  // The user dropdown: change password is offered; log out returns to the login page.
  await page.getByTestId('user-menu').click();
  const menu = page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem') })
    .last();
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/catering\/login$/);
  await expect(page.getByRole('heading', { name: 'Catering and meeting services' })).toBeVisible();

  // Signed out for good: the app sends / back to the login page.
  await page.goto('/catering/');
  await expect(page).toHaveURL(/\/catering\/login$/);
  expect(csp).toEqual([]);
});

test('a booker without any catering page lands on /catering/blank; unknown paths show 404', async ({ page }) => {
  const csp = cspComplaints(page);
  await page.goto('/catering/login');
  await signIn(page, 'booker', 'Booker@123');
  await expect(page).toHaveURL(/\/catering\/blank$/);
  await expect(page.getByTestId('catering-blank')).toContainText('这里暂时还没有可显示的内容');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // A front-desk page the booker does not hold, and a path of no page, both answer 404.
  await page.goto('/catering/sign');
  await expect(page).toHaveURL(/\/catering\/404$/);
  await page.goto('/catering/nothing-here');
  await expect(page).toHaveURL(/\/catering\/404$/);
  expect(csp).toEqual([]);
});

/**
 * The back office ("site management platform", spec §2 back office shell, §4 admittance,
 * §5 change password, §9 language) as people use it:
 * - the approver signs in, sees the shell (title, side menu, breadcrumbs, application
 *   tabs without 'front desk'), the user dropdown, changes the password through the
 *   dialog (blur messages first), logs out, and only the new password signs in;
 * - the language dropdown switches the shell to EN and TC;
 * - a booker (no back-office menus) opening a page by URL gets the 404 page, and an
 *   unknown route shows it too.
 * The server starts with fresh data per run (playwright.config.ts); Chinese is the back
 * office's default language.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Signs in on the back office's login page (labels and button in CN, the default). */
async function signIn(page: Page, account: string, password: string) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: '场地管理平台' })).toBeVisible();
  await page.getByLabel(/^账号/).fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

/** The side menu (a navigation landmark named after the language's 'menu'). */
function sideMenu(page: Page, name: string | RegExp = '菜单'): Locator {
  return page.getByRole('navigation', { name });
}

/** Opens the user dropdown of the top bar and returns its menu. */
async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  const menu = page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem') })
    .last();
  await expect(menu).toBeVisible();
  return menu;
}

test('approver: shell, user dropdown, change password, sign in again only with the new one', async ({ page }) => {
  await signIn(page, 'approver', 'Approver@123');

  // After sign-in the first page of the menus opens (spec §4): All bookings.
  await expect(page).toHaveURL(/\/admin\/reserveManage$/);
  await expect(page.getByTestId('admin-title')).toHaveText('场地管理平台');
  const nav = sideMenu(page);
  await expect(nav.getByRole('link', { name: '全部预约' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '全部预约' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: '预约管理' })).toBeVisible();

  // Breadcrumbs: home › folder › page.
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', { name: '首页' })).toBeVisible();
  await expect(crumbs).toContainText('预约管理');
  await expect(crumbs).toContainText('全部预约');

  // Application tabs: the approver's applications (venue booking and meeting services),
  // never 'front desk' (spec §6).
  const tabs = page.getByRole('tablist', { name: '应用' });
  await expect(tabs.getByRole('tab')).toHaveText(['场地预约', '会议服务']);
  await expect(tabs.getByRole('tab', { name: '场地预约' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '前台' })).toHaveCount(0);
  await expect(page.getByText('前台', { exact: true })).toHaveCount(0);

  // The user dropdown: reservation terminal, change password, log out.
  let menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['预约终端', '修改密码', '退出登录']);
  await menu.getByRole('menuitem', { name: '修改密码' }).click();

  // The change-password dialog: blur each empty field → its fixed message (spec §5).
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();
  const oldPwd = dialog.getByLabel(/^旧密码/);
  const newPwd = dialog.getByLabel(/^新密码/);
  const repeatPwd = dialog.getByLabel(/^确认密码/);
  await oldPwd.focus();
  await oldPwd.blur();
  await expect(dialog.getByTestId('error-oldPassword')).toHaveText('请输入旧密码');
  await newPwd.focus();
  await newPwd.blur();
  await expect(dialog.getByTestId('error-newPassword')).toHaveText('请输入新密码');
  await repeatPwd.focus();
  await repeatPwd.blur();
  await expect(dialog.getByTestId('error-repeatPassword')).toHaveText('请确认密码');

  // A weak password, then a mismatch, then the real change.
  await newPwd.fill('abc');
  await newPwd.blur();
  await expect(dialog.getByTestId('error-newPassword')).toHaveText('密码必须由8-16位大小写字母、数字和特殊字符组成');
  await newPwd.fill('Approver@456');
  await repeatPwd.fill('Approver@457');
  await repeatPwd.blur();
  await expect(dialog.getByTestId('error-repeatPassword')).toHaveText('两次输入的密码不一致');
  await repeatPwd.fill('Approver@456');
  await expect(dialog.getByTestId('error-repeatPassword')).toHaveCount(0);
  await oldPwd.fill('Approver@123');
  await expect(dialog.getByTestId('error-oldPassword')).toHaveCount(0);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '修改成功' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Log out → the login page.
  menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('admin-title')).toHaveCount(0);

  // The old password no longer signs in.
  await signIn(page, 'approver', 'Approver@123');
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByTestId('admin-title')).toHaveCount(0);

  // The new one does.
  await signIn(page, 'approver', 'Approver@456');
  await expect(page).toHaveURL(/\/admin\/reserveManage$/);
  await expect(page.getByTestId('admin-title')).toHaveText('场地管理平台');
  await expect(sideMenu(page).getByRole('link', { name: '全部预约' })).toBeVisible();

  // The demo account's password back as it was: the specs share one database.
  menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: '修改密码' }).click();
  await expect(dialog).toBeVisible();
  await oldPwd.fill('Approver@456');
  await newPwd.fill('Approver@123');
  await repeatPwd.fill('Approver@123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '修改成功' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the language dropdown switches the shell to EN and TC, and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await expect(page.getByTestId('admin-title')).toHaveText('场地管理平台');
  await expect(sideMenu(page).getByRole('link', { name: '全部预约' })).toBeVisible();

  // English.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByTestId('admin-title')).toHaveText('Site management platform');
  await expect(sideMenu(page, 'Menu').getByRole('link', { name: 'All bookings' })).toBeVisible();
  await expect(page.getByTestId('breadcrumbs')).toContainText('Home');
  await expect(page.getByTestId('breadcrumbs')).toContainText('All bookings');
  await expect(
    page.getByRole('tablist', { name: 'Applications' }).getByRole('tab', { name: 'Venue booking' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Front desk' })).toHaveCount(0);
  await expect(page.getByText('全部预约')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  let menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Reservation terminal', 'Change password', 'Log out']);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Traditional Chinese.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: '繁體中文' }).click();
  await expect(page.getByTestId('admin-title')).toHaveText('場地管理平台');
  await expect(sideMenu(page, '選單').getByRole('link', { name: '全部預約' })).toBeVisible();
  await expect(page.getByTestId('breadcrumbs')).toContainText('首頁');
  await expect(page.getByText('All bookings')).toHaveCount(0);
  menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['預約終端', '修改密碼', '登出']);
  await page.keyboard.press('Escape');

  // Stored (spec §9): a reload keeps TC.
  await page.reload();
  await expect(page.getByTestId('admin-title')).toHaveText('場地管理平台');
  await expect(sideMenu(page, '選單').getByRole('link', { name: '全部預約' })).toBeVisible();
});

test('a booker without back-office menus does not get a page by URL; unknown routes show 404', async ({ page }) => {
  // Unknown route, signed out: the 404 page.
  await page.goto('/admin/nope');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();

  // The booker signs in to the back office: no menus → the blank page.
  await signIn(page, 'booker', 'Booker@123');
  await expect(page).toHaveURL(/\/admin\/blank$/);
  await expect(page.getByRole('heading', { name: '暂无可访问的页面' })).toBeVisible();
  await expect(page.getByTestId('admin-title')).toHaveCount(0);

  // Opening All bookings by URL: not admitted → 404, no shell, no page.
  await page.goto('/admin/reserveManage');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByTestId('admin-title')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '菜单' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('全部预约')).toHaveCount(0);

  // Unknown route, signed in: 404 as well.
  await page.goto('/admin/nope');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

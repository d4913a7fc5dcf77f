/**
 * Access control as an administrator runs it (spec §2 back office shell, §4
 * application tabs and admittance, §6 roles and permissions):
 * - the administrator switches the application tab and the side menu changes;
 * - creates a role, grants it two menus through the check-box tree, creates a user with
 *   that role, and exports the user list (the .xlsx is read back here);
 * - the new user signs in and sees only the granted menus, in the granted applications,
 *   and a page outside them, opened by URL, shows the 404 page — in the back office and
 *   in the reservation terminal, whose pages are granted as menus too.
 * Runs on the fresh data of playwright.config.ts; Chinese is the back office's default.
 */
import ExcelJS from 'exceljs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';

const ROLE = { code: 'e2e_viewer', name: 'E2E 查看员' };
const USER = { account: 'e2e.viewer', password: 'Viewer@2026', name: 'E2E Viewer' };

/** Signs in on the back office's login page (labels in CN, the default). */
async function signIn(page: Page, account: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(/^账号/).fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

/** The side menu (a navigation landmark named 'menu'). */
function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '菜单' });
}

/** The application tabs across the top. */
function appTabs(page: Page): Locator {
  return page.getByRole('tablist', { name: '应用' });
}

/** Opens a page through the side menu: expands `folder` when its link is hidden, then follows `link`. */
async function openMenu(page: Page, folder: string, link: string) {
  const nav = sideMenu(page);
  const entry = nav.getByRole('link', { name: link });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: folder }).click();
  await entry.click();
}

/** The table row holding `text`. */
function row(page: Page, text: string): Locator {
  return page.getByTestId('data-row').filter({ hasText: text });
}

test.describe.configure({ mode: 'serial' });

test('administrator: the application tab changes the menu; a role with two menus and its user; export', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/admin\/reserveManage$/);
  const nav = sideMenu(page);
  await expect(nav.getByRole('link', { name: '全部预约' })).toBeVisible();

  // Application tabs (spec §4): choosing one reloads the menu and opens its first page.
  await expect(appTabs(page).getByRole('tab')).toHaveText(['场地预约', '系统设置', '会议服务']);
  await appTabs(page).getByRole('tab', { name: '系统设置' }).click();
  await expect(appTabs(page).getByRole('tab', { name: '系统设置' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\/user$/);
  await expect(nav.getByRole('link', { name: '用户管理' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '全部预约' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: '权限管理' })).toBeVisible();

  // A role, granted 'All bookings' (venue), 'Login log' (system) and the terminal's
  // 'History' in the check-box tree.
  await openMenu(page, '权限管理', '角色管理');
  await expect(page).toHaveURL(/\/admin\/role$/);
  await page.getByTestId('role-add').click();
  const roleForm = page.getByTestId('role-form');
  await roleForm.getByLabel('角色编码').fill(ROLE.code);
  await roleForm.getByLabel('角色名称').fill(ROLE.name);
  await roleForm.getByRole('button', { name: '确定' }).click();
  await expect(roleForm).toBeHidden();
  await expect(row(page, ROLE.code)).toBeVisible();

  await row(page, ROLE.code).getByTestId('action-grantMenu').click();
  const grant = page.getByTestId('grant-menu');
  await expect(grant).toBeVisible();
  await grant.getByText('全部预约', { exact: true }).click();
  await grant.getByText('登录日志', { exact: true }).click();
  // And one page of the reservation terminal's menus.
  await grant.getByText('历史预约', { exact: true }).click();
  await page.getByTestId('grant-menu-ok').click();
  await expect(grant).toBeHidden();

  // A user holding that role.
  await openMenu(page, '组织用户', '用户管理');
  await page.getByTestId('user-add').click();
  const userForm = page.getByTestId('user-form');
  await userForm.getByLabel('账号').fill(USER.account);
  await userForm.getByLabel('初始密码').fill(USER.password);
  await userForm.getByLabel('姓名').fill(USER.name);
  await userForm.getByTestId('field-roleIds').getByText(ROLE.name, { exact: true }).click();
  await userForm.getByRole('button', { name: '确定' }).click();
  await expect(userForm).toBeHidden();
  await expect(row(page, USER.account)).toContainText(ROLE.name);

  // Export: every filtered row in a real .xlsx, with the table's headers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('user-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['账号', '姓名', '角色']));
  const accountColumn = header.indexOf('账号') + 1;
  const accounts: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) accounts.push(String(r.getCell(accountColumn).value));
  });
  expect(accounts).toEqual(expect.arrayContaining(['admin', 'booker', 'approver', USER.account]));

  // The tab choice is stored per user: back to venue booking, which the next sign-in opens.
  await appTabs(page).getByRole('tab', { name: '场地预约' }).click();
  await expect(page).toHaveURL(/\/admin\/reserveManage$/);
});

test('the new user sees only the granted menus and is refused any other page by URL', async ({ page }) => {
  await signIn(page, USER.account, USER.password);

  // The first permitted page opens; only the granted applications are tabs.
  await expect(page).toHaveURL(/\/admin\/reserveManage$/);
  await expect(appTabs(page).getByRole('tab')).toHaveText(['场地预约', '系统设置']);
  const nav = sideMenu(page);
  await expect(nav.getByRole('link')).toHaveText(['全部预约']);

  await appTabs(page).getByRole('tab', { name: '系统设置' }).click();
  await expect(page).toHaveURL(/\/admin\/loginLog$/);
  await expect(nav.getByRole('link')).toHaveText(['登录日志']);
  await expect(page.getByTestId('data-row').first()).toBeVisible();

  // Pages outside the granted menus: the 404 page, whatever the application.
  for (const path of ['/admin/user', '/admin/role', '/admin/operationLog', '/admin/meetingRoomReser']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/404$/);
  }

  // The reservation terminal (same session): only the granted terminal page, opened first;
  // the terminal's other pages show the 404 page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link')).toHaveText(['历史预约']);
  for (const path of ['/my', '/appointment/gymnasium', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
});

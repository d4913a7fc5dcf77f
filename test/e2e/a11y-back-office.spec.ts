/**
 * Accessibility of the back office (/admin/): every page of every application the
 * administrator holds, read from the shell's own calls (the application list and each
 * application's menu tree), passes axe (WCAG 2.0/2.1 A and AA) once its content has
 * loaded — pages absent for the deployment variant answer the 404 page, which must pass
 * too — as do the signed-out login page, the declarative resource page's form drawer, the
 * change-password dialog, the user and language dropdowns and a confirm dialog. The side
 * menu, a form and its save work from the keyboard alone, with a visible focus. Every page
 * of the catering app (/catering/: login, front desk, venues, check-in, 404) passes axe too.
 * Runs on the fresh data of playwright.config.ts (demo setting `school` 3); CN is the
 * back office's default language.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, tabTo } from './support/accessibility';
import { signInBackOffice } from './support/back-office';
import { adminToken, call } from '../support/gateway-client';

/** A menu entry as the shell's calls answer it (platform/contracts/auth.contract.ts MenuNode). */
interface MenuEntry {
  path: string;
  type: 0 | 1;
  children?: MenuEntry[];
  meta: { title: string; link?: string | null };
}

/** One page to visit: its application and path. */
interface PageToVisit {
  app: string;
  path: string;
  title: string;
}

/** The pages (type 1, no outside link) of a menu tree, depth first. */
function pagesOf(tree: MenuEntry[]): MenuEntry[] {
  return tree.flatMap((node) => [
    ...(node.type === 1 && !node.meta.link && node.path.startsWith('/') ? [node] : []),
    ...pagesOf(node.children ?? []),
  ]);
}

/** The administrator's active application tab (spec §4: the back office opens on its first page). */
async function activeApp(): Promise<string> {
  const apps = (await call<{ code: string; active: boolean }[]>('GET', '/system/app/list', {}, await adminToken()))
    .data;
  return (apps.find((app) => app.active) ?? apps[0]!).code;
}

/** Makes `code` the administrator's active application tab again. */
async function restoreActiveApp(code: string): Promise<void> {
  await call('POST', '/system/menu/change', { application: code }, await adminToken());
}

/**
 * Every page of every application the administrator holds: the application list, then
 * each application's menu tree through the tab change (the file's afterEach restores the tab).
 */
async function adminPages(): Promise<PageToVisit[]> {
  const token = await adminToken();
  const apps = (await call<{ code: string; active: boolean }[]>('GET', '/system/app/list', {}, token)).data;
  const pages: PageToVisit[] = [];
  for (const app of apps) {
    const tree = (await call<MenuEntry[]>('POST', '/system/menu/change', { application: app.code }, token)).data;
    for (const node of pagesOf(tree)) pages.push({ app: app.code, path: node.path, title: node.meta.title });
  }
  return pages;
}

/** Opens `path` of the back office inside the running app (the router follows history), without a reload. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

/** Waits until the page's content has loaded: no spinner, no loading skeleton, the main area shown. */
async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('main, h1').first()).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.locator('.chakra-spinner:visible')).toHaveCount(0);
  await expect(page.locator('.chakra-skeleton:visible, [data-loading]:visible')).toHaveCount(0);
}

/** The side menu (a navigation landmark named 'menu'). */
function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '菜单' });
}

// Opening a page of another application switches the administrator's stored tab (spec §4), and
// later specs expect the back office to open on the tab it had: it is read once and put back after
// every test of this file.
let initialApp = '';
test.beforeAll(async () => {
  initialApp = await activeApp();
});
test.afterEach(async () => {
  await restoreActiveApp(initialApp);
});

test('the signed-out login page passes axe', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel(/^账号/)).toBeVisible();
  await expectAccessible(page, '/admin/login');
});

test('open dialogs, drawers and dropdowns of the back office pass axe', async ({ page }) => {
  // Six axe runs and a sign-in: slow on a busy machine.
  test.setTimeout(240_000);
  await signInBackOffice(page, 'admin', 'Admin@123');
  await expect(page.getByTestId('data-row').first()).toBeVisible();
  await page.goto('/admin/role');
  const rows = page.getByTestId('data-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });

  await test.step('the resource page form (create)', async () => {
    await page.getByTestId('role-add').click();
    const form = page.getByTestId('role-form');
    await expect(form.getByLabel('角色编码')).toBeVisible();
    await expectAccessible(page, 'role create form');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });

  await test.step('the resource page form (edit)', async () => {
    await rows.first().getByTestId('action-edit').click();
    const form = page.getByTestId('role-form');
    await expect(form.getByLabel('角色编码')).not.toHaveValue('');
    await expectAccessible(page, 'role edit form');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });

  await test.step('a confirm dialog', async () => {
    await rows.first().getByTestId('action-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'confirm dialog');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  });

  await test.step('the user dropdown and the change-password dialog', async () => {
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
    await expectAccessible(page, 'user dropdown');
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog.getByLabel(/^旧密码/)).toBeVisible();
    await dialog.getByLabel(/^旧密码/).focus();
    await dialog.getByLabel(/^旧密码/).blur();
    await expect(dialog.getByTestId('error-oldPassword')).toBeVisible();
    await expectAccessible(page, 'change-password dialog with a message');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the language dropdown', async () => {
    await page.getByTestId('language-menu').click();
    await expect(page.getByRole('menuitemradio').first()).toBeVisible();
    await expectAccessible(page, 'language dropdown');
    await page.keyboard.press('Escape');
  });
});

test('by keyboard alone: a page from the side menu, and a create form saved', async ({ page }) => {
  // Each Tab press is followed by a focus check: slow on a busy machine.
  test.setTimeout(240_000);
  await signInBackOffice(page, 'admin', 'Admin@123');
  await expect(page.getByTestId('data-row').first()).toBeVisible();
  await page.goto('/admin/user');
  await expect(page.getByTestId('data-row').first()).toBeVisible({ timeout: 30_000 });
  const nav = sideMenu(page);

  // The folder opens with Enter, its page opens with Enter.
  await tabTo(page, nav.getByRole('button', { name: '权限管理' }));
  if ((await nav.getByRole('button', { name: '权限管理' }).getAttribute('aria-expanded')) !== 'true') {
    await page.keyboard.press('Enter');
  }
  await tabTo(page, nav.getByRole('link', { name: '角色管理' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/role$/);
  await expect(page.getByTestId('data-row').first()).toBeVisible();

  // Add a role: the form opens on Enter, the fields take typing, Enter on OK saves.
  await tabTo(page, page.getByTestId('role-add'));
  await page.keyboard.press('Enter');
  const form = page.getByTestId('role-form');
  await tabTo(page, form.getByLabel('角色编码'), 10);
  await page.keyboard.type('kb_role');
  await tabTo(page, form.getByLabel('角色名称'), 5);
  await page.keyboard.type('键盘角色');
  await tabTo(page, form.getByRole('button', { name: '确定' }), 20);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByTestId('data-row').filter({ hasText: 'kb_role' })).toBeVisible();
});

test('every page of every application the administrator holds passes axe', async ({ page }) => {
  test.setTimeout(30 * 60_000);
  const pages = await adminPages();
  expect(pages.length).toBeGreaterThan(20);
  await signInBackOffice(page, 'admin', 'Admin@123');
  // Every page is visited even when an earlier one fails, so one run names them all.
  const failures: string[] = [];
  let first = true;
  for (const { app, path, title } of pages) {
    await test.step(`${app} ${path} (${title})`, async () => {
      await openInApp(page, path);
      await waitForContent(page);
      // The shell is checked whole on the first page; after it, the page's main area (or a status page).
      const scope = first || (await page.locator('main').count()) === 0 ? undefined : 'main';
      first = false;
      await expectAccessible(page, `/admin${path} (${app}: ${title})`, scope).catch((error: Error) => {
        console.log(error.message);
        failures.push(error.message);
      });
    });
  }
  expect(failures).toEqual([]);
});

test('every page of the catering app passes axe', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/catering/login');
  await expect(page.getByLabel(/^账号/)).toBeVisible();
  await expectAccessible(page, '/catering/login');
  await page.getByLabel(/^账号/).fill('catering');
  await page.getByLabel(/^密码/).fill('Catering@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/catering\/(index|site|sign)$/, { timeout: 30_000 });
  for (const path of ['/catering/index', '/catering/site', '/catering/sign', '/catering/404']) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForContent(page);
      await expectAccessible(page, path);
    });
  }
});

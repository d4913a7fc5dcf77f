/**
 * An administrator changes an opening rule and the grid changes (browser test):
 * the admin opens /openRule in the back office, sets Basketball Court 1 (a site no other
 * spec books) to 10:00–12:00 on every day and saves, then closes it the day after
 * tomorrow for maintenance; the booker, in the reservation terminal, sees tomorrow's grid
 * of that court as exactly the two slots 10:00–11:00 and 11:00–12:00, and the closed day
 * with every slot closed. Texts in CN, both apps' default language; fresh data per run
 * (playwright.config.ts), so nothing is restored.
 */
import { type Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

/** The court, named in simplified Chinese as both apps' pages (CN) name it. */
const SITE = placeNamesOf('Basketball Court 1').name;

/** The local date in Asia/Shanghai (the demo campuses' zone), `days` from now. */
function shanghaiDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Signs in on a login page (labels and button in CN, the default). */
async function signIn(page: Page, path: string, account: string, password: string) {
  await page.goto(path);
  await page.getByLabel(/^(账号|Account|帳號)/).fill(account);
  await page.getByLabel(/^(密码|Password|密碼)/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

test('an admin changes an opening rule and a closure; the booker sees the changed grid', async ({ page, browser }) => {
  const closedDay = shanghaiDate(2);

  // The administrator: side menu → Venues and rules → Opening rules.
  await signIn(page, '/admin/login', 'admin', 'Admin@123');
  await expect(page.getByTestId('admin-title')).toBeVisible();
  // The venue application: the admin's last application is remembered (another spec may have left another).
  const venueTab = page.getByRole('tablist', { name: '应用' }).getByRole('tab', { name: '场地预约' });
  await venueTab.click();
  await expect(venueTab).toHaveAttribute('aria-selected', 'true');
  const nav = page.getByRole('navigation', { name: '菜单' });
  const entry = nav.getByRole('link', { name: '开放规则' });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: '场地资源' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/openRule$/);
  await expect(page.getByRole('heading', { name: '开放规则' })).toBeVisible();

  // Choose the scene, then the site: its week loads (seeded 08:00–22:00 every day).
  await page.getByLabel('场景', { exact: true }).selectOption({ label: '篮球' });
  await page.getByLabel('场地', { exact: true }).selectOption({ label: SITE });
  const mondayOpens = page.getByLabel('周一 第 1 段开始');
  await expect(mondayOpens).toHaveValue('08:00');
  await expect(page.getByLabel('周日 第 1 段结束')).toHaveValue('22:00');

  // Monday 10:00–12:00, copied to every day, saved.
  await mondayOpens.fill('10:00');
  await page.getByLabel('周一 第 1 段结束').fill('12:00');
  await page.getByRole('button', { name: '周一复制到每天' }).click();
  await expect(page.getByLabel('周六 第 1 段开始')).toHaveValue('10:00');
  await expect(page.getByLabel('周日 第 1 段结束')).toHaveValue('12:00');
  await page.getByTestId('open-rule-save').click();
  const result = page.getByTestId('open-rule-result');
  await expect(result).toContainText('已保存 1 个场地的开放时间。');
  // The editor shows the saved week.
  await expect(page.getByLabel('周三 第 1 段开始')).toHaveValue('10:00');

  // A closure of this site on the day after tomorrow.
  const closures = page.getByTestId('closure-page');
  await closures.getByTestId('closure-add').click();
  const form = page.getByTestId('closure-form');
  await form.getByLabel('原因').fill('地板维修');
  await form.getByLabel('开始日期').fill(closedDay);
  await form.getByLabel('结束日期').fill(closedDay);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toBeHidden();
  const closureRow = closures.getByTestId('data-row').filter({ hasText: '地板维修' });
  await expect(closureRow).toContainText(SITE);
  await expect(closureRow).toContainText(closedDay);

  // The booker, in the terminal: Book → Basketball → Basketball Court 1 → tomorrow.
  const bookerContext = await browser.newContext();
  const booker = await bookerContext.newPage();
  await signIn(booker, '/login', 'booker', 'Booker@123');
  const mainNav = booker.getByRole('navigation').first();
  await mainNav.getByRole('link', { name: '预约', exact: true }).click();
  await booker.getByRole('button', { name: '篮球', exact: true }).click();
  await booker.getByRole('button', { name: new RegExp(`^${SITE} `) }).click();

  const chips = booker.getByTestId('date-chips');
  const grid = booker.getByTestId('slot-grid');
  await chips.getByRole('button').nth(1).click(); // tomorrow
  await expect(chips.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.locator('button')).toHaveCount(2);
  await expect(grid.locator('button').nth(0)).toHaveAttribute('aria-label', /^10:00–11:00 /);
  await expect(grid.locator('button').nth(1)).toHaveAttribute('aria-label', /^11:00–12:00 /);
  await expect(grid.locator('button[data-status=free]')).toHaveCount(2);

  // The closed day: the same two slots, both closed.
  await chips.locator(`button[data-date="${closedDay}"]`).click();
  await expect(grid.locator('button[data-status=closed]')).toHaveCount(2);
  await expect(grid.locator('button[data-status=free]')).toHaveCount(0);
  await bookerContext.close();
});

/**
 * The catering statistics pages in the browser (back office, meeting services): the catering
 * staff opens each of /cateringStatistics, /meetStatistics, /orderingUnit and
 * /consumptionTypeStatistics on the demo data, sees its title, figures and drawn charts
 * (recharts in Chromium), with no script error on the page.
 */
import { expect, test, type Page } from '@playwright/test';

/** Signs in on the back office's login page (labels and button in CN, the default). */
async function signIn(page: Page, account: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(/^账号/).fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('catering staff: the four statistics pages draw their figures and charts', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'catering', 'Catering@123');

  await page.goto('/admin/cateringStatistics');
  await expect(page.getByRole('heading', { name: '餐饮统计', level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-deliveryOrders')).toContainText('送餐订单');
  await expect(page.getByTestId('catering-series-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('life-science-table')).toContainText('餐券统计');

  for (const [path, title] of [
    ['/admin/meetStatistics', '会议统计'],
    ['/admin/orderingUnit', '订餐单位统计'],
    ['/admin/consumptionTypeStatistics', '消费类型统计'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('statistics-filter')).toBeVisible();
  }
  await expect(page.getByTestId('consumption-kind-chart')).toBeVisible();
  expect(errors).toEqual([]);
});

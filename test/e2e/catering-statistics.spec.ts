/**
 * The catering statistics pages in the browser (back office, meeting services): the catering
 * staff opens each of /cateringStatistics, /meetStatistics, /orderingUnit and
 * /consumptionTypeStatistics on the demo data, sees its title, figures and drawn charts
 * (recharts in Chromium), with no script error on the page.
 */
import { expect, test } from './support/test';
import { signInBackOffice } from './support/back-office';

test('catering staff: the four statistics pages draw their figures and charts', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInBackOffice(page, 'catering', 'Catering@123');

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

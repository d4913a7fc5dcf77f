/**
 * The conference centre's terminal (deployment variant 5) in the browser, against the real server: with
 * `school` set to 5, the booker finds a free meeting room, books it with its services as one order, sees the
 * result and the order's details, and cancels it while it is still submitted; every page of the variant's menus
 * (meetings, catering, meal vouchers, approvals, statements, my day, schedule, my centre) opens with its title,
 * passes axe and fits a 390 px phone. `school` is set back after.
 * Texts are the terminal's default language (CN).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { nextWorkingDay, signInTerminal, underSchool } from './support/campus';
import { placeNamesOf } from '../../server/db/seed-place-names';
import conferenceApprovals from '../../platform/i18n/locales/conference-approvals';
import conferenceDay from '../../platform/i18n/locales/conference-day';
import conferenceSettlements from '../../platform/i18n/locales/conference-settlements';

underSchool(5);

/** Signs the booker in on the terminal (CN) and checks the conference centre's frame. */
async function signInBooker(page: Page): Promise<void> {
  await signInTerminal(page, 'booker', 'Booker@123');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('product-title')).toHaveText('会议与餐饮中心');
}

test('a booker books a meeting room with its services, sees the order and cancels it', async ({ page }) => {
  test.slow();
  await signInBooker(page);
  await page.goto(`/meet?date=${nextWorkingDay()}&from=10:00&to=11:00&attendees=5`);
  await expect(page.getByRole('heading', { name: '会议中心的会议室' })).toBeVisible();
  // Room 303: the approvals spec binds a form of its own to rooms 301 and 302 (their booking then asks its fields).
  const book = page
    .getByTestId('room-card')
    .filter({ hasText: placeNamesOf('Meeting Room 303').name })
    .locator('[data-testid^="book-"]');
  await expect(book).toBeVisible({ timeout: 15_000 });
  await book.click();

  await expect(page).toHaveURL(/\/conference\?/);
  await expect(page.getByTestId('conference-form')).toBeVisible();
  await page.getByTestId('form-subject').fill('端到端会议');
  await page.getByTestId('form-applicant-name').fill('预约人');
  await page.getByTestId('form-applicant-phone').fill('13900000000');
  // A dining service for the attendees: the estimate then carries its price.
  const dining = page.locator('[data-testid^="dining-"]').first();
  await dining.click();
  await expect(dining.getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('form-total')).not.toHaveText(/¥0\.00/);
  await page.getByText('我已阅读并同意以上须知').click();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意以上须知' })).toBeChecked();
  await page.getByTestId('form-submit').click();

  await expect(page).toHaveURL(/\/submit\?id=\d+/, { timeout: 15_000 });
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('order-state')).toHaveText('已提交');
  await page.getByTestId('submit-details').click();

  await expect(page).toHaveURL(/\/conferenceDetails\?id=\d+/);
  await expect(page.getByRole('heading', { name: '会议详情' })).toBeVisible();
  await page.getByTestId('step-cancel').click();
  await page.getByTestId('reject-reason').fill('计划有变');
  await page.getByTestId('confirm-reject').click();
  await expect(page.getByTestId('order-state').first()).toHaveText('已取消', { timeout: 15_000 });
});

/** Every page of the conference centre's menus (details aside), with its heading in CN. */
const PAGES: readonly [string, string][] = [
  ['/meet', '会议中心的会议室'],
  ['/siteList', '空闲会议室'],
  ['/reserve', '预订会议'],
  ['/conference-center', '我的会议'],
  ['/catering', '餐饮服务'],
  ['/restaurant', '餐厅菜单'],
  ['/foodDeliveryOrderReserve', '预订送餐'],
  ['/foodDeliveryOrder', '我的送餐'],
  ['/mealVoucherReserve', '申请餐券'],
  ['/mealVouchers', '我的餐券申请'],
  ['/myMealVoucher', '我的餐券'],
  ['/auditing', conferenceApprovals.CN.title.all],
  ['/mealVoucherAudit', conferenceApprovals.CN.title.MEAL_VOUCHER],
  ['/foodDeliveryAudit', conferenceApprovals.CN.title.FOOD_DELIVERY],
  ['/settlement', conferenceSettlements.CN.title.meeting],
  ['/cateringSettlement', conferenceSettlements.CN.title.catering],
  ['/trip', conferenceDay.CN.trip.title],
  ['/scheduling', conferenceDay.CN.schedule.title],
  ['/personalCenter', conferenceDay.CN.center.title],
  ['/person', conferenceDay.CN.person.title],
  ['/otherPage', conferenceDay.CN.other.title],
];

test('every meetings, catering and meal-voucher page of the conference centre opens and passes axe', async ({
  page,
}) => {
  test.slow();
  await signInBooker(page);
  for (const [path, title] of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
      await expect(page.locator('.chakra-spinner:visible')).toHaveCount(0);
      await expectAccessible(page, path);
    });
  }
});

test('every page of the conference centre fits a 390 px phone without sideways scrolling', async ({ browser }) => {
  test.slow();
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await signInBooker(page);
  for (const [path, title] of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
      await expect(page.locator('.chakra-spinner:visible')).toHaveCount(0);
      // The page is as wide as the screen: nothing pushes it wider (a table, a tab row, a long word).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      // The bottom tab bar shows on phones.
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    });
  }
  await page.context().close();
});

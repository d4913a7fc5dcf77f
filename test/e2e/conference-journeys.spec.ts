/**
 * The conference centre's journeys (deployment variant 5) in Chromium against the real server, each in simplified
 * Chinese on a desktop and in traditional Chinese on a 390 px phone:
 *
 * - A meeting: the booker books Meeting Room 303 with a tea break and lunch (on the second or third working day);
 *   the order waits for the department's approval (the booker's school has no leader of its own: the university's,
 *   the administrator, decides); the
 *   administrator approves it on /auditing; catering staff arrange and serve it on the catering app's front desk;
 *   the booker sees each state on /conferenceDetails and the meeting on /trip for its day.
 * - Meal vouchers: the booker applies for today's vouchers for three people (themself, Demo Approver and the
 *   administrator) billed to the school; the administrator approves on /mealVoucherAudit, the centre's finance and
 *   life-science audits and the confirmation follow (through the API, as the back office's /vouchers does them);
 *   once distributed, each of the three finds their voucher on /myMealVoucher; catering staff write the booker's off
 *   at /catering/sign, the booker sees it used, and the school's catering statement of the month bills it.
 *
 * The catering staff's pages are the catering app's, in its default language (CN). Texts of the terminal come from
 * the locale modules, so the same steps run in both languages.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAs, campusDate, signInTerminal, underSchool, workingDay } from './support/campus';
import conference from '../../platform/i18n/locales/conference';
import conferenceApprovals from '../../platform/i18n/locales/conference-approvals';
import conferenceVouchers from '../../platform/i18n/locales/conference-vouchers';
import quick from '../../platform/i18n/locales/quick';
import {
  mealVoucherConfirm,
  mealVoucherDetail,
  mealVoucherFinanceAudit,
  mealVoucherLifeScienceAudit,
  mealVoucherMyVouchers,
} from '../../platform/contracts/meal-voucher.contract';
import { placeNamesOf } from '../../server/db/seed-place-names';

underSchool(5);

/** One run of the journeys: the terminal's language and the people's screen. */
interface Setting {
  lang: 'CN' | 'TC';
  context: BrowserContextOptions;
  /**
   * The meeting's working day (from tomorrow: other specs book the booker on the first, and the meeting rooms
   * take three bookings a person a day) and hours (other specs take 10–11 and 14–15 in room 303).
   */
  day: number;
  from: string;
  to: string;
  /** The school's ordering unit as the voucher form lists it in this language. */
  school: string;
}

const SETTINGS: readonly Setting[] = [
  { lang: 'CN', context: {}, day: 2, from: '11:00', to: '12:00', school: '计算机科学学院' },
  {
    lang: 'TC',
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    day: 3,
    from: '16:00',
    to: '17:00',
    school: '計算機科學學院',
  },
];

/** A new browser context with `setting`'s screen, signed in on the terminal as `account` in its language. */
async function terminalAs(browser: Browser, setting: Setting, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext(setting.context)).newPage();
  await signInTerminal(page, account, password, setting.lang);
  return page;
}

/** A new desktop context signed in on the catering app as the catering staff (CN). */
async function cateringApp(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/catering/login');
  await page.getByLabel(/^账号/).fill('catering');
  await page.getByLabel(/^密码/).fill('Catering@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** Approves the request numbered `no` on the approver's queue at `path` and waits until it leaves the to-do tab. */
async function approveOnQueue(page: Page, setting: Setting, path: string, no: string): Promise<void> {
  await page.goto(path);
  const card = page.getByTestId('approval-card').filter({ hasText: no });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: conferenceApprovals[setting.lang].action.approve, exact: true }).click();
  await page.getByTestId('decision-submit').click();
  await expect(card).toHaveCount(0, { timeout: 15_000 });
}

/** Opens the order's details and expects it in `state` (the meeting order machine's state). */
async function expectOrderState(page: Page, setting: Setting, orderId: string, state: 'submitted' | 'audited') {
  await page.goto(`/conferenceDetails?id=${orderId}`);
  await expect(page.getByTestId('order-state').first()).toHaveText(conference[setting.lang].state[state], {
    timeout: 15_000,
  });
}

for (const setting of SETTINGS) {
  test.describe(`${setting.lang}${setting.context.viewport ? ' at 390 px' : ''}`, () => {
    test('a meeting booked with tea break and lunch is approved, arranged, served and on my day', async ({
      browser,
    }) => {
      test.slow();
      const states = conference[setting.lang].state;
      const day = workingDay(setting.day);
      const booker = await terminalAs(browser, setting, 'booker', 'Booker@123');
      await booker.goto(`/meet?date=${day}&from=${setting.from}&to=${setting.to}&attendees=8`);
      const room = placeNamesOf('Meeting Room 303')[setting.lang === 'TC' ? 'nameTc' : 'name'];
      const book = booker.getByTestId('room-card').filter({ hasText: room }).locator('[data-testid^="book-"]');
      await expect(book).toBeVisible({ timeout: 15_000 });
      await book.click();

      const subject = `${setting.lang} journey ${Date.now()}`;
      await expect(booker.getByTestId('conference-form')).toBeVisible();
      await booker.getByTestId('form-subject').fill(subject);
      await booker.getByTestId('form-applicant-name').fill('Demo Booker');
      await booker.getByTestId('form-applicant-phone').fill('13900000000');
      for (const dining of ['teaBreak', 'lunch']) {
        await booker.getByTestId(`dining-${dining}`).click();
        await expect(booker.getByTestId(`dining-${dining}`).getByRole('checkbox')).toBeChecked();
      }
      // The room's notices, accepted as the booking wizards ask.
      const agree = quick[setting.lang].agree;
      await booker.getByText(agree).click();
      await expect(booker.getByRole('checkbox', { name: agree })).toBeChecked();
      await booker.getByTestId('form-submit').click();

      await expect(booker).toHaveURL(/\/submit\?id=\d+/, { timeout: 15_000 });
      const orderId = new URL(booker.url()).searchParams.get('id')!;
      await expectOrderState(booker, setting, orderId, 'submitted');
      await expect(booker.getByTestId('department-approval-notice')).toBeVisible();
      const orderNo = (await booker.getByTestId('order-no').first().textContent())!.trim();

      // The department's approval: the administrator leads the university the booker's school belongs to.
      const approver = await terminalAs(browser, setting, 'admin', 'Admin@123');
      await approveOnQueue(approver, setting, '/auditing', orderNo);
      await expectOrderState(booker, setting, orderId, 'audited');
      await expect(booker.getByTestId('department-approval-notice')).toHaveCount(0);

      // Catering staff take it on at the front desk; the booker sees each state.
      const desk = await cateringApp(browser);
      await desk.goto('/catering/index');
      for (const [button, column] of [
        ['安排', 'arranged'],
        ['服务完成', 'served'],
      ] as const) {
        const card = desk.getByTestId(`desk-card-${orderId}`);
        await card.getByRole('button', { name: button, exact: true }).click();
        await expect(desk.getByTestId(`desk-column-${column}`).getByTestId(`desk-card-${orderId}`)).toBeVisible();
        await booker.goto(`/conferenceDetails?id=${orderId}`);
        await expect(booker.getByTestId('order-state').first()).toHaveText(states[column], { timeout: 15_000 });
      }

      // My day on the meeting's day holds the meeting.
      await booker.goto(`/trip?date=${day}`);
      const meeting = booker.getByTestId('trip-entry').filter({ hasText: subject });
      await expect(meeting).toHaveAttribute('data-kind', 'meeting');
      await expect(meeting.getByTestId('trip-time')).toContainText(setting.from);
      if (setting.context.viewport) {
        const width = await booker.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
      await Promise.all([booker, approver, desk].map((p) => p.context().close()));
    });

    test('meal vouchers for three people are approved, received, one is used and billed', async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      const texts = conferenceVouchers[setting.lang];
      const booker = await terminalAs(browser, setting, 'booker', 'Booker@123');
      await booker.goto('/mealVoucherReserve');
      await booker.getByTestId('reserve-customer').selectOption({ label: setting.school });
      for (const account of ['booker', 'approver', 'admin']) {
        await booker.getByRole('searchbox').fill(account);
        const result = booker.getByTestId('search-result').filter({ hasText: account }).first();
        await result.getByRole('button').click();
        await booker.getByRole('searchbox').fill('');
      }
      await expect(booker.getByTestId('reserve-person')).toHaveCount(3);
      await booker.getByTestId('reserve-submit').click();
      await expect(booker).toHaveURL(/\/mealVouchers\?id=\d+/, { timeout: 15_000 });
      const applicationId = Number(new URL(booker.url()).searchParams.get('id'));
      await expect(booker.getByTestId('department-approval-notice')).toBeVisible();
      const applicationNo = (await booker.getByRole('heading', { level: 1 }).textContent())!.trim();

      // The department's approval on the terminal, then the centre's audits and the confirmation.
      const admin = await terminalAs(browser, setting, 'admin', 'Admin@123');
      await approveOnQueue(admin, setting, '/mealVoucherAudit', applicationNo);
      const staff = await apiAs(baseURL!, 'admin', 'Admin@123');
      expect((await staff.api(mealVoucherDetail, { id: applicationId })).state).toBe('audited');
      await staff.api(mealVoucherFinanceAudit, { id: applicationId, approve: true });
      await staff.api(mealVoucherLifeScienceAudit, { id: applicationId, approve: true });
      await staff.api(mealVoucherConfirm, { id: applicationId });
      // The distribution job runs once a minute.
      await expect
        .poll(async () => (await staff.api(mealVoucherDetail, { id: applicationId })).state, { timeout: 90_000 })
        .toBe('distributed');

      // Each of the three finds their voucher on /myMealVoucher.
      const approverPage = await terminalAs(browser, setting, 'approver', 'Approver@123');
      let bookerVoucher = { id: 0, code: '' };
      for (const [page, account, password] of [
        [booker, 'booker', 'Booker@123'],
        [approverPage, 'approver', 'Approver@123'],
        [admin, 'admin', 'Admin@123'],
      ] as const) {
        const held = await (
          await apiAs(baseURL!, account, password)
        ).api(mealVoucherMyVouchers, {
          pageNo: 1,
          pageSize: 50,
        });
        const mine = held.rows.find((v) => v.applicationId === applicationId);
        expect(mine, account).toBeDefined();
        if (account === 'booker') bookerVoucher = { id: mine!.id, code: mine!.code };
        await page.goto('/myMealVoucher');
        await expect(page.locator(`a[href="/myMealVoucherDetail?id=${mine!.id}"]`)).toBeVisible({ timeout: 15_000 });
      }

      // The booker shows the QR; catering staff scan it at /catering/sign.
      await booker.goto(`/myMealVoucherDetail?id=${bookerVoucher.id}`);
      await expect(booker.getByTestId('voucher-qr')).toHaveAttribute('data-code', bookerVoucher.code);
      const desk = await cateringApp(browser);
      await desk.goto('/catering/sign');
      const field = desk.getByTestId('sign-code');
      await field.fill(bookerVoucher.code);
      await field.press('Enter');
      await expect(desk.getByTestId('sign-result-ok')).toBeVisible();
      await booker.reload();
      await expect(booker.getByTestId('voucher-status')).toHaveText(texts.mine.status.used, { timeout: 15_000 });

      // The school's pending catering statement of this month bills the voucher.
      await booker.goto(`/cateringSettlement?month=${campusDate().slice(0, 7)}&state=pending`);
      await booker.getByTestId('settlement-card').first().getByRole('link').click();
      await expect(booker.getByTestId('settlement-detail')).toBeVisible();
      const serial = bookerVoucher.code.split('.')[0];
      await expect(booker.getByTestId('settlement-item').filter({ hasText: serial })).toHaveCount(1);
      await Promise.all([booker, admin, approverPage, desk].map((p) => p.context().close()));
    });
  });
}

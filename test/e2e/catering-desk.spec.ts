/**
 * The catering app's front desk (/catering/index, spec §2 "Catering admin app"; §4 reserve
 * order steps) in Chromium: a meeting service order booked through the API for the next
 * working day shows on the board under "submitted"; catering staff move it with the card's buttons
 * to audited, arranged and served, then settle it — each step offered only where the
 * order's machine accepts it — and the server holds it settled at the end.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAs, nextWorkingDay } from './support/campus';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { getAvailable } from '../../platform/contracts/catering-room.contract';
import { reserveOrderAdd, reserveOrderDetail } from '../../platform/contracts/reserve-order.contract';
import type { SessionRuntime } from '../../platform/session/runtime';

/** Books a meeting with services in a free East Campus meeting room on the next working day, 14:00–15:00. */
async function aSubmittedOrder(api: SessionRuntime): Promise<{ id: number; orderNo: string }> {
  const day = nextWorkingDay();
  const start = `${day}T14:00:00+08:00`;
  const end = `${day}T15:00:00+08:00`;
  const rooms = await api.api(getAvailable, { start, end, attendees: 6, keyword: 'Meeting Room 30' });
  // Other journeys of the same run may bind a form to some of these rooms (its required fields would then
  // refuse a booking without them): the first room that takes the order is used.
  for (const room of rooms) {
    const notices = await api.api(reserveNotices, { siteId: room.id });
    try {
      const order = await api.api(reserveOrderAdd, {
        siteId: room.id,
        start,
        end,
        subject: 'Front desk journey',
        attendees: 6,
        applicantName: 'Demo Caterer',
        agreements: notices.map((n) => ({ id: n.id, version: n.version })),
      });
      return { id: order.id, orderNo: order.orderNo };
    } catch {
      continue;
    }
  }
  throw new Error(`no East Campus meeting room took an order on ${day}`);
}

/** Presses the card's step button and waits for the card to stand in `column`. */
async function step(page: Page, id: number, button: string, column: string) {
  const card = page.getByTestId(`desk-card-${id}`);
  await card.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId(`desk-column-${column}`).getByTestId(`desk-card-${id}`)).toBeVisible();
}

test('catering staff move a meeting order from submitted to settled on the front desk', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!, 'catering', 'Catering@123');
  const order = await aSubmittedOrder(api);

  await page.goto('/catering/login');
  await page.getByLabel(/^账号/).fill('catering');
  await page.getByLabel(/^密码/).fill('Catering@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/catering\/index$/);

  const card = page.getByTestId('desk-column-submitted').getByTestId(`desk-card-${order.id}`);
  await expect(card).toContainText(order.orderNo);
  // A submitted order can be audited or rejected, never settled.
  await expect(card.getByRole('button', { name: '审核', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: '结算', exact: true })).toHaveCount(0);

  await step(page, order.id, '审核', 'audited');
  await step(page, order.id, '安排', 'arranged');
  await step(page, order.id, '服务完成', 'served');
  await page.getByTestId(`desk-card-${order.id}`).getByRole('button', { name: '结算', exact: true }).click();
  // Settled orders leave the board.
  await expect(page.getByTestId(`desk-card-${order.id}`)).toHaveCount(0);
  expect((await api.api(reserveOrderDetail, { id: order.id })).status).toBe('settled');
});

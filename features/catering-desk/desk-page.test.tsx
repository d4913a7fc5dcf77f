/**
 * The catering app's front desk (/index) on the fake gateway: the columns list the orders of
 * their state in the window with the server's counts; a card offers exactly the steps the
 * machine accepts and the user may take (a submitted meeting order: audit, not settle); a
 * step posts its call with the order's id (progress with the expected step) and refetches
 * the board; a refusal shows the server's message; the food delivery board works the same.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  reserveOrderAudit,
  reserveOrderDeclineCancel,
  reserveOrderPage,
  reserveOrderProgress,
  reserveOrderReject,
  reserveOrderSettle,
  reserveOrderStatusCount,
  type ReserveOrderRow,
} from '../../platform/contracts/reserve-order.contract';
import {
  foodDeliveryOrderDeliveryInProgress,
  foodDeliveryOrderPage,
  foodDeliveryOrderStateCount,
  type FoodOrderRow,
} from '../../platform/contracts/food-delivery.contract';
import { Code } from '../../platform/protocol/codes';
import { formatMoney } from '../../ui/components';
import { aPage, aUser, at, dayFromToday, refuse, renderWithRuntime } from '../../ui/testing';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { nextDays } from '../../ui/terminal-shell/time-format';
import DeskPage from './desk-page';

/** A meeting order tomorrow 09:00–11:00 in Room 101 (submitted). */
function aMeetingOrder(over: Partial<ReserveOrderRow> = {}): ReserveOrderRow {
  const day = dayFromToday(1);
  return {
    id: 1,
    orderNo: 'RO20261127001',
    status: 'submitted',
    sysNo: 901,
    siteId: 1,
    siteName: 'Room 101',
    reservationId: 11,
    start: at(day, '09:00'),
    end: at(day, '11:00'),
    subject: 'Budget review',
    attendees: 12,
    tableTypeCode: null,
    videoLineCodes: [],
    diningTypeCodes: [],
    customerId: null,
    customerName: null,
    applicantUserId: 2,
    applicantName: 'Demo Booker',
    applicantPhone: '',
    totalCents: 123_450,
    remark: '',
    reason: null,
    cancelFrom: null,
    createdAt: at(dayFromToday(0), '08:00'),
    auditedAt: null,
    arrangedAt: null,
    servedAt: null,
    settledAt: null,
    cancelledAt: null,
    ...over,
  };
}

/** A food delivery order tomorrow 11:30–12:00 (submitted). */
function aFoodOrder(over: Partial<FoodOrderRow> = {}): FoodOrderRow {
  return {
    id: 31,
    orderNo: 'FD20261127001',
    state: 'submitted',
    applicantUserId: 2,
    applicantName: 'Demo Booker',
    customerId: null,
    deliveryDate: dayFromToday(1),
    timeRangeId: 1,
    timeRangeName: 'Lunch',
    startTime: '11:30',
    endTime: '12:00',
    area: 'East Campus',
    address: 'Building 3, room 204',
    receiverName: 'Ms Li',
    receiverPhone: '13800000000',
    totalCents: 5_600,
    remark: '',
    reason: null,
    createdAt: at(dayFromToday(0), '08:00'),
    ...over,
  };
}

const STAFF = [
  'mc:desk:index',
  'mc:reserveOrder:audit',
  'mc:reserveOrder:progress',
  'mc:reserveOrder:reject',
  'mc:reserveOrder:settle',
  'mc:foodDelivery:audit',
  'mc:foodDelivery:deliver',
  'mc:foodDelivery:delivered',
];

/** Whether `o` starts in the meeting window asked (as the server filters it). */
const inWindow = (o: ReserveOrderRow, q: { startFrom?: string; startBefore?: string }) =>
  (!q.startFrom || Date.parse(o.start) >= Date.parse(q.startFrom)) &&
  (!q.startBefore || Date.parse(o.start) < Date.parse(q.startBefore));

/** Serves the meeting lists from `orders` (by the status and meeting window asked) and fixed counts. */
function serveMeeting(g: FakeGateway, orders: ReserveOrderRow[]) {
  g.on(reserveOrderPage, (q) => aPage(orders.filter((o) => o.status === q.status && inWindow(o, q))));
  g.on(reserveOrderStatusCount, () => ({
    submitted: 3,
    audited: 1,
    arranged: 0,
    served: 2,
    settled: 9,
    rejected: 0,
    cancelled: 0,
    cancelRequested: 0,
  }));
}

async function render(orders: ReserveOrderRow[], permissions = STAFF, extra?: (g: FakeGateway) => void) {
  return renderWithRuntime(<DeskPage />, {
    app: 'catering',
    user: aUser({ permissions }),
    lang: 'EN',
    serve: (g) => {
      serveMeeting(g, orders);
      extra?.(g);
    },
  });
}

const card = (id: number) => screen.findByTestId(`desk-card-${id}`);

describe('/index front desk', () => {
  it('shows the meeting columns with the server counts and the cards of the window', async () => {
    await render([
      aMeetingOrder(),
      aMeetingOrder({ id: 2, orderNo: 'RO-AUD', status: 'audited', siteName: 'Room 202' }),
      aMeetingOrder({
        id: 3,
        orderNo: 'RO-LATER',
        start: at(dayFromToday(12), '09:00'),
        end: at(dayFromToday(12), '10:00'),
      }),
      aMeetingOrder({ id: 4, orderNo: 'RO-SETTLED', status: 'settled' }),
    ]);
    const submitted = await screen.findByTestId('desk-column-submitted');
    expect(await within(submitted).findByText('Submitted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('desk-count-submitted').textContent).toBe('3'));
    expect(screen.getByTestId('desk-count-audited').textContent).toBe('1');
    expect(screen.getByTestId('desk-count-arranged').textContent).toBe('0');
    expect(screen.getByTestId('desk-count-served').textContent).toBe('2');
    expect(screen.queryByTestId('desk-column-settled')).toBeNull();

    const c = await card(1);
    expect(c.textContent).toContain('RO20261127001');
    expect(c.textContent).toContain('Room 101');
    expect(c.textContent).toContain('Budget review');
    expect(c.textContent).toContain('12 people');
    expect(c.textContent).toContain(formatMoney(123_450, 'EN'));
    expect(c.textContent).toContain('09:00–11:00');
    expect(within(await screen.findByTestId('desk-column-audited')).getByText('RO-AUD')).toBeTruthy();
    // 12 days ahead: outside today + 7.
    expect(screen.queryByText('RO-LATER')).toBeNull();
  });

  it('offers audit and reject on a submitted order, not settle; only with the permission', async () => {
    await render([aMeetingOrder()]);
    const c = await card(1);
    expect(within(c).getByTestId('step-audit')).toBeTruthy();
    expect(within(c).getByTestId('step-reject')).toBeTruthy();
    expect(within(c).queryByTestId('step-settle')).toBeNull();
    expect(within(c).queryByTestId('step-arrange')).toBeNull();
  });

  it('offers nothing the user may not do', async () => {
    await render([aMeetingOrder()], ['mc:desk:index', 'mc:reserveOrder:settle']);
    const c = await card(1);
    expect(within(c).queryByTestId('step-audit')).toBeNull();
    expect(within(c).queryByRole('button')).toBeNull();
  });

  it('audits with the order id and refetches the board', async () => {
    const orders = [aMeetingOrder({ id: 7 })];
    const { gateway } = await render(orders, STAFF, (g) =>
      g.on(reserveOrderAudit, (q) => {
        orders[0] = { ...orders[0], status: 'audited' };
        return { ...orders[0], id: q.id, lines: [] };
      }),
    );
    fireEvent.click(within(await card(7)).getByTestId('step-audit'));
    await waitFor(() => expect(gateway.calls(reserveOrderAudit)).toEqual([{ id: 7 }]));
    // Refetched: the order now stands in the audited column, offering "arrange".
    const audited = await screen.findByTestId('desk-column-audited');
    await waitFor(() => expect(within(audited).getByTestId('step-arrange')).toBeTruthy());
    expect(gateway.calls(reserveOrderSettle)).toEqual([]);
  });

  it('progress posts the expected step', async () => {
    const { gateway } = await render(
      [aMeetingOrder({ id: 8, status: 'audited' }), aMeetingOrder({ id: 9, status: 'arranged' })],
      STAFF,
      (g) => g.on(reserveOrderProgress, (q) => ({ ...aMeetingOrder({ id: q.id }), lines: [] })),
    );
    fireEvent.click(within(await card(8)).getByTestId('step-arrange'));
    await waitFor(() => expect(gateway.calls(reserveOrderProgress)).toEqual([{ id: 8, to: 'arranged' }]));
    fireEvent.click(within(await card(9)).getByTestId('step-serve'));
    await waitFor(() => expect(gateway.calls(reserveOrderProgress)).toContainEqual({ id: 9, to: 'served' }));
  });

  it('a served order offers settle', async () => {
    await render([aMeetingOrder({ id: 10, status: 'served' })]);
    const c = await card(10);
    expect(within(c).getByTestId('step-settle')).toBeTruthy();
    expect(within(c).queryByTestId('step-audit')).toBeNull();
  });

  it('lists cancel requests: confirm, or decline with a reason for the applicant', async () => {
    const requested = aMeetingOrder({ id: 7, status: 'cancelRequested', cancelFrom: 'audited' });
    const { gateway } = await render([requested], [...STAFF, 'mc:reserveOrder:confirmCancel'], (g) =>
      g.on(reserveOrderDeclineCancel, (q) => ({ ...aMeetingOrder({ id: q.id, status: 'audited' }), lines: [] })),
    );
    const c = await card(7);
    expect(within(screen.getByTestId('desk-column-cancelRequested')).getByTestId('desk-card-7')).toBe(c);
    expect(within(c).getByTestId('step-confirmCancel')).toBeTruthy();
    expect(within(c).queryByTestId('step-audit')).toBeNull();
    fireEvent.click(within(c).getByTestId('step-declineCancel'));
    expect(await screen.findByText('Why the cancellation is declined (sent to the applicant)')).toBeTruthy();
    const confirm = await screen.findByTestId('confirm-reject');
    expect(confirm.textContent).toBe('Decline the cancellation');
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: 'Already cooked' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(gateway.calls(reserveOrderDeclineCancel)).toEqual([{ id: 7, reason: 'Already cooked' }]),
    );
  });

  it('offers no cancel request step without the permission', async () => {
    await render([aMeetingOrder({ id: 8, status: 'cancelRequested', cancelFrom: 'arranged' })]);
    const c = await card(8);
    expect(within(c).queryByTestId('step-declineCancel')).toBeNull();
    expect(within(c).queryByTestId('step-confirmCancel')).toBeNull();
  });

  it('reject asks a reason first', async () => {
    const { gateway } = await render([aMeetingOrder({ id: 5 })], STAFF, (g) =>
      g.on(reserveOrderReject, (q) => ({ ...aMeetingOrder({ id: q.id, status: 'rejected' }), lines: [] })),
    );
    fireEvent.click(within(await card(5)).getByTestId('step-reject'));
    const confirm = await screen.findByTestId('confirm-reject');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: 'Room closed' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.calls(reserveOrderReject)).toEqual([{ id: 5, reason: 'Room closed' }]));
  });

  it('a refused step shows the server message and refetches', async () => {
    const { gateway } = await render([aMeetingOrder({ id: 6 })], STAFF, (g) =>
      g.on(reserveOrderAudit, () =>
        refuse(Code.ORDER_STEP_NOT_ALLOWED, 'Meeting service order: Audit is not allowed when Audited'),
      ),
    );
    await card(6);
    const before = gateway.calls(reserveOrderPage).length;
    fireEvent.click(within(await card(6)).getByTestId('step-audit'));
    const alert = await screen.findByTestId('desk-refusal');
    expect(alert.textContent).toContain('Meeting service order: Audit is not allowed when Audited');
    await waitFor(() => expect(gateway.calls(reserveOrderPage).length).toBeGreaterThan(before));
  });

  it('switches to the food delivery board: columns, counts and steps', async () => {
    const { gateway } = await render([], STAFF, (g) => {
      g.on(foodDeliveryOrderPage, (q) =>
        aPage(
          [aFoodOrder(), aFoodOrder({ id: 32, orderNo: 'FD-AUD', state: 'audited' })].filter(
            (o) => o.state === q.state,
          ),
        ),
      );
      g.on(foodDeliveryOrderStateCount, () => ({ submitted: 4, audited: 1, deliveryInProgress: 0, delivered: 5 }));
      g.on(foodDeliveryOrderDeliveryInProgress, (q) => ({
        ...aFoodOrder({ id: q.id, state: 'deliveryInProgress' }),
        lines: [],
        auditedAt: null,
        rejectedAt: null,
        deliveringAt: null,
        deliveredAt: null,
        confirmedAt: null,
        settledAt: null,
        cancelledAt: null,
      }));
    });
    fireEvent.click(await screen.findByTestId('desk-kind-food'));
    const column = await screen.findByTestId('desk-column-deliveryInProgress');
    expect(await within(column).findByText('Out for delivery')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('desk-count-submitted').textContent).toBe('4'));
    expect(screen.getByTestId('desk-count-delivered').textContent).toBe('5');
    const c = await card(31);
    expect(c.textContent).toContain('Ms Li');
    expect(c.textContent).toContain('East Campus Building 3, room 204');
    expect(c.textContent).toContain('11:30–12:00');
    expect(within(c).getByTestId('step-audit')).toBeTruthy();
    expect(within(c).queryByTestId('step-deliver')).toBeNull();
    fireEvent.click(within(await card(32)).getByTestId('step-deliver'));
    await waitFor(() => expect(gateway.calls(foodDeliveryOrderDeliveryInProgress)).toEqual([{ id: 32 }]));
  });

  it('counts and lists the orders of every day of the window, the latest 100 per state', async () => {
    const { gateway } = await render([aMeetingOrder()]);
    await card(1);
    const days = nextDays('Asia/Shanghai', 9);
    // Today and the next 7 campus days: meetings starting from today's midnight to the midnight after day 7.
    const week = { startFrom: at(days[0], '00:00'), startBefore: at(days[8], '00:00') };
    const asked = (q: { startFrom?: string; startBefore?: string }) => ({
      startFrom: Date.parse(q.startFrom ?? ''),
      startBefore: Date.parse(q.startBefore ?? ''),
    });
    const wanted = asked(week);
    expect(gateway.calls(reserveOrderStatusCount).map(asked)).toContainEqual(wanted);
    const lists = gateway.calls(reserveOrderPage);
    expect(lists.filter((q) => q.status === 'submitted').map(asked)).toContainEqual(wanted);
    expect(lists.every((q) => q.pageSize === 100)).toBe(true);
    // This day only: the counts follow the window.
    fireEvent.click(screen.getByTestId('desk-span-day'));
    const day = asked({ startFrom: at(days[0], '00:00'), startBefore: at(days[1], '00:00') });
    await waitFor(() => expect(gateway.calls(reserveOrderStatusCount).map(asked)).toContainEqual(day));
  });

  it("asks the food delivery counts and lists over the window's delivery days", async () => {
    const { gateway } = await render([], STAFF, (g) => {
      g.on(foodDeliveryOrderPage, () => aPage([]));
      g.on(foodDeliveryOrderStateCount, () => ({}));
    });
    fireEvent.click(await screen.findByTestId('desk-kind-food'));
    const days = nextDays('Asia/Shanghai', 8);
    const window = { deliveryFrom: days[0], deliveryTo: days[7] };
    await waitFor(() => expect(gateway.calls(foodDeliveryOrderStateCount)).toContainEqual(window));
    expect(gateway.calls(foodDeliveryOrderPage)).toContainEqual(
      expect.objectContaining({ ...window, state: 'submitted', pageSize: 100 }),
    );
  });

  it('this day only: an order tomorrow is not listed when today is picked', async () => {
    await render([aMeetingOrder({ id: 1 })]);
    await card(1);
    fireEvent.click(screen.getByTestId('desk-span-day'));
    await waitFor(() => expect(screen.queryByTestId('desk-card-1')).toBeNull());
    fireEvent.change(screen.getByTestId('desk-from'), { target: { value: dayFromToday(1) } });
    expect(await card(1)).toBeTruthy();
  });

  it('while a card is dragged only the column of its next step is a drop target', async () => {
    await render([aMeetingOrder({ id: 1 }), aMeetingOrder({ id: 2, status: 'served' })]);
    const c = await card(1);
    // A served order's only step (settle) leaves the board: nothing to drag.
    expect(within(await card(2)).queryByTestId('drag-handle')).toBeNull();
    const handle = within(c).getByTestId('drag-handle');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(screen.getByTestId('desk-column-audited').getAttribute('data-drop-target')).toBe('true'),
    );
    for (const col of ['submitted', 'arranged', 'served']) {
      expect(screen.getByTestId(`desk-column-${col}`).getAttribute('data-drop-target')).toBeNull();
    }
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('desk-column-audited').getAttribute('data-drop-target')).toBeNull());
  });
});

/**
 * Meeting service orders in the back office against the fake gateway: /reserves offers exactly
 * the steps machines/reserve-order.machine accepts in the order's state (a submitted and a
 * served order), progress names the step it expects, rejecting needs a reason; /reserveMeet
 * posts reserveOrder/add with the room, campus wire times, ids and quantities (prices in cents
 * are the server's), sends the accepted notices and opens /reserves; a refusal shows the
 * server's message.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  reserveOrderAdd,
  reserveOrderDetail,
  reserveOrderDiningTypes,
  reserveOrderEditMerchandise,
  reserveOrderPage,
  reserveOrderProgress,
  reserveOrderDeclineCancel,
  reserveOrderReject,
  reserveOrderStatusCount,
  reserveOrderTableTypes,
  reserveOrderVideoLines,
  type ReserveOrderDetail,
} from '../../platform/contracts/reserve-order.contract';
import {
  customerDropdown,
  itemFormDropdown,
  standardDropdown,
  merchandiseDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import { getAvailable } from '../../platform/contracts/catering-room.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { RESERVE_ORDER_STATES, type ReserveOrderState } from '../../machines/reserve-order.machine';
import { Code } from '../../platform/protocol/codes';
import { formatMoney } from '../../ui/components';
import { aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import ReservesPage from './reserves-page';
import ReserveMeetPage from './reserve-meet-page';
import { offeredReserveSteps } from './steps';
import { campusPeriod } from './time';

const ORDER: ReserveOrderDetail = {
  id: 11,
  orderNo: 'RO20261126-0001',
  status: 'submitted',
  sysNo: 901,
  siteId: 3,
  siteName: 'Room 301',
  reservationId: 40,
  start: '2026-11-28T01:00:00Z',
  end: '2026-11-28T03:00:00Z',
  subject: 'Board meeting',
  attendees: 12,
  tableTypeCode: 'u',
  videoLineCodes: [],
  diningTypeCodes: [],
  customerId: 2,
  customerName: 'ACME',
  applicantUserId: 3,
  applicantName: 'Booker',
  applicantPhone: '139',
  totalCents: 7600,
  remark: '',
  reason: null,
  cancelFrom: null,
  createdAt: '2026-11-26T09:00:00+08:00',
  auditedAt: null,
  arrangedAt: null,
  servedAt: null,
  settledAt: null,
  cancelledAt: null,
  lines: [
    {
      kind: 'merchandise',
      refId: 1,
      name: 'Tea',
      unit: 'pot',
      unitPriceCents: 2000,
      quantity: 3,
      amountCents: 6000,
    },
    { kind: 'item', refId: 5, name: 'Projector', unit: '', unitPriceCents: 1600, quantity: 1, amountCents: 1600 },
  ],
};

const STAFF = ['audit', 'progress', 'reject', 'confirmCancel', 'settle', 'editMerchandise'].map(
  (a) => `mc:reserveOrder:${a}`,
);

async function setupReserves(order: ReserveOrderDetail, permissions = STAFF) {
  const { gateway } = await renderWithRuntime(<ReservesPage />, {
    lang: 'EN',
    user: aUser({ account: 'catering', permissions: ['mc:reserveOrder:page', ...permissions] }),
    serve: (gateway) => {
      gateway.on(reserveOrderPage, () => aPage([order]));
      gateway.on(reserveOrderStatusCount, () => ({
        ...(Object.fromEntries(RESERVE_ORDER_STATES.map((s) => [s, 0])) as Record<ReserveOrderState, number>),
        submitted: 2,
        served: 1,
      }));
      gateway.on(reserveOrderDetail, () => order);
      gateway.on(reserveOrderReject, () => ({ ...order, status: 'rejected' as const, reason: 'No staff' }));
      gateway.on(reserveOrderProgress, (input) => ({ ...order, status: input.to }));
    },
  });
  return gateway;
}

async function openDrawer() {
  const row = (await screen.findByText(ORDER.orderNo)).closest('[data-testid="data-row"]') as HTMLElement;
  expect(within(row).getByText(formatMoney(7600, 'EN'))).toBeTruthy();
  // Campus time: 01:00Z is 09:00 in Asia/Shanghai.
  expect(within(row).getByText('2026-11-28 09:00–11:00')).toBeTruthy();
  fireEvent.click(within(row).getByTestId('action-detail'));
  return screen.findByTestId('order-drawer');
}

const stepIds = (drawer: HTMLElement) =>
  within(within(drawer).getByTestId('order-steps'))
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));

describe('ReservesPage', () => {
  it('shows the status tabs with their counts', async () => {
    await setupReserves(ORDER);
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('All (3)'));
    expect(screen.getByTestId('tab-submitted').textContent).toBe('submitted (2)');
    expect(screen.getByTestId('tab-arranged').textContent).toBe('arranged (0)');
  });

  it('offers audit, edit merchandise and reject on a submitted order; reject needs a reason', async () => {
    const gateway = await setupReserves(ORDER);
    const drawer = await openDrawer();
    await within(drawer).findByTestId('order-lines');
    expect(within(drawer).getByText('Projector')).toBeTruthy();
    expect(within(drawer).getByTestId('order-times').textContent).toContain('2026-11-26 09:00');
    expect(stepIds(drawer)).toEqual(['step-audit', 'step-editMerchandise', 'step-reject']);
    fireEvent.click(within(drawer).getByTestId('step-reject'));
    const confirm = within(drawer).getByTestId('confirm-reject') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(drawer).getByTestId('reject-reason'), { target: { value: ' ' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(drawer).getByTestId('reject-reason'), { target: { value: 'No staff' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.calls(reserveOrderReject)).toHaveLength(1));
    expect(gateway.requests(reserveOrderReject)[0].body).toEqual({ id: 11, reason: 'No staff' });
  });

  it('declines a cancel request with a reason for the applicant', async () => {
    const requested = { ...ORDER, status: 'cancelRequested' as const, cancelFrom: 'arranged' as const };
    const gateway = await setupReserves(requested);
    gateway.on(reserveOrderDeclineCancel, () => ({ ...requested, status: 'arranged' as const, cancelFrom: null }));
    const drawer = await openDrawer();
    await within(drawer).findByTestId('order-steps');
    expect(stepIds(drawer)).toEqual(['step-confirmCancel', 'step-declineCancel']);
    fireEvent.click(within(drawer).getByTestId('step-declineCancel'));
    expect(within(drawer).getByText('Why the cancellation is declined (sent to the applicant)')).toBeTruthy();
    const confirm = within(drawer).getByTestId('confirm-reject') as HTMLButtonElement;
    expect(confirm.textContent).toBe('Decline the cancellation');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(drawer).getByTestId('reject-reason'), { target: { value: 'Food already bought' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.calls(reserveOrderDeclineCancel)).toHaveLength(1));
    expect(gateway.requests(reserveOrderDeclineCancel)[0].body).toEqual({ id: 11, reason: 'Food already bought' });
  });

  it('offers only settle on a served order', async () => {
    await setupReserves({ ...ORDER, status: 'served', servedAt: '2026-11-28T11:00:00+08:00' });
    const drawer = await openDrawer();
    await within(drawer).findByTestId('order-steps');
    expect(stepIds(drawer)).toEqual(['step-settle']);
  });

  it('progress names the step it expects', async () => {
    const gateway = await setupReserves({ ...ORDER, status: 'audited' });
    const drawer = await openDrawer();
    await within(drawer).findByTestId('order-steps');
    expect(stepIds(drawer)).toEqual(['step-arrange', 'step-editMerchandise', 'step-reject']);
    fireEvent.click(within(drawer).getByTestId('step-arrange'));
    await waitFor(() => expect(gateway.calls(reserveOrderProgress)).toHaveLength(1));
    expect(gateway.requests(reserveOrderProgress)[0].body).toEqual({ id: 11, to: 'arranged' });
  });

  it('edits the merchandise quantities in a dialog over the dropdowns', async () => {
    const gateway = await setupReserves(ORDER);
    gateway.on(merchandiseDropdown, () => [
      { id: 1, name: 'Tea', unit: 'pot', priceCents: 2000, categoryId: 1 },
      { id: 2, name: 'Fruit', unit: 'plate', priceCents: 3550, categoryId: 1 },
    ]);
    gateway.on(itemFormDropdown, () => [{ id: 5, parentId: null, name: 'Projector', priceCents: 1600 }]);
    gateway.on(reserveOrderEditMerchandise, () => ORDER);
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByTestId('step-editMerchandise'));
    const dialog = await screen.findByTestId('merchandise-dialog');
    expect(((await within(dialog).findByTestId('qty-m-1')) as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(dialog).getByTestId('qty-m-2'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('qty-i-5'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByTestId('save-merchandise'));
    await waitFor(() => expect(gateway.calls(reserveOrderEditMerchandise)).toHaveLength(1));
    expect(gateway.requests(reserveOrderEditMerchandise)[0].body).toEqual({
      id: 11,
      merchandise: [
        { id: 1, quantity: 3 },
        { id: 2, quantity: 2 },
      ],
      items: [],
    });
  });

  it('offers nothing the user may not do', async () => {
    await setupReserves(ORDER, ['mc:reserveOrder:settle']);
    const drawer = await openDrawer();
    await within(drawer).findByTestId('order-steps');
    expect(stepIds(drawer)).toEqual([]);
  });
});

describe('offeredReserveSteps', () => {
  it("offers exactly the machine's staff steps in each state", () => {
    const expected: Record<string, string[]> = {
      submitted: ['audit', 'editMerchandise', 'reject'],
      audited: ['arrange', 'editMerchandise', 'reject'],
      arranged: ['serve', 'editMerchandise'],
      served: ['settle'],
      settled: [],
      rejected: [],
      cancelled: [],
      cancelRequested: ['confirmCancel', 'declineCancel'],
    };
    for (const status of RESERVE_ORDER_STATES) {
      const cancelFrom = status === 'cancelRequested' ? ('arranged' as const) : null;
      expect(
        offeredReserveSteps({ status, cancelFrom }, () => true).map((s) => s.key),
        status,
      ).toEqual(expected[status]);
    }
    expect(campusPeriod('2026-11-28T15:00:00Z', '2026-11-28T17:00:00Z')).toBe('2026-11-28 23:00 – 2026-11-29 01:00');
  });
});

async function setupMeet(refusal = false) {
  const result = await renderWithRuntime(null, {
    lang: 'EN',
    user: aUser({ account: 'catering', permissions: ['mc:reserveOrder:add'] }),
    url: '/reserveMeet',
    routes: [
      { path: '/reserveMeet', element: <ReserveMeetPage /> },
      { path: '/reserves', element: <div data-testid="reserves-landed" /> },
    ],
    serve: (gateway) => {
      gateway.on(getAvailable, () => [
        {
          id: 3,
          name: 'Room 301',
          sceneId: 1,
          campusId: 1,
          campusName: 'East',
          buildingName: 'Admin',
          floorName: '3F',
          capacity: 20,
          devices: [],
        },
      ]);
      gateway.on(reserveOrderTableTypes, () => [{ value: 'u', label: 'U-shape' }]);
      gateway.on(reserveOrderVideoLines, () => [{ value: 'zoom', label: 'Zoom' }]);
      gateway.on(reserveOrderDiningTypes, () => [{ value: 'lunch', label: 'Lunch' }]);
      gateway.on(merchandiseDropdown, () => [
        { id: 1, name: 'Tea', unit: 'pot', priceCents: 2000, categoryId: 1 },
        { id: 2, name: 'Fruit', unit: 'plate', priceCents: 3550, categoryId: 1 },
      ]);
      gateway.on(itemFormDropdown, () => [{ id: 5, parentId: null, name: 'Projector', priceCents: 1600 }]);
      // In the catalogue's order: the first lunch standard is the one the server prices.
      gateway.on(standardDropdown, () => [
        { id: 7, name: 'Working lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', pricePerPersonCents: 4500 },
        { id: 8, name: 'Business lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', pricePerPersonCents: 8800 },
        { id: 9, name: 'Tea break', diningTypeCode: 'teaBreak', diningTypeName: 'Tea', pricePerPersonCents: 3000 },
      ]);
      gateway.on(customerDropdown, () => [{ id: 2, name: 'ACME', kind: 'company' as never, orgId: null }]);
      gateway.on(reserveNotices, () => [{ id: 9, kind: 'notice' as const, version: 2, title: 'Rules', content: '…' }]);
      gateway.on(reserveOrderAdd, () => (refusal ? refuse(Code.SLOT_TAKEN, 'The room was just taken') : ORDER));
    },
  });
  return result.gateway;
}

async function fillMeet() {
  fireEvent.change(screen.getByTestId('meet-date'), { target: { value: '2026-11-28' } });
  fireEvent.change(screen.getByTestId('meet-start'), { target: { value: '09:00' } });
  fireEvent.change(screen.getByTestId('meet-end'), { target: { value: '11:00' } });
  fireEvent.change(screen.getByTestId('meet-attendees'), { target: { value: '12' } });
  fireEvent.click(screen.getByTestId('find-rooms'));
  const room = await screen.findByTestId('room-3');
  fireEvent.click(within(room).getByRole('radio'));
  fireEvent.change(screen.getByTestId('meet-subject'), { target: { value: ' Board meeting ' } });
  fireEvent.change(await screen.findByTestId('qty-m-1'), { target: { value: '3' } });
  fireEvent.change(screen.getByTestId('qty-i-5'), { target: { value: '1' } });
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'ACME' })).toHaveLength(1));
  fireEvent.change(screen.getByTestId('meet-customer'), { target: { value: '2' } });
  fireEvent.change(screen.getByTestId('meet-table-type'), { target: { value: 'u' } });
  fireEvent.click(within(await screen.findByTestId('video-zoom')).getByRole('checkbox'));
  fireEvent.click(within(screen.getByTestId('dining-lunch')).getByRole('checkbox'));
  fireEvent.change(screen.getByTestId('meet-applicant-name'), { target: { value: 'Li Lei' } });
  fireEvent.change(screen.getByTestId('meet-applicant-phone'), { target: { value: '13900000000' } });
  await screen.findByText('Rules');
  expect((screen.getByTestId('meet-submit') as HTMLButtonElement).disabled).toBe(true);
  const boxes = screen.getAllByRole('checkbox');
  fireEvent.click(boxes[boxes.length - 1]);
  await waitFor(() => expect((screen.getByTestId('meet-submit') as HTMLButtonElement).disabled).toBe(false));
}

describe('ReserveMeetPage', () => {
  it('posts the booking with ids, quantities and campus times, then opens /reserves', async () => {
    const gateway = await setupMeet();
    await fillMeet();
    // What the server stores: 3 × 20.00 + 1 × 16.00, and lunch 45.00 × the 12 attendees searched.
    await waitFor(() => expect(screen.getByTestId('meet-total').textContent).toContain(formatMoney(61_600, 'EN')));
    fireEvent.click(within(screen.getByTestId('dining-lunch')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('meet-total').textContent).toContain(formatMoney(7600, 'EN')));
    fireEvent.click(within(screen.getByTestId('dining-lunch')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('meet-total').textContent).toContain(formatMoney(61_600, 'EN')));
    expect(gateway.calls(getAvailable)[0]).toMatchObject({
      start: '2026-11-28T09:00:00+08:00',
      end: '2026-11-28T11:00:00+08:00',
      attendees: 12,
    });
    fireEvent.click(screen.getByTestId('meet-submit'));
    await screen.findByTestId('reserves-landed');
    expect(gateway.requests(reserveOrderAdd)[0].body).toEqual({
      siteId: 3,
      start: '2026-11-28T09:00:00+08:00',
      end: '2026-11-28T11:00:00+08:00',
      attendees: 12,
      subject: 'Board meeting',
      tableTypeCode: 'u',
      videoLineCodes: ['zoom'],
      diningTypeCodes: ['lunch'],
      customerId: 2,
      applicantName: 'Li Lei',
      applicantPhone: '13900000000',
      remark: '',
      agreements: [{ id: 9, version: 2 }],
      merchandise: [{ id: 1, quantity: 3 }],
      items: [{ id: 5, quantity: 1 }],
    });
  });

  it("shows the server's refusal and stays", async () => {
    await setupMeet(true);
    await fillMeet();
    fireEvent.click(screen.getByTestId('meet-submit'));
    expect((await screen.findByTestId('meet-refusal')).textContent).toContain('The room was just taken');
    expect(screen.queryByTestId('reserves-landed')).toBeNull();
  });
});

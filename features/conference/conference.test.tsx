/**
 * The meeting pages of the variant-5 terminal against the fake gateway: the free rooms
 * (/meet, /siteList) with capacity, devices, photos and "Book"; the booking form (what a
 * submit sends, localized problems of the input, a refusal's localized message); the result
 * page; an order's details (progress, lines, and exactly the applicant steps the order
 * machine accepts: cancel while submitted, request cancellation after the audit, nothing
 * once served); my meetings with status tabs; the check-in code.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  reserveOrderAdd,
  reserveOrderCancel,
  reserveOrderDetail,
  reserveOrderDiningTypes,
  reserveOrderEdit,
  reserveOrderPage,
  reserveOrderStatusCount,
  reserveOrderTableTypes,
  reserveOrderVideoLines,
  type ReserveOrderDetail,
} from '../../platform/contracts/reserve-order.contract';
import {
  customerDropdown,
  itemFormDropdown,
  merchandiseDropdown,
  standardDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import { getAvailable, type AvailableRoom } from '../../platform/contracts/catering-room.contract';
import { choose } from '../../platform/contracts/site.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { signCode } from '../../platform/contracts/checkin.contract';
import { RESERVE_ORDER_STATES, type ReserveOrderState } from '../../machines/reserve-order.machine';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import type { Lang } from '../../platform/i18n/languages';
import { formatMoney } from '../../ui/components';
import { aPage, refuse, renderWithRuntime } from '../../ui/testing';
import { applicantSteps, bookingStands, cancelKeyOf } from './applicant-steps';
import { progressOf } from './order-progress';
import {
  CodePage,
  ConferenceDetailsPage,
  ConferenceFormPage,
  MeetingRoomsPage,
  MyMeetingsPage,
  SubmitPage,
} from './index';

const ROOM: AvailableRoom = {
  id: 3,
  name: 'Meeting Room 301',
  sceneId: 4,
  campusId: 1,
  campusName: 'East Campus',
  buildingName: 'Admin Building',
  floorName: '3F',
  capacity: 20,
  devices: [
    { code: 'projector', nameCn: '投影仪', nameEn: 'Projector', nameTc: '投影機', quantity: 1 },
    { code: 'mic', nameCn: '话筒', nameEn: 'Microphone', nameTc: '麥克風', quantity: 2 },
  ],
};
const ROOM_2: AvailableRoom = { ...ROOM, id: 5, name: 'Meeting Room 501', capacity: 40, devices: [] };

const ORDER: ReserveOrderDetail = {
  id: 11,
  orderNo: 'RO20261128-0001',
  status: 'submitted',
  sysNo: 901,
  siteId: 3,
  siteName: 'Meeting Room 301',
  reservationId: 40,
  start: '2026-11-28T09:00:00+08:00',
  end: '2026-11-28T11:00:00+08:00',
  subject: 'Board meeting',
  attendees: 12,
  tableTypeCode: 'u',
  videoLineCodes: [],
  diningTypeCodes: ['lunch'],
  customerId: null,
  customerName: null,
  applicantUserId: 1,
  applicantName: 'Booker',
  applicantPhone: '13900000000',
  totalCents: 61_600,
  remark: '',
  reason: null,
  cancelFrom: null,
  createdAt: '2026-11-26T10:00:00+08:00',
  auditedAt: null,
  arrangedAt: null,
  servedAt: null,
  settledAt: null,
  cancelledAt: null,
  lines: [
    { kind: 'merchandise', refId: 1, name: 'Tea', unit: 'pot', unitPriceCents: 2000, quantity: 3, amountCents: 6000 },
    { kind: 'item', refId: 5, name: 'Stage', unit: '', unitPriceCents: 1600, quantity: 1, amountCents: 1600 },
    {
      kind: 'dining',
      refId: 7,
      name: 'Working lunch',
      unit: '',
      unitPriceCents: 4500,
      quantity: 12,
      amountCents: 54_000,
    },
  ],
};

/** The terminal at `url` with the meeting routes, the gateway answering with `serve`. */
async function open(url: string, serve: (gateway: FakeGateway) => void, lang: Lang = 'EN') {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url,
    routes: [
      { path: '/meet', element: <MeetingRoomsPage intro /> },
      { path: '/siteList', element: <MeetingRoomsPage /> },
      { path: '/conference', element: <ConferenceFormPage /> },
      { path: '/reserve', element: <ConferenceFormPage /> },
      { path: '/submit', element: <SubmitPage /> },
      { path: '/conferenceDetails', element: <ConferenceDetailsPage /> },
      { path: '/conference-center', element: <MyMeetingsPage /> },
      { path: '/codePage', element: <CodePage /> },
      { path: '/home', element: <div data-testid="home-landed" /> },
    ],
    serve,
  });
}

describe('free meeting rooms (/meet, /siteList)', () => {
  it('lists the rooms free for the search with place, capacity, devices, photo and a booking link', async () => {
    const { gateway, router } = await open('/meet?date=2026-11-28&from=09:00&to=11:00&attendees=12', (g) => {
      g.on(getAvailable, () => [ROOM, ROOM_2]);
      g.on(choose, () =>
        aPage([
          {
            id: 3,
            name: 'Meeting Room 301',
            sceneId: 4,
            sceneName: 'Meeting room',
            place: 'East Campus / Admin Building / 3F',
            capacity: 20,
            devices: [],
            photo: '/media/77',
            freeToday: 0,
            bookableToday: false,
            today: '2026-11-28',
          },
        ]),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Meeting rooms of the centre' })).toBeTruthy();
    const cards = await screen.findAllByTestId('room-card');
    expect(cards).toHaveLength(2);
    expect(gateway.calls(getAvailable)[0]).toMatchObject({
      start: '2026-11-28T09:00:00+08:00',
      end: '2026-11-28T11:00:00+08:00',
      attendees: 12,
    });
    expect(screen.getByTestId('room-count').textContent).toBe('2 free rooms');
    const first = cards[0];
    expect(within(first).getByText('East Campus · Admin Building · 3F')).toBeTruthy();
    expect(within(first).getByTestId('room-capacity').textContent).toContain('Holds 20 people');
    expect(within(first).getByText('Projector')).toBeTruthy();
    expect(within(first).getByText('Microphone ×2')).toBeTruthy();
    await waitFor(() => expect(first.querySelector('img')?.getAttribute('src')).toBe('/gateway/media/77'));
    expect(gateway.calls(choose)[0]).toMatchObject({ sceneId: 4 });
    // The second room has no photo: its stand-in says so.
    expect(within(cards[1]).getByRole('img', { name: 'No photo' })).toBeTruthy();
    fireEvent.click(within(first).getByTestId('book-3'));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/conference'));
    const q = new URLSearchParams(router?.state.location.search);
    expect(Object.fromEntries(q)).toEqual({
      roomId: '3',
      start: '2026-11-28T09:00:00+08:00',
      end: '2026-11-28T11:00:00+08:00',
      attendees: '12',
    });
  });

  it('searches again from the fields, in Chinese, and refuses an end before the start', async () => {
    const { gateway } = await open(
      '/siteList?date=2026-11-28&from=09:00&to=11:00&attendees=12',
      (g) => {
        g.on(getAvailable, () => [ROOM]);
        g.on(choose, () => aPage([]));
      },
      'CN',
    );
    expect(await screen.findByRole('heading', { name: '空闲会议室' })).toBeTruthy();
    expect((await screen.findByTestId('room-capacity')).textContent).toContain('容纳 20 人');
    expect(screen.getByText('话筒 ×2')).toBeTruthy();
    fireEvent.change(screen.getByTestId('when-end'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByTestId('room-search-submit'));
    expect((await screen.findByTestId('when-problem')).textContent).toBe('结束时间必须晚于开始时间');
    expect(gateway.calls(getAvailable)).toHaveLength(1);
    fireEvent.change(screen.getByTestId('when-end'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByTestId('when-attendees'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('room-search-submit'));
    await waitFor(() => expect(gateway.calls(getAvailable)).toHaveLength(2));
    expect(gateway.calls(getAvailable)[1]).toMatchObject({ end: '2026-11-28T12:00:00+08:00', attendees: 30 });
  });

  it('says so when no room is free', async () => {
    await open('/siteList?date=2026-11-28&from=09:00&to=11:00&attendees=300', (g) => {
      g.on(getAvailable, () => []);
    });
    expect(await screen.findByText('No free room holds that many people at that time')).toBeTruthy();
  });
});

/** The catalogue and dictionaries the form reads. */
function serveCatalogue(g: FakeGateway) {
  g.on(getAvailable, () => [ROOM, ROOM_2]);
  g.on(reserveOrderTableTypes, () => [{ value: 'u', label: 'U-shape' }]);
  g.on(reserveOrderVideoLines, () => [{ value: 'zoom', label: 'Zoom' }]);
  g.on(reserveOrderDiningTypes, () => [{ value: 'lunch', label: 'Lunch' }]);
  g.on(timeRangeDropdown, () => [
    {
      id: 1,
      name: 'Lunch',
      diningTypeCode: 'lunch',
      diningTypeName: 'Lunch',
      startTime: '11:30:00',
      endTime: '13:00:00',
    },
  ]);
  g.on(standardDropdown, () => [
    { id: 7, name: 'Working lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', pricePerPersonCents: 4500 },
    { id: 8, name: 'Business lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', pricePerPersonCents: 8800 },
  ]);
  g.on(merchandiseDropdown, () => [
    { id: 1, name: 'Tea', unit: 'pot', priceCents: 2000, categoryId: 1 },
    { id: 2, name: 'Fruit', unit: 'plate', priceCents: 3550, categoryId: 1 },
  ]);
  g.on(itemFormDropdown, () => [{ id: 5, parentId: null, name: 'Stage', priceCents: 1600 }]);
  g.on(customerDropdown, () => [{ id: 2, name: 'ACME', kind: 'company' as never, orgId: null }]);
  g.on(reserveNotices, () => [{ id: 9, kind: 'notice' as const, version: 2, title: 'Room rules', content: '…' }]);
}

const LINK =
  '/conference?roomId=3&start=2026-11-28T09%3A00%3A00%2B08%3A00&end=2026-11-28T11%3A00%3A00%2B08%3A00&attendees=12';

describe('the booking form (/conference, /reserve)', () => {
  it('sends one reserve order with room, campus times, services and quantities, then shows the result', async () => {
    const { gateway, router } = await open(LINK, (g) => {
      serveCatalogue(g);
      g.on(reserveOrderAdd, () => ORDER);
      g.on(reserveOrderDetail, () => ORDER);
    });
    // The room of the link is chosen, as it is free for the linked time.
    const room = await screen.findByTestId('room-3');
    await waitFor(() => expect(room.getAttribute('data-state')).toBe('checked'));
    fireEvent.change(screen.getByTestId('form-subject'), { target: { value: ' Board meeting ' } });
    fireEvent.change(await screen.findByTestId('qty-m-1'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('qty-i-5'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('form-table-type'), { target: { value: 'u' } });
    fireEvent.click(within(await screen.findByTestId('video-zoom')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('dining-lunch')).getByRole('checkbox'));
    expect(screen.getByText(/Standard: Working lunch, CN¥45.00 per person · Served: Lunch 11:30–13:00/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'ACME' })).toHaveLength(1));
    fireEvent.change(screen.getByTestId('form-customer'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('form-applicant-name'), { target: { value: 'Li Lei' } });
    fireEvent.change(screen.getByTestId('form-applicant-phone'), { target: { value: '13900000000' } });
    // 3 × 20.00 + 1 × 16.00 + lunch 45.00 × 12 attendees.
    await waitFor(() => expect(screen.getByTestId('form-total').textContent).toContain(formatMoney(61_600, 'EN')));
    await screen.findByText('Room rules');
    // Notices not accepted yet: nothing is sent.
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Read and accept the notices first')).toBeTruthy();
    expect(gateway.calls(reserveOrderAdd)).toHaveLength(0);
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[boxes.length - 1]);
    // The check box reports its change a moment later (zag), as a person's next tap comes later too.
    await waitFor(() => expect(screen.queryByText('Read and accept the notices first')).toBeNull());
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/submit'));
    expect(router?.state.location.search).toBe('?id=11');
    expect(gateway.requests(reserveOrderAdd)).toHaveLength(1);
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
    // The result page: number, room, status and the total in money format, with its links.
    expect(await screen.findByTestId('submit-title')).toBeTruthy();
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByText('RO20261128-0001')).toBeTruthy();
    expect(within(summary).getByText('Meeting Room 301')).toBeTruthy();
    expect(within(summary).getByTestId('order-state').textContent).toBe('Submitted');
    expect(within(summary).getByTestId('order-summary-total').textContent).toBe(formatMoney(61_600, 'EN'));
    expect(screen.getByTestId('submit-details').getAttribute('href')).toBe('/conferenceDetails?id=11');
    expect(screen.getByTestId('submit-home').getAttribute('href')).toBe('/home');
  });

  it('shows the problems of the input in Chinese and sends nothing', async () => {
    const { gateway } = await open(
      '/reserve',
      (g) => {
        serveCatalogue(g);
        g.on(reserveOrderAdd, () => ORDER);
      },
      'CN',
    );
    fireEvent.click(await screen.findByTestId('form-submit'));
    expect((await screen.findByTestId('subject-error')).textContent).toBe('请填写会议主题');
    expect(screen.getByTestId('room-needed').textContent).toBe('请先选择会议室');
    fireEvent.change(screen.getByTestId('when-attendees'), { target: { value: '0' } });
    expect((await screen.findByTestId('when-problem')).textContent).toBe('参会人数须为 1 至 10000 的整数');
    expect(gateway.calls(reserveOrderAdd)).toHaveLength(0);
    expect(gateway.calls(getAvailable)).toHaveLength(0);
  });

  it('picks the room inside the form on /reserve and shows a refusal with its localized message', async () => {
    const { gateway, router } = await open(
      '/reserve',
      (g) => {
        serveCatalogue(g);
        g.on(reserveNotices, () => []);
        g.on(reserveOrderAdd, () => refuse(Code.SLOT_TAKEN, '该时段已被预约'));
      },
      'CN',
    );
    fireEvent.change(await screen.findByTestId('when-date'), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByTestId('when-start'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByTestId('when-end'), { target: { value: '15:30' } });
    fireEvent.change(screen.getByTestId('when-attendees'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('find-rooms'));
    fireEvent.click(within(await screen.findByTestId('room-5')).getByRole('radio'));
    // The chosen room's notices are read once the choice has reached the form.
    await waitFor(() => expect(gateway.calls(reserveNotices)).toContainEqual({ siteId: 5 }));
    expect(gateway.calls(getAvailable)[0]).toMatchObject({
      start: '2026-11-28T14:00:00+08:00',
      end: '2026-11-28T15:30:00+08:00',
      attendees: 30,
    });
    fireEvent.change(screen.getByTestId('form-subject'), { target: { value: '年度会议' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    const refusal = await screen.findByTestId('form-refusal');
    expect(refusal.textContent).toContain('未能提交');
    expect(refusal.textContent).toContain('该时段已被预约');
    expect(gateway.requests(reserveOrderAdd)[0].body).toMatchObject({
      siteId: 5,
      start: '2026-11-28T14:00:00+08:00',
      end: '2026-11-28T15:30:00+08:00',
      attendees: 30,
      subject: '年度会议',
    });
    expect(router?.state.location.pathname).toBe('/reserve');
  });
});

describe('changing a submitted order (/conference?edit=)', () => {
  it('fills the form with the order and sends its meeting fields to edit, then shows its details', async () => {
    const { gateway, router } = await open('/conference?edit=11', (g) => {
      serveCatalogue(g);
      g.on(reserveNotices, () => []);
      g.on(reserveOrderDetail, () => ORDER);
      g.on(reserveOrderEdit, (input) => ({ ...ORDER, subject: input.subject }));
    });
    expect(await screen.findByRole('heading', { name: 'Change the meeting' })).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('form-subject') as HTMLInputElement).value).toBe('Board meeting'));
    await waitFor(() => expect(screen.getByTestId('room-3').getAttribute('data-state')).toBe('checked'));
    // An edit changes the meeting, not the merchandise (the staff's editMerchandise does).
    expect(screen.queryByTestId('qty-m-1')).toBeNull();
    fireEvent.change(screen.getByTestId('form-subject'), { target: { value: 'Board meeting, moved' } });
    fireEvent.change(screen.getByTestId('when-start'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByTestId('when-end'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByTestId('find-rooms'));
    await waitFor(() => expect(gateway.calls(getAvailable)).toHaveLength(2));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/conferenceDetails'));
    expect(router?.state.location.search).toBe('?id=11');
    expect(gateway.calls(reserveOrderAdd)).toHaveLength(0);
    expect(gateway.requests(reserveOrderEdit)[0].body).toEqual({
      id: 11,
      siteId: 3,
      start: '2026-11-28T10:00:00+08:00',
      end: '2026-11-28T12:00:00+08:00',
      attendees: 12,
      subject: 'Board meeting, moved',
      tableTypeCode: 'u',
      videoLineCodes: [],
      diningTypeCodes: ['lunch'],
      customerId: null,
      applicantName: 'Booker',
      applicantPhone: '13900000000',
      remark: '',
      agreements: [],
    });
  });

  it("opens from the details' Change step", async () => {
    const { router } = await open('/conferenceDetails?id=11', (g) => {
      serveCatalogue(g);
      g.on(reserveOrderDetail, () => ORDER);
    });
    fireEvent.click(await screen.findByTestId('step-edit'));
    expect(await screen.findByRole('heading', { name: 'Change the meeting' })).toBeTruthy();
    expect(router?.state.location.search).toBe('?edit=11');
  });

  it('does not offer the form on an audited order', async () => {
    await open('/conference?edit=11', (g) => {
      serveCatalogue(g);
      g.on(reserveOrderDetail, () => ({ ...ORDER, status: 'audited' as const }));
    });
    expect(await screen.findByText('This order can no longer be changed')).toBeTruthy();
    expect(screen.queryByTestId('conference-form')).toBeNull();
  });
});

/** /conferenceDetails of `order`, its cancel answered. */
async function openDetails(order: ReserveOrderDetail, lang: Lang = 'EN') {
  return open(
    `/conferenceDetails?id=${order.id}`,
    (g) => {
      g.on(reserveOrderDetail, () => order);
      g.on(reserveOrderCancel, (input) => ({
        ...order,
        status: order.status === 'submitted' ? ('cancelled' as const) : ('cancelRequested' as const),
        reason: input.reason ?? null,
      }));
    },
    lang,
  );
}

const stepIds = () =>
  within(screen.getByTestId('order-steps'))
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));

describe('an order’s details (/conferenceDetails)', () => {
  it('a submitted order offers change and cancel; cancelling asks a reason and calls cancel', async () => {
    const { gateway } = await openDetails(ORDER);
    await screen.findByTestId('order-steps');
    expect(stepIds()).toEqual(['step-edit', 'step-cancel']);
    expect(screen.getByTestId('step-cancel').textContent).toBe('Cancel booking');
    expect(screen.getByTestId('progress-submitted').getAttribute('data-status')).toBe('current');
    expect(screen.getByTestId('progress-audited').getAttribute('data-status')).toBe('todo');
    expect(within(screen.getByTestId('order-lines')).getByText('Working lunch')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toContain(formatMoney(61_600, 'EN'));
    expect(screen.getByTestId('open-code').getAttribute('href')).toBe('/codePage?id=11');
    fireEvent.click(screen.getByTestId('step-cancel'));
    const confirm = screen.getByTestId('confirm-reject') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: 'Plans changed' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.calls(reserveOrderCancel)).toHaveLength(1));
    expect(gateway.requests(reserveOrderCancel)[0].body).toEqual({ id: 11, reason: 'Plans changed' });
  });

  it('an audited order offers only a cancellation request (in Chinese)', async () => {
    await openDetails({ ...ORDER, status: 'audited', auditedAt: '2026-11-26T11:00:00+08:00' }, 'CN');
    await screen.findByTestId('order-steps');
    expect(stepIds()).toEqual(['step-requestCancel']);
    expect(screen.getByTestId('step-requestCancel').textContent).toBe('申请取消');
    expect(screen.getByText('审核后取消需工作人员确认。')).toBeTruthy();
    expect(screen.getByTestId('progress-submitted').getAttribute('data-status')).toBe('done');
    expect(screen.getByTestId('progress-audited').getAttribute('data-status')).toBe('current');
    expect(screen.getByTestId('progress-audited').textContent).toContain('2026年11月26日 11:00');
  });

  it('a served order offers neither cancel nor change, and no check-in code', async () => {
    await openDetails({ ...ORDER, status: 'served', auditedAt: ORDER.createdAt, servedAt: ORDER.end });
    await screen.findByTestId('order-steps');
    expect(stepIds()).toEqual([]);
    expect(screen.queryByTestId('open-code')).toBeNull();
    expect(screen.getByTestId('progress-served').getAttribute('data-status')).toBe('current');
  });

  it('a pending cancel request shows where it stands and offers nothing', async () => {
    await openDetails({
      ...ORDER,
      status: 'cancelRequested',
      cancelFrom: 'audited',
      auditedAt: '2026-11-26T11:00:00+08:00',
    });
    await screen.findByTestId('order-steps');
    expect(stepIds()).toEqual([]);
    expect(screen.getByTestId('progress-cancelRequested').getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('progress-audited').getAttribute('data-status')).toBe('done');
    expect(screen.queryByTestId('progress-arranged')).toBeNull();
  });
});

describe('the applicant steps follow the order machine', () => {
  it('offers in each state exactly what the machine accepts', () => {
    const expected: Record<ReserveOrderState, string[]> = {
      submitted: ['edit', 'cancel'],
      audited: ['requestCancel'],
      arranged: ['requestCancel'],
      served: [],
      settled: [],
      rejected: [],
      cancelled: [],
      cancelRequested: [],
    };
    const api = (() => Promise.resolve(null)) as never;
    for (const status of RESERVE_ORDER_STATES) {
      const row = { id: 1, status, cancelFrom: status === 'cancelRequested' ? ('audited' as const) : null };
      expect(
        applicantSteps(row, api, () => {}).map((s) => s.key),
        status,
      ).toEqual(expected[status]);
    }
    expect(cancelKeyOf({ status: 'served', cancelFrom: null })).toBeNull();
    expect(bookingStands({ status: 'arranged', cancelFrom: null, reservationId: 4 })).toBe(true);
    expect(bookingStands({ status: 'cancelRequested', cancelFrom: 'arranged', reservationId: 4 })).toBe(true);
    expect(bookingStands({ status: 'settled', cancelFrom: null, reservationId: 4 })).toBe(false);
    expect(bookingStands({ status: 'submitted', cancelFrom: null, reservationId: null })).toBe(false);
  });

  it('shows a rejected order after the steps it reached', () => {
    const steps = progressOf({ ...ORDER, status: 'rejected', auditedAt: '2026-11-26T11:00:00+08:00' });
    expect(steps.map((s) => [s.state, s.status])).toEqual([
      ['submitted', 'done'],
      ['audited', 'done'],
      ['rejected', 'current'],
    ]);
  });
});

describe('my meetings (/conference-center)', () => {
  it('shows the status tabs with counts and the orders, each opening its details', async () => {
    const { gateway, router } = await open('/conference-center', (g) => {
      g.on(reserveOrderStatusCount, () => ({
        ...(Object.fromEntries(RESERVE_ORDER_STATES.map((s) => [s, 0])) as Record<ReserveOrderState, number>),
        submitted: 1,
        served: 2,
      }));
      g.on(reserveOrderPage, (input) =>
        aPage(
          input.status === 'served' ? [{ ...ORDER, id: 12, status: 'served' as const, subject: 'Review' }] : [ORDER],
        ),
      );
    });
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('All (3)'));
    expect(screen.getByTestId('tab-served').textContent).toBe('Served (2)');
    const card = await screen.findByTestId('meeting-card');
    expect(within(card).getByText('Board meeting')).toBeTruthy();
    expect(within(card).getByText(formatMoney(61_600, 'EN'))).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/conferenceDetails?id=11');
    fireEvent.click(screen.getByTestId('tab-served'));
    expect(await screen.findByText('Review')).toBeTruthy();
    expect(router?.state.location.search).toBe('?status=served');
    expect(gateway.calls(reserveOrderPage).at(-1)).toMatchObject({ status: 'served', pageNo: 1 });
  });
});

describe('the check-in code (/codePage)', () => {
  it("shows the QR and the link of the order's booking check-in", async () => {
    const { gateway } = await open('/codePage?id=11', (g) => {
      g.on(reserveOrderDetail, () => ORDER);
      g.on(signCode, ({ id }) => ({ id, code: `${id}.mac+/=` }));
    });
    const link = await screen.findByTestId('code-link');
    const url = `${window.location.origin}/sign?code=40.mac%2B%2F%3D`;
    expect(gateway.calls(signCode)).toEqual([{ id: 40 }]);
    expect(link.getAttribute('href')).toBe(url);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Check-in code' }).getAttribute('src')).toMatch(
        /^data:image\/svg\+xml;utf8,%3Csvg/,
      ),
    );
  });

  it('says there is nothing to check in for a cancelled order', async () => {
    const { gateway } = await open('/codePage?id=11', (g) => {
      g.on(reserveOrderDetail, () => ({ ...ORDER, status: 'cancelled' as const }));
    });
    expect(await screen.findByTestId('code-none')).toBeTruthy();
    expect(gateway.calls(signCode)).toHaveLength(0);
  });
});

/**
 * /trip against the fake gateway: the day opens on the campus's today (one call, `/mc/trip/day`),
 * shows vouchers ("All day") and then meetings and deliveries with their times, kinds and states,
 * each linking to its page (my order, the room's day for a meeting I attend, my delivery, my
 * voucher); previous / next day read that day and put it in the address; an empty day says so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tripDay, type TripDay, type TripItem } from '../../platform/contracts/conference-day.contract';
import { renderWithRuntime } from '../../ui/testing';
import { campusToday, addDays } from './day';
import { TripPage } from './trip-page';

const TODAY = campusToday();

const ITEMS: TripItem[] = [
  {
    kind: 'voucher',
    id: 31,
    ticketTypeName: 'Lunch',
    customerName: 'Administration Office',
    validFrom: TODAY,
    validTo: TODAY,
    status: 'unused',
  },
  {
    kind: 'meeting',
    id: 12,
    orderNo: 'RO20261129-0002',
    reservationId: 77,
    siteId: 5,
    siteName: 'Meeting Room 302',
    subject: 'Budget review',
    start: `${TODAY}T09:00:00+08:00`,
    end: `${TODAY}T10:00:00+08:00`,
    status: 'audited',
    role: 'attendee',
  },
  {
    kind: 'meeting',
    id: 11,
    orderNo: 'RO20261129-0001',
    reservationId: 76,
    siteId: 4,
    siteName: 'Meeting Room 301',
    subject: 'Team sync',
    start: `${TODAY}T10:00:00+08:00`,
    end: `${TODAY}T11:30:00+08:00`,
    status: 'submitted',
    role: 'applicant',
  },
  {
    kind: 'delivery',
    id: 21,
    orderNo: 'FD20261129-0001',
    timeRangeName: 'Lunch',
    start: `${TODAY}T11:30:00+08:00`,
    end: `${TODAY}T13:00:00+08:00`,
    state: 'audited',
    area: 'East Campus',
    address: 'Room 101',
    totalCents: 5600,
  },
];

async function renderTrip(url = '/trip', lang: 'EN' | 'CN' = 'EN', items = ITEMS) {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url,
    routes: [{ path: '/trip', element: <TripPage /> }],
    serve: (g) => g.on(tripDay, ({ date }): TripDay => ({ date: date ?? TODAY, items: date === TODAY ? items : [] })),
  });
}

describe('/trip', () => {
  it("shows today's vouchers, meetings and deliveries on one timeline, each linking to its page", async () => {
    const { gateway } = await renderTrip();
    const entries = await screen.findAllByTestId('trip-entry');
    expect(gateway.calls(tripDay)).toEqual([{ date: TODAY }]);
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['voucher', 'meeting', 'meeting', 'delivery']);
    expect(entries.map((e) => within(e).getByTestId('trip-time').textContent)).toEqual([
      'All day',
      '09:00–10:00',
      '10:00–11:30',
      '11:30–13:00',
    ]);
    const list = screen.getByRole('list', { name: /^My day on / });
    const link = (name: string) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(link('Open Lunch')).toBe('/myMealVoucherDetail?id=31');
    expect(link('Open Budget review')).toBe(`/schedulingDetails?roomId=5&date=${TODAY}&id=77`);
    expect(link('Open Team sync')).toBe('/conferenceDetails?id=11');
    expect(link('Open Lunch · FD20261129-0001')).toBe('/foodDeliveryOrder?id=21');
    expect(within(entries[1]).getByTestId('trip-role').textContent).toBe('Attending');
    expect(within(entries[2]).getByTestId('trip-role').textContent).toBe('Booked by me');
    expect(within(entries[2]).getByTestId('trip-state').textContent).toBe('Submitted');
    expect(within(entries[3]).getByTestId('trip-state').textContent).toBe('Audited');
    expect(entries[3].textContent).toContain('To East Campus Room 101');
    expect(within(entries[0]).getByTestId('trip-state').textContent).toBe('Unused');
    expect(screen.queryByTestId('trip-today')).toBeNull();
  });

  it('moves to the next and previous day, reading that day and keeping it in the address', async () => {
    const { gateway, router } = await renderTrip();
    await screen.findAllByTestId('trip-entry');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(gateway.calls(tripDay).at(-1)).toEqual({ date: addDays(TODAY, 1) }));
    expect(router?.state.location.search).toBe(`?date=${addDays(TODAY, 1)}`);
    expect(await screen.findByText('Nothing planned for this day')).toBeTruthy();
    fireEvent.click(screen.getByTestId('trip-today'));
    await waitFor(() => expect(router?.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('trip-entry')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(gateway.calls(tripDay).at(-1)).toEqual({ date: addDays(TODAY, -1) }));
  });

  it('opens the day the address names, and says when it holds nothing (Chinese)', async () => {
    const { gateway } = await renderTrip('/trip?date=2031-03-04', 'CN');
    expect(await screen.findByText('这一天没有安排')).toBeTruthy();
    expect(gateway.calls(tripDay)).toEqual([{ date: '2031-03-04' }]);
    expect(screen.getByTestId('trip-day').textContent).toBe('2031年3月4日 周二');
    expect((screen.getByTestId('trip-date') as HTMLInputElement).value).toBe('2031-03-04');
  });
});

/**
 * The catering app's /site page on the fake gateway through the real runtime: the day's
 * bookings (with the meeting order holding each) and locks are drawn in their rooms' rows;
 * clicking a booking shows its order; a lock block offers Unlock only where the room lock
 * machine accepts `lock.unlock` now (and only with the permission) and sends it; Lock posts
 * the room, the period of the day shown and the reason.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getDynamicPage,
  getRoomReserveDynamicPage,
  lock,
  unlock,
  type RoomDynamic,
  type RoomLockRow,
  type RoomReserveDynamic,
} from '../../platform/contracts/catering-room.contract';
import { reserveOrderDetail, type ReserveOrderDetail } from '../../platform/contracts/reserve-order.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import { addDays, campusToday, wireTime } from '../../ui/room-timeline';
import SitePage from './site-page';

const today = campusToday();
const place = { sceneId: 4, campusId: 1, campusName: 'East Campus', buildingName: 'Library', floorName: '3F' };

/** Room 301 with a booking held by an order; Room 302 with a lock ending tomorrow (unlockable) and an expired one. */
const rooms: RoomDynamic[] = [
  {
    id: 1,
    name: 'Meeting Room 301',
    ...place,
    capacity: 12,
    timeZone: 'Asia/Shanghai',
    bookings: [
      {
        id: 5,
        start: wireTime(today, '10:00'),
        end: wireTime(today, '11:30'),
        status: 'approved',
        subject: 'Budget',
        bookerName: 'Demo Booker',
      },
    ],
    locks: [],
  },
  {
    id: 2,
    name: 'Meeting Room 302',
    ...place,
    capacity: 30,
    timeZone: 'Asia/Shanghai',
    bookings: [],
    locks: [
      {
        id: 7,
        start: wireTime(today, '00:00'),
        end: wireTime(addDays(today, 1), '00:00'),
        reason: 'Paint',
        state: 'active',
      },
      {
        id: 8,
        start: wireTime(addDays(today, -1), '08:00'),
        end: wireTime(addDays(today, -1), '09:00'),
        reason: 'Old',
        state: 'expired',
      },
    ],
  },
];

const reserves: RoomReserveDynamic[] = [
  {
    id: 5,
    siteId: 1,
    siteName: 'Meeting Room 301',
    start: wireTime(today, '10:00'),
    end: wireTime(today, '11:30'),
    status: 'approved',
    subject: 'Budget',
    userId: 3,
    bookerName: 'Demo Booker',
    createdAt: wireTime(addDays(today, -2), '09:00'),
    order: { id: 40, orderNo: 'MS202611260001', status: 'audited', attendees: 10, totalCents: 123450 },
  },
];

/** The one line of order 40 (the page reads only the lines of the detail). */
const LUNCH = {
  kind: 'dining',
  refId: 3,
  name: 'Lunch box',
  unit: 'box',
  unitPriceCents: 3000,
  quantity: 10,
  amountCents: 30000,
};

const lockRow = (id: number, siteId: number, reason: string, start: string, end: string): RoomLockRow => ({
  id,
  siteId,
  siteName: 'Meeting Room 301',
  campusName: 'East Campus',
  start,
  end,
  reason,
  state: 'scheduled',
  lockedByName: 'Catering Staff',
  lockedAt: wireTime(today, '08:00'),
  unlockedByName: null,
  unlockedAt: null,
});

async function setup(permissions: string[]) {
  const { gateway } = await renderWithRuntime(<SitePage />, {
    app: 'catering',
    lang: 'EN',
    url: '/site',
    user: aUser({ account: 'catering', permissions: ['mc:desk:site', 'mc:room:dynamic', ...permissions] }),
    serve: (g) => {
      g.on(getDynamicPage, () => aPage(rooms));
      g.on(getRoomReserveDynamicPage, () => aPage(reserves));
      g.on(reserveOrderDetail, () => ({ lines: [LUNCH] }) as unknown as ReserveOrderDetail);
      g.on(lock, (input) => lockRow(9, input.siteId, input.reason, input.start, input.end));
      g.on(unlock, ({ id }) => ({
        ...lockRow(id, 2, 'Paint', rooms[1].locks[0].start, rooms[1].locks[0].end),
        state: 'unlocked' as const,
      }));
    },
  });
  await screen.findByText('Meeting Room 301');
  return gateway;
}

describe('/site', () => {
  it("draws the day's bookings with their orders and the locks in their rooms' rows", async () => {
    const gateway = await setup([]);
    const room301 = screen.getByTestId('site-room-1');
    const room302 = screen.getByTestId('site-room-2');
    await waitFor(() => expect(within(room301).getByTestId('site-order').textContent).toContain('MS202611260001'));
    const booking = within(room301).getByTestId('site-booking');
    expect(booking.textContent).toContain('10:00–11:30 Budget');
    expect(booking.textContent).toContain('Demo Booker');
    expect(within(room301).getByTestId('site-order').textContent).toBe('MS202611260001 · audited · 10 people');
    expect(within(room301).queryByTestId('site-lock')).toBeNull();
    expect(within(room302).queryByTestId('site-booking')).toBeNull();
    // The expired lock of yesterday lies outside the day's axis: only today's is drawn.
    expect(
      within(room302)
        .getAllByTestId('site-lock')
        .map((b) => b.textContent),
    ).toEqual(['Locked: Paint']);
    expect(within(room301).getByText('12 people')).toBeTruthy();
    // The now-line: one per room while the campus clock is on the 07:00–22:00 axis.
    const campusHour = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
    expect(screen.queryAllByTestId('now-line')).toHaveLength(campusHour >= 7 && campusHour < 22 ? 2 : 0);
    expect(gateway.requests(getDynamicPage)[0].body).toMatchObject({ dateFrom: today, dateTo: today });
    expect(gateway.requests(getRoomReserveDynamicPage)[0].body).toMatchObject({ dateFrom: today, dateTo: today });

    fireEvent.click(booking);
    const details = await screen.findByTestId('order-details');
    expect(details.textContent).toContain('MS202611260001');
    expect(details.textContent).toContain('Attendees: 10');
    expect(details.textContent).toContain('1,234.50');
    expect((await screen.findByTestId('order-lines')).textContent).toContain('Lunch box × 10 box: ');
    expect(screen.getByTestId('order-lines').textContent).toContain('300.00');
    expect(gateway.calls(reserveOrderDetail)).toEqual([{ id: 40 }]);
    // Without the lock permissions nothing is offered.
    expect(screen.queryByTestId('lock-room')).toBeNull();
  });

  it('offers Unlock on a lock the machine lets end, with the permission, and sends it', async () => {
    const gateway = await setup(['mc:roomLock:unlock']);
    fireEvent.click(within(screen.getByTestId('site-room-2')).getByTestId('site-lock'));
    const details = await screen.findByTestId('block-details');
    expect(details.textContent).toContain('Paint');
    fireEvent.click(within(details).getByTestId('unlock'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Unlock Meeting Room 302 (Paint)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(unlock).map((r) => r.body)).toEqual([{ id: 7 }]));
  });

  it('offers no Unlock where the machine refuses it or without the permission', async () => {
    const { mayUnlock } = await import('../../ui/room-timeline');
    // The machine: an expired or unlocked lock cannot end, nor an active one past its end.
    const active = rooms[1].locks[0];
    expect(mayUnlock(active, Date.now())).toBe(true);
    expect(mayUnlock(active, Date.parse(active.end))).toBe(false);
    expect(mayUnlock({ ...active, state: 'expired' }, Date.now())).toBe(false);
    expect(mayUnlock({ ...active, state: 'unlocked' }, Date.now())).toBe(false);
    await setup([]);
    fireEvent.click(within(screen.getByTestId('site-room-2')).getByTestId('site-lock'));
    await screen.findByTestId('block-details');
    expect(screen.queryByTestId('unlock')).toBeNull();
  });

  it('locks a room over a period of the day shown with a reason', async () => {
    const gateway = await setup(['mc:roomLock:lock']);
    fireEvent.click(within(screen.getByTestId('site-room-1')).getByTestId('lock-room'));
    const form = await screen.findByTestId('lock-form');
    expect(form.textContent).toContain('Lock Meeting Room 301');
    expect((within(form).getByTestId('confirm-lock') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '14:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '16:30' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: '  Carpet cleaning ' } });
    fireEvent.click(within(form).getByTestId('confirm-lock'));
    await waitFor(() =>
      expect(gateway.requests(lock).map((r) => r.body)).toEqual([
        { siteId: 1, start: wireTime(today, '14:00'), end: wireTime(today, '16:30'), reason: 'Carpet cleaning' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('lock-form')).toBeNull());
  });
});

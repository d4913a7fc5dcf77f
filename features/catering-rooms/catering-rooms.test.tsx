/**
 * The catering room pages against the fake gateway through the real runtime: /roomUpdates
 * offers Unlock only where the room lock machine accepts it (and only with the permission)
 * and sends it after the confirm; /roomCenter searches free rooms for a time and a size and
 * locks one with a reason; /meetWeeks shows the week's bookings and locks by room and day
 * and moves by a week.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getAvailable,
  getDynamicPage,
  getLockRoomPage,
  lock,
  unlock,
  type AvailableRoom,
  type RoomDynamic,
  type RoomLockRow,
} from '../../platform/contracts/catering-room.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import RoomUpdatesPage from './room-updates-page';
import RoomCenterPage from './room-center-page';
import MeetWeeksPage from './meet-weeks-page';
import { addDays, campusToday, mondayOf, wireTime } from '../../ui/room-timeline';

const today = campusToday();
const tomorrow = addDays(today, 1);
const lockRow = (id: number, siteName: string, state: RoomLockRow['state'], date: string): RoomLockRow => ({
  id,
  siteId: id,
  siteName,
  campusName: 'East Campus',
  start: wireTime(date, '09:00'),
  end: wireTime(date, '12:00'),
  reason: `Reason ${id}`,
  state,
  lockedByName: 'Catering Staff',
  lockedAt: wireTime(today, '08:00'),
  unlockedByName: state === 'unlocked' ? 'Catering Staff' : null,
  unlockedAt: state === 'unlocked' ? wireTime(today, '08:30') : null,
});

describe('RoomUpdatesPage', () => {
  const rows = [
    lockRow(1, 'Room A', 'scheduled', tomorrow),
    lockRow(2, 'Room B', 'expired', addDays(today, -7)),
    lockRow(3, 'Room C', 'unlocked', tomorrow),
  ];
  async function setup(permissions: string[]) {
    const { gateway } = await renderWithRuntime(<RoomUpdatesPage />, {
      lang: 'EN',
      url: '/roomUpdates',
      user: aUser({ account: 'catering', permissions: ['mc:roomLock:page', ...permissions] }),
      serve: (gateway) => {
        gateway.on(getLockRoomPage, () => aPage(rows));
        gateway.on(unlock, ({ id }) => {
          rows[0] = { ...rows[0], state: 'unlocked' };
          return rows.find((r) => r.id === id)!;
        });
      },
    });
    await screen.findByText('Room A');
    return gateway;
  }
  const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('offers Unlock only on a lock the machine lets end, and sends it after the confirm', async () => {
    const gateway = await setup(['mc:roomLock:unlock']);
    expect(within(rowOf('Room A')).getByTestId('lock-state').textContent).toBe('scheduled');
    expect(within(rowOf('Room B')).queryByTestId('action-unlock')).toBeNull();
    expect(within(rowOf('Room C')).queryByTestId('action-unlock')).toBeNull();
    fireEvent.click(within(rowOf('Room A')).getByTestId('action-unlock'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Unlock Room A (Reason 1)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(unlock).map((r) => r.body)).toEqual([{ id: 1 }]));
    await waitFor(() => expect(within(rowOf('Room A')).queryByTestId('action-unlock')).toBeNull());
  });

  it('offers no Unlock without the permission', async () => {
    await setup([]);
    expect(screen.queryByTestId('action-unlock')).toBeNull();
  });
});

describe('RoomCenterPage', () => {
  const room: AvailableRoom = {
    id: 7,
    name: 'Meeting Room 503',
    sceneId: 4,
    campusId: 2,
    campusName: 'West Campus',
    buildingName: 'Administration Building',
    floorName: '5F',
    capacity: 30,
    devices: [{ code: 'projector', nameCn: '投影仪', nameEn: 'Projector', nameTc: '投影機', quantity: 2 }],
  };

  it('finds free rooms for a time and a size, and locks one with a reason', async () => {
    const { gateway } = await renderWithRuntime(<RoomCenterPage />, {
      lang: 'EN',
      url: '/roomCenter',
      user: aUser({ account: 'catering', permissions: ['mc:room:page', 'mc:roomLock:lock'] }),
      serve: (gateway) => {
        gateway.on(getAvailable, () => [room]);
        gateway.on(lock, (input) => ({ ...lockRow(9, room.name, 'scheduled', tomorrow), ...input }));
      },
    });
    fireEvent.change(screen.getByLabelText('Attendees'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('room-search'));
    const row = await screen.findByTestId('free-room');
    expect(row.textContent).toContain('West Campus / Administration Building / 5F');
    expect(row.textContent).toContain('Projector × 2');
    expect(gateway.requests(getAvailable).at(-1)!.body).toMatchObject({
      start: wireTime(tomorrow, '09:00'),
      end: wireTime(tomorrow, '10:00'),
      attendees: '25',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Lock' }));
    const form = await screen.findByTestId('lock-form');
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Repairs' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lock' }));
    await waitFor(() =>
      expect(gateway.requests(lock).map((r) => r.body)).toEqual([
        { siteId: 7, start: wireTime(tomorrow, '09:00'), end: wireTime(tomorrow, '10:00'), reason: 'Repairs' },
      ]),
    );
  });

  it('hides Lock without the permission', async () => {
    await renderWithRuntime(<RoomCenterPage />, {
      lang: 'EN',
      url: '/roomCenter',
      user: aUser({ account: 'viewer', permissions: ['mc:room:page'] }),
      serve: (gateway) => gateway.on(getAvailable, () => [room]),
    });
    fireEvent.click(screen.getByTestId('room-search'));
    const row = await screen.findByTestId('free-room');
    expect(within(row).queryByRole('button', { name: 'Lock' })).toBeNull();
  });
});

describe('MeetWeeksPage', () => {
  it("shows the week's bookings and locks by room and day, and moves by a week", async () => {
    const monday = mondayOf(today);
    const wednesday = addDays(monday, 2);
    const rooms: RoomDynamic[] = [
      {
        id: 1,
        name: 'Meeting Room 301',
        sceneId: 4,
        campusId: 1,
        campusName: 'East Campus',
        buildingName: 'Library',
        floorName: '3F',
        capacity: 12,
        timeZone: 'Asia/Shanghai',
        bookings: [
          {
            id: 5,
            start: wireTime(wednesday, '10:00'),
            end: wireTime(wednesday, '11:00'),
            status: 'approved',
            subject: 'Budget',
            bookerName: 'Demo Booker',
          },
          {
            id: 6,
            start: wireTime(wednesday, '14:00'),
            end: wireTime(wednesday, '15:00'),
            status: 'approved',
            subject: null,
            bookerName: null,
          },
        ],
        locks: [
          {
            id: 2,
            start: wireTime(monday, '00:00'),
            end: wireTime(addDays(monday, 1), '00:00'),
            reason: 'Paint',
            state: 'active',
          },
        ],
      },
    ];
    const { gateway } = await renderWithRuntime(<MeetWeeksPage />, {
      lang: 'EN',
      url: '/meetWeeks',
      user: aUser({ account: 'catering', permissions: ['mc:room:dynamic'] }),
      serve: (gateway) => gateway.on(getDynamicPage, () => aPage(rooms)),
    });
    const row = await screen.findByTestId('week-room');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(8);
    expect(within(cells[1]).getByTestId('week-lock').textContent).toBe('Locked: Paint');
    expect(within(cells[2]).queryByTestId('week-lock')).toBeNull();
    expect(
      within(cells[3])
        .getAllByTestId('week-booking')
        .map((b) => b.textContent),
    ).toEqual(['10:00–11:00BudgetDemo Booker', '14:00–15:00Occupied']);
    expect(gateway.requests(getDynamicPage)[0].body).toMatchObject({ dateFrom: monday, dateTo: addDays(monday, 6) });
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(gateway.requests(getDynamicPage).at(-1)!.body).toMatchObject({ dateFrom: addDays(monday, 7) }),
    );
  });
});

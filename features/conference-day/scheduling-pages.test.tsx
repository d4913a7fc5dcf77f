/**
 * /scheduling and /schedulingDetails against the fake gateway: the day's rooms as the rows of the
 * shared room timeline, their bookings as blocks named by time, subject (or "Occupied") and state;
 * rooms page by page ("More rooms"); a block opens the room's day with that meeting singled out, my
 * own with a link to its order, another's without its details; a room that does not exist and a
 * link without a room say so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  roomSchedule,
  type ScheduleMeeting,
  type ScheduleRoom,
} from '../../platform/contracts/conference-day.contract';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { SchedulingDetailsPage } from './scheduling-details-page';
import { SchedulingPage } from './scheduling-page';
import { campusToday } from './day';

const DAY = '2031-03-04';

const meeting = (over: Partial<ScheduleMeeting>): ScheduleMeeting => ({
  id: 1,
  start: `${DAY}T10:00:00+08:00`,
  end: `${DAY}T11:00:00+08:00`,
  status: 'approved',
  subject: null,
  organisation: null,
  orderId: null,
  orderStatus: null,
  mine: false,
  attending: false,
  ...over,
});

const MINE = meeting({
  id: 76,
  subject: 'Team sync',
  organisation: 'Administration Office',
  orderId: 11,
  orderStatus: 'audited',
  mine: true,
});
const OTHERS = meeting({
  id: 80,
  start: `${DAY}T14:00:00+08:00`,
  end: `${DAY}T15:30:00+08:00`,
  status: 'pendingAudit',
});

const room = (id: number, name: string, meetings: ScheduleMeeting[]): ScheduleRoom => ({
  id,
  name,
  campusName: 'East Campus',
  buildingName: 'Admin Building',
  floorName: '3F',
  capacity: 20,
  devices: [{ code: 'projector', nameCn: '投影仪', nameEn: 'Projector', nameTc: '投影儀', quantity: 1 }],
  meetings,
});

const ROOM_301 = room(4, 'Meeting Room 301', [MINE, OTHERS]);
const ROOM_302 = room(5, 'Meeting Room 302', []);
const ROOM_303 = room(6, 'Meeting Room 303', []);

function render(url: string, lang: 'EN' | 'CN' = 'EN') {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url,
    routes: [
      { path: '/scheduling', element: <SchedulingPage /> },
      { path: '/schedulingDetails', element: <SchedulingDetailsPage /> },
    ],
    serve: (g) =>
      g.on(roomSchedule, ({ siteId, pageNo = 1 }) => {
        if (siteId) {
          const found = [ROOM_301, ROOM_302, ROOM_303].filter((r) => r.id === siteId);
          return aPage(found, { pageSize: 1 });
        }
        return pageNo === 1
          ? aPage([ROOM_301, ROOM_302], { total: 3, pageSize: 2 })
          : aPage([ROOM_303], { total: 3, pageNo: 2, pageSize: 2 });
      }),
  });
}

describe('/scheduling', () => {
  it("draws the day's rooms as rows and their bookings as blocks, rooms page by page (English)", async () => {
    const { gateway } = await render(`/scheduling?date=${DAY}`);
    const rows = await screen.findAllByTestId('schedule-room');
    expect(gateway.calls(roomSchedule)).toEqual([{ date: DAY, pageNo: 1, pageSize: 10 }]);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Meeting Room 301', 'Meeting Room 302']);
    expect(rows[0].textContent).toContain('Holds 20 · 2 meetings');
    expect(screen.getByTestId('schedule-day').textContent).toBe('Tue, 4 Mar 2031');
    const blocks = within(rows[0]).getAllByTestId('schedule-block');
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual([
      '10:00–11:00 Team sync (Booked)',
      '14:00–15:30 Occupied (Pending approval)',
    ]);
    expect(screen.getByRole('link', { name: 'Meeting Room 302 on the day' }).getAttribute('href')).toBe(
      `/schedulingDetails?roomId=5&date=${DAY}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More rooms' }));
    await waitFor(() => expect(screen.getAllByTestId('schedule-room')).toHaveLength(3));
    expect(gateway.calls(roomSchedule).at(-1)).toEqual({ date: DAY, pageNo: 2, pageSize: 10 });
    expect(screen.queryByRole('button', { name: 'More rooms' })).toBeNull();
  });

  it("opens today by default and a block opens the room's day with that meeting", async () => {
    const { gateway, router } = await render('/scheduling');
    await screen.findAllByTestId('schedule-room');
    expect(gateway.calls(roomSchedule)[0]).toMatchObject({ date: campusToday() });
    // The blocks of the fixture lie on DAY: open it, then a block.
    fireEvent.change(screen.getByTestId('schedule-date'), { target: { value: DAY } });
    await waitFor(() => expect(router?.state.location.search).toBe(`?date=${DAY}`));
    const block = await screen.findByRole('button', { name: '14:00–15:30 Occupied (Pending approval)' });
    fireEvent.click(block);
    await waitFor(() => expect(router?.state.location.pathname).toBe('/schedulingDetails'));
    expect(router?.state.location.search).toBe(`?roomId=4&date=${DAY}&id=80`);
    const chosen = await screen.findByRole('article', { name: 'The meeting chosen' });
    expect(within(chosen).getByTestId('schedule-meeting-title').textContent).toBe('Occupied');
  });
});

describe('/schedulingDetails', () => {
  it("shows the room and its day, another's meeting without details, mine with its order (English)", async () => {
    const { gateway } = await render(`/schedulingDetails?roomId=4&date=${DAY}&id=80`);
    expect((await screen.findByTestId('room-name')).textContent).toBe('Meeting Room 301');
    expect(gateway.calls(roomSchedule)).toEqual([{ date: DAY, siteId: 4, pageNo: 1, pageSize: 1 }]);
    const facts = screen.getByTestId('room-facts').textContent;
    expect(facts).toContain('East Campus · Admin Building · 3F');
    expect(facts).toContain('Projector × 1');
    const cards = screen.getAllByTestId('schedule-meeting');
    // The meeting named first.
    expect(cards[0].getAttribute('data-selected')).toBe('true');
    expect(cards[0].textContent).toContain('Not your meeting: its details are not shown');
    expect(within(cards[0]).getByTestId('schedule-meeting-time').textContent).toBe('14:00–15:30');
    expect(within(cards[0]).queryByRole('link')).toBeNull();
    expect(within(cards[1]).getByTestId('schedule-meeting-title').textContent).toBe('Team sync');
    expect(cards[1].textContent).toContain('Organisation: Administration Office');
    expect(cards[1].textContent).toContain('Order: Audited');
    expect(within(cards[1]).getByRole('link', { name: 'Open my order' }).getAttribute('href')).toBe(
      '/conferenceDetails?id=11',
    );
    expect(screen.getByRole('link', { name: 'Back to the schedule' }).getAttribute('href')).toBe(
      `/scheduling?date=${DAY}`,
    );
  });

  it('says when the room does not exist, or none is named (Chinese)', async () => {
    await render(`/schedulingDetails?roomId=99&date=${DAY}`, 'CN');
    expect(await screen.findByText('找不到该会议室')).toBeTruthy();
  });

  it('asks for a room when the link names none', async () => {
    const { gateway } = await render('/schedulingDetails?id=80');
    expect(await screen.findByText('No room or date given')).toBeTruthy();
    expect(gateway.calls(roomSchedule)).toEqual([]);
  });
});

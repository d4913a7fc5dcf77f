/**
 * The cross-day pages, the multi-day page and the calendar in the real runtime
 * (renderWithRuntime), the gateway answering from a per-test table. The wizard's states are
 * checked by cross-day-booking.paths.test.tsx; here what it does not: the requests sent
 * (crossDay, the chosen range, the accepted notices), taken slots left out of the choices, a
 * site whose rule refuses cross-day bookings, the multi-day batch (per-date availability,
 * the dates sent, a refusal naming the day) and the month calendar (marked days, a day's
 * list, a booking over two days).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallContract } from '../../platform/contracts/define-call';
import { formRuleForBooking } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import {
  addReserve,
  currentPage,
  currentPeriod,
  lockSite,
  siteRule,
  unLockSite,
  type Slot,
} from '../../platform/contracts/reserve.contract';
import { sceneDetail } from '../../platform/contracts/site.contract';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { formatCalendarDate, nextDays, todayIn } from '../../ui/terminal-shell/time-format';
import { CalendarPage, CrossDayFormPage, CrossDayLayout, CrossDayTablePage, DaysReservePage } from './index';
import { datesOf, formatMonth, monthGrid, monthWindow } from './calendar-page';

/** The fake server's answers by path (each gets the parsed input), and the calls made. Reset per test. */
const server = {
  handlers: {} as Record<string, (input: any) => unknown>,
  calls: [] as { path: string; input: any }[],
};
/** The calls the pages make, answered by {@link server}. */
const CONTRACTS: CallContract[] = [
  sceneDetail,
  siteRule,
  currentPeriod,
  currentPage,
  lockSite,
  unLockSite,
  reserveNotices,
  addReserve,
  formRuleForBooking,
];

const ZONE = 'Asia/Shanghai';
const [, D1, D2, D3] = nextDays(ZONE, 4);
const SITE = {
  id: 11,
  name: 'Meeting Room 301',
  sceneId: 3,
  sceneName: 'Meeting room',
  campusName: 'East',
  buildingName: 'Library',
  floorName: '3F',
  timeZone: ZONE,
  kind: 'single',
  capacity: 1,
  slotMinutes: 60,
  openingHours: [],
};
const RULE = {
  siteId: 11,
  name: 'Meeting rooms',
  advanceDays: 14,
  openDaysBefore: null,
  openTime: null,
  minMinutes: 0,
  maxMinutes: 480,
  perDay: null,
  perWeek: null,
  cancelBeforeMinutes: 0,
  lateCancelMinutes: 0,
  checkInBeforeMinutes: 15,
  checkInAfterMinutes: 15,
  needsApproval: true,
  participantsMin: 0,
  participantsMax: null,
  holdMinutes: 10,
  allowCrossDay: true,
  maxCrossDays: 3,
  waitlist: false,
};
let takenOn: Record<string, number[]> = {};

/** 08:00–18:00 in hours; the indexes in `takenOn[date]` are taken. */
function slotsOf(date: string): Slot[] {
  return Array.from({ length: 10 }, (_, i) => ({
    start: `${date}T${String(8 + i).padStart(2, '0')}:00:00+08:00`,
    end: `${date}T${String(9 + i).padStart(2, '0')}:00:00+08:00`,
    status: (takenOn[date] ?? []).includes(i) ? 'taken' : 'free',
  }));
}

const detail = (start: string, end: string, id = 99) => ({
  id,
  siteId: 11,
  siteName: SITE.name,
  sceneName: 'Meeting room',
  campusName: 'East',
  start,
  end,
  status: 'pendingAudit',
  userId: 1,
  userName: 'Booker',
  account: 'booker',
  createdAt: `${D1}T08:00:00+08:00`,
  subject: null,
  phone: null,
  remark: null,
  buildingName: 'Library',
  floorName: '3F',
  timeZone: ZONE,
  cancelledAt: null,
  cancellable: true,
});

beforeEach(() => {
  takenOn = {};
  server.calls = [];
  server.handlers = {
    '/api/site/scene/detail': () => ({
      id: 3,
      code: 'meetingRoom',
      name: 'Meeting room',
      icon: null,
      siteCount: 1,
      sites: [SITE],
    }),
    '/api/reserve/rule': () => RULE,
    '/api/reserve/current/period': ({ siteId, date }: { siteId: number; date: string }) => ({
      siteId,
      date,
      timeZone: ZONE,
      slots: slotsOf(date),
    }),
    '/api/reserve/lockSite': ({ siteId, start, end }: { siteId: number; start: string; end: string }) => ({
      id: 7,
      siteId,
      start,
      end,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      holdMinutes: 10,
    }),
    '/api/reserve/unLockSite': () => ({ released: true }),
    '/api/formRule/forBooking': () => null,
    '/api/reserve/notices': () => [
      { id: 4, version: 2, kind: 'notice', title: 'Meeting room notice', content: 'Tidy up.' },
    ],
    '/api/reserve/addReserve': (input: { start: string; end: string; dates?: string[] }) => ({
      ...detail(input.start, input.end),
      ...(input.dates ? { batchId: 'b1', ids: input.dates.map((_, i) => 100 + i) } : {}),
    }),
  };
});

async function renderAt(url: string) {
  const { router } = await renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    serve: (gateway) => {
      for (const contract of CONTRACTS) {
        gateway.on(contract, (input: unknown) => {
          server.calls.push({ path: contract.path, input });
          const handler = server.handlers[contract.path];
          if (!handler) throw new Error(`no answer for ${contract.path}`);
          return handler(input) as never;
        });
      }
    },
    routes: [
      {
        element: <CrossDayLayout />,
        children: [
          { path: '/appointment/crossdaytable', element: <CrossDayTablePage /> },
          { path: '/appointment/crossdayform', element: <CrossDayFormPage /> },
        ],
      },
      { path: '/daysReserve', element: <DaysReservePage /> },
      { path: '/calendar', element: <CalendarPage /> },
      { path: '/my', element: <h1>My bookings page</h1> },
    ],
  });
  return router!;
}

const select = async (testId: string, value: string) => {
  const field = await screen.findByTestId(testId);
  await waitFor(() => expect(within(field).getByRole('option', { name: value })).toBeTruthy());
  fireEvent.change(field, {
    target: { value: within(field).getByRole('option', { name: value }).getAttribute('value') },
  });
};

describe('cross-day booking pages', () => {
  it('choose a range on the table, hold it, fill the form, book; the request is one cross-day booking', async () => {
    takenOn = { [D1]: [0] };
    const router = await renderAt('/appointment/crossdaytable?sceneId=3&siteId=11');
    expect(await screen.findByRole('heading', { name: 'Cross-day booking · Meeting Room 301' })).toBeTruthy();
    expect(screen.getByText(/at most 3 days/)).toBeTruthy();
    await select('cross-start-date', D1);
    // A taken slot is no start time.
    await waitFor(() =>
      expect(within(screen.getByTestId('cross-start-time')).queryByRole('option', { name: '09:00' })).toBeTruthy(),
    );
    expect(within(screen.getByTestId('cross-start-time')).queryByRole('option', { name: '08:00' })).toBeNull();
    await select('cross-start-time', '16:00');
    await select('cross-end-date', D2);
    expect(within(screen.getByTestId('cross-end-date')).queryByRole('option', { name: D3 })).toBeTruthy();
    await select('cross-end-time', '10:00');
    await waitFor(() => expect(screen.getByTestId(`day-${D1}`).querySelectorAll('[data-chosen]')).toHaveLength(2));
    expect(screen.getByTestId(`day-${D2}`).querySelectorAll('[data-chosen]')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/crossdayform'));
    expect(server.calls.find((c) => c.path === '/api/reserve/lockSite')!.input).toEqual({
      siteId: 11,
      start: `${D1}T16:00:00+08:00`,
      end: `${D2}T10:00:00+08:00`,
      crossDay: true,
    });
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Workshop' } });
    const book = screen.getByRole('button', { name: 'Book' });
    await screen.findByText('Meeting room notice');
    expect((book as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('I have read and accept the booking notice and disclaimer'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Submitted; waiting for approval')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/reserve/addReserve')!.input).toEqual({
      siteId: 11,
      start: `${D1}T16:00:00+08:00`,
      end: `${D2}T10:00:00+08:00`,
      crossDay: true,
      subject: 'Workshop',
      agreements: [{ id: 4, version: 2 }],
    });
  });

  it("fills the form rule's approval form, whose button books with its values", async () => {
    server.handlers['/api/reserve/notices'] = () => [];
    server.handlers['/api/formRule/forBooking'] = () => ({
      defineId: 7,
      version: 1,
      name: 'Room request',
      schema: {
        fields: [
          { id: 'purpose', type: 'text', label: { cn: '用途', en: 'Purpose', tc: '用途' }, required: true, limits: {} },
        ],
      },
    });
    const router = await renderAt('/appointment/crossdaytable?sceneId=3&siteId=11');
    await select('cross-start-date', D1);
    await select('cross-start-time', '16:00');
    await select('cross-end-date', D2);
    await select('cross-end-time', '10:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/crossdayform'));
    const approval = await screen.findByTestId('approval-form');
    expect(screen.getAllByRole('button', { name: 'Book' })).toHaveLength(1);
    fireEvent.change(within(approval).getByLabelText(/Purpose/), { target: { value: 'Workshop week' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Submitted; waiting for approval')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/reserve/addReserve')!.input).toEqual({
      siteId: 11,
      start: `${D1}T16:00:00+08:00`,
      end: `${D2}T10:00:00+08:00`,
      crossDay: true,
      formValues: { purpose: 'Workshop week' },
    });
  });

  it("says so when the site's rule does not allow cross-day bookings", async () => {
    server.handlers['/api/reserve/rule'] = () => ({ ...RULE, allowCrossDay: false });
    await renderAt('/appointment/crossdaytable?sceneId=3&siteId=11');
    expect(await screen.findByText('This site does not take cross-day bookings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('multi-day booking page', () => {
  it("shows each picked date's availability and books the dates in one request", async () => {
    takenOn = { [D2]: [2] };
    await renderAt('/daysReserve?sceneId=3&siteId=11');
    expect(await screen.findByRole('heading', { name: 'Multi-day booking · Meeting Room 301' })).toBeTruthy();
    const dateButton = (date: string) =>
      screen
        .getAllByRole('button')
        .find((b) =>
          b.textContent?.includes(
            new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
              Date.parse(`${date}T00:00:00Z`),
            ),
          ),
        )!;
    fireEvent.click(dateButton(D1));
    fireEvent.click(dateButton(D2));
    await select('days-from', '10:00');
    await select('days-to', '11:00');
    expect(within(await screen.findByTestId(`avail-${D1}`)).getByText('Free')).toBeTruthy();
    expect(within(await screen.findByTestId(`avail-${D2}`)).getByText('Not available')).toBeTruthy();
    server.handlers['/api/reserve/addReserve'] = () => refuse(2370003, `${D2} cannot be booked, so no day was booked`);
    fireEvent.click(screen.getByText('I have read and accept the booking notice and disclaimer'));
    fireEvent.click(await screen.findByRole('button', { name: 'Book 2 days' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`${D2} cannot be booked`);
    expect(server.calls.filter((c) => c.path === '/api/reserve/addReserve').map((c) => c.input)).toEqual([
      {
        siteId: 11,
        start: `${D1}T10:00:00+08:00`,
        end: `${D1}T11:00:00+08:00`,
        dates: [D1, D2],
        agreements: [{ id: 4, version: 2 }],
      },
    ]);
  });
});

describe('booking calendar', () => {
  it('builds Monday-first month grids and the days a booking touches', () => {
    expect(monthGrid('2026-11')[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monthGrid('2026-11').flat().filter(Boolean)).toHaveLength(30);
    expect([formatMonth('2026-11', 'EN'), formatMonth('2026-11', 'TC')]).toEqual(['November 2026', '2026年11月']);
    expect(datesOf({ start: '2026-11-23T18:00:00+08:00', end: '2026-11-25T10:00:00+08:00' })).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(datesOf({ start: '2026-11-23T18:00:00+08:00', end: '2026-11-24T00:00:00+08:00' })).toEqual(['2026-11-23']);
  });

  it("marks the days with bookings and lists a day's bookings", async () => {
    const month = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC').slice(0, 7);
    const [a, b] = [`${month}-10`, `${month}-11`];
    server.handlers['/api/reserve/current/page'] = () => ({
      rows: [
        detail(`${a}T16:00:00+08:00`, `${b}T10:00:00+08:00`, 1),
        { ...detail(`${a}T09:00:00+08:00`, `${a}T10:00:00+08:00`, 2), status: 'cancelled' },
      ],
      total: 2,
      pageNo: 1,
      pageSize: 100,
    });
    await renderAt('/calendar');
    expect(await screen.findByRole('heading', { name: 'Booking calendar' })).toBeTruthy();
    // Days are named in the reader's language: "10 Nov 2026, 1 booking".
    const named = (date: string) => formatCalendarDate(date, 'EN');
    await waitFor(() => expect(screen.getByRole('gridcell', { name: `${named(a)}, 1 booking` })).toBeTruthy());
    expect(screen.getByRole('gridcell', { name: `${named(b)}, 1 booking` }).getAttribute('data-booked')).toBe('true');
    expect(
      screen.getByRole('gridcell', { name: `${named(`${month}-12`)}, 0 bookings` }).getAttribute('data-booked'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('gridcell', { name: `${named(b)}, 1 booking` }));
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Meeting Room 301');
    expect(item.textContent).toContain('Pending approval');
    // Only the month's bookings are asked for (with a day's margin for time zones).
    expect(server.calls.find((c) => c.path === '/api/reserve/current/page')?.input).toMatchObject(monthWindow(month));
    expect(monthWindow('2026-11')).toEqual({ from: '2026-10-31T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' });
  });
});

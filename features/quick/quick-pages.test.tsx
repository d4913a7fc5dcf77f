/**
 * /quick and /quickReserve through the real runtime (renderWithRuntime) and a fake gateway.
 * The quick page's states are checked by quick-booking.paths.test.tsx; here what it sends
 * (the candidate skipped, the hold's and the booking's bodies, marked quick) and the retry
 * after a lost answer with the same idempotency key. The period page previews the dates
 * with their status, books the free ones and cancels the series with all its ids.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PeriodDate, QuickSlot } from '../../platform/contracts/quick.contract';
import { ok } from '../../platform/protocol/envelope';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway, FakeRoute } from '../../platform/session/fake-gateway';
import { renderWithRuntime } from '../../ui/testing';
import { QuickPage, QuickReservePage } from './index';

const slot = (siteId: number, start: string, end: string): QuickSlot => ({
  siteId,
  siteName: `Badminton Court ${siteId}`,
  sceneId: 1,
  sceneName: 'Badminton',
  campusName: 'East Campus',
  buildingName: 'Sports Centre',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  start,
  end,
});
const S1 = slot(1, '2026-11-24T10:00:00+08:00', '2026-11-24T10:30:00+08:00');
const S2 = slot(2, '2026-11-24T10:00:00+08:00', '2026-11-24T10:30:00+08:00');

/** Renders `page` at `url` in the real runtime, signed in, in English; `routes` answer raw gateway paths. */
async function renderWith(page: React.ReactElement, routes: Record<string, FakeRoute>, url = '/quick') {
  const { gateway } = await renderWithRuntime(page, {
    app: 'terminal',
    lang: 'EN',
    url,
    gateway: {
      routes: {
        '/api/site/scene/list': () =>
          ok([
            { id: 1, code: 'badminton', name: 'Badminton', icon: null, siteCount: 10 },
            { id: 4, code: 'meetingRoom', name: 'Meeting room', icon: null, siteCount: 6 },
          ]),
        '/api/reserve/notices': () => ok([]),
        '/api/formRule/forBooking': () => ok(null),
        ...routes,
      },
    },
  });
  return gateway;
}

/** The booking the fake server stores for an addReserve body. */
const reservationOf = (id: number, body: Record<string, unknown>) => ({
  id,
  siteId: Number(body.siteId),
  siteName: `Badminton Court ${String(body.siteId)}`,
  sceneName: 'Badminton',
  campusName: 'East Campus',
  start: String(body.start),
  end: String(body.end),
  status: 'approved',
  userId: 2,
  userName: 'Booker',
  account: 'booker',
  createdAt: '2026-11-24T09:40:00+08:00',
  subject: null,
  phone: null,
  remark: null,
  buildingName: 'Sports Centre',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  cancelledAt: null,
  cancellable: true,
});

const bodies = (gateway: FakeGateway, path: string) => gateway.log.filter((r) => r.path === path).map((r) => r.body);

describe('/quick', () => {
  // The states of the flow are checked by quick-booking.paths.test.tsx; here, what it sends.
  it('asks for the next candidate with skip, holds the slot taken and books it as a quick booking', async () => {
    const gateway = await renderWith(<QuickPage />, {
      '/api/reserve/quick/current': (req) => ok({ slot: Number(req.body.skip) === 0 ? S1 : S2 }),
      '/api/reserve/lockSite': (req) =>
        ok({
          id: 9,
          siteId: req.body.siteId,
          start: req.body.start,
          end: req.body.end,
          expiresAt: '2026-11-24T09:45:00+08:00',
          holdMinutes: 5,
        }),
      '/api/reserve/addReserve': (req) => ok(reservationOf(77, req.body)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Badminton' }));
    await screen.findByTestId('quick-slot');
    expect(bodies(gateway, '/api/reserve/quick/current')).toEqual([{ sceneId: '1', skip: '0' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Another one' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('quick-slot')).getByRole('heading').textContent).toBe('Badminton Court 2'),
    );
    expect(bodies(gateway, '/api/reserve/quick/current').at(-1)).toEqual({ sceneId: '1', skip: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Take it' }));
    expect(await screen.findByText('Held for you until 09:45')).toBeTruthy();
    expect(bodies(gateway, '/api/reserve/lockSite')).toEqual([{ siteId: 2, start: S2.start, end: S2.end }]);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Singles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
    await screen.findByTestId('quick-booked');
    expect(bodies(gateway, '/api/reserve/addReserve')).toEqual([
      { siteId: 2, start: S2.start, end: S2.end, subject: 'Singles', quick: true },
    ]);
    expect(screen.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe('/my');
  });

  it('retries a booking whose answer was lost with the same idempotency key, and books once', async () => {
    // Like the server (server/plugins/idempotency.ts): a known key gets the first answer back;
    // the first answer is lost on the way (the connection drops after the booking was stored).
    const stored = new Map<string, ReturnType<typeof reservationOf>>();
    let answers = 0;
    const gateway = await renderWith(<QuickPage />, {
      '/api/reserve/quick/current': () => ok({ slot: S1 }),
      '/api/reserve/lockSite': (req) =>
        ok({
          id: 9,
          siteId: req.body.siteId,
          start: req.body.start,
          end: req.body.end,
          expiresAt: '2026-11-24T09:45:00+08:00',
          holdMinutes: 5,
        }),
      '/api/reserve/addReserve': (req) => {
        const key = req.idempotencyKey ?? 'none';
        if (!stored.has(key)) stored.set(key, reservationOf(70 + stored.size, req.body));
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        return ok(stored.get(key));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Badminton' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('quick-booked')).textContent).toContain('Booked: Badminton Court 1');
    const keys = gateway.log.filter((r) => r.path === '/api/reserve/addReserve').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(stored.size).toBe(1);
  });
});

const date = (d: string, period: number, status: PeriodDate['status'], over: Partial<PeriodDate> = {}): PeriodDate => ({
  date: d,
  weekDay: 'TUE',
  classPeriodId: period,
  classPeriodName: `Periods ${period}`,
  start: `${d}T08:00:00+08:00`,
  end: `${d}T10:00:00+08:00`,
  status,
  code: status === 'taken' ? Code.SLOT_TAKEN : null,
  reason: status === 'taken' ? 'This slot has just been booked' : null,
  reservationId: null,
  ...over,
});

describe('/quickReserve', () => {
  it('previews the dates with their status, books the free ones and cancels the series', async () => {
    const gateway = await renderWith(<QuickReservePage />, {
      '/api/site/scene/detail': () =>
        ok({
          id: 1,
          code: 'badminton',
          name: 'Badminton',
          icon: null,
          siteCount: 1,
          sites: [{ id: 7, name: 'Badminton Court 7' }],
        }),
      '/api/reserve/yearTerm/list': () =>
        ok([{ id: 3, name: 'Autumn term', startDate: '2026-09-01', endDate: '2027-01-31' }]),
      '/api/reserve/classTime/list': () => ok([{ id: 1, name: 'Periods 1–2', startTime: '08:00', endTime: '09:35' }]),
      '/api/reserve/quick/period': (req) =>
        req.body.mode === 'preview'
          ? ok({
              batchId: null,
              siteId: 7,
              siteName: 'Badminton Court 7',
              dates: [date('2026-12-01', 1, 'free'), date('2026-12-08', 1, 'taken'), date('2026-12-15', 1, 'free')],
            })
          : ok({
              batchId: 'b-1',
              siteId: 7,
              siteName: 'Badminton Court 7',
              dates: [
                date('2026-12-01', 1, 'booked', { reservationId: 11 }),
                date('2026-12-08', 1, 'taken'),
                date('2026-12-15', 1, 'booked', { reservationId: 12 }),
              ],
            }),
      '/api/reserve/cancelReserveBatch': (req) => ok({ cancelled: (req.body.ids as number[]).length }),
    });
    await waitFor(() => expect(within(screen.getByLabelText('Scene')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Scene'), { target: { value: '1' } });
    await waitFor(() => expect(within(screen.getByLabelText('Site')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: '7' } });
    await waitFor(() => expect(within(screen.getByLabelText('Year term')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Year term'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tue' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Periods 1–2 (08:00–09:35)' }));
    expect((screen.getByRole('button', { name: 'Book all free dates' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Preview dates' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview dates' }));

    const table = await screen.findByTestId('period-dates');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2].textContent),
    ).toEqual(['Free', 'Taken', 'Free']);
    expect(table.textContent).toContain('This slot has just been booked');
    expect(screen.getByText('2 free, 1 not bookable')).toBeTruthy();
    expect(bodies(gateway, '/api/reserve/quick/period')).toEqual([
      { mode: 'preview', siteId: 7, termId: 3, weekDays: ['TUE'], classPeriodIds: [1] },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Book all free dates' }));
    expect(await screen.findByText('2 slots booked (one series)')).toBeTruthy();
    expect(bodies(gateway, '/api/reserve/quick/period').at(-1)).toMatchObject({ mode: 'book', siteId: 7 });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the series' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('2 bookings cancelled')).toBeTruthy();
    expect(bodies(gateway, '/api/reserve/cancelReserveBatch')).toEqual([{ ids: [11, 12] }]);
  });

  it("preselects the scene and site of ?sceneId=&siteId= (the slot page's link)", async () => {
    await renderWith(
      <QuickReservePage />,
      {
        '/api/site/scene/detail': () =>
          ok({
            id: 1,
            code: 'badminton',
            name: 'Badminton',
            icon: null,
            siteCount: 1,
            sites: [{ id: 7, name: 'Badminton Court 7' }],
          }),
        '/api/reserve/yearTerm/list': () => ok([]),
        '/api/reserve/classTime/list': () => ok([]),
      },
      '/quickReserve?sceneId=1&siteId=7',
    );
    await waitFor(() => expect((screen.getByLabelText('Site') as HTMLSelectElement).value).toBe('7'));
    expect((screen.getByLabelText('Scene') as HTMLSelectElement).value).toBe('1');
  });
});

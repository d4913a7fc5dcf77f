/**
 * Generated paths of the reservation machine (machines/reservation.machine.ts) through the
 * REAL pages that act on a booking (docs/machines.md, "Testing a machine through its view"):
 * the booking detail (/detail: Cancel, Extend, End early), the check-in page its QR opens
 * (/sign: Check in) and the back office's approval list (/audit: Approve, Reject), in
 * Traditional Chinese. It lives in test/unit/views because it spans three features (which
 * never import each other).
 *
 * The paths come from the machine's graph (getViewTransitionPaths, states abstracted to status ×
 * extended or not). Each EVENT is the user's action at the event's clock (`now`, set as the
 * system time): a click on the button, the confirmation, the reason typed. The views do not
 * run a reservation actor (they ask `connectReservation`, a pure `can`); the booking's
 * transitions happen on the server, so the fake gateway plays the server here: each action
 * call is applied to a REAL actor of the machine started in the stored status, created
 * through the inspection seam (as every actor), and answered ACTION_NOT_ALLOWED when
 * refused. That actor is what the coverage records.
 * Each STATE is checked on /detail as the user sees it: the status badge, and exactly the
 * buttons `snapshot.can(...)` allows at that moment (Cancel, Extend, End early); an action
 * taken on /sign or /audit needs its button there (Check in; Approve, Reject) to be shown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { auditApprove, auditPage, auditReject, type AuditRow } from '../../../platform/contracts/audit.contract';
import { signCode, signIn, signInfo, type SignInfo } from '../../../platform/contracts/checkin.contract';
import { cancelReserveBatch, currentDetail, endEarly, extend } from '../../../platform/contracts/reserve.contract';
import { reserveDetails } from '../../../platform/contracts/reserve-details.contract';
import { sceneList } from '../../../platform/contracts/site.contract';
import { Code } from '../../../platform/protocol/codes';
import { refuse } from '../../../platform/session/fake-gateway';
import common from '../../../platform/i18n/locales/common';
import myBookings from '../../../platform/i18n/locales/my-bookings';
import checkin from '../../../platform/i18n/locales/checkin';
import audit from '../../../platform/i18n/locales/audit';
import { actorInspection } from '../../../machines/inspection';
import { getViewTransitionPaths } from '../../../machines/path-testing';
import {
  DEFAULT_RESERVATION_RULES,
  reservationMachine,
  reservationSnapshot,
  type ReservationContext,
  type ReservationEvent,
} from '../../../machines/reservation.machine';
import { enumerateTransitions, recordTransitions, saveCoverageReport } from '../../../machines/transition-coverage';
import type { ReservationStatus } from '../../../platform/contracts/reserve.contract';
import { aReservationDetail, anAdmin, renderWithRuntime } from '../../../ui/testing';
import AuditPage from '../../../features/booking-audit/audit-page';
import { SignPage } from '../../../features/checkin/sign-page';
import { BookingDetailPage } from '../../../features/my-bookings/booking-detail-page';

// A path runs many steps on whole pages; under a loaded machine one step may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
/** Transitions the server's actors take in this file (asserted by the last test). */
const coverage = recordTransitions(reservationMachine);

const TC = { common: common.TC, my: myBookings.TC, checkin: checkin.TC, audit: audit.TC };
const MIN = 60_000;
/** The booking: 10:00–12:00 (+08:00) on a fixed day, default rules (check-in 09:45–10:15, cancel before 10:00). */
const START = Date.parse('2026-12-01T10:00:00+08:00');
const END = START + 120 * MIN;
const INPUT: ReservationContext = { start: START, end: END, rules: DEFAULT_RESERVATION_RULES };
const EARLY = START - 60 * MIN; // cancellable, check-in not open yet
const WINDOW = START + 5 * MIN; // check-in open, no longer cancellable
const LATE = START + 30 * MIN; // window closed, still running
const EXTENDED = END + 60 * MIN; // "Extend by 60 min" once

/** What the user can do to the booking in each status, at the moment given (`now`). */
function eventsIn(state: { value: unknown; context: ReservationContext }): ReservationEvent[] {
  const once = state.context.end === END;
  switch (state.value as ReservationStatus) {
    case 'pendingAudit':
      return [
        { type: 'audit.approve', now: EARLY },
        { type: 'audit.reject', now: EARLY },
        { type: 'reservation.cancel', now: EARLY },
      ];
    case 'approved':
      return [
        { type: 'reservation.cancel', now: EARLY },
        { type: 'reservation.checkIn', now: WINDOW },
        ...(once ? [{ type: 'reservation.extend' as const, now: EARLY, end: EXTENDED }] : []),
      ];
    case 'checkedIn':
      return [
        { type: 'reservation.endEarly', now: LATE },
        ...(once ? [{ type: 'reservation.extend' as const, now: LATE, end: EXTENDED }] : []),
      ];
    default:
      return [];
  }
}

const paths = getViewTransitionPaths(reservationMachine, {
  input: INPUT,
  events: eventsIn as never,
  abstract: (s) => [s.value, s.context.end],
});

/** The booking as the server stores it, and the server's side of each action. */
function createServer() {
  const row = { status: 'pendingAudit' as ReservationStatus, end: END };
  /** Applies `event` to a real actor started in the stored status; refuses what the machine refuses. */
  const apply = (event: ReservationEvent) => {
    const actor = createActor(reservationMachine, {
      snapshot: reservationSnapshot(row.status, { ...INPUT, end: row.end }),
      input: INPUT,
      inspect: actorInspection,
    }).start();
    const before = actor.getSnapshot();
    actor.send(event);
    const after = actor.getSnapshot();
    actor.stop();
    if (after === before) refuse(Code.ACTION_NOT_ALLOWED, 'Not allowed now');
    row.status = after.value as ReservationStatus;
    row.end = after.context.end;
  };
  const now = () => Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const detail = () =>
    aReservationDetail({
      id: 1,
      status: row.status,
      start: iso(START),
      end: iso(row.end),
      userId: 1,
      account: 'admin',
      userName: 'Administrator',
      cancellable: reservationSnapshot(row.status, { ...INPUT, end: row.end }).can({
        type: 'reservation.cancel',
        now: now(),
      }),
    });
  const signed = (): SignInfo => ({
    id: 1,
    siteName: 'Badminton Court 1',
    campusName: 'East Campus',
    timeZone: 'Asia/Shanghai',
    start: iso(START),
    end: iso(row.end),
    userName: 'Administrator',
    status: row.status,
    opensAt: iso(START - 15 * MIN),
    closesAt: iso(START + 15 * MIN),
    open: row.status === 'approved' && now() >= START - 15 * MIN && now() < START + 15 * MIN,
    mayCheckIn: true,
    checkedInAt: row.status === 'checkedIn' ? iso(now()) : null,
  });
  const auditRow = (): AuditRow => {
    const { subject, phone, remark, timeZone, ...r } = detail();
    return {
      ...r,
      subject,
      phone,
      remark,
      timeZone,
      auditedByName: null,
      auditedAt: null,
      auditRemark: null,
      process: null,
    };
  };
  return { row, apply, detail, signed, auditRow, now };
}

async function renderPages() {
  const server = createServer();
  const rendered = await renderWithRuntime(null, {
    user: anAdmin(),
    lang: 'TC',
    url: '/detail?id=1',
    serve: (gateway) => {
      gateway.on(currentDetail, () => server.detail());
      gateway.on(reserveDetails, () => refuse(Code.NOT_FOUND, 'none'));
      gateway.on(cancelReserveBatch, () => {
        server.apply({ type: 'reservation.cancel', now: server.now() });
        return { cancelled: 1 };
      });
      gateway.on(extend, ({ end }) => {
        server.apply({ type: 'reservation.extend', now: server.now(), end: Date.parse(end) });
        return server.detail();
      });
      gateway.on(endEarly, () => {
        server.apply({ type: 'reservation.endEarly', now: server.now() });
        return server.detail();
      });
      gateway.on(signCode, () => ({ id: 1, code: '1.signed' }));
      gateway.on(signInfo, () => server.signed());
      gateway.on(signIn, () => {
        server.apply({ type: 'reservation.checkIn', now: server.now() });
        return server.signed();
      });
      gateway.on(auditPage, () => ({ rows: [server.auditRow()], total: 1, pageNo: 1, pageSize: 10 }));
      gateway.on(sceneList, () => []);
      gateway.on(auditApprove, () => {
        server.apply({ type: 'audit.approve', now: server.now() });
        return { approved: 1 };
      });
      gateway.on(auditReject, () => {
        server.apply({ type: 'audit.reject', now: server.now() });
        return { rejected: 1 };
      });
    },
    routes: [
      { path: '/detail', element: <BookingDetailPage /> },
      { path: '/sign', element: <SignPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '/my', element: <p>my bookings</p> },
    ],
  });
  return { ...rendered, server };
}
type Pages = Awaited<ReturnType<typeof renderPages>>;

const go = (pages: Pages, url: string) => act(() => pages.router!.navigate(url));
const okButton = async () => within(await screen.findByRole('alertdialog')).getByRole('button', { name: TC.common.ok });

/** The user's action for `event` on the page that offers it; the clock is the event's `now`. */
async function perform(pages: Pages, event: ReservationEvent) {
  vi.setSystemTime(event.now);
  switch (event.type) {
    case 'reservation.cancel':
      await go(pages, '/detail?id=1');
      fireEvent.click(await screen.findByRole('button', { name: TC.my.cancelBooking }));
      fireEvent.click(await okButton());
      break;
    case 'reservation.extend':
      await go(pages, '/detail?id=1');
      fireEvent.click(await screen.findByTestId(`action-extend-${(event.end - pages.server.row.end) / MIN}`));
      break;
    case 'reservation.endEarly':
      await go(pages, '/detail?id=1');
      fireEvent.click(await screen.findByRole('button', { name: TC.my.endEarly.label }));
      fireEvent.click(await okButton());
      break;
    case 'reservation.checkIn':
      await go(pages, '/sign?code=1.signed');
      fireEvent.click(await screen.findByRole('button', { name: TC.checkin.sign.checkIn }));
      await screen.findByTestId('sign-result');
      break;
    case 'audit.approve':
    case 'audit.reject': {
      await go(pages, '/audit');
      const table = await screen.findByRole('table', { name: TC.audit.title });
      const row = (await within(table).findByText('Badminton Court 1')).closest('tr') as HTMLElement;
      if (event.type === 'audit.approve') {
        fireEvent.click(within(row).getByTestId('action-approve'));
        fireEvent.click(await okButton());
        await waitFor(() => expect(within(row).queryByTestId('action-approve')).toBeNull());
      } else {
        fireEvent.click(within(row).getByTestId('action-reject'));
        const dialog = await screen.findByRole('alertdialog');
        fireEvent.change(within(dialog).getByTestId('reject-reason'), { target: { value: '場地維修' } });
        fireEvent.click(within(dialog).getByRole('button', { name: TC.audit.reject }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      }
      break;
    }
    default:
      throw new Error(`no view sends ${event.type}`);
  }
}

/** /detail shows the model's state: the status, and exactly the actions the machine accepts now. */
async function expectShown(pages: Pages, state: { value: unknown; context: ReservationContext }) {
  await go(pages, '/detail?id=1');
  const status = state.value as ReservationStatus;
  await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe(TC.common.status[status]));
  const snapshot = reservationSnapshot(status, state.context);
  const now = pages.server.now();
  const can = {
    cancel: snapshot.can({ type: 'reservation.cancel', now }),
    extend: snapshot.can({ type: 'reservation.extend', now, end: state.context.end + 30 * MIN }),
    endEarly: snapshot.can({ type: 'reservation.endEarly', now }),
  };
  const card = screen.getByTestId('booking-detail');
  expect(within(card).queryByRole('button', { name: TC.my.cancelBooking }) !== null, 'Cancel').toBe(can.cancel);
  expect(within(card).queryByTestId('action-extend-60') !== null, 'Extend').toBe(can.extend);
  expect(within(card).queryByRole('button', { name: TC.my.endEarly.label }) !== null, 'End early').toBe(can.endEarly);
  if (can.extend) expect(within(card).getByTestId('action-extend-30').textContent).toBe('延長 30 分鐘');
}

const describeEvent = (e: ReservationEvent) =>
  `${e.type}@${(e.now - START) / MIN}m${'end' in e ? `→${(e.end - START) / MIN}m` : ''}`;

describe('reservation through the booking pages — generated paths (TC)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('has paths that end in every status a user can bring about', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect(reached).toEqual(new Set(['approved', 'rejected', 'cancelled', 'checkedIn', 'completed']));
  });

  for (const [i, path] of paths.entries()) {
    const steps = path.steps.map((s) => `${describeEvent(s.event)} → ${String(s.state.value)}`).join(', ');
    it(`#${i + 1} ${steps}`, async () => {
      vi.setSystemTime(EARLY);
      const pages = await renderPages();
      await expectShown(pages, { value: 'pendingAudit', context: INPUT });
      for (const step of path.steps) {
        await perform(pages, step.event);
        await expectShown(pages, step.state);
      }
    }, 30_000);
  }
});

/**
 * `approved —reservation.noShow→ noShow` and `checkedIn —reservation.complete→ completed`
 * are not driven from a view: the server's sweeps (no-show and completion jobs) apply them.
 * machines/reservation.machine.test.ts takes them on the machine.
 */
const NOT_FROM_A_VIEW = [
  'approved —reservation.noShow [isCheckInWindowOver]→ noShow',
  'checkedIn —reservation.complete [hasEnded]→ completed',
];

describe('reservation through the booking pages — transition coverage', () => {
  it('takes every transition a user can bring about', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(enumerateTransitions(reservationMachine).map((t) => t.id)).toEqual(expect.arrayContaining(NOT_FROM_A_VIEW));
    expect(report.missing).toEqual(NOT_FROM_A_VIEW);
  });
});

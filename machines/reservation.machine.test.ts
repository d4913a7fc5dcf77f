/**
 * Machine-level path tests of the reservation machine (DESIGN.md §5): one shortest
 * path to every reachable (state, context) for a booking 10:00–12:00 with the default
 * rules (cancel before the start, check-in 09:45–10:15), replayed on a running actor;
 * after each step the snapshot must match the rule table below (written independently of
 * the machine), and at the end of each path every event the table refuses must leave the
 * booking unchanged. This includes the server's sweeps (`reservation.noShow`,
 * `reservation.complete`), which no view sends. A second test starts the machine in each
 * stored status (as the server does) and checks every event there against the table.
 * What the booking pages offer and show along the user's paths is tested in
 * test/unit/views/reservation.paths.test.tsx (docs/machines.md, "Testing a machine through its view").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ReservationStatus } from '../platform/contracts/reserve.contract';
import {
  DEFAULT_RESERVATION_RULES,
  nextReservationStep,
  reservationMachine,
  reservationSnapshot,
  type ReservationContext,
  type ReservationEvent,
} from './reservation.machine';
import { actorInspection } from './inspection';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(reservationMachine);

const MIN = 60_000;
const START = Date.parse('2026-11-23T02:00:00Z');
const END = START + 120 * MIN;
const INPUT: ReservationContext = { start: START, end: END, rules: DEFAULT_RESERVATION_RULES };

/** Moments of the booking's day. */
const EARLY = START - 60 * MIN; // before the check-in window, cancellable
const WINDOW = START + 5 * MIN; // inside the check-in window, no longer cancellable
const LATE = START + 30 * MIN; // window closed, not ended
const AFTER = END + 10 * MIN; // ended (unless extended)

const EVENTS: ReservationEvent[] = [
  { type: 'audit.approve', now: EARLY },
  { type: 'audit.approve', now: AFTER },
  { type: 'audit.reject', now: EARLY },
  { type: 'reservation.cancel', now: EARLY },
  { type: 'reservation.cancel', now: WINDOW },
  { type: 'reservation.checkIn', now: EARLY },
  { type: 'reservation.checkIn', now: WINDOW },
  { type: 'reservation.noShow', now: WINDOW },
  { type: 'reservation.noShow', now: LATE },
  { type: 'reservation.extend', now: WINDOW, end: END + 60 * MIN },
  { type: 'reservation.extend', now: AFTER, end: END + 120 * MIN },
  { type: 'reservation.endEarly', now: LATE },
  { type: 'reservation.endEarly', now: AFTER },
  { type: 'reservation.complete', now: LATE },
  { type: 'reservation.complete', now: AFTER },
];

/**
 * The rules as a table: what `event` does to a booking in `status` ending at `end`
 * (start 10:00, check-in 09:45–10:15): the next status and end, or null when refused.
 */
function expected(
  status: ReservationStatus,
  end: number,
  event: ReservationEvent,
): { status: ReservationStatus; end: number } | null {
  const t = event.now;
  const windowOpens = START - 15 * MIN;
  const windowCloses = Math.min(START + 15 * MIN, end);
  switch (`${status} ${event.type}`) {
    case 'pendingAudit audit.approve':
      return t < end ? { status: 'approved', end } : null;
    case 'pendingAudit audit.reject':
      return { status: 'rejected', end };
    case 'pendingAudit reservation.cancel':
    case 'approved reservation.cancel':
      return t < START ? { status: 'cancelled', end } : null;
    case 'approved reservation.checkIn':
      return t >= windowOpens && t < windowCloses ? { status: 'checkedIn', end } : null;
    case 'approved reservation.noShow':
      return t >= windowCloses ? { status: 'noShow', end } : null;
    case 'approved reservation.extend':
    case 'checkedIn reservation.extend': {
      const to = (event as { end: number }).end;
      return t < end && to > end ? { status, end: to } : null;
    }
    case 'checkedIn reservation.endEarly':
      return t < end ? { status: 'completed', end: t } : null;
    case 'checkedIn reservation.complete':
      return t >= end ? { status: 'completed', end } : null;
    default:
      return null;
  }
}

const STATUSES: ReservationStatus[] = [
  'pendingAudit',
  'approved',
  'rejected',
  'checkedIn',
  'completed',
  'cancelled',
  'noShow',
];
const label = (e: ReservationEvent) =>
  `${e.type}@${(e.now - START) / MIN}m${'end' in e ? `→${(e.end - START) / MIN}m` : ''}`;

const model = createTestModel(reservationMachine, { events: EVENTS, input: INPUT });

describe('reservation machine — generated paths', () => {
  const paths = model.getShortestPaths();

  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => label(s.event as ReservationEvent)).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(reservationMachine, { input: INPUT, inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: ReservationEvent }) => {
            const before = actor.getSnapshot();
            actor.send(event);
            const after = actor.getSnapshot();
            const rule = expected(before.value as ReservationStatus, before.context.end, event);
            expect({ status: after.value, end: after.context.end }).toEqual(
              rule ?? { status: before.value, end: before.context.end },
            );
          },
        ]),
      );
      // Each step is checked against the rule table above (a comparison with the model's snapshot
      // would compare the machine with itself).
      await path.test({ events });

      // every event the rules refuse here leaves the booking as it is
      const reached = actor.getSnapshot();
      for (const event of EVENTS) {
        if (expected(reached.value as ReservationStatus, reached.context.end, event)) continue;
        const probe = createActor(reservationMachine, {
          snapshot: reached,
          input: INPUT,
          inspect: actorInspection,
        }).start();
        probe.send(event);
        expect(probe.getSnapshot().value, label(event)).toBe(reached.value);
        expect(probe.getSnapshot().context, label(event)).toEqual(reached.context);
        probe.stop();
      }
      actor.stop();
    });
  }
});

describe('reservation machine — started in a stored status', () => {
  for (const status of STATUSES) {
    it(`${status}: accepts and refuses every event as the rules say`, () => {
      expect(reservationSnapshot(status, INPUT).value).toBe(status);
      for (const event of EVENTS) {
        expect(nextReservationStep(status, INPUT, event), `${status} ${label(event)}`).toEqual(
          expected(status, END, event),
        );
      }
    });
  }

  it('honours a cancellation deadline and a wider check-in window from the rules', () => {
    const strict: ReservationContext = {
      ...INPUT,
      rules: { cancelBeforeMinutes: 120, checkInBeforeMinutes: 30, checkInAfterMinutes: 200 },
    };
    expect(
      nextReservationStep('approved', strict, { type: 'reservation.cancel', now: START - 121 * MIN })?.status,
    ).toBe('cancelled');
    expect(nextReservationStep('approved', strict, { type: 'reservation.cancel', now: START - 119 * MIN })).toBeNull();
    expect(
      nextReservationStep('approved', strict, { type: 'reservation.checkIn', now: START - 30 * MIN })?.status,
    ).toBe('checkedIn');
    expect(nextReservationStep('approved', strict, { type: 'reservation.checkIn', now: START - 31 * MIN })).toBeNull();
    // the window never outlasts the booking
    expect(nextReservationStep('approved', strict, { type: 'reservation.checkIn', now: END })).toBeNull();
    expect(nextReservationStep('approved', strict, { type: 'reservation.noShow', now: END })?.status).toBe('noShow');
  });
});

/** Every transition of the definition was taken by the real actors above (docs/machines.md, "Proving a machine"). */
describe('reservation machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});

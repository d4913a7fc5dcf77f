/**
 * The goals table of `npm run bench` (bench/goals.ts): a phase that did not run says so, a
 * figure its phase does not measure yet says so, and each goal is judged from the figures.
 */
import { describe, expect, it } from 'vitest';
import type { FlashFigures } from '../../bench/flash-crowd';
import { goalRows, flashGoal, statementsGoal, webGoal, WHY_NOT_AND_NEXT, type RunResults } from '../../bench/goals';

const latency = (p99: number) => ({ count: 40, p50: p99 / 2, p99, max: p99 });

/** A flash crowd of 10 users for 4 slots that went right, with `changes` applied. */
function flash(changes: Partial<FlashFigures> = {}): FlashFigures {
  return {
    plan: { users: 10, slots: 4, connections: 4, readers: 2 },
    signInMs: 100,
    opening: new Date('2026-11-29T00:00:00Z'),
    beforeOpening: 'RULE_NOT_OPEN_YET',
    slotsWanted: 4,
    answeredMs: 500,
    booked: 4,
    refusals: { SLOT_TAKEN: 6 },
    waitlistInRefusal: 0,
    ruleOffersWaitlist: true,
    http5xx: 0,
    networkErrors: 0,
    latency: latency(400),
    peakBusy: 10,
    peakLockWaits: 1,
    storedRows: 4,
    overlaps: 0,
    reads: latency(150),
    readFailures: 0,
    notes: new Map(),
    ...changes,
  };
}

describe('goalRows', () => {
  it('says "not run" for every phase that did not run', () => {
    const rows = goalRows({});
    expect(rows.map((r) => r.now)).toEqual(Array(8).fill('not run'));
    expect(rows.every((r) => r.met === '-')).toBe(true);
  });

  it('judges the booking figures and leaves the statement count "not measured" until the phase counts it', () => {
    const results: RunResults = {
      booking: { apiVsRaw: 0.35, p99Ms: 120, clients: 64, serverCpuMs: 1.2, pgCpuMs: 1.6 },
      grid: { rows: 1_000_000 },
      reads: { postgres: 0.41, pglite: 0.2 },
    };
    const met = Object.fromEntries(goalRows(results).map((r) => [r.figure, [r.now, r.met]]));
    expect(met['API bookings / raw INSERTs']).toEqual(['35.0 %', 'yes']);
    expect(met['booking latency p99']).toEqual(['120.0 ms at 64 clients', 'no']);
    expect(met['CPU per booking (server / PG)']).toEqual(['1.2 ms / 1.6 ms', 'no']);
    expect(met['SQL statements per booking']).toEqual(['not measured', '-']);
    expect(met['scene week in one call, p50']).toEqual(['not measured', '-']);
    expect(met['signed read / floor (PG / PGlite)']).toEqual(['41.0 % / 20.0 %', 'no']);
    expect(webGoal({ web: { firstRouteVsFloor: 1.96 } })).toMatchObject({ now: '1.96 ×', met: 'no' });
    const counted = { booking: { ...results.booking!, statementsPerBooking: 7 } };
    expect(statementsGoal(counted)).toMatchObject({ now: '7.0', met: 'yes' });
  });

  it('does not judge a booking p99 measured at other than 64 clients', () => {
    const row = goalRows({ booking: { apiVsRaw: 0.1, p99Ms: 50, clients: 8, serverCpuMs: null, pgCpuMs: null } })[1];
    expect(row).toMatchObject({ now: '50.0 ms at 8 clients', met: '-' });
  });
});

describe('flashGoal', () => {
  it('is met only when exactly the slots are booked and stored, with no overlap, 5xx or network error', () => {
    expect(flashGoal({ flash: flash() }).met).toBe('yes');
    expect(flashGoal({ flash: flash({ booked: 3 }) }).met).toBe('no');
    expect(flashGoal({ flash: flash({ storedRows: 5 }) }).met).toBe('no');
    expect(flashGoal({ flash: flash({ overlaps: 1 }) }).met).toBe('no');
    expect(flashGoal({ flash: flash({ http5xx: 1 }) }).met).toBe('no');
    expect(flashGoal({ flash: flash({ networkErrors: 1 }) }).met).toBe('no');
    expect(flashGoal({ flash: flash({ reads: latency(200) }) }).met).toBe('no');
    expect(flashGoal({ flash: flash({ reads: { count: 0, p50: 0, p99: 0, max: 0 } }) }).met).toBe('no');
  });
});

describe('the reasons beside goals not met', () => {
  it('has a reason and a next step for every figure of the table', () => {
    const figures = goalRows({}).map((r) => r.figure);
    expect(Object.keys(WHY_NOT_AND_NEXT).sort()).toEqual([...figures].sort());
    expect(Object.values(WHY_NOT_AND_NEXT).every((why) => why.includes('next') || why.includes('fault'))).toBe(true);
  });
});

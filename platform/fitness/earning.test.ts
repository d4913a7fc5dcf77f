/** The earning rule of membership cards (platform/fitness/earning.ts). */
import { describe, expect, it } from 'vitest';
import { earningsOf, shareOf, type EarningCard } from './earning';

const card = (over: Partial<EarningCard>): EarningCard => ({
  paidCents: 10_000,
  uses: null,
  storedValue: false,
  startsOn: '2026-01-01',
  endsOn: '2026-01-10',
  refundedOn: null,
  refundCents: 0,
  ...over,
});
const total = (e: { cents: number }[]) => e.reduce((s, x) => s + x.cents, 0);

describe('shareOf', () => {
  it('splits a total into shares that sum to it exactly', () => {
    const shares = [1, 2, 3].map((k) => shareOf(1000, k, 3));
    expect(shares).toEqual([333, 334, 333]);
    expect(shares.reduce((a, b) => a + b)).toBe(1000);
  });
});

describe('earningsOf', () => {
  it('earns a uses card use by use (price / uses per use)', () => {
    const e = earningsOf(
      card({ uses: 3, endsOn: null }),
      [
        { on: '2026-01-02', amountCents: 0 },
        { on: '2026-01-02', amountCents: 0 },
        { on: '2026-01-05', amountCents: 0 },
      ],
      '2026-01-31',
    );
    expect(e).toEqual([
      { day: '2026-01-02', cents: 3333 + 3334 },
      { day: '2026-01-05', cents: 3333 },
    ]);
  });

  it('earns nothing after the uses run out, and only up to `until`', () => {
    const uses = Array.from({ length: 4 }, (_, i) => ({ on: `2026-01-0${i + 1}`, amountCents: 0 }));
    expect(total(earningsOf(card({ uses: 2, endsOn: null }), uses, '2026-01-31'))).toBe(10_000);
    expect(earningsOf(card({ uses: 2, endsOn: null }), uses, '2026-01-01')).toEqual([
      { day: '2026-01-01', cents: 5000 },
    ]);
  });

  it('earns a period card pro rata per day of validity', () => {
    const e = earningsOf(card({}), [], '2026-01-31');
    expect(e).toHaveLength(10);
    expect(e[0]).toEqual({ day: '2026-01-01', cents: 1000 });
    expect(total(e)).toBe(10_000);
    expect(total(earningsOf(card({}), [], '2026-01-03'))).toBe(3000);
  });

  it('earns stored value as spent, never more than paid', () => {
    const e = earningsOf(
      card({ storedValue: true, endsOn: null, paidCents: 5000 }),
      [
        { on: '2026-01-02', amountCents: 3000 },
        { on: '2026-01-03', amountCents: 4000 },
      ],
      '2026-01-31',
    );
    expect(e).toEqual([
      { day: '2026-01-02', cents: 3000 },
      { day: '2026-01-03', cents: 2000 },
    ]);
  });

  it('earns what a lapsed uses card left on its last day', () => {
    const e = earningsOf(card({ uses: 4 }), [{ on: '2026-01-02', amountCents: 0 }], '2026-01-31');
    expect(e).toEqual([
      { day: '2026-01-02', cents: 2500 },
      { day: '2026-01-10', cents: 7500 },
    ]);
  });

  it('stops at a refund and earns what was kept on its day', () => {
    // 4 days earned (4000), 5000 refunded: 1000 kept is earned on the refund's day.
    const e = earningsOf(card({ refundedOn: '2026-01-05', refundCents: 5000 }), [], '2026-01-31');
    expect(total(e)).toBe(5000);
    expect(e.at(-1)).toEqual({ day: '2026-01-05', cents: 1000 });
    // A full refund after nothing was earned earns nothing.
    expect(earningsOf(card({ refundedOn: '2026-01-01', refundCents: 10_000 }), [], '2026-01-31')).toEqual([]);
  });

  it('earns nothing for a card not activated and without uses', () => {
    expect(earningsOf(card({ startsOn: null, endsOn: null }), [], '2026-01-31')).toEqual([]);
  });
});

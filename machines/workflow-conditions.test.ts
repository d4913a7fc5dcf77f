/** The condition tests of workflow branches, one rule at a time. */
import { describe, expect, it } from 'vitest';
import { conditionHolds } from './workflow-conditions';
import { cond } from './workflow-testing';

const INITIATOR = { userId: 7, orgPath: [30, 3, 1] };

describe('conditionHolds', () => {
  it('BETWEEN honours open and closed bounds (money in cents)', () => {
    const between = (lowOpen: boolean, highOpen: boolean, amount: number) =>
      conditionHolds(
        cond({ columnId: 'amount', columnType: 'money', optType: 'BETWEEN', value: [100, 200], lowOpen, highOpen }),
        { amount },
        INITIATOR,
      );
    expect([between(false, false, 100), between(false, false, 200), between(false, false, 99)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([between(true, false, 100), between(true, false, 101), between(false, true, 200)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('compares numbers and ISO dates; a missing value never holds', () => {
    expect(
      conditionHolds(cond({ columnId: 'n', columnType: 'number', optType: 'LE', value: 3 }), { n: 3 }, INITIATOR),
    ).toBe(true);
    expect(conditionHolds(cond({ columnId: 'n', columnType: 'number', optType: 'GT', value: 3 }), {}, INITIATOR)).toBe(
      false,
    );
    const after = cond({ columnId: 'd', columnType: 'date', optType: 'GE', value: '2026-12-01' });
    expect(conditionHolds(after, { d: '2026-12-01' }, INITIATOR)).toBe(true);
    expect(conditionHolds(after, { d: '2026-11-30' }, INITIATOR)).toBe(false);
  });

  it('EQ on choices, users and organisations means "is one of"', () => {
    const choice = cond({ columnId: 'c', columnType: 'choice', optType: 'EQ', value: ['a', 'b'] });
    expect(conditionHolds(choice, { c: 'b' }, INITIATOR)).toBe(true);
    expect(conditionHolds(choice, { c: ['x', 'a'] }, INITIATOR)).toBe(true);
    expect(conditionHolds(choice, { c: 'x' }, INITIATOR)).toBe(false);
    expect(conditionHolds({ ...choice, optType: 'GT' }, { c: 'b' }, INITIATOR)).toBe(false);
    expect(
      conditionHolds(cond({ columnId: 'u', columnType: 'user', optType: 'EQ', value: [4, 5] }), { u: 5 }, INITIATOR),
    ).toBe(true);
  });

  it('matches the initiator and their organisation or any ancestor', () => {
    const me = cond({ columnId: '$initiator', columnType: 'user', optType: 'EQ', value: [7] });
    expect(conditionHolds(me, {}, INITIATOR)).toBe(true);
    expect(conditionHolds(me, {}, { ...INITIATOR, userId: 8 })).toBe(false);
    const org = (value: number[]) => cond({ columnId: '$initiatorOrg', columnType: 'org', optType: 'EQ', value });
    expect(conditionHolds(org([3]), {}, INITIATOR)).toBe(true);
    expect(conditionHolds(org([30]), {}, INITIATOR)).toBe(true);
    expect(conditionHolds(org([31]), {}, INITIATOR)).toBe(false);
    expect(conditionHolds(org([3]), {}, { userId: 7, orgPath: [] })).toBe(false);
  });
});

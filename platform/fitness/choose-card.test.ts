/**
 * The choice of the paying card (platform/fitness/choose-card.ts): examples for each reason
 * and refusal, then properties over generated cards and usages — the chosen card admits the
 * usage, no admitting card expires before it, every other card is listed once with its
 * reason, and the order of the cards given does not change the choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIsoDays, chooseCard, effectiveEnd, refusalOf, type CardCandidate, type Usage } from './choose-card';

const base: CardCandidate = {
  id: 1,
  state: 'active',
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  validDays: 365,
  activateBy: null,
  usesLeft: null,
  valueLeftCents: null,
  weekCap: null,
  monthCap: null,
  usedThisWeek: 0,
  usedThisMonth: 0,
  admits: { sceneIds: null, courseKinds: null, hours: null },
};
const usage: Usage = { date: '2026-06-10', weekDay: 3, minute: 600, sceneId: 7, courseKind: null, priceCents: 3000 };
const card = (over: Partial<CardCandidate>): CardCandidate => ({ ...base, ...over });

describe('chooseCard — examples', () => {
  it('the card that expires first pays, the other is passed over as expiring later', () => {
    const c = chooseCard([card({ id: 1, endsOn: '2026-09-01' }), card({ id: 2, endsOn: '2026-07-01' })], usage);
    expect(c).toEqual({
      cardId: 2,
      reason: 'expiresFirst',
      endsOn: '2026-07-01',
      passed: [{ cardId: 1, why: 'expiresLater' }],
    });
  });
  it('a lone admitting card pays as the only card', () => {
    expect(chooseCard([card({})], usage)).toMatchObject({ cardId: 1, reason: 'onlyCard' });
  });
  it('ties: fewer uses left, then the older card', () => {
    expect(chooseCard([card({ id: 1, usesLeft: 5 }), card({ id: 2, usesLeft: 2 })], usage)).toMatchObject({
      cardId: 2,
      reason: 'fewerUsesLeft',
    });
    expect(chooseCard([card({ id: 4 }), card({ id: 3 })], usage)).toMatchObject({ cardId: 3, reason: 'olderCard' });
  });
  it('a pending first-visit card expires as if activated on the usage day', () => {
    const pending = card({ id: 5, state: 'pendingActivation', startsOn: null, endsOn: null, validDays: 30 });
    expect(effectiveEnd(pending, usage.date)).toBe('2026-07-09');
    expect(chooseCard([card({ id: 1, endsOn: '2026-08-01' }), pending], usage)).toMatchObject({ cardId: 5 });
    expect(refusalOf({ ...pending, activateBy: '2026-06-09' }, usage)).toBe('activationPassed');
  });
  it('an undated card comes after every dated one', () => {
    const value = card({ id: 1, endsOn: null, startsOn: null, validDays: null, valueLeftCents: 10_000 });
    expect(chooseCard([value, card({ id: 2, endsOn: '2030-01-01' })], usage)).toMatchObject({ cardId: 2 });
  });
  it('names each refusal', () => {
    expect(refusalOf(card({ state: 'frozen' }), usage)).toBe('state');
    expect(refusalOf(card({ startsOn: '2026-06-11' }), usage)).toBe('notStarted');
    expect(refusalOf(card({ endsOn: '2026-06-09' }), usage)).toBe('ended');
    expect(refusalOf(card({ admits: { ...base.admits, sceneIds: [8] } }), usage)).toBe('scene');
    expect(
      refusalOf(card({ admits: { ...base.admits, courseKinds: ['private'] } }), { ...usage, courseKind: 'league' }),
    ).toBe('courseKind');
    expect(refusalOf(card({ admits: { ...base.admits, hours: { '3': [[0, 600]] } } }), usage)).toBe('hour');
    expect(refusalOf(card({ admits: { ...base.admits, hours: { '3': [[600, 660]] } } }), usage)).toBeNull();
    expect(refusalOf(card({ admits: { ...base.admits, hours: { '4': [[0, 1440]] } } }), usage)).toBe('hour');
    expect(refusalOf(card({ usesLeft: 0 }), usage)).toBe('noUsesLeft');
    expect(refusalOf(card({ weekCap: 2, usedThisWeek: 2 }), usage)).toBe('weekCap');
    expect(refusalOf(card({ monthCap: 8, usedThisMonth: 8 }), usage)).toBe('monthCap');
    expect(refusalOf(card({ valueLeftCents: 2999 }), usage)).toBe('noValue');
    expect(refusalOf(card({ valueLeftCents: 2999, usesLeft: 3 }), usage)).toBeNull();
  });
  it('no admitting card: no choice, every card with its reason', () => {
    expect(chooseCard([card({ id: 1, state: 'expired' }), card({ id: 2, usesLeft: 0 })], usage)).toEqual({
      cardId: null,
      reason: null,
      endsOn: null,
      passed: [
        { cardId: 1, why: 'state' },
        { cardId: 2, why: 'noUsesLeft' },
      ],
    });
  });
});

const day = fc.integer({ min: 0, max: 400 }).map((n) => addIsoDays('2026-01-01', n));
const arbCard = (id: number) =>
  fc
    .record({
      state: fc.constantFrom('pendingActivation', 'active', 'active', 'frozen', 'expired', 'refunded'),
      startsOn: day,
      length: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
      activateBy: fc.option(day, { nil: null }),
      usesLeft: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      valueLeftCents: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
      weekCap: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      monthCap: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      usedThisWeek: fc.integer({ min: 0, max: 3 }),
      usedThisMonth: fc.integer({ min: 0, max: 10 }),
      sceneIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }), { nil: null }),
      courseKinds: fc.option(fc.subarray(['league', 'private', 'test', 'training'] as const), { nil: null }),
      hours: fc.option(fc.constant({ '1': [[480, 1200]], '3': [[0, 720]], '6': [[600, 1440]] } as const), {
        nil: null,
      }),
    })
    .map((r): CardCandidate => ({
      id,
      state: r.state,
      startsOn: r.state === 'pendingActivation' || r.length === null ? null : r.startsOn,
      endsOn: r.state === 'pendingActivation' || r.length === null ? null : addIsoDays(r.startsOn, r.length - 1),
      validDays: r.length,
      activateBy: r.state === 'pendingActivation' ? r.activateBy : null,
      usesLeft: r.usesLeft,
      valueLeftCents: r.valueLeftCents,
      weekCap: r.weekCap,
      monthCap: r.monthCap,
      usedThisWeek: r.usedThisWeek,
      usedThisMonth: r.usedThisMonth,
      admits: {
        sceneIds: r.sceneIds,
        courseKinds: r.courseKinds ? [...r.courseKinds] : null,
        hours: r.hours as CardCandidate['admits']['hours'],
      },
    }));
const arbCards: fc.Arbitrary<CardCandidate[]> = fc
  .array(arbCard(0), { maxLength: 6 })
  .map((cards) => cards.map((c, i) => ({ ...c, id: i + 1 })));
const arbUsage = fc.record({
  date: day,
  weekDay: fc.constantFrom(1, 2, 3, 4, 5, 6, 7) as fc.Arbitrary<Usage['weekDay']>,
  minute: fc.integer({ min: 0, max: 1439 }),
  sceneId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  courseKind: fc.option(
    fc.constantFrom('league', 'private', 'test', 'training') as fc.Arbitrary<Usage['courseKind'] & string>,
    {
      nil: null,
    },
  ),
  priceCents: fc.integer({ min: 0, max: 5000 }),
});

describe('chooseCard — properties', () => {
  it('the chosen card admits the usage; no admitting card ends before it; others listed once', () => {
    fc.assert(
      fc.property(arbCards, arbUsage, (cards, u) => {
        const choice = chooseCard(cards, u);
        const admitting = cards.filter((c) => refusalOf(c, u) === null);
        expect(choice.cardId === null).toBe(admitting.length === 0);
        expect(choice.passed.map((p) => p.cardId).sort()).toEqual(
          cards
            .map((c) => c.id)
            .filter((id) => id !== choice.cardId)
            .sort(),
        );
        if (choice.cardId === null) return;
        const chosen = cards.find((c) => c.id === choice.cardId)!;
        expect(refusalOf(chosen, u)).toBeNull();
        const end = effectiveEnd(chosen, u.date);
        for (const other of admitting) {
          const e = effectiveEnd(other, u.date);
          if (end !== null) expect(e === null || e >= end).toBe(true);
          else expect(e).toBeNull();
        }
        for (const p of choice.passed) {
          const c = cards.find((x) => x.id === p.cardId)!;
          expect(p.why === 'expiresLater' ? refusalOf(c, u) === null : refusalOf(c, u) === p.why).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('the order in which the cards come does not change the choice', () => {
    fc.assert(
      fc.property(
        arbCards.chain((cards) =>
          fc.tuple(fc.constant(cards), fc.shuffledSubarray(cards, { minLength: cards.length })),
        ),
        arbUsage,
        ([cards, shuffled], u) => {
          const a = chooseCard(cards, u);
          const b = chooseCard(shuffled, u);
          expect(b.cardId).toBe(a.cardId);
          expect(b.reason).toBe(a.reason);
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('a card that is not active nor pending never pays', () => {
    fc.assert(
      fc.property(arbCards, arbUsage, (cards, u) => {
        const choice = chooseCard(cards, u);
        const chosen = cards.find((c) => c.id === choice.cardId);
        if (chosen) expect(['active', 'pendingActivation']).toContain(chosen.state);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { payOf, pickRule, type HeldItem, type PayRule } from './coach-pay';

const rule = (id: number, over: Partial<PayRule>): PayRule => ({
  id,
  coachId: null,
  classTypeId: null,
  courseKind: null,
  basis: 'perClass',
  amountCents: 1000 * id,
  ...over,
});
const yoga: HeldItem = { coachId: 7, courseKind: 'league', classTypeId: 3, minutes: 90, attendees: 12 };

describe('pickRule precedence', () => {
  const all = [
    rule(1, {}),
    rule(2, { classTypeId: 3 }),
    rule(3, { courseKind: 'league' }),
    rule(4, { coachId: 7 }),
    rule(5, { coachId: 7, courseKind: 'league' }),
    rule(6, { coachId: 7, classTypeId: 3 }),
    rule(7, { coachId: 8, classTypeId: 3 }),
  ];
  it('coach and class type beat everything', () => expect(pickRule(all, yoga)?.id).toBe(6));
  it('coach and course kind come next', () => expect(pickRule(all.slice(0, 5), yoga)?.id).toBe(5));
  it('the coach alone beats a course of every coach', () => expect(pickRule(all.slice(0, 4), yoga)?.id).toBe(4));
  it('a class type beats a course kind', () => expect(pickRule(all.slice(0, 3), yoga)?.id).toBe(2));
  it('a course kind beats the default', () => expect(pickRule([all[0], all[2]], yoga)?.id).toBe(3));
  it('the default applies last', () => expect(pickRule([all[0], all[6]], yoga)?.id).toBe(1));
  it('another coach’s rule never applies', () => expect(pickRule([all[6]], yoga)).toBeNull());
  it('a class type never pays a private session', () =>
    expect(pickRule([all[1]], { ...yoga, courseKind: 'private', classTypeId: null })).toBeNull());
  it('ties go to the lowest id', () =>
    expect(pickRule([rule(9, { coachId: 7 }), rule(8, { coachId: 7 })], yoga)?.id).toBe(8));
});

describe('payOf', () => {
  it('per class', () => expect(payOf(rule(1, { amountCents: 5000 }), yoga)).toBe(5000));
  it('per hour, rounded to the cent', () => {
    expect(payOf(rule(1, { basis: 'perHour', amountCents: 10000 }), yoga)).toBe(15000);
    expect(payOf(rule(1, { basis: 'perHour', amountCents: 101 }), { ...yoga, minutes: 45 })).toBe(76);
  });
  it('per head', () => expect(payOf(rule(1, { basis: 'perHead', amountCents: 500 }), yoga)).toBe(6000));
  it('no rule pays nothing', () => expect(payOf(null, yoga)).toBe(0));
});

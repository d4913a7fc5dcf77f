/**
 * Coaches' pay rules (docs/fitness-coaches.md): which rule pays a class or session held, and how
 * much. Pure: the server's pay log (/coachLog) and the tests use it. Amounts are integer cents.
 *
 * Precedence, the most specific first (ties: the rule with the lowest id):
 *  1. the coach and the course — the class type of a group class, or the course kind
 *     (`league`, `private`, `test`) of any class or session;
 *  2. the coach alone (every course of that coach);
 *  3. the course alone (every coach), class type or course kind;
 *  4. the default (no coach, no course).
 * Within 1 and 3, a class type is more specific than a course kind.
 */

/** How a rule counts: per class or session held, per hour of it, per attendee. */
export type PayBasis = 'perClass' | 'perHour' | 'perHead';
/** The course kinds a rule may name (group classes are `league`). */
export type PayCourseKind = 'league' | 'private' | 'test';

/** A pay rule as the function needs it (null: any). */
export interface PayRule {
  id: number;
  coachId: number | null;
  classTypeId: number | null;
  courseKind: PayCourseKind | null;
  basis: PayBasis;
  amountCents: number;
}

/** What was held: the coach, its course kind and (group classes) its type, its length, its attendees. */
export interface HeldItem {
  coachId: number;
  courseKind: PayCourseKind;
  classTypeId: number | null;
  minutes: number;
  attendees: number;
}

/** How specific `rule` is for `item`: higher wins; null when the rule does not apply. */
export function specificity(rule: PayRule, item: HeldItem): number | null {
  if (rule.coachId !== null && rule.coachId !== item.coachId) return null;
  if (rule.classTypeId !== null && rule.classTypeId !== item.classTypeId) return null;
  if (rule.courseKind !== null && rule.courseKind !== item.courseKind) return null;
  const course = rule.classTypeId !== null ? 2 : rule.courseKind !== null ? 1 : 0;
  if (rule.coachId !== null) return course > 0 ? 60 + course : 50;
  return course > 0 ? 40 + course : 0;
}

/** The rule that pays `item` (see the precedence above), or null when none applies. */
export function pickRule(rules: readonly PayRule[], item: HeldItem): PayRule | null {
  let best: PayRule | null = null;
  let bestScore = -1;
  for (const r of rules) {
    const score = specificity(r, item);
    if (score === null) continue;
    if (score > bestScore || (score === bestScore && best !== null && r.id < best.id)) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The pay of `item` under `rule`, in cents: perClass the amount; perHour the amount × minutes / 60
 * rounded to the cent (half up); perHead the amount × attendees. No rule: 0.
 */
export function payOf(rule: PayRule | null, item: HeldItem): number {
  if (!rule) return 0;
  if (rule.basis === 'perClass') return rule.amountCents;
  if (rule.basis === 'perHour') return Math.round((rule.amountCents * item.minutes) / 60);
  return rule.amountCents * item.attendees;
}

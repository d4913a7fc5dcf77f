/**
 * Which membership card pays for a usage (a visit, a class): a pure function shared by the
 * server (the gate, bookings) and the terminal (to tell the member in advance).
 *
 * Rule (docs/fitness.md "Choosing which card pays"): of the member's cards that admit the
 * usage — state active, or pending first-visit activation (its deadline not passed); the
 * usage's date within its validity; the scene, course kind and hour of the week day admitted;
 * a use left; under its weekly and monthly caps; enough stored value for the price — the one
 * that expires first pays. A card pending activation expires as if activated on the usage's
 * date. A card without an end date (stored value or uses only) comes after every dated one.
 * Ties: fewer uses left first (spend the nearly-used card), then the older card (lower id).
 * Every card not chosen carries the reason it was passed over, for the member to read.
 */

/** A course kind a card may admit. */
export type CourseKind = 'league' | 'private' | 'test' | 'training';
/** Every course kind. */
export const COURSE_KINDS: readonly CourseKind[] = ['league', 'private', 'test', 'training'];

/** Admitted hours of one week day: [from, to) in minutes after local midnight. */
export type HourRange = [number, number];

/**
 * What a card type admits. `null` means everything of that dimension; `hours` is indexed by
 * ISO week day 1 (Monday) … 7 (Sunday), a day absent from it admitting nothing.
 */
export interface Admission {
  sceneIds: number[] | null;
  courseKinds: CourseKind[] | null;
  hours: Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', HourRange[]>> | null;
}

/** A member's card as the chooser sees it (dates are ISO local dates of the campus). */
export interface CardCandidate {
  id: number;
  state: string;
  /** First and last valid day, inclusive; null before activation or for a type without a period. */
  startsOn: string | null;
  endsOn: string | null;
  /** Period of the type, days (to compute the end of a card pending activation); null: none. */
  validDays: number | null;
  /** Last day to activate a card pending first visit (it activates by itself after). */
  activateBy: string | null;
  /** Uses left; null: unlimited. */
  usesLeft: number | null;
  /** Stored value left, cents; null: the card carries no value. */
  valueLeftCents: number | null;
  /** Caps of uses per ISO week and per calendar month; null: none. */
  weekCap: number | null;
  monthCap: number | null;
  /** Uses already taken in the usage's ISO week and calendar month. */
  usedThisWeek: number;
  usedThisMonth: number;
  admits: Admission;
}

/** A usage to pay for: the local date, its ISO week day, minute of day, scene, course kind, price in cents. */
export interface Usage {
  date: string;
  weekDay: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  minute: number;
  sceneId: number | null;
  courseKind: CourseKind | null;
  /** Taken from a stored-value card that carries no uses or period (0: free). */
  priceCents: number;
}

/** Why a card cannot pay (an i18n key under `membershipCard:why.`). */
export type Refusal =
  | 'state'
  | 'notStarted'
  | 'ended'
  | 'activationPassed'
  | 'scene'
  | 'courseKind'
  | 'hour'
  | 'noUsesLeft'
  | 'weekCap'
  | 'monthCap'
  | 'noValue';

/** Why the chosen card pays (an i18n key under `membershipCard:why.`): the only one, or the first to expire. */
export type ChoiceReason = 'onlyCard' | 'expiresFirst' | 'fewerUsesLeft' | 'olderCard';

/** The choice: the paying card and why (null when none admits), and why each other card was passed over. */
export interface Choice {
  cardId: number | null;
  reason: ChoiceReason | null;
  /** The date the chosen card expires (as computed for its order); null when undated. */
  endsOn: string | null;
  passed: { cardId: number; why: Refusal | 'expiresLater' }[];
}

/** The ISO date `n` days after `date` (UTC arithmetic on a date-only value, no time zone involved). */
export function addIsoDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The date the card would end if used on `date` (a pending card activated that day); null: undated. */
export function effectiveEnd(card: CardCandidate, date: string): string | null {
  if (card.state === 'pendingActivation') return card.validDays ? addIsoDays(date, card.validDays - 1) : null;
  return card.endsOn;
}

/** Why `card` cannot pay for `usage`, or null when it can. */
export function refusalOf(card: CardCandidate, usage: Usage): Refusal | null {
  if (card.state !== 'active' && card.state !== 'pendingActivation') return 'state';
  if (card.state === 'pendingActivation' && card.activateBy && usage.date > card.activateBy) return 'activationPassed';
  if (card.state === 'active') {
    if (card.startsOn && usage.date < card.startsOn) return 'notStarted';
    if (card.endsOn && usage.date > card.endsOn) return 'ended';
  }
  const a = card.admits;
  if (a.sceneIds && (usage.sceneId === null || !a.sceneIds.includes(usage.sceneId))) return 'scene';
  if (a.courseKinds && usage.courseKind !== null && !a.courseKinds.includes(usage.courseKind)) return 'courseKind';
  if (a.hours) {
    const ranges = a.hours[String(usage.weekDay) as keyof NonNullable<Admission['hours']>] ?? [];
    if (!ranges.some(([from, to]) => usage.minute >= from && usage.minute < to)) return 'hour';
  }
  if (card.usesLeft !== null && card.usesLeft <= 0) return 'noUsesLeft';
  if (card.weekCap !== null && card.usedThisWeek >= card.weekCap) return 'weekCap';
  if (card.monthCap !== null && card.usedThisMonth >= card.monthCap) return 'monthCap';
  if (paysByValue(card) && (card.valueLeftCents ?? 0) < usage.priceCents) return 'noValue';
  return null;
}

/**
 * Whether a usage is paid from the card's stored value (the usage's price in cents) rather than by
 * a use: the card carries value and no count of uses. A period-only card admits without taking anything.
 */
export function paysByValue(card: Pick<CardCandidate, 'valueLeftCents' | 'usesLeft'>): boolean {
  return card.valueLeftCents !== null && card.usesLeft === null;
}

/** Orders two admitting cards: the one expiring first, then fewer uses left, then the older. */
function compare(a: CardCandidate, b: CardCandidate, date: string): number {
  const ea = effectiveEnd(a, date);
  const eb = effectiveEnd(b, date);
  if (ea !== eb) {
    if (ea === null) return 1;
    if (eb === null) return -1;
    return ea < eb ? -1 : 1;
  }
  const ua = a.usesLeft ?? Number.POSITIVE_INFINITY;
  const ub = b.usesLeft ?? Number.POSITIVE_INFINITY;
  if (ua !== ub) return ua < ub ? -1 : 1;
  return a.id - b.id;
}

/**
 * The card that pays for `usage` among `cards` (see the module comment).
 * @returns the chosen card id and its reason, or cardId null when no card admits the usage
 */
export function chooseCard(cards: readonly CardCandidate[], usage: Usage): Choice {
  const passed: Choice['passed'] = [];
  const admitting: CardCandidate[] = [];
  for (const card of cards) {
    const why = refusalOf(card, usage);
    if (why) passed.push({ cardId: card.id, why });
    else admitting.push(card);
  }
  if (!admitting.length) return { cardId: null, reason: null, endsOn: null, passed };
  const sorted = [...admitting].sort((a, b) => compare(a, b, usage.date));
  const [chosen, runnerUp] = sorted;
  for (const card of sorted.slice(1)) passed.push({ cardId: card.id, why: 'expiresLater' });
  let reason: ChoiceReason = 'onlyCard';
  if (runnerUp) {
    const e1 = effectiveEnd(chosen, usage.date);
    const e2 = effectiveEnd(runnerUp, usage.date);
    if (e1 !== e2) reason = 'expiresFirst';
    else if ((chosen.usesLeft ?? Infinity) !== (runnerUp.usesLeft ?? Infinity)) reason = 'fewerUsesLeft';
    else reason = 'olderCard';
  }
  return { cardId: chosen.id, reason, endsOn: effectiveEnd(chosen, usage.date), passed };
}

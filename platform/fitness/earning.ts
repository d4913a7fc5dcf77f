/**
 * When the money of a membership card is earned (revenue recognition; docs/fitness-cashier.md
 * "Earning rule"): a pure function shared by the income statistics and their tests.
 *
 * - A card with a number of uses is earned use by use: the k-th use earns
 *   round(paid·k/uses) − round(paid·(k−1)/uses), so the uses together earn exactly what was paid.
 * - A card of stored value (no uses) is earned as it is spent: each use earns the cents it took,
 *   never more in all than was paid.
 * - A period card (neither) is earned pro rata per day of validity, `startsOn` to `endsOn`
 *   inclusive, the same rounding by day.
 * - What is left unearned when a uses or value card ends (`endsOn` passed) is earned on its last day
 *   (the member let it lapse). A refund ends the card: what was paid, less what was earned and less
 *   what was given back, is earned on the refund's day; nothing is earned after it.
 * - A card not activated (`startsOn` null) earns nothing until its uses or activation.
 *
 * Money in integer cents; days are ISO local dates of the campus (Asia/Shanghai).
 */

/** A card as the rule needs it. */
export interface EarningCard {
  /** What was paid for the card in all (sales of the ledger), cents. */
  paidCents: number;
  /** The type's number of uses; null when the card carries none. */
  uses: number | null;
  /** Whether the card carries stored value. */
  storedValue: boolean;
  /** First and last valid day, inclusive (null: not activated / no period). */
  startsOn: string | null;
  endsOn: string | null;
  /** The day of the card's refund and the cents given back (null: not refunded). */
  refundedOn: string | null;
  refundCents: number;
}

/** One use of the card: its day and the stored value it took (cents, 0 for a use by count or period). */
export interface EarningUse {
  on: string;
  amountCents: number;
}

/** Cents earned on one day. */
export interface Earned {
  day: string;
  cents: number;
}

/** Days from ISO date `a` to `b` (b − a). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** ISO date `day` plus `n` days. */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The k-th of n equal shares of `total` cents (1-based), rounded so the n shares sum to `total`. */
export const shareOf = (total: number, k: number, n: number) =>
  Math.round((total * k) / n) - Math.round((total * (k - 1)) / n);

/**
 * The cents `card` earns day by day up to `until` (inclusive), by the rule above; days with
 * nothing earned are left out, the list sorted by day. The sum never exceeds what was paid less
 * what was refunded.
 */
export function earningsOf(card: EarningCard, uses: readonly EarningUse[], until: string): Earned[] {
  const byDay = new Map<string, number>();
  const add = (day: string, cents: number) => {
    if (cents > 0 && day <= until) byDay.set(day, (byDay.get(day) ?? 0) + cents);
  };
  const stop = card.refundedOn && card.refundedOn <= until ? card.refundedOn : null;
  // A refund ends the card: nothing is earned on the refund's day or after by use or by day.
  const open = (day: string) => (stop === null || day < stop) && day <= until;
  let earned = 0;
  const take = (day: string, cents: number) => {
    const c = Math.max(0, Math.min(cents, card.paidCents - earned));
    earned += c;
    add(day, c);
  };
  if (card.uses !== null) {
    const sorted = [...uses].filter((u) => open(u.on)).sort((a, b) => a.on.localeCompare(b.on));
    sorted.slice(0, card.uses).forEach((u, i) => take(u.on, shareOf(card.paidCents, i + 1, card.uses as number)));
  } else if (card.storedValue) {
    [...uses]
      .filter((u) => open(u.on))
      .sort((a, b) => a.on.localeCompare(b.on))
      .forEach((u) => take(u.on, u.amountCents));
  } else if (card.startsOn && card.endsOn) {
    const n = daysBetween(card.startsOn, card.endsOn) + 1;
    for (let k = 1; k <= n; k++) {
      const day = plusDays(card.startsOn, k - 1);
      if (!open(day)) break;
      take(day, shareOf(card.paidCents, k, n));
    }
  }
  if (stop) {
    take(stop, card.paidCents - card.refundCents - earned);
  } else if (card.endsOn && card.endsOn < until && (card.uses !== null || card.storedValue)) {
    take(card.endsOn, card.paidCents - earned);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, cents]) => ({ day, cents }));
}

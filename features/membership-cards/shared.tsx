/**
 * Shared pieces of the membership-card pages (docs/fitness.md): money in cents shown in yuan,
 * a card's state as a badge, ISO times shown as local `YYYY-MM-DD HH:mm`.
 */

/** Cents as yuan with two decimals (`12345` → `123.45`); an empty text for null. */
export const yuan = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** An ISO time as `YYYY-MM-DD HH:mm` in the browser's zone. */
export function shortTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A card's state as a badge (ui/membership-card, shared with the terminal's card pages). */
export { CardStateBadge } from '../../ui/membership-card/card-state-badge';

/** Money and times as the cashier's pages show them (docs/fitness-cashier.md). */

/** Cents as yuan with two decimals (`12345` → `123.45`, `-500` → `-5.00`); an empty text for null. */
export const yuan = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** An ISO time as `YYYY-MM-DD HH:mm` in the browser's zone. */
export function shortTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Yuan typed by staff as cents (`12.5` → 1250); null when not a positive amount with at most two decimals. */
export function centsOf(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const cents = Math.round(Number(text.trim()) * 100);
  return cents > 0 ? cents : null;
}

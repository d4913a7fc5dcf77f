/**
 * Money typed by finance staff: yuan with at most two decimals (`1280`, `1280.5`, `1280.50`)
 * to and from integer cents, through strings only (no float rounding on any amount).
 */

/** `cents` (an integer ≥ 0) as the yuan text an amount field shows, e.g. `128050` → `1280.50`. */
export function yuanText(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const YUAN = /^(\d{1,11})(?:\.(\d{1,2}))?$/;

/** The cents of a typed yuan amount (`1280.5` → 128050), or null when it is not such an amount. */
export function centsOfYuan(text: string): number | null {
  const m = YUAN.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

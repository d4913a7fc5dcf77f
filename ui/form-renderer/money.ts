/**
 * Money of forms: entered and shown in yuan, stored as integer cents (form-definition.ts).
 * The decimal text is read digit by digit, never through a float, so 12.34 is 1234 exactly.
 */

/**
 * Cents of a yuan amount typed by a person: digits with at most two after the point
 * (`12`, `12.3`, `12.34`, `.5`; spaces and thousands commas ignored). Null when the text is
 * not such an amount (a sign, letters, a third decimal), or larger than a safe integer.
 */
export function yuanToCents(text: string): number | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.replace(/[\s,]/g, ''));
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const cents = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A stored amount (integer cents) as yuan with two decimals: 1234 → `12.34`, 5 → `0.05`. */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

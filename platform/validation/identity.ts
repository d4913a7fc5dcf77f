/**
 * Identity rules of spec §5: the mainland identity-card check, age and adulthood derived
 * from a card number, and the masking of phone numbers and card numbers for display.
 * Dates are calendar dates in the local time zone of the caller; `today` is injectable.
 */

/** Age from which a person counts as an adult (spec §9). */
export const ADULT_AGE = 18;

/** A calendar date; `month` 1–12. */
export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(year, month, 0).getDate();
  return day <= daysInMonth;
}

function isPlausibleBirth(b: BirthDate, today: Date): boolean {
  if (b.year < 1900 || !isCalendarDate(b.year, b.month, b.day)) return false;
  const t = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const d = [b.year, b.month, b.day];
  return d[0] < t[0] || (d[0] === t[0] && (d[1] < t[1] || (d[1] === t[1] && d[2] <= t[2])));
}

/**
 * True when `id` is an 18-character identity-card number (spec §5): 17 digits, the first
 * 1–9, then a digit or `X` (either case), with a plausible birth date in characters 7–14
 * (a real calendar date, from 1900, not after `today`). The check digit is not verified
 * (the spec does not ask for it).
 */
export function isValidIdCard(id: string, today: Date = new Date()): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(id)) return false;
  const birth = { year: Number(id.slice(6, 10)), month: Number(id.slice(10, 12)), day: Number(id.slice(12, 14)) };
  return isPlausibleBirth(birth, today);
}

/**
 * Birth date contained in `value` (spec §5):
 * - 18-digit card: `YYYYMMDD` at characters 7–14;
 * - 15-digit card: `YYMMDD` at characters 7–12, read as 19YY;
 * - 5-character year-month: `YY-MM` (also `YY.MM`, `YY/MM`; 20YY unless that lies in the
 *   future, then 19YY) or `YYYYM` (single-digit month); the day is taken as the 1st.
 * @returns `null` when the value has none of these forms or the date is not a real date.
 */
export function birthDateOf(value: string, today: Date = new Date()): BirthDate | null {
  const v = value.trim();
  let birth: BirthDate | null = null;
  if (/^\d{17}[\dXx]$/.test(v)) {
    birth = { year: Number(v.slice(6, 10)), month: Number(v.slice(10, 12)), day: Number(v.slice(12, 14)) };
  } else if (/^\d{15}$/.test(v)) {
    birth = { year: 1900 + Number(v.slice(6, 8)), month: Number(v.slice(8, 10)), day: Number(v.slice(10, 12)) };
  } else if (/^\d{2}[-./]\d{2}$/.test(v)) {
    const yy = Number(v.slice(0, 2));
    const year = 2000 + yy > today.getFullYear() ? 1900 + yy : 2000 + yy;
    birth = { year, month: Number(v.slice(3, 5)), day: 1 };
  } else if (/^\d{4}[1-9]$/.test(v)) {
    birth = { year: Number(v.slice(0, 4)), month: Number(v.slice(4, 5)), day: 1 };
  }
  return birth && isCalendarDate(birth.year, birth.month, birth.day) ? birth : null;
}

/**
 * Age in whole years on `today` of the person whose card number (18 or 15 digits) or
 * 5-character year-month is `value` (spec §5). `null` when no birth date can be read or
 * it lies after `today`.
 */
export function ageOf(value: string, today: Date = new Date()): number | null {
  const b = birthDateOf(value, today);
  if (!b) return null;
  const month = today.getMonth() + 1;
  const day = today.getDate();
  let age = today.getFullYear() - b.year;
  if (month < b.month || (month === b.month && day < b.day)) age--;
  return age >= 0 ? age : null;
}

/** True when the age derived from `value` is at least {@link ADULT_AGE} (spec §5, §9). */
export function isAdult(value: string, today: Date = new Date()): boolean {
  const age = ageOf(value, today);
  return age !== null && age >= ADULT_AGE;
}

/**
 * Masks an 11-digit phone number as first 3 + `****` + last 4 (spec §5), e.g.
 * `13812345678` → `138****5678`. Anything else is returned unchanged.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * Masks an identity-card number (spec §5): an 18-character number keeps its first 5 and
 * last 4 characters, a 15-character one its first 5 and last 1; the rest become `*`, so
 * the length is kept. Other values keep only their last character.
 */
export function maskIdCard(id: string | null | undefined): string {
  if (!id) return '';
  if (id.length === 18) return `${id.slice(0, 5)}${'*'.repeat(9)}${id.slice(14)}`;
  if (id.length === 15) return `${id.slice(0, 5)}${'*'.repeat(9)}${id.slice(14)}`;
  return `${'*'.repeat(Math.max(0, id.length - 1))}${id.slice(-1)}`;
}

/**
 * Wire times of the room pages (ISO-8601 with the campus offset, read as written: the
 * campus's local date and time, whatever the browser's zone).
 */

/** `YYYY-MM-DD HH:mm–HH:mm`, or both dates when the range spans days. */
export function periodOf(start: string, end: string): string {
  const [d1, t1] = [start.slice(0, 10), start.slice(11, 16)];
  const [d2, t2] = [end.slice(0, 10), end.slice(11, 16)];
  return d1 === d2 ? `${d1} ${t1}–${t2}` : `${d1} ${t1} – ${d2} ${t2}`;
}

/** `HH:mm` of a wire time. */
export const hhmm = (iso: string) => iso.slice(11, 16);

/** The ISO date `n` days after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `date` (ISO weeks). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** Today's date in the campus zone (Asia/Shanghai, UTC+8, no daylight saving). */
export function campusToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A local date and `HH:mm` of the campus as a wire time. */
export function wireTime(date: string, time: string): string {
  return `${date}T${time}:00+08:00`;
}

/** Minutes since the campus midnight of `date` of a wire time (negative before, beyond 1440 after that day). */
export function minutesInto(date: string, iso: string): number {
  return (Date.parse(iso) - Date.parse(wireTime(date, '00:00'))) / 60_000;
}

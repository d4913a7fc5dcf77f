/**
 * Wire times of the meeting service order pages: ISO-8601 with an offset on the wire, shown
 * and typed in the campus zone (Asia/Shanghai, UTC+8, no daylight saving), whatever the
 * browser's zone.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';

/** The campus zone of the catering set. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** `YYYY-MM-DD HH:mm` of a wire time in the campus zone ('' for null). */
export function campusDateTime(iso: string | null): string {
  return iso ? format(new Date(iso), 'yyyy-MM-dd HH:mm', { in: tz(CAMPUS_ZONE) }) : '';
}

/** `YYYY-MM-DD HH:mm–HH:mm` of a meeting (both dates when it spans days), in the campus zone. */
export function campusPeriod(start: string, end: string): string {
  const [a, b] = [campusDateTime(start), campusDateTime(end)];
  return a.slice(0, 10) === b.slice(0, 10) ? `${a}–${b.slice(11)}` : `${a} – ${b}`;
}

/** A campus date (`YYYY-MM-DD`) and time (`HH:mm`) as a wire time. */
export function campusWireTime(date: string, time: string): string {
  return `${date}T${time}:00+08:00`;
}

/** Today's date in the campus zone. */
export function campusToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

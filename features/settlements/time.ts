/**
 * Times of the settlement page, shown in the campus zone (Asia/Shanghai, UTC+8) whatever the
 * browser's zone: wire times are ISO-8601 with an offset, dates `YYYY-MM-DD`, months `YYYY-MM`.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';

/** The campus zone of the catering set. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** `YYYY-MM-DD HH:mm` of a wire time in the campus zone ('' for null). */
export function campusDateTime(iso: string | null): string {
  return iso ? format(new Date(iso), 'yyyy-MM-dd HH:mm', { in: tz(CAMPUS_ZONE) }) : '';
}

/** Today's date `YYYY-MM-DD` in the campus zone (at `now`, default the clock). */
export function campusToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(CAMPUS_ZONE) });
}

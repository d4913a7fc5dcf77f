/**
 * Days of the conference-centre pages: campus dates `YYYY-MM-DD` (Asia/Shanghai, UTC+8 without
 * daylight saving in the demo), whatever the browser's zone; the shared helpers of
 * ui/room-timeline do the arithmetic.
 */
import type { Lang } from '../../platform/i18n/languages';
import { formatDate } from '../../ui/terminal-shell';
import { addDays, campusToday, wireTime } from '../../ui/room-timeline';

/** The campus zone of the conference centre. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

export { addDays, campusToday };

/** The campus date of a `?date=` query value when it is a real `YYYY-MM-DD` date, else `fallback`. */
export function dateOfParam(value: string | null, fallback: string): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return fallback;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value ? value : fallback;
}

/** A campus date as a long label with its week day: EN `Sun, 29 Nov 2026`, CN `2026年11月29日 周日`. */
export function dayLabel(date: string, lang: Lang): string {
  return formatDate(wireTime(date, '12:00'), CAMPUS_ZONE, lang);
}

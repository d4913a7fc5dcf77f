/**
 * Date and time formatting of the back office's booking list: ISO-8601 instants shown
 * as wall-clock times of the campus time zone (DESIGN.md §6; default Asia/Shanghai),
 * with date-fns and @date-fns/tz, independent of the browser's own zone.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';

/** The campus time zone used when a row carries none (DESIGN.md §6). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** `2026-11-22T01:00:00Z` → `2026-11-22 09:00` in `zone`. */
export function formatDateTime(iso: string, zone: string = DEFAULT_TIME_ZONE): string {
  return format(iso, 'yyyy-MM-dd HH:mm', { in: tz(zone) });
}

/**
 * A booking's time range in `zone`: `2026-11-22 09:00–10:00` when both ends fall on
 * the same local day, else `2026-11-22 23:00 – 2026-11-23 01:00`.
 */
export function formatRange(startIso: string, endIso: string, zone: string = DEFAULT_TIME_ZONE): string {
  const o = { in: tz(zone) };
  const startDay = format(startIso, 'yyyy-MM-dd', o);
  const endDay = format(endIso, 'yyyy-MM-dd', o);
  if (startDay === endDay) return `${startDay} ${format(startIso, 'HH:mm', o)}–${format(endIso, 'HH:mm', o)}`;
  return `${formatDateTime(startIso, zone)} – ${formatDateTime(endIso, zone)}`;
}

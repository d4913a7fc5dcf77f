/**
 * Formatting of the log pages: instants as wall-clock times in Asia/Shanghai
 * (DESIGN.md §6 default), independent of the browser's zone; JSON snapshots indented.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';

/** Time zone of the log pages. */
export const LOG_TIME_ZONE = 'Asia/Shanghai';

/** `2026-01-10T01:00:00Z` → `2026-01-10 09:00:00` (Asia/Shanghai). */
export function formatLogTime(iso: string): string {
  return format(iso, 'yyyy-MM-dd HH:mm:ss', { in: tz(LOG_TIME_ZONE) });
}

/** A snapshot as indented JSON; `null` (or absent) when there is nothing to show. */
export function formatJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, null, 2);
}

/**
 * The slot grid of a site for one local day: consecutive slots of `slotMinutes` from the
 * day's first opening to its last closing, each marked open when it lies wholly inside
 * one opening range. A day without hours shows the site's usual grid (earliest opening
 * to latest closing of the week), all closed.
 */
import type { WeekDay } from '../../../platform/contracts/common';
import { localInstant, minutesOf, weekDayOf } from './campus-time';

/** One opening range of a week day, local `HH:mm` (close may be `24:00`). */
export interface OpeningRange { weekDay: WeekDay; openTime: string; closeTime: string }

/** One slot of the grid. */
export interface GridSlot { start: Date; end: Date; open: boolean }

/** Builds the grid of `date` (`YYYY-MM-DD`, local to `timeZone`). Empty when the site has no hours at all. */
export function dayGrid(date: string, timeZone: string, slotMinutes: number, hours: readonly OpeningRange[]): GridSlot[] {
  if (hours.length === 0) return [];
  const weekDay = weekDayOf(date);
  const today = hours.filter((h) => h.weekDay === weekDay).map((h) => [minutesOf(h.openTime), minutesOf(h.closeTime)]);
  const spans = today.length ? today : hours.map((h) => [minutesOf(h.openTime), minutesOf(h.closeTime)]);
  const first = Math.min(...spans.map(([open]) => open));
  const last = Math.max(...spans.map(([, close]) => close));
  const slots: GridSlot[] = [];
  for (let m = first; m + slotMinutes <= last; m += slotMinutes) {
    const open = today.some(([o, c]) => o <= m && m + slotMinutes <= c);
    slots.push({ start: localInstant(date, m, timeZone), end: localInstant(date, m + slotMinutes, timeZone), open });
  }
  return slots;
}

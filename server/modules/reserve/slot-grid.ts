/**
 * The slot grid of a site for one local day: slots of `slotMinutes` from the day's first
 * opening to its last closing, each marked open when it lies wholly inside one opening
 * range. A day without hours shows the site's usual grid (earliest opening to latest
 * closing of the week), all closed.
 *
 * Daylight saving time (campus-time.ts): a slot starts at a wall-clock time of the usual
 * grid (opening + k × slot length) and lasts exactly `slotMinutes` of real time. A start
 * the clock skips has no slot (02:00 on 2026-03-08 in America/New_York; the 01:00 slot
 * then ends at 03:00 EDT); a start the clock repeats has two (01:00 −04:00 and 01:00 −05:00
 * on 2026-11-01). A slot that would end after the closing instant, or overlap the slot
 * before it, is left out, so slots never overlap, ascend, and may leave a gap on such a day.
 */
import type { WeekDay } from '../../../platform/contracts/common';
import { localInstant, minutesOf, wallClockOf, weekDayOf } from './campus-time';

/** One opening range of a week day, local `HH:mm` (close may be `24:00`). */
export interface OpeningRange {
  weekDay: WeekDay;
  openTime: string;
  closeTime: string;
}

/** One slot of the grid. */
export interface GridSlot {
  start: Date;
  end: Date;
  open: boolean;
}

/** Builds the grid of `date` (`YYYY-MM-DD`, local to `timeZone`). Empty when the site has no hours at all. */
export function dayGrid(
  date: string,
  timeZone: string,
  slotMinutes: number,
  hours: readonly OpeningRange[],
): GridSlot[] {
  if (hours.length === 0) return [];
  const weekDay = weekDayOf(date);
  const today = hours.filter((h) => h.weekDay === weekDay).map((h) => [minutesOf(h.openTime), minutesOf(h.closeTime)]);
  const spans = today.length ? today : hours.map((h) => [minutesOf(h.openTime), minutesOf(h.closeTime)]);
  const first = Math.min(...spans.map(([open]) => open));
  const last = Math.max(...spans.map(([, close]) => close));
  const at = wallClockOf(date, timeZone);
  // A closing time reads the earliest instant of its wall-clock time (as every bound does).
  const closing = (minutes: number) => at(minutes)[0] ?? localInstant(date, minutes, timeZone);
  const ranges = today.map(([o, c]) => ({ o, c, closesAt: closing(c) }));
  const dayEnd = closing(last);
  const slotMs = slotMinutes * 60_000;
  const candidates: { m: number; start: Date; end: Date }[] = [];
  for (let m = first; m + slotMinutes <= last; m += slotMinutes) {
    for (const start of at(m)) {
      const end = new Date(start.getTime() + slotMs);
      if (end <= dayEnd) candidates.push({ m, start, end });
    }
  }
  // Repeated starts come out of wall-clock order (01:00 −05:00 is after 01:30 −04:00).
  candidates.sort((a, b) => a.start.getTime() - b.start.getTime());
  const slots: GridSlot[] = [];
  for (const { m, start, end } of candidates) {
    if (slots.length > 0 && start < slots[slots.length - 1].end) continue;
    const open = ranges.some(({ o, c, closesAt }) => o <= m && m + slotMinutes <= c && end <= closesAt);
    slots.push({ start, end, open });
  }
  return slots;
}

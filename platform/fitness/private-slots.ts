/**
 * A coach's free start slots on a day (docs/fitness-private.md "Free slots"): a pure function
 * shared by the server (what it offers and accepts) and the terminal.
 *
 * Rule: a start is free when the session `[start, start + minutes)` lies within one of the coach's
 * weekly hours of the day's ISO week day, and `[start, start + minutes + buffer)` overlaps neither
 * a blocked period nor any session holding its slot (`[its start, its end + buffer)`) — the same
 * ranges the database's exclusion constraint keeps apart — and the start is after `now`. Starts
 * are offered every {@link SLOT_STEP} minutes from each range's beginning. The campus zone is
 * Asia/Shanghai, which keeps UTC+8 all year (no daylight saving since 1991): local minutes map to
 * instants with a fixed offset.
 */

/** Minutes between offered starts. */
export const SLOT_STEP = 30;
/** The campus's fixed UTC offset, milliseconds. */
const OFFSET_MS = 8 * 3_600_000;

/** An interval of instants, epoch milliseconds, half-open `[from, to)`. */
export interface Busy {
  from: number;
  to: number;
}

/** Weekly hours: ISO week day '1' … '7' → `[from, to)` minutes after local midnight. */
export type Hours = Partial<Record<string, [number, number][]>>;

/** The instant (epoch ms) the campus clock reads `minutes` after midnight of ISO `date`. */
export function campusInstant(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - OFFSET_MS + minutes * 60_000;
}

/** The campus's local date and minute of day of an instant (epoch ms). */
export function campusClock(ms: number): { date: string; minute: number } {
  const local = new Date(ms + OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** ISO week day 1 (Monday) … 7 (Sunday) of an ISO date. */
export function isoWeekDayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Whether `[a.from, a.to)` and `[b.from, b.to)` overlap. */
export const overlaps = (a: Busy, b: Busy) => a.from < b.to && b.from < a.to;

/**
 * Why a start cannot be booked, or null when it can: `past`, `hours` (outside the weekly hours
 * or the blocked periods), `taken` (another session, buffers included).
 */
export function refusalAt(
  start: number,
  p: { hours: Hours; minutes: number; bufferMinutes: number; blocks: Busy[]; sessions: Busy[]; now: number },
): 'past' | 'hours' | 'taken' | null {
  if (start <= p.now) return 'past';
  const { date, minute } = campusClock(start);
  const ranges = p.hours[String(isoWeekDayOf(date))] ?? [];
  if (!ranges.some(([from, to]) => minute >= from && minute + p.minutes <= to)) return 'hours';
  const held: Busy = { from: start, to: start + (p.minutes + p.bufferMinutes) * 60_000 };
  if (p.blocks.some((b) => overlaps(b, held))) return 'hours';
  if (p.sessions.some((s) => overlaps(s, held))) return 'taken';
  return null;
}

/** The free starts (epoch ms, ascending) of ISO `date`, as the module's rule says. */
export function freeStarts(
  date: string,
  p: { hours: Hours; minutes: number; bufferMinutes: number; blocks: Busy[]; sessions: Busy[]; now: number },
): number[] {
  const out: number[] = [];
  for (const [from, to] of p.hours[String(isoWeekDayOf(date))] ?? []) {
    for (let m = from; m + p.minutes <= to; m += SLOT_STEP) {
      const start = campusInstant(date, m);
      if (refusalAt(start, p) === null && !out.includes(start)) out.push(start);
    }
  }
  return out.sort((a, b) => a - b);
}

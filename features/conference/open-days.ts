/**
 * Whether the meeting rooms open on a searched day, from their weekly opening hours as the server
 * keeps them (`/api/site/scene/detail` sites' `openingHours`: spec §9 week-day codes, `HH:mm` campus
 * times): a day on which no room of the search opens is closed, and the next day on which one opens is
 * offered with a search of it. No week day is assumed: a centre open at weekends has no closed Saturday.
 * No React here.
 */
import type { WeekDay } from '../../platform/contracts/common';
import type { MeetingWhen } from './time';

/** One opening of a room's week: its day and `HH:mm` times (as the sites of sceneDetail carry them). */
export interface RoomOpening {
  weekDay: WeekDay;
  open: string;
  close: string;
}

/** Week-day codes by `Date.getUTCDay()` (spec §9: STA is Saturday). */
const CODES: readonly WeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'];

/** The week-day code of a campus date `YYYY-MM-DD`. */
export function weekDayOf(date: string): WeekDay {
  return CODES[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

/** `date` plus `days` (`YYYY-MM-DD`). */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Minutes since midnight of `HH:mm`. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** `HH:mm` of minutes since midnight. */
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** What a closed day offers: the next search on a day the rooms open, or null when they never open. */
export interface ClosedDay {
  next: MeetingWhen | null;
}

/**
 * Whether `when`'s day is closed for every room of `openings` (one list per room), and if so the search of
 * the next day (within a week) on which one opens: the same times when a room's opening holds them, else the
 * same length from the day's earliest opening (cut at its close).
 * @returns null when some room opens on the day (or no room is known: nothing to say)
 */
export function closedDayOf(when: MeetingWhen, openings: readonly (readonly RoomOpening[])[]): ClosedDay | null {
  const all = openings.flat();
  if (openings.length === 0) return null;
  const day = weekDayOf(when.date);
  if (all.some((o) => o.weekDay === day)) return null;
  for (let d = 1; d <= 7; d++) {
    const date = plusDays(when.date, d);
    const ranges = all.filter((o) => o.weekDay === weekDayOf(date));
    if (ranges.length === 0) continue;
    const from = minutes(when.from);
    const to = minutes(when.to);
    if (ranges.some((r) => minutes(r.open) <= from && to <= minutes(r.close))) return { next: { ...when, date } };
    const first = ranges.reduce((a, b) => (minutes(b.open) < minutes(a.open) ? b : a));
    const start = minutes(first.open);
    const end = Math.min(start + Math.max(to - from, 30), minutes(first.close));
    return { next: { ...when, date, from: hhmm(start), to: hhmm(end) } };
  }
  return { next: null };
}

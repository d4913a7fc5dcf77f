/**
 * The week editor's state and its pure operations (/openRule): seven days MON…SUN
 * (spec §9 codes, STA = Saturday), each with its `HH:mm` ranges in the order the
 * administrator edits them; a day without ranges is closed. Conversion to and from the
 * save call's `openings`, and the problems of a draft shown next to the rows — the same
 * rules the server applies (`openingProblems`), plus the time format.
 */
import type { WeekDay } from '../../platform/contracts/common';
import {
  HhMm,
  WEEK_DAYS,
  minutesOfDay,
  openingProblems,
  type OpeningProblem,
  type OpeningRange,
} from '../../platform/contracts/open-rule.contract';

/** One range being edited (times as typed). */
export interface DraftRange {
  openTime: string;
  closeTime: string;
}

/** The ranges of each week day. */
export type WeekDraft = Record<WeekDay, DraftRange[]>;

/** The week days a "copy Monday to weekdays" fills. */
const WEEKDAYS_AFTER_MONDAY: readonly WeekDay[] = ['TUE', 'WED', 'THU', 'FRI'];

/** A week with every day closed. */
export function emptyWeek(): WeekDraft {
  return Object.fromEntries(WEEK_DAYS.map((d) => [d, []])) as unknown as WeekDraft;
}

/** The draft of a stored week (ranges of each day in the given order). */
export function weekFromOpenings(openings: readonly OpeningRange[]): WeekDraft {
  const week = emptyWeek();
  for (const o of openings) week[o.weekDay].push({ openTime: o.openTime, closeTime: o.closeTime });
  return week;
}

/** The save call's `openings`: days MON…SUN, each day's ranges in editing order. */
export function openingsOfWeek(week: WeekDraft): OpeningRange[] {
  return WEEK_DAYS.flatMap((weekDay) =>
    week[weekDay].map((r) => ({ weekDay, openTime: r.openTime.trim(), closeTime: r.closeTime.trim() })),
  );
}

/** `HH:mm` of minutes since midnight (1440 → `24:00`). */
function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Adds a range to `day`: `08:00–22:00` on a closed day, else one slot right after the
 * day's last range (capped at `24:00`).
 */
export function addRange(week: WeekDraft, day: WeekDay, slotMinutes: number): WeekDraft {
  const ranges = week[day];
  const last = ranges[ranges.length - 1];
  const start = last && HhMm.safeParse(last.closeTime).success ? minutesOfDay(last.closeTime) : null;
  const next =
    start === null
      ? last
        ? { openTime: '', closeTime: '' }
        : { openTime: '08:00', closeTime: '22:00' }
      : { openTime: hhmm(start), closeTime: hhmm(Math.min(start + slotMinutes, 24 * 60)) };
  return { ...week, [day]: [...ranges, next] };
}

/** Removes range `index` of `day`. */
export function removeRange(week: WeekDraft, day: WeekDay, index: number): WeekDraft {
  return { ...week, [day]: week[day].filter((_, i) => i !== index) };
}

/** Sets the opening or closing time of range `index` of `day`. */
export function setTime(
  week: WeekDraft,
  day: WeekDay,
  index: number,
  field: keyof DraftRange,
  value: string,
): WeekDraft {
  return { ...week, [day]: week[day].map((r, i) => (i === index ? { ...r, [field]: value } : r)) };
}

/** Copies Monday's ranges to Tuesday…Friday (`everyDay`: to every other day too). */
export function copyMonday(week: WeekDraft, everyDay = false): WeekDraft {
  const targets = everyDay ? WEEK_DAYS.filter((d) => d !== 'MON') : WEEKDAYS_AFTER_MONDAY;
  const copy = { ...week };
  for (const d of targets) copy[d] = week.MON.map((r) => ({ ...r }));
  return copy;
}

/** A problem of the draft, located at a day's range. */
export type DraftProblem =
  | { kind: 'format'; weekDay: WeekDay; index: number }
  | { kind: 'rule'; weekDay: WeekDay; index: number; problem: OpeningProblem };

/**
 * The problems of `week` with slots of `slotMinutes`: times not `HH:mm` (00:00–24:00)
 * first; when every time is well-formed, the server's rules (close after open, whole
 * slots, no overlap within a day). Empty: the week can be saved.
 */
export function weekProblems(week: WeekDraft, slotMinutes: number): DraftProblem[] {
  const located = WEEK_DAYS.flatMap((weekDay) => week[weekDay].map((r, index) => ({ weekDay, index, r })));
  const format = located
    .filter(({ r }) => !HhMm.safeParse(r.openTime.trim()).success || !HhMm.safeParse(r.closeTime.trim()).success)
    .map(({ weekDay, index }): DraftProblem => ({ kind: 'format', weekDay, index }));
  if (format.length) return format;
  return openingProblems(openingsOfWeek(week), slotMinutes).map((problem) => ({
    kind: 'rule',
    weekDay: located[problem.index].weekDay,
    index: located[problem.index].index,
    problem,
  }));
}

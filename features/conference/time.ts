/**
 * Times of the meeting pages: ISO-8601 with an offset on the wire (DESIGN.md §6), typed and
 * shown in the campus zone (Asia/Shanghai, UTC+8 without daylight saving in the demo),
 * whatever the browser's zone.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Lang } from '../../platform/i18n/languages';
import { formatDate, formatTimeRange } from '../../ui/terminal-shell/time-format';

/** The campus zone of the conference centre. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** A campus date (`YYYY-MM-DD`) and time (`HH:mm`) as a wire time with the campus offset. */
export function campusWireTime(date: string, time: string): string {
  return `${date}T${time}:00+08:00`;
}

/** Today's date (`YYYY-MM-DD`) in the campus zone. */
export function campusToday(now: number = Date.now()): string {
  return format(new Date(now), 'yyyy-MM-dd', { in: tz(CAMPUS_ZONE) });
}

/** The last hour a default search may start at (campus time): later than this, tomorrow morning is offered. */
const LAST_DEFAULT_START_HOUR = 21;
/** The first hour of the day a default search starts at, when today has no hour left. */
const FIRST_DEFAULT_START_HOUR = 9;

/**
 * The search a page opens with when the address names none: the next whole hour in the campus zone, for
 * one hour and 5 people — or tomorrow 09:00–10:00 once today's last start (21:00) has passed — so that a
 * booker is never shown an hour already gone.
 */
export function nextMeetingHour(now: number = Date.now()): MeetingWhen {
  const hour = Number(format(new Date(now), 'H', { in: tz(CAMPUS_ZONE) })) + 1;
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  if (hour <= LAST_DEFAULT_START_HOUR)
    return { date: campusToday(now), from: pad(hour), to: pad(hour + 1), attendees: 5 };
  return {
    date: campusToday(now + 24 * 3_600_000),
    from: pad(FIRST_DEFAULT_START_HOUR),
    to: pad(FIRST_DEFAULT_START_HOUR + 1),
    attendees: 5,
  };
}

/** The campus date and time (`HH:mm`) of a wire time; null when it is not a valid instant. */
export function campusParts(iso: string | null | undefined): { date: string; time: string } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return {
    date: format(at, 'yyyy-MM-dd', { in: tz(CAMPUS_ZONE) }),
    time: format(at, 'HH:mm', { in: tz(CAMPUS_ZONE) }),
  };
}

/** What a meeting search asks: a campus date, start and end times (`HH:mm`) and attendees. */
export interface MeetingWhen {
  date: string;
  from: string;
  to: string;
  attendees: number;
}

/** Why a meeting search cannot be sent (an i18n key of `conference:errors`), or null when it can. */
export function whenProblem(when: MeetingWhen): 'dateRequired' | 'rangeInvalid' | 'attendeesInvalid' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(when.date) || !/^\d{2}:\d{2}$/.test(when.from) || !/^\d{2}:\d{2}$/.test(when.to))
    return 'dateRequired';
  if (when.to <= when.from) return 'rangeInvalid';
  if (!Number.isInteger(when.attendees) || when.attendees < 1 || when.attendees > 10000) return 'attendeesInvalid';
  return null;
}

/** The wire range of a valid search. */
export function wireRange(when: MeetingWhen): { start: string; end: string } {
  return { start: campusWireTime(when.date, when.from), end: campusWireTime(when.date, when.to) };
}

/** A meeting's date and time range in the campus zone, e.g. EN `Sun, 22 Nov 2026 09:00–10:00`. */
export function meetingTimeText(start: string, end: string, lang: Lang): string {
  return `${formatDate(start, CAMPUS_ZONE, lang)} ${formatTimeRange(start, end, CAMPUS_ZONE, lang)}`;
}

/**
 * Date and time formatting of the terminal in a site's time zone (DESIGN.md §6: each
 * campus has an IANA time zone; timestamps travel as ISO-8601 with their offset).
 * Everything here is pure: `iso` strings in, display strings out, locale-aware by `Lang`.
 */
import { addDays, format } from 'date-fns';
import { enUS, zhCN, zhTW } from 'date-fns/locale';
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import type { Locale } from 'date-fns';
import type { Lang } from '../../platform/i18n/languages';

/** The date-fns locale of a product language (CN → zh-CN, EN → en-US, TC → zh-TW). */
export function dateLocaleOf(lang: Lang | string): Locale {
  return lang === 'EN' ? enUS : lang === 'TC' ? zhTW : zhCN;
}

/**
 * The UTC offset an ISO timestamp carries (`…+08:00` → `+08:00`, `…Z` → `+00:00`), usable
 * as a time zone by @date-fns/tz. Used when a record has no IANA zone of its own: the
 * server writes timestamps with the campus's offset, so this reproduces its wall clock.
 */
export function offsetOf(iso: string): string {
  const m = /([+-]\d{2}:?\d{2}|Z)$/.exec(iso.trim());
  if (!m || m[1] === 'Z') return '+00:00';
  return m[1].includes(':') ? m[1] : `${m[1].slice(0, 3)}:${m[1].slice(3)}`;
}

/**
 * `HH:mm` of `iso` in `timeZone` (IANA name or `±HH:mm`), 24-hour in every language. A
 * time the clock reads twice that day (the hour a daylight-saving change repeats) carries
 * the zone's name in `lang` so the two are told apart: EN `01:00 (EDT)` and `01:00 (EST)`,
 * CN `01:00 (GMT-4)` and `01:00 (GMT-5)` (Intl's short zone name).
 */
export function formatTime(iso: string, timeZone: string, lang: Lang | string = 'CN'): string {
  const time = format(new Date(iso), 'HH:mm', { in: tz(timeZone) });
  return isRepeatedWallTime(new Date(iso), timeZone) ? `${time} (${zoneNameAt(new Date(iso), timeZone, lang)})` : time;
}

/** `09:00–10:00`: a slot's or a booking's time range in `timeZone` (en dash, no spaces; {@link formatTime}). */
export function formatTimeRange(start: string, end: string, timeZone: string, lang: Lang | string = 'CN'): string {
  return `${formatTime(start, timeZone, lang)}–${formatTime(end, timeZone, lang)}`;
}

const DAY_MS = 86_400_000;

/**
 * Whether the wall clock of `timeZone` reads the same time at another instant near
 * `instant` — another offset `o` (a day before or after) whose instant with `instant`'s
 * wall clock really has offset `o`.
 */
export function isRepeatedWallTime(instant: Date, timeZone: string): boolean {
  const t = instant.getTime();
  const offset = tzOffset(timeZone, instant);
  return [t - DAY_MS, t + DAY_MS].some((near) => {
    const other = tzOffset(timeZone, new Date(near));
    return other !== offset && tzOffset(timeZone, new Date(t + (offset - other) * 60_000)) === other;
  });
}

/** Intl's short name of `timeZone` at `instant` in `lang` (`EDT`, `GMT-4`, `GMT+1`). */
function zoneNameAt(instant: Date, timeZone: string, lang: Lang | string): string {
  const locale = lang === 'EN' ? 'en-US' : lang === 'TC' ? 'zh-TW' : 'zh-CN';
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * The calendar date of `iso` in `timeZone`, long form with week day:
 * EN `Sun, 22 Nov 2026`, CN `2026年11月22日 周日`, TC `2026年11月22日 週日`.
 */
export function formatDate(iso: string, timeZone: string, lang: Lang | string): string {
  const pattern = lang === 'EN' ? 'EEE, d MMM yyyy' : 'yyyy年M月d日 EEE';
  return format(new Date(iso), pattern, { in: tz(timeZone), locale: dateLocaleOf(lang) });
}

/** Date and time of `iso` in `timeZone`: EN `22 Nov 2026, 09:00`, CN/TC `2026年11月22日 09:00`. */
export function formatDateTime(iso: string, timeZone: string, lang: Lang | string): string {
  const pattern = lang === 'EN' ? 'd MMM yyyy, HH:mm' : 'yyyy年M月d日 HH:mm';
  return format(new Date(iso), pattern, { in: tz(timeZone), locale: dateLocaleOf(lang) });
}

/** Today's calendar date `YYYY-MM-DD` in `timeZone` (at `now`, default the clock). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The `count` calendar dates `YYYY-MM-DD` from today in `timeZone` (today first). */
export function nextDays(timeZone: string, count: number, now: Date = new Date()): string[] {
  const today = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: count }, (_, i) => format(addDays(today, i), 'yyyy-MM-dd'));
}

/**
 * A short label of a calendar date `YYYY-MM-DD` (no time zone involved): week day and
 * day, e.g. EN `Mon 23 Nov`, CN `11月23日 周一`.
 */
export function formatDayChip(date: string, lang: Lang | string): { weekDay: string; day: string } {
  const [y, m, d] = date.split('-').map(Number);
  const local = new Date(y, m - 1, d, 12);
  const locale = dateLocaleOf(lang);
  return {
    weekDay: format(local, 'EEE', { locale }),
    day: format(local, lang === 'EN' ? 'd MMM' : 'M月d日', { locale }),
  };
}

/** A calendar date `YYYY-MM-DD` (no time zone involved) as EN `23 Nov 2026`, CN/TC `2026年11月23日`. */
export function formatCalendarDate(date: string, lang: Lang | string): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y, m - 1, d, 12), lang === 'EN' ? 'd MMM yyyy' : 'yyyy年M月d日', {
    locale: dateLocaleOf(lang),
  });
}

/** Whether `iso` lies after `now`. */
export function isFuture(iso: string, now: Date = new Date()): boolean {
  return new Date(iso).getTime() > now.getTime();
}

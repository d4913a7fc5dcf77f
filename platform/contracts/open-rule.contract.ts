/**
 * Opening rules and closures of sites and scenes (spec §2 /openRule).
 *
 * - Opening rules: a site's weekly hours, several `HH:mm` ranges per week day (spec §9
 *   codes MON…SUN, STA = Saturday), local to the campus's time zone, and its slot length.
 *   A save replaces the whole set of one site, or of every site of a scene, at once.
 *   Bookings already made are never cancelled by a save: the answer counts the future
 *   active bookings that now lie outside the hours, so the administrator can act.
 * - Closures: whole local days `[startDate, endDate]` on which a site, every site of a
 *   scene, or everything takes no bookings (holidays, maintenance).
 *
 * `openingProblems` is the one definition of a valid week (used by the server before a
 * save and by the page's week editor before sending).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, WeekDay } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

/** Week days in display order (spec §9 codes; STA = Saturday). */
export const WEEK_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'];

/** A local time `HH:mm` from `00:00` to `23:59`, or `24:00` (the next midnight, for closing). */
export const HhMm = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'HH:mm');

/** Slot length in minutes (the site table allows 5 to 1440). */
export const SlotMinutes = z.coerce.number().int().min(5).max(1440);

/** One opening range of a week day: `[openTime, closeTime)` local to the campus. */
export const OpeningRange = z.object({ weekDay: WeekDay, openTime: HhMm, closeTime: HhMm });
export type OpeningRange = z.infer<typeof OpeningRange>;

/** Minutes since midnight of a valid `HH:mm` (`24:00` is 1440). */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * A reason a week of openings is refused: the code of the catalogue and its message
 * parameters (`weekDay` is the spec §9 code; callers show it by its localized name).
 */
export interface OpeningProblem {
  code: typeof Code.OPENING_RANGE_INVALID | typeof Code.OPENING_OVERLAP | typeof Code.OPENING_NOT_WHOLE_SLOTS;
  /** Index of the offending range in the input. */
  index: number;
  params: { weekDay: WeekDay; open: string; close: string; slotMinutes?: number; other?: string };
}

/**
 * The problems of `openings` with slots of `slotMinutes`, in input order: a range whose
 * close is not after its open, a range that is not a whole number of slots, a range that
 * overlaps an earlier one of the same day. Empty when the week is valid.
 */
export function openingProblems(openings: readonly OpeningRange[], slotMinutes: number): OpeningProblem[] {
  const problems: OpeningProblem[] = [];
  openings.forEach((r, index) => {
    const open = minutesOfDay(r.openTime);
    const close = minutesOfDay(r.closeTime);
    const params = { weekDay: r.weekDay, open: r.openTime, close: r.closeTime };
    if (close <= open) {
      problems.push({ code: Code.OPENING_RANGE_INVALID, index, params });
      return;
    }
    if ((close - open) % slotMinutes !== 0) {
      problems.push({ code: Code.OPENING_NOT_WHOLE_SLOTS, index, params: { ...params, slotMinutes } });
    }
    const clash = openings
      .slice(0, index)
      .find((o) => o.weekDay === r.weekDay && minutesOfDay(o.openTime) < close && open < minutesOfDay(o.closeTime));
    if (clash)
      problems.push({
        code: Code.OPENING_OVERLAP,
        index,
        params: { ...params, other: `${clash.openTime}–${clash.closeTime}` },
      });
  });
  return problems;
}

export const openRuleGet = defineCall({
  method: 'GET',
  path: '/resv/openRule/get',
  access: 'resv:openRule:page',
  summary: 'The weekly opening hours and slot length of one site (local times of its campus).',
  input: z.object({ siteId: Id }),
  output: z.object({
    siteId: z.number().int(),
    sceneId: z.number().int(),
    slotMinutes: z.number().int(),
    /** IANA time zone of the site's campus. */
    timeZone: z.string(),
    /** Ranges sorted by week day (MON…SUN) and opening time. */
    openings: z.array(OpeningRange),
  }),
  errors: [Code.SITE_NOT_FOUND],
});

/** Input of a save: one site or every site of a scene, the new week, optionally a new slot length. */
export const OpenRuleSaveInput = z
  .object({
    siteId: Id.optional(),
    sceneId: Id.optional(),
    /** New slot length of the site(s); absent: each keeps its own. */
    slotMinutes: SlotMinutes.optional(),
    /** The whole new week; a day without ranges is closed. */
    openings: z.array(OpeningRange).max(7 * 48),
  })
  .refine((v) => (v.siteId === undefined) !== (v.sceneId === undefined), {
    message: 'resource:validation.siteOrScene',
  });

export const openRuleSave = defineCall({
  method: 'POST',
  path: '/resv/openRule/save',
  access: 'resv:openRule:edit',
  summary:
    'Replace the opening hours of a site, or of every site of a scene, in one transaction. ' +
    'Future bookings are kept; `outsideHours` counts those now outside the hours.',
  input: OpenRuleSaveInput,
  output: z.object({
    /** The sites whose hours were replaced. */
    siteIds: z.array(z.number().int()),
    /** Future active bookings (pending, approved, checked in) of those sites lying outside the new hours. */
    outsideHours: z.number().int(),
  }),
  errors: [
    Code.NOT_FOUND,
    Code.SITE_NOT_FOUND,
    Code.OPENING_RANGE_INVALID,
    Code.OPENING_OVERLAP,
    Code.OPENING_NOT_WHOLE_SLOTS,
  ],
});

/** A closure as the list shows it; `siteId` and `sceneId` both null: everything is closed. */
export const ClosureRow = z.object({
  id: z.number().int(),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  sceneId: z.number().int().nullable(),
  /** The scene's name in the caller's language (the site's scene for a site closure). */
  sceneName: z.string().nullable(),
  startDate: IsoDate,
  endDate: IsoDate,
  reason: z.string(),
  createdAt: IsoDateTime,
});
export type ClosureRow = z.infer<typeof ClosureRow>;

export const closurePage = defineCall({
  method: 'GET',
  path: '/resv/closure/page',
  access: 'resv:openRule:page',
  summary:
    "Closures, latest first. `siteId`: those that apply to the site (its own, its scene's, global); " +
    '`sceneId`: those of the scene, of its sites, and global; dates: closures overlapping the range.',
  input: PageQuery.extend({
    siteId: Id.optional(),
    sceneId: Id.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(ClosureRow),
  errors: [],
});

/** Input of a new closure: a site, or a scene, or neither (everything); inclusive local dates. */
export const ClosureAddInput = z
  .object({
    siteId: Id.optional(),
    sceneId: Id.optional(),
    startDate: IsoDate,
    endDate: IsoDate,
    reason: z.string().trim().min(1).max(200),
  })
  .refine((v) => v.siteId === undefined || v.sceneId === undefined, { message: 'resource:validation.siteOrScene' })
  .refine((v) => v.endDate >= v.startDate, { message: 'resource:validation.dateOrder', path: ['endDate'] });

export const closureAdd = defineCall({
  method: 'POST',
  path: '/resv/closure/add',
  access: 'resv:openRule:add',
  summary: 'Close a site (or every site of a scene, or everything) for whole days; bookings into them are refused.',
  input: ClosureAddInput,
  output: z.object({ id: z.number().int() }),
  errors: [Code.NOT_FOUND, Code.SITE_NOT_FOUND],
});

export const closureDelete = defineCall({
  method: 'POST',
  path: '/resv/closure/delete',
  access: 'resv:openRule:delete',
  summary: 'Delete closures (all or none).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: z.object({ deleted: z.number().int() }),
  errors: [Code.NOT_FOUND],
});

/**
 * Handlers of the dining time ranges (/mc/timeRange/*, page /timeRange): `HH:mm` ranges of a
 * dining type (dictionary mcDiningType: DINING_TYPE_UNKNOWN); the end after the start
 * (TIME_RANGE_INVALID); two enabled ranges of one dining type never overlap
 * (TIME_RANGE_OVERLAP, naming both). Saves take an advisory lock first, so two concurrent
 * saves cannot both pass the overlap check. The calls are catalogue.shared.ts `diningResource`.
 */
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { TimeRangeFields } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { mcTimeRange } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { LOCKS, checkDiningType, diningResource, lock, withName } from './catalogue.shared';

const table = mcTimeRange;

/**
 * Checks a range against the enabled others of its dining type (all but `selfId`), after
 * taking the table's lock. A disabled range is not checked: it is offered to nobody.
 * @throws AppError TIME_RANGE_INVALID, DINING_TYPE_UNKNOWN, TIME_RANGE_OVERLAP (`name`, `other`)
 */
async function checkRange(db: Db, lang: Lang, v: TimeRangeFields, selfId: number | null): Promise<void> {
  if (v.endTime <= v.startTime) throw new AppError(Code.TIME_RANGE_INVALID);
  await checkDiningType(db, v.diningTypeCode);
  await lock(db, LOCKS.timeRange);
  if (v.status !== 0) return;
  const [clash] = await db
    .select()
    .from(table)
    .where(
      and(
        eq(table.diningTypeCode, v.diningTypeCode),
        eq(table.status, 0),
        lt(table.startTime, v.endTime),
        gt(table.endTime, v.startTime),
        selfId ? ne(table.id, selfId) : undefined,
      ),
    )
    .orderBy(asc(table.startTime))
    .limit(1);
  if (clash) {
    const other = withName(lang, clash);
    throw new AppError(Code.TIME_RANGE_OVERLAP, {
      name: withName(lang, v).name,
      other: `${other.name} ${clash.startTime}–${clash.endTime}`,
    });
  }
}

/** The time ranges, by start time. */
const timeRanges = diningResource({
  table,
  order: { page: [asc(table.startTime)], dropdown: [asc(table.startTime)] },
  check: checkRange,
});

/** A range as the dropdowns offer it. */
function choiceOf(r: Awaited<ReturnType<typeof timeRanges.all>>[number]) {
  const { id, name, diningTypeCode, diningTypeName, startTime, endTime } = r;
  return { id, name, diningTypeCode, diningTypeName, startTime, endTime };
}

/** Handlers of the time-range calls. */
export const timeRangeHandlers = {
  timeRangePage: (input, ctx) => timeRanges.page(ctx, input),
  timeRangeDropdown: async (input, ctx) => (await timeRanges.dropdown(ctx, input.diningTypeCode)).map(choiceOf),
  timeRangeFullDropdown: async (_input, ctx) =>
    (await timeRanges.all(ctx)).map((r) => ({ ...choiceOf(r), enabled: r.status === 0 })),
  timeRangeAdd: (input, ctx) => timeRanges.add(ctx, input),
  timeRangeEdit: (input, ctx) => timeRanges.edit(ctx, input),
  timeRangeDelete: (input, ctx) => timeRanges.remove(ctx, input),
} satisfies PartialHandlersOf<typeof contracts>;

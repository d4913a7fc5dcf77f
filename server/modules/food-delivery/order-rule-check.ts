/**
 * The order rule's limits on a food delivery order (spec §7 orderRule), pure so they can be
 * tested and shown alike. Campus time is Asia/Shanghai, a fixed +08:00 (no daylight saving).
 *
 * Cut-off, by the rule's `cutoffKind`:
 * - `minutesBefore`: ordering (add or edit) closes `cutoffMinutes` minutes before the dining
 *   time range starts on the delivery date (0: at its start);
 * - `dayBefore`: ordering closes at `cutoffTime` (HH:mm) on the day before the delivery date.
 * An order at the deadline itself is still taken.
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';

const CAMPUS_OFFSET = '+08:00';
const CAMPUS_OFFSET_MS = 8 * 3_600_000;

/** The rule's limits as checked. */
export interface OrderRuleLimits {
  cutoffKind: string;
  cutoffMinutes: number;
  cutoffTime: string;
  minAmountCents: number;
  areas: string[];
}

/** The instant a dining range starting at `startTime` (HH:mm) begins on campus date `date`. */
export function deliveryStart(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime}:00${CAMPUS_OFFSET}`);
}

/** The campus date `YYYY-MM-DD` of `at`. */
export function campusDay(at: Date): string {
  return new Date(at.getTime() + CAMPUS_OFFSET_MS).toISOString().slice(0, 10);
}

/** `at` in campus time as `YYYY-MM-DD HH:mm` (for messages). */
export function campusMinute(at: Date): string {
  return new Date(at.getTime() + CAMPUS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The last instant an order for `date`'s range starting at `startTime` may be placed or changed. */
export function orderDeadline(rule: OrderRuleLimits, date: string, startTime: string): Date {
  if (rule.cutoffKind === 'dayBefore') {
    return new Date(deliveryStart(date, rule.cutoffTime).getTime() - 24 * 3_600_000);
  }
  return new Date(deliveryStart(date, startTime).getTime() - rule.cutoffMinutes * 60_000);
}

/** Cents as yuan with two decimals (messages). */
const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * Checks an order against the rule's limits, in this order: cut-off, area, minimum amount.
 * @throws AppError FOOD_ORDER_CUTOFF_PASSED (`deadline`), FOOD_ORDER_AREA_NOT_SERVED (`area`,
 *   `areas`), FOOD_ORDER_BELOW_MINIMUM (`total`, `minimum` in yuan)
 */
export function checkOrderRule(
  rule: OrderRuleLimits,
  order: { now: Date; deliveryDate: string; startTime: string; area: string; totalCents: number },
): void {
  const deadline = orderDeadline(rule, order.deliveryDate, order.startTime);
  if (order.now.getTime() > deadline.getTime()) {
    throw new AppError(Code.FOOD_ORDER_CUTOFF_PASSED, { deadline: campusMinute(deadline) });
  }
  if (!rule.areas.includes(order.area)) {
    throw new AppError(Code.FOOD_ORDER_AREA_NOT_SERVED, { area: order.area, areas: rule.areas.join(', ') });
  }
  if (order.totalCents < rule.minAmountCents) {
    throw new AppError(Code.FOOD_ORDER_BELOW_MINIMUM, {
      total: yuan(order.totalCents),
      minimum: yuan(rule.minAmountCents),
    });
  }
}

/**
 * The order rule's limits checked in the browser before a food delivery order is sent
 * (spec §7 /mc/orderRule/current, /mc/foodDeliveryOrder/add). Pure: the same limits, in the
 * same order, as the server's check (server/modules/food-delivery/order-rule-check.ts —
 * cut-off, area, minimum amount), so a refusal shows before anything is sent; the server
 * still checks every order.
 *
 * Campus time is Asia/Shanghai, a fixed +08:00 without daylight saving (as on the server).
 */
import type { OrderRuleRow } from '../../platform/contracts/food-delivery.contract';

const CAMPUS_OFFSET = '+08:00';
const CAMPUS_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a dining range starting at `startTime` (`HH:mm`) begins on campus date `date` (`YYYY-MM-DD`). */
export function deliveryStart(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime}:00${CAMPUS_OFFSET}`);
}

/** The campus date `YYYY-MM-DD` of `at`, moved by `days` days. */
export function campusDay(at: Date, days = 0): string {
  return new Date(at.getTime() + CAMPUS_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** `at` in campus time as `YYYY-MM-DD HH:mm` (for messages). */
export function campusMinute(at: Date): string {
  return new Date(at.getTime() + CAMPUS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The last instant an order for `date`'s dining range starting at `startTime` may be placed:
 * `cutoffMinutes` before the range starts (`minutesBefore`), or `cutoffTime` the day before
 * (`dayBefore`). An order at the deadline itself is still taken.
 */
export function orderDeadline(
  rule: Pick<OrderRuleRow, 'cutoffKind' | 'cutoffMinutes' | 'cutoffTime'>,
  date: string,
  startTime: string,
): Date {
  if (rule.cutoffKind === 'dayBefore') return new Date(deliveryStart(date, rule.cutoffTime).getTime() - DAY_MS);
  return new Date(deliveryStart(date, startTime).getTime() - rule.cutoffMinutes * 60_000);
}

/** Why an order may not be sent: the key under `conferenceCatering:order.problem.` and its parameters. */
export interface OrderProblem {
  key: 'noRule' | 'noTimeRange' | 'noItems' | 'noReceiver' | 'cutoffPassed' | 'areaNotServed' | 'belowMinimum';
  /** `deadline` (campus `YYYY-MM-DD HH:mm`), `area`, or `total` / `minimum` in cents. */
  params?: Record<string, string | number>;
}

/** The order as the form holds it. */
export interface OrderDraft {
  deliveryDate: string;
  /** The chosen dining range's start `HH:mm` (null: none chosen). */
  startTime: string | null;
  area: string;
  address: string;
  receiverName: string;
  receiverPhone: string;
  /** The sum of the lines in cents. */
  totalCents: number;
  /** How many lines have a quantity. */
  lineCount: number;
}

/**
 * The first problem of `order` under `rule` at `now`, or null when it may be sent. Checked in
 * this order: a rule is enabled, the form is complete (time, dishes, receiver), then as the
 * server does: cut-off, area, minimum amount.
 */
export function orderProblem(rule: OrderRuleRow | null, order: OrderDraft, now: Date): OrderProblem | null {
  if (!rule) return { key: 'noRule' };
  if (!order.deliveryDate || !order.startTime) return { key: 'noTimeRange' };
  if (order.lineCount === 0) return { key: 'noItems' };
  if (!order.receiverName.trim() || !order.receiverPhone.trim() || !order.address.trim() || !order.area) {
    return { key: 'noReceiver' };
  }
  const deadline = orderDeadline(rule, order.deliveryDate, order.startTime);
  if (now.getTime() > deadline.getTime()) return { key: 'cutoffPassed', params: { deadline: campusMinute(deadline) } };
  if (!rule.areas.includes(order.area)) return { key: 'areaNotServed', params: { area: order.area } };
  if (order.totalCents < rule.minAmountCents) {
    return { key: 'belowMinimum', params: { total: order.totalCents, minimum: rule.minAmountCents } };
  }
  return null;
}

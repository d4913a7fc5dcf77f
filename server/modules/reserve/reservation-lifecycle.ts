/**
 * The server side of the reservation statechart (DESIGN.md §5): a stored row is
 * the machine resting in its status; an event is applied only when the machine accepts
 * it, else the call is refused with ACTION_NOT_ALLOWED naming the booking, its state and
 * the action (in the caller's language). Each applied event is reported to the server's
 * inspector when one runs (`INSPECT=ws`, server/inspection/).
 */
import {
  nextReservationStep,
  reservationMachine,
  type ReservationContext,
  type ReservationEvent,
  type ReservationRules,
} from '../../../machines/reservation.machine';
import { reportMachineStep } from '../../inspection/machine-steps';
import { storedTimeRules } from '../rules/effective-rule';
import type { ReservationStatus } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';

/**
 * What the machine needs of a row; `rules` is the row's stored snapshot of its time
 * limits (`reservation.rules`), null or absent for the built-in ones.
 */
export type LifecycleRow = { id: number; status: ReservationStatus; startAt: Date; endAt: Date; rules?: unknown };

/** The result of an accepted event: the row's new status and end. */
export interface LifecycleStep {
  status: ReservationStatus;
  endAt: Date;
}

/** The machine's context of a row under `rules` (default: the row's own snapshot). */
function contextOf(row: LifecycleRow, rules: ReservationRules): ReservationContext {
  return { start: row.startAt.getTime(), end: row.endAt.getTime(), rules };
}

/** The time rules of a stored row: its snapshot, else the built-in ones. */
export function rulesOfRow(row: LifecycleRow): ReservationRules {
  return storedTimeRules(row.rules);
}

/** The step `event` leads a row to, or null when the machine refuses it. */
function stepOf(row: LifecycleRow, event: ReservationEvent, rules: ReservationRules): LifecycleStep | null {
  const step = nextReservationStep(row.status, contextOf(row, rules), event);
  return step ? { status: step.status, endAt: new Date(step.end) } : null;
}

/** Whether the machine accepts `event` for `row` (e.g. to offer a Cancel button). */
export function accepts(
  row: LifecycleRow,
  event: ReservationEvent,
  rules: ReservationRules = rulesOfRow(row),
): boolean {
  return stepOf(row, event, rules) !== null;
}

/**
 * Applies `event` (its `now` is the request's clock) to `row` under `rules`.
 * @returns the new status and end to store
 * @throws AppError ACTION_NOT_ALLOWED ({id, state, action}) when the machine refuses it
 */
export function applyReservationEvent(
  row: LifecycleRow,
  event: ReservationEvent,
  rules: ReservationRules = rulesOfRow(row),
): LifecycleStep {
  const step = stepOf(row, event, rules);
  reportMachineStep(() => ({
    machine: reservationMachine,
    sessionId: `reservation:${row.id}`,
    before: { value: row.status, context: contextOf(row, rules) },
    event,
    after: step && { value: step.status, context: { ...contextOf(row, rules), end: step.endAt.getTime() } },
  }));
  if (!step) {
    const action = event.type.slice(event.type.indexOf('.') + 1);
    throw new AppError(
      Code.ACTION_NOT_ALLOWED,
      { id: row.id, state: row.status, action },
      { id: row.id, status: row.status, action },
    );
  }
  return step;
}

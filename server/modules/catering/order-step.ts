/**
 * The server side of the catering lifecycles (DESIGN.md §5): a stored order, voucher
 * application, settlement or room lock is its machine resting in its state; a call's step
 * is applied only when the machine accepts it, else the call is refused with
 * ORDER_STEP_NOT_ALLOWED naming the record, its state and the step in the caller's language.
 * Each applied or refused step is reported to the server's inspector when one runs.
 * The storers of a meeting service order's, food delivery's or meal-voucher application's step
 * tell its applicant through server/modules/message/order-messages.ts `notifyOrderStep`.
 */
import type { AnyStateMachine, ContextFrom, EventFromLogic, StateValue } from 'xstate';
import { nextStoredStep, type StoredStep } from '../../../machines/stored-step';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { reportMachineStep } from '../../inspection/machine-steps';

/** A stored record as its machine sees it. */
export interface StoredRecord<M extends AnyStateMachine> {
  /** The machine's i18n namespace and the record's kind on the wire (reserveOrder, foodDelivery …). */
  kind: string;
  id: number;
  /** The stored state value (a leaf state name for the flat lifecycles). */
  state: StateValue;
  context: ContextFrom<M>;
}

/** The text of a state value for messages: `a` or `a.b` for a nested one. */
function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0] ?? ['', ''];
  return inner ? `${key}.${stateName(inner as StateValue)}` : key;
}

/**
 * Applies `event` to `record` through `machine`.
 * @returns the state value and context to store
 * @throws AppError ORDER_STEP_NOT_ALLOWED ({kind, id, state, action}) when the machine refuses it;
 *   `action` is the event's name after its first dot (`order.audit` → `audit`)
 */
export function applyOrderStep<M extends AnyStateMachine>(
  machine: M,
  record: StoredRecord<M>,
  event: EventFromLogic<M>,
): StoredStep<M> {
  const step = nextStoredStep(machine, record.state, record.context, event);
  reportMachineStep(() => ({
    machine,
    sessionId: `${machine.id}:${record.id}`,
    before: { value: record.state, context: record.context },
    event,
    after: step && { value: step.value, context: step.context },
  }));
  if (!step) {
    const type = (event as { type: string }).type;
    const action = type.slice(type.indexOf('.') + 1);
    const state = stateName(record.state);
    throw new AppError(
      Code.ORDER_STEP_NOT_ALLOWED,
      { kind: record.kind, id: record.id, state, action },
      { kind: record.kind, id: record.id, state, action },
    );
  }
  return step;
}

/**
 * One step of a machine whose actor lives in a database row (DESIGN.md §5 "the server keeps
 * each entity's state value in its row"): the row's state value and context are resolved
 * into a snapshot, the event is applied if — and only if — the machine accepts it there,
 * and the new state value and context are what the caller stores. Shared by the catering
 * lifecycles (reserve order, food delivery order, meal voucher, settlement, room lock) on
 * the server and by the pages that offer their steps (`canStep`).
 */
import {
  getNextSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';

/** Where an accepted event leads: the state value and context to store. */
export interface StoredStep<M extends AnyStateMachine> {
  value: StateValue;
  context: ContextFrom<M>;
}

/** The machine resting in a stored `value` with `context`. */
export function storedSnapshot<M extends AnyStateMachine>(machine: M, value: StateValue, context: ContextFrom<M>) {
  return machine.resolveState({ value, context });
}

/** Whether the machine at rest in `value` (with `context`) accepts `event` — what a view offers. */
export function canStep<M extends AnyStateMachine>(
  machine: M,
  value: StateValue,
  context: ContextFrom<M>,
  event: EventFromLogic<M>,
): boolean {
  return storedSnapshot(machine, value, context).can(event);
}

/**
 * Applies `event` to the machine at rest in `value` with `context`.
 * @returns the state value and context it leads to, or null when the machine refuses it there
 */
export function nextStoredStep<M extends AnyStateMachine>(
  machine: M,
  value: StateValue,
  context: ContextFrom<M>,
  event: EventFromLogic<M>,
): StoredStep<M> | null {
  const snapshot = storedSnapshot(machine, value, context);
  if (!snapshot.can(event)) return null;
  // The generic machine type loses the snapshot's shape; every machine's snapshot has these two.
  const next = getNextSnapshot(machine, snapshot as SnapshotFrom<M>, event) as unknown as {
    value: StateValue;
    context: ContextFrom<M>;
  };
  return { value: next.value, context: next.context };
}

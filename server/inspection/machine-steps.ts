/**
 * Machine steps the server applies without an actor (DESIGN.md §5: a stored row is the
 * machine resting in its status; `getNextSnapshot` applies an event), made visible to
 * whoever inspects the server (`INSPECT=ws`, ./ws-inspector.ts). Without a reporter the
 * cost of a report is one null check.
 */
import type { AnyStateMachine, EventObject } from 'xstate';

/** The state of an entity as the machine sees it: state value and context. */
export interface InspectedState {
  value: unknown;
  context: unknown;
}

/** One event applied to a stored entity by a pure machine step. */
export interface MachineStep {
  /** The machine that decided (its definition is shown by the inspector). */
  machine: AnyStateMachine;
  /** Stable id of the entity, the inspector's actor id: `<machine id>:<row id>`, e.g. `reservation:12`. */
  sessionId: string;
  /** The entity before the event (read from its row). */
  before: InspectedState;
  event: EventObject;
  /** The entity after the event; `null` when the machine refused it (the row stays as it was). */
  after: InspectedState | null;
}

type Reporter = (step: MachineStep) => void;

let reporter: Reporter | null = null;

/**
 * Reports a step to the registered reporter, if any. `step` is built only then.
 * A failing reporter never fails the request: its error is swallowed here.
 */
export function reportMachineStep(step: () => MachineStep): void {
  if (!reporter) return;
  try {
    reporter(step());
  } catch {
    // Inspection is a development aid; the booking goes on without it.
  }
}

/**
 * Registers the one reporter of the process (the WebSocket inspector).
 * @returns a function that unregisters it.
 */
export function setMachineStepReporter(next: Reporter): () => void {
  reporter = next;
  return () => {
    if (reporter === next) reporter = null;
  };
}

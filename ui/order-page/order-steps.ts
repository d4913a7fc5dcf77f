/**
 * The declarative steps of an order page (spec §2 catering set: /mealManagement, /reserves …):
 * each step names its machine event, the permission it needs and the call that takes it. A
 * view offers a step exactly when the order's machine accepts its event in the order's state
 * (machines/stored-step.ts `canStep`) and the user holds its permission.
 */
import type { AnyStateMachine, ContextFrom, EventFromLogic, StateValue } from 'xstate';
import { canStep } from '../../machines/stored-step';

/** One step of the back office on an order of machine `M`. */
export interface OrderStepSpec<M extends AnyStateMachine> {
  /** Its key: the button's test id `step-<key>` and, unless `label`, its text `<ns>:<labelPrefix><key>`. */
  key: string;
  /** The machine event the step sends (what `canStep` is asked). */
  event: EventFromLogic<M>;
  /**
   * The button permission the user must hold (e.g. `mc:reserveOrder:audit`); absent for a step
   * whose call is open to every signed-in user (its data scope decides, e.g. an applicant's cancel).
   */
  permission?: string;
  /** Takes the step on the server; `reason` is the text typed when `needsReason`. Rejects on refusal. */
  run?: (reason: string) => Promise<unknown>;
  /** Asks a reason first (the reason form); the confirm button stays disabled while it is blank. */
  needsReason?: boolean;
  /** The reason form's label and confirm button of this step (i18n keys in the bar's `ns`), else the bar's. */
  reasonTexts?: { reason: string; confirm: string };
  /** Shown as a destructive (red, outline) button. */
  danger?: boolean;
  /** Instead of running: opens the page's own dialog (e.g. a quantities editor). */
  open?: () => void;
}

/**
 * The steps of `steps` offered on an order resting in `state` with `context`, for
 * `allowed(permission)` (a step without a permission needs none).
 */
export function offeredOrderSteps<M extends AnyStateMachine, S extends OrderStepSpec<M>>(
  machine: M,
  state: StateValue,
  context: ContextFrom<M>,
  steps: readonly S[],
  allowed: (permission: string) => boolean,
): S[] {
  return steps.filter(
    (s) => (s.permission === undefined || allowed(s.permission)) && canStep(machine, state, context, s.event),
  );
}

/**
 * What the organisation may do with one of its statements on the terminal: "Confirm statement"
 * (the settlement machine's `settlement.confirm`, machines/settlement.machine.ts), offered exactly
 * when the machine accepts it in the statement's stored state (ui/order-page `offeredOrderSteps`,
 * i.e. `snapshot.can`) AND the user holds `mc:settlement:orgConfirm` (the button of the terminal's
 * /settlementDetail menu, granted to the approvers). The server applies the same machine and
 * refuses otherwise (ORDER_STEP_NOT_ALLOWED; FORBIDDEN without the permission).
 */
import { settlementMachine, type SettlementEvent, type SettlementState } from '../../machines/settlement.machine';
import { ORG_CONFIRM_PERMISSION } from '../../platform/contracts/org-settlement.contract';
import { offeredOrderSteps, type OrderStepSpec } from '../../ui/order-page';

/** The organisation's step on a statement. */
export const ORG_SETTLEMENT_STEPS: readonly OrderStepSpec<typeof settlementMachine>[] = [
  {
    key: 'confirm',
    event: { type: 'settlement.confirm' } satisfies SettlementEvent,
    permission: ORG_CONFIRM_PERMISSION,
  },
];

/** Whether "Confirm statement" is offered on a statement in `state` to a user for whom `allowed(permission)` holds. */
export function canOrgConfirm(state: SettlementState, allowed: (permission: string) => boolean): boolean {
  return offeredOrderSteps(settlementMachine, state, {}, ORG_SETTLEMENT_STEPS, allowed).length > 0;
}

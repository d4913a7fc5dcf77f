/**
 * What a statement's row offers (spec §4 "catering and summary settlements: confirm, batch
 * confirm, invoice"): the machine steps Confirm and Record invoice, each offered exactly when
 * machines/settlement.machine.ts accepts its event in the statement's state
 * (ui/order-page `offeredOrderSteps`, i.e. `snapshot.can`) and the user holds its button
 * permission (server/db/seed-menus.ts: mc:settlement:confirm, mc:settlement:invoice); and
 * the reads Statement PDF and Details, open to anyone with the page (mc:settlement:page).
 */
import { settlementMachine, type SettlementEvent } from '../../machines/settlement.machine';
import type { SettlementRow } from '../../platform/contracts/settlement.contract';
import { offeredOrderSteps, type OrderStepSpec } from '../../ui/order-page';

/** The keys of a row's actions, in the order they show (test ids `action-<key>`). */
export type SettlementActionKey = 'confirm' | 'invoice' | 'statement' | 'detail';

/** Button permission codes of the page (server/db/seed-menus.ts, the /settlement menu). */
export const SETTLEMENT_PERMISSIONS = {
  page: 'mc:settlement:page',
  confirm: 'mc:settlement:confirm',
  invoice: 'mc:settlement:invoice',
  export: 'mc:settlement:export',
  ruleEdit: 'mc:ruleCatering:edit',
} as const;

/** The machine steps of a statement, with the event the machine is asked and the permission. */
export const SETTLEMENT_STEPS: readonly OrderStepSpec<typeof settlementMachine>[] = [
  {
    key: 'confirm',
    event: { type: 'settlement.confirm' } satisfies SettlementEvent,
    permission: SETTLEMENT_PERMISSIONS.confirm,
  },
  {
    key: 'invoice',
    event: { type: 'settlement.invoice' } satisfies SettlementEvent,
    permission: SETTLEMENT_PERMISSIONS.invoice,
  },
];

/**
 * The actions `row` offers to a user for whom `allowed(permission)` holds: the machine steps
 * accepted in its state and permitted, then Statement PDF and Details.
 */
export function offeredActions(
  row: Pick<SettlementRow, 'state'>,
  allowed: (permission: string) => boolean,
): SettlementActionKey[] {
  const steps = offeredOrderSteps(settlementMachine, row.state, {}, SETTLEMENT_STEPS, allowed);
  return [...steps.map((s) => s.key as SettlementActionKey), 'statement', 'detail'];
}

/**
 * The steps the terminal's /mealVouchers offers on the caller's own application: only cancel
 * (spec §4 "meal voucher: … cancel"; the audits, confirmation and distribution are the staff's).
 * It is offered exactly when the application's machine (machines/meal-voucher.machine.ts)
 * accepts `voucher.cancel` in the stored state — never a hand-written list of states; the
 * server applies the same machine and refuses otherwise (ORDER_STEP_NOT_ALLOWED).
 */
import { mealVoucherMachine, type MealVoucherState } from '../../machines/meal-voucher.machine';
import { canStep } from '../../machines/stored-step';

/** Whether an application resting in `state` may be cancelled by its applicant. */
export function canCancelApplication(state: MealVoucherState): boolean {
  return canStep(mealVoucherMachine, state, {}, { type: 'voucher.cancel' });
}

/** The colour of an application's state badge: red ended badly, orange partly, green done, else blue (in progress). */
export function statePalette(state: MealVoucherState): 'red' | 'orange' | 'green' | 'blue' {
  if (state === 'rejected' || state === 'cancelled') return 'red';
  if (state === 'partiallyDistributed') return 'orange';
  if (state === 'distributed' || state === 'settled') return 'green';
  return 'blue';
}

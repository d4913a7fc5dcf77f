/**
 * A member's registration for a training course group (docs/training.md). The states are the stored
 * values of `club_train_registration.state`; the server applies each step through this machine
 * (server/modules/training/registration-store.ts) and refuses with ORDER_STEP_NOT_ALLOWED (kind
 * `trainingRegistration`) a step the registration's state does not admit.
 *
 * ```
 *  pending ─train.confirm─▶ confirmed ─train.complete─▶ completed   (the term ended: the daily job)
 *  pending ─train.reject─▶ rejected                                 (the coach refused it)
 *  pending | confirmed ─train.withdraw─▶ withdrawn                  (the member or the desk; no refund here)
 * ```
 *
 * Guards-free: capacity, dates and ownership are checked by the server; the machine only answers
 * "in this state?". Its context is empty.
 */
import { setup } from 'xstate';

/** The stored states of a course registration. */
export type TrainingRegistrationState = 'pending' | 'confirmed' | 'rejected' | 'withdrawn' | 'completed';

/** Every state, in the order of the status tabs. */
export const TRAINING_REGISTRATION_STATES: readonly TrainingRegistrationState[] = [
  'pending',
  'confirmed',
  'completed',
  'rejected',
  'withdrawn',
];

/** The states holding a place of the group (counted against its capacity). */
export const HOLDING_STATES: readonly TrainingRegistrationState[] = ['pending', 'confirmed'];

/** Events of a registration; the action after the dot names the step. */
export type TrainingRegistrationEvent =
  { type: 'train.confirm' } | { type: 'train.reject' } | { type: 'train.withdraw' } | { type: 'train.complete' };

/** Every event type of the machine. */
export const TRAINING_REGISTRATION_EVENTS: readonly TrainingRegistrationEvent['type'][] = [
  'train.confirm',
  'train.reject',
  'train.withdraw',
  'train.complete',
];

/** The training registration machine (see the module comment). */
export const trainingRegistrationMachine = setup({
  types: {} as { context: Record<string, never>; events: TrainingRegistrationEvent },
}).createMachine({
  id: 'trainingRegistration',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      on: { 'train.confirm': 'confirmed', 'train.reject': 'rejected', 'train.withdraw': 'withdrawn' },
    },
    confirmed: {
      on: { 'train.complete': 'completed', 'train.withdraw': 'withdrawn' },
    },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    completed: { type: 'final' },
  },
});

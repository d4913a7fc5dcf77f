/**
 * A membership card's life (the fitness club: docs/fitness.md). The states are the stored
 * values of `club_card.state`; the server applies each operation through this machine
 * (server/modules/fitness/card-step.ts) and refuses with ORDER_STEP_NOT_ALLOWED (kind
 * `membershipCard`) an operation the card's state does not admit; views offer an operation
 * exactly when `canStep` accepts it.
 *
 * ```
 *  pendingActivation ─card.activate | card.use─▶ active
 *  active ─card.freeze─▶ frozen ─card.resume─▶ active
 *  active ─card.expire─▶ expired ─card.delay─▶ active      (a delay past today revives it)
 *  active ⟲ card.use, card.credit, card.delay, card.upgrade, card.renew
 *  frozen ⟲ card.renew          expired ⟲ card.renew       (renewal issues a new card linked to this one)
 *  active | frozen | expired ⟲ card.useReturn              (a cancelled class gives its use back)
 *  pendingActivation | active ─card.transfer─▶ transferred (final: the new holder gets a new card)
 *  pendingActivation | active | frozen | expired ─card.refund─▶ refunded (final)
 * ```
 *
 * Guards-free: whether a type's rules allow an operation (transfer count, fee, leave quota …)
 * is checked by the server from the card type; the machine only answers "in this state?".
 * Its context is empty.
 */
import { setup } from 'xstate';

/** The stored states of a membership card. */
export type MembershipCardState = 'pendingActivation' | 'active' | 'frozen' | 'expired' | 'transferred' | 'refunded';

/** Every state, in the order of the status tabs. */
export const MEMBERSHIP_CARD_STATES: readonly MembershipCardState[] = [
  'pendingActivation',
  'active',
  'frozen',
  'expired',
  'transferred',
  'refunded',
];

/** Events of a card; the action after the dot names the operation (and the call). */
export type MembershipCardEvent =
  | { type: 'card.activate' }
  | { type: 'card.use' }
  | { type: 'card.credit' }
  | { type: 'card.useReturn' }
  | { type: 'card.delay' }
  | { type: 'card.upgrade' }
  | { type: 'card.renew' }
  | { type: 'card.freeze' }
  | { type: 'card.resume' }
  | { type: 'card.expire' }
  | { type: 'card.transfer' }
  | { type: 'card.refund' };

/** Every event type of the machine. */
export const MEMBERSHIP_CARD_EVENTS: readonly MembershipCardEvent['type'][] = [
  'card.activate',
  'card.use',
  'card.credit',
  'card.useReturn',
  'card.delay',
  'card.upgrade',
  'card.renew',
  'card.freeze',
  'card.resume',
  'card.expire',
  'card.transfer',
  'card.refund',
];

/** The membership card machine (see the module comment). */
export const membershipCardMachine = setup({
  types: {} as { context: Record<string, never>; events: MembershipCardEvent },
}).createMachine({
  id: 'membershipCard',
  context: {},
  initial: 'pendingActivation',
  states: {
    pendingActivation: {
      on: {
        'card.activate': 'active',
        'card.use': 'active',
        'card.transfer': 'transferred',
        'card.refund': 'refunded',
      },
    },
    active: {
      on: {
        'card.use': { target: 'active', reenter: true },
        'card.credit': { target: 'active', reenter: true },
        'card.useReturn': { target: 'active', reenter: true },
        'card.delay': { target: 'active', reenter: true },
        'card.upgrade': { target: 'active', reenter: true },
        'card.renew': { target: 'active', reenter: true },
        'card.freeze': 'frozen',
        'card.expire': 'expired',
        'card.transfer': 'transferred',
        'card.refund': 'refunded',
      },
    },
    frozen: {
      on: {
        'card.resume': 'active',
        'card.renew': { target: 'frozen', reenter: true },
        'card.useReturn': { target: 'frozen', reenter: true },
        'card.refund': 'refunded',
      },
    },
    expired: {
      on: {
        'card.delay': 'active',
        'card.renew': { target: 'expired', reenter: true },
        'card.useReturn': { target: 'expired', reenter: true },
        'card.refund': 'refunded',
      },
    },
    transferred: { type: 'final' },
    refunded: { type: 'final' },
  },
});

/**
 * A booking wizard's view-model that follows both the wizard actor and its running checkout
 * (the child `checkout`, machines/booking-checkout.machine.ts): the connect function reads
 * the checkout from the wizard's snapshot, and this hook re-renders when either changes.
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * `connect(snapshot, send)` of the wizard `actor`, recomputed when the wizard's snapshot or
 * its checkout's changes.
 */
export function useWizardView<A extends AnyActorRef, V>(
  actor: A,
  connect: (snapshot: SnapshotFrom<A>, send: (event: Parameters<A['send']>[0]) => void) => V,
): V {
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<A>);
  const checkout = useSelector(
    actor,
    (s) => (s as { children: Record<string, AnyActorRef | undefined> }).children.checkout,
  );
  const checkoutSnapshot = useSelector(checkout, (s) => s);
  return useMemo(
    () => connect(snapshot, (event) => actor.send(event)),
    // The checkout's snapshot is read through `snapshot.children`; it is a dependency so a change re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [snapshot, checkoutSnapshot, actor, connect],
  );
}

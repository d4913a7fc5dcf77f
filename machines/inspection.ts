/**
 * The one inspection seam of every actor (DESIGN.md §5, "Seeing and proving"): each place
 * that creates an actor — the browser runtime, the views' `useActorRef`, the server, the
 * tests — passes {@link actorInspection} as `createActor(logic, { inspect })`. What
 * listens is registered here, not at the creation sites:
 * - the Stately browser inspector and the back office's machine gallery (development
 *   builds and `?inspect`),
 * - the server's WebSocket inspector (`INSPECT=ws`),
 * - the transition-coverage recorder of the tests.
 *
 * With no observer registered the cost is one empty loop per inspection event.
 */
import type { InspectionEvent } from 'xstate';

/** Receives every inspection event (`@xstate.actor`, `@xstate.event`, `@xstate.snapshot`, `@xstate.microstep`). */
export type InspectionObserver = (event: InspectionEvent) => void;

const observers = new Set<InspectionObserver>();

/**
 * Registers `observer` for the inspection events of every actor created from now on
 * (and of running actors created with {@link actorInspection}).
 * @returns a function that unregisters it.
 */
export function addInspectionObserver(observer: InspectionObserver): () => void {
  observers.add(observer);
  return () => {
    observers.delete(observer);
  };
}

/** The `inspect` option of `createActor` / `useActorRef`: forwards each event to every registered observer. */
export function actorInspection(event: InspectionEvent): void {
  for (const observer of observers) observer(event);
}

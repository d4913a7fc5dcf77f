/**
 * The receiving side of live inspection: the gallery listens with @statelyai/inspect's
 * `createBrowserReceiver` to the windows it opened with `?inspect` (they post the
 * protocol to their opener, ui/machine-inspection) and folds what arrives into
 * {@link LiveState}. One receiver per gallery window: the receiver's message listener
 * cannot be removed, so it is made once and subscribed to per mount.
 */
import { createBrowserReceiver } from '@statelyai/inspect';
import { useCallback, useEffect, useReducer } from 'react';
import { applyInspection, emptyLive, type LiveState } from './live-actors';

let receiver: ReturnType<typeof createBrowserReceiver> | null = null;

type Action = { kind: 'inspection'; event: Parameters<typeof applyInspection>[1] } | { kind: 'clearEvents' };

function reduce(state: LiveState, action: Action): LiveState {
  return action.kind === 'inspection' ? applyInspection(state, action.event) : { ...state, events: [] };
}

/** The live actors and events of the inspected windows, and a way to clear the event list. */
export function useLiveInspection(): { live: LiveState; clearEvents: () => void } {
  const [live, dispatch] = useReducer(reduce, undefined, emptyLive);
  useEffect(() => {
    receiver ??= createBrowserReceiver({ window });
    const subscription = receiver.subscribe((event) => dispatch({ kind: 'inspection', event }));
    return () => subscription.unsubscribe();
  }, []);
  const clearEvents = useCallback(() => dispatch({ kind: 'clearEvents' }), []);
  return { live, clearEvents };
}

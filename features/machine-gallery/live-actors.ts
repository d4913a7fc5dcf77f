/**
 * What the gallery knows of the actors of an inspected window, folded from the
 * @statelyai/inspect protocol's events (`@xstate.actor`, `@xstate.snapshot`,
 * `@xstate.event`, each carrying `sessionId` and `_version`): the live actors with their
 * machine id and current value, and the events they received, oldest first. Pure.
 */
import type { StatelyInspectionEvent } from '@statelyai/inspect';

/** An actor seen in the inspected window. */
export interface LiveActor {
  /** The actor's session id (unique in its window, e.g. `x:3`). */
  sessionId: string;
  /** The root id of its machine (from its definition), or the actor's name when it has none (promise actors). */
  machineId: string;
  /** The parent actor's session id, if it was invoked or spawned. */
  parentId: string | null;
  /** The latest snapshot's `value` (a state value for machines), undefined before any snapshot. */
  value: unknown;
  /** The latest snapshot's status (`active`, `done`, `error`, `stopped`). */
  status: string;
}

/** An event an actor received. */
export interface LiveEvent {
  /** Running number in the gallery, for React keys. */
  seq: number;
  /** When it was sent (ms since epoch). */
  at: number;
  sessionId: string;
  type: string;
  /** The whole event object, as received. */
  payload: unknown;
}

/** The gallery's live state. */
export interface LiveState {
  /** Actors by session id, in the order they appeared. */
  actors: Map<string, LiveActor>;
  events: LiveEvent[];
}

/** Most events kept (older ones are dropped first). */
export const MAX_EVENTS = 500;

/** An empty live state. */
export function emptyLive(): LiveState {
  return { actors: new Map(), events: [] };
}

/** The machine id in an actor's serialized definition (`{"id": …}`), if any. */
function definitionId(definition: string | undefined): string | null {
  if (!definition) return null;
  try {
    const parsed: unknown = JSON.parse(definition);
    return parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string'
      ? (parsed as { id: string }).id
      : null;
  } catch {
    return null;
  }
}

/** The `value` and `status` of an inspected snapshot. */
function snapshotParts(snapshot: unknown): { value: unknown; status: string } {
  const s = (snapshot ?? {}) as { value?: unknown; status?: unknown };
  return { value: s.value, status: typeof s.status === 'string' ? s.status : 'active' };
}

/** `state` after `event`; returns `state` itself when the event changes nothing. */
export function applyInspection(state: LiveState, event: StatelyInspectionEvent): LiveState {
  switch (event.type) {
    case '@xstate.actor': {
      const actors = new Map(state.actors);
      actors.set(event.sessionId, {
        sessionId: event.sessionId,
        machineId: definitionId(event.definition) ?? event.name,
        parentId: event.parentId ?? null,
        ...snapshotParts(event.snapshot),
      });
      return { ...state, actors };
    }
    case '@xstate.snapshot': {
      const actor = state.actors.get(event.sessionId);
      if (!actor) return state;
      const actors = new Map(state.actors);
      actors.set(event.sessionId, { ...actor, ...snapshotParts(event.snapshot) });
      return { ...state, actors };
    }
    case '@xstate.event': {
      const payload = event.event as { type?: unknown } | undefined;
      const at = Number(event.createdAt);
      const seq = (state.events.at(-1)?.seq ?? 0) + 1;
      const entry: LiveEvent = {
        seq,
        at: Number.isFinite(at) ? at : Date.now(),
        sessionId: event.sessionId,
        type: typeof payload?.type === 'string' ? payload.type : '',
        payload,
      };
      return { ...state, events: [...state.events, entry].slice(-MAX_EVENTS) };
    }
    default:
      return state;
  }
}

/** A state value as one line: `holding`, `checkout.fillingForm`, or JSON for parallel states. */
export function stateValueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) return `${entries[0][0]}.${stateValueText(entries[0][1])}`;
  }
  return JSON.stringify(value);
}

/**
 * The actor to highlight on `machineId`'s chart: the followed one if it runs that machine, else the newest that does.
 */
export function actorToHighlight(live: LiveState, machineId: string, followed: string | null): LiveActor | null {
  const chosen = followed ? live.actors.get(followed) : undefined;
  if (chosen) return chosen.machineId === machineId ? chosen : null;
  const candidates = [...live.actors.values()].filter(
    (actor) => actor.machineId === machineId && actor.status === 'active',
  );
  return candidates.at(-1) ?? null;
}

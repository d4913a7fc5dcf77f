/**
 * The sending side of live inspection: a window opened with `?inspect` (by the back
 * office's machine gallery) sends the @statelyai/inspect protocol — `@xstate.actor`,
 * `@xstate.snapshot`, `@xstate.event` objects with `_version` — to `window.opener` by
 * `postMessage`, for every actor created through machines/inspection.ts. The gallery
 * receives them with `createBrowserReceiver`. Only to an opener of our own origin: the
 * events carry form contents and booking data.
 *
 * No Stately window is opened and nothing leaves the browser (the point of the gallery).
 * @statelyai/inspect is loaded only in such a window (a dynamic import: the apps' bundles
 * do not carry it); events of actors created while it loads are kept and sent after.
 */
import type { InspectionEvent } from 'xstate';
import { addInspectionObserver } from '../../machines/inspection';

/** The query parameter that turns inspection on. */
export const INSPECT_PARAM = 'inspect';
/**
 * Session-storage key remembering `?inspect` for this window: the apps redirect at once
 * (`/` → `/home`) and drop the query, and a reload must keep reporting.
 */
export const INSPECT_STORAGE_KEY = 'machineInspection';

/** `value` made structured-clone-safe: functions dropped, cycles cut, errors as `{ name, message }`. */
export function toCloneable(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function' || typeof v === 'symbol') return undefined;
    if (v instanceof Error) return { name: v.name, message: v.message };
    if (v && typeof v === 'object') {
      if (seen.has(v)) return '[circular]';
      seen.add(v);
    }
    return v;
  });
  return text === undefined ? null : JSON.parse(text);
}

/** Whether this window was opened with `?inspect` (now, or before a reload or redirect); remembers it. */
function inspectionRequested(win: Window): boolean {
  const storage = (() => {
    try {
      return win.sessionStorage;
    } catch {
      return null; // Storage refused (privacy settings): the query alone decides.
    }
  })();
  if (new URLSearchParams(win.location.search).has(INSPECT_PARAM)) {
    storage?.setItem(INSPECT_STORAGE_KEY, '1');
    return true;
  }
  return storage?.getItem(INSPECT_STORAGE_KEY) === '1';
}

/**
 * Starts sending when this window was opened with `?inspect` (remembered across reloads
 * of the window) by a window that is still there; does nothing otherwise.
 * @returns a function that stops sending, or null when inspection is off
 */
export function startOpenerInspection(win: Window = window): (() => void) | null {
  const opener = win.opener as Window | null;
  if (!opener || !inspectionRequested(win)) return null;
  const origin = win.location.origin;
  const early: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  let stopped = false;
  void import('@statelyai/inspect').then(({ createInspector }) => {
    if (stopped) return;
    const inspector = createInspector({
      send: (event) => {
        try {
          opener.postMessage(toCloneable(event), origin);
        } catch {
          // The opener went away or navigated to another origin: nothing to tell.
        }
      },
    });
    forward = (event) => inspector.inspect.next?.(event);
    for (const event of early.splice(0)) forward(event);
  });
  const unregister = addInspectionObserver((event) => {
    if (forward) forward(event);
    else early.push(event);
  });
  return () => {
    stopped = true;
    unregister();
  };
}

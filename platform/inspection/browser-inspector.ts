/**
 * The Stately inspector in the browser (DESIGN.md §5 "Seeing and proving"; docs/machines.md
 * "Seeing a machine"). Both apps call {@link startBrowserInspectorIfWanted} from main.tsx.
 *
 * - Wanted in development builds (`import.meta.env.DEV`) and in any build whose page URL
 *   carries `?inspect`; otherwise nothing is loaded (`@statelyai/inspect` is imported
 *   dynamically, so production bundles fetch it only when asked).
 * - Once per page it registers an inspection observer (machines/inspection.ts) that
 *   forwards every event to `createBrowserInspector()` (the Stately inspector window at
 *   stately.ai/inspect). A window the back office's machine gallery opened reports to the
 *   gallery instead (ui/machine-inspection): main.tsx starts one or the other.
 * - Events of actors created while the package loads are kept (at most
 *   {@link MAX_EARLY_EVENTS}) and forwarded once it is there, so the session actor the
 *   runtime starts at once is seen from its creation.
 */
import type { InspectionEvent } from 'xstate';
import { addInspectionObserver } from '../../machines/inspection';

/** Inspection events kept while @statelyai/inspect loads; older ones are dropped. */
export const MAX_EARLY_EVENTS = 500;

/** The part of `window` the inspector reads. */
export type InspectorWindow = Window;

/** Whether the inspector runs on this page: a development build, or `?inspect` in the URL. */
export function wantsBrowserInspector(dev: boolean, location: Pick<Location, 'search'>): boolean {
  return dev || new URLSearchParams(location.search).has('inspect');
}

let started: Promise<void> | null = null;

/**
 * Starts the inspector once per page (later calls answer the first start).
 * @returns resolves when @statelyai/inspect is loaded and forwarding; rejects when it
 *   cannot be loaded (the page works on without it).
 */
export function startBrowserInspector(page: InspectorWindow = window): Promise<void> {
  if (started) return started;
  const early: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  const unregister = addInspectionObserver((event) => {
    if (forward) return forward(event);
    early.push(event);
    if (early.length > MAX_EARLY_EVENTS) early.shift();
  });
  started = import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      const inspector = createBrowserInspector({ window: page });
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of early.splice(0)) forward(event);
    },
    (err: unknown) => {
      unregister();
      throw err;
    },
  );
  return started;
}

/** main.tsx: starts the inspector when {@link wantsBrowserInspector}; a failed load is logged, never fatal. */
export function startBrowserInspectorIfWanted(): void {
  if (!wantsBrowserInspector(import.meta.env.DEV, window.location)) return;
  startBrowserInspector().catch((err: unknown) => console.warn('Stately inspector not started:', err));
}

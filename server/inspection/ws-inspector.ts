/**
 * `INSPECT=ws` (server/config.ts; docs/machines.md "Seeing a machine"): the Stately
 * inspector for the server process.
 *
 * - `createInspectorServer` of `@statelyai/inspect/server` listens on `INSPECT_PORT`
 *   (HTTP: a page embedding stately.ai/inspect; WebSocket: relays every message it gets
 *   to the other clients, replaying the last 200 to a new one).
 * - `createWebSocketInspector` connects the server to it and sends the inspection events
 *   of every actor created through machines/inspection.ts, and the pure machine steps the
 *   server applies to stored rows (./machine-steps.ts) as `@xstate.actor` (first sight of
 *   an entity in this process), `@xstate.event` and `@xstate.snapshot`.
 * The package is imported only when started, so a server without INSPECT never loads it.
 */
import { addInspectionObserver } from '../../machines/inspection';
import { setMachineStepReporter, type MachineStep } from './machine-steps';

/** Entities announced as actors; forgotten beyond this many (they are announced again). */
const MAX_ANNOUNCED = 10_000;

/** A running inspector of the server. */
export interface ServerInspector {
  /** The inspector page (open it in a browser). */
  pageUrl: string;
  /** Disconnects and closes the inspector server. */
  stop(): void;
}

/**
 * Starts the inspector server on `port` and connects this process to it.
 * @throws when @statelyai/inspect cannot be loaded
 */
export async function startWsInspector(port: number): Promise<ServerInspector> {
  const [{ createInspectorServer }, { createWebSocketInspector }] = await Promise.all([
    import('@statelyai/inspect/server'),
    import('@statelyai/inspect'),
  ]);
  // autoOpen off: a server has no browser to open; the log names the page instead.
  const server = createInspectorServer({ port, autoOpen: false });
  const inspector = createWebSocketInspector({ url: `ws://localhost:${port}` });
  const announced = new Set<string>();
  const report = (step: MachineStep) => {
    if (!announced.has(step.sessionId)) {
      if (announced.size >= MAX_ANNOUNCED) announced.clear();
      announced.add(step.sessionId);
      // The inspector reads `logic.config` for the definition it draws.
      const actorRef = { sessionId: step.sessionId, logic: { config: step.machine.config } };
      inspector.actor(actorRef as never, { status: 'active', ...step.before });
    }
    inspector.event(step.sessionId, step.event);
    inspector.snapshot(step.sessionId, { status: 'active', ...(step.after ?? step.before) }, { event: step.event });
  };
  const unregisterSteps = setMachineStepReporter(report);
  const unregisterActors = addInspectionObserver((event) => inspector.inspect.next?.(event));
  return {
    pageUrl: `http://localhost:${port}`,
    stop() {
      unregisterActors();
      unregisterSteps();
      inspector.stop();
      server.stop();
    },
  };
}

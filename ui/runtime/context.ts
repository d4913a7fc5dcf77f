/**
 * The React context that carries the session runtime (platform/session/runtime.ts) to
 * the hooks of ui/runtime. Internal: apps use RuntimeProvider and the hooks.
 */
import { createContext, useContext } from 'react';
import type { SessionRuntime } from '../../platform/session/runtime';

/** Which app is running: the reservation terminal, the back office or the catering admin app (/catering/). */
export type AppKind = 'terminal' | 'admin' | 'catering';

/** What RuntimeProvider shares. */
export interface RuntimeContextValue {
  runtime: SessionRuntime;
  app: AppKind;
}

/** The context; `null` outside RuntimeProvider. */
export const RuntimeContext = createContext<RuntimeContextValue | null>(null);

/**
 * The runtime of the enclosing RuntimeProvider.
 * @throws Error when used outside a RuntimeProvider.
 */
export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('ui/runtime: hook used outside <RuntimeProvider>');
  return value;
}

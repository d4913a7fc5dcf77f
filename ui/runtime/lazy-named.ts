/**
 * Route-level code splitting (docs/architecture.md, "A light first page"): a page that a
 * module exports by name, loaded only when it is first rendered. The module's chunk is
 * fetched then; until it arrives the nearest `<Suspense>` shows its fallback (the shells'
 * loading spinner).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./pages'), 'HomePage')`.
 * A chunk that cannot be loaded throws while rendering, for the route's error element.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

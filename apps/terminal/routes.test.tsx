/**
 * The terminal's route tables: variants 0 and 3 (and, for now, every other variant) get
 * the spec §2 paths of issue 2; unknown paths go to /404.
 */
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { ROUTE_SETS, routesFor, variant03Routes } from './routes';

/** Every absolute path of a route table, children resolved against their parents. */
function pathsOf(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base}/${r.path}`;
    const own = r.path !== undefined ? [here] : [];
    return [...own, ...(r.children ? pathsOf(r.children, here) : [])];
  });
}

describe('terminal routes', () => {
  it('variant 0/3 holds the issue-2 screens of spec §2', () => {
    const paths = pathsOf(variant03Routes());
    for (const p of ['/', '/login', '/layout', '/home', '/my', '/detail', '/appointment', '/appointment/gymnasium',
      '/appointment/time', '/appointment/timeform', '/404', '/*']) {
      expect(paths).toContain(p);
    }
  });

  it('maps every school value to a route set; 0 and 3 share one', () => {
    expect(Object.keys(ROUTE_SETS).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(ROUTE_SETS[0]).toBe(ROUTE_SETS[3]);
    expect(pathsOf(routesFor(3))).toEqual(pathsOf(routesFor(0)));
    expect(pathsOf(routesFor(42))).toEqual(pathsOf(routesFor(0)));
  });
});

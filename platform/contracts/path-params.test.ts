import { describe, expect, it } from 'vitest';
import { fillPath, pathParamsOf, routePathOf } from './path-params';

describe('path parameters', () => {
  it('names, routes and fills `{name}` segments', () => {
    expect(pathParamsOf('/workflow/candidate/getUserByDept/{id}')).toEqual(['id']);
    expect(pathParamsOf('/api/reserve/current/page')).toEqual([]);
    expect(routePathOf('/a/{id}/b/{key_2}')).toBe('/a/:id/b/:key_2');
    expect(fillPath('/a/{id}', { id: 'x y', other: 1 })).toEqual({ path: '/a/x%20y', rest: { other: 1 } });
    const input = { keyword: 'k' };
    expect(fillPath('/a/b', input)).toEqual({ path: '/a/b', rest: input });
  });

  it('refuses to address a call without its path parameter', () => {
    expect(() => fillPath('/a/{id}', {})).toThrow(/id/);
    expect(() => fillPath('/a/{id}', { id: '' })).toThrow(/id/);
    expect(fillPath('/a/{id}', {}, 'keep')).toEqual({ path: '/a/%7Bid%7D', rest: {} });
  });
});

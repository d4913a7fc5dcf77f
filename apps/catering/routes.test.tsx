/**
 * The catering admin app's route table (spec §2 "Catering admin app"): its paths, `/` to
 * the login page when signed out, and /blank for a signed-in user without any page of
 * the app (today every user: the pages are not declared yet, so their menu entries stay
 * hidden).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { appMenus } from '../../platform/contracts/shell.contract';
import { aMenuPage, renderWithRuntime } from '../../ui/testing';
import { cateringRoutes } from './routes';

/** Every absolute path of a route table, children resolved against their parents. */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...(r.children ? pathsOf(r.children) : [])]);
}

describe('catering routes', () => {
  it('holds the shell routes of spec §2', () => {
    expect(pathsOf(cateringRoutes)).toEqual(expect.arrayContaining(['/', '/login', '/layout', '/blank', '/404', '*']));
  });

  it('sends a signed-out visitor from / to the login page with the app title', async () => {
    const { router } = await renderWithRuntime(null, { app: 'catering', user: null, routes: cateringRoutes });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '餐饮会务管理' })).toBeTruthy();
  });

  it('opens /blank for a user whose front-desk pages have no route here, and /404 for them', async () => {
    const { router } = await renderWithRuntime(null, {
      app: 'catering',
      routes: cateringRoutes,
      serve: (gateway) => gateway.on(appMenus, () => [aMenuPage(1, '/kitchen', '后厨')]),
    });
    expect(await screen.findByText('这里暂时还没有可显示的内容')).toBeTruthy();
    expect(router!.state.location.pathname).toBe('/blank');
    await router!.navigate('/kitchen');
    await waitFor(() => expect(router!.state.location.pathname).toBe('/404'));
  });
});

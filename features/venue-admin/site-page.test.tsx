/**
 * The /assets page's declaration (features/venue-admin/site-page.tsx) against the fake
 * gateway: rows show their place and "no opening hours"; the add form offers floors as
 * `campus / building / floor`, and sends numbers and the kind; disabling asks first and
 * sends changeStatus; without resv:site:add / edit there is no Add and no disable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SiteRow } from '../../platform/contracts/assets.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import SitePage from './site-page';

afterEach(cleanup);

const ROW: SiteRow = {
  id: 7, name: 'Study Room A', sceneId: 4, sceneName: 'Meeting room', floorId: 5, floorName: '3F', buildingId: 2,
  buildingName: 'Library', campusId: 1, campusName: 'East Campus', kind: 'single', capacity: 1, slotMinutes: 60,
  needsApproval: true, enabled: true, sort: 0, openingCount: 0,
};

async function setup(permissions: string[]) {
  const gateway = createFakeGateway({
    users: { admin: { password: 'Admin@123', user: fakeUser({ account: 'admin', permissions }) } },
    routes: {
      '/resv/site/page': () => ok({ rows: [ROW], total: 1, pageNo: 1, pageSize: 10 }),
      '/resv/scene/list': () => ok([{ id: 4, code: 'meetingRoom', name: 'Meeting room' }, { id: 1, code: 'badminton', name: 'Badminton' }]),
      '/resv/campus/list': () => ok([{ id: 1, name: 'East Campus', timeZone: 'Asia/Shanghai' }]),
      '/resv/building/list': () => ok([{ id: 2, name: 'Library', campusId: 1, path: 'East Campus / Library' }]),
      '/resv/floor/list': () => ok([
        { id: 5, name: '3F', level: 3, buildingId: 2, path: 'East Campus / Library / 3F' },
        { id: 6, name: '4F', level: 4, buildingId: 2, path: 'East Campus / Library / 4F' },
      ]),
      '/resv/site/add': (req) => ok({ ...ROW, id: 8, name: String(req.body.name) }),
      '/resv/site/changeStatus': () => ok({ ...ROW, enabled: false }),
    },
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('admin', 'Admin@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={['/assets']}><SitePage /></MemoryRouter>
    </RuntimeProvider>,
  );
  return (path: string): FakeRequest[] => gateway.log.filter((r) => r.path === path);
}

describe('SitePage', () => {
  it('adds a capacity site on a floor chosen by its place', async () => {
    const calls = await setup(['resv:site:page', 'resv:site:add', 'resv:site:edit']);
    const row = (await screen.findByText('Study Room A')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('East Campus / Library / 3F')).toBeTruthy();
    expect(within(row).getByText('Exclusive')).toBeTruthy();
    expect(within(row).getByText('None')).toBeTruthy();

    fireEvent.click(screen.getByTestId('site-add'));
    const form = await screen.findByTestId('site-form');
    expect(within(form).getByText(/a new site has none and cannot be booked/)).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Site name' }), { target: { value: 'Hall B' } });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'East Campus / Library / 4F' })).toHaveLength(1));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Campus / building / floor' }), { target: { value: '6' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Scene' }), { target: { value: '4' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'capacity' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Capacity' }), { target: { value: '12' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Slot (minutes)' }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(calls('/resv/site/add')).toHaveLength(1));
    expect(calls('/resv/site/add')[0].body).toEqual({
      name: 'Hall B', sceneId: 4, floorId: 6, kind: 'capacity', capacity: 12, slotMinutes: 30, sort: 0, needsApproval: false, enabled: true,
    });
  });

  it('disables a site after the confirm; no Add without resv:site:add, no Disable without resv:site:edit', async () => {
    const calls = await setup(['resv:site:page', 'resv:site:edit']);
    await screen.findByText('Study Room A');
    expect(screen.queryByTestId('site-add')).toBeNull();
    expect(screen.queryByTestId('action-enable')).toBeNull();
    fireEvent.click(screen.getByTestId('action-disable'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Disable site "Study Room A"\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/resv/site/changeStatus')).toHaveLength(1));
    expect(calls('/resv/site/changeStatus')[0].body).toEqual({ id: 7, enabled: false });
    cleanup();

    await setup(['resv:site:page']);
    await screen.findByText('Study Room A');
    expect(screen.queryByTestId('action-disable')).toBeNull();
  });
});

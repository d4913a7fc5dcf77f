/**
 * /reserveManage as a ResourcePage against the fake gateway through the real runtime:
 * the scene filter (loaded from the scene list) goes into the call input, 'cancel on
 * behalf' shows only on cancellable rows and only with its permission, asks 'system
 * prompt' with the booking's details, then cancels.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Reservation } from '../../platform/contracts/reserve.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import ReserveManagePage from './reserve-manage-page';

afterEach(cleanup);

const future = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const booking = (id: number, status: Reservation['status'], start: string): Reservation => ({
  id, siteId: 1, siteName: `Court ${id}`, sceneName: 'Badminton', campusName: 'Main', start, end: start,
  status, userId: 2, userName: 'Bo', account: 'booker', createdAt: '2026-01-01T00:00:00Z',
});

async function setup(permissions: string[]) {
  const rows = [booking(1, 'approved', future(48)), booking(2, 'completed', future(-48))];
  const gateway = createFakeGateway({
    users: { admin: { password: 'Admin@123', user: fakeUser({ account: 'admin', permissions: ['resv:manage:list', ...permissions] }) } },
    routes: {
      '/api/reserve/manage/page': () => ok({ rows, total: rows.length, pageNo: 1, pageSize: 10 }),
      '/api/site/scene/list': () => ok([{ id: 3, name: 'Badminton' }, { id: 4, name: 'Tennis' }]),
      '/api/reserve/cancelReserveBatch': (req) => {
        for (const id of req.body.ids as number[]) rows.find((r) => r.id === id)!.status = 'cancelled';
        return ok({ cancelled: 1 });
      },
    },
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('admin', 'Admin@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={['/reserveManage']}><ReserveManagePage /></MemoryRouter>
    </RuntimeProvider>,
  );
  return { calls: (path: string): FakeRequest[] => gateway.log.filter((r) => r.path === path) };
}

describe('ReserveManagePage', () => {
  it('filters by scene and cancels a booking on behalf after the confirm', async () => {
    const { calls } = await setup(['resv:manage:cancel']);
    const table = await screen.findByRole('table', { name: 'All bookings' });
    await within(table).findByText('Court 1');
    expect(within(table).getAllByTestId('action-cancel')).toHaveLength(1);

    const scene = screen.getByRole('combobox', { name: 'Scene' });
    await within(scene).findByRole('option', { name: 'Tennis' });
    fireEvent.change(scene, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls('/api/reserve/manage/page').at(-1)?.body).toMatchObject({ sceneId: '4' }));

    const row = within(table).getByText('Court 1').closest('tr')!;
    fireEvent.click(within(row).getByTestId('action-cancel'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('System prompt')).toBeTruthy();
    expect(dialog.textContent).toContain('on behalf of Bo (booker)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/api/reserve/cancelReserveBatch').map((r) => r.body)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(within(table).queryAllByTestId('action-cancel')).toHaveLength(0));
    expect(table.querySelector('[data-status="cancelled"]')).toBeTruthy();
  });

  it('hides the cancel action and the export without their permissions', async () => {
    await setup([]);
    const table = await screen.findByRole('table', { name: 'All bookings' });
    await within(table).findByText('Court 1');
    expect(within(table).queryAllByTestId('action-cancel')).toHaveLength(0);
    expect(screen.queryByTestId('reserveManage-export')).toBeNull();
  });
});

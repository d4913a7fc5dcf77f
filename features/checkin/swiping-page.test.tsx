/**
 * /swiping as a ResourcePage against the fake gateway through the real runtime: the
 * check-ins are listed with their times in the campus's zone; the card-swipe form needs an
 * account and a site, then sends them to /api/reserve/sign/card and the list reloads;
 * without resv:swiping:page's button there is no form.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SwipingRow } from '../../platform/contracts/checkin.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import SwipingPage from './swiping-page';

afterEach(cleanup);

const row = (id: number, account: string, siteName: string): SwipingRow => ({
  id, siteId: id, siteName, campusName: 'Main campus', timeZone: 'Asia/Shanghai',
  start: '2026-11-22T10:00:00+08:00', end: '2026-11-22T10:30:00+08:00', status: 'checkedIn',
  userName: `User ${account}`, account, checkedInAt: '2026-11-22T09:52:00+08:00',
});

async function setup(permissions: string[]) {
  const rows = [row(1, 'booker', 'Badminton Court 3')];
  const gateway = createFakeGateway({
    users: { staff: { password: 'Staff@123', user: fakeUser({ account: 'staff', permissions }) } },
    routes: {
      '/api/reserve/sign/page': () => ok({ rows, total: rows.length, pageNo: 1, pageSize: 10 }),
      '/api/reserve/sign/sites': () => ok([{ id: 3, name: 'Badminton Court 3' }, { id: 4, name: 'Badminton Court 4' }]),
      '/api/reserve/sign/card': (req: FakeRequest) => {
        rows.unshift(row(2, req.body.account as string, 'Badminton Court 4'));
        return ok(null);
      },
    },
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('staff', 'Staff@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={['/swiping']}><SwipingPage /></MemoryRouter>
    </RuntimeProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Check-ins' });
  await within(table).findByText('Badminton Court 3');
  return { table, calls: (path: string) => gateway.log.filter((r) => r.path === path) };
}

describe('SwipingPage', () => {
  it('lists check-ins and checks a user in by card swipe', async () => {
    const { table, calls } = await setup(['resv:swiping:page']);
    expect(within(table).getByText('2026-11-22 09:52')).toBeTruthy();
    expect(within(table).getByText('2026-11-22 10:00–10:30')).toBeTruthy();

    fireEvent.click(screen.getByTestId('swiping-add'));
    const form = await screen.findByTestId('swiping-form');
    expect(within(form).getByText('Check in by card swipe')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await within(form).findByTestId('error-account');
    expect(calls('/api/reserve/sign/card')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Card / account' }), { target: { value: 'east_booker' } });
    const site = within(form).getByRole('combobox', { name: 'Site' });
    await within(site).findByText('Badminton Court 4');
    fireEvent.change(site, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/api/reserve/sign/card').map((r) => r.body)).toEqual([{ account: 'east_booker', siteId: 4 }]));
    await within(table).findByText('east_booker');
  });

  it('has no card swipe without the permission', async () => {
    await setup([]);
    expect(screen.queryByTestId('swiping-add')).toBeNull();
  });
});

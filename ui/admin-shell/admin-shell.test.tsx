/**
 * The back-office shell against a fake gateway (spec §2 back-office shell, §4 tabs and
 * admittance): route-less menu entries hidden, the external link, the venue-allocation
 * badge summed over the sys_no 900–999 applications, tab switching through the app-tabs
 * machine, a URL of another application's page, and /404.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { currentPage } from '../../platform/contracts/reserve.contract';
import type { AppInfo, LoginUser, MenuNode } from '../../platform/contracts/auth.contract';
import type { ShellApp } from '../../platform/contracts/shell.contract';
import { Code } from '../../platform/protocol/codes';
import { fail, ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime, STORAGE_KEYS } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient, useCall } from '../runtime';
import { AdminShell } from './admin-shell';

afterEach(() => cleanup());

let mounts = 0;
/** A page that counts its mounts and reads a query (refetched when the page is refreshed). */
function ReservePage() {
  const [mount] = useState(() => ++mounts);
  const list = useCall(currentPage, {});
  return <p>reserve page{list.data ? ` #${mount}` : ''}</p>;
}

const page = (id: number, name: string, path: string, title: string): MenuNode => ({
  id,
  name,
  path,
  type: 1,
  meta: { title },
});
const MENUS: Record<string, MenuNode[]> = {
  venue: [
    {
      id: 1,
      name: 'bookingManagement',
      path: '/booking',
      type: 0,
      meta: { title: 'Booking management', icon: 'calendar' },
      children: [
        page(2, 'reserveManage', '/reserveManage', 'All bookings'),
        page(3, 'elsewhere', '/notAPageOfThisApp', 'Not a route here'),
        page(4, 'noPath', '', 'Without a path'),
      ],
    },
    {
      id: 5,
      name: 'helpCentre',
      path: '',
      type: 1,
      meta: { title: 'Help centre', target: '_blank', link: 'https://help.example.org/' },
    },
  ],
  meeting: [
    {
      id: 10,
      name: 'meetingService',
      path: '/meetingService',
      type: 0,
      meta: { title: 'Meeting services' },
      children: [page(11, 'venueAllocation', '/meetingRoomReser', 'Venue allocation')],
    },
  ],
  catering: [],
};
const APPS = [
  { code: 'venue', name: 'Venue booking', sys_no: 100 },
  { code: 'meeting', name: 'Meeting services', sys_no: 901 },
  { code: 'catering', name: 'Catering', sys_no: 950 },
  { code: 'frontDesk', name: 'Front desk', sys_no: 900 },
];
const COUNTS: Record<string, number> = { 901: 3, 950: 4, 900: 100 };
const PATHS: Record<string, string[]> = {
  venue: ['/reserveManage', '/notAPageOfThisApp'],
  meeting: ['/meetingRoomReser'],
  catering: [],
};

function userFor(active: string): LoginUser {
  const apps: AppInfo[] = APPS.map((a) => ({ ...a, active: a.code === active }));
  return fakeUser({
    account: 'approver',
    name: 'Approver',
    apps,
    menus: MENUS[active],
    permissions: ['meeting:allocation:page'],
    roles: ['approver'],
  });
}

function setup(active: string, { failChange = false } = {}) {
  const users = { approver: { password: 'Approver@123', user: userFor(active) } };
  const gateway = createFakeGateway({
    users,
    routes: {
      '/system/menu/change': (req: FakeRequest) => {
        const code = String(req.body.application);
        if (failChange || !MENUS[code]) return fail(Code.FORBIDDEN, 'No permission for this operation');
        users.approver.user = userFor(code);
        return ok(MENUS[code]);
      },
      '/system/app/list': () =>
        ok(
          APPS.filter((a) => a.code !== 'frontDesk').map((a): ShellApp => ({
            ...a,
            active: users.approver.user.apps.some((x) => x.code === a.code && x.active),
            paths: PATHS[a.code],
          })),
        ),
      '/api/reserve/current/page': () => ok({ rows: [], total: 0, pageNo: 1, pageSize: 10 }),
      '/system/reserve/order/progressCount': (req: FakeRequest) =>
        ok({ toBeAllocatedCount: COUNTS[String(req.body.sysNo)] ?? 0 }),
    },
  });
  const storage = createMemoryStorage();
  const runtime = createSessionRuntime({ storage, fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  const renderShell = async (url: string) => {
    await runtime.login('approver', 'Approver@123');
    return render(
      <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route element={<AdminShell knownPaths={new Set(['/reserveManage', '/meetingRoomReser', '/user'])} />}>
              <Route path="/reserveManage" element={<ReservePage />} />
              <Route path="/meetingRoomReser" element={<p>allocation page</p>} />
              <Route path="/user" element={<p>users page</p>} />
            </Route>
            <Route path="/404" element={<p>not found page</p>} />
            <Route path="/blank" element={<p>blank page</p>} />
          </Routes>
        </MemoryRouter>
      </RuntimeProvider>,
    );
  };
  const calls = (path: string) => gateway.log.filter((l) => l.path === path);
  return { renderShell, calls, storage };
}

const nav = () => screen.getByRole('navigation', { name: '菜单' });

describe('AdminShell', () => {
  it('hides menu entries without a route, keeps the external link, and shows the tabs without front desk', async () => {
    const { renderShell, calls } = setup('venue');
    await renderShell('/reserveManage');
    expect(await screen.findByText(/^reserve page #\d+$/)).toBeTruthy();
    expect(within(nav()).getByText('All bookings')).toBeTruthy();
    expect(within(nav()).queryByText('Without a path')).toBeNull();
    expect(within(nav()).queryByText('Not a route here')).toBeNull();
    const help = within(nav()).getByText('Help centre').closest('a')!;
    expect(help.getAttribute('href')).toBe('https://help.example.org/');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Venue booking',
      'Meeting services',
      'Catering',
    ]);
    // The allocation entry is not in this application's menus: no count is asked for.
    expect(calls('/system/reserve/order/progressCount')).toEqual([]);
  });

  it('refreshes the current page when its menu entry is selected again: remounted, queries refetched', async () => {
    const { renderShell, calls } = setup('venue');
    await renderShell('/reserveManage');
    const first = (await screen.findByText(/^reserve page #\d+$/)).textContent;
    const fetched = calls('/api/reserve/current/page').length;
    fireEvent.click(within(nav()).getByText('All bookings'));
    await waitFor(() => expect(screen.getByText(/^reserve page #\d+$/).textContent).not.toBe(first));
    expect(calls('/api/reserve/current/page').length).toBe(fetched + 1);
    expect(calls('/system/menu/change')).toEqual([]);
  });

  it('shows the venue-allocation badge: the sum over the sys_no 900–999 tabs, today to a week ahead', async () => {
    const { renderShell, calls } = setup('meeting');
    await renderShell('/meetingRoomReser');
    expect(await screen.findByText('allocation page')).toBeTruthy();
    const badge = await screen.findByTestId('menu-badge-venueAllocation');
    expect(badge.textContent).toBe('7');
    const asked = calls('/system/reserve/order/progressCount').map((c) => c.body);
    expect(asked.map((b) => b.sysNo).sort()).toEqual(['901', '950']);
    const { createStartTime, createEndTime } = asked[0] as Record<string, string>;
    expect(createStartTime).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
    expect(Date.parse(createEndTime) - Date.parse(createStartTime)).toBe(7 * 86_400_000);
  });

  it('switches the tab: stores it, reloads the menus and opens the first page of that application', async () => {
    const { renderShell, calls, storage } = setup('venue');
    await renderShell('/reserveManage');
    await screen.findByText(/^reserve page/);
    fireEvent.click(screen.getByRole('tab', { name: 'Meeting services' }));
    expect(await screen.findByText('allocation page')).toBeTruthy();
    expect(calls('/system/menu/change').map((c) => c.body)).toEqual([{ application: 'meeting' }]);
    expect(within(nav()).getByText('Venue allocation')).toBeTruthy();
    expect(within(nav()).queryByText('All bookings')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Meeting services' }).getAttribute('aria-selected')).toBe('true');
    expect(storage.getItem(STORAGE_KEYS.activeApp)).toBe('meeting');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!).menus).toEqual(MENUS.meeting);
  });

  it('keeps the previous tab and page when the switch fails', async () => {
    const { renderShell, storage } = setup('venue', { failChange: true });
    await renderShell('/reserveManage');
    await screen.findByText(/^reserve page/);
    fireEvent.click(screen.getByRole('tab', { name: 'Meeting services' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Venue booking' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByText(/^reserve page/)).toBeTruthy();
    expect(storage.getItem(STORAGE_KEYS.activeApp)).toBe('venue');
  });

  it("opens a page of another of the user's applications by switching to it", async () => {
    const { renderShell, calls } = setup('venue');
    await renderShell('/meetingRoomReser');
    expect(await screen.findByText('allocation page')).toBeTruthy();
    expect(calls('/system/menu/change').map((c) => c.body)).toEqual([{ application: 'meeting' }]);
    expect(screen.getByRole('tab', { name: 'Meeting services' }).getAttribute('aria-selected')).toBe('true');
  });

  it("sends a page route that is in none of the user's menus to /404, without switching", async () => {
    const { renderShell, calls } = setup('venue');
    await renderShell('/user');
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(calls('/system/app/list')).toHaveLength(1);
    expect(calls('/system/menu/change')).toEqual([]);
  });
});

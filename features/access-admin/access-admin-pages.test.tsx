/**
 * The /role, /app and /menu pages against the fake gateway through the real runtime:
 * the role `admin` offers no grants; the data-scope dialog refuses a custom scope without
 * organisations and saves the chosen ones; the copy dialog sends the new code; the menu
 * page follows the application selector and validates a page without a path.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { AppRow, MenuTreeNode, RoleRow } from '../../platform/contracts/permission.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest, type FakeRoute } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import AppPage from './app-page';
import MenuPage from './menu-page';
import RolePage from './role-page';

afterEach(cleanup);

const role = (id: number, code: string, name: string): RoleRow => ({
  id, code, name, dataScope: 'self', sort: id, userCount: 0, createdAt: '2026-11-01T09:00:00+08:00',
});
const ROLES = [role(1, 'admin', 'Administrator'), role(2, 'auditor', 'Auditor')];

const app = (id: number, code: string, name: string, over: Partial<AppRow> = {}): AppRow => ({
  id, code, name, nameCn: name, nameEn: name, nameTc: name, sys_no: id, active: false, isDefault: false, status: 0, sort: id,
  menuCount: 1, inBase: true, ...over,
});
const APPS = [app(1, 'venue', 'Venue booking', { isDefault: true }), app(2, 'system', 'System settings'), app(3, 'mine', 'Mine', { inBase: false })];

const node = (id: number, application: string, title: string, over: Partial<MenuTreeNode> = {}): MenuTreeNode => ({
  id, application, parentId: null, name: `n${id}`, path: `/${title.toLowerCase()}`, type: 1, permission: null, title,
  titleCn: title, titleEn: title, titleTc: title, icon: null, target: null, link: null, sort: 0, status: 0, children: [], ...over,
});

async function setup(page: ReactElement, url: string, routes: Record<string, FakeRoute>) {
  const gateway = createFakeGateway({
    users: { admin: { password: 'Admin@123', user: fakeUser({ account: 'admin', roles: ['admin'], permissions: ['*:*:*'] }) } },
    routes,
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('admin', 'Admin@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </RuntimeProvider>,
  );
  return (path: string): FakeRequest[] => gateway.log.filter((r) => r.path === path);
}

const rowOf = (table: HTMLElement, text: string) => within(within(table).getByText(text).closest('tr') as HTMLElement);

describe('role page', () => {
  it('offers no grants on admin, and saves a custom data scope only with organisations', async () => {
    const calls = await setup(<RolePage />, '/role', {
      '/system/permission/role/page': () => ok({ rows: ROLES, total: 2, pageNo: 1, pageSize: 10 }),
      '/system/permission/role/roleDataForGrant': (req) => ok({
        id: req.body.id, dataScope: 'self', orgIds: [],
        orgTree: [{ id: 10, code: 'univ', name: 'University', status: 0, children: [{ id: 11, code: 'cs', name: 'Computer Science', status: 0, children: [] }] }],
      }),
      '/system/permission/role/grantData': () => ok(null),
    });
    const table = await screen.findByRole('table', { name: 'Roles' });
    await within(table).findByText('Auditor');
    expect(rowOf(table, 'Administrator').queryByTestId('action-grantMenu')).toBeNull();
    expect(rowOf(table, 'Auditor').getByTestId('action-grantMenu')).toBeTruthy();
    expect(rowOf(table, 'Auditor').getByText('Own records only')).toBeTruthy();

    fireEvent.click(rowOf(table, 'Auditor').getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Data scope' }));
    const dialog = await screen.findByTestId('data-scope');
    fireEvent.click(await within(dialog).findByText('Chosen organisations'));
    await within(dialog).findByText('University');
    fireEvent.click(within(dialog).getByTestId('data-scope-ok'));
    expect((await within(dialog).findByTestId('scope-error')).textContent).toBe('Choose at least one organisation for a custom data scope');
    expect(calls('/system/permission/role/grantData')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Computer Science' }));
    await waitFor(() => expect(within(dialog).getByTestId('check-11').getAttribute('data-check')).toBe('checked'));
    expect(within(dialog).getByTestId('check-10').getAttribute('data-check')).toBe('indeterminate');
    fireEvent.click(within(dialog).getByTestId('data-scope-ok'));
    await waitFor(() => expect(calls('/system/permission/role/grantData').map((r) => r.body)).toEqual([{ id: 2, dataScope: 'custom', orgIds: [11] }]));
  });
});

describe('app page', () => {
  it('copies under a new code and offers restore only for applications of the base', async () => {
    const calls = await setup(<AppPage />, '/app', {
      '/system/permission/app/page': () => ok({ rows: APPS, total: 3, pageNo: 1, pageSize: 10 }),
      '/system/permission/app/copy': () => ok({ id: 9 }),
    });
    const table = await screen.findByRole('table', { name: 'Applications' });
    await within(table).findByText('System settings');
    expect(rowOf(table, 'Venue booking').queryByTestId('action-setAsDefault')).toBeNull();
    expect(rowOf(table, 'Venue booking').queryByTestId('action-disable')).toBeNull();

    fireEvent.click(rowOf(table, 'Mine').getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Restore from base' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    const dialog = await screen.findByTestId('app-copy');
    const code = within(dialog).getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    expect(code.value).toBe('mineCopy');
    fireEvent.change(code, { target: { value: '9 bad' } });
    fireEvent.click(within(dialog).getByTestId('app-copy-ok'));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(code, { target: { value: 'mine2' } });
    fireEvent.click(within(dialog).getByTestId('app-copy-ok'));
    await waitFor(() => expect(calls('/system/permission/app/copy').map((r) => r.body))
      .toEqual([{ id: 3, code: 'mine2', nameCn: 'Mine', nameEn: 'Mine', nameTc: 'Mine' }]));
  });
});

describe('menu page', () => {
  it('shows the default application\'s tree, follows the selector and validates the form', async () => {
    const trees: Record<string, MenuTreeNode[]> = {
      venue: [node(1, 'venue', 'Bookings', { type: 0, children: [node(2, 'venue', 'All bookings', { parentId: 1 })] })],
      system: [node(5, 'system', 'Roles')],
    };
    const calls = await setup(<MenuPage />, '/menu', {
      '/system/permission/app/list': () => ok(APPS),
      '/system/permission/menu/tree': (req) => ok(trees[String(req.body.application)] ?? []),
      '/system/permission/menu/add': () => ok({ id: 8 }),
    });
    const table = await screen.findByRole('table', { name: 'Menus' });
    await within(table).findByText('All bookings');
    fireEvent.change(screen.getByTestId('menu-application'), { target: { value: 'system' } });
    await within(await screen.findByRole('table', { name: 'Menus' })).findByText('Roles');
    expect(calls('/system/permission/menu/tree').map((r) => r.body.application)).toContain('system');

    fireEvent.click(screen.getByTestId('menu-add'));
    const form = await screen.findByTestId('menu-form');
    for (const [label, value] of [['Unique name', 'extra'], ['Title (simplified Chinese)', '额外'], ['Title (English)', 'Extra'], ['Title (traditional Chinese)', '額外']]) {
      fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await within(form).findByTestId('error-path');
    expect(calls('/system/permission/menu/add')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Route path' }), { target: { value: '/extra' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/system/permission/menu/add').map((r) => r.body)).toEqual([{
      application: 'system', parentId: null, type: 1, name: 'extra', titleCn: '额外', titleEn: 'Extra', titleTc: '額外',
      path: '/extra', permission: null, icon: null, target: null, link: null, sort: 0, status: 0,
    }]));
  });
});

/**
 * The /role, /app and /menu pages against the fake gateway through the real runtime:
 * the role `admin` offers no grants; the data-scope dialog refuses a custom scope without
 * organisations and saves the chosen ones; the copy dialog sends the new code; the menu
 * page follows the application selector and validates a page without a path.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  appCopy,
  appList,
  appPage,
  menuAdd,
  menuTree,
  roleDataForGrant,
  roleGrantData,
  rolePage,
  type AppRow,
  type MenuTreeNode,
  type RoleRow,
} from '../../platform/contracts/permission.contract';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { anAdmin, aPage, renderWithRuntime } from '../../ui/testing';
import AppPage from './app-page';
import MenuPage from './menu-page';
import RolePage from './role-page';

const role = (id: number, code: string, name: string): RoleRow => ({
  id,
  code,
  name,
  dataScope: 'self',
  sort: id,
  userCount: 0,
  createdAt: '2026-11-01T09:00:00+08:00',
});
const ROLES = [role(1, 'admin', 'Administrator'), role(2, 'auditor', 'Auditor')];

const app = (id: number, code: string, name: string, over: Partial<AppRow> = {}): AppRow => ({
  id,
  code,
  name,
  nameCn: name,
  nameEn: name,
  nameTc: name,
  sys_no: id,
  active: false,
  isDefault: false,
  status: 0,
  sort: id,
  menuCount: 1,
  inBase: true,
  ...over,
});
const APPS = [
  app(1, 'venue', 'Venue booking', { isDefault: true }),
  app(2, 'system', 'System settings'),
  app(3, 'mine', 'Mine', { inBase: false }),
];

const node = (id: number, application: string, title: string, over: Partial<MenuTreeNode> = {}): MenuTreeNode => ({
  id,
  application,
  parentId: null,
  name: `n${id}`,
  path: `/${title.toLowerCase()}`,
  type: 1,
  permission: null,
  title,
  titleCn: title,
  titleEn: title,
  titleTc: title,
  icon: null,
  target: null,
  link: null,
  sort: 0,
  status: 0,
  children: [],
  ...over,
});

async function setup(page: ReactElement, url: string, serve: (gateway: FakeGateway) => void) {
  const { gateway } = await renderWithRuntime(page, { lang: 'EN', url, user: anAdmin(), serve });
  return gateway;
}

const rowOf = (table: HTMLElement, text: string) => within(within(table).getByText(text).closest('tr') as HTMLElement);

describe('role page', () => {
  it('offers no grants on admin, and saves a custom data scope only with organisations', async () => {
    const gateway = await setup(<RolePage />, '/role', (gateway) => {
      gateway.on(rolePage, () => aPage(ROLES));
      gateway.on(roleDataForGrant, ({ id }) => ({
        id,
        dataScope: 'self' as const,
        orgIds: [],
        orgTree: [
          {
            id: 10,
            code: 'univ',
            name: 'University',
            status: 0,
            children: [{ id: 11, code: 'cs', name: 'Computer Science', status: 0, children: [] }],
          },
        ],
      }));
      gateway.on(roleGrantData, () => null);
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
    expect((await within(dialog).findByTestId('scope-error')).textContent).toBe(
      'Choose at least one organisation for a custom data scope',
    );
    expect(gateway.requests(roleGrantData)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Computer Science' }));
    await waitFor(() => expect(within(dialog).getByTestId('check-11').getAttribute('data-check')).toBe('checked'));
    expect(within(dialog).getByTestId('check-10').getAttribute('data-check')).toBe('indeterminate');
    fireEvent.click(within(dialog).getByTestId('data-scope-ok'));
    await waitFor(() =>
      expect(gateway.requests(roleGrantData).map((r) => r.body)).toEqual([
        { id: 2, dataScope: 'custom', orgIds: [11] },
      ]),
    );
  });
});

describe('app page', () => {
  it('copies under a new code and offers restore only for applications of the base', async () => {
    const gateway = await setup(<AppPage />, '/app', (gateway) => {
      gateway.on(appPage, () => aPage(APPS));
      gateway.on(appCopy, () => ({ id: 9 }));
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
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.change(code, { target: { value: 'mine2' } });
    fireEvent.click(within(dialog).getByTestId('app-copy-ok'));
    await waitFor(() =>
      expect(gateway.requests(appCopy).map((r) => r.body)).toEqual([
        { id: 3, code: 'mine2', nameCn: 'Mine', nameEn: 'Mine', nameTc: 'Mine' },
      ]),
    );
  });
});

describe('menu page', () => {
  it("shows the default application's tree, follows the selector and validates the form", async () => {
    const trees: Record<string, MenuTreeNode[]> = {
      venue: [node(1, 'venue', 'Bookings', { type: 0, children: [node(2, 'venue', 'All bookings', { parentId: 1 })] })],
      system: [node(5, 'system', 'Roles')],
    };
    const gateway = await setup(<MenuPage />, '/menu', (gateway) => {
      gateway.on(appList, () => APPS);
      gateway.on(menuTree, ({ application }) => trees[String(application)] ?? []);
      gateway.on(menuAdd, () => ({ id: 8 }));
    });
    const table = await screen.findByRole('table', { name: 'Menus' });
    await within(table).findByText('All bookings');
    fireEvent.change(screen.getByTestId('menu-application'), { target: { value: 'system' } });
    await within(await screen.findByRole('table', { name: 'Menus' })).findByText('Roles');
    expect(gateway.requests(menuTree).map((r) => r.body.application)).toContain('system');

    fireEvent.click(screen.getByTestId('menu-add'));
    const form = await screen.findByTestId('menu-form');
    for (const [label, value] of [
      ['Unique name', 'extra'],
      ['Title (simplified Chinese)', '额外'],
      ['Title (English)', 'Extra'],
      ['Title (traditional Chinese)', '額外'],
    ]) {
      fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await within(form).findByTestId('error-path');
    expect(gateway.requests(menuAdd)).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Route path' }), { target: { value: '/extra' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(gateway.requests(menuAdd).map((r) => r.body)).toEqual([
        {
          application: 'system',
          parentId: null,
          type: 1,
          name: 'extra',
          titleCn: '额外',
          titleEn: 'Extra',
          titleTc: '額外',
          path: '/extra',
          permission: null,
          icon: null,
          target: null,
          link: null,
          sort: 0,
          status: 0,
        },
      ]),
    );
  });
});

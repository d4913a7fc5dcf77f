/**
 * The /user page's own mapping (features/org-admin/user-page.tsx) against the fake
 * gateway: the add form checks the password rule, sends the password encrypted, the
 * organisation from the tree and the chosen roles; without system:user:grantRole the
 * role boxes are absent and an edit sends no roleIds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { UserRow } from '../../platform/contracts/org.contract';
import { decryptBody } from '../../platform/protocol/cipher';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import UserPage from './user-page';

afterEach(cleanup);

const ROW: UserRow = {
  id: 5, account: 'bob', name: 'Bob', nickName: '', status: 0, adminUser: false, orgId: 2, orgName: 'Sports', positionId: null,
  positionName: null, ident: null, identName: null, phone: '13800138000', email: null, idCard: null, roleIds: [1], roleNames: ['User'],
  createdAt: '2026-11-22T09:00:00+08:00',
};

async function setup(permissions: string[]) {
  const gateway = createFakeGateway({
    users: { admin: { password: 'Admin@123', user: fakeUser({ account: 'admin', permissions }) } },
    routes: {
      '/system/org/user/page': () => ok({ rows: [ROW], total: 1, pageNo: 1, pageSize: 10 }),
      '/system/org/tree': () => ok([{
        id: 1, parentId: null, name: 'University', code: 'univ', sort: 0, status: 0, userCount: 0,
        children: [{ id: 2, parentId: 1, name: 'Sports', code: 'sports', sort: 0, status: 0, userCount: 1, children: [] }],
      }]),
      '/system/position/list': () => ok([{ id: 3, code: 'teacher', name: 'Teacher' }]),
      '/system/ident/list': () => ok([]),
      '/system/permission/role/dropDown': () => ok([{ id: 1, code: 'user', name: 'User' }, { id: 2, code: 'approver', name: 'Approver' }]),
      '/system/org/user/add': (req) => ok({ ...ROW, id: 6, account: String(req.body.account) }),
      '/system/org/user/edit': () => ok(ROW),
    },
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('admin', 'Admin@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={['/user']}><UserPage /></MemoryRouter>
    </RuntimeProvider>,
  );
  return (path: string): FakeRequest[] => gateway.log.filter((r) => r.path === path);
}

describe('UserPage', () => {
  it('adds a user: password rule, encrypted password, organisation and roles', async () => {
    const calls = await setup(['system:user:page', 'system:user:add', 'system:user:edit', 'system:user:grantRole']);
    await screen.findByText('bob');
    expect(screen.getByText('138****8000')).toBeTruthy();

    fireEvent.click(screen.getByTestId('user-add'));
    const form = await screen.findByTestId('user-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Account' }), { target: { value: 'carol' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Carol' } });
    const password = form.querySelector('input[name="password"]') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'weak' } });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: /Sports/ }).length).toBe(1));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Organisation' }), { target: { value: '2' } });
    const approver = within(form).getByTestId('field-roleIds').querySelectorAll('label')[1];
    expect(approver.textContent).toBe('Approver');
    fireEvent.click(approver.querySelector('input')!);

    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-password')).textContent)
      .toBe('Password must be a combination of 8-16 uppercase and lowercase letters, digits and special characters');
    expect(calls('/system/org/user/add')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'Carol@123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/system/org/user/add')).toHaveLength(1));
    const body = calls('/system/org/user/add')[0].body;
    expect(body).toMatchObject({ account: 'carol', name: 'Carol', orgId: 2, roleIds: [2], status: 0 });
    expect(decryptBody(String(body.password), 'venueflow-dev-key')).toBe('Carol@123');
  });

  it('without system:user:grantRole: no role boxes, and an edit sends no roleIds', async () => {
    const calls = await setup(['system:user:page', 'system:user:edit']);
    await screen.findByText('bob');
    expect(screen.queryByTestId('user-add')).toBeNull();
    fireEvent.click(screen.getByTestId('action-edit'));
    const form = await screen.findByTestId('user-form');
    expect(within(form).queryByTestId('field-roleIds')).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Robert' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/system/org/user/edit')).toHaveLength(1));
    const body = calls('/system/org/user/edit')[0].body;
    expect(body).toMatchObject({ id: 5, name: 'Robert', orgId: 2, status: 0 });
    expect(body).not.toHaveProperty('roleIds');
    expect(body).not.toHaveProperty('account');
  });
});

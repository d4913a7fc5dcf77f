/**
 * The /user page's own mapping (features/org-admin/user-page.tsx) against the fake
 * gateway: the add form checks the password rule, sends the password encrypted, the
 * organisation from the tree and the chosen roles; without system:user:grantRole the
 * role boxes are absent and an edit sends no roleIds.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  identList,
  orgTree,
  positionList,
  userAdd,
  userEdit,
  userPage,
  type UserRow,
} from '../../platform/contracts/org.contract';
import { decryptBody } from '../../platform/protocol/cipher';
import { roleDropDown } from '../../platform/contracts/permission.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import UserPage from './user-page';

const ROW: UserRow = {
  id: 5,
  account: 'bob',
  name: 'Bob',
  nickName: '',
  status: 0,
  adminUser: false,
  orgId: 2,
  orgName: 'Sports',
  positionId: null,
  positionName: null,
  ident: null,
  identName: null,
  phone: '13800138000',
  email: null,
  idCard: null,
  roleIds: [1],
  roleNames: ['User'],
  createdAt: '2026-11-22T09:00:00+08:00',
};

async function setup(permissions: string[]) {
  const { gateway } = await renderWithRuntime(<UserPage />, {
    lang: 'EN',
    url: '/user',
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(userPage, () => aPage([ROW]));
      gateway.on(orgTree, () => [
        {
          id: 1,
          parentId: null,
          name: 'University',
          code: 'univ',
          sort: 0,
          status: 0 as const,
          userCount: 0,
          leaderId: null,
          leaderName: null,
          children: [
            {
              id: 2,
              parentId: 1,
              name: 'Sports',
              code: 'sports',
              sort: 0,
              status: 0 as const,
              userCount: 1,
              leaderId: null,
              leaderName: null,
              children: [],
            },
          ],
        },
      ]);
      gateway.on(positionList, () => [{ id: 3, code: 'teacher', name: 'Teacher' }]);
      gateway.on(identList, () => []);
      gateway.on(roleDropDown, () => [
        { id: 1, code: 'user', name: 'User' },
        { id: 2, code: 'approver', name: 'Approver' },
      ]);
      gateway.on(userAdd, ({ account }) => ({ ...ROW, id: 6, account }));
      gateway.on(userEdit, () => ROW);
    },
  });
  return gateway;
}

describe('UserPage', () => {
  it('adds a user: password rule, encrypted password, organisation and roles', async () => {
    const gateway = await setup(['system:user:page', 'system:user:add', 'system:user:edit', 'system:user:grantRole']);
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
    expect((await within(form).findByTestId('error-password')).textContent).toBe(
      'Password must be a combination of 8-16 uppercase and lowercase letters, digits and special characters',
    );
    expect(gateway.requests(userAdd)).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'Carol@123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(userAdd)).toHaveLength(1));
    const body = gateway.requests(userAdd)[0].body;
    expect(body).toMatchObject({ account: 'carol', name: 'Carol', orgId: 2, roleIds: [2], status: 0 });
    expect(decryptBody(String(body.password), 'venueflow-dev-key')).toBe('Carol@123');
  });

  it('without system:user:grantRole: no role boxes, and an edit sends no roleIds', async () => {
    const gateway = await setup(['system:user:page', 'system:user:edit']);
    await screen.findByText('bob');
    expect(screen.queryByTestId('user-add')).toBeNull();
    fireEvent.click(screen.getByTestId('action-edit'));
    const form = await screen.findByTestId('user-form');
    expect(within(form).queryByTestId('field-roleIds')).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Robert' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(userEdit)).toHaveLength(1));
    const body = gateway.requests(userEdit)[0].body;
    expect(body).toMatchObject({ id: 5, name: 'Robert', orgId: 2, status: 0 });
    expect(body).not.toHaveProperty('roleIds');
    expect(body).not.toHaveProperty('account');
  });
});

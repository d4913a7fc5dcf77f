/**
 * The /org page's leader (features/org-admin/org-page.tsx) against the fake gateway: the
 * tree shows each organisation's leader, and the edit form picks one from the users and
 * sends `leaderId`.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orgEdit, orgTree, userPage, type OrgNode, type UserRow } from '../../platform/contracts/org.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import OrgPage from './org-page';

const SPORTS: OrgNode = {
  id: 2,
  parentId: null,
  name: 'Sports',
  code: 'sports',
  sort: 0,
  status: 0,
  userCount: 1,
  leaderId: 7,
  leaderName: 'Ann Leader',
  children: [],
};

const user = (id: number, account: string, name: string): UserRow => ({
  id,
  account,
  name,
  nickName: '',
  status: 0,
  adminUser: false,
  orgId: 2,
  orgName: 'Sports',
  positionId: null,
  positionName: null,
  ident: null,
  identName: null,
  phone: null,
  email: null,
  idCard: null,
  roleIds: [],
  roleNames: [],
  createdAt: '2026-11-22T09:00:00+08:00',
});

describe('OrgPage', () => {
  it('shows the leader and changes it with the user picker', async () => {
    const { gateway } = await renderWithRuntime(<OrgPage />, {
      lang: 'EN',
      url: '/org',
      user: aUser({ account: 'admin', permissions: ['system:org:edit', 'system:user:page'] }),
      serve: (gateway) => {
        gateway.on(orgTree, () => [SPORTS]);
        gateway.on(userPage, () => aPage([user(7, 'ann', 'Ann Leader'), user(8, 'ben', 'Ben Deputy')]));
        gateway.on(orgEdit, (input) => ({ ...SPORTS, leaderId: Number(input.leaderId) }));
      },
    });
    expect(await screen.findByText('Ann Leader')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-edit'));
    const form = await screen.findByTestId('org-form');
    const picker = within(form).getByRole('combobox', { name: 'Leader' }) as HTMLSelectElement;
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Ben Deputy (ben)' })).toHaveLength(1));
    expect(picker.value).toBe('7');
    fireEvent.change(picker, { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(orgEdit)).toHaveLength(1));
    expect(gateway.requests(orgEdit)[0].body).toMatchObject({ id: 2, name: 'Sports', leaderId: 8 });
    expect(gateway.requests(userPage)[0].body).toMatchObject({ status: '0', pageSize: '100' });
  });
});

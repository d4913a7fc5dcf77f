/**
 * /formGroup and /formDefine against the fake gateway: a group is added with its three
 * names; deleting one that holds forms shows the server's refusal; a form is added with its
 * group and the roles that may start it; "Design" opens /building?id=<id>; "Versions" lists
 * the saved versions; disabling sends the row with status 1.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { roleDropDown } from '../../platform/contracts/permission.contract';
import { orgTree } from '../../platform/contracts/org.contract';
import {
  formDefineAdd,
  formDefineEdit,
  formDefinePage,
  formDefineVersions,
  formGroupAdd,
  formGroupDelete,
  formGroupList,
  formGroupPage,
  type FormDefineRow,
  type FormGroupRow,
} from '../../platform/contracts/workflow.contract';
import { Code } from '../../platform/protocol/codes';
import { aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import FormDefinePage from './form-define-page';
import FormGroupPage from './form-group-page';

const GROUP: FormGroupRow = {
  id: 1,
  name: '通用',
  nameEn: 'General',
  nameTc: '通用',
  sort: 0,
  status: 0,
  formCount: 1,
};
const LEAVE: FormDefineRow = {
  id: 7,
  groupId: 1,
  groupName: 'General',
  name: '请假申请',
  nameEn: 'Leave request',
  nameTc: '請假申請',
  icon: 'calendar',
  description: '',
  startOrgIds: [],
  startRoleIds: [3],
  status: 0,
  version: 2,
  updatedAt: '2026-11-25T09:30:00+08:00',
};

const ALL = [
  'workflow:formGroup:page',
  'workflow:formGroup:add',
  'workflow:formGroup:delete',
  'workflow:formDefine:page',
  'workflow:formDefine:add',
  'workflow:formDefine:edit',
  'workflow:formDefine:design',
];

describe('/formGroup', () => {
  async function renderGroups() {
    return renderWithRuntime(<FormGroupPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ALL }),
      serve: (gateway) => {
        gateway.on(formGroupPage, () => aPage([GROUP]));
        gateway.on(formGroupAdd, (input) => ({ id: 2, formCount: 0, ...input }));
        gateway.on(formGroupDelete, () =>
          refuse(Code.FORM_GROUP_IN_USE, 'This group still holds 1 forms and cannot be deleted'),
        );
      },
    });
  }

  it('adds a group with its three names', async () => {
    const { gateway } = await renderGroups();
    fireEvent.click(await screen.findByTestId('formGroup-add'));
    const form = await screen.findByTestId('formGroup-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (Simplified Chinese)' }), {
      target: { value: '人事' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (English)' }), {
      target: { value: 'Personnel' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(formGroupAdd)).toHaveLength(1));
    expect(gateway.requests(formGroupAdd)[0].body).toEqual({
      name: '人事',
      nameEn: 'Personnel',
      nameTc: '',
      sort: 0,
      status: 0,
    });
  });

  it('shows why a group holding forms stays', async () => {
    const { gateway } = await renderGroups();
    const row = (await screen.findByText('General')).closest('[data-testid="data-row"]') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('This group still holds 1 forms and cannot be deleted')).toBeTruthy();
    expect(gateway.requests(formGroupDelete)[0].body).toEqual({ ids: [1] });
  });
});

async function renderDefines(permissions = ALL) {
  return renderWithRuntime(null, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions }),
    url: '/formDefine',
    routes: [
      { path: '/formDefine', element: <FormDefinePage /> },
      { path: '/building', element: <h1>Form designer</h1> },
    ],
    serve: (gateway) => {
      gateway.on(formDefinePage, () => aPage([LEAVE]));
      gateway.on(formGroupList, () => [GROUP]);
      gateway.on(orgTree, () => []);
      gateway.on(roleDropDown, () => [
        { id: 2, code: 'user', name: 'User' },
        { id: 3, code: 'approver', name: 'Approver' },
      ]);
      gateway.on(formDefineAdd, (input) => ({ ...LEAVE, ...input, id: 8, version: 0 }));
      gateway.on(formDefineEdit, (input) => ({ ...LEAVE, ...input }));
      gateway.on(formDefineVersions, () => [
        { version: 2, createdAt: '2026-11-25T09:30:00+08:00', createdByName: 'Administrator' },
        { version: 1, createdAt: '2026-11-20T08:00:00+08:00', createdByName: 'Administrator' },
      ]);
    },
  });
}

/** Clicks a row action, inline or under "More". */
async function rowAction(row: HTMLElement, key: string) {
  const inline = within(row).queryByTestId(`action-${key}`);
  if (inline) return fireEvent.click(inline);
  fireEvent.click(within(row).getByRole('button', { name: 'More' }));
  fireEvent.click(await screen.findByTestId(`action-${key}`));
}

describe('/formDefine', () => {
  it('adds a form in a group, startable by the roles chosen', async () => {
    const { gateway } = await renderDefines();
    fireEvent.click(await screen.findByTestId('formDefine-add'));
    const form = await screen.findByTestId('formDefine-form');
    const group = within(form).getByRole('combobox', { name: 'Group' });
    // Named in the reader's language (EN here).
    await waitFor(() => expect(within(group).getByRole('option', { name: 'General' })).toBeTruthy());
    fireEvent.change(group, { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (Simplified Chinese)' }), {
      target: { value: '出差' },
    });
    const user = await within(form).findByRole('checkbox', { name: 'User' });
    fireEvent.click(user);
    await waitFor(() => expect((user as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(formDefineAdd)).toHaveLength(1));
    expect(gateway.requests(formDefineAdd)[0].body).toEqual({
      groupId: 1,
      name: '出差',
      nameEn: '',
      nameTc: '',
      icon: 'form',
      description: '',
      startOrgIds: [],
      startRoleIds: [2],
      status: 0,
    });
  });

  it('opens the designer, lists the versions and disables a form', async () => {
    const { gateway, router } = await renderDefines();
    const row = (await screen.findByText('Leave request')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('1 roles')).toBeTruthy();
    expect(within(row).getByText('v2')).toBeTruthy();

    await rowAction(row, 'versions');
    const dialog = await screen.findByTestId('formDefine-versions');
    expect(await within(dialog).findByText('2026-11-20 08:00')).toBeTruthy();
    expect(within(dialog).getAllByText('Administrator')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('formDefine-versions')).toBeNull());

    await rowAction(row, 'disable');
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(formDefineEdit)).toHaveLength(1));
    expect(gateway.requests(formDefineEdit)[0].body).toMatchObject({
      id: 7,
      name: '请假申请',
      startRoleIds: [3],
      status: 1,
    });

    await rowAction(row, 'design');
    await waitFor(() => expect(router!.state.location.pathname).toBe('/building'));
    expect(router!.state.location.search).toBe('?id=7');
  });

  it('offers no design action without the design permission', async () => {
    await renderDefines(['workflow:formDefine:page']);
    const row = (await screen.findByText('Leave request')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-design')).toBeNull();
    expect(within(row).getByTestId('action-versions')).toBeTruthy();
  });
});

/**
 * FormDialog's non-text inputs through the real runtime and the fake gateway:
 * multiSelect (check boxes → value list), switch (`checkedValue` / `uncheckedValue`),
 * check-box tree (a branch at once), a cleared select keeping `null`, and the localized
 * "required" of an empty list.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { defineCall } from '../../platform/contracts/define-call';
import { anAdmin, renderWithRuntime } from '../testing';
import { FormDialog } from './form-dialog';
import type { ResourceForm } from './types';

const RoleInput = z.object({
  roleIds: z.array(z.number()).min(1),
  status: z.union([z.literal(0), z.literal(1)]),
  menuIds: z.array(z.number()),
  positionId: z.number().nullable(),
});
const roleAdd = defineCall({
  method: 'POST',
  path: '/api/test/role/add',
  access: 'test:role:add',
  summary: 't',
  input: RoleInput,
  output: z.null(),
});

const form: ResourceForm<never> = {
  fields: [
    {
      name: 'roleIds',
      label: 'Roles',
      kind: 'multiSelect',
      options: [
        { value: 1, label: 'Admin', raw: true },
        { value: 2, label: 'User', raw: true },
      ],
    },
    { name: 'status', label: 'Enabled', kind: 'switch', checkedValue: 0, uncheckedValue: 1 },
    { name: 'positionId', label: 'Position', kind: 'select', options: [{ value: 7, label: 'Coach', raw: true }] },
    {
      name: 'menuIds',
      label: 'Menus',
      kind: 'tree',
      options: [
        {
          value: 1,
          label: 'System',
          raw: true,
          children: [
            { value: 2, label: 'Users', raw: true },
            { value: 3, label: 'Roles', raw: true },
          ],
        },
        { value: 4, label: 'Home', raw: true },
      ],
    },
  ],
  schema: RoleInput,
  create: { call: roleAdd, permission: 'test:role:add' },
  defaults: { roleIds: [], status: 0, menuIds: [], positionId: null },
  toValues: () => ({}),
};

describe('FormDialog inputs', () => {
  it('collects lists, switch values, tree branches and a null select', async () => {
    const onSaved = vi.fn();
    const { gateway } = await renderWithRuntime(
      <FormDialog
        form={form}
        ns="resource"
        id="role"
        target={{ kind: 'create', values: form.defaults }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
      { lang: 'EN', user: anAdmin(), serve: (gateway) => gateway.on(roleAdd, () => null) },
    );
    const dialog = await screen.findByTestId('role-form');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByTestId('error-roleIds')).textContent).toBe('This field is required');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'User' }));
    await waitFor(() => expect(within(dialog).queryByTestId('error-roleIds')).toBeNull());
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'System' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('checkbox', { name: 'Roles' }) as HTMLInputElement).checked).toBe(true),
    );
    const position = within(dialog).getByRole('combobox', { name: 'Position' });
    fireEvent.change(position, { target: { value: '7' } });
    fireEvent.change(position, { target: { value: '' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(gateway.requests(roleAdd).map((r) => r.body)).toEqual([
      { roleIds: [2], status: 1, menuIds: [1, 2, 3], positionId: null },
    ]);
  });
});

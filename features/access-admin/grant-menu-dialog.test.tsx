/**
 * GrantMenuDialog against the fake gateway through the real runtime: the role's grants
 * load into tri-state check boxes (a page granted without its buttons is indeterminate),
 * checking a folder checks its subtree, checking a button checks its path up, and OK
 * sends exactly the checked ids to role/grantMenu.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type GrantApp,
  menuTreeForGrant,
  roleGrantMenu,
  roleOwnMenu,
} from '../../platform/contracts/permission.contract';
import { anAdmin, renderWithRuntime } from '../../ui/testing';
import { GrantMenuDialog } from './grant-menu-dialog';

const TREE: GrantApp[] = [
  {
    code: 'system',
    name: 'System settings',
    menus: [
      {
        id: 1,
        title: 'Access control',
        type: 0,
        children: [
          {
            id: 2,
            title: 'Roles',
            type: 1,
            children: [
              { id: 3, title: 'Add role', type: 2, children: [] },
              { id: 4, title: 'Delete role', type: 2, children: [] },
            ],
          },
          { id: 5, title: 'Menus', type: 1, children: [] },
        ],
      },
    ],
  },
  { code: 'venue', name: 'Venue booking', menus: [{ id: 6, title: 'All bookings', type: 1, children: [] }] },
];

async function setup(granted: number[]) {
  let closed = 0;
  const { gateway } = await renderWithRuntime(
    <GrantMenuDialog
      role={{ id: 7, name: 'Auditor' }}
      onClose={() => {
        closed++;
      }}
    />,
    {
      lang: 'EN',
      user: anAdmin(),
      serve: (gateway) => {
        gateway.on(menuTreeForGrant, () => TREE);
        gateway.on(roleOwnMenu, () => granted);
        gateway.on(roleGrantMenu, () => null);
      },
    },
  );
  const dialog = await screen.findByTestId('grant-menu');
  await within(dialog).findByText('Access control');
  const state = (id: number) => within(dialog).getByTestId(`check-${id}`).getAttribute('data-check');
  const click = (name: string) => fireEvent.click(within(dialog).getByRole('checkbox', { name }));
  return { dialog, state, click, gateway, closed: () => closed };
}

describe('GrantMenuDialog', () => {
  it('shows the stored grants: a page without its buttons is indeterminate, as are its ancestors', async () => {
    const { dialog, state, gateway } = await setup([1, 2, 6]);
    expect(within(dialog).getByText('Grant menus: Auditor')).toBeTruthy();
    expect(gateway.requests(roleOwnMenu)[0].body).toMatchObject({ id: '7' });
    expect([state(1), state(2), state(3), state(4), state(5), state(6)]).toEqual([
      'indeterminate',
      'indeterminate',
      'unchecked',
      'unchecked',
      'unchecked',
      'checked',
    ]);
    expect(state(-2)).toBe('checked');
    expect(state(-1)).toBe('indeterminate');
  });

  it("checks a folder's subtree and a button's path up, and saves exactly the checked ids", async () => {
    const { dialog, state, click, gateway, closed } = await setup([]);
    click('Access control');
    await waitFor(() => expect(state(1)).toBe('checked'));
    expect([state(2), state(3), state(4), state(5), state(-1), state(6)]).toEqual([
      'checked',
      'checked',
      'checked',
      'checked',
      'checked',
      'unchecked',
    ]);
    click('Roles');
    await waitFor(() => expect(state(2)).toBe('unchecked'));
    expect([state(1), state(3), state(5)]).toEqual(['indeterminate', 'unchecked', 'checked']);
    click('Delete role');
    await waitFor(() => expect(state(4)).toBe('checked'));
    expect(state(2)).toBe('indeterminate');

    fireEvent.click(within(dialog).getByTestId('grant-menu-ok'));
    await waitFor(() =>
      expect(gateway.requests(roleGrantMenu).map((r) => r.body)).toEqual([{ id: 7, menuIds: [1, 2, 4, 5] }]),
    );
    await waitFor(() => expect(closed()).toBe(1));
  });

  it('selects all and clears all', async () => {
    const { dialog, state, gateway } = await setup([5]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(state(-1)).toBe('checked'));
    expect(state(-2)).toBe('checked');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(state(5)).toBe('unchecked'));
    fireEvent.click(within(dialog).getByTestId('grant-menu-ok'));
    await waitFor(() => expect(gateway.requests(roleGrantMenu).map((r) => r.body)).toEqual([{ id: 7, menuIds: [] }]));
  });
});

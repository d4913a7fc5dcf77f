/**
 * TreePage against the fake gateway through the real runtime: indented rows expanded one
 * level, expand / collapse, "add child" opening the form with the parent's id (a
 * single-choice tree field) and calling create, and an action hidden without permission.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { defineCall } from '../../platform/contracts/define-call';
import { aUser, renderWithRuntime } from '../testing';
import { TreePage } from './tree-page';
import type { ResourceOption, TreePageConfig } from './types';

interface Org {
  id: number;
  name: string;
  children?: Org[];
}
const OrgNode: z.ZodType<Org> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), children: z.array(OrgNode).optional() }),
);
const orgTree = defineCall({
  method: 'GET',
  path: '/api/test/org/tree',
  access: 'test:org:page',
  summary: 't',
  input: z.object({ name: z.string().optional() }),
  output: z.array(OrgNode),
});
const OrgInput = z.object({ name: z.string().trim().min(1), parentId: z.number().optional() });
const orgAdd = defineCall({
  method: 'POST',
  path: '/api/test/org/add',
  access: 'test:org:add',
  summary: 't',
  input: OrgInput,
  output: z.null(),
});
const orgDelete = defineCall({
  method: 'POST',
  path: '/api/test/org/delete',
  access: 'test:org:delete',
  summary: 't',
  input: z.object({ id: z.number() }),
  output: z.null(),
});

const toOptions = (nodes: Org[]): ResourceOption[] =>
  nodes.map((n) => ({ value: n.id, label: n.name, raw: true, children: toOptions(n.children ?? []) }));

const config: TreePageConfig<typeof orgTree> = {
  id: 'org',
  ns: 'resource',
  title: 'Organisations',
  tree: orgTree,
  rowKey: (n) => n.id,
  columns: [{ key: 'name', label: 'Name' }],
  filters: [{ name: 'name', label: 'Name', kind: 'text' }],
  form: {
    fields: [
      {
        name: 'parentId',
        label: 'Parent',
        kind: 'tree',
        single: true,
        options: { call: orgTree, input: {}, toOptions },
      },
      { name: 'name', label: 'Name', kind: 'text' },
    ],
    schema: OrgInput,
    create: { call: orgAdd, permission: 'test:org:add' },
    defaults: { name: '' },
    toValues: (n) => ({ name: n.name }),
  },
  addChild: { permission: 'test:org:add' },
  remove: { call: orgDelete, permission: 'test:org:delete', input: ([n]) => ({ id: n.id }) },
};

const TREE: Org[] = [
  {
    id: 1,
    name: 'Campus',
    children: [
      { id: 2, name: 'Sports', children: [{ id: 3, name: 'Pool' }] },
      { id: 4, name: 'Library' },
    ],
  },
];

async function setup() {
  return renderWithRuntime(<TreePage config={config} />, {
    lang: 'EN',
    url: '/org',
    user: aUser({ account: 'admin', permissions: ['test:org:page', 'test:org:add'] }),
    serve: (gateway) => {
      gateway.on(orgTree, () => TREE);
      gateway.on(orgAdd, () => null);
    },
  });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByTestId('data-row')
    .map((r) => r.querySelector('[data-column="name"]')!.textContent);

describe('TreePage', () => {
  it('expands, collapses, adds a child with its parent and gates actions', async () => {
    const { gateway } = await setup();
    const table = await screen.findByRole('table', { name: 'Organisations' });
    await within(table).findByText('Sports');
    expect(names(table)).toEqual(['Campus', 'Sports', 'Library']);
    expect(within(table).getByText('Sports').closest('[data-depth]')!.getAttribute('data-depth')).toBe('1');

    const sportsRow = within(table).getByText('Sports').closest('tr')!;
    fireEvent.click(within(sportsRow).getByRole('button', { name: 'Expand' }));
    expect(names(table)).toEqual(['Campus', 'Sports', 'Pool', 'Library']);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(names(table)).toEqual(['Campus']);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(names(table)).toEqual(['Campus', 'Sports', 'Pool', 'Library']);

    // a filter expands every level (and goes to the tree call)
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gateway.requests(orgTree).at(-1)?.body).toEqual({ name: 'Pool' }));
    await waitFor(() => expect(names(table)).toEqual(['Campus', 'Sports', 'Pool', 'Library']));

    expect(within(table).queryAllByTestId('action-delete')).toHaveLength(0);
    const campusRow = within(table).getByText('Campus').closest('tr')!;
    fireEvent.click(within(campusRow).getByTestId('action-addChild'));
    const form = await screen.findByTestId('org-form');
    const parent = within(form).getByRole('combobox', { name: 'Parent' }) as HTMLSelectElement;
    await waitFor(() => expect(parent.value).toBe('1'));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gym' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(orgAdd)).toHaveLength(1));
    expect(gateway.requests(orgAdd)[0].body).toEqual({ name: 'Gym', parentId: 1 });
  });
});

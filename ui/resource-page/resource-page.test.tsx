/**
 * ResourcePage against the fake gateway through the real runtime (session, API client,
 * queries): rows render, a filter goes into the list call, an action without permission
 * is hidden, Add validates then calls create, Edit calls update with the id, Delete asks 'system prompt' then deletes;
 * export writes the filtered rows to .xlsx; import sends the valid rows and reports the rest.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { defineCall } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { pageOf, sortablePageQuery } from '../../platform/protocol/envelope';
import { aUser, refuse, renderWithRuntime } from '../testing';
import { ResourcePage } from './resource-page';
import { buildSheet, dateStamp, readSheet } from './sheet';
import type { ResourcePageConfig } from './types';

const Thing = z.object({ id: z.number(), name: z.string(), sort: z.number() });
type Thing = z.infer<typeof Thing>;
const thingPage = defineCall({
  method: 'GET',
  path: '/api/test/thing/page',
  access: 'test:thing:page',
  summary: 't',
  input: sortablePageQuery(['name']).extend({ name: z.string().optional() }),
  output: pageOf(Thing),
});
const ThingInput = z.object({ name: z.string().trim().min(1).max(10), sort: z.number().int().min(0) });
const thingAdd = defineCall({
  method: 'POST',
  path: '/api/test/thing/add',
  access: 'test:thing:add',
  summary: 't',
  input: ThingInput,
  output: z.null(),
});
const thingEdit = defineCall({
  method: 'POST',
  path: '/api/test/thing/edit',
  access: 'test:thing:edit',
  summary: 't',
  input: ThingInput.extend({ id: z.number() }),
  output: z.null(),
});
const thingDelete = defineCall({
  method: 'POST',
  path: '/api/test/thing/delete',
  access: 'test:thing:delete',
  summary: 't',
  input: z.object({ ids: z.array(z.number()) }),
  output: z.null(),
});
const thingDisable = defineCall({
  method: 'POST',
  path: '/api/test/thing/disable',
  access: 'test:thing:disable',
  summary: 't',
  input: z.object({ id: z.number() }),
  output: z.null(),
});

const config: ResourcePageConfig<typeof thingPage> = {
  id: 'thing',
  ns: 'resource',
  title: 'Things',
  list: thingPage,
  rowKey: (r) => r.id,
  columns: [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'sort', label: 'Sort' },
  ],
  filters: [{ name: 'name', label: 'Name', kind: 'text' }],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'sort', label: 'Sort', kind: 'number' },
    ],
    schema: ThingInput,
    create: { call: thingAdd, permission: 'test:thing:add' },
    update: { call: thingEdit, permission: 'test:thing:edit' },
    defaults: { name: '', sort: 0 },
    toValues: (r) => ({ name: r.name, sort: r.sort }),
  },
  remove: { call: thingDelete, permission: 'test:thing:delete', input: (rows) => ({ ids: rows.map((r) => r.id) }) },
  rowActions: [
    {
      key: 'disable',
      label: 'Disable',
      permission: 'test:thing:disable',
      run: { call: thingDisable, input: (r) => ({ id: r.id }) },
    },
  ],
};

async function setup(pageConfig = config, permissions: string[] = [], url = '/things') {
  const things: Thing[] = [
    { id: 1, name: 'Court A', sort: 1 },
    { id: 2, name: 'Court B', sort: 2 },
  ];
  const { gateway } = await renderWithRuntime(<ResourcePage config={pageConfig} />, {
    lang: 'EN',
    url,
    user: aUser({
      account: 'admin',
      permissions: ['test:thing:page', 'test:thing:add', 'test:thing:edit', 'test:thing:delete', ...permissions],
    }),
    serve: (gateway) => {
      gateway.on(thingPage, ({ name = '', pageNo, pageSize }) => {
        const rows = things.filter((t) => t.name.includes(name));
        return { rows, total: rows.length, pageNo, pageSize };
      });
      gateway.on(thingAdd, (input) => {
        if (input.name === 'Taken') refuse(Code.SLOT_TAKEN, 'The name is taken');
        things.push({ id: things.length + 10, ...input });
        return null;
      });
      gateway.on(thingEdit, (input) => {
        Object.assign(
          things.find((t) => t.id === input.id)!,
          input,
        );
        return null;
      });
      gateway.on(thingDelete, ({ ids }) => {
        for (const id of ids)
          things.splice(
            things.findIndex((t) => t.id === id),
            1,
          );
        return null;
      });
    },
  });
  return { gateway, things };
}

describe('ResourcePage', () => {
  it('lists, filters, hides unpermitted actions, adds, edits and deletes (single, bulk) after confirming', async () => {
    const { gateway, things } = await setup();
    const table = await screen.findByRole('table', { name: 'Things' });
    await within(table).findByText('Court A');
    expect(within(table).getByText('Court B')).toBeTruthy();
    expect(gateway.requests(thingPage)[0].body).toMatchObject({ pageNo: '1', pageSize: '10' });

    // a filter goes into the call input
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' B ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gateway.requests(thingPage).at(-1)?.body).toMatchObject({ name: 'B', pageNo: '1' }));
    await waitFor(() => expect(within(table).queryByText('Court A')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await within(table).findByText('Court A');

    // permissions: edit and delete shown, disable (not granted) hidden
    expect(within(table).getAllByTestId('action-edit')).toHaveLength(2);
    expect(within(table).getAllByTestId('action-delete')).toHaveLength(2);
    expect(within(table).queryByTestId('action-disable')).toBeNull();

    // Add: validation first, then the create call and a reload
    fireEvent.click(screen.getByTestId('thing-add'));
    const form = await screen.findByTestId('thing-form');
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-name')).textContent).toBe('This field is required');
    expect(gateway.requests(thingAdd)).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Taken' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Sort' }), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('form-error')).textContent).toBe('The name is taken');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Court C' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(thingAdd)).toHaveLength(2));
    expect(gateway.requests(thingAdd)[1].body).toEqual({ name: 'Court C', sort: 3 });
    await within(table).findByText('Court C');
    await waitFor(() => expect(screen.queryByTestId('thing-form')).toBeNull());

    // Edit: the row's values, then the update call with the id
    const rowB = within(table).getByText('Court B').closest('tr')!;
    fireEvent.click(within(rowB as HTMLElement).getByTestId('action-edit'));
    const edit = await screen.findByTestId('thing-form');
    const name = within(edit).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Court B');
    fireEvent.change(name, { target: { value: 'Court B2' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(gateway.requests(thingEdit).map((r) => r.body)).toEqual([{ name: 'Court B2', sort: 2, id: 2 }]),
    );
    await within(table).findByText('Court B2');
    await waitFor(() => expect(screen.queryByTestId('thing-form')).toBeNull());

    // Delete: 'system prompt' first, then the delete call
    const rowA = within(table).getByText('Court A').closest('tr')!;
    fireEvent.click(within(rowA as HTMLElement).getByTestId('action-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('System prompt')).toBeTruthy();
    expect(gateway.requests(thingDelete)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(thingDelete)).toHaveLength(1));
    expect(gateway.requests(thingDelete)[0].body).toEqual({ ids: [1] });
    await waitFor(() => expect(within(table).queryByText('Court A')).toBeNull());
    expect(things.map((t) => t.name)).toEqual(['Court B2', 'Court C']);

    // Bulk delete: check boxes select rows; the bar counts them; confirm, then one call
    expect((screen.getByTestId('bulk-delete') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    await screen.findByText('2 selected');
    fireEvent.click(screen.getByTestId('bulk-delete'));
    const bulk = await screen.findByRole('alertdialog');
    expect(within(bulk).getByText('Delete the 2 selected records?')).toBeTruthy();
    fireEvent.click(within(bulk).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(thingDelete)).toHaveLength(2));
    expect(gateway.requests(thingDelete)[1].body).toEqual({ ids: [2, 12] });
    await screen.findByText('No data');
  }, 30_000);
});

describe('ResourcePage export and import', () => {
  const withSheets: typeof config = {
    ...config,
    export: { permission: 'test:thing:export', fileName: 'things' },
    import: {
      permission: 'test:thing:import',
      call: thingAdd,
      schema: z.object({ name: z.string().min(1).max(10), sort: z.coerce.number().int().min(0) }),
      fields: [
        { name: 'name', label: 'Name' },
        { name: 'sort', label: 'Sort' },
      ],
    },
  };

  it('hides export and import without their permissions', async () => {
    await setup(withSheets);
    await screen.findByText('Court A');
    expect(screen.queryByTestId('thing-export')).toBeNull();
    expect(screen.queryByTestId('thing-import')).toBeNull();
  });

  it('exports every filtered row to a dated .xlsx', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { gateway } = await setup(withSheets, ['test:thing:export'], '/things?name=B');
    await screen.findByText('Court B');
    fireEvent.click(screen.getByTestId('thing-export'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(gateway.requests(thingPage).at(-1)?.body).toMatchObject({ name: 'B', pageNo: '1', pageSize: '100' });
    expect(names).toEqual([`things-${dateStamp(new Date())}.xlsx`]);
    const sheet = await readSheet(await blobs[0].arrayBuffer());
    expect(sheet.header).toEqual(['Name', 'Sort']);
    expect(sheet.rows.map((r) => r.cells)).toEqual([['Court B', '2']]);
    vi.restoreAllMocks();
  });

  it('imports valid rows one by one and lists the failures by row', async () => {
    const { gateway } = await setup(withSheets, ['test:thing:import']);
    await screen.findByText('Court A');
    fireEvent.click(screen.getByTestId('thing-import'));
    const dialog = await screen.findByTestId('import-dialog');
    const data = await buildSheet(
      'x',
      ['name', 'Sort'],
      [
        ['Court D', 3],
        [null, 4],
        ['Court E', 'x'],
        ['Taken', 1],
      ],
    );
    const input = within(dialog).getByTestId('import-file') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File([data], 'things.xlsx')], configurable: true });
    fireEvent.change(input);
    await within(dialog).findByText('things.xlsx · 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));
    const errors = await within(dialog).findByTestId('import-errors');
    expect(
      [...errors.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    ).toEqual([
      ['3', 'Name: This field is required'],
      ['4', 'Sort: Enter a number'],
      ['5', 'The name is taken'],
    ]);
    expect(within(dialog).getByText('4 rows: 1 imported, 3 failed')).toBeTruthy();
    expect(gateway.requests(thingAdd).map((r) => r.body)).toEqual([
      { name: 'Court D', sort: 3 },
      { name: 'Taken', sort: 1 },
    ]);
    await screen.findByText('Court D');
  });
});

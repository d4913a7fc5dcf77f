/**
 * The form designer page (/building?id=) on the fake gateway: it loads the definition, adds
 * a text and a money field from the palette, labels them, reorders them with the keyboard
 * (dnd-kit's keyboard sensor) and saves — the body carries the fields in the new order,
 * with an idempotency key; a FORM_INVALID refusal marks the field it names; leaving with
 * unsaved changes asks first.
 *
 * happy-dom lays nothing out, so every canvas card is given a box from its place in the
 * list (what a browser would measure); dnd-kit's keyboard moves read those boxes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import {
  formDefineSave,
  formDefineVersions,
  workflowDefineDetail,
  type WorkflowDefineDetail,
} from '../../platform/contracts/workflow.contract';
import { Code } from '../../platform/protocol/codes';
import { anAdmin, refuse, renderWithRuntime } from '../../ui/testing';
import FormBuildingPage from './form-building-page';

const DETAIL: WorkflowDefineDetail = {
  id: 7,
  groupId: 1,
  groupName: 'HR',
  name: '请假',
  nameEn: 'Leave',
  nameTc: '請假',
  icon: 'form',
  description: '',
  startOrgIds: [],
  startRoleIds: [],
  status: 0,
  version: 2,
  updatedAt: '2026-11-25T08:00:00.000Z',
  schema: {
    fields: [
      { id: 'reason', type: 'textarea', label: { cn: '事由', en: 'Reason', tc: '事由' }, required: true, limits: {} },
    ],
  },
  workflow: { nodes: [] },
};

const ROUTES: RouteObject[] = [
  { path: '/building', element: <FormBuildingPage /> },
  { path: '/other', element: <p>Another page</p> },
];

/** Boxes for the canvas cards from their order (48 px rows), as a browser would lay them out. */
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const card = this.closest('[data-field-id]');
    if (!card || card !== this) return realRect.call(this);
    const index = Array.from(card.parentElement!.children).indexOf(card);
    const top = index * 48;
    return { x: 0, y: top, top, left: 0, width: 400, height: 40, right: 400, bottom: top + 40, toJSON: () => ({}) };
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

/** Renders /building?id=7 in EN for an administrator; save answers with `save`. */
async function setup(save: (input: { schema: WorkflowDefineDetail['schema'] }) => unknown) {
  const app = await renderWithRuntime(null, {
    lang: 'EN',
    user: anAdmin(),
    url: '/building?id=7',
    routes: ROUTES,
    serve: (gateway) => {
      gateway.on(workflowDefineDetail, () => DETAIL);
      gateway.on(formDefineSave, (input) => save(input) as never);
      gateway.on(formDefineVersions, () => [
        { version: 2, createdAt: '2026-11-25T08:00:00.000Z', createdByName: 'Admin' },
      ]);
    },
  });
  await screen.findByTestId('form-designer');
  return app;
}

const card = (id: string) => screen.getByTestId(`field-card-${id}`);
const cardIds = () =>
  Array.from(document.querySelectorAll('[data-testid="field-canvas"] [data-field-id]')).map((el) =>
    el.getAttribute('data-field-id'),
  );
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Adds a field of `label` type from the palette and labels it (CN and EN). */
async function addField(paletteLabel: string, cn: string, en: string) {
  fireEvent.click(screen.getByRole('button', { name: `Add a “${paletteLabel}” field` }));
  type('prop-label-cn', cn);
  type('prop-label-en', en);
}

/** Moves the card of field `id` one place up with the keyboard: space, arrow up, space. */
async function moveUpWithKeyboard(id: string, label: string) {
  const handle = screen.getByRole('button', { name: `Drag “${label}” to reorder` });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  fireEvent.keyDown(document, { key: 'ArrowUp', code: 'ArrowUp' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  fireEvent.keyDown(document, { key: ' ', code: 'Space' });
  await waitFor(() => expect(cardIds().indexOf(id)).toBeGreaterThanOrEqual(0));
}

describe('form designer page', { timeout: 30_000 }, () => {
  it('adds, labels, reorders with the keyboard and saves the fields in their new order', async () => {
    const { gateway } = await setup(() => ({
      defineId: 7,
      version: 3,
      createdAt: '2026-11-25T09:00:00.000Z',
      createdByName: 'Admin',
      schema: { fields: [] },
      workflow: { nodes: [] },
    }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Leave');
    expect(screen.getByTestId('designer-version').textContent).toBe('Version 2');
    expect(within(screen.getByTestId('field-palette')).getAllByRole('button')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Save as a new version' })).toHaveProperty('disabled', true);

    await addField('Text', '主题', 'Subject');
    await addField('Amount', '金额', 'Amount');
    expect(cardIds()).toEqual(['reason', 'field_1', 'field_2']);
    expect(card('field_2').textContent).toContain('Amount');
    // A money field takes a minimum and a maximum in yuan, kept in cents.
    type('prop-limit-max', '500');

    await moveUpWithKeyboard('field_2', 'Amount');
    await waitFor(() => expect(cardIds()).toEqual(['reason', 'field_2', 'field_1']));

    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(gateway.requests(formDefineSave)).toHaveLength(1));
    const [sent] = gateway.requests(formDefineSave);
    const body = sent.body as { id: number; schema: WorkflowDefineDetail['schema'] };
    expect(body.id).toBe(7);
    expect(body.schema.fields.map((f) => [f.id, f.type, f.label.cn, f.label.en])).toEqual([
      ['reason', 'textarea', '事由', 'Reason'],
      ['field_2', 'money', '金额', 'Amount'],
      ['field_1', 'text', '主题', 'Subject'],
    ]);
    expect(body.schema.fields[1].limits).toEqual({ max: 50000 });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect((await screen.findByTestId('designer-answer')).textContent).toContain('Saved as version 3');
    expect(screen.getByTestId('designer-version').textContent).toBe('Version 3');
  });

  it('marks the field a FORM_INVALID refusal names, and keeps the key for a retry of the same design', async () => {
    const { gateway } = await setup(() =>
      refuse(Code.FORM_INVALID, 'The form design has an error (field “field_1”)', {
        field: 'field_1',
        context: 'limits',
      }),
    );
    await addField('Text', '主题', 'Subject');
    type('prop-limit-minLength', '20');
    type('prop-limit-maxLength', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

    await waitFor(() => expect(card('field_1').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('field-problem-field_1').textContent).toBe(
      'Problem: The form design has an error (field “field_1”)',
    );
    expect(card('reason').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('designer-answer').textContent).toContain('The server refused the design');

    // Saving the same design again is a retry: same key.
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(gateway.requests(formDefineSave)).toHaveLength(2));
    const [first, second] = gateway.requests(formDefineSave);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);

    // Correcting the field clears its mark.
    type('prop-limit-minLength', '');
    await waitFor(() => expect(card('field_1').getAttribute('aria-invalid')).toBeNull());
  });

  it('asks before leaving unsaved changes: Cancel stays, Leave goes', async () => {
    const { router } = await setup(() => refuse(Code.FORM_INVALID));
    // Nothing changed: leaving is not questioned.
    await act(() => router!.navigate('/other'));
    expect(router!.state.location.pathname).toBe('/other');
    await act(() => router!.navigate('/building?id=7'));
    await screen.findByTestId('form-designer');

    fireEvent.click(screen.getByRole('button', { name: 'Remove “Reason”' }));
    await act(() => router!.navigate('/other'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('There are unsaved changes. Leave anyway?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router!.state.location.pathname).toBe('/building');
    expect(cardIds()).toEqual([]);

    await act(() => router!.navigate('/other'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/other'));
    expect(screen.getByText('Another page')).toBeTruthy();
  });

  it('undoes and redoes, shows the preview and lists the versions', async () => {
    await setup(() => refuse(Code.FORM_INVALID));
    await addField('Single choice', '类型', 'Kind');
    expect(cardIds()).toEqual(['reason', 'field_1']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    // One undo step per action: the two labels typed, then the field itself.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cardIds()).toEqual(['reason']);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(cardIds()).toEqual(['reason', 'field_1']);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('form-preview');
    expect(preview.textContent).toContain('Reason');
    expect(
      within(preview)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Option 1', 'Option 2']);
    fireEvent.click(within(screen.getByTestId('preview-dialog')).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('preview-dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const drawer = await screen.findByTestId('versions-drawer');
    await waitFor(() => expect(within(drawer).getAllByRole('row')).toHaveLength(2));
    expect(drawer.textContent).toContain('Admin');
  });
});

/**
 * The form designer machine: loading, editing with a bounded undo history and stable field
 * ids, saving with the server's refusals kept per field and node, and the question before
 * leaving unsaved changes. Every step runs on the real actor (createPromiseHarness: the
 * test settles `loadDesign` and `saveDesign`); the last test asserts every transition of
 * the definition was taken. What the page shows is tested in
 * features/form-building/form-building-page.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { WorkflowDefineDetail } from '../platform/contracts/workflow.contract';
import { Code } from '../platform/protocol/codes';
import {
  HISTORY_LIMIT,
  formDesignerMachine,
  moveItem,
  nextFieldNumberOf,
  problemsOf,
  type FormDesignerEvent,
  type NewField,
} from './form-designer.machine';
import { createPromiseHarness } from './path-testing';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(formDesignerMachine);

type FormField = WorkflowDefineDetail['schema']['fields'][number];

const text = (cn: string) => ({ cn, en: '', tc: '' });
const field = (id: string, type: FormField['type'] = 'text'): FormField => ({
  id,
  type,
  label: text(id),
  required: false,
  limits: {},
});
const NEW_TEXT: NewField = { type: 'text', label: text('文本'), required: false, limits: {} };
const NEW_MONEY: NewField = { type: 'money', label: text('金额'), required: true, limits: { min: 0 } };

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
  version: 3,
  updatedAt: '2026-11-25T08:00:00.000Z',
  schema: { fields: [field('field_2'), field('reason', 'textarea')] },
  workflow: { nodes: [] },
};
const VERSION = { defineId: 7, version: 4, createdAt: '2026-11-25T09:00:00.000Z', createdByName: 'admin' };
const refusal = (code: number, data: unknown) => Object.assign(new Error('refused'), { code, data });

/** A designer with the definition loaded (state editing.clean). */
async function loaded() {
  const h = createPromiseHarness(formDesignerMachine, ['loadDesign', 'saveDesign'], { input: { defineId: 7 } });
  await h.exec({ type: 'xstate.done.actor.loadDesign', output: DETAIL });
  return h;
}
const stateOf = (h: Awaited<ReturnType<typeof loaded>>) => JSON.stringify(h.actor.getSnapshot().value);
const ctx = (h: Awaited<ReturnType<typeof loaded>>) => h.actor.getSnapshot().context;
const ids = (h: Awaited<ReturnType<typeof loaded>>) => ctx(h).draft.schema.fields.map((f) => f.id);

/** Brings a loaded designer to `state` (saved, refused or failed) after adding a field. */
async function reach(state: 'saved' | 'refused' | 'failed', { withRedo = false } = {}) {
  const h = await loaded();
  await h.exec({ type: 'field.add', field: NEW_TEXT });
  if (withRedo) {
    // A step undone before saving, so redo has something to replay after the answer.
    await h.exec({ type: 'field.add', field: NEW_MONEY });
    await h.exec({ type: 'history.undo' });
  }
  await h.exec({ type: 'design.save' });
  if (state === 'saved')
    await h.exec({
      type: 'xstate.done.actor.saveDesign',
      output: { ...VERSION, schema: DETAIL.schema, workflow: DETAIL.workflow },
    });
  if (state === 'refused') {
    await h.exec({
      type: 'xstate.error.actor.saveDesign',
      error: refusal(Code.FORM_INVALID, { field: 'field_3', context: 'limits' }),
    });
  }
  if (state === 'failed') await h.exec({ type: 'xstate.error.actor.saveDesign', error: new Error('offline') });
  expect(stateOf(h)).toBe(JSON.stringify(state));
  return h;
}

describe('form designer machine — pure helpers', () => {
  it('numbers new fields after the highest field_<n>', () => {
    expect(nextFieldNumberOf([field('field_9'), field('a'), field('field_10')])).toBe(11);
    expect(nextFieldNumberOf([])).toBe(1);
  });
  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
  it('reads the problems of a refusal in its three shapes, and one without data', () => {
    expect(problemsOf(refusal(1, { field: 'f', context: 'options' }))).toEqual([
      { field: 'f', problem: 'options', message: 'refused' },
    ]);
    expect(problemsOf(refusal(1, [{ node: 'n1', context: 'unreachable', message: 'x' }]))).toEqual([
      { node: 'n1', problem: 'unreachable', message: 'x' },
    ]);
    expect(problemsOf(refusal(1, { problems: [{ node: 'n2', problem: 'noDefault' }] }))).toEqual([
      { node: 'n2', problem: 'noDefault', message: 'refused' },
    ]);
    expect(problemsOf(refusal(1, null))).toEqual([{ problem: '', message: 'refused' }]);
  });
});

describe('form designer machine — loading', () => {
  it('loads the definition and starts clean with the first field selected', async () => {
    const h = await loaded();
    expect(h.calls.loadDesign).toEqual([{ id: 7 }]);
    expect(stateOf(h)).toBe('{"editing":"clean"}');
    expect(ctx(h).selectedId).toBe('field_2');
    expect(ctx(h).nextFieldNumber).toBe(3);
  });

  it('shows a failed load and loads again on retry', async () => {
    const h = createPromiseHarness(formDesignerMachine, ['loadDesign', 'saveDesign'], { input: { defineId: 7 } });
    await h.exec({ type: 'xstate.error.actor.loadDesign', error: refusal(Code.NOT_FOUND, null) });
    expect(stateOf(h)).toBe('"loadFailed"');
    expect(ctx(h).errorCode).toBe(Code.NOT_FOUND);
    await h.exec({ type: 'retry' });
    await h.exec({ type: 'xstate.done.actor.loadDesign', output: DETAIL });
    expect(h.calls.loadDesign).toHaveLength(2);
    expect(stateOf(h)).toBe('{"editing":"clean"}');
  });
});

describe('form designer machine — editing', () => {
  it('adds fields at an index with ids never handed out twice, even after undo and remove', async () => {
    const h = await loaded();
    await h.exec({ type: 'field.add', field: NEW_TEXT, index: 0 });
    expect(ids(h)).toEqual(['field_3', 'field_2', 'reason']);
    expect(ctx(h).selectedId).toBe('field_3');
    expect(stateOf(h)).toBe('{"editing":"dirty"}');
    await h.exec({ type: 'history.undo' });
    expect(ids(h)).toEqual(['field_2', 'reason']);
    expect(stateOf(h)).toBe('{"editing":"clean"}');
    await h.exec({ type: 'field.add', field: NEW_MONEY });
    expect(ids(h)).toEqual(['field_2', 'reason', 'field_4']);
    await h.exec({ type: 'field.remove', id: 'field_4' });
    expect(ctx(h).selectedId).toBeNull();
    await h.exec({ type: 'field.add', field: NEW_MONEY, index: 99 });
    expect(ids(h)).toEqual(['field_2', 'reason', 'field_5']);
  });

  it('moves, updates and removes fields; refuses moves out of range and unknown fields', async () => {
    const h = await loaded();
    await h.exec({ type: 'field.move', from: 0, to: 1 });
    expect(ids(h)).toEqual(['reason', 'field_2']);
    const before = ctx(h).draft;
    for (const e of [
      { type: 'field.move', from: 0, to: 5 },
      { type: 'field.move', from: 1, to: 1 },
      { type: 'field.update', id: 'nope', patch: { required: true } },
      { type: 'field.remove', id: 'nope' },
    ] as FormDesignerEvent[]) {
      await h.exec(e);
      expect(ctx(h).draft).toBe(before);
    }
    await h.exec({ type: 'field.update', id: 'field_2', patch: { required: true, id: 'hijack' } as never });
    expect(ctx(h).draft.schema.fields[1]).toMatchObject({ id: 'field_2', required: true });
    await h.exec({ type: 'field.remove', id: 'reason' });
    expect(ids(h)).toEqual(['field_2']);
  });

  it('merges consecutive updates of the same properties into one undo step; redo replays', async () => {
    const h = await loaded();
    for (const cn of ['a', 'ab', 'abc'])
      await h.exec({ type: 'field.update', id: 'field_2', patch: { label: text(cn) } });
    expect(ctx(h).past).toHaveLength(1);
    await h.exec({ type: 'field.update', id: 'field_2', patch: { required: true } });
    expect(ctx(h).past).toHaveLength(2);
    await h.exec({ type: 'history.undo' });
    await h.exec({ type: 'history.undo' });
    expect(ctx(h).draft.schema.fields[0].label.cn).toBe('field_2');
    expect(stateOf(h)).toBe('{"editing":"clean"}');
    await h.exec({ type: 'history.undo' }); // nothing left: ignored
    expect(ctx(h).future).toHaveLength(2);
    await h.exec({ type: 'history.redo' });
    expect(ctx(h).draft.schema.fields[0].label.cn).toBe('abc');
    await h.exec({ type: 'history.redo' });
    await h.exec({ type: 'history.redo' }); // nothing left: ignored
    expect(ctx(h).draft.schema.fields[0]).toMatchObject({ required: true });
    expect(stateOf(h)).toBe('{"editing":"dirty"}');
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, async () => {
    const h = await loaded();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await h.exec({ type: 'field.move', from: 0, to: 1 });
    expect(ctx(h).past).toHaveLength(HISTORY_LIMIT);
  });

  it('takes the workflow tab’s definition and selects fields', async () => {
    const h = await loaded();
    const workflow = {
      nodes: [
        {
          id: 'n1',
          kind: 'copy' as const,
          name: text('抄送'),
          candidates: {
            type: 'INITIATOR' as const,
            userIds: [],
            roleIds: [],
            directorLevel: 1,
            selectRange: { orgIds: [], roleIds: [], userIds: [] },
            multiple: false,
          },
        },
      ],
    };
    await h.exec({ type: 'workflow.set', workflow });
    expect(ctx(h).draft.workflow).toEqual(workflow);
    await h.exec({ type: 'field.select', id: 'reason' });
    expect(ctx(h).selectedId).toBe('reason');
    expect(stateOf(h)).toBe('{"editing":"dirty"}');
  });

  it('discards back to the loaded design', async () => {
    const h = await loaded();
    await h.exec({ type: 'field.remove', id: 'reason' });
    await h.exec({ type: 'design.discard' });
    expect(ids(h)).toEqual(['field_2', 'reason']);
    expect(stateOf(h)).toBe('{"editing":"clean"}');
  });
});

describe('form designer machine — saving', () => {
  it('saves the draft with the definition id; the saved design is the new baseline', async () => {
    const h = await reach('saved');
    expect(h.calls.saveDesign).toEqual([
      { id: 7, schema: { fields: [...DETAIL.schema.fields, { ...NEW_TEXT, id: 'field_3' }] }, workflow: { nodes: [] } },
    ]);
    expect(ctx(h).detail?.version).toBe(4);
    await h.exec({ type: 'field.move', from: 0, to: 1 });
    expect(stateOf(h)).toBe('{"editing":"dirty"}');
    await h.exec({ type: 'history.undo' });
    expect(stateOf(h)).toBe('{"editing":"clean"}');
  });

  it('keeps a FORM_INVALID refusal’s field, and a WORKFLOW_INVALID refusal’s node', async () => {
    const h = await reach('refused');
    expect(ctx(h).problems).toEqual([{ field: 'field_3', problem: 'limits', message: 'refused' }]);
    expect(ctx(h).errorCode).toBe(Code.FORM_INVALID);
    await h.exec({ type: 'design.save' });
    expect(ctx(h).problems).toEqual([]);
    await h.exec({
      type: 'xstate.error.actor.saveDesign',
      error: refusal(Code.WORKFLOW_INVALID, { node: 'n1', context: 'unreachable' }),
    });
    expect(ctx(h).problems).toEqual([{ node: 'n1', problem: 'unreachable', message: 'refused' }]);
  });

  it('drops the problems of a field once it is edited', async () => {
    const h = await reach('refused');
    await h.exec({ type: 'field.update', id: 'field_3', patch: { required: true } });
    expect(ctx(h).problems).toEqual([]);
    expect(stateOf(h)).toBe('{"editing":"dirty"}');
  });

  it('retries a failed save with the same draft', async () => {
    const h = await reach('failed');
    expect(ctx(h).error).toBe('offline');
    await h.exec({ type: 'retry' });
    expect(h.calls.saveDesign).toHaveLength(2);
    expect(h.calls.saveDesign[1]).toEqual(h.calls.saveDesign[0]);
  });

  it('discards after a refusal and after a failure', async () => {
    for (const state of ['refused', 'failed'] as const) {
      const h = await reach(state);
      await h.exec({ type: 'design.discard' });
      expect(ids(h)).toEqual(['field_2', 'reason']);
      expect(ctx(h).problems).toEqual([]);
      expect(stateOf(h)).toBe('{"editing":"clean"}');
    }
  });

  it('accepts every edit after an answer (saved, refused, failed)', async () => {
    const edits: FormDesignerEvent[] = [
      { type: 'field.add', field: NEW_MONEY },
      { type: 'field.move', from: 0, to: 1 },
      { type: 'field.update', id: 'field_2', patch: { required: true } },
      { type: 'field.remove', id: 'reason' },
      { type: 'workflow.set', workflow: { nodes: [] } },
      { type: 'history.undo' },
      { type: 'field.select', id: 'reason' },
    ];
    for (const state of ['saved', 'refused', 'failed'] as const) {
      for (const e of edits) {
        const h = await reach(state);
        await h.exec(e);
        expect(stateOf(h)).toMatch(e.type === 'field.select' ? JSON.stringify(state) : /^\{"editing"/);
      }
      const h = await reach(state, { withRedo: true });
      await h.exec({ type: 'history.redo' });
      expect(ids(h)).toEqual(['field_2', 'reason', 'field_3', 'field_4']);
    }
  });
});

describe('form designer machine — leaving', () => {
  it('leaves a clean or saved design at once', async () => {
    const h = await loaded();
    await h.exec({ type: 'design.leave' });
    expect(h.actor.getSnapshot().status).toBe('done');
    const s = await reach('saved');
    await s.exec({ type: 'design.leave' });
    expect(s.actor.getSnapshot().status).toBe('done');
  });

  it('asks before leaving unsaved changes: cancel keeps them, confirm leaves', async () => {
    const h = await loaded();
    await h.exec({ type: 'field.remove', id: 'reason' });
    await h.exec({ type: 'design.leave' });
    expect(stateOf(h)).toBe('"confirmingLeave"');
    expect(h.actor.getSnapshot().hasTag('dirty')).toBe(true);
    await h.exec({ type: 'leave.cancel' });
    expect(stateOf(h)).toBe('{"editing":"dirty"}');
    expect(ids(h)).toEqual(['field_2']);
    await h.exec({ type: 'design.leave' });
    await h.exec({ type: 'leave.confirm' });
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('asks after a refusal or a failure too', async () => {
    for (const state of ['refused', 'failed'] as const) {
      const h = await reach(state);
      await h.exec({ type: 'design.leave' });
      expect(stateOf(h)).toBe('"confirmingLeave"');
    }
  });
});

describe('form designer machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
  });
});

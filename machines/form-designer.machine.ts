/**
 * The form designer of the back office (spec §2 "/building (form creation)"): an
 * administrator edits a form definition's fields and, in a second tab, its workflow, then
 * saves both as the definition's next version (formDefineSave).
 *
 * ```
 * loading ─done─▶ editing.clean ─edit─▶ editing.dirty ─design.save─▶ saving ─done─▶ saved
 *   └ error ─▶ loadFailed ─retry─▶ loading        │ FORM_INVALID / WORKFLOW_INVALID ─▶ refused
 *                                                 └ other ─▶ failed ─retry─▶ saving
 * editing.dirty, refused, failed ─design.leave─▶ confirmingLeave ─leave.confirm─▶ left (final)
 *                                               └ leave.cancel ─▶ editing.dirty
 * editing.clean, saved ─design.leave─▶ left;  dirty, refused, failed ─design.discard─▶ editing.clean
 * ```
 *
 * An edit (add, move, update, remove a field; set the workflow; undo, redo) passes through
 * `editing.settling`, which decides clean or dirty by comparing the draft with the last
 * saved one, so undoing back to it is clean again. Edits are accepted in `editing`, `saved`,
 * `refused` and `failed` (the page stays editable after an answer), never while loading or
 * saving. Each edit keeps the draft before it in a bounded history ({@link HISTORY_LIMIT});
 * consecutive updates of the same properties of one field (typing a label) count as one step.
 *
 * Field ids are `field_<n>`, numbered from the highest loaded one and never handed out twice
 * while the designer runs (not even after an undo), because workflow conditions refer to
 * fields by id (platform/forms/form-definition.ts FieldId).
 *
 * The server's refusals FORM_INVALID (`field`) and WORKFLOW_INVALID (`node`) are kept as
 * {@link DesignProblem}s so the page can mark the field or node; editing or removing a
 * field drops its problems, a new save drops them all.
 *
 * Actors (provided by the page): `loadDesign` receives `{ id }` and resolves with the
 * definition's detail (workflowDefineDetail); `saveDesign` receives {@link SaveDesignInput}
 * and resolves with the saved version (formDefineSave).
 *
 * Tags: `busy` (loading, saving), `editable` (editing, saved, refused, failed), `dirty`
 * (editing.dirty, refused, failed, confirmingLeave: unsaved changes).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { WorkflowDefineDetail, FormVersion } from '../platform/contracts/workflow.contract';
import type { FormField, FormSchema } from '../platform/forms/form-definition';
import type { WorkflowDefinition } from '../platform/workflow/workflow-definition';
import { Code } from '../platform/protocol/codes';
import { errorCodeOf, errorMessageOf } from './errors';

/** How many earlier drafts undo can go back to. */
export const HISTORY_LIMIT = 50;

/** What is being designed: the form's fields and the workflow. */
export interface DesignDraft {
  schema: FormSchema;
  workflow: WorkflowDefinition;
}

/** One problem the server named when it refused a save: a field or a workflow node, and what is wrong. */
export interface DesignProblem {
  /** The field id (FORM_INVALID) … */
  field?: string;
  /** … or the node id (WORKFLOW_INVALID). */
  node?: string;
  /** The server's `context` (e.g. `duplicateField`, `unreachable`); empty when it gave none. */
  problem: string;
  /** The server's message, in the user's language. */
  message: string;
}

/** What `saveDesign` receives (formDefineSave's body). */
export interface SaveDesignInput extends DesignDraft {
  id: number;
}

/** A field as the palette makes it; the machine gives it its id. */
export type NewField = Omit<FormField, 'id'>;

/** What the designer remembers. */
export interface FormDesignerContext {
  defineId: number;
  /** The definition as loaded (name, version…), with the version number updated by each save. */
  detail: WorkflowDefineDetail | null;
  draft: DesignDraft;
  /** The draft as last loaded or saved: discard returns to it; a draft equal to it is clean. */
  baseline: DesignDraft;
  /** Earlier drafts, oldest first (at most {@link HISTORY_LIMIT}), and drafts undone, most recent last. */
  past: DesignDraft[];
  future: DesignDraft[];
  /** What the last edit was, so consecutive updates of the same field properties merge (`null`: nothing to merge). */
  lastEdit: string | null;
  /** The number the next new field id gets (`field_<n>`). */
  nextFieldNumber: number;
  selectedId: string | null;
  problems: DesignProblem[];
  /** Message and code of the last failure (load or save), else null. */
  error: string | null;
  errorCode: number | null;
}

/** Events of the designer (DESIGN.md §5 naming). */
export type FormDesignerEvent =
  | { type: 'field.add'; field: NewField; index?: number }
  | { type: 'field.move'; from: number; to: number }
  | { type: 'field.update'; id: string; patch: Partial<NewField> }
  | { type: 'field.remove'; id: string }
  | { type: 'field.select'; id: string | null }
  | { type: 'workflow.set'; workflow: WorkflowDefinition }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'design.save' }
  | { type: 'design.discard' }
  | { type: 'design.leave' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | { type: 'retry' };

/** The designer's input: the definition's id (`/building?id=`). */
export interface FormDesignerInput {
  defineId: number;
}

const EMPTY_DRAFT: DesignDraft = { schema: { fields: [] }, workflow: { nodes: [] } };

/** Whether two drafts are the same design. Pure. */
export function sameDraft(a: DesignDraft, b: DesignDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The number after the highest `field_<n>` id of `fields` (1 when there is none). Pure. */
export function nextFieldNumberOf(fields: readonly FormField[]): number {
  let max = 0;
  for (const f of fields) {
    const m = /^field_(\d+)$/.exec(f.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). Pure. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

/**
 * The problems a refusal names: its `data` may be one problem (`{ field | node, context }`),
 * a list of them, or `{ problems: [...] }`. A refusal naming nothing gives one problem
 * without a field or node, so the page still shows its message. Pure.
 */
export function problemsOf(error: unknown): DesignProblem[] {
  const message = errorMessageOf(error);
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : null;
  const raw: unknown[] = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { problems?: unknown }).problems)
      ? (data as { problems: unknown[] }).problems
      : data
        ? [data]
        : [];
  const problems = raw.flatMap((item): DesignProblem[] => {
    if (!item || typeof item !== 'object') return [];
    const { field, node, context, problem } = item as Record<string, unknown>;
    const what = typeof context === 'string' ? context : typeof problem === 'string' ? problem : '';
    return [
      {
        ...(typeof field === 'string' ? { field } : {}),
        ...(typeof node === 'string' ? { node } : {}),
        problem: what,
        message:
          typeof (item as { message?: unknown }).message === 'string' ? (item as { message: string }).message : message,
      },
    ];
  });
  return problems.length > 0 ? problems : [{ problem: '', message }];
}

/** The draft after one edit event, or the same draft when the event changes nothing. Pure. */
function applyEdit(context: FormDesignerContext, event: FormDesignerEvent): DesignDraft {
  const { draft } = context;
  const fields = draft.schema.fields;
  switch (event.type) {
    case 'field.add': {
      const field = { ...event.field, id: `field_${context.nextFieldNumber}` } as FormField;
      const index = Math.max(0, Math.min(event.index ?? fields.length, fields.length));
      return { ...draft, schema: { fields: [...fields.slice(0, index), field, ...fields.slice(index)] } };
    }
    case 'field.move':
      return { ...draft, schema: { fields: moveItem(fields, event.from, event.to) } };
    case 'field.update':
      return {
        ...draft,
        schema: {
          fields: fields.map((f) => (f.id === event.id ? ({ ...f, ...event.patch, id: f.id } as FormField) : f)),
        },
      };
    case 'field.remove':
      return { ...draft, schema: { fields: fields.filter((f) => f.id !== event.id) } };
    case 'workflow.set':
      return { ...draft, workflow: event.workflow };
    default:
      return draft;
  }
}

/** What an edit is, for merging consecutive updates of the same field properties (null: never merged). */
function editKey(event: FormDesignerEvent): string | null {
  return event.type === 'field.update' ? `${event.id}:${Object.keys(event.patch).sort().join(',')}` : null;
}

/** Whether an error is a refusal of the design itself (the page marks what it names). */
function isDesignRefusal(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === Code.FORM_INVALID || code === Code.WORKFLOW_INVALID;
}

/** The edit transitions every editable state offers; each goes through `editing.settling`. */
const EDITS = {
  'field.add': { target: '#formDesigner.editing.settling', actions: 'edit' },
  'field.move': { guard: 'isMove', target: '#formDesigner.editing.settling', actions: 'edit' },
  'field.update': { guard: 'isKnownField', target: '#formDesigner.editing.settling', actions: 'edit' },
  'field.remove': { guard: 'isKnownField', target: '#formDesigner.editing.settling', actions: 'edit' },
  'workflow.set': { target: '#formDesigner.editing.settling', actions: 'edit' },
  'history.undo': { guard: 'canUndo', target: '#formDesigner.editing.settling', actions: 'undo' },
  'history.redo': { guard: 'canRedo', target: '#formDesigner.editing.settling', actions: 'redo' },
  'field.select': { actions: 'select' },
} as const;

/** The designer; provide `loadDesign` and `saveDesign` before running it. */
export const formDesignerMachine = setup({
  types: {
    context: {} as FormDesignerContext,
    events: {} as FormDesignerEvent,
    input: {} as FormDesignerInput,
  },
  actors: {
    loadDesign: fromPromise<WorkflowDefineDetail, { id: number }>(() =>
      Promise.reject(new Error('formDesigner machine: actor "loadDesign" not provided')),
    ),
    saveDesign: fromPromise<FormVersion, SaveDesignInput>(() =>
      Promise.reject(new Error('formDesigner machine: actor "saveDesign" not provided')),
    ),
  },
  actions: {
    setLoaded: assign((_, params: { detail: WorkflowDefineDetail }) => {
      const draft = { schema: params.detail.schema, workflow: params.detail.workflow };
      return {
        detail: params.detail,
        draft,
        baseline: draft,
        past: [],
        future: [],
        lastEdit: null,
        nextFieldNumber: nextFieldNumberOf(draft.schema.fields),
        selectedId: draft.schema.fields[0]?.id ?? null,
        problems: [],
        error: null,
        errorCode: null,
      };
    }),
    edit: assign(({ context, event }) => {
      const draft = applyEdit(context, event);
      const key = editKey(event);
      const merge = key !== null && key === context.lastEdit;
      const touched = event.type === 'field.update' || event.type === 'field.remove' ? event.id : null;
      return {
        draft,
        past: merge ? context.past : [...context.past, context.draft].slice(-HISTORY_LIMIT),
        future: [],
        lastEdit: key,
        ...(event.type === 'field.add'
          ? { nextFieldNumber: context.nextFieldNumber + 1, selectedId: `field_${context.nextFieldNumber}` }
          : {}),
        ...(event.type === 'field.remove' && context.selectedId === event.id ? { selectedId: null } : {}),
        problems: touched ? context.problems.filter((p) => p.field !== touched) : context.problems,
      };
    }),
    undo: assign(({ context }) => ({
      draft: context.past[context.past.length - 1],
      past: context.past.slice(0, -1),
      future: [...context.future, context.draft],
      lastEdit: null,
    })),
    redo: assign(({ context }) => ({
      draft: context.future[context.future.length - 1],
      future: context.future.slice(0, -1),
      past: [...context.past, context.draft].slice(-HISTORY_LIMIT),
      lastEdit: null,
    })),
    select: assign(({ event }) => ({ selectedId: event.type === 'field.select' ? event.id : null })),
    discard: assign(({ context }) => ({
      past: [...context.past, context.draft].slice(-HISTORY_LIMIT),
      future: [],
      draft: context.baseline,
      lastEdit: null,
      problems: [],
      error: null,
      errorCode: null,
    })),
    clearAnswer: assign({ problems: [], error: null, errorCode: null }),
    setSaved: assign(({ context }, params: { version: FormVersion }) => ({
      baseline: context.draft,
      lastEdit: null,
      detail: context.detail ? { ...context.detail, version: params.version.version } : null,
    })),
    setProblems: assign((_, params: { error: unknown }) => ({
      problems: problemsOf(params.error),
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
    })),
  },
  guards: {
    isUnchanged: ({ context }) => sameDraft(context.draft, context.baseline),
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    isMove: ({ context, event }) => {
      if (event.type !== 'field.move') return false;
      const n = context.draft.schema.fields.length;
      const ok = (i: number) => Number.isInteger(i) && i >= 0 && i < n;
      return ok(event.from) && ok(event.to) && event.from !== event.to;
    },
    isKnownField: ({ context, event }) =>
      (event.type === 'field.update' || event.type === 'field.remove') &&
      context.draft.schema.fields.some((f) => f.id === event.id),
    isDesignRefusal: (_, params: { error: unknown }) => isDesignRefusal(params.error),
  },
}).createMachine({
  id: 'formDesigner',
  initial: 'loading',
  context: ({ input }) => ({
    defineId: input.defineId,
    detail: null,
    draft: EMPTY_DRAFT,
    baseline: EMPTY_DRAFT,
    past: [],
    future: [],
    lastEdit: null,
    nextFieldNumber: 1,
    selectedId: null,
    problems: [],
    error: null,
    errorCode: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDesign',
        src: 'loadDesign',
        input: ({ context }) => ({ id: context.defineId }),
        onDone: {
          target: 'editing',
          actions: { type: 'setLoaded', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { retry: { target: 'loading' } } },
    editing: {
      tags: ['editable'],
      initial: 'clean',
      on: EDITS,
      states: {
        clean: { on: { 'design.leave': { target: '#formDesigner.left' } } },
        dirty: {
          tags: ['dirty'],
          on: {
            'design.save': { target: '#formDesigner.saving' },
            'design.discard': { target: 'settling', actions: 'discard' },
            'design.leave': { target: '#formDesigner.confirmingLeave' },
          },
        },
        settling: { always: [{ guard: 'isUnchanged', target: 'clean' }, { target: 'dirty' }] },
      },
    },
    confirmingLeave: {
      tags: ['dirty'],
      on: { 'leave.confirm': { target: 'left' }, 'leave.cancel': { target: 'editing.dirty' } },
    },
    saving: {
      tags: ['busy', 'dirty'],
      entry: 'clearAnswer',
      invoke: {
        id: 'saveDesign',
        src: 'saveDesign',
        input: ({ context }) => ({ id: context.defineId, ...context.draft }),
        onDone: {
          target: 'saved',
          actions: { type: 'setSaved', params: ({ event }) => ({ version: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isDesignRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'setProblems', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: {
      tags: ['editable'],
      on: { ...EDITS, 'design.leave': { target: 'left' } },
    },
    refused: {
      tags: ['editable', 'dirty'],
      on: {
        ...EDITS,
        'design.save': { target: 'saving' },
        'design.discard': { target: 'editing.settling', actions: 'discard' },
        'design.leave': { target: 'confirmingLeave' },
      },
    },
    failed: {
      tags: ['editable', 'dirty'],
      on: {
        ...EDITS,
        retry: { target: 'saving' },
        'design.discard': { target: 'editing.settling', actions: 'discard' },
        'design.leave': { target: 'confirmingLeave' },
      },
    },
    left: { type: 'final' },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type FormDesignerMachine = typeof formDesignerMachine;

/** A snapshot of a running designer. */
export type FormDesignerSnapshot = SnapshotFrom<FormDesignerMachine>;

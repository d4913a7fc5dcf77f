/**
 * Forms and workflow definitions (spec §2 /formGroup, /formDefine, /building, /start;
 * §3 "workflow candidate"; §7 /workflow/define/detail/{id} and /workflow/candidate/*).
 * Administrators group forms, say who may start each, try a form's workflow in the designer's
 * simulator, and save a form's fields with its workflow as one new version (platform/forms/form-definition.ts,
 * platform/workflow/workflow-definition.ts); a process keeps the version it started with.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NullOutput } from './common';
import { pageOf, sortablePageQuery } from '../protocol/envelope';
import { FormSchema } from '../forms/form-definition';
import { WorkflowDefinition } from '../workflow/workflow-definition';
import { CustomChoices } from './workflow-process.contract';
import { PreviewStep } from './workflow-candidate.contract';

const Name = z.string().trim().min(1).max(64);
const Keyword = z.string().trim().max(64).optional();
/** 0 enabled, 1 disabled. */
const Status = z.union([z.literal(0), z.literal(1)]);
const Ids = z.object({ ids: z.array(Id).min(1).max(100) });

// --- form groups (/formGroup) ----------------------------------------------------

/** A group of forms, as /formGroup lists it and /start shows its heading. */
export const FormGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  sort: z.number().int(),
  status: Status,
  /** Forms in the group. */
  formCount: z.number().int(),
});
export type FormGroupRow = z.infer<typeof FormGroupRow>;

const FormGroupFields = z.object({
  name: Name,
  nameEn: z.string().trim().max(64).default(''),
  nameTc: z.string().trim().max(64).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  status: Status.default(0),
});

export const formGroupPage = defineCall({
  method: 'GET',
  path: '/workflow/form/group/page',
  access: 'workflow:formGroup:page',
  summary: 'Form groups, filtered by name keyword.',
  input: sortablePageQuery(['name', 'sort']).extend({ keyword: Keyword }),
  output: pageOf(FormGroupRow),
  errors: [],
});

export const formGroupList = defineCall({
  method: 'GET',
  path: '/workflow/form/group/list',
  access: 'user',
  summary: 'Enabled form groups, by sort (for pickers).',
  input: z.object({}).optional(),
  output: z.array(FormGroupRow),
  errors: [],
});

export const formGroupAdd = defineCall({
  method: 'POST',
  path: '/workflow/form/group/add',
  access: 'workflow:formGroup:add',
  summary: 'Create a form group.',
  input: FormGroupFields,
  output: FormGroupRow,
  errors: [Code.DUPLICATE],
});

export const formGroupEdit = defineCall({
  method: 'POST',
  path: '/workflow/form/group/edit',
  access: 'workflow:formGroup:edit',
  summary: 'Edit a form group.',
  input: FormGroupFields.extend({ id: Id }),
  output: FormGroupRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const formGroupDelete = defineCall({
  method: 'POST',
  path: '/workflow/form/group/delete',
  access: 'workflow:formGroup:delete',
  summary: 'Delete form groups that hold no form.',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.FORM_GROUP_IN_USE],
});

// --- form definitions (/formDefine) ---------------------------------------------

/** A form definition as /formDefine lists it: its identity, who may start it, and its latest version. */
export const FormDefineRow = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  /** An icon name of the product's icon set. */
  icon: z.string(),
  description: z.string(),
  /** Organisations whose members (and those of organisations under them) may start it; empty = everyone. */
  startOrgIds: z.array(z.number().int()),
  /** Roles whose holders may start it; empty = no restriction by role. */
  startRoleIds: z.array(z.number().int()),
  status: Status,
  /** The latest saved version, 0 while nothing is saved (it cannot be started then). */
  version: z.number().int(),
  updatedAt: IsoDateTime,
});
export type FormDefineRow = z.infer<typeof FormDefineRow>;

const FormDefineFields = z.object({
  groupId: Id,
  name: Name,
  nameEn: z.string().trim().max(64).default(''),
  nameTc: z.string().trim().max(64).default(''),
  icon: z.string().trim().max(40).default('form'),
  description: z.string().trim().max(500).default(''),
  startOrgIds: z.array(Id).max(200).default([]),
  startRoleIds: z.array(Id).max(200).default([]),
  status: Status.default(0),
});

export const formDefinePage = defineCall({
  method: 'GET',
  path: '/workflow/form/define/page',
  access: 'workflow:formDefine:page',
  summary: 'Form definitions, filtered by group, name keyword and status.',
  input: sortablePageQuery(['name', 'updatedAt']).extend({
    keyword: Keyword,
    groupId: Id.optional(),
    status: z.coerce.number().pipe(Status).optional(),
  }),
  output: pageOf(FormDefineRow),
  errors: [],
});

export const formDefineAdd = defineCall({
  method: 'POST',
  path: '/workflow/form/define/add',
  access: 'workflow:formDefine:add',
  summary: 'Create a form definition (no version yet: design it in /building).',
  input: FormDefineFields,
  output: FormDefineRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const formDefineEdit = defineCall({
  method: 'POST',
  path: '/workflow/form/define/edit',
  access: 'workflow:formDefine:edit',
  summary: 'Edit a form definition: name, group, icon, who may start it, enabled.',
  input: FormDefineFields.extend({ id: Id }),
  output: FormDefineRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const formDefineDelete = defineCall({
  method: 'POST',
  path: '/workflow/form/define/delete',
  access: 'workflow:formDefine:delete',
  summary: 'Delete form definitions that no process has started.',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

/** One saved version of a form and its workflow. */
export const FormVersion = z.object({
  defineId: z.number().int(),
  version: z.number().int(),
  schema: FormSchema,
  workflow: WorkflowDefinition,
  createdAt: IsoDateTime,
  createdByName: z.string(),
});
export type FormVersion = z.infer<typeof FormVersion>;

export const formDefineSave = defineCall({
  method: 'POST',
  path: '/workflow/form/define/save',
  access: 'workflow:formDefine:design',
  idempotent: true,
  summary:
    'Save a form and its workflow as the definition’s next version, after checking both (the workflow against ' +
    'the form and the organisation: every node reachable, a default branch in every condition, every candidate ' +
    'resolvable). Processes already started keep their version.',
  input: z.object({ id: Id, schema: FormSchema, workflow: WorkflowDefinition }),
  output: FormVersion,
  errors: [Code.NOT_FOUND, Code.FORM_INVALID, Code.WORKFLOW_INVALID],
});

export const formDefineVersions = defineCall({
  method: 'GET',
  path: '/workflow/form/define/versions',
  access: 'workflow:formDefine:page',
  summary: 'The saved versions of a form definition, newest first.',
  input: z.object({ id: Id }),
  output: z.array(FormVersion.pick({ version: true, createdAt: true, createdByName: true })),
  errors: [Code.NOT_FOUND],
});

/** A definition with one of its versions (the latest unless asked), for the designer and for starting it. */
export const WorkflowDefineDetail = FormDefineRow.extend({
  schema: FormSchema,
  workflow: WorkflowDefinition,
});
export type WorkflowDefineDetail = z.infer<typeof WorkflowDefineDetail>;

export const workflowDefineDetail = defineCall({
  method: 'GET',
  path: '/workflow/define/detail/{id}',
  access: 'user',
  summary:
    'A form definition with its fields and workflow (latest version, or `version`). Designers see every ' +
    'definition; others only those they may start.',
  input: z.object({ id: Id, version: z.coerce.number().int().positive().optional() }),
  output: WorkflowDefineDetail,
  errors: [Code.NOT_FOUND],
});

/** The forms a user may start, by group (/start, /workflowStart, the terminal's /apply). */
export const startableForms = defineCall({
  method: 'GET',
  path: '/workflow/define/startable',
  access: 'user',
  summary: 'Enabled, saved forms the caller may start (by organisation and role), grouped.',
  input: z.object({ keyword: Keyword }).optional(),
  output: z.array(
    FormGroupRow.pick({ id: true, name: true, nameEn: true, nameTc: true }).extend({ forms: z.array(FormDefineRow) }),
  ),
  errors: [],
});

// --- the designer's simulator ------------------------------------------------------

/** Sample form values of the simulator (field id → value; not checked against the form). */
const FormValuesInput = z.record(z.string().max(40), z.unknown());

export const workflowSimulate = defineCall({
  method: 'POST',
  path: '/workflow/define/simulate',
  access: 'workflow:formDefine:design',
  summary:
    'The designer’s simulator: the path a (possibly unsaved) form and workflow would take with sample values and ' +
    'initiator, whom each node would ask, and the problems a save would report.',
  input: z.object({
    schema: FormSchema,
    workflow: WorkflowDefinition,
    formValues: FormValuesInput.default({}),
    initiatorId: Id,
    customChoices: CustomChoices.default({}),
  }),
  output: z.object({
    steps: z.array(PreviewStep),
    problems: z.array(z.object({ node: z.string(), context: z.string() })),
  }),
  errors: [Code.NOT_FOUND],
});

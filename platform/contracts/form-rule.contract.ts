/**
 * Form rules (spec §2 /formRule): which form — and so which approval workflow — a booking
 * that needs approval goes through. Paths under `/api/formRule/…`; access codes of the menu
 * base (server/db/seed-menus.ts): `resv:formRule:<page|add|edit|delete|changeStatus>`.
 *
 * - A rule binds an enabled form definition to scenes, sites and/or reservation rules
 *   (whichever lists are set; all empty: every booking). A booking matches a rule through
 *   the most specific list holding it: site > reservation rule > scene > none. Among the
 *   enabled rules of enabled, saved forms that match, the most specific wins, then the
 *   higher `priority`, then the older rule (server/modules/workflow/form-rule.queries.ts).
 * - Only a booking that needs approval (its site or its reservation rule says so) asks for
 *   a form: it then starts a process of the form's latest version, and the booking stays
 *   pending until the process ends. Without a matching rule the booking waits for /audit.
 * - Names are unique (DUPLICATE); an unknown form, scene, site or rule is NOT_FOUND.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDateTime, NullOutput } from './common';
import { Code } from '../protocol/codes';
import { pageOf, sortablePageQuery } from '../protocol/envelope';
import { FormSchema } from '../forms/form-definition';

/** 0 enabled, 1 disabled. */
const Status = z.union([z.literal(0), z.literal(1)]);
const IdList = z.array(Id).max(500).default([]);

/** A form rule as /formRule lists it; names of the form, scenes, sites and rules in the caller's language. */
export const FormRuleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  defineId: z.number().int(),
  defineName: z.string(),
  sceneIds: z.array(z.number().int()),
  siteIds: z.array(z.number().int()),
  ruleIds: z.array(z.number().int()),
  /** The names of the bound scenes, sites and reservation rules, in the order of their ids. */
  sceneNames: z.array(z.string()),
  siteNames: z.array(z.string()),
  ruleNames: z.array(z.string()),
  priority: z.number().int(),
  status: Status,
  updatedAt: IsoDateTime,
});
export type FormRuleRow = z.infer<typeof FormRuleRow>;

/** The fields of a rule as add and edit take them. */
export const FormRuleFields = z.object({
  name: z.string().trim().min(1).max(64),
  defineId: Id,
  sceneIds: IdList,
  siteIds: IdList,
  ruleIds: IdList,
  /** Higher wins among rules equally specific. */
  priority: z.number().int().min(0).max(9999).default(0),
  status: Status.default(0),
});
export type FormRuleFields = z.output<typeof FormRuleFields>;

export const formRulePage = defineCall({
  method: 'GET',
  path: '/api/formRule/page',
  access: 'resv:formRule:page',
  summary: 'Form rules, filtered by name keyword, form and status; by priority (highest first) unless sorted.',
  input: sortablePageQuery(['name', 'priority']).extend({
    keyword: z.string().trim().max(64).optional(),
    defineId: Id.optional(),
    status: z.coerce.number().pipe(Status).optional(),
  }),
  output: pageOf(FormRuleRow),
  errors: [],
});

/** A choice of the rule form's pickers. */
const Choice = z.object({ id: z.number().int(), name: z.string() });

export const formRuleChoices = defineCall({
  method: 'GET',
  path: '/api/formRule/choices',
  access: 'resv:formRule:page',
  summary:
    'The rule form’s choices: enabled, saved forms; every scene; every site named `scene / site`; enabled ' +
    'reservation rules.',
  input: z.object({}).optional(),
  output: z.object({
    forms: z.array(Choice),
    scenes: z.array(Choice),
    sites: z.array(Choice),
    rules: z.array(Choice),
  }),
  errors: [],
});

export const formRuleAdd = defineCall({
  method: 'POST',
  path: '/api/formRule/add',
  access: 'resv:formRule:add',
  summary: 'Create a form rule.',
  input: FormRuleFields,
  output: FormRuleRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const formRuleEdit = defineCall({
  method: 'POST',
  path: '/api/formRule/edit',
  access: 'resv:formRule:edit',
  summary: 'Edit a form rule.',
  input: FormRuleFields.extend({ id: Id }),
  output: FormRuleRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const formRuleDelete = defineCall({
  method: 'POST',
  path: '/api/formRule/delete',
  access: 'resv:formRule:delete',
  summary: 'Delete form rules (all or nothing); processes already started keep going.',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const formRuleChangeStatus = defineCall({
  method: 'POST',
  path: '/api/formRule/changeStatus',
  access: 'resv:formRule:changeStatus',
  summary: 'Enable (0) or disable (1) a form rule.',
  input: z.object({ id: Id, status: Status }),
  output: FormRuleRow,
  errors: [Code.NOT_FOUND],
});

/** The form a booking of a site has to fill: its definition, latest version and fields. */
export const BookingForm = z.object({
  defineId: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  schema: FormSchema,
});
export type BookingForm = z.infer<typeof BookingForm>;

export const formRuleForBooking = defineCall({
  method: 'GET',
  path: '/api/formRule/forBooking',
  access: 'user',
  summary:
    'The form a booking of this site must fill (when the booking needs approval and a form rule applies), ' +
    'else null.',
  input: z.object({ siteId: Id }),
  output: BookingForm.nullable(),
  errors: [Code.SITE_NOT_FOUND],
});

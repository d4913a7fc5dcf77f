/**
 * Handlers of the form definitions (/formDefine, /building, /start) of
 * platform/contracts/workflow.contract.ts:
 *
 * - CRUD: names unique within a group (DUPLICATE); an unknown group, organisation or role is
 *   NOT_FOUND. Deleting a definition deletes its versions; one with processes is refused
 *   (RECORD_IN_USE, context `processes`);
 * - save: checks the form (checkFormSchema: FORM_INVALID with the first problem's `field` and
 *   `context`) and the workflow against it (validateWorkflowDefinition of
 *   machines/workflow-process.validate.ts: WORKFLOW_INVALID with `node`, `context`), then
 *   inserts the next version under a row lock of the definition, so two saves never get the
 *   same number; versions are never updated;
 * - detail and startable: designers (DESIGNER_PERMISSIONS) see every definition in detail;
 *   everyone else only what they may start (./start-rules.ts), anything else is NOT_FOUND.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FormVersion, WorkflowDefineDetail } from '../../../platform/contracts/workflow.contract';
import * as workflowContracts from '../../../platform/contracts/workflow.contract';
import type { CallOutput } from '../../../platform/contracts/define-call';
import type { Lang } from '../../../platform/i18n/languages';
import { checkFormSchema } from '../../../platform/forms/form-values-schema';
import { validateWorkflowDefinition } from '../../../machines/workflow-process.validate';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { formDefine, formDefineVersion, formGroup, sysOrg, sysRole, sysUser, wfProcess } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { defineOut, defineQuery, WORKFLOW_TIME_ZONE } from './form-define.queries';
import { uniqueName } from './form-group.handlers';
import { isFormDesigner, startableCondition, starterOf } from './start-rules';
import { operationSummary } from '../../plugins/operation-summary';

/** Definition `id` in wire form. @throws AppError NOT_FOUND */
async function findDefine(db: Db, id: number, lang: Lang) {
  const [row] = await defineQuery(db).where(eq(formDefine.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return defineOut(row, lang);
}

/**
 * Checks what a definition refers to: its group, and the organisations and roles that may start it.
 * @throws AppError NOT_FOUND when the group, or any organisation or role listed, does not exist
 */
async function assertReferences(
  db: Db,
  input: { groupId: number; startOrgIds: number[]; startRoleIds: number[] },
): Promise<void> {
  const found = async (table: typeof formGroup | typeof sysOrg | typeof sysRole, ids: number[]) =>
    !ids.length || (await db.select({ n: count() }).from(table).where(inArray(table.id, ids)))[0].n === ids.length;
  const ok =
    (await found(formGroup, [input.groupId])) &&
    (await found(sysOrg, input.startOrgIds)) &&
    (await found(sysRole, input.startRoleIds));
  if (!ok) throw new AppError(Code.NOT_FOUND);
}

/** The start lists without repeats. */
function distinctStarters<T extends { startOrgIds: number[]; startRoleIds: number[] }>(input: T): T {
  return { ...input, startOrgIds: [...new Set(input.startOrgIds)], startRoleIds: [...new Set(input.startRoleIds)] };
}

/** A keyword over the three names of a definition. */
function nameFilter(keyword?: string) {
  return keyword
    ? or(
        ilike(formDefine.name, containing(keyword)),
        ilike(formDefine.nameEn, containing(keyword)),
        ilike(formDefine.nameTc, containing(keyword)),
      )
    : undefined;
}

const DEFINE_SORT = { name: formDefine.name, updatedAt: formDefine.updatedAt };

/** What a definition without a saved version shows in the designer: no field, no node. */
const NOTHING_SAVED = { schema: { fields: [] }, workflow: { nodes: [] } };

/** The handlers of the form-definition calls: a part, implemented with the module's rest. */
export const formDefineHandlers = {
  formDefinePage: async (input, ctx) => {
    const where = and(
      nameFilter(input.keyword),
      input.groupId !== undefined ? eq(formDefine.groupId, input.groupId) : undefined,
      input.status !== undefined ? eq(formDefine.status, input.status) : undefined,
    );
    const column = input.orderBy ? DEFINE_SORT[input.orderBy] : formDefine.updatedAt;
    const order = input.orderBy ? input.order : 'desc';
    const rows = await defineQuery(ctx.db)
      .where(where)
      .orderBy(order === 'desc' ? desc(column) : asc(column), asc(formDefine.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(formDefine).where(where);
    return pageResult(
      rows.map((r) => defineOut(r, ctx.lang)),
      total,
      input,
    );
  },

  formDefineAdd: async (input, ctx) => {
    const values = distinctStarters(input);
    await assertReferences(ctx.db, values);
    const [row] = await uniqueName(input.name, ctx.db.insert(formDefine).values(values).returning());
    const after = await findDefine(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  formDefineEdit: async (input, ctx) => {
    const before = await findDefine(ctx.db, input.id, ctx.lang);
    const { id, ...rest } = distinctStarters(input);
    await assertReferences(ctx.db, rest);
    await uniqueName(
      input.name,
      ctx.db
        .update(formDefine)
        .set({ ...rest, updatedAt: ctx.now })
        .where(eq(formDefine.id, id)),
    );
    const after = await findDefine(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  formDefineDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await defineQuery(ctx.db).where(inArray(formDefine.id, ids));
    if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    // Processes keep the version they started with: a definition that has any stays (disable it instead).
    const [used] = await ctx.db
      .select({ defineId: wfProcess.defineId, n: count() })
      .from(wfProcess)
      .where(inArray(wfProcess.defineId, ids))
      .groupBy(wfProcess.defineId)
      .limit(1);
    if (used) {
      const name = rows.find((r) => r.define.id === used.defineId)!.define.name;
      const refusal = { context: 'processes', name, count: used.n };
      throw new AppError(Code.RECORD_IN_USE, refusal, refusal);
    }
    await ctx.db.delete(formDefine).where(inArray(formDefine.id, ids));
    ctx.audit({ before: rows.map((r) => defineOut(r, ctx.lang)) });
    return null;
  },

  formDefineSave: async (input, ctx) => {
    // The row lock orders concurrent saves of one definition: each reads the number the previous one wrote.
    const [locked] = await ctx.db
      .select({ currentVersion: formDefine.currentVersion })
      .from(formDefine)
      .where(eq(formDefine.id, input.id))
      .for('update');
    if (!locked) throw new AppError(Code.NOT_FOUND);
    const [form] = checkFormSchema(input.schema);
    if (form) {
      const problem = { field: form.field, context: form.problem };
      throw new AppError(Code.FORM_INVALID, problem, problem);
    }
    const [flow] = validateWorkflowDefinition(input.workflow, input.schema);
    if (flow) {
      const problem = { node: flow.node, context: flow.problem };
      throw new AppError(Code.WORKFLOW_INVALID, problem, problem);
    }
    const version = locked.currentVersion + 1;
    const [row] = await ctx.db
      .insert(formDefineVersion)
      .values({
        defineId: input.id,
        version,
        schema: input.schema,
        workflow: input.workflow,
        createdBy: ctx.principal.userId,
        createdAt: ctx.now,
      })
      .returning();
    await ctx.db
      .update(formDefine)
      .set({ currentVersion: version, updatedAt: ctx.now })
      .where(eq(formDefine.id, input.id));
    const saved: FormVersion = {
      defineId: input.id,
      version,
      schema: row.schema,
      workflow: row.workflow,
      createdAt: toWireTime(row.createdAt, WORKFLOW_TIME_ZONE),
      createdByName: ctx.principal.name,
    };
    ctx.audit({ summary: operationSummary('formVersionSaved', { version }), after: { defineId: input.id, version } });
    return saved;
  },

  formDefineVersions: async (input, ctx) => {
    await findDefine(ctx.db, input.id, ctx.lang);
    const rows = await ctx.db
      .select({
        version: formDefineVersion.version,
        createdAt: formDefineVersion.createdAt,
        createdByName: sql<string>`coalesce(${sysUser.name}, '')`,
      })
      .from(formDefineVersion)
      .leftJoin(sysUser, eq(sysUser.id, formDefineVersion.createdBy))
      .where(eq(formDefineVersion.defineId, input.id))
      .orderBy(desc(formDefineVersion.version));
    return rows.map((r) => ({ ...r, createdAt: toWireTime(r.createdAt, WORKFLOW_TIME_ZONE) }));
  },

  workflowDefineDetail: async (input, ctx) => {
    const visible = isFormDesigner(ctx.principal)
      ? undefined
      : startableCondition(await starterOf(ctx.db, ctx.principal));
    const [row] = await defineQuery(ctx.db).where(and(eq(formDefine.id, input.id), visible));
    if (!row) throw new AppError(Code.NOT_FOUND);
    const wanted = input.version ?? row.define.currentVersion;
    const [saved] =
      wanted > 0
        ? await ctx.db
            .select({ schema: formDefineVersion.schema, workflow: formDefineVersion.workflow })
            .from(formDefineVersion)
            .where(and(eq(formDefineVersion.defineId, input.id), eq(formDefineVersion.version, wanted)))
        : [NOTHING_SAVED];
    if (!saved) throw new AppError(Code.NOT_FOUND);
    const detail: WorkflowDefineDetail = { ...defineOut(row, ctx.lang), ...saved };
    return detail;
  },

  startableForms: async (input, ctx) => {
    const rows = await defineQuery(ctx.db)
      .where(and(startableCondition(await starterOf(ctx.db, ctx.principal)), nameFilter(input?.keyword)))
      .orderBy(asc(formGroup.sort), asc(formGroup.id), asc(formDefine.name), asc(formDefine.id));
    const groups = new Map<number, CallOutput<typeof workflowContracts.startableForms>[number]>();
    for (const row of rows) {
      const id = row.define.groupId;
      if (!groups.has(id)) groups.set(id, { id, ...row.group, forms: [] });
      groups.get(id)!.forms.push(defineOut(row, ctx.lang));
    }
    return [...groups.values()];
  },
} satisfies PartialHandlersOf<typeof workflowContracts>;

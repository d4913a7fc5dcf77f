/**
 * Handlers of the form groups (/formGroup) of platform/contracts/workflow.contract.ts.
 * Names are unique (DUPLICATE); a group that still holds forms cannot be deleted
 * (FORM_GROUP_IN_USE with their count). Groups are site-wide configuration: no data scope.
 */
import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import * as workflowContracts from '../../../platform/contracts/workflow.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { formGroup } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { groupOut, groupQuery } from './form-define.queries';

/**
 * The result of `write`, guarded by a unique name.
 * @throws AppError DUPLICATE (`value` = the name) on a unique violation
 */
export async function uniqueName<T>(name: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new AppError(Code.DUPLICATE, { value: name });
    throw err;
  }
}

/** Group `id` in wire form. @throws AppError NOT_FOUND */
async function findGroup(db: Db, id: number) {
  const [row] = await groupQuery(db).where(eq(formGroup.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return groupOut(row);
}

const GROUP_SORT = { name: formGroup.name, sort: formGroup.sort };

/** The handlers of the form-group calls: a part, implemented with the module's rest. */
export const formGroupHandlers = {
  formGroupPage: async (input, ctx) => {
    const where = input.keyword
      ? or(
          ilike(formGroup.name, containing(input.keyword)),
          ilike(formGroup.nameEn, containing(input.keyword)),
          ilike(formGroup.nameTc, containing(input.keyword)),
        )
      : undefined;
    const column = input.orderBy ? GROUP_SORT[input.orderBy] : formGroup.sort;
    const rows = await groupQuery(ctx.db)
      .where(where)
      .orderBy(input.order === 'desc' ? desc(column) : asc(column), asc(formGroup.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(formGroup).where(where);
    return pageResult(rows.map(groupOut), total, input);
  },

  formGroupList: async (_input, ctx) =>
    (await groupQuery(ctx.db).where(eq(formGroup.status, 0)).orderBy(asc(formGroup.sort), asc(formGroup.id))).map(
      groupOut,
    ),

  formGroupAdd: async (input, ctx) => {
    const [row] = await uniqueName(input.name, ctx.db.insert(formGroup).values(input).returning());
    const after = await findGroup(ctx.db, row.id);
    ctx.audit({ after });
    return after;
  },

  formGroupEdit: async (input, ctx) => {
    const before = await findGroup(ctx.db, input.id);
    const { id, ...values } = input;
    await uniqueName(input.name, ctx.db.update(formGroup).set(values).where(eq(formGroup.id, id)));
    const after = await findGroup(ctx.db, id);
    ctx.audit({ before, after });
    return after;
  },

  formGroupDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    // Locks the groups so a form added meanwhile cannot land in a group being deleted.
    const locked = await ctx.db
      .select({ id: formGroup.id })
      .from(formGroup)
      .where(inArray(formGroup.id, ids))
      .for('update');
    if (locked.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const rows = (await groupQuery(ctx.db).where(inArray(formGroup.id, ids))).map(groupOut);
    const held = rows.reduce((n, r) => n + r.formCount, 0);
    if (held > 0) throw new AppError(Code.FORM_GROUP_IN_USE, { count: held });
    await ctx.db.delete(formGroup).where(inArray(formGroup.id, ids));
    ctx.audit({ before: rows });
    return null;
  },
} satisfies PartialHandlersOf<typeof workflowContracts>;

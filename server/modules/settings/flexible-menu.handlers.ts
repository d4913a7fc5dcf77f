/**
 * Handlers of /flexibleMenu: the quick entries of the terminal home
 * (`sys_flexible_menu`), and the terminal's read of the enabled ones in the caller's
 * language, by sort then id.
 */
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FlexibleMenuRow } from '../../../platform/contracts/settings.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sysFlexibleMenu } from '../../db/schema/index';
import * as settingsContracts from '../../../platform/contracts/settings.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { labelIn } from './common';

type MenuRecord = typeof sysFlexibleMenu.$inferSelect;

function rowOut(r: MenuRecord): FlexibleMenuRow {
  return {
    id: r.id,
    titleCn: r.titleCn,
    titleEn: r.titleEn,
    titleTc: r.titleTc,
    icon: r.icon,
    path: r.path,
    link: r.link,
    target: r.target === '_self' || r.target === '_blank' ? r.target : null,
    sort: r.sort,
    status: r.status,
  };
}

/** Stored fields of an entry: a link opens in `_blank` unless told otherwise; a path has no target. */
function placeOf<T extends { path: string | null; link: string | null; target: string | null }>(v: T): T {
  return { ...v, target: v.link ? (v.target ?? '_blank') : null };
}

/** The handlers of /flexibleMenu: a part, implemented with the module's rest. */
export const flexibleMenuHandlers = {
  flexibleMenuPage: async (input, ctx) => {
    const title = input.title ? containing(input.title) : null;
    const where = and(
      title
        ? or(
            ilike(sysFlexibleMenu.titleCn, title),
            ilike(sysFlexibleMenu.titleEn, title),
            ilike(sysFlexibleMenu.titleTc, title),
          )
        : undefined,
      input.status !== undefined ? eq(sysFlexibleMenu.status, input.status) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(sysFlexibleMenu)
      .where(where)
      .orderBy(asc(sysFlexibleMenu.sort), asc(sysFlexibleMenu.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysFlexibleMenu).where(where);
    return pageResult(rows.map(rowOut), total, input);
  },

  flexibleMenuAdd: async (input, ctx) => {
    const [row] = await ctx.db.insert(sysFlexibleMenu).values(placeOf(input)).returning();
    ctx.audit({ after: rowOut(row) });
    return rowOut(row);
  },

  flexibleMenuEdit: async ({ id, ...fields }, ctx) => {
    const [before] = await ctx.db.select().from(sysFlexibleMenu).where(eq(sysFlexibleMenu.id, id));
    if (!before) throw new AppError(Code.NOT_FOUND);
    const [row] = await ctx.db
      .update(sysFlexibleMenu)
      .set(placeOf(fields))
      .where(eq(sysFlexibleMenu.id, id))
      .returning();
    ctx.audit({ before: rowOut(before), after: rowOut(row) });
    return rowOut(row);
  },

  flexibleMenuDelete: async ({ ids }, ctx) => {
    const rows = await ctx.db.select().from(sysFlexibleMenu).where(inArray(sysFlexibleMenu.id, ids));
    if (rows.length !== new Set(ids).size) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(sysFlexibleMenu).where(inArray(sysFlexibleMenu.id, ids));
    ctx.audit({ before: rows.map(rowOut), after: null });
    return null;
  },

  flexibleMenuList: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(sysFlexibleMenu)
      .where(eq(sysFlexibleMenu.status, 0))
      .orderBy(asc(sysFlexibleMenu.sort), asc(sysFlexibleMenu.id));
    return rows.map((r) => {
      const { id, icon, path, link, target } = rowOut(r);
      return { id, title: labelIn(ctx.lang, r.titleCn, r.titleEn, r.titleTc), icon, path, link, target };
    });
  },
} satisfies PartialHandlersOf<typeof settingsContracts>;

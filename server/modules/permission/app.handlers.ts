/**
 * Applications (spec §3, §7 /system/permission/app/*): the back office's tabs.
 * Exactly one application is the default (setAsDefault flips every row in one
 * statement); the default one cannot be deleted or disabled. An application with menus
 * is not deleted (APP_HAS_MENUS): its menus go first, on the menu page, so no grant
 * vanishes as a side effect. The code never changes (menus refer to it).
 *
 * A copy takes the whole menu tree with new ids and no grants. A permission code lives
 * on one node only, so each copied code gets the suffix `@<new code>`
 * (`system:user:add` → `system:user:add@venue2`): the copy grants no call until an
 * administrator gives its nodes codes of their own.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppRow } from '../../../platform/contracts/permission.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sysApp, sysMenu, sysUser } from '../../db/schema/index';
import { APPS } from '../../db/seed-menus';
import * as permissionContracts from '../../../platform/contracts/permission.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { flatten, forest, menusOf, type MenuRecord } from './menu.queries';
import { restoreMenusFromBase } from './menu-base.service';
import { operationSummary } from '../../plugins/operation-summary';

type AppRecord = typeof sysApp.$inferSelect;

/**
 * One application.
 * @throws AppError NOT_FOUND
 */
async function appById(db: Db, id: number): Promise<AppRecord> {
  const [row] = await db.select().from(sysApp).where(eq(sysApp.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/**
 * One application by code.
 * @throws AppError NOT_FOUND
 */
export async function appByCode(db: Db, code: string): Promise<AppRecord> {
  const [row] = await db.select().from(sysApp).where(eq(sysApp.code, code));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** Menu counts per application code. */
async function menuCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ code: sysMenu.appCode, n: count() }).from(sysMenu).groupBy(sysMenu.appCode);
  return new Map(rows.map((r) => [r.code, r.n]));
}

/** Applications on the wire. */
async function appRowsOut(db: Db, rows: AppRecord[], lang: Lang): Promise<AppRow[]> {
  const counts = await menuCounts(db);
  return rows.map((a) => ({
    id: a.id,
    code: a.code,
    name: byLang(lang, a.nameCn, a.nameEn, a.nameTc),
    nameCn: a.nameCn,
    nameEn: a.nameEn,
    nameTc: a.nameTc,
    sys_no: a.sysNo,
    active: a.active,
    isDefault: a.isDefault,
    status: a.status,
    sort: a.sort,
    menuCount: counts.get(a.code) ?? 0,
    inBase: APPS.some((b) => b.code === a.code),
  }));
}

/**
 * Refuses an application code already used.
 * @throws AppError DUPLICATE
 */
async function assertCodeFree(db: Db, code: string): Promise<void> {
  const [row] = await db.select({ id: sysApp.id }).from(sysApp).where(eq(sysApp.code, code));
  if (row) throw new AppError(Code.DUPLICATE, { value: code });
}

/** `code:entity:action` or `code:entity:action@old` → `code:entity:action@suffix`. */
function copiedPermission(permission: string | null, suffix: string): string | null {
  return permission === null ? null : `${permission.split('@')[0]}@${suffix}`;
}

/** Copies every menu of `from` into application `to`, parents before children, with new ids; returns how many. */
async function copyMenus(db: Db, from: string, to: string): Promise<number> {
  type Node = { row: MenuRecord; children: Node[] };
  const ordered = flatten(forest<Node>(await menusOf(db, from), (row, children) => ({ row, children })));
  const newIds = new Map<number, number>();
  for (const {
    row: { id, parentId, appCode: _source, permission, ...rest },
  } of ordered) {
    const [copy] = await db
      .insert(sysMenu)
      .values({
        ...rest,
        appCode: to,
        parentId: parentId === null ? null : (newIds.get(parentId) ?? null),
        permission: copiedPermission(permission, to),
      })
      .returning({ id: sysMenu.id });
    newIds.set(id, copy.id);
  }
  return ordered.length;
}

const SORTS = { code: sysApp.code, sys_no: sysApp.sysNo, sort: sysApp.sort } as const;

/** The handlers of the application calls: a part, implemented with the module's rest. */
export const appHandlers = {
  appList: async (_input, ctx) =>
    appRowsOut(ctx.db, await ctx.db.select().from(sysApp).orderBy(asc(sysApp.sort), asc(sysApp.id)), ctx.lang),

  appPage: async (input, ctx) => {
    const name = input.name ? containing(input.name) : null;
    const where: SQL | undefined = and(
      name ? or(ilike(sysApp.nameCn, name), ilike(sysApp.nameEn, name), ilike(sysApp.nameTc, name)) : undefined,
      input.code ? ilike(sysApp.code, containing(input.code)) : undefined,
      input.status !== undefined ? eq(sysApp.status, input.status) : undefined,
    );
    const order = input.orderBy
      ? [input.order === 'desc' ? desc(SORTS[input.orderBy]) : asc(SORTS[input.orderBy])]
      : [asc(sysApp.sort)];
    const rows = await ctx.db
      .select()
      .from(sysApp)
      .where(where)
      .orderBy(...order, asc(sysApp.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysApp).where(where);
    return pageResult(await appRowsOut(ctx.db, rows, ctx.lang), total, input);
  },

  appAdd: async (input, ctx) => {
    await assertCodeFree(ctx.db, input.code);
    const [row] = await ctx.db
      .insert(sysApp)
      .values({
        code: input.code,
        nameCn: input.nameCn,
        nameEn: input.nameEn,
        nameTc: input.nameTc,
        sysNo: input.sys_no,
        sort: input.sort,
      })
      .returning();
    ctx.audit({ after: row });
    return { id: row.id };
  },

  appEdit: async (input, ctx) => {
    const before = await appById(ctx.db, input.id);
    const [after] = await ctx.db
      .update(sysApp)
      .set({
        nameCn: input.nameCn,
        nameEn: input.nameEn,
        nameTc: input.nameTc,
        sysNo: input.sys_no,
        sort: input.sort,
      })
      .where(eq(sysApp.id, before.id))
      .returning();
    ctx.audit({ before, after });
    return null;
  },

  appDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const apps = await ctx.db.select().from(sysApp).where(inArray(sysApp.id, ids));
    if (apps.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    if (apps.some((a) => a.isDefault)) throw new AppError(Code.APP_DEFAULT_PROTECTED);
    const counts = await menuCounts(ctx.db);
    const withMenus = apps.find((a) => (counts.get(a.code) ?? 0) > 0);
    if (withMenus)
      throw new AppError(Code.APP_HAS_MENUS, {
        name: byLang(ctx.lang, withMenus.nameCn, withMenus.nameEn, withMenus.nameTc),
      });
    const codes = apps.map((a) => a.code);
    await ctx.db.update(sysUser).set({ activeApp: null }).where(inArray(sysUser.activeApp, codes));
    await ctx.db.delete(sysApp).where(inArray(sysApp.id, ids));
    ctx.audit({ before: apps });
    return null;
  },

  appChangeStatus: async (input, ctx) => {
    const before = await appById(ctx.db, input.id);
    if (before.isDefault && input.status !== 0) throw new AppError(Code.APP_DEFAULT_PROTECTED);
    await ctx.db.update(sysApp).set({ status: input.status }).where(eq(sysApp.id, before.id));
    ctx.audit({
      before: { code: before.code, status: before.status },
      after: { code: before.code, status: input.status },
    });
    return null;
  },

  appSetAsDefault: async (input, ctx) => {
    const app = await appById(ctx.db, input.id);
    if (app.status !== 0)
      throw new AppError(Code.APP_DISABLED, { name: byLang(ctx.lang, app.nameCn, app.nameEn, app.nameTc) });
    const [before] = await ctx.db.select({ code: sysApp.code }).from(sysApp).where(eq(sysApp.isDefault, true));
    await ctx.db.update(sysApp).set({ isDefault: sql`${sysApp.id} = ${app.id}` });
    ctx.audit({ before: { default: before?.code ?? null }, after: { default: app.code } });
    return null;
  },

  appCopy: async (input, ctx) => {
    const source = await appById(ctx.db, input.id);
    await assertCodeFree(ctx.db, input.code);
    const [row] = await ctx.db
      .insert(sysApp)
      .values({
        code: input.code,
        nameCn: input.nameCn ?? source.nameCn,
        nameEn: input.nameEn ?? source.nameEn,
        nameTc: input.nameTc ?? source.nameTc,
        sysNo: source.sysNo,
        sort: source.sort,
      })
      .returning();
    const menus = await copyMenus(ctx.db, source.code, row.code);
    ctx.audit({
      summary: operationSummary('appCopied', { source: source.code, target: row.code, count: menus }),
      after: row,
    });
    return { id: row.id };
  },

  appUpdateFromBase: async (input, ctx) => {
    const before = await appById(ctx.db, input.id);
    const base = APPS.find((a) => a.code === before.code);
    if (!base) throw new AppError(Code.APP_NOT_IN_BASE, { code: before.code });
    const [after] = await ctx.db
      .update(sysApp)
      .set({ nameCn: base.nameCn, nameEn: base.nameEn, nameTc: base.nameTc, sysNo: base.sysNo })
      .where(eq(sysApp.id, before.id))
      .returning();
    const menus = await restoreMenusFromBase(ctx.db, before.code);
    ctx.audit({ before, after: { ...after, menus } });
    return null;
  },
} satisfies PartialHandlersOf<typeof permissionContracts>;

/**
 * Menus (spec §3, §7 /system/permission/menu/*): the nodes of each
 * application (0 folder, 1 page, 2 button). A parent is a folder or page of the same
 * application, never the node or one below it (MENU_PARENT_INVALID); names are unique
 * per application and permission codes everywhere (DUPLICATE). Deleting a node deletes
 * its subtree and their grants (foreign-key cascade of sys_role_menu).
 */
import { eq, inArray } from 'drizzle-orm';
import { menuChange as shellMenuChange } from '../../../platform/contracts/shell.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { sysApp, sysMenu } from '../../db/schema/index';
import * as permissionContracts from '../../../platform/contracts/permission.contract';
import type { PartialHandlersOf, Handler } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { shellHandlers } from '../shell/shell.handlers';
import { appByCode } from './app.handlers';
import {
  assertUniqueMenu,
  flatten,
  grantTreeOf,
  menuById,
  menuOut,
  menuTreeOf,
  menusOf,
  subtreeIds,
  type MenuRecord,
} from './menu.queries';
import { restoreMenusFromBase } from './menu-base.service';
import { operationSummary } from '../../plugins/operation-summary';

/**
 * Refuses a parent that is missing, a button, of another application, or `selfId` or
 * below it.
 * @throws AppError MENU_PARENT_INVALID
 */
async function assertParent(db: Db, parentId: number | null, appCode: string, selfId: number | null): Promise<void> {
  if (parentId === null) return;
  const [parent] = await db.select().from(sysMenu).where(eq(sysMenu.id, parentId));
  if (!parent || parent.type === 2 || parent.appCode !== appCode) throw new AppError(Code.MENU_PARENT_INVALID);
  if (selfId !== null && subtreeIds(await menusOf(db, appCode), selfId).includes(parentId))
    throw new AppError(Code.MENU_PARENT_INVALID);
}

/** The stored values of a menu form. */
function menuValues(m: {
  parentId: number | null;
  name: string;
  type: 0 | 1 | 2;
  path: string;
  permission: string | null;
  titleCn: string;
  titleEn: string;
  titleTc: string;
  icon: string | null;
  target: string | null;
  link: string | null;
  sort: number;
  status: 0 | 1;
}): Omit<typeof sysMenu.$inferInsert, 'id' | 'appCode'> {
  return {
    parentId: m.parentId,
    name: m.name,
    type: m.type,
    path: m.path,
    permission: m.permission,
    titleCn: m.titleCn,
    titleEn: m.titleEn,
    titleTc: m.titleTc,
    icon: m.icon || null,
    target: m.target,
    link: m.link,
    sort: m.sort,
    status: m.status,
  };
}

/**
 * The shell's tab change (/system/menu/change, server/modules/shell/): the admin-side
 * /system/permission/menu/change is the same call under the spec's second path.
 */
const tabChange = shellHandlers.find((r) => r.contract === shellMenuChange)!.handler as unknown as Handler<
  typeof shellMenuChange
>;

/** The handlers of the menu calls: a part, implemented with the module's rest. */
export const menuHandlers = {
  menuList: async (input, ctx) =>
    flatten(menuTreeOf(await menusOf(ctx.db, input.application), ctx.lang)).map(
      ({ children: _children, ...row }) => row,
    ),

  menuDetail: async (input, ctx) => menuOut(await menuById(ctx.db, input.id), ctx.lang),

  menuTree: async (input, ctx) => menuTreeOf(await menusOf(ctx.db, input.application), ctx.lang),

  menuTreeForGrant: async (_input, ctx) => {
    const apps = await ctx.db.select().from(sysApp).orderBy(sysApp.sort, sysApp.id);
    const menus = await menusOf(ctx.db, null);
    return apps.map((a) => ({
      code: a.code,
      name: byLang(ctx.lang, a.nameCn, a.nameEn, a.nameTc),
      menus: grantTreeOf(
        menus.filter((m) => m.appCode === a.code),
        ctx.lang,
      ),
    }));
  },

  menuAdd: async (input, ctx) => {
    const app = await appByCode(ctx.db, input.application);
    await assertParent(ctx.db, input.parentId, app.code, null);
    await assertUniqueMenu(ctx.db, { appCode: app.code, name: input.name, permission: input.permission }, null);
    const [row] = await ctx.db
      .insert(sysMenu)
      .values({ appCode: app.code, ...menuValues(input) })
      .returning();
    ctx.audit({ after: row });
    return { id: row.id };
  },

  menuEdit: async (input, ctx) => {
    const before = await menuById(ctx.db, input.id);
    await assertParent(ctx.db, input.parentId, before.appCode, before.id);
    if (input.type === 2) {
      const [child] = await ctx.db
        .select({ id: sysMenu.id })
        .from(sysMenu)
        .where(eq(sysMenu.parentId, before.id))
        .limit(1);
      if (child) throw new AppError(Code.MENU_PARENT_INVALID);
    }
    await assertUniqueMenu(
      ctx.db,
      { appCode: before.appCode, name: input.name, permission: input.permission },
      before.id,
    );
    const [after] = await ctx.db.update(sysMenu).set(menuValues(input)).where(eq(sysMenu.id, before.id)).returning();
    ctx.audit({ before, after });
    return null;
  },

  menuDelete: async (input, ctx) => {
    const node = await menuById(ctx.db, input.id);
    const ids = subtreeIds(await menusOf(ctx.db, node.appCode), node.id);
    const removed: MenuRecord[] = await ctx.db.delete(sysMenu).where(inArray(sysMenu.id, ids)).returning();
    ctx.audit({
      summary: operationSummary('menuDeleted', { name: node.name, count: removed.length }),
      before: removed,
    });
    return null;
  },

  menuUpdateFromBase: async (input, ctx) => {
    const app = await appByCode(ctx.db, input.application);
    const result = await restoreMenusFromBase(ctx.db, app.code);
    ctx.audit({ after: { application: app.code, ...result } });
    return null;
  },

  menuChange: tabChange,
} satisfies PartialHandlersOf<typeof permissionContracts>;

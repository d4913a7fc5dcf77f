/**
 * Restoring an application's menus from the menu base (server/db/seed-menus.ts), for
 * /system/permission/app/updateAppFromAppBase and /menu/updateMenuFromMenuBase.
 *
 * Each base node is matched to the application's node of the same `name` (the lowest id
 * when several share it). A matched node is reset to the base (parent, type, path,
 * permission, titles, icon, target, link, sort, shown) and keeps its id, hence its role
 * grants; a missing one is inserted without grants (the role `admin` holds it anyway).
 * Nodes the base does not name — the site's own — stay as they are, except that a base
 * permission code is taken back from any other node holding it (a code lives on one node).
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { sysMenu } from '../../db/schema/index';
import { MENUS, type MenuSeed } from '../../db/seed-menus';

/** What a restore did: nodes inserted and nodes reset. */
export interface RestoreResult {
  inserted: number;
  reset: number;
}

/**
 * Restores the base menus of `appCode` (see the module comment), in the caller's transaction.
 * @throws AppError APP_NOT_IN_BASE when the base has no menus for `appCode`
 */
export async function restoreMenusFromBase(db: Db, appCode: string): Promise<RestoreResult> {
  const base = MENUS[appCode];
  if (!base) throw new AppError(Code.APP_NOT_IN_BASE, { code: appCode });
  const existing = await db.select().from(sysMenu).where(eq(sysMenu.appCode, appCode)).orderBy(asc(sysMenu.id));
  const byName = new Map<string, number>();
  for (const r of existing) if (!byName.has(r.name)) byName.set(r.name, r.id);
  const result: RestoreResult = { inserted: 0, reset: 0 };
  const baseIds: number[] = [];
  const baseCodes: string[] = [];

  const walk = async (nodes: MenuSeed[], parentId: number | null): Promise<void> => {
    for (const [sort, m] of nodes.entries()) {
      const values = {
        parentId,
        path: m.path,
        type: m.type,
        permission: m.permission,
        titleCn: m.titleCn,
        titleEn: m.titleEn,
        titleTc: m.titleTc,
        icon: m.icon,
        target: m.target ?? null,
        link: m.link ?? null,
        sort,
        status: m.hidden ? 1 : 0,
      };
      let id = byName.get(m.name);
      if (id === undefined) {
        [{ id }] = await db
          .insert(sysMenu)
          .values({ appCode, name: m.name, ...values })
          .returning({ id: sysMenu.id });
        result.inserted++;
      } else {
        await db.update(sysMenu).set(values).where(eq(sysMenu.id, id));
        result.reset++;
      }
      baseIds.push(id);
      if (m.permission) baseCodes.push(m.permission);
      if (m.children) await walk(m.children, id);
    }
  };
  await walk(base, null);
  if (baseCodes.length) {
    await db
      .update(sysMenu)
      .set({ permission: null })
      .where(and(inArray(sysMenu.permission, baseCodes), notInArray(sysMenu.id, baseIds)));
  }
  return result;
}

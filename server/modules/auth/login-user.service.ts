/**
 * The signed-in user of spec §3 (getLoginUser): profile, applications, the menu tree of
 * the active application (titles in the caller's language), permissions and roles.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppInfo, LoginUser, MenuNode } from '../../../platform/contracts/auth.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { sysApp, sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { isAdmin } from '../../plugins/permissions';
import { grantedMenusOf, type MenuRow } from './access.queries';

/** Menu types shown in the tree: 0 folder, 1 page (2 buttons carry permissions only). */
const SHOWN_TYPES = new Set([0, 1]);

/** Builds the tree of `rows` (already sorted) under `parentId`. */
export function menuTree(rows: readonly MenuRow[], lang: Lang, parentId: number | null = null): MenuNode[] {
  return rows.filter((r) => r.parentId === parentId && SHOWN_TYPES.has(r.type)).map((r) => {
    const children = menuTree(rows, lang, r.id);
    return {
      id: r.id, name: r.name, path: r.path, type: r.type as 0 | 1,
      ...(r.type === 0 ? { children } : {}),
      meta: { title: byLang(lang, r.titleCn, r.titleEn, r.titleTc), icon: r.icon, target: r.target, link: r.link },
    };
  });
}

/**
 * The login user of `principal`. Applications: every enabled one for administrators,
 * otherwise those holding a granted menu; menus are those of the active application.
 * @throws AppError SESSION_REVOKED when the user row is gone
 */
export async function loginUserOf(db: Db, principal: Principal, lang: Lang): Promise<LoginUser> {
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, principal.userId));
  if (!user) throw new AppError(Code.SESSION_REVOKED);
  const admin = isAdmin(principal);
  const menus = await grantedMenusOf(db, user.id, admin);
  const appRows = (await db.select().from(sysApp).where(eq(sysApp.status, 0)).orderBy(asc(sysApp.sort), asc(sysApp.id)))
    .filter((a) => admin || menus.some((m) => m.appCode === a.code));
  const active = appRows.find((a) => a.active) ?? appRows[0];
  const apps: AppInfo[] = appRows.map((a) => ({
    code: a.code, name: byLang(lang, a.nameCn, a.nameEn, a.nameTc), sys_no: a.sysNo, active: a === active,
  }));
  return {
    id: user.id, name: user.name, nickName: user.nickName, account: user.account,
    avatar: user.avatar, ident: user.ident, sessionId: principal.family, loginType: 'password',
    adminUser: user.adminUser, phone: user.phone, email: user.email, idCard: user.idCard,
    apps,
    menus: active ? menuTree(menus.filter((m) => m.appCode === active.code), lang) : [],
    permissions: principal.permissions,
    permissionsCode: [...new Set(menus.map((m) => m.name))],
    roles: principal.roles,
  };
}

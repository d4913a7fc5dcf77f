/**
 * The signed-in user of spec §3 (getLoginUser): profile, applications, the menu tree of
 * the active application (titles in the caller's language), permissions and roles; and
 * the caller's applications as the back-office tabs see them (spec §4, §6).
 *
 * The active application is the user's stored choice (`sys_user.active_app`, set by
 * /system/menu/change) when it is still one of their tab applications, else the
 * application marked default (`is_default`), else the first tab application. 'front
 * desk' is never a tab, so it is never the active application.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppInfo, LoginUser, MenuNode, TerminalMenus } from '../../../platform/contracts/auth.contract';
import { NON_TAB_APPS, TERMINAL_APP } from '../../../platform/contracts/shell.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { sysApp, sysOrg, sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { isAdmin } from '../../plugins/permissions';
import { grantedMenusOf, type MenuRow } from './access.queries';

/** Menu types shown in the tree: 0 folder, 1 page (2 buttons carry permissions only). */
const SHOWN_TYPES = new Set([0, 1]);

/** An application row. */
export type AppRow = typeof sysApp.$inferSelect;
/** A user row. */
export type UserRow = typeof sysUser.$inferSelect;

/** Builds the tree of `rows` (already sorted) under `parentId`. */
export function menuTree(rows: readonly MenuRow[], lang: Lang, parentId: number | null = null): MenuNode[] {
  return rows
    .filter((r) => r.parentId === parentId && SHOWN_TYPES.has(r.type))
    .map((r) => {
      const children = menuTree(rows, lang, r.id);
      return {
        id: r.id,
        name: r.name,
        path: r.path,
        type: r.type as 0 | 1,
        ...(r.type === 0 ? { children } : {}),
        meta: { title: byLang(lang, r.titleCn, r.titleEn, r.titleTc), icon: r.icon, target: r.target, link: r.link },
      };
    });
}

/** What a user holds across applications. */
export interface UserApps {
  user: UserRow;
  /** Granted menus of every application (all for administrators), sorted; hidden ones (status 1) included. */
  menus: MenuRow[];
  /** Enabled applications holding one of `menus` (all enabled ones for administrators), in tab order. */
  apps: AppRow[];
  /** `apps` without 'front desk' and the terminal: the tabs (spec §6). */
  tabs: AppRow[];
  /** The active tab (see the module comment), or undefined when there is none. */
  active: AppRow | undefined;
}

/**
 * Applications, menus and the active application of `principal`.
 * @throws AppError SESSION_REVOKED when the user row is gone
 */
export async function userAppsOf(db: Db, principal: Principal): Promise<UserApps> {
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, principal.userId));
  if (!user) throw new AppError(Code.SESSION_REVOKED);
  const admin = isAdmin(principal);
  const menus = await grantedMenusOf(db, user.id, admin);
  const apps = (
    await db.select().from(sysApp).where(eq(sysApp.status, 0)).orderBy(asc(sysApp.sort), asc(sysApp.id))
  ).filter((a) => admin || menus.some((m) => m.appCode === a.code));
  const tabs = apps.filter((a) => !NON_TAB_APPS.includes(a.code));
  const active = tabs.find((a) => a.code === user.activeApp) ?? tabs.find((a) => a.isDefault) ?? tabs[0];
  return { user, menus, apps, tabs, active };
}

/** The shown menu tree (hidden nodes left out) of application `appCode` among `menus`. */
export function appMenuTree(menus: readonly MenuRow[], appCode: string, lang: Lang): MenuNode[] {
  return menuTree(
    menus.filter((m) => m.appCode === appCode && m.status === 0),
    lang,
  );
}

/** `reserveManage/` → `/reserveManage`: menu paths as routes name them. */
export function routePath(path: string): string {
  const p = path.trim().replace(/\/+$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * The terminal's menus of a user holding `menus` (admittance), or null when the
 * terminal application does not exist (a database seeded before it: every route of the
 * variant is admitted). A disabled terminal application admits nothing.
 */
export async function terminalMenusOf(db: Db, menus: readonly MenuRow[], lang: Lang): Promise<TerminalMenus | null> {
  const [app] = await db.select({ status: sysApp.status }).from(sysApp).where(eq(sysApp.code, TERMINAL_APP)).limit(1);
  if (!app) return null;
  if (app.status !== 0) return { menus: [], paths: [] };
  const own = menus.filter((m) => m.appCode === TERMINAL_APP);
  const paths = own.filter((m) => m.type === 1 && m.path.trim() !== '').map((m) => routePath(m.path));
  return { menus: appMenuTree(own, TERMINAL_APP, lang), paths: [...new Set(paths)] };
}

/** Application `app` on the wire (spec §3), `active` when it is `active`. */
export function appInfoOf(app: AppRow, active: AppRow | undefined, lang: Lang): AppInfo {
  return {
    code: app.code,
    name: byLang(lang, app.nameCn, app.nameEn, app.nameTc),
    sys_no: app.sysNo,
    active: app === active,
  };
}

/**
 * The login user of `principal`. Applications: every enabled one for administrators,
 * otherwise those holding a granted menu ('front desk' included here, never active);
 * menus are those of the active application.
 * @throws AppError SESSION_REVOKED when the user row is gone
 */
export async function loginUserOf(db: Db, principal: Principal, lang: Lang): Promise<LoginUser> {
  const { user, menus, apps, active } = await userAppsOf(db, principal);
  const [org] = user.orgId
    ? await db.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, user.orgId)).limit(1)
    : [];
  return {
    id: user.id,
    name: user.name,
    nickName: user.nickName,
    account: user.account,
    avatar: user.avatar,
    ident: user.ident,
    sessionId: principal.family,
    loginType: 'password',
    adminUser: user.adminUser,
    phone: user.phone,
    email: user.email,
    idCard: user.idCard,
    orgName: org?.name ?? null,
    apps: apps.map((a) => appInfoOf(a, active, lang)),
    menus: active ? appMenuTree(menus, active.code, lang) : [],
    permissions: principal.permissions,
    permissionsCode: [...new Set(menus.map((m) => m.name))],
    roles: principal.roles,
    terminal: await terminalMenusOf(db, menus, lang),
  };
}

/**
 * Handlers of platform/contracts/shell.contract.ts (spec §2 back-office shell, §4
 * application tabs, §6, §7): the caller's applications, the tab change, one application's
 * menu tree (the catering admin app's front desk) and the
 * venue-allocation count and list. The count and the list take only the bookings of
 * users in the caller's data scope (DESIGN.md §6).
 */
import { and, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { ShellApp } from '../../../platform/contracts/shell.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { placeNameLike } from '../../db/place-name';
import { mcReserveOrder, reservation, site, sysApp, sysUser } from '../../db/schema/index';
import * as shellContracts from '../../../platform/contracts/shell.contract';
import { implement } from '../../plugins/call-handler';
import { appInfoOf, appMenuTree, routePath, userAppsOf, type UserApps } from '../auth/login-user.service';
import { addDays, localInstant } from '../reserve/campus-time';
import { scopeCondition } from '../org/data-scope';
import { pageReservations } from '../reserve/reserve.queries';
import { reservationOut } from '../reserve/reservation-wire';

/**
 * The tabs of `held` on the wire, each with the page paths the caller holds in it, hidden
 * pages included (those reached from another page, such as /building or /start: the shell
 * admits them by these paths, as they are not in the side menu).
 */
function shellApps(held: UserApps, lang: Lang): ShellApp[] {
  return held.tabs.map((app) => ({
    ...appInfoOf(app, held.active, lang),
    paths: [
      ...new Set(
        held.menus
          .filter(
            (m) => m.appCode === app.code && m.type === 1 && m.path.trim() !== '' && !(m.target === '_blank' && m.link),
          )
          .map((m) => routePath(m.path)),
      ),
    ],
  }));
}

/** Time zone of the allocation list's date filter (DESIGN.md §6 default). */
const ALLOCATION_TIME_ZONE = 'Asia/Shanghai';

/** Bookings awaiting allocation: status pendingAudit, created in [from, to) when given. */
function awaitingAllocation(from?: Date, to?: Date): SQL | undefined {
  return and(
    eq(reservation.status, 'pendingAudit'),
    from ? gte(reservation.createdAt, from) : undefined,
    to ? lt(reservation.createdAt, to) : undefined,
  );
}

/** Registrations of the shell module. */
export const shellHandlers = implement(shellContracts, {
  appList: async (_input, ctx) => shellApps(await userAppsOf(ctx.db, ctx.principal), ctx.lang),

  appPage: async (input, ctx) => {
    const all = shellApps(await userAppsOf(ctx.db, ctx.principal), ctx.lang);
    return pageResult(all.slice(offsetOf(input), offsetOf(input) + input.pageSize), all.length, input);
  },

  menuChange: async (input, ctx) => {
    const held = await userAppsOf(ctx.db, ctx.principal);
    const app = held.tabs.find((a) => a.code === input.application);
    if (!app) throw new AppError(Code.FORBIDDEN);
    await ctx.db.update(sysUser).set({ activeApp: app.code, updatedAt: ctx.now }).where(eq(sysUser.id, held.user.id));
    ctx.audit({ before: { activeApp: held.user.activeApp }, after: { activeApp: app.code } });
    return appMenuTree(held.menus, app.code, ctx.lang);
  },

  appMenus: async (input, ctx) => {
    const held = await userAppsOf(ctx.db, ctx.principal);
    // `apps` holds only enabled applications with one of the caller's menus (all enabled ones for administrators).
    const app = held.apps.find((a) => a.code === input.application);
    return app ? appMenuTree(held.menus, app.code, ctx.lang) : [];
  },

  progressCount: async (input, ctx) => {
    const [app] = await ctx.db
      .select({ id: sysApp.id })
      .from(sysApp)
      .where(and(eq(sysApp.sysNo, input.sysNo), eq(sysApp.status, 0)))
      .limit(1);
    if (!app) return { toBeAllocatedCount: 0 };
    // The application's meeting service orders still waiting for staff (submitted), created in the window.
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(mcReserveOrder)
      .where(
        and(
          eq(mcReserveOrder.sysNo, input.sysNo),
          eq(mcReserveOrder.status, 'submitted'),
          gte(mcReserveOrder.createdAt, new Date(input.createStartTime)),
          lt(mcReserveOrder.createdAt, new Date(input.createEndTime)),
          await scopeCondition(ctx.db, ctx.principal, { userId: mcReserveOrder.applicantUserId }),
        ),
      );
    return { toBeAllocatedCount: n };
  },

  allocationPage: async (input, ctx) => {
    const where = and(
      awaitingAllocation(
        input.dateFrom ? localInstant(input.dateFrom, 0, ALLOCATION_TIME_ZONE) : undefined,
        input.dateTo ? localInstant(addDays(input.dateTo, 1), 0, ALLOCATION_TIME_ZONE) : undefined,
      ),
      input.keyword
        ? or(
            ilike(sysUser.account, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
            placeNameLike(site, containing(input.keyword)),
          )
        : undefined,
      await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId }),
    );
    const { rows, total } = await pageReservations(ctx.db, where, input.pageNo, input.pageSize, ctx.lang);
    return pageResult(
      rows.map((r) => reservationOut(r, ctx.lang)),
      total,
      input,
    );
  },
});

/**
 * The venue-allocation badge of the back office (spec §2 "The venue-allocation entry
 * shows a badge count", §7 progress count, §9 sys_no 900–999 and a one-week window):
 * for each of the user's applications with sys_no 900–999 the shell asks
 * /system/reserve/order/progressCount with the window today 00:00 to one week ahead
 * (Asia/Shanghai) and shows the sum on the menu entry named `venueAllocation`: the meeting
 * service orders of those applications still waiting for staff (state submitted).
 * Refetched every minute and when the window regains focus.
 */
import { useQuery } from '@tanstack/react-query';
import type { AppInfo, LoginUser } from '../../platform/contracts/auth.contract';
import { PROGRESS_SYS_NO, progressCount } from '../../platform/contracts/shell.contract';
import { hasPermi, hasRole } from '../../platform/permissions/check';
import { useApi } from '../runtime';
import { visibleApps } from './menu-tree';

/** Name of the menu entry that carries the badge (server/db/seed-menus.ts). */
export const VENUE_ALLOCATION_MENU = 'venueAllocation';
/** The permission of the progress count call (the venueAllocation page's). */
export const ALLOCATION_PERMISSION = 'meeting:allocation:page';
/** How often the badge is refreshed, in ms. */
export const BADGE_REFRESH_MS = 60_000;

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** `createStartTime` / `createEndTime` of the badge: today 00:00 and 7 days later, Asia/Shanghai (UTC+8, no DST). */
export function allocationWindow(now: Date): { createStartTime: string; createEndTime: string } {
  const local = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T00:00:00+08:00`;
  const todayMs = Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS;
  return { createStartTime: local(todayMs), createEndTime: local(todayMs + 7 * DAY_MS) };
}

/** The sys_no of the user's applications (tabs, so never 'front desk') in 900–999, without repeats. */
export function progressSysNos(apps: readonly AppInfo[]): number[] {
  return [
    ...new Set(
      visibleApps(apps)
        .map((a) => a.sys_no)
        .filter((n) => n >= PROGRESS_SYS_NO.min && n <= PROGRESS_SYS_NO.max),
    ),
  ];
}

/**
 * The badge count (`undefined` until known), fetched while `enabled` (the entry is shown)
 * and the user holds the permission and has an application in range.
 */
export function useAllocationBadge(
  user: Pick<LoginUser, 'apps' | 'permissions' | 'roles'>,
  enabled: boolean,
): number | undefined {
  const api = useApi();
  const sysNos = progressSysNos(user.apps);
  const allowed = hasRole(user.roles, 'admin') || hasPermi(user.permissions, ALLOCATION_PERMISSION);
  const query = useQuery({
    queryKey: [progressCount.path, sysNos],
    queryFn: async ({ signal }) => {
      const window = allocationWindow(new Date());
      const counts = await Promise.all(
        sysNos.map((sysNo) => api(progressCount, { sysNo, ...window }, { signal, notify: false })),
      );
      return counts.reduce((sum, c) => sum + c.toBeAllocatedCount, 0);
    },
    enabled: enabled && allowed && sysNos.length > 0,
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  return query.data;
}

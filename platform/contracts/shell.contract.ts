/**
 * The back-office shell's own calls (spec §2 "Back office shell", §4 application tabs,
 * §6, §7): the caller's applications (the tabs), the tab change that stores the
 * caller's choice and answers that application's menu tree, the menu tree of one
 * application for the other apps (the catering admin app's front desk), and the venue-allocation
 * progress count behind the badge of the `venueAllocation` menu entry, with the list
 * its page shows.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { IsoDate, IsoDateTime, NoInput } from './common';
import { AppInfo, MenuNode } from './auth.contract';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Reservation } from './reserve.contract';

// The application codes live in app-codes.ts (the shells read them without this module's schemas).
export { FRONT_DESK_APP, NON_TAB_APPS, TERMINAL_APP } from './app-codes';

/** The sys_no range whose applications count toward the venue-allocation badge (spec §7, §9). */
export const PROGRESS_SYS_NO = { min: 900, max: 999 } as const;

/**
 * One of the caller's applications (spec §3: code, name in the caller's language,
 * sys_no, active flag) with `paths`: the page paths of the caller's menus in it, hidden
 * pages included, so the shell can open a hidden page of the active application and
 * switch to the application that holds a URL opened directly.
 */
export const ShellApp = AppInfo.extend({ paths: z.array(z.string()) });
export type ShellApp = z.infer<typeof ShellApp>;

/**
 * The caller's applications, in tab order: every enabled application for
 * administrators, otherwise those holding one of the caller's menus; never 'front desk'.
 * `active` is the caller's stored choice (menuChange), else the default one, else the first.
 */
export const appList = defineCall({
  method: 'GET',
  path: '/system/app/list',
  access: 'user',
  summary: "The caller's applications (back-office tabs), front desk excluded.",
  input: NoInput,
  output: z.array(ShellApp),
  errors: [],
});

/** {@link appList}, paged. */
export const appPage = defineCall({
  method: 'GET',
  path: '/system/app/page',
  access: 'user',
  summary: "The caller's applications, paged.",
  input: PageQuery,
  output: pageOf(ShellApp),
  errors: [],
});

/**
 * Application tab change (spec §4): stores `application` (a code of {@link appList}) as
 * the caller's active application — getLoginUser then answers its menus — and returns
 * that application's menu tree. An application that is not one of the caller's
 * (including 'front desk') is refused with FORBIDDEN.
 */
export const menuChange = defineCall({
  method: 'POST',
  path: '/system/menu/change',
  access: 'user',
  summary: 'Choose the active application tab; answers its menu tree.',
  input: z.object({ application: z.string().trim().min(1).max(64) }),
  output: z.array(MenuNode),
  errors: [],
});

/**
 * The menu tree of one of the caller's applications, by code, without changing the active
 * tab — how an app other than the back office reads its own menus: the catering admin app
 * (/catering/, spec §2) asks for {@link FRONT_DESK_APP}, which is never a tab, so
 * getLoginUser never answers its menus. Only an enabled application the caller holds a menu
 * of (any, for administrators) answers its tree (hidden entries left out, titles in the
 * caller's language); any other code — unknown, disabled or not the caller's — answers an
 * empty tree, the same as an application without pages, so nothing is read of an
 * application the caller does not hold.
 */
export const appMenus = defineCall({
  method: 'GET',
  path: '/system/menu/appMenus',
  access: 'user',
  summary: "The menu tree of one of the caller's applications (e.g. front desk for the catering app).",
  input: z.object({ application: z.string().trim().min(1).max(64) }),
  output: z.array(MenuNode),
  errors: [],
});

/**
 * The venue-allocation badge (spec §2, §7): how many meeting service orders of the
 * application `sysNo` (900–999; an unknown or disabled application counts 0) still wait
 * for staff (state `submitted`, reserve-order.contract.ts) among those created in the
 * window [createStartTime, createEndTime), within the caller's data scope. The shell
 * sends today 00:00 to one week ahead.
 */
export const progressCount = defineCall({
  method: 'GET',
  path: '/system/reserve/order/progressCount',
  access: 'meeting:allocation:page',
  summary:
    'Number of submitted meeting service orders of sysNo created in the window (badge of the venue-allocation menu).',
  input: z
    .object({
      sysNo: z.coerce.number().int().min(PROGRESS_SYS_NO.min).max(PROGRESS_SYS_NO.max),
      createStartTime: IsoDateTime,
      createEndTime: IsoDateTime,
    })
    .refine((w) => Date.parse(w.createEndTime) > Date.parse(w.createStartTime), {
      message: 'resource:validation.timeOrder',
      path: ['createEndTime'],
    }),
  output: z.object({ toBeAllocatedCount: z.number().int().min(0) }),
  errors: [],
});

/**
 * /meetingRoomReser's list: the bookings awaiting allocation (status `pendingAudit`),
 * filtered by keyword (account, name or site) and by the days they were created
 * (`dateFrom`..`dateTo` inclusive, Asia/Shanghai), latest start first.
 */
export const allocationPage = defineCall({
  method: 'GET',
  path: '/system/reserve/order/page',
  access: 'meeting:allocation:page',
  summary: 'Bookings awaiting venue allocation (pendingAudit), paged.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(Reservation),
  errors: [],
});

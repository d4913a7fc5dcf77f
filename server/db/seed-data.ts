/**
 * The demo data of issue 2, as plain values: campuses, buildings, floors, scenes,
 * sites with opening hours, accounts, roles, applications, menus and settings.
 * server/db/seed.ts writes it on first start.
 */
import type { WeekDay } from '../../platform/contracts/common';

/** Every week day, in spec §9 codes (Saturday is `STA`). */
const ALL_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'];
const WORK_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const WEEKEND: readonly WeekDay[] = ['STA', 'SUN'];

/** Opening hours: local `HH:mm` ranges (close may be `24:00`) for some week days. */
export interface HoursRule { days: readonly WeekDay[]; open: string; close: string }

/** A group of alike sites on one floor. */
export interface SiteGroup {
  scene: string;
  campus: string;
  building: string;
  floor: string;
  /** Site names; `{n}` counts from 1. */
  names: string[];
  slotMinutes: 30 | 60;
  hours: HoursRule[];
}

export const CAMPUSES = [
  {
    name: 'East Campus', timeZone: 'Asia/Shanghai',
    buildings: [
      { name: 'Sports Centre', floors: [{ name: '1F', level: 1 }, { name: '2F', level: 2 }] },
      { name: 'Library', floors: [{ name: '3F', level: 3 }] },
    ],
  },
  {
    name: 'West Campus', timeZone: 'Asia/Shanghai',
    buildings: [
      { name: 'Gymnasium', floors: [{ name: '1F', level: 1 }, { name: '2F', level: 2 }] },
      { name: 'Administration Building', floors: [{ name: '5F', level: 5 }] },
    ],
  },
] as const;

export const SCENES = [
  { code: 'badminton', nameCn: '羽毛球', nameEn: 'Badminton', nameTc: '羽毛球', icon: 'badminton' },
  { code: 'basketball', nameCn: '篮球', nameEn: 'Basketball', nameTc: '籃球', icon: 'basketball' },
  { code: 'tableTennis', nameCn: '乒乓球', nameEn: 'Table tennis', nameTc: '乒乓球', icon: 'table-tennis' },
  { code: 'meetingRoom', nameCn: '会议室', nameEn: 'Meeting room', nameTc: '會議室', icon: 'meeting-room' },
] as const;

function numbered(prefix: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix} ${from + i}`);
}

/**
 * 26 sites. Badminton courts 1–6 are open round the clock with 30-minute slots, so a
 * test run at any hour finds a free slot today or tomorrow.
 */
export const SITE_GROUPS: SiteGroup[] = [
  {
    scene: 'badminton', campus: 'East Campus', building: 'Sports Centre', floor: '1F',
    names: numbered('Badminton Court', 1, 6), slotMinutes: 30,
    hours: [{ days: ALL_DAYS, open: '00:00', close: '24:00' }],
  },
  {
    scene: 'badminton', campus: 'West Campus', building: 'Gymnasium', floor: '2F',
    names: numbered('Badminton Court', 7, 4), slotMinutes: 60,
    hours: [{ days: WORK_DAYS, open: '08:00', close: '22:00' }, { days: WEEKEND, open: '09:00', close: '21:00' }],
  },
  {
    scene: 'basketball', campus: 'West Campus', building: 'Gymnasium', floor: '1F',
    names: numbered('Basketball Court', 1, 4), slotMinutes: 60,
    hours: [{ days: ALL_DAYS, open: '08:00', close: '22:00' }],
  },
  {
    scene: 'tableTennis', campus: 'East Campus', building: 'Sports Centre', floor: '2F',
    names: numbered('Table Tennis Table', 1, 6), slotMinutes: 30,
    hours: [
      { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'], open: '08:00', close: '12:00' },
      { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'], open: '14:00', close: '22:00' },
    ],
  },
  {
    scene: 'meetingRoom', campus: 'East Campus', building: 'Library', floor: '3F',
    names: ['Meeting Room 301', 'Meeting Room 302', 'Meeting Room 303'], slotMinutes: 30,
    hours: [{ days: WORK_DAYS, open: '08:00', close: '18:00' }],
  },
  {
    scene: 'meetingRoom', campus: 'West Campus', building: 'Administration Building', floor: '5F',
    names: ['Meeting Room 501', 'Meeting Room 502', 'Meeting Room 503'], slotMinutes: 60,
    hours: [{ days: WORK_DAYS, open: '08:00', close: '20:00' }],
  },
];

/** Roles: `admin` passes every check (spec §6); `approver` may list all bookings. */
export const ROLES = [
  { code: 'admin', name: 'Administrator', dataScope: 'all' },
  { code: 'user', name: 'User', dataScope: 'self' },
  { code: 'approver', name: 'Approver', dataScope: 'all' },
] as const;

/** Demo accounts; each password meets spec §5's rule. */
export const ACCOUNTS = [
  { account: 'admin', password: 'Admin@123', name: 'Administrator', nickName: 'Admin', role: 'admin', adminUser: true },
  { account: 'booker', password: 'Booker@123', name: 'Demo Booker', nickName: 'Booker', role: 'user', adminUser: false },
  { account: 'approver', password: 'Approver@123', name: 'Demo Approver', nickName: 'Approver', role: 'approver', adminUser: false },
] as const;

/** Applications (tabs of the back office). `frontDesk` exists but is never a tab (spec §6). */
export const APPS = [
  { code: 'venue', nameCn: '场地预约', nameEn: 'Venue booking', nameTc: '場地預約', sysNo: 100, active: true, sort: 1 },
  { code: 'frontDesk', nameCn: '前台', nameEn: 'Front desk', nameTc: '前台', sysNo: 900, active: false, sort: 2 },
] as const;

/** A menu node to seed; `children` nest, `roles` are the role codes granted it. */
export interface MenuSeed {
  name: string;
  path: string;
  type: 0 | 1;
  permission: string | null;
  titleCn: string;
  titleEn: string;
  titleTc: string;
  icon: string | null;
  roles: string[];
  children?: MenuSeed[];
}

/** Back-office menus per application code. */
export const MENUS: Record<string, MenuSeed[]> = {
  venue: [
    {
      name: 'bookingManagement', path: '/booking', type: 0, permission: null, icon: 'calendar',
      titleCn: '预约管理', titleEn: 'Booking management', titleTc: '預約管理', roles: ['admin', 'approver'],
      children: [
        {
          name: 'reserveManage', path: '/reserveManage', type: 1, permission: 'resv:manage:list', icon: 'list',
          titleCn: '全部预约', titleEn: 'All bookings', titleTc: '全部預約', roles: ['admin', 'approver'],
        },
      ],
    },
    {
      name: 'systemManagement', path: '/system', type: 0, permission: null, icon: 'system',
      titleCn: '系统管理', titleEn: 'System', titleTc: '系統管理', roles: ['admin'],
      children: [
        {
          name: 'loginLog', path: '/loginLog', type: 1, permission: 'system:log:login', icon: 'security',
          titleCn: '登录日志', titleEn: 'Login log', titleTc: '登入日誌', roles: ['admin'],
        },
        {
          name: 'operationLog', path: '/operationLog', type: 1, permission: 'system:log:operation', icon: 'list',
          titleCn: '操作日志', titleEn: 'Operation log', titleTc: '操作日誌', roles: ['admin'],
        },
      ],
    },
  ],
};

/** Settings read by the clients (spec §1, §9) and the protocol switch `encrypt`. */
export const SETTINGS: Record<string, unknown> = {
  school: 0,
  loginMode: 0,
  language: 0,
  encrypt: false,
  title: 'Venueflow',
};

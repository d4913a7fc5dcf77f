import { describe, expect, it } from 'vitest';
import type { AppInfo, MenuNode } from '../../platform/contracts/auth.contract';
import type { ShellApp } from '../../platform/contracts/shell.contract';
import { admittance, type TabsState } from './admin-shell';
import { allocationWindow, progressSysNos } from './allocation-badge';
import { menuIcon } from './menu-icon';
import { pruneMenus } from './menu-tree';

const page = (id: number, path: string, name = path): MenuNode => ({ id, name, path, type: 1, meta: { title: name } });
const known = new Set(['/reserveManage', '/meetingRoomReser', '/user']);
const venueMenus = pruneMenus([page(1, '/reserveManage'), page(2, ''), page(3, '/unknownRoute')], known);
const APPS: ShellApp[] = [
  { code: 'venue', name: 'Venue', sys_no: 100, active: true, paths: ['/reserveManage'] },
  { code: 'meeting', name: 'Meeting', sys_no: 901, active: false, paths: ['/meetingRoomReser'] },
];
const idle: TabsState = { activeApp: 'venue', isSwitching: false, isFailed: false, needsFirstPage: false };

describe('admittance', () => {
  it("opens a page of the active application's menus", () => {
    expect(admittance('/reserveManage', venueMenus, 'venue', idle, known, undefined)).toEqual({ kind: 'open' });
  });

  it("switches to the application holding a page of another of the user's applications", () => {
    expect(admittance('/meetingRoomReser', venueMenus, 'venue', idle, known, undefined)).toEqual({ kind: 'wait' });
    expect(admittance('/meetingRoomReser', venueMenus, 'venue', idle, known, APPS)).toEqual({
      kind: 'switch',
      app: 'meeting',
    });
  });

  it('opens a hidden page of the active application (named in its paths, not in its menus)', () => {
    const withHidden = [{ ...APPS[0], paths: ['/reserveManage', '/building'] }, APPS[1]];
    const knownToo = new Set([...known, '/building']);
    expect(admittance('/building', venueMenus, 'venue', idle, knownToo, undefined)).toEqual({ kind: 'wait' });
    expect(admittance('/building', venueMenus, 'venue', idle, knownToo, withHidden)).toEqual({ kind: 'open' });
    expect(admittance('/building', venueMenus, 'venue', idle, knownToo, APPS)).toEqual({ kind: 'notFound' });
  });

  it("sends routes in none of the user's menus, unknown routes and routes after a failed switch to /404", () => {
    expect(admittance('/user', venueMenus, 'venue', idle, known, APPS)).toEqual({ kind: 'notFound' });
    expect(admittance('/unknownRoute', venueMenus, 'venue', idle, known, undefined)).toEqual({ kind: 'notFound' });
    expect(admittance('/meetingRoomReser', venueMenus, 'venue', { ...idle, isFailed: true }, known, APPS)).toEqual({
      kind: 'notFound',
    });
  });

  it("keeps the open page while switching and waits for the chosen tab's menus", () => {
    const switching = { ...idle, activeApp: 'meeting', isSwitching: true };
    expect(admittance('/reserveManage', venueMenus, 'venue', switching, known, undefined)).toEqual({ kind: 'open' });
    expect(admittance('/meetingRoomReser', venueMenus, 'venue', switching, known, undefined)).toEqual({ kind: 'wait' });
    // done, but the login user of the new tab has not arrived yet
    expect(
      admittance(
        '/reserveManage',
        venueMenus,
        'venue',
        { ...idle, activeApp: 'meeting', needsFirstPage: true },
        known,
        undefined,
      ),
    ).toEqual({ kind: 'wait' });
  });

  it('opens the first page of a tab just chosen, or /blank when it has none', () => {
    const chosen = { ...idle, activeApp: 'meeting', needsFirstPage: true };
    const meetingMenus = [page(11, '/meetingRoomReser')];
    expect(admittance('/reserveManage', meetingMenus, 'meeting', chosen, known, undefined)).toEqual({
      kind: 'firstPage',
      path: '/meetingRoomReser',
    });
    expect(admittance('/reserveManage', [], 'meeting', chosen, known, undefined)).toEqual({
      kind: 'firstPage',
      path: '/blank',
    });
  });
});

describe('venue-allocation badge helpers', () => {
  it('spans today 00:00 to one week ahead in Asia/Shanghai', () => {
    // 2026-11-22 23:30 in Shanghai is 15:30 UTC; 00:30 next day is 16:30 UTC.
    expect(allocationWindow(new Date('2026-11-22T15:30:00Z'))).toEqual({
      createStartTime: '2026-11-22T00:00:00+08:00',
      createEndTime: '2026-11-29T00:00:00+08:00',
    });
    expect(allocationWindow(new Date('2026-11-22T16:30:00Z'))).toEqual({
      createStartTime: '2026-11-23T00:00:00+08:00',
      createEndTime: '2026-11-30T00:00:00+08:00',
    });
  });

  it('asks for the tabs with sys_no 900–999 only, never front desk', () => {
    const apps: AppInfo[] = [
      { code: 'venue', name: 'Venue', sys_no: 100, active: true },
      { code: 'meeting', name: 'Meeting', sys_no: 901, active: false },
      { code: 'frontDesk', name: 'Front desk', sys_no: 900, active: false },
      { code: 'edge', name: 'Edge', sys_no: 999, active: false },
      { code: 'over', name: 'Over', sys_no: 1000, active: false },
    ];
    expect(progressSysNos(apps)).toEqual([901, 999]);
  });
});

describe('menu icons', () => {
  it('has an icon for every icon name of the menu base', () => {
    const names = [
      'calendar',
      'list',
      'help',
      'users',
      'user',
      'shield',
      'tree',
      'badge',
      'idCard',
      'lock',
      'apps',
      'menu',
      'grid',
      'system',
      'book',
      'settings',
      'language',
      'security',
    ];
    const fallbackPage = menuIcon(page(1, '/x'));
    const missing = names.filter((icon) => menuIcon({ ...page(1, '/x'), meta: { title: 'x', icon } }) === fallbackPage);
    expect(missing).toEqual([]);
  });
});

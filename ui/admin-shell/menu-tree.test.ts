import { describe, expect, it } from 'vitest';
import type { AppInfo, MenuNode } from '../../platform/contracts/auth.contract';
import {
  activeAppCode,
  findMenuTrail,
  firstPagePath,
  isAdmitted,
  menuPages,
  normalizePath,
  pruneMenus,
  visibleApps,
} from './menu-tree';

const page = (id: number, path: string, title = path): MenuNode => ({ id, name: path, path, type: 1, meta: { title } });
const folder = (id: number, title: string, children: MenuNode[]): MenuNode => ({
  id,
  name: title,
  path: '',
  type: 0,
  children,
  meta: { title },
});

const tree: MenuNode[] = [
  folder(1, 'Bookings', [page(11, '/reserveManage', 'All bookings'), page(12, 'unknownPage')]),
  folder(2, 'Empty after pruning', [page(21, '/nowhere')]),
  {
    id: 3,
    name: 'docs',
    path: '/docs',
    type: 1,
    meta: { title: 'Docs', target: '_blank', link: 'https://example.org' },
  },
  folder(4, 'System', [folder(41, 'Logs', [page(411, '/operationLog', 'Operation log')])]),
];
const known = new Set(['/reserveManage', '/operationLog']);

describe('menu tree helpers', () => {
  it('normalizes paths', () => {
    expect(normalizePath('reserveManage/')).toBe('/reserveManage');
    expect(normalizePath('/a')).toBe('/a');
    expect(normalizePath('')).toBe('/');
  });

  it('hides pages without a route and folders left empty, keeps external links', () => {
    const pruned = pruneMenus(tree, known);
    expect(pruned.map((n) => n.id)).toEqual([1, 3, 4]);
    expect(pruned[0].children?.map((n) => n.id)).toEqual([11]);
    expect(menuPages(pruned).map((n) => n.path)).toEqual(['/reserveManage', '/operationLog']);
  });

  it('finds the first page, admits only menu pages', () => {
    const pruned = pruneMenus(tree, known);
    expect(firstPagePath(pruned)).toBe('/reserveManage');
    expect(firstPagePath([])).toBeNull();
    expect(isAdmitted(pruned, '/operationLog')).toBe(true);
    expect(isAdmitted(pruned, '/nowhere')).toBe(false);
    expect(isAdmitted(pruned, '/docs')).toBe(false);
  });

  it('builds the trail from the top folder to the page', () => {
    expect(findMenuTrail(tree, '/operationLog').map((n) => n.id)).toEqual([4, 41, 411]);
    expect(findMenuTrail(tree, 'reserveManage').map((n) => n.id)).toEqual([1, 11]);
    expect(findMenuTrail(tree, '/missing')).toEqual([]);
  });

  it('never shows the front desk app and picks the active tab', () => {
    const apps: AppInfo[] = [
      { code: 'frontDesk', name: 'Front desk', sys_no: 1, active: true },
      { code: 'desk2', name: '前台', sys_no: 2, active: false },
      { code: 'venue', name: '场地', sys_no: 3, active: false },
      { code: 'catering', name: '餐饮', sys_no: 900, active: true },
    ];
    expect(visibleApps(apps).map((a) => a.code)).toEqual(['venue', 'catering']);
    expect(activeAppCode(apps)).toBe('catering');
    expect(activeAppCode(apps.slice(0, 3))).toBe('venue');
    expect(activeAppCode([])).toBeNull();
  });
});

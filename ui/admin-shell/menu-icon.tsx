/**
 * Icons of menu nodes: `meta.icon` names from the server (spec §3) mapped to lucide
 * icons, with a folder / page fallback. Every icon name of the menu base
 * (server/db/seed-menus.ts) has an entry (names are compared lower-cased).
 */
import type { IconType } from 'react-icons';
import {
  LuCalendarCheck,
  LuCalendarDays,
  LuChartColumn,
  LuBuilding2,
  LuClipboardList,
  LuFileText,
  LuFolder,
  LuHouse,
  LuLayoutDashboard,
  LuListChecks,
  LuMapPin,
  LuSettings,
  LuShieldCheck,
  LuUsers,
  LuUtensils,
  LuExternalLink,
  LuDumbbell,
  LuBell,
  LuBookOpen,
  LuShield,
  LuNetwork,
  LuBadge,
  LuIdCard,
  LuLock,
  LuLayoutGrid,
  LuMenu,
  LuGrid3X3,
  LuBook,
  LuLanguages,
  LuUser,
} from 'react-icons/lu';
import type { MenuNode } from '../../platform/contracts/auth.contract';

const ICONS: Record<string, IconType> = {
  home: LuHouse,
  dashboard: LuLayoutDashboard,
  welcome: LuHouse,
  calendar: LuCalendarDays,
  reserve: LuCalendarCheck,
  reservation: LuCalendarCheck,
  booking: LuCalendarCheck,
  list: LuClipboardList,
  audit: LuListChecks,
  approval: LuListChecks,
  todo: LuListChecks,
  chart: LuChartColumn,
  statistics: LuChartColumn,
  venue: LuBuilding2,
  building: LuBuilding2,
  site: LuMapPin,
  location: LuMapPin,
  setting: LuSettings,
  settings: LuSettings,
  system: LuSettings,
  user: LuUser,
  users: LuUsers,
  org: LuUsers,
  tree: LuNetwork,
  badge: LuBadge,
  idcard: LuIdCard,
  shield: LuShield,
  lock: LuLock,
  apps: LuLayoutGrid,
  menu: LuMenu,
  grid: LuGrid3X3,
  book: LuBook,
  language: LuLanguages,
  role: LuShieldCheck,
  permission: LuShieldCheck,
  security: LuShieldCheck,
  catering: LuUtensils,
  food: LuUtensils,
  fitness: LuDumbbell,
  notice: LuBell,
  news: LuBell,
  help: LuBookOpen,
  link: LuExternalLink,
};

/**
 * The icon of an icon name of the product's set (menus, forms): compared lower-cased, an
 * `icon-` or `lu-` prefix ignored; undefined when the name is unknown.
 */
export function namedIcon(name: string | null | undefined): IconType | undefined {
  const key = (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(icon-|lu-)/, '');
  return key ? ICONS[key] : undefined;
}

/** The icon component of a menu node: its `meta.icon` when known, else folder or page. */
export function menuIcon(node: MenuNode): IconType {
  const named = namedIcon(node.meta.icon);
  if (named) return named;
  if (node.meta.target === '_blank') return LuExternalLink;
  return node.type === 0 ? LuFolder : LuFileText;
}

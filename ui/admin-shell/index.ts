/**
 * The back-office shell (spec §2): frame, side menu, tabs, dropdowns, breadcrumbs,
 * status pages, and the page-route declaration type features use.
 */
export { AdminShell, admittance, useShellUser, type AdminShellProps, type Admittance } from './admin-shell';
export {
  allocationWindow,
  progressSysNos,
  useAllocationBadge,
  VENUE_ALLOCATION_MENU,
  ALLOCATION_PERMISSION,
} from './allocation-badge';
export { SideMenu, type SideMenuProps } from './side-menu';
export { TopBar, type TopBarProps } from './top-bar';
export { LanguageMenu, UserMenu, type LanguageMenuProps, type UserMenuProps } from './header-menus';
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export { NotFoundPage, BlankPage, PageLoadError } from './status-pages';
export { useAdminDocumentTitle } from './document-title';
export { routePaths, type AdminPageRoute } from './page-route';
export * from './menu-tree';

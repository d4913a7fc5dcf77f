/**
 * The reservation terminal's shell and small shared pieces (DESIGN.md §2 ui/): the
 * variant 0/3 layout, the message bell, the 404 and blank pages, scene icons and time-zone-aware formatting.
 */
export { TerminalShell, type TerminalShellProps } from './terminal-shell';
export { TerminalNav, NAV_HEIGHT_MOBILE, MOBILE_TABS, type TerminalNavProps } from './terminal-nav';
export { terminalAdmits, terminalNavPages, firstTerminalPath } from './terminal-menus';
export { NotFoundPage, type NotFoundPageProps } from './not-found-page';
export { BlankPage } from './blank-page';
export { MessageBell, UNREAD_REFRESH_MS, type MessageBellProps } from './message-bell';
export { SceneIcon, sceneIconOf, type SceneIconProps } from './scene-icon';
export * from './time-format';
export { TerminalPager } from './terminal-pager';
export { NoAccessPage, type NoAccessPageProps } from './no-access-page';
export { FRAMES, type TerminalFrame } from './frames';
export { NAV, navItemLabel, type NavItem } from './terminal-nav';

/**
 * The reservation terminal's shell and small shared pieces (DESIGN.md §2 ui/): the
 * variant 0/3 layout, the message bell, the 404 page, scene icons and time-zone-aware formatting.
 */
export { TerminalShell, NAV_HEIGHT_MOBILE, type TerminalShellProps } from './terminal-shell';
export { terminalAdmits, terminalNavPages, firstTerminalPath } from './terminal-menus';
export { NotFoundPage, type NotFoundPageProps } from './not-found-page';
export { MessageBell, UNREAD_REFRESH_MS, type MessageBellProps } from './message-bell';
export { SceneIcon, sceneIconOf, type SceneIconProps } from './scene-icon';
export * from './time-format';

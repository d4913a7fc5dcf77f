/** Handlers of platform/contracts/permission.contract.ts: roles, applications and menus. */
import type { Registration } from '../../plugins/call-handler';
import { appHandlers } from './app.handlers';
import { menuHandlers } from './menu.handlers';
import { roleHandlers } from './role.handlers';

/** Registrations of the permission module. */
export const permissionHandlers: Registration[] = [...roleHandlers, ...appHandlers, ...menuHandlers];

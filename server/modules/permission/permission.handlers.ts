/** Handlers of platform/contracts/permission.contract.ts: roles, applications and menus. */
import * as permissionContracts from '../../../platform/contracts/permission.contract';
import { implement } from '../../plugins/call-handler';
import { appHandlers } from './app.handlers';
import { menuHandlers } from './menu.handlers';
import { roleHandlers } from './role.handlers';

/** Registrations of the permission module (each call must have a handler: a compile error otherwise). */
export const permissionHandlers = implement(permissionContracts, { ...roleHandlers, ...appHandlers, ...menuHandlers });

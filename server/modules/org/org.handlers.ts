/**
 * Handlers of platform/contracts/org.contract.ts: users and administrators
 * (./user.handlers.ts), organisations, positions and temporary identities
 * (./catalog.handlers.ts).
 */
import type { Registration } from '../../plugins/call-handler';
import { catalogHandlers } from './catalog.handlers';
import { userHandlers } from './user.handlers';

/** Registrations of the org module. */
export const orgHandlers: Registration[] = [...userHandlers, ...catalogHandlers];

/**
 * Handlers of platform/contracts/org.contract.ts: users and administrators
 * (./user.handlers.ts), organisations, positions and temporary identities
 * (./catalog.handlers.ts).
 */
import * as orgContracts from '../../../platform/contracts/org.contract';
import { implement } from '../../plugins/call-handler';
import { catalogHandlers } from './catalog.handlers';
import { userHandlers } from './user.handlers';

/** Registrations of the org module (each call must have a handler: a compile error otherwise). */
export const orgHandlers = implement(orgContracts, { ...userHandlers, ...catalogHandlers });

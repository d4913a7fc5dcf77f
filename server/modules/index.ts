/** Every handler of the server, one list per module; the gateway binds them to the contracts. */
import type { Registration } from '../plugins/call-handler';
import { authHandlers } from './auth/auth.handlers';
import { casHandlers } from './cas/cas.handlers';
import { configHandlers } from './config/config.handlers';
import { logHandlers } from './log/log.handlers';
import { reserveHandlers } from './reserve/reserve.handlers';
import { siteHandlers } from './site/site.handlers';

/** All registrations (contract + handler). */
export const allHandlers: readonly Registration[] = [...authHandlers, ...casHandlers, ...configHandlers, ...siteHandlers, ...reserveHandlers, ...logHandlers];

/** Handler of GET /api/reserve/system/config: the runtime settings (spec §1, §9). */
import { systemConfig } from '../../../platform/contracts/auth.contract';
import { handle } from '../../plugins/call-handler';

/** Registrations of the config module. */
export const configHandlers = [
  handle(systemConfig, async (_input, ctx) => ctx.settings),
];

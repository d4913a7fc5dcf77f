/** Handler of GET /api/reserve/system/config: the runtime settings (spec §1, §9). */
import * as authContracts from '../../../platform/contracts/auth.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';

/** Registrations of the config module. */
export const configHandlers = {
  systemConfig: async (_input, ctx) => ctx.settings,
} satisfies PartialHandlersOf<typeof authContracts>;

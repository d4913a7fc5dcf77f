/** Handler of GET /api/reserve/system/config: the runtime settings (spec §1, §9). */
import * as authContracts from '../../../platform/contracts/auth.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';

/** The config module's handler of an auth call, implemented with the rest in auth/auth.handlers.ts. */
export const configHandlers = {
  systemConfig: async (_input, ctx) => ctx.settings,
} satisfies PartialHandlersOf<typeof authContracts>;

/**
 * Handler of platform/contracts/resource-status.contract.ts (/resourceStatus):
 * three reads for the whole board — the sites with their bookings and holds (one
 * statement, board.queries.ts), their opening hours, and the closures of their local
 * dates — then the states (board.service.ts) and the counts per state.
 */
import * as resourceStatusContracts from '../../../platform/contracts/resource-status.contract';
import { implement } from '../../plugins/call-handler';
import { closuresBetween } from '../open-rule/closure.queries';
import { openingsOf } from '../open-rule/open-rule.service';
import { localDateOf, toWireTime } from '../reserve/campus-time';
import type { OpeningRange } from '../reserve/slot-grid';
import { boardRows, longestBookingDays } from './board.queries';
import { boardSite } from './board.service';

/** Time zone of the board's own instant on the wire (DESIGN.md §6 default). */
const BOARD_TIME_ZONE = 'Asia/Shanghai';

/** Registrations of the resource-status module. */
export const resourceStatusHandlers = implement(resourceStatusContracts, {
  resourceStatusList: async (input, ctx) => {
    const now = ctx.now;
    const rows = await boardRows(ctx.db, now, await longestBookingDays(ctx.db), input, ctx.lang);
    const hours = new Map<number, OpeningRange[]>();
    for (const o of await openingsOf(
      ctx.db,
      rows.map((r) => r.siteId),
    ))
      hours.set(o.siteId, [...(hours.get(o.siteId) ?? []), o]);
    const dates = rows.map((r) => localDateOf(now, r.timeZone)).sort();
    const closures = rows.length
      ? await closuresBetween(
          ctx.db,
          rows.map((r) => ({ id: r.siteId, sceneId: r.sceneId })),
          dates[0],
          dates[dates.length - 1],
        )
      : [];
    const sites = rows.map((r) => boardSite(r, hours.get(r.siteId) ?? [], closures, now, ctx.lang));
    const counts = { free: 0, held: 0, inUse: 0, closed: 0 };
    for (const s of sites) counts[s.state] += 1;
    return { at: toWireTime(now, BOARD_TIME_ZONE), counts, sites };
  },
});

/**
 * Handlers of platform/contracts/org-settlement.contract.ts: the caller's organisation's
 * statements on the conference-centre terminal. Every read and the confirm filter by the
 * organisation in SQL (./org-scope.ts: out of scope answers NOT_FOUND and is never counted) and by
 * the kind; the confirm is the back office's (./confirm.ts: the settlement machine's
 * `settlement.confirm`, the orders settled through their machines, one transaction, logged).
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/org-settlement.contract';
import type { OrgSettlementFilter } from '../../../platform/contracts/org-settlement.contract';
import { mcSettlement } from '../../db/schema/index';
import { offsetOf, pageResult } from '../../db/paging';
import { implement, type HandlersOf } from '../../plugins/call-handler';
import { confirmStatement } from './confirm';
import { orgSettlementScope } from './org-scope';
import { detailWithin, filterWhere, pageCountOf, selectRows, totalsOf } from './queries';
import { renderStatementPdf } from './statement-pdf';

/** The filter of the organisation's lists as SQL (`withState` false: the tabs' counts). */
function orgFilter(f: OrgSettlementFilter, scope: SQL, withState = true): SQL | undefined {
  return and(filterWhere(f.kind, { period: f.period, state: f.state }, withState), scope);
}

const table: HandlersOf<typeof contracts> = {
  orgSettlementPage: async (input, ctx) => {
    const where = orgFilter(input, await orgSettlementScope(ctx.db, ctx.principal));
    const [{ n }] = await ctx.db.select({ n: count() }).from(mcSettlement).where(where);
    const rows = await selectRows(ctx.db, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
    return pageResult(rows, n, input);
  },

  orgSettlementGetPageCount: async (input, ctx) =>
    pageCountOf(ctx.db, orgFilter(input, await orgSettlementScope(ctx.db, ctx.principal), false)),

  orgSettlementGetTotalAmount: async (input, ctx) =>
    totalsOf(ctx.db, orgFilter(input, await orgSettlementScope(ctx.db, ctx.principal))),

  orgSettlementDetail: async ({ kind, id }, ctx) =>
    detailWithin(ctx.db, await orgSettlementScope(ctx.db, ctx.principal), kind, id, ctx.lang),

  orgSettlementStatement: async ({ kind, id }, ctx) => {
    const detail = await detailWithin(ctx.db, await orgSettlementScope(ctx.db, ctx.principal), kind, id, ctx.lang);
    const bytes = await renderStatementPdf(detail, ctx.lang);
    return { fileName: `${detail.settlementNo}.pdf`, contentBase64: bytes.toString('base64') };
  },

  orgSettlementConfirm: async ({ kind, id }, ctx) => {
    const scope = await orgSettlementScope(ctx.db, ctx.principal);
    await confirmStatement(ctx, kind, id, scope);
    const [row] = await selectRows(ctx.db, eq(mcSettlement.id, id), ctx.lang);
    return row;
  },
};

/** Registrations of the organisation's statement calls, for server/modules/index.ts. */
export const orgSettlementHandlers = implement(contracts, table);

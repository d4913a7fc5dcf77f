/**
 * Handlers of platform/contracts/settlement.contract.ts (spec §7 meetingSettlement,
 * cateringSettlement, summarySettlement, ruleCatering): the same nine calls for each kind of
 * statement, acting only on statements of that kind within the caller's data scope
 * (./queries.ts; out of scope answers NOT_FOUND and is not counted), and the billing rule.
 * State changes go through the settlement machine (./confirm.ts), one transaction per call,
 * logged with ctx.audit.
 */
import { and, count, eq } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/settlement.contract';
import type { SETTLEMENT_CALLS, SettlementKind } from '../../../platform/contracts/settlement.contract';
import { mcCateringRule, mcSettlement } from '../../db/schema/index';
import { offsetOf, pageResult } from '../../db/paging';
import { implement, type Handler, type HandlersOf } from '../../plugins/call-handler';
import { localDateOf } from '../reserve/campus-time';
import { batchConfirm, confirmStatement, invoiceStatement } from './confirm';
import { buildExport } from './export';
import { CAMPUS_ZONE } from './hooks';
import { detailOf, filterWhere, itemOf, itemsOf, pageCountOf, selectRows, settlementScope, totalsOf } from './queries';
import { renderStatementPdf } from './statement-pdf';

type Calls = (typeof SETTLEMENT_CALLS)['meeting'];
type KindHandlers = { [K in keyof Calls]: Handler<Calls[K]> };

/** One statement row by id (after a change; the caller was in scope). */
async function rowById(db: Parameters<typeof selectRows>[0], id: number, lang: Parameters<typeof selectRows>[2]) {
  const [row] = await selectRows(db, eq(mcSettlement.id, id), lang);
  return row;
}

/** The nine handlers of statements of `kind`. */
function kindHandlers(kind: SettlementKind): KindHandlers {
  return {
    page: async (input, ctx) => {
      const where = and(filterWhere(kind, input), await settlementScope(ctx.db, ctx.principal));
      const [{ n }] = await ctx.db.select({ n: count() }).from(mcSettlement).where(where);
      const rows = await selectRows(ctx.db, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
      return pageResult(rows, n, input);
    },

    detail: async ({ id }, ctx) => detailOf(ctx.db, ctx.principal, kind, id, ctx.lang),

    confirm: async ({ id }, ctx) => {
      await confirmStatement(ctx, kind, id);
      return rowById(ctx.db, id, ctx.lang);
    },

    batchConfirm: async ({ ids }, ctx) => ({ confirmed: await batchConfirm(ctx, kind, ids) }),

    getTotalAmount: async (input, ctx) =>
      totalsOf(ctx.db, and(filterWhere(kind, input), await settlementScope(ctx.db, ctx.principal))),

    getPageCount: async (input, ctx) =>
      pageCountOf(ctx.db, and(filterWhere(kind, input, false), await settlementScope(ctx.db, ctx.principal))),

    export: async (input, ctx) => {
      const rows = await selectRows(
        ctx.db,
        and(filterWhere(kind, input), await settlementScope(ctx.db, ctx.principal)),
        ctx.lang,
      );
      const items = (
        await itemsOf(
          ctx.db,
          rows.map((r) => r.id),
        )
      ).map((i) => ({
        ...itemOf(i),
        settlementId: i.settlementId,
      }));
      const bytes = await buildExport(rows, items, ctx.lang);
      const day = localDateOf(ctx.now, CAMPUS_ZONE).replace(/-/g, '');
      return { fileName: `${kind}-settlements-${day}.xlsx`, contentBase64: bytes.toString('base64') };
    },

    invoice: async (input, ctx) => {
      await invoiceStatement(ctx, kind, input);
      return rowById(ctx.db, input.id, ctx.lang);
    },

    statement: async ({ id }, ctx) => {
      const detail = await detailOf(ctx.db, ctx.principal, kind, id, ctx.lang);
      const bytes = await renderStatementPdf(detail, ctx.lang);
      return { fileName: `${detail.settlementNo}.pdf`, contentBase64: bytes.toString('base64') };
    },
  };
}

/** The billing rule as the calls answer it (row 1, inserted by the migration; its defaults if missing). */
async function ruleOf(db: Parameters<typeof selectRows>[0], now: Date) {
  const [rule] = await db.select().from(mcCateringRule).where(eq(mcCateringRule.id, 1));
  return {
    lateCancelHours: rule?.lateCancelHours ?? 24,
    lateCancelPercent: rule?.lateCancelPercent ?? 50,
    noShowPercent: rule?.noShowPercent ?? 100,
    remark: rule?.remark ?? '',
    updatedAt: (rule?.updatedAt ?? now).toISOString(),
  };
}

const meeting = kindHandlers('meeting');
const catering = kindHandlers('catering');
const summary = kindHandlers('summary');

const table: HandlersOf<typeof contracts> = {
  meetingSettlementPage: meeting.page,
  meetingSettlementDetail: meeting.detail,
  meetingSettlementConfirm: meeting.confirm,
  meetingSettlementBatchConfirm: meeting.batchConfirm,
  meetingSettlementGetTotalAmount: meeting.getTotalAmount,
  meetingSettlementGetPageCount: meeting.getPageCount,
  meetingSettlementExport: meeting.export,
  meetingSettlementInvoice: meeting.invoice,
  meetingSettlementStatement: meeting.statement,
  cateringSettlementPage: catering.page,
  cateringSettlementDetail: catering.detail,
  cateringSettlementConfirm: catering.confirm,
  cateringSettlementBatchConfirm: catering.batchConfirm,
  cateringSettlementGetTotalAmount: catering.getTotalAmount,
  cateringSettlementGetPageCount: catering.getPageCount,
  cateringSettlementExport: catering.export,
  cateringSettlementInvoice: catering.invoice,
  cateringSettlementStatement: catering.statement,
  summarySettlementPage: summary.page,
  summarySettlementDetail: summary.detail,
  summarySettlementConfirm: summary.confirm,
  summarySettlementBatchConfirm: summary.batchConfirm,
  summarySettlementGetTotalAmount: summary.getTotalAmount,
  summarySettlementGetPageCount: summary.getPageCount,
  summarySettlementExport: summary.export,
  summarySettlementInvoice: summary.invoice,
  summarySettlementStatement: summary.statement,

  ruleCateringDetail: async (_input, ctx) => ruleOf(ctx.db, ctx.now),

  ruleCateringEdit: async (input, ctx) => {
    const before = await ruleOf(ctx.db, ctx.now);
    const values = { ...input, updatedAt: ctx.now, updatedBy: ctx.principal.userId };
    await ctx.db
      .insert(mcCateringRule)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: mcCateringRule.id, set: values });
    const after = await ruleOf(ctx.db, ctx.now);
    ctx.audit({ before, after });
    return after;
  },
};

/** Registrations of the settlement and billing rule calls, for server/modules/index.ts. */
export const settlementHandlers = implement(contracts, table);

/**
 * Confirming and invoicing statements through machines/settlement.machine.ts (applyOrderStep,
 * kind `settlement`), one transaction per call.
 *
 * - Confirm freezes a pending statement and settles its sources (./settle-sources.ts).
 *   Confirming a summary also confirms the still-pending meeting and catering statements of
 *   its customer and month that hold its items; confirming a meeting or catering statement
 *   leaves the summary pending.
 * - A batch is all or nothing: its statements are locked in id order and the first one the
 *   machine refuses (or whose sources cannot be settled) is named by SETTLEMENT_BATCH_REFUSED
 *   {settlementNo, state}; the transaction then rolls back whole.
 * - Invoice: confirmed → invoiced with an invoice number unique among statements and the
 *   statement's exact amount.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { settlementMachine } from '../../../machines/settlement.machine';
import type { SettlementKind } from '../../../platform/contracts/settlement.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { mcSettlement, mcSettlementItem } from '../../db/schema/index';
import type { SignedInContext } from '../../plugins/call-handler';
import { applyOrderStep } from '../catering/order-step';
import { settlementScope, itemsOf } from './queries';
import { settleSources, type SettledSources } from './settle-sources';

/** Advisory lock key serializing the check of invoice numbers (any constant). */
const INVOICE_LOCK = 7_248_003;

type Statement = typeof mcSettlement.$inferSelect;

/** The state the settlement machine leads `s` to with `type`. @throws AppError ORDER_STEP_NOT_ALLOWED */
function stepOf(s: Statement, type: 'settlement.confirm' | 'settlement.invoice'): string {
  const step = applyOrderStep(
    settlementMachine,
    { kind: 'settlement', id: s.id, state: s.state, context: {} },
    { type },
  );
  return String(step.value);
}

/**
 * Statements `ids` of `kind` in `scope` (an SQL condition on mc_settlement; default: the caller's
 * data scope over statements), locked for update in id order.
 * @throws AppError NOT_FOUND when one is missing, of another kind, or out of scope
 */
export async function lockStatements(ctx: SignedInContext, kind: SettlementKind, ids: readonly number[], scope?: SQL) {
  const wanted = [...new Set(ids)];
  const rows = await ctx.db
    .select()
    .from(mcSettlement)
    .where(
      and(
        inArray(mcSettlement.id, wanted),
        eq(mcSettlement.kind, kind),
        scope ?? (await settlementScope(ctx.db, ctx.principal)),
      ),
    )
    .orderBy(asc(mcSettlement.id))
    .for('update');
  if (rows.length !== wanted.length) throw new AppError(Code.NOT_FOUND);
  return rows;
}

/** The still-pending meeting and catering statements holding items of summary `s`, locked in id order. */
async function pendingPartsOf(ctx: SignedInContext, s: Statement): Promise<Statement[]> {
  const own = alias(mcSettlementItem, 'own');
  const rows = await ctx.db
    .selectDistinct({ id: mcSettlementItem.settlementId })
    .from(mcSettlementItem)
    .innerJoin(own, and(eq(own.source, mcSettlementItem.source), eq(own.sourceId, mcSettlementItem.sourceId)))
    .where(and(eq(own.settlementId, s.id), inArray(mcSettlementItem.kind, ['meeting', 'catering'])));
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  return ctx.db
    .select()
    .from(mcSettlement)
    .where(
      and(
        inArray(mcSettlement.id, ids),
        eq(mcSettlement.state, 'pending'),
        eq(mcSettlement.customerId, s.customerId),
        eq(mcSettlement.period, s.period),
      ),
    )
    .orderBy(asc(mcSettlement.id))
    .for('update');
}

/**
 * Confirms the locked statement `s` (and, for a summary, its pending parts) and settles the
 * sources of all of them.
 * @returns the ids confirmed and what was settled
 * @throws AppError ORDER_STEP_NOT_ALLOWED (the statement's or an order's machine refuses)
 */
async function confirmOne(ctx: SignedInContext, s: Statement) {
  stepOf(s, 'settlement.confirm');
  const parts = s.kind === 'summary' ? await pendingPartsOf(ctx, s) : [];
  const ids = [s.id, ...parts.map((p) => p.id)];
  const settled = await settleSources(ctx, await itemsOf(ctx.db, ids));
  await ctx.db
    .update(mcSettlement)
    .set({ state: 'confirmed', confirmedAt: ctx.now, confirmedBy: ctx.principal.userId, updatedAt: ctx.now })
    .where(inArray(mcSettlement.id, ids));
  return { ids, settled };
}

/**
 * Confirms statement `id` of `kind` in `scope` (default: the caller's data scope over
 * statements; the terminal passes the caller's organisation, ./org-scope.ts).
 * @throws AppError NOT_FOUND, ORDER_STEP_NOT_ALLOWED
 */
export async function confirmStatement(ctx: SignedInContext, kind: SettlementKind, id: number, scope?: SQL) {
  const [s] = await lockStatements(ctx, kind, [id], scope);
  const { ids, settled } = await confirmOne(ctx, s);
  ctx.audit({ before: { id, state: s.state }, after: { confirmed: ids, state: 'confirmed', settled } });
}

/**
 * Confirms statements `ids` of `kind`, all or nothing.
 * @returns the ids confirmed (the given ones and the parts of the summaries), ascending
 * @throws AppError NOT_FOUND, SETTLEMENT_BATCH_REFUSED {settlementNo, state} naming the first refused
 */
export async function batchConfirm(ctx: SignedInContext, kind: SettlementKind, ids: readonly number[]) {
  const rows = await lockStatements(ctx, kind, ids);
  const confirmed: number[] = [];
  const settled: SettledSources[] = [];
  for (const s of rows) {
    // A summary's part confirmed earlier in this batch is refused like any confirmed statement.
    const current = confirmed.includes(s.id) ? { ...s, state: 'confirmed' } : s;
    try {
      const done = await confirmOne(ctx, current);
      confirmed.push(...done.ids);
      settled.push(done.settled);
    } catch (e) {
      if (e instanceof AppError && e.code === Code.ORDER_STEP_NOT_ALLOWED)
        throw new AppError(Code.SETTLEMENT_BATCH_REFUSED, {
          settlementNo: s.settlementNo,
          state: current.state,
          kind: 'settlement',
        });
      throw e;
    }
  }
  ctx.audit({
    before: rows.map((s) => ({ id: s.id, settlementNo: s.settlementNo, state: s.state })),
    after: { confirmed, state: 'confirmed', settled },
  });
  return [...new Set(confirmed)].sort((a, b) => a - b);
}

/**
 * Records the invoice of confirmed statement `input.id` of `kind`: confirmed → invoiced.
 * @throws AppError NOT_FOUND, ORDER_STEP_NOT_ALLOWED (not confirmed), SETTLEMENT_INVOICE_NO_TAKEN
 *   {invoiceNo, settlementNo}, SETTLEMENT_INVOICE_AMOUNT_MISMATCH {amountCents, expectedCents}
 */
export async function invoiceStatement(
  ctx: SignedInContext,
  kind: SettlementKind,
  input: { id: number; invoiceNo: string; invoiceDate: string; amountCents: number },
) {
  const [s] = await lockStatements(ctx, kind, [input.id]);
  const next = stepOf(s, 'settlement.invoice');
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK})`);
  const [taken] = await ctx.db
    .select({ settlementNo: mcSettlement.settlementNo })
    .from(mcSettlement)
    .where(and(eq(mcSettlement.invoiceNo, input.invoiceNo), ne(mcSettlement.id, s.id)));
  if (taken)
    throw new AppError(Code.SETTLEMENT_INVOICE_NO_TAKEN, {
      invoiceNo: input.invoiceNo,
      settlementNo: taken.settlementNo,
    });
  if (input.amountCents !== s.amountCents)
    throw new AppError(Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH, {
      amountCents: input.amountCents,
      expectedCents: s.amountCents,
      amount: (input.amountCents / 100).toFixed(2),
      expected: (s.amountCents / 100).toFixed(2),
    });
  await ctx.db
    .update(mcSettlement)
    .set({
      state: next,
      invoiceNo: input.invoiceNo,
      invoiceDate: input.invoiceDate,
      invoiceAmountCents: input.amountCents,
      invoicedAt: ctx.now,
      invoicedBy: ctx.principal.userId,
      updatedAt: ctx.now,
    })
    .where(eq(mcSettlement.id, s.id));
  ctx.audit({
    before: { id: s.id, state: s.state },
    after: { id: s.id, state: next, invoiceNo: input.invoiceNo, invoiceDate: input.invoiceDate },
  });
}

/**
 * Billing (server/db/schema/settlement.ts): a billable source — a served meeting order, a
 * confirmed food delivery, a redeemed meal voucher, or the charge of a late cancellation or
 * a no-show — becomes an item of the pending statement of its kind AND of the pending
 * summary of the same customer and month, in the transaction of the step that made it
 * billable. A missing pending statement is created (`sequence` 1, or the month's last + 1
 * when earlier ones are confirmed). Billing is idempotent per (kind, source, sourceId).
 *
 * Concurrency: billing for a customer runs under a transaction-level advisory lock of that
 * customer, so two billings at once never both create a pending statement (the partial unique
 * index `mc_settlement_pending_key` is the backstop); numbers are allocated under a global
 * lock. A statement being confirmed holds its row lock: billing then finds it no longer
 * pending and opens the month's next statement.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  SettlementCharge,
  SettlementKind,
  SettlementSource,
} from '../../../platform/contracts/settlement.contract';
import type { Db } from '../../db/client';
import { mcSettlement, mcSettlementItem } from '../../db/schema/index';

/** Advisory lock class of billing per customer (first key of the two-key form; any constant). */
const BILLING_LOCK = 7_248_001;
/** Advisory lock key of the allocation of settlement numbers (any constant). */
const NUMBER_LOCK = 7_248_002;

/** The letter of each kind in settlement numbers. */
const KIND_LETTER: Record<SettlementKind, string> = { meeting: 'M', catering: 'C', summary: 'S' };

/** A source to bill. */
export interface BillableSource {
  /** `meeting` for reserve orders; `catering` for food deliveries and meal vouchers. */
  kind: Exclude<SettlementKind, 'summary'>;
  source: SettlementSource;
  sourceId: number;
  /** Order number or voucher code shown on the statement. */
  sourceNo: string;
  /** The customer billed; null → nothing is billed (an order without a customer). */
  customerId: number | null;
  /** Campus date of the service, `YYYY-MM-DD`; its month is the statement's period. */
  serviceDate: string;
  description: string;
  /** The source's amount, cents. */
  baseCents: number;
  charge: SettlementCharge;
  /** Share of `baseCents` billed, 0–100 (100 for `full`). */
  percent: number;
  now: Date;
}

/** The billing month `YYYY-MM` of a campus date `YYYY-MM-DD`. */
export function periodOf(serviceDate: string): string {
  return serviceDate.slice(0, 7);
}

/** The billed share of `baseCents` at `percent`, whole cents rounded half up. */
export function chargeOf(baseCents: number, percent: number): number {
  return Math.round((baseCents * percent) / 100);
}

/** Takes the billing lock of `customerId` for the rest of the transaction. */
async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK}, ${customerId})`);
}

/** The next number `ST-<M|C|S>-<YYYYMM>-<NNNN>` of `kind` and `period`, under the global number lock. */
export async function nextSettlementNo(db: Db, kind: SettlementKind, period: string): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK})`);
  const prefix = `ST-${KIND_LETTER[kind]}-${period.replace('-', '')}-`;
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(substring(${mcSettlement.settlementNo} from '[0-9]+$')::int), 0)::int` })
    .from(mcSettlement)
    .where(sql`${mcSettlement.settlementNo} like ${prefix + '%'}`);
  return `${prefix}${String(Number(last) + 1).padStart(4, '0')}`;
}

/**
 * The pending statement of `kind`, customer and period, locked for update; created (with the
 * month's next sequence and number) when none is pending. Call under the customer's lock.
 */
async function pendingStatement(
  db: Db,
  kind: SettlementKind,
  customerId: number,
  period: string,
  now: Date,
): Promise<number> {
  const where = and(
    eq(mcSettlement.kind, kind),
    eq(mcSettlement.customerId, customerId),
    eq(mcSettlement.period, period),
  );
  const [pending] = await db
    .select({ id: mcSettlement.id })
    .from(mcSettlement)
    .where(and(where, eq(mcSettlement.state, 'pending')))
    .for('update');
  if (pending) return pending.id;
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${mcSettlement.sequence}), 0)::int` })
    .from(mcSettlement)
    .where(where);
  const [created] = await db
    .insert(mcSettlement)
    .values({
      settlementNo: await nextSettlementNo(db, kind, period),
      kind,
      customerId,
      period,
      sequence: Number(last) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mcSettlement.id });
  return created.id;
}

/** Recounts `item_count` and `amount_cents` of statements `ids` from their items. */
export async function recount(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(mcSettlement)
    .set({
      itemCount: sql`(select count(*)::int from mc_settlement_item i where i.settlement_id = ${mcSettlement.id})`,
      amountCents: sql`(select coalesce(sum(i.amount_cents), 0)::int from mc_settlement_item i
        where i.settlement_id = ${mcSettlement.id})`,
      updatedAt: now,
    })
    .where(inArray(mcSettlement.id, [...ids]));
}

/**
 * Bills `src`: adds it to the pending statement of its kind and to the pending summary of its
 * customer and month (creating them when needed), and recounts both. Nothing happens for a
 * source without a customer or one already billed in that kind.
 * @returns the ids of the statements it was added to (empty when nothing was billed)
 */
export async function billSource(db: Db, src: BillableSource): Promise<number[]> {
  if (src.customerId === null) return [];
  await lockCustomer(db, src.customerId);
  const period = periodOf(src.serviceDate);
  const added: number[] = [];
  for (const kind of [src.kind, 'summary'] as const) {
    const [billed] = await db
      .select({ id: mcSettlementItem.id })
      .from(mcSettlementItem)
      .where(
        and(
          eq(mcSettlementItem.kind, kind),
          eq(mcSettlementItem.source, src.source),
          eq(mcSettlementItem.sourceId, src.sourceId),
        ),
      );
    if (billed) continue;
    const settlementId = await pendingStatement(db, kind, src.customerId, period, src.now);
    await db.insert(mcSettlementItem).values({
      settlementId,
      kind,
      source: src.source,
      sourceId: src.sourceId,
      sourceNo: src.sourceNo,
      charge: src.charge,
      serviceDate: src.serviceDate,
      description: src.description,
      baseCents: src.baseCents,
      percent: src.percent,
      amountCents: chargeOf(src.baseCents, src.percent),
      createdAt: src.now,
    });
    added.push(settlementId);
  }
  await recount(db, added, src.now);
  return added;
}

/**
 * Removes a source from its PENDING statements (of its kind and the summary), deleting a
 * statement left without items; items on confirmed or invoiced statements stay. Used when the
 * source is settled on its own (the per-order settlement calls).
 * @returns the ids of the statements it was removed from
 */
export async function unbillSource(db: Db, source: SettlementSource, sourceIds: readonly number[], now: Date) {
  if (!sourceIds.length) return [];
  const rows = await db
    .select({ itemId: mcSettlementItem.id, settlementId: mcSettlement.id, customerId: mcSettlement.customerId })
    .from(mcSettlementItem)
    .innerJoin(mcSettlement, eq(mcSettlement.id, mcSettlementItem.settlementId))
    .where(
      and(
        eq(mcSettlementItem.source, source),
        inArray(mcSettlementItem.sourceId, [...sourceIds]),
        eq(mcSettlement.state, 'pending'),
      ),
    );
  if (!rows.length) return [];
  for (const customerId of [...new Set(rows.map((r) => r.customerId))].sort((a, b) => a - b))
    await lockCustomer(db, customerId);
  const ids = [...new Set(rows.map((r) => r.settlementId))].sort((a, b) => a - b);
  // Only statements still pending once locked (a confirm may have frozen one meanwhile).
  const pending = await db
    .select({ id: mcSettlement.id })
    .from(mcSettlement)
    .where(and(inArray(mcSettlement.id, ids), eq(mcSettlement.state, 'pending')))
    .orderBy(mcSettlement.id)
    .for('update');
  const open = pending.map((p) => p.id);
  if (!open.length) return [];
  await db
    .delete(mcSettlementItem)
    .where(
      and(
        inArray(mcSettlementItem.settlementId, open),
        eq(mcSettlementItem.source, source),
        inArray(mcSettlementItem.sourceId, [...sourceIds]),
      ),
    );
  await recount(db, open, now);
  await db.delete(mcSettlement).where(and(inArray(mcSettlement.id, open), eq(mcSettlement.itemCount, 0)));
  return open;
}

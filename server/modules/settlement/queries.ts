/**
 * Reads of statements (platform/contracts/settlement.contract.ts): the caller's data scope and
 * the filters as SQL, list rows with the meeting / catering parts of their amount, the detail
 * with items and the customer's billing details. Amounts are integer cents.
 *
 * Data scope (spec §6, DESIGN.md §6): a statement is in scope when its customer is internal
 * and that customer's organisation is in the caller's data scope, or when the caller's scope
 * is `all`. Out of scope answers NOT_FOUND and is not counted.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  SettlementDetail,
  SettlementFilter,
  SettlementKind,
  SettlementRow,
} from '../../../platform/contracts/settlement.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { placeName, placeNameLike } from '../../db/place-name';
import type { Lang } from '../../../platform/i18n/languages';
import { mcCustomer, mcSettlement, mcSettlementItem, sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { orgReachCondition, reachOf } from '../org/data-scope';

/** The caller's scope over statements (SQL on the joined or sub-selected customer); undefined for `all`. */
export async function settlementScope(db: Db, principal: Principal): Promise<SQL | undefined> {
  const reach = await reachOf(db, principal);
  if (reach.all) return undefined;
  const inOrgs = orgReachCondition(reach, mcCustomer.orgId);
  return sql`${mcSettlement.customerId} in (select ${mcCustomer.id} from ${mcCustomer}
    where ${mcCustomer.kind} = 'internal' and ${inOrgs ?? sql`true`})`;
}

/** The filter of lists, totals, counts and export as SQL (`withState` false: the tabs' counts). */
export function filterWhere(kind: SettlementKind, f: SettlementFilter, withState = true): SQL | undefined {
  return and(
    eq(mcSettlement.kind, kind),
    f.customerId === undefined ? undefined : eq(mcSettlement.customerId, f.customerId),
    f.period ? eq(mcSettlement.period, f.period) : undefined,
    f.periodFrom ? gte(mcSettlement.period, f.periodFrom) : undefined,
    f.periodTo ? lte(mcSettlement.period, f.periodTo) : undefined,
    withState && f.state ? eq(mcSettlement.state, f.state) : undefined,
    f.keyword
      ? or(
          ilike(mcSettlement.settlementNo, containing(f.keyword)),
          sql`${mcSettlement.customerId} in (select ${mcCustomer.id} from ${mcCustomer}
            where ${placeNameLike(mcCustomer, containing(f.keyword))})`,
        )
      : undefined,
  );
}

const confirmer = alias(sysUser, 'confirmer');

/** Sum of the items of the row's statement whose source is (not) a meeting order. */
const partCents = (meeting: boolean) =>
  sql<number>`(select coalesce(sum(i.amount_cents), 0)::int from mc_settlement_item i
    where i.settlement_id = ${mcSettlement.id} and (i.source = 'reserveOrder') = ${meeting})`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The statements of `where` as the lists show them, newest month first; customers named in `lang`. */
export async function selectRows(
  db: Db,
  where: SQL | undefined,
  lang: Lang,
  page?: { limit: number; offset: number },
): Promise<SettlementRow[]> {
  const q = db
    .select({
      s: mcSettlement,
      customerName: placeName(mcCustomer, lang),
      customerKind: mcCustomer.kind,
      confirmedByName: confirmer.name,
      meetingCents: partCents(true),
      cateringCents: partCents(false),
    })
    .from(mcSettlement)
    .innerJoin(mcCustomer, eq(mcCustomer.id, mcSettlement.customerId))
    .leftJoin(confirmer, eq(confirmer.id, mcSettlement.confirmedBy))
    .where(where)
    .orderBy(
      desc(mcSettlement.period),
      asc(placeName(mcCustomer, lang)),
      desc(mcSettlement.sequence),
      desc(mcSettlement.id),
    );
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(({ s, customerName, customerKind, confirmedByName, meetingCents, cateringCents }) => ({
    id: s.id,
    settlementNo: s.settlementNo,
    kind: s.kind as SettlementKind,
    customerId: s.customerId,
    customerName,
    customerKind,
    period: s.period,
    sequence: s.sequence,
    state: s.state as SettlementRow['state'],
    itemCount: s.itemCount,
    amountCents: s.amountCents,
    meetingCents: Number(meetingCents),
    cateringCents: Number(cateringCents),
    confirmedAt: iso(s.confirmedAt),
    confirmedByName,
    invoiceNo: s.invoiceNo,
    invoiceDate: s.invoiceDate,
    invoiceAmountCents: s.invoiceAmountCents,
    invoicedAt: iso(s.invoicedAt),
    createdAt: s.createdAt.toISOString(),
  }));
}

/** The items of statements `ids`, by service date then id. */
export async function itemsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(mcSettlementItem)
    .where(inArray(mcSettlementItem.settlementId, [...ids]))
    .orderBy(asc(mcSettlementItem.serviceDate), asc(mcSettlementItem.id));
}

/** A stored item as the contract shows it. */
export function itemOf(i: typeof mcSettlementItem.$inferSelect): SettlementDetail['items'][number] {
  return {
    id: i.id,
    source: i.source as SettlementDetail['items'][number]['source'],
    sourceId: i.sourceId,
    sourceNo: i.sourceNo,
    charge: i.charge as SettlementDetail['items'][number]['charge'],
    serviceDate: i.serviceDate,
    description: i.description,
    baseCents: i.baseCents,
    percent: i.percent,
    amountCents: i.amountCents,
  };
}

/**
 * Statement `id` of `kind` in the caller's scope, with its items and its customer's details (named in `lang`).
 * @throws AppError NOT_FOUND (missing, another kind, or out of scope)
 */
export async function detailOf(db: Db, principal: Principal, kind: SettlementKind, id: number, lang: Lang) {
  return detailWithin(db, await settlementScope(db, principal), kind, id, lang);
}

/**
 * Statement `id` of `kind` within `scope` (an SQL condition on mc_settlement; undefined: any),
 * with its items and its customer's details.
 * @throws AppError NOT_FOUND (missing, another kind, or outside `scope`)
 */
export async function detailWithin(db: Db, scope: SQL | undefined, kind: SettlementKind, id: number, lang: Lang) {
  const [row] = await selectRows(db, and(eq(mcSettlement.id, id), eq(mcSettlement.kind, kind), scope), lang);
  if (!row) throw new AppError(Code.NOT_FOUND);
  const [customer] = await db.select().from(mcCustomer).where(eq(mcCustomer.id, row.customerId));
  const detail: SettlementDetail = {
    ...row,
    items: (await itemsOf(db, [id])).map(itemOf),
    customer: {
      contactName: customer.contactName,
      contactPhone: customer.contactPhone,
      invoiceTitle: customer.invoiceTitle,
      taxNumber: customer.taxNumber,
      bankAccount: customer.bankAccount,
      address: customer.address,
    },
  };
  return detail;
}

/** Count and sums in cents (all, and per state) of the statements of `where`. */
export async function totalsOf(db: Db, where: SQL | undefined) {
  const cents = (state?: string) =>
    sql<number>`coalesce(sum(${mcSettlement.amountCents}) ${
      state ? sql`filter (where ${mcSettlement.state} = ${state})` : sql``
    }, 0)::int`;
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountCents: cents(),
      pendingCents: cents('pending'),
      confirmedCents: cents('confirmed'),
      invoicedCents: cents('invoiced'),
    })
    .from(mcSettlement)
    .where(where);
  return {
    count: Number(t.count),
    amountCents: Number(t.amountCents),
    pendingCents: Number(t.pendingCents),
    confirmedCents: Number(t.confirmedCents),
    invoicedCents: Number(t.invoicedCents),
  };
}

/** How many statements of `where` are in each state, and in all (the status tabs). */
export async function pageCountOf(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ state: mcSettlement.state, n: count() })
    .from(mcSettlement)
    .where(where)
    .groupBy(mcSettlement.state);
  const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return {
    all: rows.reduce((s, r) => s + r.n, 0),
    pending: of('pending'),
    confirmed: of('confirmed'),
    invoiced: of('invoiced'),
  };
}

/**
 * Handlers of the customers (/mc/customerManager/*, page /customer): the ordering units
 * orders are billed to — internal (an existing organisation: CUSTOMER_ORG_REQUIRED) or
 * external; names unique (CUSTOMER_NAME_TAKEN); a customer an order is billed to is not
 * deleted (CUSTOMER_IN_USE). Saves take an advisory lock, so two concurrent saves of one
 * name answer CUSTOMER_NAME_TAKEN rather than a unique-index failure.
 */
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { CUSTOMER_KINDS, type CustomerFields } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { mcCustomer, mcReserveOrder, sysOrg } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { i18nOf } from '../../plugins/i18n';
import { LOCKS, found, lock, uniqueIds } from './catalogue.shared';

const table = mcCustomer;

/** The label of a customer kind in `lang` (namespace cateringCatalogue). */
function kindName(lang: Lang, kind: string): string {
  return i18nOf(lang).t(`cateringCatalogue:kind.${kind}`, { defaultValue: kind });
}

/** Customers joined with their organisation. */
function selectRows(db: Db) {
  return db.select({ customer: table, orgName: sysOrg.name }).from(table).leftJoin(sysOrg, eq(sysOrg.id, table.orgId));
}

/** A read row as the list answers it. */
function rowOf(lang: Lang, r: { customer: typeof table.$inferSelect; orgName: string | null }) {
  const { createdAt: _c, updatedAt: _u, ...c } = r.customer;
  return { ...c, kindName: kindName(lang, c.kind), orgName: r.orgName };
}

/**
 * Checks a save: an internal customer names an existing organisation (an external one keeps
 * none), and no other customer has the name. Takes the customers' lock first.
 * @throws AppError CUSTOMER_ORG_REQUIRED, CUSTOMER_NAME_TAKEN (`name`)
 * @returns the values to store
 */
async function checked(db: Db, v: CustomerFields, selfId: number | null): Promise<CustomerFields> {
  await lock(db, LOCKS.customer);
  if (v.kind === 'internal') {
    if (v.orgId === null) throw new AppError(Code.CUSTOMER_ORG_REQUIRED);
    const [org] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, v.orgId));
    if (!org) throw new AppError(Code.CUSTOMER_ORG_REQUIRED, { context: 'missing' });
  }
  const [same] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.name, v.name), selfId ? ne(table.id, selfId) : undefined));
  if (same) throw new AppError(Code.CUSTOMER_NAME_TAKEN, { name: v.name });
  return v.kind === 'external' ? { ...v, orgId: null } : v;
}

/** Handlers of the customer calls. */
export const customerHandlers = {
  customerPage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const where: SQL | undefined = and(
      pattern
        ? or(ilike(table.name, pattern), ilike(table.contactName, pattern), ilike(table.contactPhone, pattern))
        : undefined,
      input.status === undefined ? undefined : eq(table.status, input.status),
      input.kind ? eq(table.kind, input.kind) : undefined,
    );
    const rows = await selectRows(ctx.db)
      .where(where)
      .orderBy(asc(table.sort), asc(table.name), asc(table.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(table).where(where);
    return pageResult(
      rows.map((r) => rowOf(ctx.lang, r)),
      total,
      input,
    );
  },

  customerDropdown: async (input, ctx) =>
    ctx.db
      .select({ id: table.id, name: table.name, kind: table.kind, orgId: table.orgId })
      .from(table)
      .where(and(eq(table.status, 0), input.kind ? eq(table.kind, input.kind) : undefined))
      .orderBy(asc(table.sort), asc(table.name), asc(table.id)),

  customerGetKinds: async (_input, ctx) => CUSTOMER_KINDS.map((value) => ({ value, label: kindName(ctx.lang, value) })),

  customerAdd: async (input, ctx) => {
    const values = await checked(ctx.db, input, null);
    const [after] = await ctx.db.insert(table).values(values).returning();
    ctx.audit({ after });
    return rowOf(ctx.lang, found(await selectRows(ctx.db).where(eq(table.id, after.id))));
  },

  customerEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
    const values = await checked(ctx.db, fields, id);
    const [after] = await ctx.db
      .update(table)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(table.id, id))
      .returning();
    ctx.audit({ before, after });
    return rowOf(ctx.lang, found(await selectRows(ctx.db).where(eq(table.id, id))));
  },

  customerDelete: async (input, ctx) => {
    const ids = uniqueIds(input.ids);
    // Locked rows: an order placed meanwhile cannot be billed to a customer being deleted.
    const before = await ctx.db.select().from(table).where(inArray(table.id, ids)).for('update');
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const [used] = await ctx.db
      .select({ customerId: mcReserveOrder.customerId })
      .from(mcReserveOrder)
      .where(inArray(mcReserveOrder.customerId, ids))
      .limit(1);
    if (used) throw new AppError(Code.CUSTOMER_IN_USE, { name: before.find((b) => b.id === used.customerId)!.name });
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;

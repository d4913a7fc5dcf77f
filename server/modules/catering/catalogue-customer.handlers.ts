/**
 * Handlers of the customers (/mc/customerManager/*, page /customer): the ordering units
 * orders are billed to — internal (an existing organisation: CUSTOMER_ORG_REQUIRED) or
 * external; names unique (CUSTOMER_NAME_TAKEN); a customer an order is billed to is not
 * deleted (CUSTOMER_IN_USE). A customer has three names as places do (`name` simplified Chinese and the
 * fallback, `name_en`, `name_tc`), read in the request language; a name is taken when another customer
 * bears it in any language. Saves take an advisory lock, so two concurrent saves of one
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
import { placeName, placeNameLike } from '../../db/place-name';
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

/** A customer's name in `lang` (its own, else the simplified-Chinese `name`). */
function nameIn(lang: Lang, c: { name: string; nameEn: string | null; nameTc: string | null }): string {
  return (lang === 'EN' ? c.nameEn : lang === 'TC' ? c.nameTc : null) || c.name;
}

/** A read row as the list answers it: named in `lang`, with its three names as stored. */
function rowOf(lang: Lang, r: { customer: typeof table.$inferSelect; orgName: string | null }) {
  const { createdAt: _c, updatedAt: _u, name, nameEn, nameTc, ...c } = r.customer;
  return {
    ...c,
    name: nameIn(lang, { name, nameEn, nameTc }),
    nameCn: name,
    nameEn: nameEn ?? '',
    nameTc: nameTc ?? '',
    kindName: kindName(lang, c.kind),
    orgName: r.orgName,
  };
}

/** True (SQL) when another customer than `selfId` bears one of `names` in any language. */
function nameTaken(names: string[], selfId: number | null) {
  const bears = (n: string) => or(eq(table.name, n), eq(table.nameEn, n), eq(table.nameTc, n));
  return and(or(...names.map(bears)), selfId ? ne(table.id, selfId) : undefined);
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
  const names = [v.name, v.nameEn, v.nameTc].filter((n): n is string => !!n);
  const [same] = await db
    .select({ name: table.name, nameEn: table.nameEn, nameTc: table.nameTc })
    .from(table)
    .where(nameTaken(names, selfId));
  if (same) {
    const taken = names.find((n) => n === same.name || n === same.nameEn || n === same.nameTc) ?? v.name;
    throw new AppError(Code.CUSTOMER_NAME_TAKEN, { name: taken });
  }
  return v.kind === 'external' ? { ...v, orgId: null } : v;
}

/** Handlers of the customer calls. */
export const customerHandlers = {
  customerPage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const where: SQL | undefined = and(
      pattern
        ? or(placeNameLike(table, pattern), ilike(table.contactName, pattern), ilike(table.contactPhone, pattern))
        : undefined,
      input.status === undefined ? undefined : eq(table.status, input.status),
      input.kind ? eq(table.kind, input.kind) : undefined,
    );
    const rows = await selectRows(ctx.db)
      .where(where)
      .orderBy(asc(table.sort), asc(placeName(table, ctx.lang)), asc(table.id))
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
      .select({ id: table.id, name: placeName(table, ctx.lang), kind: table.kind, orgId: table.orgId })
      .from(table)
      .where(and(eq(table.status, 0), input.kind ? eq(table.kind, input.kind) : undefined))
      .orderBy(asc(table.sort), asc(placeName(table, ctx.lang)), asc(table.id)),

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
    if (used)
      throw new AppError(Code.CUSTOMER_IN_USE, {
        name: nameIn(
          ctx.lang,
          before.find((b) => b.id === used.customerId)!,
        ),
      });
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;

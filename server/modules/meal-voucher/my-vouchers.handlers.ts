/**
 * Handlers of the holder's calls of platform/contracts/meal-voucher.contract.ts:
 * `myVouchers` and `myVoucherDetail` (the terminal's /myMealVoucher, /myMealVoucherDetail).
 *
 * A voucher is the caller's when the person of the application it was issued to is the
 * caller's account (`mc_meal_voucher_person.user_id`); that condition is in the SQL of both
 * reads, so another person's voucher answers NOT_FOUND exactly like a missing one (DESIGN.md
 * §6). A data scope or a permission never widens it: these are the holder's own pages; staff
 * read vouchers through the application's detail. A person named only by a phone holds no
 * account and sees nothing here.
 *
 * Status (contract HeldVoucherStatus) on the campus's local day: unused = issued and valid
 * today or later, used = redeemed, expired = issued past its last day or closed expired, void.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as mealVoucherContracts from '../../../platform/contracts/meal-voucher.contract';
import type { HeldVoucher, HeldVoucherStatus } from '../../../platform/contracts/meal-voucher.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { offsetOf, pageResult } from '../../db/paging';
import { placeName } from '../../db/place-name';
import { mcCustomer, mcMealVoucher, mcMealVoucherApp, mcMealVoucherPerson, mcTicketType } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { localDateOf } from '../reserve/campus-time';

/** The campus's zone: a voucher's days are its local dates. */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** The SQL condition of `status` on local day `today` (YYYY-MM-DD). */
function statusCondition(status: HeldVoucherStatus, today: string): SQL {
  const pastLastDay = sql`${mcMealVoucher.validTo} < ${today}::date`;
  switch (status) {
    case 'unused':
      return sql`(${mcMealVoucher.state} = 'issued' and not ${pastLastDay})`;
    case 'used':
      return sql`${mcMealVoucher.state} = 'redeemed'`;
    case 'expired':
      return sql`(${mcMealVoucher.state} = 'expired' or (${mcMealVoucher.state} = 'issued' and ${pastLastDay}))`;
    case 'void':
      return sql`${mcMealVoucher.state} = 'void'`;
  }
}

/** The status of a stored voucher on local day `today` (the same rule as {@link statusCondition}). */
export function heldStatusOf(v: { state: string; validTo: string }, today: string): HeldVoucherStatus {
  if (v.state === 'redeemed') return 'used';
  if (v.state === 'void') return 'void';
  if (v.state === 'issued' && v.validTo >= today) return 'unused';
  return 'expired';
}

/**
 * The selection of a held voucher: the voucher, its application, customer (named in `lang`), person and
 * ticket type.
 */
function heldQuery(db: Db, me: number, where: SQL | undefined, lang: Lang) {
  return db
    .select({
      voucher: mcMealVoucher,
      app: mcMealVoucherApp,
      customerName: placeName(mcCustomer, lang),
      person: mcMealVoucherPerson,
      type: mcTicketType,
    })
    .from(mcMealVoucher)
    .innerJoin(mcMealVoucherPerson, eq(mcMealVoucherPerson.id, mcMealVoucher.personId))
    .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
    .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
    .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucher.ticketTypeId))
    .where(and(eq(mcMealVoucherPerson.userId, me), where));
}

type HeldRaw = Awaited<ReturnType<typeof heldQuery>>[number];

/** The wire form of a held voucher row, named in `lang`, its status on `today`. */
function toHeld(r: HeldRaw, lang: Lang, today: string): HeldVoucher {
  const v = r.voucher;
  return {
    id: v.id,
    code: v.code,
    applicationId: r.app.id,
    applicationNo: r.app.applicationNo,
    customerName: r.customerName,
    personName: r.person.name,
    ticketTypeId: v.ticketTypeId,
    ticketTypeName: byLang(lang, r.type.nameCn, r.type.nameEn || r.type.nameCn, r.type.nameTc || r.type.nameCn),
    priceCents: v.priceCents,
    validFrom: v.validFrom,
    validTo: v.validTo,
    state: v.state as HeldVoucher['state'],
    status: heldStatusOf(v, today),
    used: v.state === 'redeemed',
    redeemedAt: v.redeemedAt?.toISOString() ?? null,
  };
}

/** The holder's handlers, implemented with the rest in ./meal-voucher.handlers.ts. */
export const myVoucherHandlers = {
  mealVoucherMyVouchers: async (input, ctx) => {
    const today = localDateOf(ctx.now, CAMPUS_ZONE);
    const me = ctx.principal.userId;
    const filter = input.status ? statusCondition(input.status, today) : undefined;
    const unused = statusCondition('unused', today);
    // Unused first, soonest day first; then the rest, latest day first.
    const rows = await heldQuery(ctx.db, me, filter, ctx.lang)
      .orderBy(
        sql`(case when ${unused} then 0 else 1 end)`,
        sql`(case when ${unused} then ${mcMealVoucher.validFrom} end) asc`,
        desc(mcMealVoucher.validFrom),
        asc(mcMealVoucher.id),
      )
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherPerson, eq(mcMealVoucherPerson.id, mcMealVoucher.personId))
      .where(and(eq(mcMealVoucherPerson.userId, me), filter));
    return pageResult(
      rows.map((r) => toHeld(r, ctx.lang, today)),
      total,
      input,
    );
  },

  mealVoucherMyVoucherDetail: async (input, ctx) => {
    const [row] = await heldQuery(ctx.db, ctx.principal.userId, eq(mcMealVoucher.id, input.id), ctx.lang);
    if (!row) throw new AppError(Code.NOT_FOUND);
    return toHeld(row, ctx.lang, localDateOf(ctx.now, CAMPUS_ZONE));
  },
} satisfies PartialHandlersOf<typeof mealVoucherContracts>;

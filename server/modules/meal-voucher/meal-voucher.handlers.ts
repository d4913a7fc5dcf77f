/**
 * Handlers of platform/contracts/meal-voucher.contract.ts (spec §7 mealVoucher/*): the
 * applications and their people, the audit chain, confirmation (which queues the durable
 * distribution of ./distribution.ts), retry of the failed distributions, write-off of a
 * voucher by its signed code, and the settlement of redeemed vouchers per customer.
 *
 * Every read and write of an application carries the caller's data scope in SQL (DESIGN.md
 * §6): the user calls through ownOrScope(…, 'mc:mealVoucher:page'), the staff calls through
 * the caller's scope; out of scope answers exactly like not found. Every step is applied
 * through the machine (applyOrderStep) and stored with a conditional UPDATE on the state it
 * was read in, the row locked.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as mealVoucherContracts from '../../../platform/contracts/meal-voucher.contract';
import type { MealVoucherFields, MealVoucherRow } from '../../../platform/contracts/meal-voucher.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import {
  mealVoucherMachine,
  type MealVoucherEvent,
  type MealVoucherState,
} from '../../../machines/meal-voucher.machine';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { placeName, placeNameLike } from '../../db/place-name';
import type { Lang } from '../../../platform/i18n/languages';
import {
  mcCustomer,
  mcMealVoucher,
  mcMealVoucherApp,
  mcMealVoucherPerson,
  mcMealVoucherTask,
  mcTicketType,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { applyOrderStep } from '../catering/order-step';
import { closeConferenceApproval, startConferenceApproval } from '../conference-approval/index';
import { notifyOrderStep } from '../message/order-messages';
import { ownOrScope, scopeCondition } from '../org/data-scope';
import { localDateOf } from '../reserve/campus-time';
import { billMealVoucher } from '../settlement/hooks';
import { unbillSource } from '../settlement/billing';
import { daysOf, parseLastError, queueDistribution, requeueFailed } from './distribution';
import { checkImport } from './import';
import { myVoucherHandlers } from './my-vouchers.handlers';
import { isSignedVoucherCode } from './voucher-code';

/** The campus's zone: voucher days and redemption periods are its local dates. */
const CAMPUS_ZONE = 'Asia/Shanghai';
/** The page permission that widens the user calls from own applications to the data scope. */
const PAGE_PERMISSION = 'mc:mealVoucher:page';
/** Longest validity, days. */
const MAX_DAYS = 366;

/** The row of an application as the list shows it (selection and mapping), its customer named in `lang`. */
const rowColumns = (lang: Lang) => ({
  id: mcMealVoucherApp.id,
  applicationNo: mcMealVoucherApp.applicationNo,
  customerId: mcMealVoucherApp.customerId,
  customerName: placeName(mcCustomer, lang),
  applicantUserId: mcMealVoucherApp.applicantUserId,
  applicantName: mcMealVoucherApp.applicantName,
  validFrom: mcMealVoucherApp.validFrom,
  validTo: mcMealVoucherApp.validTo,
  state: mcMealVoucherApp.state,
  reason: mcMealVoucherApp.reason,
  remark: mcMealVoucherApp.remark,
  persons: sql<number>`(select count(*)::int from mc_meal_voucher_person p
    where p.application_id = ${mcMealVoucherApp.id})`,
  createdAt: mcMealVoucherApp.createdAt,
});

type RawRow = Omit<MealVoucherRow, 'createdAt' | 'state'> & { createdAt: Date; state: string };
const toRow = (r: RawRow): MealVoucherRow => ({
  ...r,
  state: r.state as MealVoucherState,
  persons: Number(r.persons),
  createdAt: r.createdAt.toISOString(),
});

/** The scope condition of a user call (own, or the data scope with the page permission). */
const userScope = (db: Db, me: Principal) =>
  ownOrScope(db, me, { userId: mcMealVoucherApp.applicantUserId }, PAGE_PERMISSION);
/** The scope condition of a staff call (the caller's data scope). */
const staffScope = (db: Db, me: Principal) => scopeCondition(db, me, { userId: mcMealVoucherApp.applicantUserId });

/**
 * The application `id` within `scope`, its row locked when `lock`.
 * @throws AppError NOT_FOUND (also out of scope)
 */
async function loadApp(db: Db, id: number, scope: SQL | undefined, lock = false) {
  const query = db
    .select()
    .from(mcMealVoucherApp)
    .where(and(eq(mcMealVoucherApp.id, id), scope));
  const [app] = await (lock ? query.for('update') : query);
  if (!app) throw new AppError(Code.NOT_FOUND);
  return app;
}

/** The list row of application `id`, its customer named in `lang`. */
async function rowOf(db: Db, id: number, lang: Lang): Promise<MealVoucherRow> {
  const [row] = await db
    .select(rowColumns(lang))
    .from(mcMealVoucherApp)
    .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
    .where(eq(mcMealVoucherApp.id, id));
  return toRow(row as RawRow);
}

type App = typeof mcMealVoucherApp.$inferSelect;

/**
 * Applies `event` to `app` through the machine and stores the new state with `patch`
 * (conditional on the state read; the row is locked by loadApp). Audits before/after.
 * @throws AppError ORDER_STEP_NOT_ALLOWED
 */
async function step(
  ctx: SignedInContext,
  app: App,
  event: MealVoucherEvent,
  patch: Partial<typeof mcMealVoucherApp.$inferInsert> = {},
): Promise<App> {
  const next = applyOrderStep(
    mealVoucherMachine,
    { kind: 'mealVoucher', id: app.id, state: app.state, context: {} },
    event,
  );
  const [after] = await ctx.db
    .update(mcMealVoucherApp)
    .set({ ...patch, state: next.value as string, updatedAt: ctx.now })
    .where(and(eq(mcMealVoucherApp.id, app.id), eq(mcMealVoucherApp.state, app.state)))
    .returning();
  if (!after) throw new AppError(Code.NOT_FOUND);
  ctx.audit({ before: app, after });
  await notifyOrderStep(ctx.db, 'mealVoucher', app.id, app.state, ctx.principal.userId);
  return after;
}

/**
 * Checks the fields of an application and resolves its people (an account's name and phone
 * are copied).
 * @throws AppError MEAL_VOUCHER_CUSTOMER_UNKNOWN, MEAL_VOUCHER_RANGE_INVALID,
 *   MEAL_VOUCHER_TICKET_TYPE_UNKNOWN, MEAL_VOUCHER_PERSON_INVALID
 */
async function checkFields(db: Db, v: MealVoucherFields) {
  const [customer] = await db
    .select({ id: mcCustomer.id })
    .from(mcCustomer)
    .where(and(eq(mcCustomer.id, v.customerId), eq(mcCustomer.status, 0)));
  if (!customer) throw new AppError(Code.MEAL_VOUCHER_CUSTOMER_UNKNOWN, { customerId: v.customerId });
  if (v.validTo < v.validFrom || daysOf(v.validFrom, v.validTo).length > MAX_DAYS)
    throw new AppError(Code.MEAL_VOUCHER_RANGE_INVALID, { validFrom: v.validFrom, validTo: v.validTo });
  const typeIds = [...new Set(v.persons.map((p) => p.ticketTypeId))];
  const types = await db
    .select({ id: mcTicketType.id })
    .from(mcTicketType)
    .where(and(inArray(mcTicketType.id, typeIds), eq(mcTicketType.enabled, true)));
  const known = new Set(types.map((t) => t.id));
  const unknown = typeIds.find((id) => !known.has(id));
  if (unknown) throw new AppError(Code.MEAL_VOUCHER_TICKET_TYPE_UNKNOWN, { ticketTypeId: unknown });
  const userIds = [...new Set(v.persons.flatMap((p) => (p.userId ? [p.userId] : [])))];
  const users = userIds.length
    ? await db
        .select({ id: sysUser.id, name: sysUser.name, phone: sysUser.phone })
        .from(sysUser)
        .where(inArray(sysUser.id, userIds))
    : [];
  const userOf = new Map(users.map((u) => [u.id, u]));
  return v.persons.map((p, i) => {
    if (p.userId) {
      const user = userOf.get(p.userId);
      if (!user) throw new AppError(Code.MEAL_VOUCHER_PERSON_INVALID, { index: i + 1 });
      return { ...p, userId: p.userId, name: user.name, phone: user.phone ?? '' };
    }
    if (!p.name || !/^1[0-9]{10}$/.test(p.phone))
      throw new AppError(Code.MEAL_VOUCHER_PERSON_INVALID, { index: i + 1 });
    return { ...p, userId: null };
  });
}

/** Stores the people of application `applicationId` (replacing any). */
async function storePersons(db: Db, applicationId: number, persons: Awaited<ReturnType<typeof checkFields>>) {
  await db.delete(mcMealVoucherPerson).where(eq(mcMealVoucherPerson.applicationId, applicationId));
  await db.insert(mcMealVoucherPerson).values(
    persons.map((p) => ({
      applicationId,
      userId: p.userId,
      name: p.name,
      phone: p.phone,
      ticketTypeId: p.ticketTypeId,
      quantityPerDay: p.quantityPerDay,
    })),
  );
}

/** An audit step: approve or reject with a reason (REASON_REQUIRED without one). */
function auditStep(
  type: 'voucher.audit' | 'voucher.financeAudit' | 'voucher.lifeScienceAudit',
  stamp: 'auditedAt' | 'financeAuditedAt' | 'lifeScienceAuditedAt',
) {
  return async (input: { id: number; approve: boolean; reason?: string }, ctx: SignedInContext) => {
    if (!input.approve && !input.reason) throw new AppError(Code.MEAL_VOUCHER_REASON_REQUIRED);
    const app = await loadApp(ctx.db, input.id, await staffScope(ctx.db, ctx.principal), true);
    const after = await step(
      ctx,
      app,
      { type, approve: input.approve, reason: input.reason },
      input.approve ? { [stamp]: ctx.now } : { reason: input.reason },
    );
    // The staff's department audit (or a later one rejecting) closes a department approval still open.
    await closeConferenceApproval(
      ctx.db,
      'MEAL_VOUCHER',
      app.id,
      input.approve ? 'withdrawn' : 'rejected',
      input.approve ? null : (input.reason ?? null),
      ctx.now,
    );
    return rowOf(ctx.db, after.id, ctx.lang);
  };
}

/** The redemption-period condition on vouchers (local dates of the campus, inclusive). */
function periodCondition(from?: string, to?: string): SQL | undefined {
  const day = sql`(${mcMealVoucher.redeemedAt} at time zone ${CAMPUS_ZONE})::date`;
  return and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
}

/**
 * Closes (step `voucher.settlement`) each distributed or partially distributed application of
 * `appIds` once none of its vouchers can still be used and every redeemed one is settled; the
 * issued vouchers past their validity become expired. Rows locked in id order.
 * @returns the ids of the applications closed
 */
export async function closeSettledApplications(ctx: SignedInContext, appIds: readonly number[]): Promise<number[]> {
  const today = localDateOf(ctx.now, CAMPUS_ZONE);
  const closed: number[] = [];
  for (const appId of [...new Set(appIds)].sort((a, b) => a - b)) {
    const app = await loadApp(ctx.db, appId, undefined, true);
    if (app.state !== 'distributed' && app.state !== 'partiallyDistributed') continue;
    // Closed once no voucher can still be used and every redeemed one is settled.
    const [open] = await ctx.db
      .select({ n: count() })
      .from(mcMealVoucher)
      .where(
        and(
          eq(mcMealVoucher.applicationId, appId),
          or(
            and(eq(mcMealVoucher.state, 'issued'), sql`${mcMealVoucher.validTo} >= ${today}::date`),
            and(eq(mcMealVoucher.state, 'redeemed'), isNull(mcMealVoucher.settledAt)),
          ),
        ),
      );
    if (open.n > 0) continue;
    await ctx.db
      .update(mcMealVoucher)
      .set({ state: 'expired' })
      .where(and(eq(mcMealVoucher.applicationId, appId), eq(mcMealVoucher.state, 'issued')));
    await step(ctx, app, { type: 'voucher.settlement' }, { settledAt: ctx.now });
    closed.push(appId);
  }
  return closed;
}

export const mealVoucherHandlers = implement(mealVoucherContracts, {
  ...myVoucherHandlers,
  mealVoucherGetTicketTypes: async (_input, ctx) => {
    const types = await ctx.db
      .select()
      .from(mcTicketType)
      .where(eq(mcTicketType.enabled, true))
      .orderBy(asc(mcTicketType.sort), asc(mcTicketType.id));
    return types.map((t) => ({
      id: t.id,
      nameCn: t.nameCn,
      nameEn: t.nameEn,
      nameTc: t.nameTc,
      name: byLang(ctx.lang, t.nameCn, t.nameEn || t.nameCn, t.nameTc || t.nameCn),
      diningTypeCode: t.diningTypeCode,
      priceCents: t.priceCents,
    }));
  },

  mealVoucherAdd: async (input, ctx) => {
    const persons = await checkFields(ctx.db, input);
    const [app] = await ctx.db
      .insert(mcMealVoucherApp)
      .values({
        applicationNo: `pending-${randomUUID()}`,
        customerId: input.customerId,
        applicantUserId: ctx.principal.userId,
        applicantName: ctx.principal.name,
        validFrom: input.validFrom,
        validTo: input.validTo,
        remark: input.remark,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    const applicationNo = `MV${localDateOf(ctx.now, CAMPUS_ZONE).replace(/-/g, '')}-${String(app.id).padStart(4, '0')}`;
    const [after] = await ctx.db
      .update(mcMealVoucherApp)
      .set({ applicationNo })
      .where(eq(mcMealVoucherApp.id, app.id))
      .returning();
    await storePersons(ctx.db, app.id, persons);
    // The department's approval, when a workflow is configured (in this transaction: both or neither).
    await startConferenceApproval(ctx.db, 'MEAL_VOUCHER', app.id, ctx.principal.userId, ctx.now);
    ctx.audit({ after: { ...after, persons } });
    return rowOf(ctx.db, app.id, ctx.lang);
  },

  mealVoucherEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const app = await loadApp(ctx.db, id, await userScope(ctx.db, ctx.principal), true);
    const persons = await checkFields(ctx.db, fields);
    await step(
      ctx,
      app,
      { type: 'voucher.edit' },
      {
        customerId: fields.customerId,
        validFrom: fields.validFrom,
        validTo: fields.validTo,
        remark: fields.remark,
      },
    );
    await storePersons(ctx.db, id, persons);
    return rowOf(ctx.db, id, ctx.lang);
  },

  mealVoucherCancel: async (input, ctx) => {
    const app = await loadApp(ctx.db, input.id, await userScope(ctx.db, ctx.principal), true);
    await step(ctx, app, { type: 'voucher.cancel' }, { cancelledAt: ctx.now, reason: input.reason ?? app.reason });
    // Cancelled: the department approval still open is withdrawn (its task goes).
    await closeConferenceApproval(ctx.db, 'MEAL_VOUCHER', app.id, 'withdrawn', null, ctx.now);
    return rowOf(ctx.db, input.id, ctx.lang);
  },

  mealVoucherPage: async (input, ctx) => {
    const where = and(
      await userScope(ctx.db, ctx.principal),
      input.state ? eq(mcMealVoucherApp.state, input.state) : undefined,
      input.customerId ? eq(mcMealVoucherApp.customerId, input.customerId) : undefined,
      input.applicant === 'me' ? eq(mcMealVoucherApp.applicantUserId, ctx.principal.userId) : undefined,
      input.keyword
        ? or(
            ilike(mcMealVoucherApp.applicationNo, containing(input.keyword)),
            placeNameLike(mcCustomer, containing(input.keyword)),
          )
        : undefined,
    );
    const rows = await ctx.db
      .select(rowColumns(ctx.lang))
      .from(mcMealVoucherApp)
      .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
      .where(where)
      .orderBy(desc(mcMealVoucherApp.createdAt), desc(mcMealVoucherApp.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(mcMealVoucherApp)
      .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
      .where(where);
    return pageResult(
      rows.map((r) => toRow(r as RawRow)),
      total,
      input,
    );
  },

  mealVoucherDetail: async (input, ctx) => {
    const app = await loadApp(ctx.db, input.id, await userScope(ctx.db, ctx.principal));
    const row = await rowOf(ctx.db, app.id, ctx.lang);
    const persons = await ctx.db
      .select({
        person: mcMealVoucherPerson,
        type: mcTicketType,
        task: mcMealVoucherTask,
      })
      .from(mcMealVoucherPerson)
      .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucherPerson.ticketTypeId))
      .leftJoin(mcMealVoucherTask, eq(mcMealVoucherTask.personId, mcMealVoucherPerson.id))
      .where(eq(mcMealVoucherPerson.applicationId, app.id))
      .orderBy(asc(mcMealVoucherPerson.id));
    const vouchers = await ctx.db
      .select()
      .from(mcMealVoucher)
      .where(eq(mcMealVoucher.applicationId, app.id))
      .orderBy(asc(mcMealVoucher.validFrom), asc(mcMealVoucher.id));
    const days = daysOf(app.validFrom, app.validTo).length;
    return {
      ...row,
      totalCents: persons.reduce((sum, p) => sum + p.type.priceCents * p.person.quantityPerDay * days, 0),
      persons: persons.map(({ person, type, task }) => ({
        id: person.id,
        userId: person.userId,
        name: person.name,
        phone: person.phone,
        ticketTypeId: person.ticketTypeId,
        ticketTypeName: byLang(ctx.lang, type.nameCn, type.nameEn || type.nameCn, type.nameTc || type.nameCn),
        quantityPerDay: person.quantityPerDay,
        distribution: task
          ? {
              state: task.state as 'pending' | 'done' | 'failed',
              attempts: task.attempts,
              nextAttemptAt: task.nextAttemptAt.toISOString(),
              lastError: parseLastError(task.lastError),
            }
          : null,
        vouchers: vouchers
          .filter((v) => v.personId === person.id)
          .map((v) => ({
            id: v.id,
            code: v.code,
            ticketTypeId: v.ticketTypeId,
            priceCents: v.priceCents,
            validFrom: v.validFrom,
            validTo: v.validTo,
            state: v.state as 'issued' | 'redeemed' | 'expired' | 'void',
            redeemedAt: v.redeemedAt?.toISOString() ?? null,
            settledAt: v.settledAt?.toISOString() ?? null,
          })),
      })),
    };
  },

  mealVoucherAudit: auditStep('voucher.audit', 'auditedAt'),
  mealVoucherFinanceAudit: auditStep('voucher.financeAudit', 'financeAuditedAt'),
  mealVoucherLifeScienceAudit: auditStep('voucher.lifeScienceAudit', 'lifeScienceAuditedAt'),

  mealVoucherConfirm: async (input, ctx) => {
    const app = await loadApp(ctx.db, input.id, await staffScope(ctx.db, ctx.principal), true);
    await step(ctx, app, { type: 'voucher.confirm' }, { confirmedAt: ctx.now });
    await queueDistribution(ctx.db, app.id, ctx.now);
    return rowOf(ctx.db, app.id, ctx.lang);
  },

  mealVoucherRetryDistribution: async (input, ctx) => {
    const app = await loadApp(ctx.db, input.id, await staffScope(ctx.db, ctx.principal), true);
    await step(ctx, app, { type: 'voucher.retryDistribution' });
    await requeueFailed(ctx.db, app.id, ctx.now);
    return rowOf(ctx.db, app.id, ctx.lang);
  },

  mealVoucherImportMealVoucherUser: async (input, ctx) =>
    checkImport(ctx.db, Buffer.from(input.data, 'base64'), ctx.lang),

  mealVoucherWriteOff: async (input, ctx) => {
    if (!isSignedVoucherCode(input.code, ctx.config.serverSecret)) throw new AppError(Code.MEAL_VOUCHER_CODE_INVALID);
    const today = localDateOf(ctx.now, CAMPUS_ZONE);
    // One conditional UPDATE: of two scans at once, the second waits for the first's row lock
    // and then finds the voucher no longer issued.
    const [redeemed] = await ctx.db
      .update(mcMealVoucher)
      .set({ state: 'redeemed', redeemedAt: ctx.now, redeemedBy: ctx.principal.userId })
      .where(
        and(
          eq(mcMealVoucher.code, input.code),
          eq(mcMealVoucher.state, 'issued'),
          sql`${mcMealVoucher.validFrom} <= ${today}::date`,
          sql`${mcMealVoucher.validTo} >= ${today}::date`,
        ),
      )
      .returning();
    if (!redeemed) {
      const [voucher] = await ctx.db.select().from(mcMealVoucher).where(eq(mcMealVoucher.code, input.code));
      if (!voucher) throw new AppError(Code.NOT_FOUND);
      if (voucher.state === 'redeemed')
        throw new AppError(Code.MEAL_VOUCHER_USED, { usedAt: voucher.redeemedAt?.toISOString() ?? '' });
      if (voucher.state === 'void') throw new AppError(Code.MEAL_VOUCHER_VOID);
      if (voucher.state === 'expired' || voucher.validTo < today)
        throw new AppError(Code.MEAL_VOUCHER_EXPIRED, { validToDate: voucher.validTo });
      throw new AppError(Code.MEAL_VOUCHER_NOT_YET_VALID, { validFromDate: voucher.validFrom });
    }
    const [info] = await ctx.db
      .select({ personName: mcMealVoucherPerson.name, type: mcTicketType })
      .from(mcMealVoucherPerson)
      .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucherPerson.ticketTypeId))
      .where(eq(mcMealVoucherPerson.id, redeemed.personId));
    ctx.audit({ after: redeemed });
    await billMealVoucher(ctx.db, redeemed.id, ctx.now);
    return {
      id: redeemed.id,
      personName: info.personName,
      ticketTypeName: byLang(
        ctx.lang,
        info.type.nameCn,
        info.type.nameEn || info.type.nameCn,
        info.type.nameTc || info.type.nameCn,
      ),
      priceCents: redeemed.priceCents,
      validFrom: redeemed.validFrom,
      validTo: redeemed.validTo,
      redeemedAt: (redeemed.redeemedAt as Date).toISOString(),
    };
  },

  mealVoucherGetSettlementPage: async (input, ctx) => {
    const groups = await ctx.db
      .select({
        customerId: mcCustomer.id,
        customerName: placeName(mcCustomer, ctx.lang),
        count: sql<number>`count(*)::int`,
        totalCents: sql<number>`coalesce(sum(${mcMealVoucher.priceCents}), 0)::int`,
      })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
      .where(
        and(
          eq(mcMealVoucher.state, 'redeemed'),
          isNull(mcMealVoucher.settledAt),
          input.customerId ? eq(mcMealVoucherApp.customerId, input.customerId) : undefined,
          periodCondition(input.from, input.to),
          await staffScope(ctx.db, ctx.principal),
        ),
      )
      .groupBy(mcCustomer.id)
      .orderBy(asc(placeName(mcCustomer, ctx.lang)));
    const start = offsetOf(input);
    return pageResult(
      groups
        .slice(start, start + input.pageSize)
        .map((g) => ({ ...g, count: Number(g.count), totalCents: Number(g.totalCents) })),
      groups.length,
      input,
    );
  },

  mealVoucherSettlement: async (input, ctx) => {
    const inScope = ctx.db
      .select({ id: mcMealVoucherApp.id })
      .from(mcMealVoucherApp)
      .where(and(eq(mcMealVoucherApp.customerId, input.customerId), await staffScope(ctx.db, ctx.principal)));
    const settled = await ctx.db
      .update(mcMealVoucher)
      .set({ settledAt: ctx.now })
      .where(
        and(
          eq(mcMealVoucher.state, 'redeemed'),
          isNull(mcMealVoucher.settledAt),
          inArray(mcMealVoucher.applicationId, inScope),
          periodCondition(input.from, input.to),
        ),
      )
      .returning({
        id: mcMealVoucher.id,
        priceCents: mcMealVoucher.priceCents,
        applicationId: mcMealVoucher.applicationId,
      });
    if (!settled.length) throw new AppError(Code.MEAL_VOUCHER_NOTHING_TO_SETTLE);
    await unbillSource(
      ctx.db,
      'mealVoucher',
      settled.map((s) => s.id),
      ctx.now,
    );
    const closed = await closeSettledApplications(
      ctx,
      settled.map((s) => s.applicationId),
    );
    ctx.audit({
      after: { customerId: input.customerId, from: input.from, to: input.to, vouchers: settled.map((s) => s.id) },
    });
    return {
      count: settled.length,
      totalCents: settled.reduce((sum, s) => sum + s.priceCents, 0),
      settledApplications: closed,
    };
  },
});

/**
 * Handlers of platform/contracts/membership-card.contract.ts (docs/fitness.md): card types,
 * payment methods, members' cards and every operation on them. Each operation runs in the
 * call's one transaction: the card's row locked (in the caller's data scope: the member's
 * organisation, out of scope = NOT_FOUND), the step applied through the card's machine, the
 * type's rules checked, the card updated, one event appended, the payment recorded.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/membership-card.contract';
import type { CardTypeFields, PayMethodRow } from '../../../platform/contracts/membership-card.contract';
import { addIsoDays, chooseCard } from '../../../platform/fitness/choose-card';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { clubCard, clubCardEvent, clubCardType, clubPayMethod, clubPayment, sysUser } from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { reachCondition, reachOf, scopeCondition } from '../org/data-scope';
import {
  appendEvent,
  cardMember,
  cardQuery,
  cardRowOf,
  eventQuery,
  lockCard,
  nameIn,
  nextCardNo,
  stepOf,
  todayAt,
  toCardRow,
  toEventRow,
  typeOf,
  updateCard,
  type Card,
  type CardType,
} from './card-store';
import { memberPriceOf } from './member-price';
import { checkLeave, freezeCard } from './leave';
import { payMethodOf, providerNamed, recordPayment } from './payment';
import { activeFrom, candidatesOf, takeUse, usageAt } from './usage';
import { alias } from 'drizzle-orm/pg-core';

/** Days from ISO date `a` to `b` (b − a). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The data-scope condition of a staff call over cards (the member and the member's organisation). */
const cardScope = (db: Db, me: Principal) => scopeCondition(db, me, { userId: clubCard.userId, orgId: clubCard.orgId });

/**
 * An enabled member `userId` within the caller's data scope.
 * @throws AppError CARD_MEMBER_UNKNOWN (also out of scope)
 */
export async function memberOf(db: Db, me: Principal, userId: number) {
  const scope = reachCondition(await reachOf(db, me), { userId: sysUser.id, orgId: sysUser.orgId });
  const [user] = await db
    .select({ id: sysUser.id, orgId: sysUser.orgId })
    .from(sysUser)
    .where(and(eq(sysUser.id, userId), eq(sysUser.status, 0), scope));
  if (!user) throw new AppError(Code.CARD_MEMBER_UNKNOWN, { userId });
  return user;
}

/** Checks the entitlement of a type's fields. @throws AppError CARD_TYPE_ENTITLEMENT_REQUIRED */
function checkType(v: CardTypeFields) {
  if (v.validDays === null && v.uses === null && v.valueCents === null)
    throw new AppError(Code.CARD_TYPE_ENTITLEMENT_REQUIRED);
}

/** A type row as the wire shows it. */
const toTypeRow = (t: CardType, lang: Lang): contracts.CardTypeRow => ({
  id: t.id,
  name: nameIn(lang, t),
  nameCn: t.nameCn,
  nameEn: t.nameEn,
  nameTc: t.nameTc,
  validDays: t.validDays,
  uses: t.uses,
  weekCap: t.weekCap,
  monthCap: t.monthCap,
  valueCents: t.valueCents,
  activation: t.activation as 'purchase' | 'firstVisit',
  activationDeadlineDays: t.activationDeadlineDays,
  admits: contracts.Admission.parse(t.admits),
  priceCents: t.priceCents,
  innerPriceCents: t.innerPriceCents,
  rules: t.rules,
  enabled: t.enabled,
  sort: t.sort,
});

const toMethodRow = (m: typeof clubPayMethod.$inferSelect, lang: Lang): PayMethodRow => ({
  id: m.id,
  code: m.code,
  name: nameIn(lang, m),
  nameCn: m.nameCn,
  nameEn: m.nameEn,
  nameTc: m.nameTc,
  kind: m.kind as PayMethodRow['kind'],
  enabled: m.enabled,
  sort: m.sort,
});

/** Whether a unique violation on `constraint` is the error (driver errors arrive wrapped). */
function isUnique(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23505' && c.constraint === constraint;
}

/**
 * Refuses an operation the type's rules forbid.
 * @throws AppError CARD_RULE_FORBIDS ({action})
 */
function allowed(ok: boolean, action: string) {
  if (!ok) throw new AppError(Code.CARD_RULE_FORBIDS, { action }, { action });
}

/** The common start of a card operation: the card locked in scope and its type. */
async function load(ctx: SignedInContext, id: number) {
  const card = await lockCard(ctx.db, id, await cardScope(ctx.db, ctx.principal));
  return { card, type: await typeOf(ctx.db, card.typeId) };
}

/** Records a sale of `amountCents` for `card`'s event `eventId` (nothing for 0). */
async function sale(
  ctx: SignedInContext,
  card: Pick<Card, 'id' | 'userId'>,
  eventId: number,
  item: string,
  amountCents: number,
  methodId: number,
) {
  if (amountCents <= 0) return;
  await recordPayment(
    ctx.db,
    {
      kind: 'sale',
      amountCents,
      methodId,
      item,
      cardId: card.id,
      eventId,
      userId: card.userId,
      staffUserId: ctx.principal.userId,
      at: ctx.now,
    },
    providerNamed(ctx.config.paymentProvider),
  );
}

/** Inserts a new card (number from the sequence); answers it. */
async function insertCard(db: Db, values: Omit<typeof clubCard.$inferInsert, 'id' | 'cardNo'>, now: Date) {
  const { id, cardNo } = await nextCardNo(db);
  const [card] = await db
    .insert(clubCard)
    .values({ ...values, id, cardNo, createdAt: now, updatedAt: now })
    .returning();
  return card;
}

export const membershipCardHandlers = implement(contracts, {
  fitnessCardTypePage: async (input, ctx) => {
    const where = and(
      input.keyword
        ? or(
            ilike(clubCardType.nameCn, containing(input.keyword)),
            ilike(clubCardType.nameEn, containing(input.keyword)),
            ilike(clubCardType.nameTc, containing(input.keyword)),
          )
        : undefined,
      input.enabled ? eq(clubCardType.enabled, input.enabled === 'true') : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubCardType).where(where);
    const rows = await ctx.db
      .select()
      .from(clubCardType)
      .where(where)
      .orderBy(asc(clubCardType.sort), asc(clubCardType.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((t) => toTypeRow(t, ctx.lang)),
      Number(total),
      input,
    );
  },

  fitnessCardTypeAdd: async (input, ctx) => {
    checkType(input);
    try {
      const [t] = await ctx.db.insert(clubCardType).values(input).returning();
      ctx.audit({ after: t });
      return toTypeRow(t, ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_card_type_name_key')) throw new AppError(Code.DUPLICATE, { value: input.nameCn });
      throw err;
    }
  },

  fitnessCardTypeEdit: async ({ id, ...input }, ctx) => {
    checkType(input);
    const [before] = await ctx.db.select().from(clubCardType).where(eq(clubCardType.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    try {
      const [t] = await ctx.db
        .update(clubCardType)
        .set({ ...input, updatedAt: ctx.now })
        .where(eq(clubCardType.id, id))
        .returning();
      ctx.audit({ before, after: t });
      return toTypeRow(t, ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_card_type_name_key')) throw new AppError(Code.DUPLICATE, { value: input.nameCn });
      throw err;
    }
  },

  fitnessCardTypeOnSale: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(clubCardType)
      .where(eq(clubCardType.enabled, true))
      .orderBy(asc(clubCardType.sort), asc(clubCardType.id));
    return rows.map((t) => toTypeRow(t, ctx.lang));
  },

  fitnessCardTypeMine: async (_input, ctx) => {
    const mine = ctx.db
      .select({ typeId: clubCard.typeId })
      .from(clubCard)
      .where(eq(clubCard.userId, ctx.principal.userId));
    const rows = await ctx.db
      .select()
      .from(clubCardType)
      .where(inArray(clubCardType.id, mine))
      .orderBy(asc(clubCardType.sort), asc(clubCardType.id));
    return rows.map((t) => toTypeRow(t, ctx.lang));
  },

  fitnessPayMethodPage: async (input, ctx) => {
    const where = input.enabled ? eq(clubPayMethod.enabled, input.enabled === 'true') : undefined;
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubPayMethod).where(where);
    const rows = await ctx.db
      .select()
      .from(clubPayMethod)
      .where(where)
      .orderBy(asc(clubPayMethod.sort), asc(clubPayMethod.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((m) => toMethodRow(m, ctx.lang)),
      Number(total),
      input,
    );
  },

  fitnessPayMethodAdd: async (input, ctx) => {
    try {
      const [m] = await ctx.db.insert(clubPayMethod).values(input).returning();
      ctx.audit({ after: m });
      return toMethodRow(m, ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_pay_method_code_key')) throw new AppError(Code.DUPLICATE, { value: input.code });
      throw err;
    }
  },

  fitnessPayMethodEdit: async ({ id, ...input }, ctx) => {
    const [before] = await ctx.db.select().from(clubPayMethod).where(eq(clubPayMethod.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    try {
      const [m] = await ctx.db.update(clubPayMethod).set(input).where(eq(clubPayMethod.id, id)).returning();
      ctx.audit({ before, after: m });
      return toMethodRow(m, ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_pay_method_code_key')) throw new AppError(Code.DUPLICATE, { value: input.code });
      throw err;
    }
  },

  fitnessCardPage: async (input, ctx) => {
    const where = and(
      input.state ? eq(clubCard.state, input.state) : undefined,
      input.storedValue === 'true'
        ? isNotNull(clubCard.valueLeftCents)
        : input.storedValue === 'false'
          ? isNull(clubCard.valueLeftCents)
          : undefined,
      input.typeId ? eq(clubCard.typeId, input.typeId) : undefined,
      input.userId ? eq(clubCard.userId, input.userId) : undefined,
      input.keyword
        ? or(
            ilike(clubCard.cardNo, containing(input.keyword)),
            ilike(cardMember.name, containing(input.keyword)),
            ilike(cardMember.account, containing(input.keyword)),
          )
        : undefined,
      await cardScope(ctx.db, ctx.principal),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubCard)
      .innerJoin(cardMember, eq(cardMember.id, clubCard.userId))
      .where(where);
    const rows = await cardQuery(ctx.db)
      .where(where)
      .orderBy(desc(clubCard.createdAt), desc(clubCard.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => toCardRow(r, ctx.lang)),
      Number(total),
      input,
    );
  },

  fitnessCardDetail: async ({ id }, ctx) => {
    const [row] = await cardQuery(ctx.db).where(and(eq(clubCard.id, id), await cardScope(ctx.db, ctx.principal)));
    if (!row) throw new AppError(Code.NOT_FOUND);
    const events = await eventQuery(ctx.db)
      .where(eq(clubCardEvent.cardId, id))
      .orderBy(desc(clubCardEvent.at), desc(clubCardEvent.id));
    return { ...toCardRow(row, ctx.lang), events: events.map(toEventRow) };
  },

  fitnessCardBuy: async (input, ctx) => {
    const [type] = await ctx.db
      .select()
      .from(clubCardType)
      .where(and(eq(clubCardType.id, input.typeId), eq(clubCardType.enabled, true)));
    if (!type) throw new AppError(Code.CARD_TYPE_UNKNOWN, { typeId: input.typeId });
    const user = await memberOf(ctx.db, ctx.principal, input.userId);
    const method = await payMethodOf(ctx.db, input.methodId);
    const today = todayAt(ctx.now);
    const pending = type.activation === 'firstVisit';
    const price = await memberPriceOf(ctx.db, type, user.id, today);
    const card = await insertCard(
      ctx.db,
      {
        typeId: type.id,
        userId: user.id,
        orgId: user.orgId,
        state: pending ? 'pendingActivation' : 'active',
        ...(pending ? { startsOn: null, endsOn: null } : activeFrom(type, today)),
        activateBy: pending && type.activationDeadlineDays ? addIsoDays(today, type.activationDeadlineDays) : null,
        usesLeft: type.uses,
        valueLeftCents: type.valueCents,
        pricePaidCents: price.priceCents,
      },
      ctx.now,
    );
    const eventId = await appendEvent(ctx.db, card.id, 'buy', card.state, {
      actorUserId: ctx.principal.userId,
      stateBefore: null,
      amountCents: price.priceCents,
      endsAfter: card.endsOn,
      uses: type.uses,
      detail: price.inner
        ? { typeId: type.id, innerPrice: true, listPriceCents: type.priceCents }
        : { typeId: type.id },
      at: ctx.now,
    });
    await sale(ctx, card, eventId, 'buy', price.priceCents, method.id);
    ctx.audit({ after: card });
    return cardRowOf(ctx.db, card.id, ctx.lang);
  },

  fitnessCardActivate: async ({ id }, ctx) => {
    const { card, type } = await load(ctx, id);
    const state = stepOf(card, 'card.activate');
    const after = await updateCard(ctx.db, card, { state, ...activeFrom(type, todayAt(ctx.now)) }, ctx.now);
    await appendEvent(ctx.db, card.id, 'activate', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      endsBefore: card.endsOn,
      endsAfter: after.endsOn,
      at: ctx.now,
    });
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardRenew: async ({ id, methodId }, ctx) => {
    const { card, type } = await load(ctx, id);
    stepOf(card, 'card.renew');
    allowed(type.rules.renew.allowed, 'renew');
    if (!type.enabled) throw new AppError(Code.CARD_TYPE_UNKNOWN, { typeId: type.id });
    const method = await payMethodOf(ctx.db, methodId);
    const today = todayAt(ctx.now);
    const price = await memberPriceOf(ctx.db, type, card.userId, today);
    const start = card.endsOn && card.endsOn >= today ? addIsoDays(card.endsOn, 1) : today;
    const renewed = await insertCard(
      ctx.db,
      {
        typeId: type.id,
        userId: card.userId,
        orgId: card.orgId,
        state: 'active',
        ...activeFrom(type, start),
        usesLeft: type.uses,
        valueLeftCents: type.valueCents,
        pricePaidCents: price.priceCents,
        renewedFromId: card.id,
      },
      ctx.now,
    );
    const eventId = await appendEvent(ctx.db, renewed.id, 'renew', 'active', {
      actorUserId: ctx.principal.userId,
      stateBefore: null,
      amountCents: price.priceCents,
      endsBefore: card.endsOn,
      endsAfter: renewed.endsOn,
      otherCardId: card.id,
      at: ctx.now,
    });
    await sale(ctx, renewed, eventId, 'renew', price.priceCents, method.id);
    ctx.audit({ before: card, after: renewed });
    return cardRowOf(ctx.db, renewed.id, ctx.lang);
  },

  fitnessCardUpgrade: async ({ id, methodId, typeId }, ctx) => {
    const { card, type } = await load(ctx, id);
    const state = stepOf(card, 'card.upgrade');
    allowed(type.rules.upgrade.allowed, 'upgrade');
    const [to] = await ctx.db
      .select()
      .from(clubCardType)
      .where(and(eq(clubCardType.id, typeId), eq(clubCardType.enabled, true)));
    if (!to) throw new AppError(Code.CARD_TYPE_UNKNOWN, { typeId });
    const start = card.startsOn ?? todayAt(ctx.now);
    const until = addIsoDays(start, type.rules.upgrade.windowDays);
    if (todayAt(ctx.now) > until) throw new AppError(Code.CARD_UPGRADE_WINDOW_PASSED, { until });
    if (to.priceCents <= type.priceCents)
      throw new AppError(Code.CARD_UPGRADE_NOT_DEARER, { from: type.priceCents / 100, to: to.priceCents / 100 });
    const method = await payMethodOf(ctx.db, methodId);
    const diff = to.priceCents - type.priceCents;
    const grow = (left: number | null, was: number | null, now: number | null) =>
      now === null ? null : Math.max(0, (left ?? 0) + now - (was ?? 0));
    const after = await updateCard(
      ctx.db,
      card,
      {
        state,
        typeId: to.id,
        endsOn: to.validDays ? addIsoDays(start, to.validDays - 1 + card.leaveDays) : null,
        usesLeft: grow(card.usesLeft, type.uses, to.uses),
        valueLeftCents: grow(card.valueLeftCents, type.valueCents, to.valueCents),
        pricePaidCents: card.pricePaidCents + diff,
      },
      ctx.now,
    );
    const eventId = await appendEvent(ctx.db, card.id, 'upgrade', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      amountCents: diff,
      endsBefore: card.endsOn,
      endsAfter: after.endsOn,
      detail: { fromTypeId: type.id, toTypeId: to.id },
      at: ctx.now,
    });
    await sale(ctx, card, eventId, 'upgrade', diff, method.id);
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardTransfer: async ({ id, methodId, toUserId, reason }, ctx) => {
    const { card, type } = await load(ctx, id);
    const state = stepOf(card, 'card.transfer');
    const rule = type.rules.transfer;
    allowed(rule.allowed, 'transfer');
    if (card.transfers >= rule.maxTimes) throw new AppError(Code.CARD_TRANSFER_LIMIT, { max: rule.maxTimes });
    if (toUserId === card.userId) throw new AppError(Code.CARD_TRANSFER_SAME_MEMBER);
    const to = await memberOf(ctx.db, ctx.principal, toUserId);
    const method = rule.feeCents > 0 ? await payMethodOf(ctx.db, methodId) : null;
    const closed = await updateCard(ctx.db, card, { state }, ctx.now);
    const copy = await insertCard(
      ctx.db,
      {
        typeId: card.typeId,
        userId: to.id,
        orgId: to.orgId,
        state: card.state,
        startsOn: card.startsOn,
        endsOn: card.endsOn,
        activateBy: card.activateBy,
        usesLeft: card.usesLeft,
        valueLeftCents: card.valueLeftCents,
        frozenFrom: card.frozenFrom,
        frozenUntil: card.frozenUntil,
        transfers: card.transfers + 1,
        leaves: card.leaves,
        leaveDays: card.leaveDays,
        transferredFromId: card.id,
        pricePaidCents: 0,
      },
      ctx.now,
    );
    const eventId = await appendEvent(ctx.db, card.id, 'transfer', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      feeCents: rule.feeCents,
      endsBefore: card.endsOn,
      endsAfter: card.endsOn,
      reason,
      otherCardId: copy.id,
      detail: { toUserId: to.id },
      at: ctx.now,
    });
    await appendEvent(ctx.db, copy.id, 'transfer', copy.state, {
      actorUserId: ctx.principal.userId,
      stateBefore: null,
      endsAfter: copy.endsOn,
      reason,
      otherCardId: card.id,
      detail: { fromUserId: card.userId },
      at: ctx.now,
    });
    if (method) await sale(ctx, copy, eventId, 'transfer', rule.feeCents, method.id);
    ctx.audit({ before: card, after: { closed, copy } });
    return cardRowOf(ctx.db, copy.id, ctx.lang);
  },

  fitnessCardDelay: async ({ id, methodId, days, reason }, ctx) => {
    const { card, type } = await load(ctx, id);
    const state = stepOf(card, 'card.delay');
    const rule = type.rules.delay;
    allowed(rule.allowed && card.endsOn !== null, 'delay');
    if (days > rule.maxDays) throw new AppError(Code.CARD_DELAY_TOO_LONG, { days, max: rule.maxDays });
    const method = rule.feeCents > 0 ? await payMethodOf(ctx.db, methodId) : null;
    const endsOn = addIsoDays(card.endsOn as string, days);
    const after = await updateCard(ctx.db, card, { state, endsOn }, ctx.now);
    const eventId = await appendEvent(ctx.db, card.id, 'delay', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      feeCents: rule.feeCents,
      days,
      endsBefore: card.endsOn,
      endsAfter: endsOn,
      reason,
      at: ctx.now,
    });
    if (method) await sale(ctx, card, eventId, 'delay', rule.feeCents, method.id);
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardLeave: async ({ id, from, days, reason, methodId }, ctx) => {
    const { card, type } = await load(ctx, id);
    const today = todayAt(ctx.now);
    const ask = { from, days, reason };
    checkLeave(card, type, ask, today);
    const rule = type.rules.leave;
    const method = rule.feeCents > 0 ? await payMethodOf(ctx.db, methodId) : null;
    const { after, eventId } = await freezeCard(ctx.db, card, type, ask, {
      today,
      actorUserId: ctx.principal.userId,
      now: ctx.now,
    });
    if (method) await sale(ctx, card, eventId, 'leave', rule.feeCents, method.id);
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardResume: async ({ id }, ctx) => {
    const { card } = await load(ctx, id);
    const state = stepOf(card, 'card.resume');
    const today = todayAt(ctx.now);
    // The days of the freeze not taken: from today (or its first day, if later) to its last day.
    const until = card.frozenUntil ?? today;
    const first = card.frozenFrom && card.frozenFrom > today ? card.frozenFrom : today;
    const back = until >= first ? daysBetween(first, until) + 1 : 0;
    const endsOn = card.endsOn ? addIsoDays(card.endsOn, -back) : null;
    const after = await updateCard(
      ctx.db,
      card,
      { state, endsOn, frozenFrom: null, frozenUntil: null, leaveDays: Math.max(0, card.leaveDays - back) },
      ctx.now,
    );
    await appendEvent(ctx.db, card.id, 'resume', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      days: back,
      endsBefore: card.endsOn,
      endsAfter: endsOn,
      fromOn: card.frozenFrom,
      toOn: card.frozenUntil,
      at: ctx.now,
    });
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardRefund: async ({ id, methodId, amountCents, reason }, ctx) => {
    const { card, type } = await load(ctx, id);
    const state = stepOf(card, 'card.refund');
    const rule = type.rules.refund;
    allowed(rule.allowed, 'refund');
    if (amountCents > card.pricePaidCents)
      throw new AppError(Code.CARD_REFUND_TOO_MUCH, { amount: amountCents / 100, paid: card.pricePaidCents / 100 });
    if (!rule.partial && amountCents !== card.pricePaidCents)
      throw new AppError(Code.CARD_REFUND_PARTIAL_FORBIDDEN, { paid: card.pricePaidCents / 100 });
    const method = await payMethodOf(ctx.db, methodId);
    if ((rule.to === 'storedValue') !== (method.kind === 'storedValue'))
      throw new AppError(Code.PAY_METHOD_UNKNOWN, { methodId });
    const after = await updateCard(ctx.db, card, { state, frozenFrom: null, frozenUntil: null }, ctx.now);
    const eventId = await appendEvent(ctx.db, card.id, 'refund', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      amountCents,
      endsBefore: card.endsOn,
      endsAfter: card.endsOn,
      reason,
      detail: { paidCents: card.pricePaidCents, to: rule.to },
      at: ctx.now,
    });
    if (amountCents > 0)
      await recordPayment(
        ctx.db,
        {
          kind: 'refund',
          amountCents,
          methodId: method.id,
          item: 'refund',
          cardId: card.id,
          eventId,
          userId: card.userId,
          staffUserId: ctx.principal.userId,
          at: ctx.now,
        },
        providerNamed(ctx.config.paymentProvider),
      );
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardCredit: async ({ id, methodId, amountCents }, ctx) => {
    const { card } = await load(ctx, id);
    const state = stepOf(card, 'card.credit');
    if (card.valueLeftCents === null) throw new AppError(Code.CARD_NO_STORED_VALUE);
    const method = await payMethodOf(ctx.db, methodId);
    const after = await updateCard(
      ctx.db,
      card,
      { state, valueLeftCents: card.valueLeftCents + amountCents, pricePaidCents: card.pricePaidCents + amountCents },
      ctx.now,
    );
    const eventId = await appendEvent(ctx.db, card.id, 'credit', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: card.state,
      amountCents,
      endsBefore: card.endsOn,
      endsAfter: card.endsOn,
      at: ctx.now,
    });
    await sale(ctx, card, eventId, 'credit', amountCents, method.id);
    ctx.audit({ before: card, after });
    return cardRowOf(ctx.db, id, ctx.lang);
  },

  fitnessCardUse: async (input, ctx) => {
    const user = await memberOf(ctx.db, ctx.principal, input.userId);
    const taken = await takeUse(ctx.db, {
      userId: user.id,
      usage: usageAt(ctx.now, input),
      actorUserId: ctx.principal.userId,
      now: ctx.now,
    });
    ctx.audit({ before: taken.before, after: taken.card });
    return { card: await cardRowOf(ctx.db, taken.card.id, ctx.lang), choice: taken.choice };
  },

  fitnessCardEventPage: async (input, ctx) => {
    const where = and(
      input.kind?.length ? inArray(clubCardEvent.kind, input.kind) : undefined,
      input.cardId ? eq(clubCardEvent.cardId, input.cardId) : undefined,
      input.from
        ? gte(clubCardEvent.at, sql`(${input.from}::date::timestamp at time zone 'Asia/Shanghai')`)
        : undefined,
      input.to
        ? lte(clubCardEvent.at, sql`((${input.to}::date + 1)::timestamp at time zone 'Asia/Shanghai')`)
        : undefined,
      await cardScope(ctx.db, ctx.principal),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubCardEvent)
      .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
      .where(where);
    const rows = await eventQuery(ctx.db)
      .where(where)
      .orderBy(desc(clubCardEvent.at), desc(clubCardEvent.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(rows.map(toEventRow), Number(total), input);
  },

  fitnessPaymentPage: async (input, ctx) => {
    const payer = alias(sysUser, 'payer');
    const staff = alias(sysUser, 'staff');
    const where: SQL | undefined = and(
      input.kind ? eq(clubPayment.kind, input.kind) : undefined,
      input.from ? gte(clubPayment.at, sql`(${input.from}::date::timestamp at time zone 'Asia/Shanghai')`) : undefined,
      input.to
        ? lte(clubPayment.at, sql`((${input.to}::date + 1)::timestamp at time zone 'Asia/Shanghai')`)
        : undefined,
      await scopeCondition(ctx.db, ctx.principal, { userId: clubPayment.userId, orgId: payer.orgId }),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubPayment)
      .innerJoin(payer, eq(payer.id, clubPayment.userId))
      .where(where);
    const rows = await ctx.db
      .select({
        id: clubPayment.id,
        kind: clubPayment.kind,
        amountCents: clubPayment.amountCents,
        methodCn: clubPayMethod.nameCn,
        methodEn: clubPayMethod.nameEn,
        methodTc: clubPayMethod.nameTc,
        item: clubPayment.item,
        cardId: clubPayment.cardId,
        cardNo: clubCard.cardNo,
        memberName: payer.name,
        staffName: staff.name,
        provider: clubPayment.provider,
        at: clubPayment.at,
      })
      .from(clubPayment)
      .innerJoin(payer, eq(payer.id, clubPayment.userId))
      .innerJoin(clubPayMethod, eq(clubPayMethod.id, clubPayment.methodId))
      .leftJoin(clubCard, eq(clubCard.id, clubPayment.cardId))
      .leftJoin(staff, eq(staff.id, clubPayment.staffUserId))
      .where(where)
      .orderBy(desc(clubPayment.at), desc(clubPayment.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map(({ methodCn, methodEn, methodTc, ...r }) => ({
        ...r,
        kind: r.kind as 'sale' | 'refund',
        methodName: nameIn(ctx.lang, { nameCn: methodCn, nameEn: methodEn, nameTc: methodTc }),
        at: r.at.toISOString(),
      })),
      Number(total),
      input,
    );
  },

  fitnessCardMine: async (_input, ctx) => {
    const rows = await cardQuery(ctx.db)
      .where(eq(clubCard.userId, ctx.principal.userId))
      .orderBy(
        sql`case when ${clubCard.state} in ('active', 'pendingActivation', 'frozen') then 0 else 1 end`,
        sql`case when ${clubCard.state} in ('active', 'pendingActivation', 'frozen') then ${clubCard.endsOn} end
          asc nulls last`,
        desc(clubCard.createdAt),
        desc(clubCard.id),
      );
    return rows.map((r) => toCardRow(r, ctx.lang));
  },

  fitnessCardMineDetail: async ({ id }, ctx) => {
    const [row] = await cardQuery(ctx.db).where(and(eq(clubCard.id, id), eq(clubCard.userId, ctx.principal.userId)));
    if (!row) throw new AppError(Code.NOT_FOUND);
    const events = await eventQuery(ctx.db)
      .where(eq(clubCardEvent.cardId, id))
      .orderBy(desc(clubCardEvent.at), desc(clubCardEvent.id));
    return { ...toCardRow(row, ctx.lang), events: events.map(toEventRow) };
  },

  fitnessCardEventMine: async (input, ctx) => {
    // Scoped to the caller's own cards in the SQL: another's card id lists nothing.
    const where = and(
      eq(clubCard.userId, ctx.principal.userId),
      input.cardId ? eq(clubCardEvent.cardId, input.cardId) : undefined,
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubCardEvent)
      .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
      .where(where);
    const rows = await eventQuery(ctx.db)
      .where(where)
      .orderBy(desc(clubCardEvent.at), desc(clubCardEvent.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(rows.map(toEventRow), Number(total), input);
  },

  fitnessCardChoose: async (input, ctx) => {
    const usage = usageAt(ctx.now, {
      sceneId: input.sceneId ?? null,
      courseKind: input.courseKind ?? null,
      priceCents: input.priceCents,
    });
    const cards = await candidatesOf(ctx.db, ctx.principal.userId, usage.date, false);
    const choice = chooseCard(
      cards.map((c) => c.candidate),
      usage,
    );
    const numbers = new Map(cards.map((c) => [c.card.id, c.card.cardNo]));
    return {
      ...choice,
      cardNo: choice.cardId === null ? null : (numbers.get(choice.cardId) ?? null),
      passed: choice.passed.map((p) => ({ ...p, cardNo: numbers.get(p.cardId) ?? '' })),
    };
  },
});

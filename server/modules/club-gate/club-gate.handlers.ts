/**
 * Handlers of platform/contracts/club-gate.contract.ts (docs/fitness-gate.md): gates and their keys,
 * the turnstile's signed pass, staff overrides, the entry / exit records and check-ins, the whitelist,
 * the club's settings and internal members. Every change runs in the call's one transaction and is
 * audited; a refusal (an AppError) changes nothing. A refused pass is not a refusal of the call: it is
 * recorded and answered.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import * as calls from '../../../platform/contracts/club-gate.contract';
import type {
  GatePassAnswer,
  GateRow,
  InnerRow,
  WhiteFields,
  WhiteRow,
} from '../../../platform/contracts/club-gate.contract';
import { chooseCard, type Refusal } from '../../../platform/fitness/choose-card';
import { Code, type CodeValue } from '../../../platform/protocol/codes';
import { SIGN_WINDOW_MS } from '../../../platform/protocol/sign';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  clubCard,
  clubCardType,
  clubConfigVersion,
  clubGate,
  clubGateOverride,
  clubGatePass,
  clubGateWhite,
  clubInnerMember,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal } from '../../plugins/call-handler';
import { reachCondition, reachOf, scopeCondition } from '../org/data-scope';
import { clockTime, toWireTime } from '../reserve/campus-time';
import { CAMPUS_ZONE, todayAt } from '../fitness/card-store';
import { candidatesOf, takeUse, usageAt } from '../fitness/usage';
import { uniqueOrDuplicate } from '../settings/common';
import { clubSettings, debtCents, gateBookingHooks, gateKeyOf, minutesOf, passSignedBy } from './gate-core';

/** How long an override keeps the gate open for the member's next entry, ms. */
export const OVERRIDE_WINDOW_MS = 60_000;

const wire = (d: Date) => toWireTime(d, CAMPUS_ZONE);

/** A stored gate as the back office lists it. */
function gateRow(g: typeof clubGate.$inferSelect): GateRow {
  return {
    id: g.id,
    code: g.code,
    name: g.name,
    sceneId: g.sceneId,
    place: g.place,
    direction: g.direction as GateRow['direction'],
    enabled: g.enabled,
    keyVersion: g.keyVersion,
    createdAt: wire(g.createdAt),
  };
}

/** The data-scope condition of staff reads over passes (the member and the member's organisation then). */
const passScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubGatePass.userId, orgId: clubGatePass.orgId });

/**
 * The campus date of a timestamp column, as text. The zone is a literal, not a parameter: grouping by
 * this expression needs the select's and the group's to be the same text.
 */
const campusDay = (col: SQL | typeof clubGatePass.at) =>
  sql<string>`(${col} at time zone ${sql.raw(`'${CAMPUS_ZONE}'`)})::date::text`;

/** Conditions of a period of campus dates (inclusive) on a timestamp column. */
function period(col: typeof clubGatePass.at, from?: string, to?: string): SQL[] {
  return [
    from ? gte(col, sql`(${from}::date::timestamp at time zone ${CAMPUS_ZONE})`) : undefined,
    to ? lte(col, sql`((${to}::date + 1)::timestamp at time zone ${CAMPUS_ZONE})`) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * The coded reason of a member whose cards cannot pay, from the chooser's reasons: a frozen card
 * first (the member is told why), then no uses left, then not admitted (scene, hour, state), then
 * expired; no card at all: GATE_REFUSE_NO_CARD.
 */
export function refusalReason(whys: (Refusal | 'frozen')[]): { reason: string; code: CodeValue } {
  if (!whys.length) return { reason: 'noCard', code: Code.GATE_REFUSE_NO_CARD };
  if (whys.includes('frozen')) return { reason: 'frozen', code: Code.GATE_REFUSE_FROZEN };
  if (whys.some((w) => ['noUsesLeft', 'weekCap', 'monthCap', 'noValue'].includes(w)))
    return { reason: 'noUses', code: Code.GATE_REFUSE_NO_USES };
  if (whys.some((w) => ['scene', 'hour', 'courseKind', 'state'].includes(w)))
    return { reason: 'notAdmitted', code: Code.GATE_REFUSE_NOT_ADMITTED };
  return { reason: 'expired', code: Code.GATE_REFUSE_EXPIRED };
}

/** The member a turnstile presents: by card number (any state) or by account; enabled users only. */
async function memberPresented(db: Db, cardNo: string, account: string) {
  const [row] = cardNo
    ? await db
        .select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId })
        .from(clubCard)
        .innerJoin(sysUser, eq(sysUser.id, clubCard.userId))
        .where(and(eq(clubCard.cardNo, cardNo), eq(sysUser.status, 0)))
    : await db
        .select({ id: sysUser.id, name: sysUser.name, orgId: sysUser.orgId })
        .from(sysUser)
        .where(and(eq(sysUser.account, account), eq(sysUser.status, 0)));
  return row ?? null;
}

/** What decides an entry, before it is recorded. */
interface Decision {
  result: 'open' | 'warn' | 'refuse';
  reason: string;
  code: CodeValue | null;
  cardId?: number | null;
  cardNo?: string | null;
  usedUse?: boolean;
  whiteId?: number | null;
  overrideId?: number | null;
}

/**
 * The entry of member `user` at `gate` now: the whitelist, an override within its window, the
 * opening hours, the cards (locked in id order), debt, re-entry and a booking; takes one use when the
 * entry is paid by a card that counts visits (`takeUse`, shared with `card/use` and the bookings).
 */
async function decideEntry(
  db: Db,
  gate: typeof clubGate.$inferSelect,
  user: { id: number },
  now: Date,
): Promise<Decision> {
  const today = todayAt(now);
  const [white] = await db
    .select({ id: clubGateWhite.id })
    .from(clubGateWhite)
    .where(
      and(
        eq(clubGateWhite.userId, user.id),
        or(isNull(clubGateWhite.validFrom), lte(clubGateWhite.validFrom, today)),
        or(isNull(clubGateWhite.validTo), gte(clubGateWhite.validTo, today)),
      ),
    );
  if (white) return { result: 'open', reason: 'whitelist', code: null, whiteId: white.id };

  // An override not used yet, within its window: locked so that two passes at once open once.
  const [override] = await db
    .select({ id: clubGateOverride.id })
    .from(clubGateOverride)
    .where(
      and(
        eq(clubGateOverride.gateId, gate.id),
        eq(clubGateOverride.userId, user.id),
        gte(clubGateOverride.at, new Date(now.getTime() - OVERRIDE_WINDOW_MS)),
        sql`not exists (select 1 from ${clubGatePass} where ${clubGatePass.overrideId} = ${clubGateOverride.id})`,
      ),
    )
    .orderBy(desc(clubGateOverride.id))
    .limit(1)
    .for('update');
  if (override) return { result: 'open', reason: 'override', code: null, overrideId: override.id };

  const { settings } = await clubSettings(db);
  const minute = minutesOf(clockTime(now, CAMPUS_ZONE).slice(0, 5));
  if (minute < minutesOf(settings.openAt) || minute >= minutesOf(settings.closeAt))
    return { result: 'refuse', reason: 'closed', code: Code.GATE_REFUSE_CLOSED };

  const usage = usageAt(now, { sceneId: gate.sceneId, courseKind: null, priceCents: 0 });
  // Locks the member's cards: a second pass at once waits here and sees the first one's use.
  const cards = await candidatesOf(db, user.id, usage.date, true);
  const choice = chooseCard(
    cards.map((c) => c.candidate),
    usage,
  );
  if (choice.cardId === null) {
    const whys = choice.passed.map((p) =>
      cards.find((c) => c.card.id === p.cardId)?.candidate.state === 'frozen' ? 'frozen' : (p.why as Refusal),
    );
    return { result: 'refuse', ...refusalReason(whys) };
  }
  const paying = cards.find((c) => c.card.id === choice.cardId)!.card;

  const debt = await debtCents(db, user.id);
  const flagged = debt > 0;
  if (flagged && settings.debtAtGate === 'refuse')
    return { result: 'refuse', reason: 'debt', code: Code.GATE_REFUSE_DEBT, cardId: paying.id, cardNo: paying.cardNo };
  const base = flagged
    ? ({ result: 'warn', code: Code.GATE_REFUSE_DEBT } as const)
    : ({ result: 'open', code: null } as const);

  if (settings.reentryMinutes > 0) {
    const [recent] = await db
      .select({ id: clubGatePass.id })
      .from(clubGatePass)
      .where(
        and(
          eq(clubGatePass.userId, user.id),
          eq(clubGatePass.direction, 'in'),
          inArray(clubGatePass.result, ['open', 'warn']),
          gte(clubGatePass.at, new Date(now.getTime() - settings.reentryMinutes * 60_000)),
          sql`${campusDay(clubGatePass.at)} = ${today}`,
        ),
      )
      .limit(1);
    if (recent) return { ...base, reason: flagged ? 'debt' : 'reentry', cardId: paying.id, cardNo: paying.cardNo };
  }
  for (const covered of gateBookingHooks)
    if (await covered(db, { userId: user.id, gateId: gate.id, sceneId: gate.sceneId, at: now }))
      return { ...base, reason: flagged ? 'debt' : 'booking', cardId: paying.id, cardNo: paying.cardNo };

  const { card } = await takeUse(db, { userId: user.id, usage, actorUserId: null, now, detail: { gateId: gate.id } });
  return {
    ...base,
    reason: flagged ? 'debt' : 'card',
    cardId: card.id,
    cardNo: card.cardNo,
    // The visit is taken from the card (a `use` event; one use off a card that counts them).
    usedUse: true,
  };
}

/** A stored whitelist entry as /enterWhite lists it. */
function whiteRow(w: typeof clubGateWhite.$inferSelect, account: string | null): WhiteRow {
  return {
    id: w.id,
    userId: w.userId,
    name: w.name,
    kind: w.kind as WhiteRow['kind'],
    validFrom: w.validFrom,
    validTo: w.validTo,
    note: w.note,
    account,
    createdAt: wire(w.createdAt),
  };
}

/**
 * Checks a whitelist entry's fields and answers its stored values.
 * @throws AppError GATE_DATES_INVALID; GATE_USER_UNKNOWN when the user is not an enabled user, or
 *   when neither a user nor a guest's name is given ({userId: 0})
 */
async function whiteValues(db: Db, f: WhiteFields) {
  if (f.validFrom && f.validTo && f.validFrom > f.validTo)
    throw new AppError(Code.GATE_DATES_INVALID, { from: f.validFrom, to: f.validTo });
  let name = f.name;
  if (f.userId !== null) {
    const [u] = await db
      .select({ name: sysUser.name })
      .from(sysUser)
      .where(and(eq(sysUser.id, f.userId), eq(sysUser.status, 0)));
    if (!u) throw new AppError(Code.GATE_USER_UNKNOWN, { userId: f.userId });
    name = name || u.name;
  } else if (!name) throw new AppError(Code.GATE_USER_UNKNOWN, { userId: 0 });
  return { userId: f.userId, name, kind: f.kind, validFrom: f.validFrom, validTo: f.validTo, note: f.note };
}

/** The whitelist entry `id` with its user's account, or NOT_FOUND. */
async function whiteById(db: Db, id: number): Promise<WhiteRow> {
  const [r] = await db
    .select({ w: clubGateWhite, account: sysUser.account })
    .from(clubGateWhite)
    .leftJoin(sysUser, eq(sysUser.id, clubGateWhite.userId))
    .where(eq(clubGateWhite.id, id));
  if (!r) throw new AppError(Code.NOT_FOUND);
  return whiteRow(r.w, r.account);
}

/** The data-scope condition of internal members (the user and the user's organisation when added). */
const innerScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubInnerMember.userId, orgId: clubInnerMember.orgId });

/** Internal members matching `where`, by id, with user and card type. */
function innerQuery(db: Db) {
  return db
    .select({ m: clubInnerMember, account: sysUser.account, name: sysUser.name, typeName: clubCardType.nameCn })
    .from(clubInnerMember)
    .innerJoin(sysUser, eq(sysUser.id, clubInnerMember.userId))
    .leftJoin(clubCardType, eq(clubCardType.id, clubInnerMember.cardTypeId));
}

/** A joined internal member as /innerMember lists it. */
function innerRow(r: {
  m: typeof clubInnerMember.$inferSelect;
  account: string;
  name: string;
  typeName: string | null;
}): InnerRow {
  return {
    id: r.m.id,
    userId: r.m.userId,
    account: r.account,
    name: r.name,
    cardTypeId: r.m.cardTypeId,
    cardTypeName: r.typeName,
    validFrom: r.m.validFrom,
    validTo: r.m.validTo,
    note: r.m.note,
    createdAt: wire(r.m.createdAt),
  };
}

/** Registrations of the club's gate calls. */
export const clubGateHandlers = implement(calls, {
  gatePage: async (input, ctx) => {
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubGate);
    const rows = await ctx.db
      .select()
      .from(clubGate)
      .orderBy(asc(clubGate.code))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(rows.map(gateRow), total, input);
  },

  gateAdd: async (input, ctx) => {
    const [g] = await uniqueOrDuplicate(input.code, ctx.db.insert(clubGate).values(input).returning());
    ctx.audit({ after: g });
    return { gate: gateRow(g), key: gateKeyOf(ctx.config.serverSecret, g.id, g.keyVersion) };
  },

  gateEdit: async ({ id, ...input }, ctx) => {
    const [before] = await ctx.db.select().from(clubGate).where(eq(clubGate.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    const [g] = await uniqueOrDuplicate(
      input.code,
      ctx.db.update(clubGate).set(input).where(eq(clubGate.id, id)).returning(),
    );
    ctx.audit({ before, after: g });
    return gateRow(g);
  },

  gateResetKey: async ({ id }, ctx) => {
    const [g] = await ctx.db
      .update(clubGate)
      .set({ keyVersion: sql`${clubGate.keyVersion} + 1` })
      .where(eq(clubGate.id, id))
      .returning();
    if (!g) throw new AppError(Code.NOT_FOUND);
    ctx.audit({ after: { id, keyVersion: g.keyVersion } });
    return { gate: gateRow(g), key: gateKeyOf(ctx.config.serverSecret, g.id, g.keyVersion) };
  },

  gatePass: async (input, ctx) => {
    const [gate] = await ctx.db
      .select()
      .from(clubGate)
      .where(and(eq(clubGate.code, input.gate), eq(clubGate.enabled, true)));
    if (!gate || !passSignedBy(gateKeyOf(ctx.config.serverSecret, gate.id, gate.keyVersion), input))
      throw new AppError(Code.GATE_SIGN_INVALID);
    const skewMs = ctx.now.getTime() - input.timestamp;
    if (Math.abs(skewMs) > SIGN_WINDOW_MS) throw new AppError(Code.GATE_SIGN_STALE, { skewMs });
    // The pass records are the gate's nonce store: (gate, nonce) is unique, so a nonce opens once, ever.
    const [seen] = await ctx.db
      .select({ id: clubGatePass.id })
      .from(clubGatePass)
      .where(and(eq(clubGatePass.gateId, gate.id), eq(clubGatePass.nonce, input.nonce)));
    if (seen) throw new AppError(Code.GATE_NONCE_REPLAYED);

    const user = await memberPresented(ctx.db, input.cardNo, input.account);
    const allowed = gate.direction === 'both' || gate.direction === input.direction;
    const decision: Decision = !user
      ? { result: 'refuse', reason: 'unknownMember', code: Code.GATE_REFUSE_UNKNOWN_MEMBER }
      : !allowed
        ? { result: 'refuse', reason: 'direction', code: Code.GATE_REFUSE_DIRECTION }
        : input.direction === 'out'
          ? { result: 'open', reason: 'exit', code: null }
          : await decideEntry(ctx.db, gate, user, ctx.now);
    let passId: number;
    try {
      const [row] = await ctx.db
        .insert(clubGatePass)
        .values({
          gateId: gate.id,
          direction: input.direction,
          userId: user?.id ?? null,
          orgId: user?.orgId ?? null,
          presented: input.cardNo || input.account,
          cardId: decision.cardId ?? null,
          result: decision.result,
          reason: decision.reason,
          usedUse: decision.usedUse ?? false,
          whiteId: decision.whiteId ?? null,
          overrideId: decision.overrideId ?? null,
          nonce: input.nonce,
          at: ctx.now,
        })
        .returning({ id: clubGatePass.id });
      passId = row.id;
    } catch (err) {
      // Two passes with one nonce at once: the second waits on the unique index and is a replay.
      const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
      const c = e.cause ?? e;
      if (c.code === '23505' && c.constraint === 'club_gate_pass_nonce_key')
        throw new AppError(Code.GATE_NONCE_REPLAYED);
      throw err;
    }
    ctx.audit({ after: { passId, gate: gate.code, userId: user?.id ?? null, ...decision } });
    const answer: GatePassAnswer = {
      open: decision.result !== 'refuse',
      result: decision.result,
      reason: decision.reason,
      code: decision.code,
      passId,
      memberName: user?.name ?? null,
      cardNo: decision.cardNo ?? null,
    };
    return answer;
  },

  gateOverride: async ({ passId, reason }, ctx) => {
    const [pass] = await ctx.db
      .select()
      .from(clubGatePass)
      .where(and(eq(clubGatePass.id, passId), await passScope(ctx.db, ctx.principal)));
    if (!pass) throw new AppError(Code.NOT_FOUND);
    if (pass.result !== 'refuse' || pass.direction !== 'in' || pass.userId === null)
      throw new AppError(Code.GATE_OVERRIDE_NOT_REFUSED, { id: passId });
    const [o] = await ctx.db
      .insert(clubGateOverride)
      .values({
        gateId: pass.gateId,
        userId: pass.userId,
        passId,
        staffUserId: ctx.principal.userId,
        reason,
        at: ctx.now,
      })
      .returning();
    ctx.audit({ after: o });
    return { id: o.id, expiresAt: wire(new Date(ctx.now.getTime() + OVERRIDE_WINDOW_MS)) };
  },

  enterExitPage: async (input, ctx) => {
    const where = and(
      input.gateId ? eq(clubGatePass.gateId, input.gateId) : undefined,
      input.direction ? eq(clubGatePass.direction, input.direction) : undefined,
      input.result ? eq(clubGatePass.result, input.result) : undefined,
      input.userId ? eq(clubGatePass.userId, input.userId) : undefined,
      ...period(clubGatePass.at, input.from, input.to),
      await passScope(ctx.db, ctx.principal),
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubGatePass).where(where);
    const rows = await ctx.db
      .select({ p: clubGatePass, gateName: clubGate.name, memberName: sysUser.name, cardNo: clubCard.cardNo })
      .from(clubGatePass)
      .innerJoin(clubGate, eq(clubGate.id, clubGatePass.gateId))
      .leftJoin(sysUser, eq(sysUser.id, clubGatePass.userId))
      .leftJoin(clubCard, eq(clubCard.id, clubGatePass.cardId))
      .where(where)
      .orderBy(desc(clubGatePass.at), desc(clubGatePass.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map(({ p, gateName, memberName, cardNo }) => ({
        id: p.id,
        gateId: p.gateId,
        gateName,
        direction: p.direction as 'in' | 'out',
        userId: p.userId,
        memberName,
        presented: p.presented,
        cardNo,
        result: p.result as 'open' | 'warn' | 'refuse',
        reason: p.reason,
        usedUse: p.usedUse,
        overridden: p.overrideId !== null,
        at: wire(p.at),
      })),
      total,
      input,
    );
  },

  signLogPage: async (input, ctx) => {
    const where = and(
      eq(clubGatePass.direction, 'in'),
      inArray(clubGatePass.result, ['open', 'warn']),
      sql`${clubGatePass.userId} is not null`,
      input.userId ? eq(clubGatePass.userId, input.userId) : undefined,
      ...period(clubGatePass.at, input.from, input.to),
      await passScope(ctx.db, ctx.principal),
    );
    const day = campusDay(clubGatePass.at);
    const [{ total }] = await ctx.db
      .select({ total: sql<number>`count(distinct (${day}, ${clubGatePass.userId}))::int` })
      .from(clubGatePass)
      .where(where);
    const rows = await ctx.db
      .select({
        day,
        userId: sql<number>`${clubGatePass.userId}`,
        memberName: sql<string>`min(${sysUser.name})`,
        firstAt: sql<Date>`min(${clubGatePass.at})`.mapWith(clubGatePass.at),
        entries: sql<number>`count(*)::int`,
        byWhitelist: sql<boolean>`bool_or(${clubGatePass.whiteId} is not null)`,
        gateName: sql<string>`(array_agg(${clubGate.name} order by ${clubGatePass.at}))[1]`,
        cardNo: sql<string | null>`(array_agg(${clubCard.cardNo} order by ${clubGatePass.at}))[1]`,
      })
      .from(clubGatePass)
      .innerJoin(clubGate, eq(clubGate.id, clubGatePass.gateId))
      .innerJoin(sysUser, eq(sysUser.id, clubGatePass.userId))
      .leftJoin(clubCard, eq(clubCard.id, clubGatePass.cardId))
      .where(where)
      .groupBy(day, clubGatePass.userId)
      .orderBy(desc(day), desc(sql`min(${clubGatePass.at})`))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => ({ ...r, firstAt: wire(r.firstAt) })),
      Number(total),
      input,
    );
  },

  enterWhitePage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const where = and(
      input.kind ? eq(clubGateWhite.kind, input.kind) : undefined,
      pattern ? or(ilike(clubGateWhite.name, pattern), ilike(sysUser.account, pattern)) : undefined,
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubGateWhite)
      .leftJoin(sysUser, eq(sysUser.id, clubGateWhite.userId))
      .where(where);
    const rows = await ctx.db
      .select({ w: clubGateWhite, account: sysUser.account })
      .from(clubGateWhite)
      .leftJoin(sysUser, eq(sysUser.id, clubGateWhite.userId))
      .where(where)
      .orderBy(asc(clubGateWhite.kind), asc(clubGateWhite.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => whiteRow(r.w, r.account)),
      total,
      input,
    );
  },

  enterWhiteAdd: async (input, ctx) => {
    const values = await whiteValues(ctx.db, input);
    const [w] = await uniqueOrDuplicate(values.name, ctx.db.insert(clubGateWhite).values(values).returning());
    ctx.audit({ after: w });
    return whiteById(ctx.db, w.id);
  },

  enterWhiteEdit: async ({ id, ...input }, ctx) => {
    const [before] = await ctx.db.select().from(clubGateWhite).where(eq(clubGateWhite.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    const values = await whiteValues(ctx.db, input);
    const [w] = await uniqueOrDuplicate(
      values.name,
      ctx.db.update(clubGateWhite).set(values).where(eq(clubGateWhite.id, id)).returning(),
    );
    ctx.audit({ before, after: w });
    return whiteById(ctx.db, id);
  },

  enterWhiteDelete: async ({ ids }, ctx) => {
    const unique = [...new Set(ids)];
    const before = await ctx.db.select().from(clubGateWhite).where(inArray(clubGateWhite.id, unique)).for('update');
    if (before.length !== unique.length) throw new AppError(Code.NOT_FOUND);
    // Past passes keep the entry's id (no foreign key): the record of a pass is never edited.
    await ctx.db.delete(clubGateWhite).where(inArray(clubGateWhite.id, unique));
    ctx.audit({ before });
    return null;
  },

  fitnessConfigGet: async (_input, ctx) => {
    const current = await clubSettings(ctx.db);
    return { ...current, savedAt: current.savedAt ? wire(current.savedAt) : null };
  },

  fitnessConfigSave: async ({ version, settings }, ctx) => {
    if (minutesOf(settings.openAt) >= minutesOf(settings.closeAt))
      throw new AppError(Code.GATE_HOURS_INVALID, { open: settings.openAt, close: settings.closeAt });
    const before = await clubSettings(ctx.db);
    if (before.version !== version) throw new AppError(Code.GATE_CONFIG_OUTDATED, { version: before.version });
    // The version is the key: of two saves at once from one version, the second conflicts.
    const [row] = await ctx.db
      .insert(clubConfigVersion)
      .values({ version: version + 1, settings, savedBy: ctx.principal.userId, savedAt: ctx.now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(Code.GATE_CONFIG_OUTDATED, { version: version + 1 });
    ctx.audit({ before: before.settings, after: settings });
    return { version: row.version, settings, savedAt: wire(row.savedAt) };
  },

  innerMemberPage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const today = todayAt(ctx.now);
    const where = and(
      pattern ? or(ilike(sysUser.name, pattern), ilike(sysUser.account, pattern)) : undefined,
      input.current === 'true'
        ? and(lte(clubInnerMember.validFrom, today), gte(clubInnerMember.validTo, today))
        : undefined,
      await innerScope(ctx.db, ctx.principal),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubInnerMember)
      .innerJoin(sysUser, eq(sysUser.id, clubInnerMember.userId))
      .where(where);
    const rows = await innerQuery(ctx.db)
      .where(where)
      .orderBy(asc(clubInnerMember.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(rows.map(innerRow), total, input);
  },

  innerMemberAdd: async (input, ctx) => {
    if (input.validFrom > input.validTo)
      throw new AppError(Code.GATE_DATES_INVALID, { from: input.validFrom, to: input.validTo });
    const scope = reachCondition(await reachOf(ctx.db, ctx.principal), { userId: sysUser.id, orgId: sysUser.orgId });
    const [user] = await ctx.db
      .select({ id: sysUser.id, orgId: sysUser.orgId, account: sysUser.account })
      .from(sysUser)
      .where(and(eq(sysUser.id, input.userId), eq(sysUser.status, 0), scope));
    if (!user) throw new AppError(Code.GATE_USER_UNKNOWN, { userId: input.userId });
    if (input.cardTypeId !== null) {
      const [t] = await ctx.db
        .select({ id: clubCardType.id })
        .from(clubCardType)
        .where(eq(clubCardType.id, input.cardTypeId));
      if (!t) throw new AppError(Code.GATE_CARD_TYPE_UNKNOWN, { id: input.cardTypeId });
    }
    const [m] = await uniqueOrDuplicate(
      user.account,
      ctx.db
        .insert(clubInnerMember)
        .values({ ...input, orgId: user.orgId, createdBy: ctx.principal.userId, createdAt: ctx.now })
        .returning(),
    );
    ctx.audit({ after: m });
    const [row] = await innerQuery(ctx.db).where(eq(clubInnerMember.id, m.id));
    return innerRow(row);
  },

  innerMemberDelete: async ({ ids }, ctx) => {
    const unique = [...new Set(ids)];
    const before = await ctx.db
      .select()
      .from(clubInnerMember)
      .where(and(inArray(clubInnerMember.id, unique), await innerScope(ctx.db, ctx.principal)))
      .for('update');
    if (before.length !== unique.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(clubInnerMember).where(inArray(clubInnerMember.id, unique));
    ctx.audit({ before });
    return null;
  },
});

/**
 * Reads of credit for the calls of platform/contracts/credit.contract.ts: score changes,
 * users with their score and bar, bars with their users, credit rules with their scenes.
 * Times go out in {@link CREDIT_TIME_ZONE} (ISO-8601 with offset).
 */
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BreachRow,
  CreditRecordRow,
  CreditRuleRow,
  UserCreditRow,
} from '../../../platform/contracts/credit.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { creditBreach, creditRecord, creditRule, scene, sysOrg, sysUser, userCredit } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';
import { toWireTime } from '../reserve/campus-time';
import { creditRuleFor } from './credit.service';

/** The zone credit times are shown in on the wire. */
export const CREDIT_TIME_ZONE = 'Asia/Shanghai';

const wire = (d: Date) => toWireTime(d, CREDIT_TIME_ZONE);
const creator = alias(sysUser, 'creator');
const lifter = alias(sysUser, 'lifter');
/**
 * `sys_user.id`, qualified (drizzle leaves columns of a one-table select unqualified, which a subquery would rebind).
 */
const USER_ID = sql.raw('"sys_user"."id"');

/** The score changes of `userId`, newest first. */
export async function recordsOf(db: Db, userId: number, limit: number, offset: number): Promise<CreditRecordRow[]> {
  const rows = await db
    .select({ record: creditRecord, createdByName: creator.name })
    .from(creditRecord)
    .leftJoin(creator, eq(creator.id, creditRecord.createdBy))
    .where(eq(creditRecord.userId, userId))
    .orderBy(desc(creditRecord.createdAt), desc(creditRecord.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ record: r, createdByName }) => ({
    id: r.id,
    delta: r.delta,
    scoreAfter: r.scoreAfter,
    reason: r.reason,
    reservationId: r.reservationId,
    penaltyId: r.penaltyId,
    remark: r.remark,
    createdByName,
    createdAt: wire(r.createdAt),
  }));
}

/** The end of the bar of user `u` in force at `now` (SQL), null when none. */
function barEnd(now: Date): SQL<Date | null> {
  return sql<Date | null>`(select max(b.barred_until) from ${creditBreach} b
    where b.user_id = ${USER_ID} and b.lifted_at is null and b.barred_until > ${now})`;
}

/**
 * Users matching `where` with their score (the stored one, else the default rule's
 * initial score) and the bar in force at `now`, by account.
 */
export async function userCredits(
  db: Db,
  where: SQL | undefined,
  now: Date,
  page: { limit: number; offset: number },
): Promise<UserCreditRow[]> {
  const initial = (await creditRuleFor(db, null)).initialScore;
  const rows = await db
    .select({
      userId: sysUser.id,
      account: sysUser.account,
      name: sysUser.name,
      orgName: sysOrg.name,
      score: userCredit.score,
      updatedAt: userCredit.updatedAt,
      barredUntil: barEnd(now),
    })
    .from(sysUser)
    .leftJoin(userCredit, eq(userCredit.userId, sysUser.id))
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(where)
    .orderBy(asc(sysUser.account))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    userId: r.userId,
    account: r.account,
    name: r.name,
    orgName: r.orgName,
    score: r.score ?? initial,
    barredUntil: r.barredUntil ? wire(new Date(r.barredUntil)) : null,
    updatedAt: r.updatedAt ? wire(r.updatedAt) : null,
  }));
}

/** Condition "barred at `now`" on sys_user rows. */
export function isBarred(now: Date): SQL {
  return sql`exists (select 1 from ${creditBreach} b where b.user_id = ${USER_ID} and b.lifted_at is null and
    b.barred_until > ${now})`;
}

/** Condition "in force at `now`" on credit_breach rows. */
export function barActive(now: Date): SQL {
  return and(isNull(creditBreach.liftedAt), gt(creditBreach.barredUntil, now))!;
}

/** Bars matching `where` with their users, newest first. */
export async function breaches(
  db: Db,
  where: SQL | undefined,
  now: Date,
  page: { limit: number; offset: number },
): Promise<BreachRow[]> {
  const rows = await db
    .select({ bar: creditBreach, account: sysUser.account, name: sysUser.name, liftedByName: lifter.name })
    .from(creditBreach)
    .innerJoin(sysUser, eq(sysUser.id, creditBreach.userId))
    .leftJoin(lifter, eq(lifter.id, creditBreach.liftedBy))
    .where(where)
    .orderBy(desc(creditBreach.barredFrom), desc(creditBreach.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ bar: b, account, name, liftedByName }) => ({
    id: b.id,
    userId: b.userId,
    account,
    name,
    scoreAt: b.scoreAt,
    barredFrom: wire(b.barredFrom),
    barredUntil: wire(b.barredUntil),
    liftedAt: b.liftedAt ? wire(b.liftedAt) : null,
    liftedByName,
    active: b.liftedAt === null && b.barredUntil > now,
  }));
}

/** Credit rules matching `where`, the default first, named in `lang`. */
export async function creditRules(
  db: Db,
  where: SQL | undefined,
  lang: Lang,
  page: { limit: number; offset: number },
): Promise<CreditRuleRow[]> {
  const rows = await db
    .select({ rule: creditRule, scene })
    .from(creditRule)
    .leftJoin(scene, eq(scene.id, creditRule.sceneId))
    .where(where)
    .orderBy(sql`${creditRule.sceneId} is not null`, asc(scene.sort), asc(creditRule.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ rule: r, scene: s }) => ({
    id: r.id,
    sceneId: r.sceneId,
    sceneName: s ? byLang(lang, s.nameCn, s.nameEn, s.nameTc) : null,
    initialScore: r.initialScore,
    noShowPoints: r.noShowPoints,
    lateCancelPoints: r.lateCancelPoints,
    threshold: r.threshold,
    barDays: r.barDays,
    status: r.status,
  }));
}

/**
 * The stored side of training courses (docs/training.md): rows as the wire shows them, the caller's
 * coach record, a registration's step through machines/training-registration.machine.ts (refused with
 * ORDER_STEP_NOT_ALLOWED, kind `trainingRegistration`), the append-only event log, a session's free
 * places. Dates are campus (Asia/Shanghai) ISO dates; times `HH:mm`.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  trainingRegistrationMachine,
  type TrainingRegistrationEvent,
} from '../../../machines/training-registration.machine';
import type {
  TrainGroupRow,
  TrainRegistrationRow,
  TrainSessionRow,
  TrainTokenRow,
  TrainTypeRow,
} from '../../../platform/contracts/training.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { addIsoDays } from '../../../platform/fitness/choose-card';
import type { Db } from '../../db/client';
import {
  clubCoach,
  clubTrainEvent,
  clubTrainGroup,
  clubTrainRegistration,
  clubTrainSession,
  clubTrainToken,
  clubTrainType,
  sysUser,
} from '../../db/schema/index';
import { applyOrderStep } from '../catering/order-step';
import { nameIn } from '../fitness/card-store';
import { localInstant, minutesOf } from '../reserve/campus-time';

/** The campus's zone: course dates and times are its local ones. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

export type TrainGroup = typeof clubTrainGroup.$inferSelect;
export type TrainSession = typeof clubTrainSession.$inferSelect;
export type TrainRegistration = typeof clubTrainRegistration.$inferSelect;
export type TrainToken = typeof clubTrainToken.$inferSelect;

/** The instant session `s` starts (its date and `HH:mm` in the campus's zone). */
export const startOf = (s: Pick<TrainSession, 'on' | 'startsAt'>) =>
  localInstant(s.on, minutesOf(s.startsAt), CAMPUS_ZONE);

/** A type row as the wire shows it. */
export const toTypeRow = (t: typeof clubTrainType.$inferSelect, lang: Lang): TrainTypeRow => ({
  id: t.id,
  name: nameIn(lang, t),
  nameCn: t.nameCn,
  nameEn: t.nameEn,
  nameTc: t.nameTc,
  description: t.description,
  priceCents: t.priceCents,
  sessions: t.sessions,
  capacity: t.capacity,
  enabled: t.enabled,
  sort: t.sort,
});

/**
 * The places a session holds: live (pending or confirmed) registrations of its group − their leaves at it +
 * make-ups booked into it. Written over the table's qualified columns: drizzle leaves a column unqualified in a
 * one-table select, which the subqueries' own `id` columns would capture.
 */
export const takenOf = () =>
  sql<number>`((select count(*) from club_train_registration r where r.group_id = "club_train_session"."group_id"
      and r.state in ('pending', 'confirmed'))
    - (select count(*) from club_train_attendance a join club_train_registration r on r.id = a.registration_id
       where a.session_id = "club_train_session"."id" and a.status = 'leave' and r.state in ('pending', 'confirmed'))
    + (select count(*) from club_train_token t
       where t.makeup_session_id = "club_train_session"."id" and t.state in ('pending', 'used'))
    )::int`;

/** Sessions `where` selects, by date and start, with their group's name and free places. */
export async function sessionRows(db: Db, where: SQL | undefined): Promise<TrainSessionRow[]> {
  const rows = await db
    .select({
      s: clubTrainSession,
      groupName: clubTrainGroup.name,
      capacity: clubTrainGroup.capacity,
      taken: takenOf(),
    })
    .from(clubTrainSession)
    .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
    .where(where)
    .orderBy(asc(clubTrainSession.on), asc(clubTrainSession.startsAt), asc(clubTrainSession.id));
  return rows.map((r) => ({
    id: r.s.id,
    groupId: r.s.groupId,
    groupName: r.groupName,
    on: r.s.on,
    startsAt: r.s.startsAt,
    endsAt: r.s.endsAt,
    place: r.s.place,
    expected: Number(r.taken),
    free: Math.max(0, r.capacity - Number(r.taken)),
  }));
}

/** Groups `where` selects (over group, type and coach), newest term first, with their counts. */
export async function groupRows(db: Db, lang: Lang, where: SQL | undefined): Promise<TrainGroupRow[]> {
  const rows = await db
    .select({
      g: clubTrainGroup,
      type: { nameCn: clubTrainType.nameCn, nameEn: clubTrainType.nameEn, nameTc: clubTrainType.nameTc },
      coachName: clubCoach.displayName,
      sessions: sql<number>`(select count(*) from club_train_session s where s.group_id = ${clubTrainGroup.id})::int`,
      pending: sql<number>`(select count(*) from club_train_registration r where r.group_id = ${clubTrainGroup.id}
        and r.state = 'pending')::int`,
      confirmed: sql<number>`(select count(*) from club_train_registration r where r.group_id = ${clubTrainGroup.id}
        and r.state = 'confirmed')::int`,
    })
    .from(clubTrainGroup)
    .innerJoin(clubTrainType, eq(clubTrainType.id, clubTrainGroup.typeId))
    .leftJoin(clubCoach, eq(clubCoach.id, clubTrainGroup.coachId))
    .where(where)
    .orderBy(sql`${clubTrainGroup.startsOn} desc`, asc(clubTrainGroup.id));
  return rows.map((r) => ({
    id: r.g.id,
    typeId: r.g.typeId,
    typeName: nameIn(lang, r.type),
    coachId: r.g.coachId,
    coachName: r.coachName,
    name: r.g.name,
    startsOn: r.g.startsOn,
    endsOn: r.g.endsOn,
    capacity: r.g.capacity,
    priceCents: r.g.priceCents,
    regOpensOn: r.g.regOpensOn,
    regClosesOn: r.g.regClosesOn,
    tokenCap: r.g.tokenCap,
    tokenDays: r.g.tokenDays,
    sessions: Number(r.sessions),
    pending: Number(r.pending),
    confirmed: Number(r.confirmed),
    free: Math.max(0, r.g.capacity - Number(r.pending) - Number(r.confirmed)),
  }));
}

const member = alias(sysUser, 'member');

/** Registrations `where` selects (over registration, group, member), newest first. */
export async function registrationRows(db: Db, lang: Lang, where: SQL | undefined, limit = 1000, offset = 0) {
  const rows = await db
    .select({
      r: clubTrainRegistration,
      groupName: clubTrainGroup.name,
      type: { nameCn: clubTrainType.nameCn, nameEn: clubTrainType.nameEn, nameTc: clubTrainType.nameTc },
      coachName: clubCoach.displayName,
      memberName: member.name,
      memberAccount: member.account,
    })
    .from(clubTrainRegistration)
    .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainRegistration.groupId))
    .innerJoin(clubTrainType, eq(clubTrainType.id, clubTrainGroup.typeId))
    .leftJoin(clubCoach, eq(clubCoach.id, clubTrainGroup.coachId))
    .innerJoin(member, eq(member.id, clubTrainRegistration.userId))
    .where(where)
    .orderBy(sql`${clubTrainRegistration.id} desc`)
    .limit(limit)
    .offset(offset);
  return rows.map((r): TrainRegistrationRow => ({
    id: r.r.id,
    groupId: r.r.groupId,
    groupName: r.groupName,
    typeName: nameIn(lang, r.type),
    coachName: r.coachName,
    userId: r.r.userId,
    memberName: r.memberName,
    memberAccount: r.memberAccount,
    state: r.r.state as TrainRegistrationRow['state'],
    priceCents: r.r.priceCents,
    paid: r.r.paymentId !== null,
    createdAt: r.r.createdAt.toISOString(),
  }));
}

/** The member joined into registration queries (for keyword filters). */
export const registrationMember = member;

/** Tokens `where` selects (over token, registration, type), newest first. */
export async function tokenRows(db: Db, lang: Lang, where: SQL | undefined): Promise<TrainTokenRow[]> {
  const source = alias(clubTrainSession, 'source');
  const rows = await db
    .select({
      t: clubTrainToken,
      type: { nameCn: clubTrainType.nameCn, nameEn: clubTrainType.nameEn, nameTc: clubTrainType.nameTc },
      sourceOn: source.on,
      memberName: member.name,
    })
    .from(clubTrainToken)
    .innerJoin(clubTrainType, eq(clubTrainType.id, clubTrainToken.typeId))
    .innerJoin(source, eq(source.id, clubTrainToken.sourceSessionId))
    .innerJoin(member, eq(member.id, clubTrainToken.userId))
    .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainToken.registrationId))
    .where(where)
    .orderBy(sql`${clubTrainToken.id} desc`);
  const makeupIds = rows.map((r) => r.t.makeupSessionId).filter((id): id is number => id !== null);
  const makeups = makeupIds.length
    ? await sessionRows(db, sql`${clubTrainSession.id} in ${makeupIds}`)
    : ([] as TrainSessionRow[]);
  return rows.map((r) => ({
    id: r.t.id,
    registrationId: r.t.registrationId,
    typeName: nameIn(lang, r.type),
    sourceSessionId: r.t.sourceSessionId,
    sourceOn: r.sourceOn,
    state: r.t.state as TrainTokenRow['state'],
    expiresOn: r.t.expiresOn,
    makeup: makeups.find((s) => s.id === r.t.makeupSessionId) ?? null,
    makeupConfirmed: r.t.makeupConfirmed,
    memberName: r.memberName,
  }));
}

/** The enabled coach record of user `userId`, or null. */
export async function coachOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: clubCoach.id })
    .from(clubCoach)
    .where(and(eq(clubCoach.userId, userId), eq(clubCoach.status, 0)));
  return row?.id ?? null;
}

/**
 * Where `type` takes registration `r`: the state to store.
 * @throws AppError ORDER_STEP_NOT_ALLOWED ({kind: trainingRegistration, id, state, action})
 */
export function stepOf(r: Pick<TrainRegistration, 'id' | 'state'>, type: TrainingRegistrationEvent['type']): string {
  const next = applyOrderStep(
    trainingRegistrationMachine,
    { kind: 'trainingRegistration', id: r.id, state: r.state, context: {} },
    { type } as TrainingRegistrationEvent,
  );
  return next.value as string;
}

/** Fields of an event besides registration, kind, state after. */
export interface TrainEventFields {
  actorUserId: number | null;
  stateBefore: string | null;
  sessionId?: number | null;
  reason?: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Appends one event of registration `registrationId`; answers its id. */
export async function appendTrainEvent(
  db: Db,
  registrationId: number,
  kind: typeof clubTrainEvent.$inferInsert.kind,
  stateAfter: string,
  fields: TrainEventFields,
): Promise<number> {
  const [row] = await db
    .insert(clubTrainEvent)
    .values({ registrationId, kind, stateAfter, ...fields })
    .returning({ id: clubTrainEvent.id });
  return row.id;
}

/**
 * Applies step `type` to registration `r` (read under its lock), appends its event; answers the new state.
 * @throws AppError ORDER_STEP_NOT_ALLOWED in a state that refuses it
 */
export async function stepRegistration(
  db: Db,
  r: TrainRegistration,
  type: TrainingRegistrationEvent['type'],
  fields: Omit<TrainEventFields, 'stateBefore'>,
): Promise<string> {
  const state = stepOf(r, type);
  await db
    .update(clubTrainRegistration)
    .set({ state, updatedAt: fields.at })
    .where(and(eq(clubTrainRegistration.id, r.id), eq(clubTrainRegistration.state, r.state)));
  const kind = type.slice('train.'.length) as typeof clubTrainEvent.$inferInsert.kind;
  await appendTrainEvent(db, r.id, kind, state, { ...fields, stateBefore: r.state });
  return state;
}

/**
 * Issues a make-up token for the leave of registration `r` (locked) at `session`, unless the term's cap
 * is reached. @returns the token's id, or null at the cap
 */
export async function issueToken(
  db: Db,
  r: TrainRegistration,
  g: TrainGroup,
  session: { id: number; on: string },
  now: Date,
) {
  const [{ n }] = await db.select({ n: count() }).from(clubTrainToken).where(eq(clubTrainToken.registrationId, r.id));
  if (Number(n) >= g.tokenCap) return null;
  const expiresOn = g.tokenDays ? addIsoDays(session.on, g.tokenDays) : g.endsOn;
  const [t] = await db
    .insert(clubTrainToken)
    .values({
      registrationId: r.id,
      userId: r.userId,
      typeId: g.typeId,
      sourceSessionId: session.id,
      expiresOn,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: clubTrainToken.id });
  return t?.id ?? null;
}

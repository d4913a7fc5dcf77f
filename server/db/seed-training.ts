/**
 * Demo training courses (docs/training.md): two course types (adult swimming, priced; yoga, free); the current
 * swimming term taught by coach Li Ming (the `coach` account) with the demo member registered and confirmed —
 * past sessions with attendance (present, a leave with its make-up token still available, absent) — and
 * `booker` registered, pending the coach's confirmation; a weekend swimming group of coach Zhao (a make-up
 * place for the member's token); a yoga term of coach Wang; a past yoga term the member completed, whose leave
 * token expired. Dates are relative to `now` (campus dates). Accounts absent at seed time are skipped.
 * Written inside the seed's transaction, after the club's people.
 */
import { eq, inArray } from 'drizzle-orm';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { localDateOf } from '../modules/reserve/campus-time';
import type { Db } from './client';
import {
  clubCoach,
  clubTrainAttendance,
  clubTrainEvent,
  clubTrainGroup,
  clubTrainRegistration,
  clubTrainSession,
  clubTrainToken,
  clubTrainType,
  sysUser,
} from './schema/index';

const ZONE = 'Asia/Shanghai';

/** Writes the demo course types, groups, sessions, registrations, attendance and tokens relative to `now`. */
export async function seedTraining(tx: Db, now: Date = new Date()): Promise<void> {
  const today = localDateOf(now, ZONE);
  const day = (n: number) => addIsoDays(today, n);
  const users = await tx
    .select({ id: sysUser.id, account: sysUser.account, orgId: sysUser.orgId })
    .from(sysUser)
    .where(inArray(sysUser.account, ['member', 'booker', 'coach', 'coach.wang', 'coach.zhao']));
  const user = (account: string) => users.find((u) => u.account === account);
  const coaches = await tx
    .select({ id: clubCoach.id, userId: clubCoach.userId })
    .from(clubCoach)
    .where(inArray(clubCoach.userId, users.map((u) => u.id).concat(0)));
  const coachOf = (account: string) => coaches.find((c) => c.userId === user(account)?.id)?.id ?? null;

  const [swim, yoga] = await tx
    .insert(clubTrainType)
    .values([
      {
        nameCn: '成人游泳课',
        nameEn: 'Adult swimming course',
        nameTc: '成人游泳課',
        description: 'Ten weekly lessons: breathing, freestyle and breaststroke for adult beginners.',
        priceCents: 120_000,
        sessions: 10,
        capacity: 8,
        sort: 1,
      },
      {
        nameCn: '瑜伽入门课',
        nameEn: 'Yoga for beginners',
        nameTc: '瑜伽入門課',
        description: 'Eight weekly classes of posture, balance and breathing.',
        priceCents: 0,
        sessions: 8,
        capacity: 10,
        sort: 2,
      },
    ])
    .returning({ id: clubTrainType.id });

  /** A group with weekly sessions on the given day offsets. */
  const group = async (
    values: Omit<typeof clubTrainGroup.$inferInsert, 'startsOn' | 'endsOn' | 'regOpensOn' | 'regClosesOn'>,
    offsets: number[],
    time: [string, string],
    place: string,
    reg: [number, number],
  ) => {
    const [g] = await tx
      .insert(clubTrainGroup)
      .values({
        ...values,
        startsOn: day(offsets[0]),
        endsOn: day(offsets[offsets.length - 1]),
        regOpensOn: day(reg[0]),
        regClosesOn: day(reg[1]),
      })
      .returning();
    const sessions = await tx
      .insert(clubTrainSession)
      .values(offsets.map((o) => ({ groupId: g.id, on: day(o), startsAt: time[0], endsAt: time[1], place })))
      .returning();
    return { g, sessions };
  };
  const weekly = (first: number, n: number) => Array.from({ length: n }, (_, i) => first + 7 * i);

  const current = await group(
    {
      typeId: swim.id,
      coachId: coachOf('coach'),
      name: '成人游泳 · 冬季班',
      capacity: 8,
      priceCents: 120_000,
      tokenDays: 30,
    },
    [-21, -14, -7, 7, 14, 21, 28, 35, 42, 49],
    ['18:00', '19:00'],
    'Swimming pool, lane 1–2',
    [-30, 14],
  );
  await group(
    { typeId: swim.id, coachId: coachOf('coach.zhao'), name: '成人游泳 · 周末班', capacity: 8, priceCents: 120_000 },
    weekly(-20, 10),
    ['10:00', '11:00'],
    'Swimming pool, lane 3–4',
    [-30, 14],
  );
  await group(
    { typeId: yoga.id, coachId: coachOf('coach.wang'), name: '瑜伽入门 · 冬季班', capacity: 10, priceCents: 0 },
    weekly(3, 8),
    ['19:30', '20:30'],
    'Studio B',
    [-7, 10],
  );
  const past = await group(
    {
      typeId: yoga.id,
      coachId: coachOf('coach.wang'),
      name: '瑜伽入门 · 秋季班',
      capacity: 10,
      priceCents: 0,
      tokenDays: 14,
    },
    weekly(-100, 8),
    ['19:30', '20:30'],
    'Studio B',
    [-120, -101],
  );

  const member = user('member');
  const booker = user('booker');
  const coachUser = user('coach')?.id ?? null;
  const at = (offset: number) => new Date(now.getTime() + offset * 86_400_000);
  /** A registration with its events (register, then each step). */
  const register = async (
    u: { id: number; orgId: number | null },
    g: typeof current.g,
    steps: ('confirmed' | 'completed')[],
    since: number,
  ) => {
    const state = steps[steps.length - 1] ?? 'pending';
    const [r] = await tx
      .insert(clubTrainRegistration)
      .values({ groupId: g.id, userId: u.id, orgId: u.orgId, state, priceCents: g.priceCents, createdAt: at(since) })
      .returning();
    let before: string | null = null;
    for (const [i, s] of (['pending', ...steps] as const).entries()) {
      const kind = s === 'pending' ? 'register' : s === 'confirmed' ? 'confirm' : 'complete';
      const actor = s === 'pending' ? u.id : s === 'confirmed' ? coachUser : null;
      await tx.insert(clubTrainEvent).values({
        registrationId: r.id,
        kind,
        stateBefore: before,
        stateAfter: s,
        actorUserId: actor,
        at: at(since + i),
      });
      before = s;
    }
    return r;
  };
  /** A mark of `r` at `session` with its event; a leave issues a token expiring `expiresOn` in `tokenState`. */
  const mark = async (
    r: typeof clubTrainRegistration.$inferSelect,
    session: typeof clubTrainSession.$inferSelect,
    status: 'present' | 'absent' | 'leave',
    token?: { expiresOn: string; state: 'available' | 'expired' },
  ) => {
    await tx
      .insert(clubTrainAttendance)
      .values({ sessionId: session.id, registrationId: r.id, status, markedBy: coachUser });
    let tokenId: number | null = null;
    if (token) {
      const [t] = await tx
        .insert(clubTrainToken)
        .values({
          registrationId: r.id,
          userId: r.userId,
          typeId: await typeOfGroup(session.groupId),
          sourceSessionId: session.id,
          expiresOn: token.expiresOn,
          state: token.state,
        })
        .returning({ id: clubTrainToken.id });
      tokenId = t.id;
    }
    await tx.insert(clubTrainEvent).values({
      registrationId: r.id,
      kind: status === 'leave' ? 'leave' : 'attendance',
      stateBefore: 'confirmed',
      stateAfter: 'confirmed',
      actorUserId: status === 'leave' ? r.userId : coachUser,
      sessionId: session.id,
      reason: status === 'leave' ? '' : status,
      detail: tokenId ? { tokenId, status } : { status },
    });
  };
  const typeOfGroup = async (groupId: number) =>
    (await tx.select({ typeId: clubTrainGroup.typeId }).from(clubTrainGroup).where(eq(clubTrainGroup.id, groupId)))[0]
      .typeId;

  if (member) {
    const r = await register(member, current.g, ['confirmed'], -25);
    const [s1, s2, s3] = current.sessions;
    await mark(r, s1, 'present');
    await mark(r, s2, 'leave', { expiresOn: addIsoDays(s2.on, 30), state: 'available' });
    await mark(r, s3, 'absent');
    const old = await register(member, past.g, ['confirmed', 'completed'], -110);
    await mark(old, past.sessions[0], 'present');
    await mark(old, past.sessions[1], 'leave', { expiresOn: addIsoDays(past.sessions[1].on, 14), state: 'expired' });
  }
  if (booker) await register(booker, current.g, [], -2);
}

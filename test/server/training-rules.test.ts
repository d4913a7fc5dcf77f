/**
 * Late leave rules of the training courses and the members' training messages (docs/training.md "Late leave
 * rules", "Messages"): the rules per course type or the club default (bad input stores nothing); a late leave
 * beyond the term's grace count recorded without a make-up token, explained on the leave row; the grace count
 * giving a token to the first late leaves; a no-show counting against it; staff waiving a late leave (the token
 * issued, the member told; refused when nothing to waive or past the window, changing nothing); a session moved or
 * cancelled telling every member registered to it, one message each, in the change's transaction. Migration 0052
 * adds the attendance log's Waive button to a database seeded before, once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tr from '../../platform/contracts/training.contract';
import * as rule from '../../platform/contracts/training-rule.contract';
import { messagePage } from '../../platform/contracts/message.contract';
import type { CallInput } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let coach: string;
let coachId: number;
let typeId: number;
const member: Record<string, { id: number; token: string }> = {};
const day = (n: number) => shanghaiDate(n);

/** Adds a user with role `member`, signed in. */
async function addMember(account: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = 'cs')) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'member'`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  member[account] = { id, token };
  return member[account];
}

type GroupInput = CallInput<typeof tr.trainGroupAdd>;
let slot = 0;
/** Adds a group of the test type, coached by `coach`, with sessions at days `offsets` (each at its own hour). */
async function addGroup(offsets: number[], over: Partial<GroupInput['group']> = {}) {
  const h = String(6 + (slot++ % 15)).padStart(2, '0');
  const r = await server.call(
    tr.trainGroupAdd,
    {
      group: {
        typeId,
        name: `R${Math.random().toString(36).slice(2, 7)}`,
        startsOn: day(-30),
        endsOn: day(60),
        capacity: 5,
        priceCents: 0,
        regOpensOn: day(-1),
        regClosesOn: day(20),
        tokenCap: 5,
        tokenDays: null,
        ...over,
      },
      sessions: offsets.map((o) => ({ on: day(o), startsAt: `${h}:00`, endsAt: `${h}:50`, place: 'Pool' })),
    },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  const a = await server.call(tr.trainAllocate, { id: r.data.group.id, coachId }, { token: admin });
  expect(a.code, a.msg).toBe(0);
  return r.data;
}
/** Registers `who` for `groupId`, confirmed by the coach. */
async function confirmed(who: { token: string }, groupId: number) {
  const r = await server.call(tr.trainRegister, { groupId }, { token: who.token });
  expect(r.code, r.msg).toBe(0);
  const c = await server.call(tr.trainCoachDecide, { id: r.data.id, decision: 'confirm' }, { token: coach });
  expect(c.code, c.msg).toBe(0);
  return c.data;
}
/** Sets the test type's rule. */
async function setRule(lateHours: number, graceCount: number, waiveDays = 7, type: number | null = typeId) {
  const r = await server.call(rule.trainRuleSave, { typeId: type, lateHours, graceCount, waiveDays }, { token: admin });
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
const leave = (who: { token: string }, registrationId: number, sessionId: number) =>
  server.call(tr.trainLeave, { registrationId, sessionId }, { token: who.token });
/** The stored late columns of a registration's mark at a session. */
const markOf = async (registrationId: number, sessionId: number) =>
  server.one<{ id: number; status: string; late: boolean; late_why: string | null; waived_by: number | null }>(
    sql`select id, status, late, late_why, waived_by from club_train_attendance
      where registration_id = ${registrationId} and session_id = ${sessionId}`,
  );
const tokensOf = async (registrationId: number) =>
  server.query<{ id: number; source_session_id: number }>(
    sql`select id, source_session_id from club_train_token where registration_id = ${registrationId} order by id`,
  );
/** The training messages stored for `userId`. */
const trainingMessages = (userId: number) =>
  server.query<{ context: string; params: Record<string, string | number> }>(
    sql`select params->>'context' as context, params from user_message
      where user_id = ${userId} and kind = 'clubTraining' order by id`,
  );
const tableCounts = async () =>
  (
    await server.query<{ a: number; t: number; e: number; m: number; r: number }>(sql`select
      (select count(*)::int from club_train_attendance) as a, (select count(*)::int from club_train_token) as t,
      (select count(*)::int from club_train_event) as e, (select count(*)::int from user_message) as m,
      (select count(*)::int from club_train_rule) as r`)
  )[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  coach = (await server.login(DEMO.coach)).token;
  coachId = await server.idOf(sql`select c.id from club_coach c join sys_user u on u.id = c.user_id
    where u.account = 'coach'`);
  const t = await server.call(
    tr.trainTypeAdd,
    { nameCn: '规则测试', nameEn: 'Rule test', priceCents: 0, sessions: 10, capacity: 5 },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  typeId = t.data.id;
  for (const a of ['rl_ann', 'rl_ben', 'rl_cat', 'rl_dan', 'rl_eve']) await addMember(a);
});
afterAll(async () => {
  await server?.close();
});

describe('the rules', () => {
  it('stores the club default and a type’s own rule, lists them, and refuses bad input storing nothing', async () => {
    const before = await tableCounts();
    for (const bad of [
      { typeId, lateHours: -1, graceCount: 0, waiveDays: 1 },
      { typeId, lateHours: 24, graceCount: 101, waiveDays: 1 },
      { typeId, lateHours: 24, graceCount: 1, waiveDays: 1.5 },
    ]) {
      const r = await server.call(rule.trainRuleSave, bad as never, { token: admin });
      expect(r.code).toBe(Code.BAD_REQUEST);
    }
    const unknown = await server.call(
      rule.trainRuleSave,
      { typeId: 987_654, lateHours: 1, graceCount: 0, waiveDays: 1 },
      { token: admin },
    );
    expect(unknown.code).toBe(Code.NOT_FOUND);
    const forbidden = await server.call(
      rule.trainRuleSave,
      { typeId: null, lateHours: 1, graceCount: 0, waiveDays: 1 },
      { token: member.rl_ann.token },
    );
    expect(forbidden.code).toBe(Code.FORBIDDEN);
    expect(await tableCounts()).toEqual(before);

    await setRule(12, 1, 3, null);
    const own = await setRule(48, 0, 5);
    expect(own).toMatchObject({ typeId, typeName: 'Rule test', lateHours: 48, graceCount: 0, waiveDays: 5 });
    // A second save of the same type changes its row, not a new one.
    await setRule(72, 0, 5);
    const list = await server.call(rule.trainRuleList, undefined, { token: admin });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.map((r) => [r.typeId, r.lateHours, r.graceCount, r.waiveDays])).toEqual([
      [null, 12, 1, 3],
      [typeId, 72, 0, 5],
    ]);
    const del = await server.call(rule.trainRuleDelete, { typeId: null }, { token: admin });
    expect(del.code, del.msg).toBe(0);
    expect((await server.call(rule.trainRuleDelete, { typeId: null }, { token: admin })).code).toBe(Code.NOT_FOUND);
    const after = await server.query(sql`select type_id from club_train_rule`);
    expect(after).toEqual([{ type_id: typeId }]);
  });

  it('two first saves of the club default at once both answer, and one row holds one of them', async () => {
    const saves = await Promise.all(
      [6, 9].map((lateHours) =>
        server.call(rule.trainRuleSave, { typeId: null, lateHours, graceCount: 2, waiveDays: 4 }, { token: admin }),
      ),
    );
    expect(saves.map((r) => [r.code, r.msg])).toEqual([
      [0, saves[0].msg],
      [0, saves[1].msg],
    ]);
    const rows = await server.query<{ late_hours: number }>(
      sql`select late_hours from club_train_rule where type_id is null`,
    );
    expect(rows).toHaveLength(1);
    expect([6, 9]).toContain(rows[0].late_hours);
    const del = await server.call(rule.trainRuleDelete, { typeId: null }, { token: admin });
    expect(del.code, del.msg).toBe(0);
  });
});

describe('late leaves', () => {
  it('records a late leave beyond the grace without a token, explained; an early one gets its token', async () => {
    await setRule(72, 0);
    const g = await addGroup([1, 10]);
    const reg = await confirmed(member.rl_ann, g.group.id);
    const [soon, far] = g.sessions;
    const late = await leave(member.rl_ann, reg.id, soon.id);
    expect(late.code, late.msg).toBe(0);
    expect(late.data).toEqual({
      token: null,
      late: true,
      lateWhy: 'noGrace',
      lateHours: 72,
      graceCount: 0,
      graceUsed: 1,
    });
    expect(await markOf(reg.id, soon.id)).toMatchObject({ status: 'leave', late: true, late_why: 'noGrace' });
    expect(await tokensOf(reg.id)).toEqual([]);
    const event = await server.one<{ reason: string; detail: Record<string, unknown> }>(
      sql`select reason, detail from club_train_event where registration_id = ${reg.id} and kind = 'leave'`,
    );
    expect(event).toEqual({
      reason: 'late',
      detail: { tokenId: null, late: true, lateWhy: 'noGrace', lateHours: 72, graceCount: 0 },
    });
    const early = await leave(member.rl_ann, reg.id, far.id);
    expect(early.code, early.msg).toBe(0);
    expect(early.data).toMatchObject({ late: false, lateWhy: null });
    expect(early.data.token?.sourceSessionId).toBe(far.id);
    expect(await markOf(reg.id, far.id)).toMatchObject({ late: false, late_why: null });
    // The member's own page reads the note beside each leave.
    const mine = await server.call(tr.trainMine, undefined, { token: member.rl_ann.token });
    const sessions = mine.data.registrations.find((r) => r.id === reg.id)!.sessions;
    expect(sessions.map((s) => s.leaveNote)).toEqual([
      { late: true, lateWhy: 'noGrace', waived: false },
      { late: false, lateWhy: null, waived: false },
    ]);
  });

  it('gives the first late leaves of the term their token within the grace count, then none', async () => {
    await setRule(72, 1);
    const g = await addGroup([1, 2]);
    const reg = await confirmed(member.rl_ben, g.group.id);
    const first = await leave(member.rl_ben, reg.id, g.sessions[0].id);
    expect(first.data).toMatchObject({ late: true, lateWhy: 'grace', graceCount: 1, graceUsed: 1 });
    expect(first.data.token?.state).toBe('available');
    const second = await leave(member.rl_ben, reg.id, g.sessions[1].id);
    expect(second.data).toMatchObject({ token: null, late: true, lateWhy: 'noGrace', graceUsed: 2 });
    expect((await tokensOf(reg.id)).map((t) => t.source_session_id)).toEqual([g.sessions[0].id]);
    expect(await markOf(reg.id, g.sessions[0].id)).toMatchObject({ late: true, late_why: 'grace' });
  });

  it('counts a no-show against the same grace', async () => {
    await setRule(72, 1);
    const g = await addGroup([-2, 1]);
    const reg = await confirmed(member.rl_cat, g.group.id);
    const roll = await server.call(
      tr.trainCoachRollCall,
      { sessionId: g.sessions[0].id, marks: [{ registrationId: reg.id, status: 'absent' }] },
      { token: coach },
    );
    expect(roll.code, roll.msg).toBe(0);
    const late = await leave(member.rl_cat, reg.id, g.sessions[1].id);
    expect(late.data).toMatchObject({ token: null, late: true, lateWhy: 'noGrace', graceUsed: 2 });
    expect(await tokensOf(reg.id)).toEqual([]);
  });

  it('the club default applies to a type without its own rule; no rule: no leave is late', async () => {
    await server.call(rule.trainRuleDelete, { typeId }, { token: admin });
    const g = await addGroup([1]);
    const reg = await confirmed(member.rl_dan, g.group.id);
    const plain = await leave(member.rl_dan, reg.id, g.sessions[0].id);
    expect(plain.data).toMatchObject({ late: false, lateWhy: null });
    expect(plain.data.token).not.toBeNull();
    await setRule(72, 0, 7, null);
    const g2 = await addGroup([1]);
    const reg2 = await confirmed(member.rl_dan, g2.group.id);
    const byDefault = await leave(member.rl_dan, reg2.id, g2.sessions[0].id);
    expect(byDefault.data).toMatchObject({ token: null, late: true, lateWhy: 'noGrace', lateHours: 72 });
    await server.call(rule.trainRuleDelete, { typeId: null }, { token: admin });
  });
});

describe('waiving a late leave', () => {
  it('issues the token and tells the member; refuses twice, an on-time leave and past the window', async () => {
    await setRule(72, 0, 2);
    const g = await addGroup([1, 2, 10]);
    const who = member.rl_eve;
    const reg = await confirmed(who, g.group.id);
    await leave(who, reg.id, g.sessions[0].id);
    await leave(who, reg.id, g.sessions[1].id);
    const onTime = await leave(who, reg.id, g.sessions[2].id);
    expect(onTime.data.late).toBe(false);
    const [a0, a1, a2] = await Promise.all(g.sessions.map((s) => markOf(reg.id, s.id)));

    const before = await tableCounts();
    const notLate = await server.call(rule.trainLeaveWaive, { id: a2!.id, reason: 'x' }, { token: admin });
    expect(notLate.code).toBe(Code.TRAIN_WAIVE_NOT_LATE);
    // Past the window: the session's date moved 5 days back (2 days to waive).
    await server.query(sql`update club_train_session set "on" = ${day(-5)} where id = ${g.sessions[1].id}`);
    const closed = await server.call(rule.trainLeaveWaive, { id: a1!.id, reason: 'x' }, { token: admin });
    expect(closed.code).toBe(Code.TRAIN_WAIVE_CLOSED);
    expect(closed.msg).toContain(day(-3));
    const forbidden = await server.call(rule.trainLeaveWaive, { id: a0!.id, reason: 'x' }, { token: who.token });
    expect(forbidden.code).toBe(Code.FORBIDDEN);
    expect(await tableCounts()).toEqual(before);

    const ok = await server.call(rule.trainLeaveWaive, { id: a0!.id, reason: 'Doctor’s note' }, { token: admin });
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ id: a0!.id, late: true, lateWhy: 'noGrace', waived: true });
    expect((await tokensOf(reg.id)).map((t) => t.source_session_id).sort()).toEqual(
      [g.sessions[0].id, g.sessions[2].id].sort(),
    );
    expect((await markOf(reg.id, g.sessions[0].id))?.waived_by).not.toBeNull();
    const told = await trainingMessages(who.id);
    expect(told.map((m) => m.context)).toEqual(['waived']);
    expect(told[0].params).toMatchObject({ sessionId: g.sessions[0].id, groupName: g.group.name, date: day(1) });
    const again = await server.call(rule.trainLeaveWaive, { id: a0!.id, reason: 'x' }, { token: admin });
    expect(again.code).toBe(Code.TRAIN_WAIVE_NOT_LATE);
    expect(await tokensOf(reg.id)).toHaveLength(2);
    // The member's page shows the waiver beside the leave.
    const mine = await server.call(tr.trainMine, undefined, { token: who.token });
    const waivedRow = mine.data.registrations
      .find((r) => r.id === reg.id)!
      .sessions.find((x) => x.id === g.sessions[0].id);
    expect(waivedRow?.leaveNote).toEqual({
      late: true,
      lateWhy: 'noGrace',
      waived: true,
    });
    await server.call(rule.trainRuleDelete, { typeId }, { token: admin });
  });
});

describe('messages of sessions moved or cancelled', () => {
  it('tells each member registered to a moved session once, old → new; a place alone tells nobody', async () => {
    const g = await addGroup([5, 6]);
    const ann = member.rl_ann;
    const ben = member.rl_ben;
    await confirmed(ann, g.group.id);
    const pending = await server.call(tr.trainRegister, { groupId: g.group.id }, { token: ben.token });
    expect(pending.code, pending.msg).toBe(0);
    const s = g.sessions[0];
    const [annBefore, benBefore] = [(await trainingMessages(ann.id)).length, (await trainingMessages(ben.id)).length];
    const placeOnly = await server.call(
      tr.trainSessionSave,
      { groupId: g.group.id, id: s.id, session: { on: s.on, startsAt: s.startsAt, endsAt: s.endsAt, place: 'Pool 2' } },
      { token: admin },
    );
    expect(placeOnly.code, placeOnly.msg).toBe(0);
    expect(await trainingMessages(ann.id)).toHaveLength(annBefore);
    // Refused (outside the term): nothing changes, nobody is told.
    const outside = await server.call(
      tr.trainSessionSave,
      { groupId: g.group.id, id: s.id, session: { on: day(90), startsAt: '21:00', endsAt: '21:50', place: 'Pool' } },
      { token: admin },
    );
    expect(outside.code).toBe(Code.TRAIN_SESSION_OUTSIDE_TERM);
    expect(await trainingMessages(ann.id)).toHaveLength(annBefore);
    const moved = await server.call(
      tr.trainSessionSave,
      { groupId: g.group.id, id: s.id, session: { on: day(7), startsAt: '21:00', endsAt: '21:50', place: 'Pool 3' } },
      { token: admin },
    );
    expect(moved.code, moved.msg).toBe(0);
    for (const [who, n] of [
      [ann, annBefore],
      [ben, benBefore],
    ] as const) {
      const told = (await trainingMessages(who.id)).slice(n);
      expect(told).toHaveLength(1);
      expect(told[0].params).toMatchObject({
        context: 'moved',
        sessionId: s.id,
        groupName: g.group.name,
        wasDate: s.on,
        wasTime: `${s.startsAt}–${s.endsAt}`,
        date: day(7),
        time: '21:00–21:50',
        place: 'Pool 3',
      });
    }
    // The member reads it in their language.
    const page = await server.call(messagePage, { pageNo: 1, pageSize: 50 }, { token: ann.token, lang: 'EN' });
    expect(page.code, page.msg).toBe(0);
    const row = page.data.rows.find((m) => m.kind === 'clubTraining');
    expect(row?.title).toBe('Session time changed');
    // The former date is shown short in the reader's language (keys ending in `Date`), e.g. "Dec 5".
    expect(row?.text).toMatch(/^The session of \S+ moved from [A-Z][a-z]{2} \d{1,2} /);
    expect(row?.text).toContain(`${s.startsAt}–${s.endsAt} to ${day(7)} 21:00–21:50, at Pool 3.`);
  });

  it('tells each member of a cancelled session; a session in use is not cancelled and tells nobody', async () => {
    const g = await addGroup([8, 9]);
    const cat = member.rl_cat;
    const dan = member.rl_dan;
    const regCat = await confirmed(cat, g.group.id);
    await confirmed(dan, g.group.id);
    const [catBefore, danBefore] = [(await trainingMessages(cat.id)).length, (await trainingMessages(dan.id)).length];
    await leave(cat, regCat.id, g.sessions[1].id);
    const inUse = await server.call(tr.trainSessionDelete, { id: g.sessions[1].id }, { token: admin });
    expect(inUse.code).toBe(Code.TRAIN_GROUP_IN_USE);
    expect(await trainingMessages(cat.id)).toHaveLength(catBefore);
    const del = await server.call(tr.trainSessionDelete, { id: g.sessions[0].id }, { token: admin });
    expect(del.code, del.msg).toBe(0);
    for (const [who, n] of [
      [cat, catBefore],
      [dan, danBefore],
    ] as const) {
      const told = (await trainingMessages(who.id)).slice(n);
      expect(told.map((m) => m.params)).toEqual([
        expect.objectContaining({
          context: 'cancelled',
          sessionId: g.sessions[0].id,
          groupName: g.group.name,
          date: day(8),
        }),
      ]);
    }
  });
});

describe('migration 0052', () => {
  it('adds the attendance log’s Waive button, granted to the administrators, to a database seeded before', async () => {
    const button = () =>
      server.query(sql`select m.name, m.type, m.title_cn, m.title_en, m.title_tc,
        (select permission from sys_menu p where p.id = m.parent_id) as parent,
        (select count(*)::int from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id and r.code = 'admin') as granted
        from sys_menu m where m.permission = 'fitness:classLog:waive'`);
    const seeded = await button();
    expect(seeded).toEqual([
      {
        name: 'fitness-classLog-waive',
        type: 2,
        title_cn: '豁免迟请假',
        title_en: 'Waive a late leave',
        title_tc: '豁免遲請假',
        parent: 'fitness:classLog:page',
        granted: 1,
      },
    ]);
    const text = readFileSync(new URL('../../server/db/migrations/0052_training-rules.sql', import.meta.url), 'utf8');
    const menuPart = text.slice(text.indexOf('-- Waiving a late leave'));
    const run = async () => {
      for (const statement of menuPart.split('--> statement-breakpoint'))
        if (statement.trim()) await server.query(sql.raw(statement));
    };
    await server.query(sql`delete from sys_role_menu where menu_id in
      (select id from sys_menu where permission = 'fitness:classLog:waive')`);
    await server.query(sql`delete from sys_menu where permission = 'fitness:classLog:waive'`);
    await run();
    await run();
    expect(await button()).toEqual(seeded);
  });
});

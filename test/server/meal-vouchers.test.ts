/**
 * Meal vouchers (spec §7 mealVoucher/*, §4 "meal voucher"): applying, editing, listing and
 * cancelling in the caller's data scope; the audit chain in its order (a step out of order
 * refused with ORDER_STEP_NOT_ALLOWED, a rejection needing a reason); the durable per-person
 * distribution (a failure retried with exponential backoff until failed, retryDistribution
 * only for the failed, two runs at once issuing each voucher once); the signed codes (a
 * forged or altered code refused) and their write-off once, even twice at once; the import
 * of people from an .xlsx checked row by row, storing nothing; the settlement per customer;
 * the stored rows and the operation log.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../platform/contracts/define-call';
import * as mv from '../../platform/contracts/meal-voucher.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import {
  BACKOFF_BASE_MS,
  DISTRIBUTION_MAX_ATTEMPTS,
  runMealVoucherDistribution,
} from '../../server/modules/meal-voucher/distribution';
import { voucherCodeOf } from '../../server/modules/meal-voucher/voucher-code';
import { localDateOf, addDays } from '../../server/modules/reserve/campus-time';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const nameOf: Record<string, string> = {};
let customerId: number;
let lunch: number;
let breakfast: number;
const today = () => localDateOf(new Date(), 'Asia/Shanghai');
const run = (now = new Date()) => runMealVoucherDistribution(server.db, now, server.config.serverSecret);

/** Adds a user with role `user` in organisation `orgCode`. */
async function addUser(account: string, orgCode = 'cs'): Promise<number> {
  const hash = await hashPassword('Voucher@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = ${orgCode}))
    returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  return id;
}

/** Applies as `who` for `persons` from `from` to `to`; expects success. */
async function apply(who: string, persons: CallInput<typeof mv.mealVoucherAdd>['persons'], from = today(), to = from) {
  const r = await server.call(
    mv.mealVoucherAdd,
    { customerId, validFrom: from, validTo: to, persons },
    { token: token[who] },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

/** Takes application `id` through the audit chain and the confirmation as catering staff. */
async function confirmAll(id: number) {
  for (const c of [mv.mealVoucherAudit, mv.mealVoucherFinanceAudit, mv.mealVoucherLifeScienceAudit]) {
    const r = await server.call(c, { id, approve: true }, { token: token.catering });
    expect(r.code, r.msg).toBe(0);
  }
  const r = await server.call(mv.mealVoucherConfirm, { id }, { token: token.catering });
  expect(r.code, r.msg).toBe(0);
  expect(r.data.state).toBe('confirmed');
}

const stateOf = async (id: number) =>
  (await server.one<{ state: string }>(sql`select state from mc_meal_voucher_app where id = ${id}`))!.state;
const tasksOf = (id: number) =>
  server.query<{
    person_id: number;
    state: string;
    attempts: number;
    next_attempt_at: Date;
    last_error: string | null;
  }>(
    sql`select person_id, state, attempts, next_attempt_at, last_error from mc_meal_voucher_task
      where application_id = ${id} order by person_id`,
  );
const voucherCount = async (id: number) =>
  (await server.one<{ n: number }>(sql`select count(*)::int as n from mc_meal_voucher where application_id = ${id}`))!
    .n;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'booker', 'catering'] as const) token[who] = (await server.login(DEMO[who])).token;
  for (const who of ['booker', 'catering', 'approver']) {
    userId[who] = await server.idOf(sql`select id from sys_user where account = ${who}`);
    nameOf[who] = (await server.one<{ name: string }>(sql`select name from sys_user where id = ${userId[who]}`))!.name;
  }
  userId.stranger = await addUser('mv_stranger', 'cs');
  token.stranger = (await server.login({ account: 'mv_stranger', password: 'Voucher@123' })).token;
  customerId = await server.idOf(sql`select id from mc_customer where name_en = 'Administration Office'`);
  const types = await server.call(mv.mealVoucherGetTicketTypes, {}, { token: token.booker });
  lunch = types.data.find((t) => t.diningTypeCode === 'lunch')!.id;
  breakfast = types.data.find((t) => t.diningTypeCode === 'breakfast')!.id;
  await run(); // the seed's confirmed and distributing applications
});
afterAll(async () => {
  await server?.close();
});

describe('ticket types and applications', () => {
  it('lists the enabled ticket types with prices in cents, named in the caller’s language', async () => {
    const r = await server.call(mv.mealVoucherGetTicketTypes, {}, { token: token.booker, lang: 'CN' });
    expect(r.data.map((t) => [t.diningTypeCode, t.priceCents, t.name])).toEqual([
      ['breakfast', 1000, '早餐券'],
      ['lunch', 2000, '午餐券'],
      ['dinner', 2000, '晚餐券'],
      ['teaBreak', 800, '茶歇券'],
    ]);
  });

  it('adds an application with its people and stores them, logged', async () => {
    const row = await apply('booker', [
      { userId: userId.approver, ticketTypeId: lunch, quantityPerDay: 2 },
      { name: '王芳', phone: '13800138000', ticketTypeId: breakfast, quantityPerDay: 1 },
    ]);
    expect(row).toMatchObject({ state: 'submitted', applicantUserId: userId.booker, persons: 2, customerId });
    expect(row.applicationNo).toMatch(/^MV\d{8}-\d{4}$/);
    const persons = await server.query(
      sql`select user_id, name, phone, ticket_type_id, quantity_per_day from mc_meal_voucher_person
        where application_id = ${row.id} order by id`,
    );
    expect(persons).toEqual([
      {
        user_id: userId.approver,
        name: nameOf.approver,
        phone: expect.any(String),
        ticket_type_id: lunch,
        quantity_per_day: 2,
      },
      { user_id: null, name: '王芳', phone: '13800138000', ticket_type_id: breakfast, quantity_per_day: 1 },
    ]);
    const log = await server.one<{ after: { id: number } }>(
      sql`select after from operation_log where path = '/mc/mealVoucher/add' order by id desc limit 1`,
    );
    expect(log?.after.id).toBe(row.id);
  });

  it('refuses unknown ticket types and customers, bad ranges and people without an account or phone', async () => {
    const base = { customerId, validFrom: today(), validTo: today() };
    const person = { userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 };
    const call = (input: object) => server.call(mv.mealVoucherAdd, input as never, { token: token.booker });
    expect((await call({ ...base, persons: [{ ...person, ticketTypeId: 999999 }] })).code).toBe(
      Code.MEAL_VOUCHER_TICKET_TYPE_UNKNOWN,
    );
    expect((await call({ ...base, customerId: 999999, persons: [person] })).code).toBe(
      Code.MEAL_VOUCHER_CUSTOMER_UNKNOWN,
    );
    expect((await call({ ...base, validTo: addDays(today(), -1), persons: [person] })).code).toBe(
      Code.MEAL_VOUCHER_RANGE_INVALID,
    );
    const noPhone = await call({
      ...base,
      persons: [person, { name: 'X', phone: '123', ticketTypeId: lunch, quantityPerDay: 1 }],
    });
    expect(noPhone.code).toBe(Code.MEAL_VOUCHER_PERSON_INVALID);
    expect(noPhone.msg).toContain('2');
  });

  it('edits a submitted application (people replaced), lists and details it in scope only', async () => {
    const row = await apply('booker', [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 }]);
    const edited = await server.call(
      mv.mealVoucherEdit,
      {
        id: row.id,
        customerId,
        validFrom: today(),
        validTo: addDays(today(), 1),
        remark: 'two days',
        persons: [
          { userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 },
          { userId: userId.catering, ticketTypeId: breakfast, quantityPerDay: 1 },
        ],
      },
      { token: token.booker },
    );
    expect(edited.data).toMatchObject({ persons: 2, remark: 'two days', validTo: addDays(today(), 1) });
    const detail = await server.call(mv.mealVoucherDetail, { id: row.id }, { token: token.booker });
    expect(detail.data.persons.map((p) => p.name)).toEqual([nameOf.booker, nameOf.catering]);
    expect(detail.data.totalCents).toBe(2 * 2000 + 2 * 1000);

    // another user (no page permission) neither sees nor touches it: as if it did not exist
    expect((await server.call(mv.mealVoucherDetail, { id: row.id }, { token: token.stranger })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(mv.mealVoucherCancel, { id: row.id }, { token: token.stranger })).code).toBe(
      Code.NOT_FOUND,
    );
    const theirs = await server.call(mv.mealVoucherPage, { pageSize: 100 }, { token: token.stranger });
    expect(theirs.data.total).toBe(0);
    // the booker sees their own; catering staff (scope all, page permission) see everyone's
    const mine = await server.call(mv.mealVoucherPage, { pageSize: 100, state: 'submitted' }, { token: token.booker });
    expect(mine.data.rows.map((r) => r.id)).toContain(row.id);
    expect(mine.data.rows.every((r) => r.applicantUserId === userId.booker && r.state === 'submitted')).toBe(true);
    const staff = await server.call(mv.mealVoucherPage, { pageSize: 100 }, { token: token.catering });
    expect(staff.data.rows.map((r) => r.id)).toContain(row.id);
  });
});

describe('the audit chain', () => {
  it('enforces its order, needs a reason to reject, and cancels only before the confirmation', async () => {
    const row = await apply('booker', [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 }]);
    const as = { token: token.catering };
    const early = await server.call(mv.mealVoucherFinanceAudit, { id: row.id, approve: true }, as);
    expect(early.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect((await server.call(mv.mealVoucherConfirm, { id: row.id }, as)).code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(await stateOf(row.id)).toBe('submitted');
    expect((await server.call(mv.mealVoucherAudit, { id: row.id, approve: true }, as)).data.state).toBe('audited');
    expect((await server.call(mv.mealVoucherAudit, { id: row.id, approve: true }, as)).code).toBe(
      Code.ORDER_STEP_NOT_ALLOWED,
    );
    expect((await server.call(mv.mealVoucherLifeScienceAudit, { id: row.id, approve: true }, as)).code).toBe(
      Code.ORDER_STEP_NOT_ALLOWED,
    );
    // editing is over once audited
    expect(
      (
        await server.call(
          mv.mealVoucherEdit,
          {
            id: row.id,
            customerId,
            validFrom: today(),
            validTo: today(),
            persons: [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 }],
          },
          { token: token.booker },
        )
      ).code,
    ).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect((await server.call(mv.mealVoucherFinanceAudit, { id: row.id, approve: false }, as)).code).toBe(
      Code.MEAL_VOUCHER_REASON_REQUIRED,
    );
    const rejected = await server.call(
      mv.mealVoucherFinanceAudit,
      { id: row.id, approve: false, reason: 'budget' },
      as,
    );
    expect(rejected.data).toMatchObject({ state: 'rejected', reason: 'budget' });
    const late = await server.call(mv.mealVoucherCancel, { id: row.id }, { token: token.booker });
    expect(late.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(late.msg).toBe(`Meal voucher application ${row.id} cannot be cancelled while it is rejected`);
    const stored = await server.one<{ audited_at: Date | null; finance_audited_at: Date | null }>(
      sql`select audited_at, finance_audited_at from mc_meal_voucher_app where id = ${row.id}`,
    );
    expect(stored!.audited_at).not.toBeNull();
    expect(stored!.finance_audited_at).toBeNull();

    const other = await apply('booker', [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 }]);
    await server.call(mv.mealVoucherAudit, { id: other.id, approve: true }, as);
    const cancelled = await server.call(
      mv.mealVoucherCancel,
      { id: other.id, reason: 'postponed' },
      { token: token.booker },
    );
    expect(cancelled.data).toMatchObject({ state: 'cancelled', reason: 'postponed' });

    const confirmed = await apply('booker', [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 }]);
    await confirmAll(confirmed.id);
    expect((await server.call(mv.mealVoucherCancel, { id: confirmed.id }, { token: token.booker })).code).toBe(
      Code.ORDER_STEP_NOT_ALLOWED,
    );
    const log = await server.query<{ path: string }>(
      sql`select path from operation_log where path like '/mc/mealVoucher/%' and (after->>'id')::int = ${confirmed.id}
        order by id`,
    );
    expect(log.map((l) => l.path)).toEqual([
      '/mc/mealVoucher/add',
      '/mc/mealVoucher/audit',
      '/mc/mealVoucher/financeAudit',
      '/mc/mealVoucher/lifeScienceAudit',
      '/mc/mealVoucher/confirm',
    ]);
  });
});

describe('the durable distribution', () => {
  it('retries failures with backoff until failed, then retries only the failed on request', async () => {
    const disabled = await addUser('mv_disabled');
    const deleted = await addUser('mv_deleted');
    const row = await apply(
      'booker',
      [
        { userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 1 },
        { userId: disabled, ticketTypeId: lunch, quantityPerDay: 1 },
        { userId: deleted, ticketTypeId: lunch, quantityPerDay: 1 },
        { name: '赵六', phone: '13800138001', ticketTypeId: breakfast, quantityPerDay: 2 },
      ],
      today(),
      addDays(today(), 1),
    );
    await server.query(sql`update sys_user set status = 1 where id = ${disabled}`);
    await server.query(sql`delete from sys_user_role where user_id = ${deleted}`);
    await server.query(sql`delete from sys_user where id = ${deleted}`);
    await confirmAll(row.id);
    expect((await tasksOf(row.id)).map((t) => t.state)).toEqual(['pending', 'pending', 'pending', 'pending']);

    const t0 = new Date(Date.now() + 1000);
    await run(t0);
    let tasks = await tasksOf(row.id);
    expect(tasks.map((t) => [t.state, t.attempts])).toEqual([
      ['done', 1],
      ['pending', 1],
      ['pending', 1],
      ['done', 1],
    ]);
    expect(new Date(tasks[1].next_attempt_at).getTime()).toBe(t0.getTime() + BACKOFF_BASE_MS);
    expect(JSON.parse(tasks[1].last_error!)).toEqual({
      code: Code.MEAL_VOUCHER_ACCOUNT_DISABLED,
      params: { userId: disabled },
    });
    expect(JSON.parse(tasks[2].last_error!).code).toBe(Code.MEAL_VOUCHER_ACCOUNT_DELETED);
    expect(await stateOf(row.id)).toBe('distributing');
    expect(await voucherCount(row.id)).toBe(2 * 1 + 2 * 2);

    // not due before the backoff ends
    expect(await run(new Date(t0.getTime() + BACKOFF_BASE_MS - 1))).toBe(0);
    // each further attempt waits twice as long
    let at = t0.getTime();
    for (let attempt = 2; attempt <= DISTRIBUTION_MAX_ATTEMPTS; attempt++) {
      at += BACKOFF_BASE_MS * 2 ** (attempt - 2);
      await run(new Date(at));
      tasks = await tasksOf(row.id);
      expect(tasks[1].attempts).toBe(attempt);
    }
    expect(tasks.map((t) => t.state)).toEqual(['done', 'failed', 'failed', 'done']);
    expect(await stateOf(row.id)).toBe('partiallyDistributed');
    const detail = await server.call(mv.mealVoucherDetail, { id: row.id }, { token: token.catering });
    expect(detail.data.persons[1].distribution).toMatchObject({
      state: 'failed',
      attempts: DISTRIBUTION_MAX_ATTEMPTS,
      lastError: { code: Code.MEAL_VOUCHER_ACCOUNT_DISABLED },
    });

    // the account is enabled again: a retry distributes to the failed only
    await server.query(sql`update sys_user set status = 0 where id = ${disabled}`);
    const retried = await server.call(mv.mealVoucherRetryDistribution, { id: row.id }, { token: token.catering });
    expect(retried.data.state).toBe('distributing');
    tasks = await tasksOf(row.id);
    expect(tasks.map((t) => [t.state, t.attempts])).toEqual([
      ['done', 1],
      ['pending', 0],
      ['pending', 0],
      ['done', 1],
    ]);
    await run(new Date(Date.now() + 2000));
    tasks = await tasksOf(row.id);
    expect(tasks.map((t) => t.state)).toEqual(['done', 'done', 'pending', 'done']);
    expect(await voucherCount(row.id)).toBe(2 + 2 + 4);
    // a second retry is refused while distributing
    expect((await server.call(mv.mealVoucherRetryDistribution, { id: row.id }, { token: token.catering })).code).toBe(
      Code.ORDER_STEP_NOT_ALLOWED,
    );
  });

  it('issues each voucher once when two runs go at once, and when a task is worked again', async () => {
    const row = await apply(
      'booker',
      [
        { userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 2 },
        { userId: userId.catering, ticketTypeId: lunch, quantityPerDay: 1 },
        { name: '孙七', phone: '13800138002', ticketTypeId: breakfast, quantityPerDay: 1 },
      ],
      today(),
      addDays(today(), 2),
    );
    await confirmAll(row.id);
    const now = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([run(now), run(now)]);
    expect(a + b).toBe(3);
    const expected = 3 * (2 + 1 + 1);
    expect(await voucherCount(row.id)).toBe(expected);
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(distinct code)::int as n from mc_meal_voucher where application_id = ${row.id}`,
    );
    expect(n).toBe(expected);
    expect(await stateOf(row.id)).toBe('distributed');
    // a process that issued the vouchers but died before recording it: the task is worked again
    await server.query(sql`update mc_meal_voucher_task set state = 'pending' where application_id = ${row.id}`);
    await server.query(sql`update mc_meal_voucher_app set state = 'distributing' where id = ${row.id}`);
    await Promise.all([run(now), run(now)]);
    expect(await voucherCount(row.id)).toBe(expected);
    expect(await stateOf(row.id)).toBe('distributed');
  });
});

describe('voucher codes and write-off', () => {
  let codes: string[] = [];
  let appId: number;
  beforeAll(async () => {
    const row = await apply(
      'booker',
      [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 4 }],
      today(),
      addDays(today(), 1),
    );
    appId = row.id;
    await confirmAll(row.id);
    await run(new Date(Date.now() + 1000));
    const detail = await server.call(mv.mealVoucherDetail, { id: row.id }, { token: token.booker });
    codes = detail.data.persons[0].vouchers.filter((v) => v.validFrom === today()).map((v) => v.code);
    expect(codes).toHaveLength(4);
  });

  it('redeems a voucher once; a second scan names when it was used', async () => {
    const first = await server.call(mv.mealVoucherWriteOff, { code: codes[0] }, { token: token.catering });
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({
      personName: nameOf.booker,
      priceCents: 2000,
      validFrom: today(),
      validTo: today(),
    });
    const stored = await server.one<{ state: string; redeemed_by: number; redeemed_at: Date }>(
      sql`select state, redeemed_by, redeemed_at from mc_meal_voucher where code = ${codes[0]}`,
    );
    expect(stored).toMatchObject({ state: 'redeemed', redeemed_by: userId.catering });
    const again = await server.call(mv.mealVoucherWriteOff, { code: codes[0] }, { token: token.catering });
    expect(again.code).toBe(Code.MEAL_VOUCHER_USED);
    expect(again.msg).toContain(new Date(stored!.redeemed_at).toISOString());
  });

  it('redeems the same code written off twice at once exactly once', async () => {
    const results = await Promise.all(
      [1, 2].map(() => server.call(mv.mealVoucherWriteOff, { code: codes[1] }, { token: token.catering })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, Code.MEAL_VOUCHER_USED]);
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from operation_log
        where path = '/mc/mealVoucher/writeOff' and after->>'code' = ${codes[1]}`,
    );
    expect(n).toBe(1);
  });

  it('refuses forged and altered codes, tomorrow’s voucher, and callers without the permission', async () => {
    const [body, mac] = codes[2].split('.');
    const altered = `${body.replace(/-(\d+)$/, (_, n: string) => `-${Number(n) + 5}`)}.${mac}`;
    const flipped = `${body}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const personId = Number(body.split('-')[0]);
    const foreign = voucherCodeOf(personId, today(), 3, 'another-secret');
    for (const code of [altered, flipped, foreign, 'garbage', `${body}.`])
      expect((await server.call(mv.mealVoucherWriteOff, { code }, { token: token.catering })).code, code).toBe(
        Code.MEAL_VOUCHER_CODE_INVALID,
      );
    const unissued = voucherCodeOf(personId, today(), 9, server.config.serverSecret);
    expect((await server.call(mv.mealVoucherWriteOff, { code: unissued }, { token: token.catering })).code).toBe(
      Code.NOT_FOUND,
    );
    const tomorrow = voucherCodeOf(personId, addDays(today(), 1), 1, server.config.serverSecret);
    expect((await server.call(mv.mealVoucherWriteOff, { code: tomorrow }, { token: token.catering })).code).toBe(
      Code.MEAL_VOUCHER_NOT_YET_VALID,
    );
    expect((await server.call(mv.mealVoucherWriteOff, { code: codes[2] }, { token: token.booker })).code).toBe(
      Code.FORBIDDEN,
    );
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from mc_meal_voucher where application_id = ${appId} and state = 'redeemed'`,
    );
    expect(n).toBe(2);
  });
});

describe('settlement', () => {
  it('groups redeemed, unsettled vouchers per customer, settles them and closes what has nothing left', async () => {
    const other = await server.idOf(
      sql`insert into mc_customer (name, kind) values ('Visiting Scholars', 'external') returning id`,
    );
    const row = await server.call(
      mv.mealVoucherAdd,
      {
        customerId: other,
        validFrom: today(),
        validTo: today(),
        persons: [{ userId: userId.booker, ticketTypeId: lunch, quantityPerDay: 2 }],
      },
      { token: token.booker },
    );
    await confirmAll(row.data.id);
    await run(new Date(Date.now() + 1000));
    const detail = await server.call(mv.mealVoucherDetail, { id: row.data.id }, { token: token.booker });
    for (const v of detail.data.persons[0].vouchers)
      expect((await server.call(mv.mealVoucherWriteOff, { code: v.code }, { token: token.catering })).code).toBe(0);

    const page = await server.call(
      mv.mealVoucherGetSettlementPage,
      { pageSize: 50, from: today(), to: today() },
      { token: token.catering },
    );
    expect(page.data.rows.find((g) => g.customerId === other)).toEqual({
      customerId: other,
      customerName: 'Visiting Scholars',
      count: 2,
      totalCents: 4000,
    });
    const past = await server.call(
      mv.mealVoucherGetSettlementPage,
      { pageSize: 50, from: '2001-01-01', to: '2001-01-31' },
      { token: token.catering },
    );
    expect(past.data.rows.find((g) => g.customerId === other)).toBeUndefined();

    const settled = await server.call(mv.mealVoucherSettlement, { customerId: other }, { token: token.catering });
    expect(settled.data).toEqual({ count: 2, totalCents: 4000, settledApplications: [row.data.id] });
    expect(await stateOf(row.data.id)).toBe('settled');
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from mc_meal_voucher
        where application_id = ${row.data.id} and settled_at is not null`,
    );
    expect(n).toBe(2);
    expect((await server.call(mv.mealVoucherSettlement, { customerId: other }, { token: token.catering })).code).toBe(
      Code.MEAL_VOUCHER_NOTHING_TO_SETTLE,
    );
  });
});

describe('import of people from .xlsx', () => {
  async function sheet(rows: (string | number)[][]): Promise<string> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('People');
    ws.addRow(['账号', 'Name', 'phone', 'Ticket type', 'Per day']);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  }

  it('answers the valid rows and the errors by row and column, storing nothing', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from mc_meal_voucher_person`);
    const data = await sheet([
      ['booker', '', '', 'Lunch', 1],
      ['nobody_here', '', '', 'Lunch', 1],
      ['', '', '13800138000', '午餐券', 1],
      ['', '周八', '12345', 'Lunch', 1],
      ['', '吴九', '13800138009', 'Supper', 0],
      ['', '郑十', '13800138010', '早餐券', 2],
    ]);
    const r = await server.call(mv.mealVoucherImportMealVoucherUser, { data }, { token: token.booker, lang: 'EN' });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.rows).toEqual([
      {
        row: 2,
        userId: userId.booker,
        name: nameOf.booker,
        phone: expect.any(String),
        ticketTypeId: lunch,
        quantityPerDay: 1,
      },
      { row: 7, name: '郑十', phone: '13800138010', ticketTypeId: breakfast, quantityPerDay: 2 },
    ]);
    expect(r.data.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'account', Code.MEAL_VOUCHER_ACCOUNT_UNKNOWN],
      [4, 'name', Code.MEAL_VOUCHER_NAME_REQUIRED],
      [5, 'phone', Code.MEAL_VOUCHER_PHONE_INVALID],
      [6, 'ticketType', Code.MEAL_VOUCHER_TICKET_TYPE_NAME_UNKNOWN],
      [6, 'quantityPerDay', Code.MEAL_VOUCHER_QUANTITY_INVALID],
    ]);
    expect(r.data.errors[0].message).toBe('There is no account nobody_here');
    expect(await server.one(sql`select count(*)::int as n from mc_meal_voucher_person`)).toEqual(before);
  });

  it('refuses a file that is not a workbook', async () => {
    const r = await server.call(
      mv.mealVoucherImportMealVoucherUser,
      { data: Buffer.from('not a workbook').toString('base64') },
      { token: token.booker },
    );
    expect(r.code).toBe(Code.MEAL_VOUCHER_IMPORT_FILE_INVALID);
  });
});

describe('the seed', () => {
  it('holds an application in every state, with issued, redeemed and failed distributions', async () => {
    const states = await server.query<{ state: string }>(
      sql`select distinct a.state from mc_meal_voucher_app a where a.application_no like 'MV%-D%'`,
    );
    // the seed's confirmed and distributing ones were distributed by the run before the tests
    expect(states.map((s) => s.state).sort()).toEqual([
      'audited',
      'cancelled',
      'distributed',
      'financeAudited',
      'lifeScienceAudited',
      'partiallyDistributed',
      'rejected',
      'settled',
      'submitted',
    ]);
    const vouchers = await server.query<{ state: string }>(sql`select distinct state from mc_meal_voucher`);
    expect(vouchers.map((v) => v.state).sort()).toEqual(expect.arrayContaining(['issued', 'redeemed']));
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from mc_meal_voucher_task where state = 'failed'`,
    );
    expect(n).toBeGreaterThan(0);
  });
});

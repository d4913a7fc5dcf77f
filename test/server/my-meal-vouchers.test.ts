/**
 * The holder's meal vouchers (the terminal's /myMealVoucher, /myMealVoucherDetail; calls
 * /mc/mealVoucher/myVouchers and /mc/mealVoucher/myVoucherDetail) against the real database:
 * a user sees exactly the vouchers issued to their own account — not those of other people of
 * the same application, not even their applicant's — with codes the write-off accepts; another
 * person's voucher answers like a missing one; after a write-off the voucher reads used, with
 * when; the status filter follows. Also /mc/mealVoucher/page with `applicant=me`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mv from '../../platform/contracts/meal-voucher.contract';
import { Code } from '../../platform/protocol/codes';
import { runMealVoucherDistribution } from '../../server/modules/meal-voucher/distribution';
import { isSignedVoucherCode } from '../../server/modules/meal-voucher/voucher-code';
import { localDateOf } from '../../server/modules/reserve/campus-time';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
let appId: number;
const today = () => localDateOf(new Date(), 'Asia/Shanghai');

/** Ids of every voucher issued to user `id`, read straight from the tables. */
async function storedVoucherIdsOf(id: number): Promise<number[]> {
  const rows = await server.query<{ id: number }>(sql`select v.id from mc_meal_voucher v
    join mc_meal_voucher_person p on p.id = v.person_id where p.user_id = ${id} order by v.id`);
  return rows.map((r) => r.id);
}

/** Every voucher `who` holds (all pages of 100). */
async function myVouchers(who: string, status?: mv.HeldVoucherStatus) {
  const out: mv.HeldVoucher[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const r = await server.call(mv.mealVoucherMyVouchers, { pageNo, pageSize: 100, status }, { token: token[who] });
    expect(r.code, r.msg).toBe(0);
    out.push(...r.data.rows);
    if (out.length >= r.data.total) return out;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['booker', 'approver', 'catering'] as const) {
    token[who] = (await server.login(DEMO[who])).token;
    userId[who] = await server.idOf(sql`select id from sys_user where account = ${who}`);
  }
  const customerId = await server.idOf(sql`select id from mc_customer where name_en = 'Administration Office'`);
  const types = await server.call(mv.mealVoucherGetTicketTypes, {}, { token: token.booker });
  const lunch = types.data.find((t) => t.diningTypeCode === 'lunch')!.id;
  // The booker applies for the approver (two a day) and a guest without an account; not for themself.
  const add = await server.call(
    mv.mealVoucherAdd,
    {
      customerId,
      validFrom: today(),
      validTo: today(),
      remark: 'Workshop lunch',
      persons: [
        { userId: userId.approver, ticketTypeId: lunch, quantityPerDay: 2 },
        { name: '王芳', phone: '13800138000', ticketTypeId: lunch, quantityPerDay: 1 },
      ],
    },
    { token: token.booker },
  );
  expect(add.code, add.msg).toBe(0);
  appId = add.data.id;
  for (const c of [mv.mealVoucherAudit, mv.mealVoucherFinanceAudit, mv.mealVoucherLifeScienceAudit]) {
    const r = await server.call(c, { id: appId, approve: true }, { token: token.catering });
    expect(r.code, r.msg).toBe(0);
  }
  const confirm = await server.call(mv.mealVoucherConfirm, { id: appId }, { token: token.catering });
  expect(confirm.code, confirm.msg).toBe(0);
  await runMealVoucherDistribution(server.db, new Date(), server.config.serverSecret);
});
afterAll(async () => {
  await server?.close();
});

describe('myVouchers', () => {
  it("lists exactly the vouchers issued to the caller's account, with signed codes", async () => {
    for (const who of ['approver', 'booker', 'catering']) {
      const rows = await myVouchers(who);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(await storedVoucherIdsOf(userId[who]));
    }
    const mine = (await myVouchers('approver')).filter((r) => r.applicationId === appId);
    expect(mine).toHaveLength(2);
    for (const v of mine) {
      expect(v).toMatchObject({
        validFrom: today(),
        validTo: today(),
        status: 'unused',
        used: false,
        state: 'issued',
        redeemedAt: null,
        priceCents: 2000,
        customerName: 'Administration Office',
      });
      expect(isSignedVoucherCode(v.code, server.config.serverSecret)).toBe(true);
    }
    // The applicant holds none of the vouchers they applied for.
    expect((await myVouchers('booker')).some((r) => r.applicationId === appId)).toBe(false);
  });

  it("answers another person's voucher exactly like a missing one", async () => {
    const [voucher] = (await myVouchers('approver')).filter((r) => r.applicationId === appId);
    const own = await server.call(mv.mealVoucherMyVoucherDetail, { id: voucher.id }, { token: token.approver });
    expect(own.data).toEqual(voucher);
    const foreign = await server.call(mv.mealVoucherMyVoucherDetail, { id: voucher.id }, { token: token.booker });
    const missing = await server.call(mv.mealVoucherMyVoucherDetail, { id: 987_654 }, { token: token.booker });
    expect(foreign.code).toBe(Code.NOT_FOUND);
    const answer = (r: typeof foreign) => ({ status: r.status, code: r.code, msg: r.msg, data: r.data });
    expect(answer(foreign)).toEqual(answer(missing));
  });

  it('reads used, with when, after the counter writes the voucher off; the status filter follows', async () => {
    const [voucher, other] = (await myVouchers('approver')).filter((r) => r.applicationId === appId);
    const off = await server.call(mv.mealVoucherWriteOff, { code: voucher.code }, { token: token.catering });
    expect(off.code, off.msg).toBe(0);
    const after = await server.call(mv.mealVoucherMyVoucherDetail, { id: voucher.id }, { token: token.approver });
    expect(after.data).toMatchObject({ id: voucher.id, used: true, status: 'used', state: 'redeemed' });
    expect(after.data.redeemedAt).toBe(off.data.redeemedAt);
    const stored = await server.one<{ state: string }>(sql`select state from mc_meal_voucher where id = ${voucher.id}`);
    expect(stored!.state).toBe('redeemed');
    const used = await myVouchers('approver', 'used');
    const unused = await myVouchers('approver', 'unused');
    expect(used.map((r) => r.id)).toContain(voucher.id);
    expect(unused.map((r) => r.id)).not.toContain(voucher.id);
    expect(unused.map((r) => r.id)).toContain(other.id);
    expect(used.every((r) => r.used)).toBe(true);
    expect(unused.every((r) => !r.used && r.status === 'unused')).toBe(true);
  });
});

describe('mealVoucher/page applicant=me', () => {
  it("lists only the caller's own applications, even for staff whose scope is wider", async () => {
    const r = await server.call(mv.mealVoucherPage, { pageSize: 100, applicant: 'me' }, { token: token.catering });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.rows.every((row) => row.applicantUserId === userId.catering)).toBe(true);
    expect(r.data.rows.some((row) => row.id === appId)).toBe(false);
    const booker = await server.call(mv.mealVoucherPage, { pageSize: 100, applicant: 'me' }, { token: token.booker });
    expect(booker.data.rows.map((row) => row.id)).toContain(appId);
    expect(booker.data.rows.every((row) => row.applicantUserId === userId.booker)).toBe(true);
  });
});

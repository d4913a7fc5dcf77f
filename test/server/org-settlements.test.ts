/**
 * My organisation's statements on the conference-centre terminal (/mc/orgSettlement/…,
 * platform/contracts/org-settlement.contract.ts) against the real server on the seeded demo WITH
 * its meeting orders: the demo's organisations have statements to see (the booker's school and
 * the approver's department); each user reads exactly the statements of the internal customers of
 * their organisation and the organisations below it — lists, counts and totals equal to what is
 * stored — while another organisation's statement answers NOT_FOUND exactly like a missing one
 * (detail, PDF, confirm) and is never counted; the organisation's confirm goes through the
 * settlement machine once (stored, its orders settled, logged), and is refused without the
 * permission, outside the organisation and when the statement is no longer pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as os from '../../platform/contracts/org-settlement.contract';
import type { SettlementRow } from '../../platform/contracts/settlement.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, sql, startTestServer, type CallResult, type TestServer } from './harness';

const PASSWORD = 'Office@123';
const MISSING = 987_654;

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const org: Record<string, number> = {};

interface Stored {
  id: number;
  kind: string;
  state: string;
  period: string;
  amount_cents: number;
  customer: string;
}

/** The stored statements of `kind` of the internal customers of organisations `codes`, by id. */
const storedOf = (kind: string, codes: string[]) =>
  server.query<Stored>(sql`select s.id, s.kind, s.state, s.period, s.amount_cents, c.name as customer
    from mc_settlement s join mc_customer c on c.id = s.customer_id join sys_org o on o.id = c.org_id
    where c.kind = 'internal' and s.kind = ${kind} and o.code in ${codes} order by s.id`);

/** Every statement `who` is shown of `kind` (all pages of 100), with the page's total. */
async function listed(who: string, kind: os.OrgSettlementKind, filter: Omit<os.OrgSettlementFilter, 'kind'> = {}) {
  const rows: SettlementRow[] = [];
  let total = -1;
  for (let pageNo = 1; ; pageNo++) {
    const r = await server.call(
      os.orgSettlementPage,
      { kind, pageNo, pageSize: 100, ...filter },
      { token: token[who] },
    );
    expect(r.code, r.msg).toBe(0);
    rows.push(...r.data.rows);
    total = r.data.total;
    if (rows.length >= total) break;
  }
  return { rows, total };
}

/** The stored row of statement `id` (state, confirmation) and of the operation log's confirms. */
const statementRow = (id: number) =>
  server.one<{ state: string; confirmed_by: number | null; confirmed_at: Date | null }>(
    sql`select state, confirmed_by, confirmed_at from mc_settlement where id = ${id}`,
  );
const confirmLogs = () =>
  server.query<{ account: string; before: unknown; after: { confirmed: number[] } }>(
    sql`select account, before, after from operation_log where path = '/mc/orgSettlement/confirm' order by id`,
  );

/** What a caller can tell apart in an answer. */
const answer = (r: CallResult<unknown>) => ({ status: r.status, code: r.code, msg: r.msg, data: r.data });

beforeAll(async () => {
  server = await startTestServer({ demoOrders: true });
  for (const who of ['booker', 'approver', 'catering', 'admin'] as const) {
    token[who] = (await server.login(DEMO[who])).token;
    userId[who] = await server.idOf(sql`select id from sys_user where account = ${who}`);
  }
  for (const o of await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`))
    org[o.code] = Number(o.id);
  // An office below the approver's department, with a customer, a pending statement and a member of staff.
  const customer = await server.idOf(sql`insert into mc_customer (name, kind, org_id)
    values ('East Campus Sports Office', 'internal', ${org['sports-east']}) returning id`);
  const statement = await server.idOf(sql`insert into mc_settlement (settlement_no, kind, customer_id, period, state,
    item_count, amount_cents) values ('ST-M-203001-0777', 'meeting', ${customer}, '2030-01', 'pending', 1, 4200)
    returning id`);
  await server.query(sql`insert into mc_settlement_item (settlement_id, kind, source, source_id, source_no,
    service_date, description, base_cents, amount_cents) values (${statement}, 'meeting', 'mealVoucher', ${MISSING},
    'EAST-1', '2030-01-15', 'East office lunch', 4200, 4200)`);
  const hash = await hashPassword(PASSWORD);
  userId.east = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id, phone)
    values ('os_east', 'East Office Clerk', ${hash}, ${org['sports-east']}, '13800000009') returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${userId.east}, id from sys_role where code = 'user'`,
  );
  token.east = (await server.login({ account: 'os_east', password: PASSWORD })).token;
});
afterAll(async () => {
  await server?.close();
});

describe('the demo', () => {
  it("gives the booker's school and the approver's department statements to see", async () => {
    const schoolMeeting = await listed('booker', 'meeting');
    const schoolCatering = await listed('booker', 'catering');
    expect(schoolMeeting.total).toBeGreaterThan(0);
    expect(schoolCatering.total).toBeGreaterThan(0);
    expect(new Set(schoolCatering.rows.map((r) => r.state))).toContain('pending');
    const department = await listed('approver', 'meeting');
    expect(department.rows.filter((r) => r.customerName === 'Sports Department' && r.state === 'pending')).toHaveLength(
      1,
    );
  });
});

describe('reading', () => {
  it("lists, counts and sums exactly the statements of the caller's organisation", async () => {
    for (const [who, codes] of [
      ['booker', ['cs']],
      ['approver', ['sports', 'sports-east', 'sports-west']],
      ['east', ['sports-east']],
      ['catering', ['admin-office']],
    ] as const) {
      for (const kind of ['meeting', 'catering'] as const) {
        const stored = await storedOf(kind, [...codes]);
        const shown = await listed(who, kind);
        expect(
          shown.rows.map((r) => r.id).sort((a, b) => a - b),
          `${who} ${kind}`,
        ).toEqual(stored.map((s) => s.id));
        expect(shown.total).toBe(stored.length);
        const counts = await server.call(os.orgSettlementGetPageCount, { kind }, { token: token[who] });
        const n = (state: string) => stored.filter((s) => s.state === state).length;
        expect(counts.data).toEqual({
          all: stored.length,
          pending: n('pending'),
          confirmed: n('confirmed'),
          invoiced: n('invoiced'),
        });
        const totals = await server.call(os.orgSettlementGetTotalAmount, { kind }, { token: token[who] });
        const sum = (state?: string) =>
          stored.filter((s) => !state || s.state === state).reduce((a, s) => a + s.amount_cents, 0);
        expect(totals.data).toEqual({
          count: stored.length,
          amountCents: sum(),
          pendingCents: sum('pending'),
          confirmedCents: sum('confirmed'),
          invoicedCents: sum('invoiced'),
        });
      }
    }
  });

  it('sees the organisations below its own, never the one above', async () => {
    const east = await listed('east', 'meeting');
    expect(east.rows.map((r) => r.customerName)).toEqual(['East Campus Sports Office']);
    const department = await listed('approver', 'meeting');
    expect(department.rows.map((r) => r.customerName)).toContain('East Campus Sports Office');
    const above = department.rows.find((r) => r.customerName === 'Sports Department')!;
    const refused = await server.call(os.orgSettlementDetail, { kind: 'meeting', id: above.id }, { token: token.east });
    expect(refused.code).toBe(Code.NOT_FOUND);
  });

  it('filters by month and state', async () => {
    const month = await listed('approver', 'meeting', { period: '2030-01' });
    expect(month.rows.map((r) => r.customerName)).toEqual(['East Campus Sports Office']);
    const pending = await listed('booker', 'catering', { state: 'pending' });
    expect(pending.total).toBeGreaterThan(0);
    expect(new Set(pending.rows.map((r) => r.state))).toEqual(new Set(['pending']));
    const totals = await server.call(
      os.orgSettlementGetTotalAmount,
      { kind: 'catering', state: 'pending' },
      { token: token.booker },
    );
    expect(totals.data.count).toBe(pending.total);
    expect(totals.data.amountCents).toBe(pending.rows.reduce((a, r) => a + r.amountCents, 0));
  });

  it('reads its own statement with its items, and its PDF', async () => {
    const [own] = (await listed('booker', 'meeting')).rows;
    const detail = await server.call(os.orgSettlementDetail, { kind: 'meeting', id: own.id }, { token: token.booker });
    expect(detail.code).toBe(0);
    expect(detail.data.customerName).toBe('School of Computer Science');
    expect(detail.data.items.length).toBeGreaterThan(0);
    expect(detail.data.items.reduce((a, i) => a + i.amountCents, 0)).toBe(detail.data.amountCents);
    const pdf = await server.call(
      os.orgSettlementStatement,
      { kind: 'meeting', id: own.id },
      { token: token.booker, lang: 'EN' },
    );
    expect(pdf.code).toBe(0);
    expect(pdf.data.fileName).toBe(`${detail.data.settlementNo}.pdf`);
    expect(Buffer.from(pdf.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe("another organisation's statement", () => {
  it('answers exactly like a missing one: detail, PDF, confirm, and a statement of the other kind', async () => {
    const [theirs] = await storedOf('meeting', ['cs']);
    const [mine] = await storedOf('meeting', ['sports']);
    const before = await server.query(sql`select id, state, confirmed_at from mc_settlement order by id`);
    for (const contract of [os.orgSettlementDetail, os.orgSettlementStatement, os.orgSettlementConfirm]) {
      const onTheirs = await server.call(contract, { kind: 'meeting', id: theirs.id }, { token: token.approver });
      const onMissing = await server.call(contract, { kind: 'meeting', id: MISSING }, { token: token.approver });
      expect(onMissing.code, contract.path).toBe(Code.NOT_FOUND);
      expect(answer(onTheirs), contract.path).toEqual(answer(onMissing));
      // Its own statement under the other kind is not found either.
      const otherKind = await server.call(contract, { kind: 'catering', id: mine.id }, { token: token.approver });
      expect(answer(otherKind), contract.path).toEqual(answer(onMissing));
    }
    expect(await server.query(sql`select id, state, confirmed_at from mc_settlement order by id`)).toEqual(before);
    expect(await confirmLogs()).toEqual([]);
  });
});

describe('confirming', () => {
  it('is refused without the permission (a booker, a clerk), changing nothing', async () => {
    const [own] = await storedOf('catering', ['cs']).then((rows) => rows.filter((r) => r.state === 'pending'));
    const [east] = await storedOf('meeting', ['sports-east']);
    for (const [who, id] of [
      ['booker', own.id],
      ['east', east.id],
    ] as const) {
      const r = await server.call(
        os.orgSettlementConfirm,
        { kind: who === 'booker' ? 'catering' : 'meeting', id },
        {
          token: token[who],
        },
      );
      expect([r.status, r.code]).toEqual([403, Code.FORBIDDEN]);
      expect((await statementRow(id))!.state).toBe('pending');
    }
    expect(await confirmLogs()).toEqual([]);
  });

  it("confirms the department's pending statement once through the machine, settling its order", async () => {
    const [pending] = (await storedOf('meeting', ['sports'])).filter((s) => s.state === 'pending');
    const items = await server.query<{ source: string; source_id: number }>(
      sql`select source, source_id from mc_settlement_item where settlement_id = ${pending.id}`,
    );
    expect(items.map((i) => i.source)).toEqual(['reserveOrder']);
    const orderBefore = await server.one<{ status: string }>(
      sql`select status from mc_reserve_order where id = ${items[0].source_id}`,
    );
    expect(orderBefore!.status).toBe('served');

    const done = await server.call(
      os.orgSettlementConfirm,
      { kind: 'meeting', id: pending.id },
      {
        token: token.approver,
        lang: 'EN',
      },
    );
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ id: pending.id, state: 'confirmed', confirmedByName: 'Demo Approver' });
    expect(await statementRow(pending.id)).toMatchObject({ state: 'confirmed', confirmed_by: userId.approver });
    const order = await server.one<{ status: string; settled_at: Date | null }>(
      sql`select status, settled_at from mc_reserve_order where id = ${items[0].source_id}`,
    );
    expect(order!.status).toBe('settled');
    expect(order!.settled_at).not.toBeNull();
    const logs = await confirmLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ account: 'approver', before: { id: pending.id, state: 'pending' } });
    expect(logs[0].after.confirmed).toEqual([pending.id]);

    // Now confirmed: the machine no longer accepts the confirm, and nothing changes.
    const stored = await statementRow(pending.id);
    const again = await server.call(
      os.orgSettlementConfirm,
      { kind: 'meeting', id: pending.id },
      {
        token: token.approver,
        lang: 'EN',
      },
    );
    expect(again.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(again.msg).toContain('confirmed');
    expect(await statementRow(pending.id)).toEqual(stored);
    expect(await confirmLogs()).toHaveLength(1);

    // The list shows it confirmed.
    const shown = await server.call(
      os.orgSettlementDetail,
      { kind: 'meeting', id: pending.id },
      {
        token: token.approver,
      },
    );
    expect(shown.data.state).toBe('confirmed');
  });

  it('confirms a statement of an organisation below its own', async () => {
    const [east] = await storedOf('meeting', ['sports-east']);
    const r = await server.call(os.orgSettlementConfirm, { kind: 'meeting', id: east.id }, { token: token.approver });
    expect(r.code, r.msg).toBe(0);
    expect((await statementRow(east.id))!.state).toBe('confirmed');
  });
});

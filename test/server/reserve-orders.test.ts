/**
 * Meeting service orders (spec §7 reserveOrder, §4): add books the room in the same
 * transaction (a taken slot leaves no order), lines priced from the catalogue; the staff steps
 * follow the reserveOrder machine (a step refused in the wrong state changes nothing); cancel
 * before / after the audit; editMerchandise re-prices; scope (another organisation's approver
 * gets NOT_FOUND); two staff auditing at once → one success; counts per state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ro from '../../platform/contracts/reserve-order.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, siteParams, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const sites: Record<string, number> = {};
const cat: Record<string, number> = {};
const wednesday = nextWeekDay(3);
/** Another day: the booker may hold only three bookings a day. */
const thursday = nextWeekDay(4);

const orderRow = (id: number) =>
  server.one<{ status: string; total_cents: number; reservation_id: number | null; reason: string | null }>(
    sql`select status, total_cents, reservation_id, reason from mc_reserve_order where id = ${id}`,
  );
const bookingStatus = async (id: number | null) =>
  (await server.one<{ status: string }>(sql`select status from reservation where id = ${id}`))?.status;

/** The notices of `siteId` accepted (as the booking pages do). */
async function agreementsOf(siteId: number) {
  const notices = await server.call(reserveNotices, { siteId }, { token: token.booker });
  return notices.code === 0 ? notices.data.map((n) => ({ id: n.id, version: n.version })) : [];
}

/** Orders Meeting Room `room` on Wednesday [from, to) as `who`. */
async function add(who: string, room: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  const r = await server.call(
    ro.reserveOrderAdd,
    {
      siteId: sites[room],
      start: at(wednesday, from),
      end: at(wednesday, to),
      subject: 'Board meeting',
      attendees: 10,
      diningTypeCodes: ['lunch'],
      merchandise: [{ id: cat.water, quantity: 20 }],
      items: [{ id: cat.flowers, quantity: 2 }],
      agreements: await agreementsOf(sites[room]),
      ...extra,
    } as never,
    { token: token[who] },
  );
  if (r.code !== 0 && r.code !== Code.SLOT_TAKEN) throw new Error(`add refused: ${r.code} ${r.msg}`);
  return r;
}

beforeAll(async () => {
  server = await startTestServer({ demoOrders: true });
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
  const one = async (text: ReturnType<typeof sql>) => Number((await server.query<{ id: number }>(text))[0].id);
  const category = await one(sql`insert into mc_merchandise_category (name_cn) values ('饮品') returning id`);
  cat.water = await one(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${category}, '矿泉水', '瓶', 300) returning id`);
  cat.tea = await one(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${category}, '茶', '杯', 500) returning id`);
  cat.flowers = await one(sql`insert into mc_item_form (name_cn, price_cents) values ('鲜花', 8000) returning id`);
  cat.lunch = await one(sql`insert into mc_standard (name_cn, dining_type_code, price_per_person_cents)
    values ('午餐标准', 'lunch', 4500) returning id`);
});
afterAll(async () => {
  await server?.close();
});

describe('add', () => {
  it('books the room and prices the lines: merchandise, items, dining per person', async () => {
    const r = await add('booker', 'Meeting Room 301', '09:00', '10:00');
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('submitted');
    expect(r.data.orderNo).toMatch(/^RO\d{8}-\d{4}$/);
    expect(r.data.totalCents).toBe(20 * 300 + 2 * 8000 + 10 * 4500);
    expect(r.data.lines.map((l) => [l.kind, l.quantity, l.amountCents])).toEqual([
      ['merchandise', 20, 6000],
      ['item', 2, 16000],
      ['dining', 10, 45000],
    ]);
    expect(await bookingStatus(r.data.reservationId)).toMatch(/approved|pendingAudit/);
  });

  it('leaves no order when the slot is taken (both or neither)', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from mc_reserve_order`);
    const r = await add('approver', 'Meeting Room 301', '09:00', '10:00');
    expect(r.code).toBe(Code.SLOT_TAKEN);
    expect(await server.one(sql`select count(*)::int as n from mc_reserve_order`)).toEqual(before);
  });
});

describe('steps', () => {
  it('audits, advances one step at a time, settles; refuses wrong steps changing nothing', async () => {
    const { data } = await add('booker', 'Meeting Room 302', '09:00', '10:00');
    const id = data.id;
    const refused = async (p: Promise<{ code: number }>) => {
      const before = await orderRow(id);
      expect((await p).code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
      expect(await orderRow(id)).toEqual(before);
    };
    const staff = { token: token.catering };
    await refused(server.call(ro.reserveOrderProgress, { id, to: 'arranged' }, staff));
    await refused(server.call(ro.reserveOrderSettle, { id }, staff));
    expect((await server.call(ro.reserveOrderAudit, { id }, staff)).data.status).toBe('audited');
    await refused(server.call(ro.reserveOrderAudit, { id }, staff));
    await refused(server.call(ro.reserveOrderProgress, { id, to: 'served' }, staff));
    expect((await server.call(ro.reserveOrderProgress, { id, to: 'arranged' }, staff)).data.status).toBe('arranged');
    // re-pricing while not yet served: merchandise and item lines replaced, dining kept
    const priced = await server.call(
      ro.reserveOrderEditMerchandise,
      { id, merchandise: [{ id: cat.tea, quantity: 4 }], items: [] },
      staff,
    );
    expect(priced.data.totalCents).toBe(4 * 500 + 10 * 4500);
    expect((await orderRow(id))?.total_cents).toBe(47000);
    expect((await server.call(ro.reserveOrderProgress, { id, to: 'served' }, staff)).data.status).toBe('served');
    await refused(server.call(ro.reserveOrderEditMerchandise, { id, merchandise: [], items: [] }, staff));
    await refused(server.call(ro.reserveOrderCancel, { id }, { token: token.booker }));
    await refused(server.call(ro.reserveOrderReject, { id, reason: 'late' }, staff));
    const settled = await server.call(ro.reserveOrderSettle, { id }, staff);
    expect(settled.data.status).toBe('settled');
    expect(settled.data.settledAt).not.toBeNull();
  });

  it('cancels a submitted order at once; after the audit asks staff to confirm; both release the room', async () => {
    const a = (await add('booker', 'Meeting Room 303', '09:00', '10:00')).data;
    const cancelled = await server.call(ro.reserveOrderCancel, { id: a.id }, { token: token.booker });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await bookingStatus(a.reservationId)).toBe('cancelled');

    const b = (await add('booker', 'Meeting Room 303', '11:00', '12:00')).data;
    await server.call(ro.reserveOrderAudit, { id: b.id }, { token: token.catering });
    const requested = await server.call(ro.reserveOrderCancel, { id: b.id }, { token: token.booker });
    expect(requested.data).toMatchObject({ status: 'cancelRequested', cancelFrom: 'audited' });
    expect(await bookingStatus(b.reservationId)).not.toBe('cancelled');
    const confirmed = await server.call(ro.reserveOrderConfirmCancel, { id: b.id }, { token: token.catering });
    expect(confirmed.data.status).toBe('cancelled');
    expect(await bookingStatus(b.reservationId)).toBe('cancelled');
  });

  it('declines a cancel request back where it came from, keeping the booking and telling the applicant', async () => {
    const a = (await add('approver', 'Meeting Room 302', '15:00', '16:00')).data;
    await server.call(ro.reserveOrderAudit, { id: a.id }, { token: token.catering });
    await server.call(ro.reserveOrderProgress, { id: a.id, to: 'arranged' }, { token: token.catering });
    const stampsBefore = await server.one(sql`select audited_at, arranged_at from mc_reserve_order where id = ${a.id}`);
    // Nothing to decline yet: refused, nothing changes.
    const early = await server.call(ro.reserveOrderDeclineCancel, { id: a.id, reason: 'x' }, { token: token.catering });
    expect(early.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    await server.call(ro.reserveOrderCancel, { id: a.id, reason: 'Changed plans' }, { token: token.approver });
    // The reason is required; the applicant may not decline; out of scope looks like NOT_FOUND.
    const blank = await server.call(ro.reserveOrderDeclineCancel, { id: a.id, reason: ' ' }, { token: token.catering });
    expect(blank.code).toBe(Code.BAD_REQUEST);
    const self = await server.call(ro.reserveOrderDeclineCancel, { id: a.id, reason: 'x' }, { token: token.approver });
    expect(self.code).toBe(Code.FORBIDDEN);
    expect((await orderRow(a.id))?.status).toBe('cancelRequested');

    const declined = await server.call(
      ro.reserveOrderDeclineCancel,
      { id: a.id, reason: 'Catering already bought' },
      { token: token.catering },
    );
    expect(declined.data).toMatchObject({ status: 'arranged', cancelFrom: null, reason: 'Catering already bought' });
    expect(await orderRow(a.id)).toMatchObject({ status: 'arranged', reason: 'Catering already bought' });
    expect(await server.one(sql`select audited_at, arranged_at from mc_reserve_order where id = ${a.id}`)).toEqual(
      stampsBefore,
    );
    expect(await bookingStatus(a.reservationId)).not.toBe('cancelled');
    const [message] = await server.query<{ user_id: number; params: Record<string, string> }>(sql`select user_id, params
      from user_message where kind = 'reserveOrderCancelDeclined' and reservation_id = ${a.reservationId}`);
    expect(message.user_id).toBe(a.applicantUserId);
    expect(message.params).toMatchObject({
      orderNo: a.orderNo,
      reason: 'Catering already bought',
      ...siteParams('Meeting Room 302'),
    });
    const log = await server.one<{ n: number }>(sql`select count(*)::int as n from operation_log
      where path = '/mc/reserveOrder/declineCancel'`);
    expect(log!.n).toBeGreaterThan(0);

    // From audited it returns to audited.
    const b = (await add('approver', 'Meeting Room 302', '16:00', '17:00')).data;
    await server.call(ro.reserveOrderAudit, { id: b.id }, { token: token.catering });
    await server.call(ro.reserveOrderCancel, { id: b.id }, { token: token.approver });
    const back = await server.call(ro.reserveOrderDeclineCancel, { id: b.id, reason: 'No' }, { token: token.catering });
    expect(back.data.status).toBe('audited');
  });

  it('rejects with a reason and releases the room; the reason is required', async () => {
    const o = (await add('booker', 'Meeting Room 303', '14:00', '15:00')).data;
    expect((await server.call(ro.reserveOrderReject, { id: o.id, reason: '' }, { token: token.catering })).code).toBe(
      Code.BAD_REQUEST,
    );
    const r = await server.call(
      ro.reserveOrderReject,
      { id: o.id, reason: 'Room under repair' },
      { token: token.catering },
    );
    expect(r.data).toMatchObject({ status: 'rejected', reason: 'Room under repair' });
    expect(await bookingStatus(o.reservationId)).toBe('cancelled');
  });

  it('edits a submitted order, moving its booking; refuses an edit after the audit', async () => {
    const o = (await add('booker', 'Meeting Room 303', '16:00', '17:00')).data;
    const fields = {
      siteId: sites['Meeting Room 303'],
      subject: 'Moved',
      attendees: 4,
      diningTypeCodes: ['lunch'],
      agreements: await agreementsOf(sites['Meeting Room 303']),
    };
    const moved = await server.call(
      ro.reserveOrderEdit,
      { id: o.id, ...fields, start: at(wednesday, '17:00'), end: at(wednesday, '18:00') } as never,
      { token: token.booker },
    );
    expect(moved.code).toBe(0);
    expect(moved.data.reservationId).not.toBe(o.reservationId);
    expect(await bookingStatus(o.reservationId)).toBe('cancelled');
    expect(moved.data.totalCents).toBe(6000 + 16000 + 4 * 4500);
    await server.call(ro.reserveOrderAudit, { id: o.id }, { token: token.catering });
    const late = await server.call(
      ro.reserveOrderEdit,
      { id: o.id, ...fields, start: at(wednesday, '17:00'), end: at(wednesday, '18:00') } as never,
      { token: token.booker },
    );
    expect(late.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
  });

  it('lets one of two staff auditing at once succeed', async () => {
    const o = (
      await add('booker', 'Meeting Room 301', '13:00', '14:00', {
        start: at(thursday, '13:00'),
        end: at(thursday, '14:00'),
      })
    ).data;
    const both = await Promise.all([
      server.call(ro.reserveOrderAudit, { id: o.id }, { token: token.catering }),
      server.call(ro.reserveOrderAudit, { id: o.id }, { token: token.admin }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, Code.ORDER_STEP_NOT_ALLOWED].sort());
  });
});

describe('scope and lists', () => {
  it("answers NOT_FOUND to an approver of another organisation, and lists only the caller's own", async () => {
    const o = (
      await add('booker', 'Meeting Room 302', '13:00', '14:00', {
        start: at(thursday, '13:00'),
        end: at(thursday, '14:00'),
      })
    ).data;
    expect((await server.call(ro.reserveOrderDetail, { id: o.id }, { token: token.approver })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(ro.reserveOrderCancel, { id: o.id }, { token: token.approver })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await orderRow(o.id))?.status).toBe('submitted');
    const mine = await server.call(ro.reserveOrderPage, { pageNo: 1, pageSize: 100 }, { token: token.approver });
    expect(mine.data.rows.every((r) => r.applicantName !== 'booker')).toBe(true);
    const all = await server.call(ro.reserveOrderPage, { pageNo: 1, pageSize: 100 }, { token: token.catering });
    expect(all.data.rows.map((r) => r.id)).toContain(o.id);
  });

  it('counts per state within scope', async () => {
    const counts = await server.call(ro.reserveOrderStatusCount, {}, { token: token.catering });
    const stored = await server.query<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from mc_reserve_order group by status`,
    );
    for (const { status, n } of stored) expect(counts.data[status as keyof typeof counts.data]).toBe(n);
    // Without the page permission: only the caller's own orders (the demo data gives the approver some).
    const own = await server.call(ro.reserveOrderStatusCount, {}, { token: token.approver });
    const owned = await server.one<{ n: number }>(sql`select count(*)::int as n from mc_reserve_order o
      join sys_user u on u.id = o.applicant_user_id where u.account = 'approver'`);
    expect(Object.values(own.data).reduce((a, b) => a + b, 0)).toBe(owned!.n);
  });

  it('counts and lists by meeting start window [startFrom, startBefore)', async () => {
    const window = { startFrom: at(wednesday, '00:00'), startBefore: at(thursday, '00:00') };
    const stored = await server.query<{ status: string; n: number }>(sql`select status, count(*)::int as n
      from mc_reserve_order where start_at >= ${window.startFrom} and start_at < ${window.startBefore}
      group by status`);
    expect(stored.length).toBeGreaterThan(0);
    const counts = await server.call(ro.reserveOrderStatusCount, window, { token: token.catering });
    const expected = Object.fromEntries(ro.ReserveOrderState.options.map((s) => [s, 0]));
    for (const { status, n } of stored) expected[status] = n;
    expect(counts.data).toEqual(expected);
    const page = await server.call(
      ro.reserveOrderPage,
      { pageNo: 1, pageSize: 100, ...window },
      { token: token.catering },
    );
    expect(page.data.total).toBe(stored.reduce((a, r) => a + r.n, 0));
    expect(page.data.rows.every((r) => r.start.slice(0, 10) === wednesday)).toBe(true);
    // The seeded orders weeks ahead are outside it, though counted without a window.
    const all = await server.call(ro.reserveOrderStatusCount, {}, { token: token.catering });
    expect(Object.values(all.data).reduce((a, b) => a + b, 0)).toBeGreaterThan(page.data.total);
  });

  it("reads the business dictionaries in the caller's language", async () => {
    const en = await server.call(ro.reserveOrderTableTypes, undefined, { token: token.booker, lang: 'EN' });
    expect(en.data[0]).toEqual({ value: 'theatre', label: 'Theatre' });
    const cn = await server.call(ro.reserveOrderDiningTypes, undefined, { token: token.booker, lang: 'CN' });
    expect(cn.data.map((d) => d.value)).toContain('lunch');
    expect((await server.call(ro.reserveOrderVideoLines, undefined, { token: token.booker })).data.length).toBe(5);
  });
});

/**
 * The conference-centre terminal's own reads against the real database (calls /mc/trip/day and
 * /mc/room/schedule; pages /trip, /scheduling, /schedulingDetails):
 * - my day lists exactly the caller's own meetings (orders they applied for, meetings whose booking
 *   names them), meal vouchers issued to them valid that day and the deliveries they ordered for it —
 *   vouchers first, then by start; cancelled, rejected and void ones, other days' and other people's
 *   never; without a date it is the campus's today;
 * - the schedule lists the meeting rooms only, page by page, with every active booking of the day;
 *   another person's booking shows as occupied — no subject, organisation, order, name or phone —
 *   unless the caller attends it; the administrator (scope all, with the occupancy permission) sees
 *   every subject, yet only their own orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomSchedule, tripDay } from '../../platform/contracts/conference-day.contract';
import { localDateOf } from '../../server/modules/reserve/campus-time';
import { DEMO, at, sql, startTestServer, type TestServer } from './harness';

/** A Tuesday far from the demo's own records. */
const DAY = '2031-03-04';
const NEXT = '2031-03-05';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
/** Ids of the arranged records. */
const f: Record<string, number> = {};
let rooms: number[] = [];

const one = async (text: ReturnType<typeof sql>) => Number((await server.query<{ id: number }>(text))[0].id);

/** A booking of `who` in `siteId` on DAY over `from`–`to`, with its meeting service order (`orderStatus`). */
async function meeting(
  who: string,
  siteId: number,
  from: string,
  to: string,
  subject: string,
  orderStatus = 'audited',
) {
  const resv = await one(sql`insert into reservation (site_id, user_id, start_at, end_at, status, kind, subject, phone)
    values (${siteId}, ${userId[who]}, ${at(DAY, from)}, ${at(DAY, to)},
      ${orderStatus === 'cancelled' ? 'cancelled' : 'approved'}, 'day', ${subject}, '13900000000') returning id`);
  const order = await one(sql`insert into mc_reserve_order (order_no, status, sys_no, site_id, reservation_id, start_at,
      end_at, subject, attendees, applicant_user_id, applicant_name, applicant_phone, customer_id)
    values (${`RO-${subject}`}, ${orderStatus}, 901, ${siteId}, ${resv}, ${at(DAY, from)}, ${at(DAY, to)},
      ${subject}, 5,
      ${userId[who]}, ${who}, '13900000000', ${f.customer}) returning id`);
  return { resv, order };
}

/** A food delivery `who` ordered for `date` at 11:30–13:00 in `state`. */
async function delivery(who: string, date: string, state: string, orderNo: string) {
  return one(sql`insert into mc_food_delivery_order (order_no, state, applicant_user_id, applicant_name, delivery_date,
      time_range_id, time_range_name, start_time, end_time, deliver_at, area, address, receiver_name, receiver_phone)
    values (${orderNo}, ${state}, ${userId[who]}, ${who}, ${date}, ${f.range}, 'Lunch', '11:30', '13:00',
      ${at(date, '11:30')}, 'East Campus', 'Room 101', ${who}, '13900000000') returning id`);
}

/** A meal voucher issued to `who`, valid `from`–`to`, in `state`. */
async function voucher(who: string, from: string, to: string, state: string, code: string) {
  const app = await one(sql`insert into mc_meal_voucher_app (application_no, customer_id, applicant_user_id,
      applicant_name, valid_from, valid_to, state, remark)
    values (${`MV-${code}`}, ${f.customer}, ${userId[who]}, ${who}, ${from}, ${to}, 'distributed', '') returning id`);
  const person = await one(sql`insert into mc_meal_voucher_person (application_id, user_id, name, phone, ticket_type_id,
      quantity_per_day) values (${app}, ${userId[who]}, ${who}, '13900000000', ${f.ticketType}, 1) returning id`);
  return one(sql`insert into mc_meal_voucher (code, application_id, person_id, ticket_type_id, price_cents, valid_from,
      valid_to, state) values (${code}, ${app}, ${person}, ${f.ticketType}, 2000, ${from}, ${to}, ${state})
    returning id`);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['booker', 'approver', 'admin'] as const) {
    token[who] = (await server.login(DEMO[who])).token;
    userId[who] = await server.idOf(sql`select id from sys_user where account = ${who}`);
  }
  rooms = (
    await server.query<{ id: number }>(sql`select s.id from site s join scene sc on sc.id = s.scene_id
      where sc.code = 'meetingRoom' and s.enabled order by s.sort, s.id`)
  ).map((r) => Number(r.id));
  f.customer = await server.idOf(sql`select id from mc_customer where name_en = 'Administration Office'`);
  f.range = await server.idOf(sql`select id from mc_time_range order by id limit 1`);
  f.ticketType = await server.idOf(sql`select id from mc_ticket_type order by id limit 1`);

  const own = await meeting('booker', rooms[0], '10:00', '11:00', 'Booker sync');
  f.ownOrder = own.order;
  f.ownResv = own.resv;
  await meeting('booker', rooms[0], '16:00', '17:00', 'Booker dropped', 'cancelled');
  const secret = await meeting('approver', rooms[0], '14:00', '15:00', 'Approver secret');
  f.secretResv = secret.resv;
  const attended = await meeting('approver', rooms[1], '09:00', '10:00', 'Approver workshop');
  f.attendedOrder = attended.order;
  f.attendedResv = attended.resv;
  await server.query(sql`insert into reservation_participant (reservation_id, user_id, name, phone)
    values (${attended.resv}, ${userId.booker}, 'booker', '13900000000')`);

  f.ownVoucher = await voucher('booker', DAY, NEXT, 'issued', 'cd-own');
  await voucher('booker', DAY, DAY, 'void', 'cd-void');
  await voucher('booker', NEXT, NEXT, 'issued', 'cd-tomorrow');
  await voucher('approver', DAY, DAY, 'issued', 'cd-other');

  f.ownDelivery = await delivery('booker', DAY, 'audited', 'FD-own');
  await delivery('booker', DAY, 'cancelled', 'FD-cancelled');
  await delivery('booker', NEXT, 'audited', 'FD-tomorrow');
  await delivery('approver', DAY, 'submitted', 'FD-other');
});
afterAll(async () => {
  await server?.close();
});

describe('/mc/trip/day', () => {
  it("lists the caller's own vouchers, meetings and deliveries of the day on one timeline", async () => {
    const r = await server.call(tripDay, { date: DAY }, { token: token.booker, lang: 'EN' });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.date).toBe(DAY);
    expect(r.data.items.map((i) => [i.kind, i.id])).toEqual([
      ['voucher', f.ownVoucher],
      ['meeting', f.attendedOrder],
      ['meeting', f.ownOrder],
      ['delivery', f.ownDelivery],
    ]);
    const [v, attended, own, d] = r.data.items;
    expect(v).toMatchObject({ validFrom: DAY, validTo: NEXT, customerName: 'Administration Office' });
    expect(attended).toMatchObject({
      role: 'attendee',
      subject: 'Approver workshop',
      siteId: rooms[1],
      reservationId: f.attendedResv,
      start: `${DAY}T09:00:00+08:00`,
      end: `${DAY}T10:00:00+08:00`,
    });
    expect(own).toMatchObject({
      role: 'applicant',
      subject: 'Booker sync',
      status: 'audited',
      reservationId: f.ownResv,
    });
    expect(d).toMatchObject({
      orderNo: 'FD-own',
      state: 'audited',
      start: `${DAY}T11:30:00+08:00`,
      end: `${DAY}T13:00:00+08:00`,
    });
    // Nothing of another person, nothing cancelled, void or of another day.
    const text = JSON.stringify(r.data);
    for (const other of ['Approver secret', 'Booker dropped', 'FD-other', 'FD-cancelled', 'FD-tomorrow']) {
      expect(text).not.toContain(other);
    }
  });

  it("shows another user only their own records, never the booker's", async () => {
    const r = await server.call(tripDay, { date: DAY }, { token: token.approver });
    expect(r.code, r.msg).toBe(0);
    const text = JSON.stringify(r.data);
    expect(text).toContain('Approver secret');
    expect(text).toContain('FD-other');
    expect(text).not.toContain('Booker sync');
    expect(text).not.toContain('FD-own');
    expect(r.data.items.some((i) => i.kind === 'voucher' && i.id === f.ownVoucher)).toBe(false);
    // The administrator's scope does not widen "my day" either.
    const admin = await server.call(tripDay, { date: DAY }, { token: token.admin });
    expect(admin.data.items).toEqual([]);
  });

  it("reads the campus's today without a date, and refuses a malformed one", async () => {
    const r = await server.call(tripDay, {}, { token: token.booker });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.date).toBe(localDateOf(new Date(), 'Asia/Shanghai'));
    const bad = await server.call(tripDay, { date: '2031-13-40' }, { token: token.booker });
    expect(bad.code).not.toBe(0);
  });
});

describe('/mc/room/schedule', () => {
  it('lists the meeting rooms page by page, each with the active bookings of the day', async () => {
    const first = await server.call(roomSchedule, { date: DAY, pageNo: 1, pageSize: 1 }, { token: token.booker });
    expect(first.code, first.msg).toBe(0);
    expect(first.data.total).toBe(rooms.length);
    expect(first.data.rows.map((r) => r.id)).toEqual([rooms[0]]);
    const all = await server.call(roomSchedule, { date: DAY, pageSize: 100 }, { token: token.booker, lang: 'EN' });
    expect(all.data.rows.map((r) => r.id)).toEqual(rooms);
    expect(all.data.rows[0].name).toMatch(/^Meeting Room/);
    const room0 = all.data.rows[0].meetings;
    // The cancelled booking is gone; the two active ones stay, by start.
    expect(room0.map((m) => m.id)).toEqual([f.ownResv, f.secretResv]);
  });

  it("shows another's booking as occupied, an attended one with its subject, one's own with its order", async () => {
    const r = await server.call(roomSchedule, { date: DAY, pageSize: 100 }, { token: token.booker, lang: 'EN' });
    const meetings = r.data.rows.flatMap((room) => room.meetings);
    const byId = (id: number) => meetings.find((m) => m.id === id);
    expect(byId(f.ownResv)).toMatchObject({
      subject: 'Booker sync',
      organisation: 'Administration Office',
      orderId: f.ownOrder,
      orderStatus: 'audited',
      mine: true,
      attending: false,
    });
    expect(byId(f.secretResv)).toEqual({
      id: f.secretResv,
      start: `${DAY}T14:00:00+08:00`,
      end: `${DAY}T15:00:00+08:00`,
      status: 'approved',
      subject: null,
      organisation: null,
      orderId: null,
      orderStatus: null,
      mine: false,
      attending: false,
    });
    expect(byId(f.attendedResv)).toMatchObject({
      subject: 'Approver workshop',
      orderId: null,
      mine: false,
      attending: true,
    });
    const text = JSON.stringify(r.data);
    expect(text).not.toContain('Approver secret');
    expect(text).not.toContain('13900000000');
    expect(text).not.toContain('approver');
  });

  it('shows the administrator every subject (scope all), yet no order of another', async () => {
    const r = await server.call(roomSchedule, { date: DAY, siteId: rooms[0] }, { token: token.admin });
    expect(r.data.rows).toHaveLength(1);
    expect(r.data.rows[0].meetings.map((m) => [m.subject, m.orderId])).toEqual([
      ['Booker sync', null],
      ['Approver secret', null],
    ]);
  });

  it('answers an empty page for a site that is not a meeting room', async () => {
    const court = await server.idOf(sql`select s.id from site s join scene sc on sc.id = s.scene_id
      where sc.code <> 'meetingRoom' order by s.id limit 1`);
    const r = await server.call(roomSchedule, { date: DAY, siteId: court }, { token: token.booker });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ rows: [], total: 0 });
  });
});

/**
 * Demo meeting service orders (spec §7 reserveOrder, §4): one order in every state of
 * machines/reserve-order.machine.ts — submitted, audited, arranged, served, settled, rejected,
 * cancelled (at once while submitted, and by a confirmed cancel request), and cancelRequested
 * from audited and from arranged.
 *
 * The orders are made by the module itself: `reserveOrderAdd` of the applicant (a seeded
 * account) books the room through the booking engine, prices the lines from the seeded
 * catalogue and allocates the order number of its day; the steps are the module's own calls
 * (audit, progress, settle, reject by the catering staff; cancel by the applicant;
 * confirmCancel by the staff), each with its input parsed by its contract and a clock of its
 * own. So the seed can store nothing the module could not.
 *
 * Rooms and days keep clear of the tests and the other demo data: Meeting Room 303 (East
 * Campus) and 501 / 502 (West Campus) — never 301 / 302 (a browser test binds a form to them)
 * nor 503 (locked today); served and settled meetings on working days at least eight days ago
 * (ordered three days before), the others on working days three to four weeks ahead (within
 * the meeting-room rule's 30 days of advance booking), where no test books. Working days are
 * the week days of the rooms' seeded opening hours (Monday to Friday, seed-data WORK_DAYS). Written inside the
 * seed's transaction, after the accounts, the forms, the catalogue and the customers.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ReserveOrderState } from '../../machines/reserve-order.machine';
import * as contracts from '../../platform/contracts/reserve-order.contract';
import { roleCodesOf, grantedPermissionsOf } from '../modules/auth/access.queries';
import { reserveOrderHandlerTable as module } from '../modules/catering/reserve-order.handlers';
import { addDays, localDateOf, localInstant, minutesOf, toWireTime, weekDayOf } from '../modules/reserve/campus-time';
import type { Principal, SignedInContext } from '../plugins/call-handler';
import type { Db } from './client';
import {
  mcCustomer,
  mcItemForm,
  mcMerchandise,
  reserveNotice,
  scene,
  site,
  siteOpening,
  sysUser,
} from './schema/index';

/** The campus zone of the demo's meeting rooms. */
const ZONE = 'Asia/Shanghai';
/** The account of the staff who audit, arrange, serve, settle, reject and confirm cancels. */
const STAFF = 'catering';

/** A step after the order is placed: who takes it and the call. */
type Step = 'audit' | 'arrange' | 'serve' | 'settle' | 'reject' | 'cancel' | 'confirmCancel';

/** One demo order: its room and time, what it orders and the steps that lead it to its state. */
interface DemoOrder {
  /** The state it ends in (checked against what the module answers). */
  state: ReserveOrderState;
  steps: Step[];
  applicant: string;
  room: string;
  /** Working day: negative counts back from 8 days ago, positive forward from 21 days ahead (1-based). */
  day: number;
  /** Local start and end, `HH:mm`. */
  from: string;
  to: string;
  subject: string;
  attendees: number;
  customer: string;
  /** Merchandise and service items by `name_cn` (seed-catering-catalogue) and how many. */
  merchandise: [string, number][];
  items: [string, number][];
  diningTypeCodes: string[];
  tableTypeCode: string | null;
  videoLineCodes: string[];
  reason?: string;
}

/** The demo orders, one per state (cancelled twice: at once, and by a confirmed request). */
export const DEMO_RESERVE_ORDERS: DemoOrder[] = [
  {
    state: 'settled',
    steps: ['audit', 'arrange', 'serve', 'settle'],
    applicant: 'booker',
    room: 'Meeting Room 501',
    day: -1,
    from: '09:00',
    to: '11:00',
    subject: 'Quarterly budget review',
    attendees: 12,
    customer: 'School of Computer Science',
    merchandise: [
      ['矿泉水', 12],
      ['咖啡', 6],
    ],
    items: [['桌牌', 12]],
    diningTypeCodes: ['teaBreak'],
    tableTypeCode: null,
    videoLineCodes: [],
  },
  {
    state: 'served',
    steps: ['audit', 'arrange', 'serve'],
    applicant: 'approver',
    room: 'Meeting Room 303',
    day: -2,
    from: '14:00',
    to: '16:00',
    subject: 'Sports department staff meeting',
    attendees: 8,
    customer: 'Sports Department',
    merchandise: [
      ['绿茶', 8],
      ['水果拼盘', 1],
    ],
    items: [['投影仪', 1]],
    diningTypeCodes: [],
    tableTypeCode: null,
    videoLineCodes: [],
  },
  {
    state: 'submitted',
    steps: [],
    applicant: 'booker',
    room: 'Meeting Room 303',
    day: 1,
    from: '09:00',
    to: '10:30',
    subject: 'Project kick-off',
    attendees: 10,
    customer: 'School of Computer Science',
    merchandise: [['矿泉水', 10]],
    items: [['白板', 1]],
    diningTypeCodes: [],
    tableTypeCode: null,
    videoLineCodes: [],
  },
  {
    state: 'audited',
    steps: ['audit'],
    applicant: 'approver',
    room: 'Meeting Room 501',
    day: 1,
    from: '14:00',
    to: '16:00',
    subject: 'Partner briefing',
    attendees: 16,
    customer: 'Lakeside Conference Co.',
    merchandise: [
      ['咖啡', 16],
      ['曲奇饼干', 2],
    ],
    items: [['鲜花', 1]],
    diningTypeCodes: ['teaBreak'],
    tableTypeCode: null,
    videoLineCodes: [],
  },
  {
    state: 'arranged',
    steps: ['audit', 'arrange'],
    applicant: 'catering',
    room: 'Meeting Room 502',
    day: 2,
    from: '10:00',
    to: '12:00',
    subject: 'Catering suppliers review',
    attendees: 20,
    customer: 'Administration Office',
    merchandise: [
      ['矿泉水', 20],
      ['笔记本', 20],
      ['签字笔', 20],
    ],
    items: [
      ['麦克风', 2],
      ['横幅', 1],
    ],
    diningTypeCodes: ['lunch'],
    tableTypeCode: null,
    videoLineCodes: [],
  },
  {
    state: 'rejected',
    steps: ['audit', 'reject'],
    applicant: 'booker',
    room: 'Meeting Room 502',
    day: 3,
    from: '15:00',
    to: '17:00',
    subject: 'Alumni reception',
    attendees: 40,
    customer: 'Lakeside Conference Co.',
    merchandise: [['蛋糕', 4]],
    items: [['录像', 1]],
    diningTypeCodes: ['dinner'],
    tableTypeCode: null,
    videoLineCodes: [],
    reason: 'The kitchen cannot serve a dinner for 40 that day',
  },
  {
    state: 'cancelled',
    steps: ['cancel'],
    applicant: 'approver',
    room: 'Meeting Room 303',
    day: 3,
    from: '09:00',
    to: '10:00',
    subject: 'Interview panel',
    attendees: 4,
    customer: 'School of Computer Science',
    merchandise: [['矿泉水', 4]],
    items: [],
    diningTypeCodes: [],
    tableTypeCode: null,
    videoLineCodes: [],
    reason: 'Candidate withdrew',
  },
  {
    state: 'cancelled',
    steps: ['audit', 'arrange', 'cancel', 'confirmCancel'],
    applicant: 'catering',
    room: 'Meeting Room 501',
    day: 4,
    from: '09:00',
    to: '11:00',
    subject: 'Menu tasting',
    attendees: 6,
    customer: 'Administration Office',
    merchandise: [['时令水果', 2]],
    items: [],
    diningTypeCodes: [],
    tableTypeCode: null,
    videoLineCodes: [],
    reason: 'Tasting moved to the kitchen',
  },
  {
    state: 'cancelRequested',
    steps: ['audit', 'cancel'],
    applicant: 'booker',
    room: 'Meeting Room 303',
    day: 4,
    from: '14:00',
    to: '15:30',
    subject: 'Student union consultation',
    attendees: 14,
    customer: 'School of Computer Science',
    merchandise: [
      ['橙汁', 14],
      ['坚果', 2],
    ],
    items: [['桌牌', 14]],
    diningTypeCodes: [],
    tableTypeCode: null,
    videoLineCodes: [],
    reason: 'Consultation postponed',
  },
  {
    state: 'cancelRequested',
    steps: ['audit', 'arrange', 'cancel'],
    applicant: 'approver',
    room: 'Meeting Room 502',
    day: 5,
    from: '13:00',
    to: '17:00',
    subject: 'Training workshop',
    attendees: 24,
    customer: 'Lakeside Conference Co.',
    merchandise: [
      ['咖啡', 24],
      ['白板笔', 6],
    ],
    items: [['白板', 2]],
    diningTypeCodes: ['teaBreak', 'lunch'],
    tableTypeCode: null,
    videoLineCodes: [],
    reason: 'Trainer unavailable',
  },
];

/**
 * The campus date of a demo `day`: the n-th day the demo's rooms are all open (`openDays`, week-day
 * codes of their opening hours) backwards from 8 days before `today` (n = -day), or forwards from
 * 21 days after it (n = day).
 */
export function demoOrderDate(today: string, day: number, openDays: ReadonlySet<string>): string {
  let date = addDays(today, day < 0 ? -8 : 21);
  const step = day < 0 ? -1 : 1;
  for (let n = 0; ; date = addDays(date, step)) {
    if (openDays.has(weekDayOf(date)) && ++n === Math.abs(day)) return date;
  }
}

/** The principal of a seeded account, with its roles and granted permissions (as a login resolves them). */
async function principalOf(tx: Db, account: string): Promise<Principal> {
  const [user] = await tx.select().from(sysUser).where(eq(sysUser.account, account));
  if (!user) throw new Error(`seed: no account ${account}`);
  const roles = await roleCodesOf(tx, user.id);
  const permissions = roles.includes('admin') ? ['*:*:*'] : await grantedPermissionsOf(tx, user.id);
  return { userId: user.id, account: user.account, name: user.name, family: 'seed', roles, permissions };
}

/** A call context of the module's handlers: the seed's transaction, `who`, the clock `now`, no log. */
function contextOf(tx: Db, principal: Principal, now: Date): SignedInContext {
  return {
    db: tx,
    principal,
    token: null,
    lang: 'CN',
    ip: '127.0.0.1',
    userAgent: 'seed',
    now,
    // Not read by the reserve order handlers.
    config: undefined as never,
    settings: undefined as never,
    audit: () => {},
    afterwards: () => {},
  };
}

/** Writes the demo orders relative to `now`. @throws Error when the module ends an order in another state */
export async function seedReserveOrders(tx: Db, now: Date = new Date()): Promise<void> {
  const today = localDateOf(now, ZONE);
  const staff = await principalOf(tx, STAFF);
  const applicants = new Map<string, Principal>();
  for (const account of new Set(DEMO_RESERVE_ORDERS.map((o) => o.applicant)))
    applicants.set(account, await principalOf(tx, account));
  const roomId = lookup(
    await tx.select({ id: site.id, key: site.nameEn }).from(site).where(inArray(site.nameEn, rooms())),
    'room',
  );
  const customerId = lookup(
    await tx
      .select({ id: mcCustomer.id, key: sql<string>`coalesce(${mcCustomer.nameEn}, ${mcCustomer.name})` })
      .from(mcCustomer),
    'customer',
  );
  const merchandiseId = lookup(
    await tx.select({ id: mcMerchandise.id, key: mcMerchandise.nameCn }).from(mcMerchandise),
    'merchandise',
  );
  const itemId = lookup(await tx.select({ id: mcItemForm.id, key: mcItemForm.nameCn }).from(mcItemForm), 'item');
  // The week days every demo room opens (seed-data: Monday to Friday).
  const openings = await tx
    .select({ siteId: siteOpening.siteId, weekDay: siteOpening.weekDay })
    .from(siteOpening)
    .where(inArray(siteOpening.siteId, rooms().map(roomId)));
  const openDays = new Set(
    openings
      .map((r) => r.weekDay)
      .filter((d) => rooms().every((room) => openings.some((r) => r.siteId === roomId(room) && r.weekDay === d))),
  );
  // The meeting rooms' notices and disclaimers, accepted as the booking engine requires.
  const [meeting] = await tx.select({ id: scene.id }).from(scene).where(eq(scene.code, 'meetingRoom'));
  const agreements = await tx
    .select({ id: reserveNotice.id, version: reserveNotice.version })
    .from(reserveNotice)
    .where(and(eq(reserveNotice.status, 0), or(isNull(reserveNotice.sceneId), eq(reserveNotice.sceneId, meeting.id))));

  for (const [i, o] of DEMO_RESERVE_ORDERS.entries()) {
    const date = demoOrderDate(today, o.day, openDays);
    const start = localInstant(date, minutesOf(o.from), ZONE);
    const end = localInstant(date, minutesOf(o.to), ZONE);
    // Past meetings were ordered three days before; the others over the last hours, a few minutes apart.
    const placed =
      o.day < 0 ? localInstant(addDays(date, -3), 10 * 60 + i, ZONE) : new Date(now.getTime() - (60 - i) * 60_000);
    const applicant = applicants.get(o.applicant)!;
    const input = contracts.reserveOrderAdd.input.parse({
      siteId: roomId(o.room),
      start: toWireTime(start, ZONE),
      end: toWireTime(end, ZONE),
      subject: o.subject,
      attendees: o.attendees,
      tableTypeCode: o.tableTypeCode,
      videoLineCodes: o.videoLineCodes,
      diningTypeCodes: o.diningTypeCodes,
      customerId: customerId(o.customer),
      applicantName: applicant.name,
      applicantPhone: '',
      remark: '',
      agreements,
      merchandise: o.merchandise.map(([name, quantity]) => ({ id: merchandiseId(name), quantity })),
      items: o.items.map(([name, quantity]) => ({ id: itemId(name), quantity })),
    });
    let order = await module.reserveOrderAdd(input, contextOf(tx, applicant, placed)).catch((e: unknown) => {
      throw new Error(`seed: order "${o.subject}" on ${date} refused: ${String(e)}`, { cause: e });
    });
    // Each step a little later than the one before: staff steps before the meeting; served after its end.
    let at = placed;
    for (const step of o.steps) {
      at =
        step === 'serve'
          ? new Date(end.getTime() + 30 * 60_000)
          : step === 'settle'
            ? new Date(end.getTime() + 26 * 3_600_000)
            : new Date(at.getTime() + (o.day < 0 ? 3 * 3_600_000 : 5 * 60_000));
      const byStaff = contextOf(tx, staff, at);
      const id = order.id;
      if (step === 'audit') order = await module.reserveOrderAudit({ id }, byStaff);
      if (step === 'arrange') order = await module.reserveOrderProgress({ id, to: 'arranged' }, byStaff);
      if (step === 'serve') order = await module.reserveOrderProgress({ id, to: 'served' }, byStaff);
      if (step === 'settle') order = await module.reserveOrderSettle({ id }, byStaff);
      if (step === 'reject') order = await module.reserveOrderReject({ id, reason: o.reason! }, byStaff);
      if (step === 'confirmCancel') order = await module.reserveOrderConfirmCancel({ id }, byStaff);
      if (step === 'cancel')
        order = await module.reserveOrderCancel({ id, reason: o.reason }, contextOf(tx, applicant, at));
    }
    if (order.status !== o.state) throw new Error(`seed: order ${order.orderNo} is ${order.status}, not ${o.state}`);
  }
}

/** The rooms the demo orders use. */
function rooms(): string[] {
  return [...new Set(DEMO_RESERVE_ORDERS.map((o) => o.room))];
}

/** The id of a row by its key (name). @throws Error naming `what` when the seed has no such row */
function lookup(rows: { id: number; key: string | null }[], what: string): (key: string) => number {
  return (key) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`seed: no ${what} ${key}`);
    return row.id;
  };
}

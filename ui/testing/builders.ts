/**
 * Data builders for view tests: each returns a valid value of a contract's output type
 * (platform/contracts), overridden field by field by `over`. Tests state only the fields
 * their assertions depend on; the rest is a plausible default (a booker, a badminton court
 * on East Campus, a booking three days ahead from 09:00 to 10:00 +08:00).
 */
import type { SessionRow, TestTypeRow } from '../../platform/contracts/private-session.contract';
import type { LoginUser, MenuNode, SystemConfig } from '../../platform/contracts/auth.contract';
import type { ClassBookingRow, MyClassRow, WaitlistRow } from '../../platform/contracts/club-class.contract';
import type { GateRow, PassRow, SignRow, WhiteRow } from '../../platform/contracts/club-gate.contract';
import type { LedgerRow } from '../../platform/contracts/club-cashier.contract';
import type {
  TrainGroupRow,
  TrainRegistrationRow,
  TrainSessionRow,
  TrainTokenRow,
} from '../../platform/contracts/training.contract';
import type { Reservation, ReservationDetail, Slot } from '../../platform/contracts/reserve.contract';
import type { CardEventRow, CardRow, CardTypeRow } from '../../platform/contracts/membership-card.contract';
import type { LeaveRequestRow } from '../../platform/contracts/card-leave.contract';
import type { ReserveRuleRow } from '../../platform/contracts/rules.contract';
import { CardTypeRules } from '../../platform/fitness/card-rules';
import type { Scene, Site } from '../../platform/contracts/site.contract';
import type { ClubProfile, PopularPlace } from '../../platform/contracts/sport-site.contract';
import type { ProcessActions, ProcessDetail, ProcessRow } from '../../platform/contracts/workflow-process.contract';
import { fakeUser } from '../../platform/session/fake-gateway';

/** The campus date `days` days from today, `YYYY-MM-DD` (UTC date; tests use whole days around it). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An ISO date-time on `date` at `time` (`HH:mm`) in +08:00, the campuses' offset in the tests. */
export function at(date: string, time: string): string {
  return `${date}T${time}:00+08:00`;
}

/** A signed-in user (LoginUser): the booker `booker` without permissions; see platform/session/fake-gateway. */
export function aUser(over: Partial<LoginUser> = {}): LoginUser {
  return fakeUser(over);
}

/** An administrator (LoginUser) holding every permission (`*:*:*`, spec §6) and the `admin` role. */
export function anAdmin(over: Partial<LoginUser> = {}): LoginUser {
  return fakeUser({
    id: 1,
    name: 'Administrator',
    nickName: 'Admin',
    account: 'admin',
    adminUser: true,
    permissions: ['*:*:*'],
    roles: ['admin'],
    ...over,
  });
}

/** A menu page (type 1) at `path` titled `title` (as the server sends it, in the user's language). */
export function aMenuPage(id: number, path: string, title: string): MenuNode {
  return { id, name: `m${id}`, path, type: 1, meta: { title } };
}

/** The public system configuration (variant 0, own login page, CN default, no encryption). */
export function aConfig(over: Partial<SystemConfig> = {}): SystemConfig {
  return { school: 0, loginMode: 0, language: 0, encrypt: false, title: 'Venueflow', ...over };
}

/** A reservation as lists show it: approved, Badminton Court 1, three days ahead 09:00–10:00. */
export function aReservation(over: Partial<Reservation> = {}): Reservation {
  const day = dayFromToday(3);
  return {
    id: 1,
    siteId: 1,
    siteName: 'Badminton Court 1',
    sceneName: 'Badminton',
    campusName: 'East Campus',
    start: at(day, '09:00'),
    end: at(day, '10:00'),
    status: 'approved',
    userId: 2,
    userName: 'Booker',
    account: 'booker',
    createdAt: at(dayFromToday(0), '08:00'),
    ...over,
  };
}

/** A reservation as /detail shows it: {@link aReservation} in the Sports Hall, cancellable, Asia/Shanghai. */
export function aReservationDetail(over: Partial<ReservationDetail> = {}): ReservationDetail {
  return {
    ...aReservation(),
    subject: null,
    phone: null,
    remark: null,
    buildingName: 'Sports Hall',
    floorName: '1F',
    timeZone: 'Asia/Shanghai',
    cancelledAt: null,
    cancellable: true,
    ...over,
  };
}

/** A scene as the terminal lists it: Badminton with one site. */
export function aScene(over: Partial<Scene> = {}): Scene {
  return { id: 1, code: 'badminton', name: 'Badminton', icon: null, siteCount: 1, ...over };
}

/** A bookable site: Badminton Court 1, single booking, 60-minute slots, open 08:00–22:00 every day. */
export function aSite(over: Partial<Site> = {}): Site {
  const days = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] as const;
  return {
    id: 1,
    name: 'Badminton Court 1',
    sceneId: 1,
    sceneName: 'Badminton',
    campusName: 'East Campus',
    buildingName: 'Sports Hall',
    floorName: '1F',
    timeZone: 'Asia/Shanghai',
    kind: 'single',
    capacity: 1,
    slotMinutes: 60,
    openingHours: days.map((weekDay) => ({ weekDay, open: '08:00', close: '22:00' })),
    ...over,
  };
}

/** A free slot three days ahead, 09:00–10:00 +08:00. */
export function aSlot(over: Partial<Slot> = {}): Slot {
  const day = dayFromToday(3);
  return { start: at(day, '09:00'), end: at(day, '10:00'), status: 'free', ...over };
}

/** A reservation rule as the back office lists it: the default rule, 7 days ahead, 1–2 hours, no approval. */
export function aRule(over: Partial<ReserveRuleRow> = {}): ReserveRuleRow {
  return {
    id: 1,
    isDefault: true,
    bindingCount: 0,
    name: 'Default rule',
    orgIds: [],
    roleIds: [],
    idents: [],
    advanceDays: 7,
    openDaysBefore: null,
    openTime: null,
    minMinutes: 60,
    maxMinutes: 120,
    perDay: null,
    perWeek: null,
    cancelBeforeMinutes: 60,
    lateCancelMinutes: 120,
    checkInBeforeMinutes: 15,
    checkInAfterMinutes: 15,
    needsApproval: false,
    participantsMin: 0,
    participantsMax: null,
    holdMinutes: 5,
    allowCrossDay: false,
    maxCrossDays: 1,
    waitlist: false,
    status: 0,
    sort: 0,
    remark: null,
    createdAt: '2026-01-05T08:00:00+08:00',
    updatedAt: '2026-01-05T08:00:00+08:00',
    ...over,
  };
}

/** One page of a `…/page` call (platform/protocol/envelope pageOf): all `rows`, page 1 of size 10. */
export function aPage<T>(rows: T[], over: { total?: number; pageNo?: number; pageSize?: number } = {}) {
  return { rows, total: rows.length, pageNo: 1, pageSize: 10, ...over };
}

/**
 * A process as the lists show it (ProcessRow): "Leave request" by Alice Chen (Physics), running and
 * waiting for Bob Li at node `n1` "Head of department", started this morning.
 */
export function aProcessRow(over: Partial<ProcessRow> = {}): ProcessRow {
  const started = at(dayFromToday(0), '08:30');
  return {
    id: 101,
    defineId: 7,
    version: 1,
    formName: 'Leave request',
    icon: 'calendar',
    initiatorId: 5,
    initiatorName: 'Alice Chen',
    initiatorOrgName: 'Physics',
    status: 'RUNNING',
    currentNodeId: 'n1',
    currentNodeName: 'Head of department',
    currentApprovers: ['Bob Li'],
    businessType: 'FORM',
    businessKey: null,
    createdAt: started,
    updatedAt: started,
    endedAt: null,
    read: null,
    myDecision: null,
    myDecidedAt: null,
    ...over,
  };
}

/** What the caller may do (ProcessActions): nothing, unless `over` allows it. */
export function noProcessActions(over: Partial<ProcessActions> = {}): ProcessActions {
  return {
    approve: false,
    reject: false,
    returnTo: [],
    transfer: false,
    delegate: false,
    resolve: false,
    addSign: false,
    withdraw: false,
    resubmit: false,
    urge: false,
    ...over,
  };
}

/**
 * A process as its detail shows it (ProcessDetail): {@link aProcessRow} with a one-field form
 * (`reason`: "Family visit"), the path "Head of department" (current, Bob Li open) then "Dean"
 * (pending, Carol Wu), the start in the history, no people or files named by the values, and no
 * actions (see {@link noProcessActions}).
 */
export function aProcessDetail(over: Partial<ProcessDetail> = {}): ProcessDetail {
  const row = aProcessRow();
  return {
    ...row,
    schema: {
      fields: [
        {
          id: 'reason',
          type: 'text',
          label: { cn: '事由', en: 'Reason', tc: '事由' },
          required: true,
          limits: {},
        },
      ],
    },
    formValues: { reason: 'Family visit' },
    people: [],
    attachments: [],
    workflow: { nodes: [] },
    stateValue: { running: 'n1' },
    path: [
      {
        nodeId: 'n1',
        kind: 'approver',
        name: 'Head of department',
        examineMode: 'TURN',
        state: 'current',
        people: [{ userId: 2, name: 'Bob Li', decision: null, decidedAt: null, open: true }],
      },
      {
        nodeId: 'n2',
        kind: 'approver',
        name: 'Dean',
        examineMode: 'TURN',
        state: 'pending',
        people: [{ userId: 3, name: 'Carol Wu', decision: null, decidedAt: null, open: false }],
      },
    ],
    history: [
      {
        seq: 1,
        kind: 'start',
        at: row.createdAt,
        nodeId: null,
        nodeName: null,
        userId: row.initiatorId,
        userName: row.initiatorName,
        toNames: [],
        returnTo: null,
        comment: null,
      },
    ],
    actions: noProcessActions(),
    ...over,
  };
}

/**
 * A card type on sale (CardTypeRow): "Gym month card", 30 days from its first day, active from the
 * purchase, admitting everything, 300.00 (cents), default rules.
 */
export function aCardType(over: Partial<CardTypeRow> = {}): CardTypeRow {
  return {
    id: 1,
    name: 'Gym month card',
    nameCn: '健身月卡',
    nameEn: 'Gym month card',
    nameTc: '健身月卡',
    validDays: 30,
    uses: null,
    weekCap: null,
    monthCap: null,
    valueCents: null,
    activation: 'purchase',
    activationDeadlineDays: null,
    admits: { sceneIds: null, courseKinds: null, hours: null },
    priceCents: 30_000,
    innerPriceCents: null,
    rules: CardTypeRules.parse({}),
    enabled: true,
    sort: 0,
    ...over,
  };
}

/**
 * A member's card (CardRow): `MC00000001` of the "Gym month card" held by the booker, active from
 * 2026-11-01 to 2026-11-30 (campus dates), no uses or value counted, bought for 300.00.
 */
export function aMembershipCard(over: Partial<CardRow> = {}): CardRow {
  return {
    id: 1,
    cardNo: 'MC00000001',
    typeId: 1,
    typeName: 'Gym month card',
    userId: 2,
    memberName: 'Demo Booker',
    memberAccount: 'booker',
    state: 'active',
    startsOn: '2026-11-01',
    endsOn: '2026-11-30',
    activateBy: null,
    usesLeft: null,
    valueLeftCents: null,
    frozenUntil: null,
    transfers: 0,
    leaves: 0,
    leaveDays: 0,
    renewedFromId: null,
    transferredFromId: null,
    pricePaidCents: 30_000,
    createdAt: '2026-11-01T09:00:00+08:00',
    ...over,
  };
}

/** An operation on card 1 (CardEventRow): its purchase for 300.00 by staff "Front Desk", on 2026-11-01 09:00 +08:00. */
export function aCardEvent(over: Partial<CardEventRow> = {}): CardEventRow {
  return {
    id: 1,
    cardId: 1,
    cardNo: 'MC00000001',
    memberName: 'Demo Booker',
    kind: 'buy',
    actorName: 'Front Desk',
    feeCents: 0,
    amountCents: 30_000,
    days: null,
    uses: null,
    endsBefore: null,
    endsAfter: '2026-11-30',
    stateBefore: null,
    stateAfter: 'active',
    fromOn: null,
    toOn: null,
    reason: '',
    otherCardId: null,
    at: '2026-11-01T09:00:00+08:00',
    ...over,
  };
}

/**
 * A member's leave request (LeaveRequestRow): request 1 of card 1 `MC00000001`, 2026-12-01 to
 * 2026-12-07 (campus dates, 7 days) for "Travel", pending its process 1, sent 2026-11-20 10:00 +08:00.
 */
export function aLeaveRequest(over: Partial<LeaveRequestRow> = {}): LeaveRequestRow {
  return {
    id: 1,
    cardId: 1,
    cardNo: 'MC00000001',
    from: '2026-12-01',
    to: '2026-12-07',
    days: 7,
    reason: 'Travel',
    status: 'pending',
    processId: 1,
    comment: null,
    requestedAt: '2026-11-20T10:00:00+08:00',
    ...over,
  };
}

/**
 * A private session (SessionRow): member "Demo Member" (id 6) with coach Li Ming (id 7), 60 minutes from
 * 2026-12-01 10:00 +08:00, booked, paid by card MC00000001.
 */
export function aPrivateSession(over: Partial<SessionRow> = {}): SessionRow {
  return {
    id: 1,
    kind: 'private',
    coachId: 7,
    coachName: 'Li Ming',
    userId: 6,
    memberName: 'Demo Member',
    testTypeId: null,
    testTypeName: null,
    startAt: '2026-12-01T10:00:00+08:00',
    endAt: '2026-12-01T11:00:00+08:00',
    minutes: 60,
    priceCents: 30_000,
    cardId: 1,
    cardNo: 'MC00000001',
    seriesId: null,
    state: 'booked',
    useReturned: false,
    hasResult: false,
    ...over,
  };
}

/** A test type (TestTypeRow): "Body composition", 30 minutes, free, fields weight (kg, 20–300) and note (text). */
export function aTestType(over: Partial<TestTypeRow> = {}): TestTypeRow {
  return {
    id: 1,
    name: 'Body composition',
    nameCn: '体成分测试',
    nameEn: 'Body composition',
    nameTc: '體成分測試',
    fields: [
      {
        key: 'weight',
        labelCn: '体重',
        labelEn: 'Weight',
        labelTc: '體重',
        unit: 'kg',
        kind: 'number',
        min: 20,
        max: 300,
      },
      { key: 'note', labelCn: '评语', labelEn: 'Note', labelTc: '評語', unit: '', kind: 'text', min: null, max: null },
    ],
    minutes: 30,
    priceCents: 0,
    enabled: true,
    sort: 0,
    ...over,
  };
}

/** A training course group (docs/training.md): the current swimming term of coach Li Ming, 8 places, 1 taken. */
export function aTrainGroup(over: Partial<TrainGroupRow> = {}): TrainGroupRow {
  return {
    id: 1,
    typeId: 1,
    typeName: 'Adult swimming course',
    coachId: 1,
    coachName: 'Li Ming',
    name: 'Adult swimming — winter',
    startsOn: '2026-11-01',
    endsOn: '2027-01-10',
    capacity: 8,
    priceCents: 120_000,
    regOpensOn: '2026-10-20',
    regClosesOn: '2026-12-15',
    tokenCap: 2,
    tokenDays: 30,
    sessions: 10,
    pending: 0,
    confirmed: 1,
    free: 7,
    ...over,
  };
}

/** A session of {@link aTrainGroup}: 18:00–19:00 at the pool. */
export function aTrainSession(over: Partial<TrainSessionRow> = {}): TrainSessionRow {
  return {
    id: 1,
    groupId: 1,
    groupName: 'Adult swimming — winter',
    on: '2026-12-06',
    startsAt: '18:00',
    endsAt: '19:00',
    place: 'Pool',
    expected: 1,
    free: 7,
    ...over,
  };
}

/** The demo member's confirmed registration for {@link aTrainGroup}, not paid. */
export function aTrainRegistration(over: Partial<TrainRegistrationRow> = {}): TrainRegistrationRow {
  return {
    id: 1,
    groupId: 1,
    groupName: 'Adult swimming — winter',
    typeName: 'Adult swimming course',
    coachName: 'Li Ming',
    userId: 2,
    memberName: 'Demo Member',
    memberAccount: 'member',
    state: 'confirmed',
    priceCents: 120_000,
    paid: false,
    createdAt: '2026-11-01T09:00:00+08:00',
    ...over,
  };
}

/** An available make-up token of the demo member (leave on 2026-11-15, valid 30 days). */
export function aTrainToken(over: Partial<TrainTokenRow> = {}): TrainTokenRow {
  return {
    id: 1,
    registrationId: 1,
    typeName: 'Adult swimming course',
    sourceSessionId: 2,
    sourceOn: '2026-11-15',
    state: 'available',
    expiresOn: '2026-12-15',
    makeup: null,
    makeupConfirmed: false,
    memberName: 'Demo Member',
    ...over,
  };
}

/**
 * A ledger row of the club's cashier (LedgerRow): sale 1 of a group class "Spinning" (2 × 50 yuan =
 * 10000 cents, cash) to Alice Chen (`alice`) by the Administrator, business day 2026-11-20, paid.
 */
export function aLedgerRow(over: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: 1,
    kind: 'sale',
    signedCents: 10_000,
    amountCents: 10_000,
    methodId: 1,
    methodName: 'Cash',
    item: 'item',
    itemKind: 'class',
    description: 'Spinning',
    quantity: 2,
    cardId: null,
    cardNo: null,
    cardTypeName: null,
    userId: 7,
    memberName: 'Alice Chen',
    memberAccount: 'alice',
    staffUserId: 1,
    staffName: 'Administrator',
    coachName: null,
    provider: 'manual',
    providerState: 'paid',
    businessDay: '2026-11-20',
    at: '2026-11-20T10:00:00+08:00',
    refundOfId: null,
    reason: '',
    refundedCents: 0,
    ...over,
  };
}

/** A pass at the club's gate as /enterExit lists it: a refused entry of a frozen card. */
export function aGatePass(over: Partial<PassRow> = {}): PassRow {
  return {
    id: 1,
    gateId: 1,
    gateName: 'Main entrance',
    direction: 'in',
    userId: 5,
    memberName: 'Demo Member',
    presented: 'MC00000001',
    cardNo: null,
    result: 'refuse',
    reason: 'frozen',
    usedUse: false,
    overridden: false,
    at: '2026-11-20T09:05:00+08:00',
    ...over,
  };
}

/** A check-in as /signLog lists it. */
export function aSignIn(over: Partial<SignRow> = {}): SignRow {
  return {
    day: '2026-11-20',
    userId: 5,
    memberName: 'Demo Member',
    firstAt: '2026-11-20T09:05:00+08:00',
    gateName: 'Main entrance',
    entries: 2,
    byWhitelist: false,
    cardNo: 'MC00000001',
    ...over,
  };
}

/** A gate whitelist entry as /enterWhite lists it: a guest for a week. */
export function aWhitelistEntry(over: Partial<WhiteRow> = {}): WhiteRow {
  return {
    id: 1,
    userId: null,
    account: null,
    name: 'Visiting inspector',
    kind: 'guest',
    validFrom: '2026-11-20',
    validTo: '2026-11-26',
    note: '',
    createdAt: '2026-11-20T09:00:00+08:00',
    ...over,
  };
}

/** A gate as /fitnessConfig lists it. */
export function aGate(over: Partial<GateRow> = {}): GateRow {
  return {
    id: 1,
    code: 'GATE-MAIN',
    name: 'Main entrance',
    sceneId: null,
    place: 'Lobby',
    direction: 'both',
    enabled: true,
    keyVersion: 1,
    createdAt: '2026-11-20T09:00:00+08:00',
    ...over,
  };
}

/**
 * A group class as the member sees it (MyClassRow): Flow yoga by coach Li Ming in Studio A on
 * 2026-12-01 08:00–09:00 +08:00, 12 places with 3 booked, bookable (no booking or waitlist entry of mine).
 */
export function aClassRow(over: Partial<MyClassRow> = {}): MyClassRow {
  return {
    id: 1,
    typeId: 1,
    typeName: 'Flow yoga',
    coachId: 1,
    coachName: 'Li Ming',
    spaceId: 1,
    place: 'Studio A',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-01T01:00:00.000Z',
    date: '2026-12-01',
    capacity: 12,
    minSignups: 3,
    opensHours: 168,
    closesMin: 0,
    waitlistCloseMin: 60,
    decideMin: 120,
    lateCancelMin: 120,
    priceCents: 0,
    state: 'scheduled',
    cancelReason: '',
    booked: 3,
    waiting: 0,
    placesLeft: 9,
    myBookingId: null,
    myBookingState: null,
    myWaitlistId: null,
    myPosition: null,
    offer: 'book',
    opensAt: '2026-11-24T00:00:00.000Z',
    closesAt: '2026-12-01T00:00:00.000Z',
    waitlistClosesAt: '2026-11-30T23:00:00.000Z',
    lateCancelFrom: '2026-11-30T22:00:00.000Z',
    ...over,
  };
}

/** A class booking (ClassBookingRow) of class 1 (Flow yoga, 2026-12-01 08:00 +08:00) by Demo Member, card 1. */
export function aClassBooking(over: Partial<ClassBookingRow> = {}): ClassBookingRow {
  return {
    id: 1,
    sessionId: 1,
    typeName: 'Flow yoga',
    coachName: 'Li Ming',
    place: 'Studio A',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-01T01:00:00.000Z',
    sessionState: 'scheduled',
    userId: 3,
    memberName: 'Demo Member',
    cardId: 1,
    cardNo: 'MC00000001',
    state: 'booked',
    source: 'booking',
    reason: '',
    lateNow: false,
    lateCancelFrom: '2026-11-30T22:00:00.000Z',
    createdAt: '2026-11-28T09:00:00.000Z',
    ...over,
  };
}

/** A waitlist entry (WaitlistRow) of class 2 (Spinning, 2026-12-01 19:00 +08:00), waiting second. */
export function aWaitlistEntry(over: Partial<WaitlistRow> = {}): WaitlistRow {
  return {
    id: 1,
    sessionId: 2,
    typeName: 'Spinning',
    startsAt: '2026-12-01T11:00:00.000Z',
    state: 'waiting',
    position: 2,
    reason: '',
    joinedAt: '2026-11-28T10:00:00.000Z',
    ...over,
  };
}

/** The club's profile as the terminal reads it (ClubProfile): the demo club, one picture, version 2. */
export function aClubProfile(over: Partial<ClubProfile> = {}): ClubProfile {
  return {
    name: 'Venueflow Fitness',
    address: 'West Campus, Gymnasium 2F',
    phone: '021-5555-0100',
    hours: 'Daily 07:00–22:00',
    introduction: 'Courts, studios and coaches for every member.',
    pictures: ['https://example.com/club.jpg'],
    version: 2,
    savedBy: 'Administrator',
    savedAt: '2026-11-20T09:00:00+08:00',
    ...over,
  };
}

/** A popular place of the terminal (PopularPlace): basketball's Full Court 5, pinned, from 100.00 an hour. */
export function aPopularPlace(over: Partial<PopularPlace> = {}): PopularPlace {
  return {
    siteId: 31,
    sceneId: 3,
    name: 'Full Court 5',
    sceneName: 'Basketball',
    place: 'West Campus / Gymnasium',
    pinned: true,
    bookings30d: 4,
    fromPriceCents: 10000,
    ...over,
  };
}

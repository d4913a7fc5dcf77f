/**
 * The demo data: what it holds (with the meeting-room approval workflow, checked as the
 * designer's save checks it, and a booking going through it), and that seeding twice changes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/db/seed';
import { verifyPassword } from '../../server/modules/auth/password.service';
import { checkPasswordRule } from '../../platform/validation/password';
import { processList } from '../../platform/contracts/workflow-process.contract';
import { startableForms } from '../../platform/contracts/workflow.contract';
import { FormSchema } from '../../platform/forms/form-definition';
import { checkFormSchema } from '../../platform/forms/form-values-schema';
import { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { validateWorkflowDefinition } from '../../machines/workflow-process.validate';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: true });
});
afterAll(async () => {
  await server?.close();
});

const count = async (table: string) =>
  (await server.query<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

it('holds two Shanghai campuses, the four scenes and at least 24 sites with hours', async () => {
  expect(await server.query(sql`select name, name_en, name_tc, time_zone from campus order by id`)).toEqual([
    { name: '东校区', name_en: 'East Campus', name_tc: '東校區', time_zone: 'Asia/Shanghai' },
    { name: '西校区', name_en: 'West Campus', name_tc: '西校區', time_zone: 'Asia/Shanghai' },
  ]);
  expect(await server.query(sql`select code, name_cn, name_en, name_tc from scene order by sort`)).toEqual([
    { code: 'badminton', name_cn: '羽毛球', name_en: 'Badminton', name_tc: '羽毛球' },
    { code: 'basketball', name_cn: '篮球', name_en: 'Basketball', name_tc: '籃球' },
    { code: 'tableTennis', name_cn: '乒乓球', name_en: 'Table tennis', name_tc: '乒乓球' },
    { code: 'meetingRoom', name_cn: '会议室', name_en: 'Meeting room', name_tc: '會議室' },
  ]);
  expect(await count('site')).toBeGreaterThanOrEqual(24);
  const slotLengths = await server.query<{ slot_minutes: number }>(
    sql`select distinct slot_minutes from site order by 1`,
  );
  expect(slotLengths.map((r) => r.slot_minutes)).toEqual([30, 60]);
  const withoutHours = await server.query(
    sql`select id from site s where not exists (select 1 from site_opening o where o.site_id = s.id)`,
  );
  expect(withoutHours).toEqual([]);
  const allDay = await server.query<{
    n: number;
  }>(sql`select count(*)::int as n from site s join scene c on c.id = s.scene_id
    where c.code = 'badminton' and s.slot_minutes = 30 and (select count(*) from site_opening o
      where o.site_id = s.id and o.open_time = '00:00' and o.close_time = '24:00') = 7`);
  expect(allDay[0].n).toBeGreaterThanOrEqual(2);
});

it('holds the demo accounts with scrypt hashes, roles and the rule-abiding passwords', async () => {
  const users = await server.query<{
    account: string;
    password_hash: string;
    role: string;
  }>(sql`select u.account, u.password_hash, r.code as role
    from sys_user u join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id order by u.id`);
  expect(users.map((u) => [u.account, u.role])).toEqual([
    ['admin', 'admin'],
    ['booker', 'user'],
    ['approver', 'approver'],
    ['catering', 'catering'],
    ['coach', 'coach'],
    ['member', 'member'],
    ['coach.wang', 'coach'],
    ['coach.zhao', 'coach'],
  ]);
  const demo = [DEMO.admin, DEMO.booker, DEMO.approver, DEMO.catering, DEMO.coach, DEMO.member];
  for (const [i, who] of demo.entries()) {
    expect(users[i].password_hash).toMatch(/^\$scrypt\$/);
    expect(await verifyPassword(who.password, users[i].password_hash)).toBe(true);
    expect(checkPasswordRule(who.password)).toBe('ok');
  }
  // The club's other coaches sign in only after an administrator sets their password.
  for (const staff of users.slice(demo.length)) {
    expect(await verifyPassword('Coach@123', staff.password_hash)).toBe(false);
  }
});

it('holds the settings, the applications and the booking menu', async () => {
  const settings = await server.query<{ key: string; value: unknown }>(
    sql`select key, value from sys_config order by key`,
  );
  expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual({
    encrypt: false,
    language: 0,
    loginMode: 0,
    school: 3,
    title: 'Venueflow',
  });
  expect(await server.query(sql`select code, name_cn, sys_no, active from sys_app order by sort`)).toEqual([
    { code: 'venue', name_cn: '场地预约', sys_no: 100, active: true },
    { code: 'system', name_cn: '系统设置', sys_no: 1, active: false },
    { code: 'meeting', name_cn: '会议服务', sys_no: 901, active: false },
    { code: 'frontDesk', name_cn: '前台', sys_no: 900, active: false },
    { code: 'terminal', name_cn: '预约终端', sys_no: 2, active: false },
  ]);
  // The reservation terminal's pages (admittance): shown ones, then hidden ones.
  expect(
    await server.query(
      sql`select path, status from sys_menu where app_code = 'terminal' and parent_id is null order by sort`,
    ),
  ).toEqual([
    { path: '/home', status: 0 },
    { path: '/appointment', status: 0 },
    { path: '/quick', status: 0 },
    { path: '/my', status: 0 },
    { path: '/favorites', status: 0 },
    { path: '/history', status: 0 },
    { path: '/credit', status: 0 },
    { path: '/quota', status: 0 },
    { path: '/messages', status: 1 },
    { path: '/detail', status: 1 },
    { path: '/sign', status: 1 },
    { path: '/daysReserve', status: 1 },
    { path: '/calendar', status: 1 },
    { path: '/quickReserve', status: 1 },
    { path: '/apply', status: 0 },
    { path: '/auditCenter', status: 0 },
    { path: '/auditDetail', status: 1 },
    { path: '/examine', status: 1 },
    { path: '/receipt', status: 1 },
    { path: '/contact', status: 0 },
    { path: '/contactInfo', status: 1 },
    { path: '/about', status: 1 },
    { path: '/language', status: 1 },
    { path: '/personal', status: 0 },
    { path: '/siteList', status: 0 },
    { path: '/siteDetail', status: 1 },
    { path: '/dayReserve', status: 1 },
    { path: '/details', status: 1 },
    { path: '/blank', status: 1 },
    { path: '/announcement', status: 0 },
    { path: '/newsDetail', status: 1 },
    { path: '/noticeDetail', status: 1 },
    { path: '/help', status: 0 },
    { path: '/meet', status: 0 },
    { path: '/conference-center', status: 0 },
    { path: '/reserve', status: 0 },
    { path: '/conference', status: 1 },
    { path: '/submit', status: 1 },
    { path: '/conferenceDetails', status: 1 },
    { path: '/codePage', status: 1 },
    { path: '/catering', status: 0 },
    { path: '/restaurant', status: 1 },
    { path: '/foodDeliveryOrderReserve', status: 1 },
    { path: '/foodDeliveryOrder', status: 1 },
    { path: '/mealVoucherReserve', status: 0 },
    { path: '/mealVouchers', status: 0 },
    { path: '/myMealVoucher', status: 0 },
    { path: '/myMealVoucherDetail', status: 1 },
    { path: '/settlement', status: 0 },
    { path: '/settlementDetail', status: 1 },
    { path: '/cateringSettlement', status: 0 },
    { path: '/cateringSettlementDetail', status: 1 },
    { path: '/trip', status: 0 },
    { path: '/scheduling', status: 0 },
    { path: '/schedulingDetails', status: 1 },
    { path: '/otherPage', status: 0 },
    { path: '/personalCenter', status: 0 },
    { path: '/person', status: 1 },
    { path: '/auditing', status: 0 },
    { path: '/mealVoucherAudit', status: 1 },
    { path: '/foodDeliveryAudit', status: 1 },
    { path: '/fitnessCenter', status: 0 },
    { path: '/coachDetail', status: 1 },
    { path: '/fitnessCenterCoach', status: 0 },
    { path: '/train', status: 0 },
    { path: '/type', status: 1 },
    { path: '/trainDetail', status: 1 },
    { path: '/trainReserve', status: 1 },
    { path: '/trainCoach', status: 0 },
    { path: '/member', status: 1 },
    { path: '/userDetail', status: 1 },
    { path: '/trainCoach/registrationRecord/detail', status: 1 },
    { path: '/trainCoach/registrationRecord/reserve', status: 1 },
    { path: '/leagueReserve', status: 1 },
    { path: '/privateReserve', status: 1 },
    { path: '/testReserve', status: 1 },
    { path: '/fitnessCenter/defaultRecords', status: 1 },
  ]);
  // The terminal's one button: the organisation's confirm of a statement, under /settlementDetail, for approvers.
  expect(
    await server.query(sql`select b.type, b.permission, p.path as parent,
      (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
        where rm.menu_id = b.id) as roles
      from sys_menu b join sys_menu p on p.id = b.parent_id where b.app_code = 'terminal'`),
  ).toEqual([
    { type: 2, permission: 'mc:settlement:orgConfirm', parent: '/settlementDetail', roles: 'admin,approver' },
  ]);
  expect(
    await server.query(
      sql`select path, type, permission, title_en from sys_menu where app_code = 'venue' and type < 2 order by id`,
    ),
  ).toEqual([
    { path: '/booking', type: 0, permission: null, title_en: 'Booking management' },
    { path: '/reserveManage', type: 1, permission: 'resv:manage:list', title_en: 'All bookings' },
    { path: '/audit', type: 1, permission: 'resv:audit:page', title_en: 'Booking approval' },
    { path: '/swiping', type: 1, permission: 'resv:swiping:page', title_en: 'Check-ins' },
    { path: '/resourceStatus', type: 1, permission: 'resv:resourceStatus:page', title_en: 'Resource status' },
    { path: '/resources', type: 0, permission: null, title_en: 'Venues and rules' },
    { path: '/campus', type: 1, permission: 'resv:campus:page', title_en: 'Campuses' },
    { path: '/build', type: 1, permission: 'resv:building:page', title_en: 'Buildings' },
    { path: '/floor', type: 1, permission: 'resv:floor:page', title_en: 'Floors' },
    { path: '/scene', type: 1, permission: 'resv:scene:page', title_en: 'Scenes' },
    { path: '/assets', type: 1, permission: 'resv:site:page', title_en: 'Sites' },
    { path: '/openRule', type: 1, permission: 'resv:openRule:page', title_en: 'Opening rules' },
    { path: '/room', type: 1, permission: 'resv:room:page', title_en: 'Rooms' },
    { path: '/devKindPage', type: 1, permission: 'resv:devKind:page', title_en: 'Device kinds' },
    { path: '/siteRoomDevKind', type: 1, permission: 'resv:siteDevice:page', title_en: 'Site devices' },
    { path: '/rules', type: 0, permission: null, title_en: 'Booking rules' },
    { path: '/reserve', type: 1, permission: 'resv:rule:page', title_en: 'Reservation rules' },
    { path: '/sceneRules', type: 1, permission: 'resv:sceneRule:page', title_en: 'Scene rules' },
    { path: '/formRule', type: 1, permission: 'resv:formRule:page', title_en: 'Form rules' },
    { path: '/reserveNotice', type: 1, permission: 'resv:notice:page', title_en: 'Booking notices' },
    { path: '/disclaimers', type: 1, permission: 'resv:disclaimer:page', title_en: 'Disclaimers' },
    { path: '/yearTerm', type: 1, permission: 'resv:yearTerm:page', title_en: 'Year terms' },
    { path: '/classTime', type: 1, permission: 'resv:classTime:page', title_en: 'Class periods' },
    { path: '/articles', type: 0, permission: null, title_en: 'News and help' },
    { path: '/siteNews', type: 1, permission: 'ms:news:page', title_en: 'News' },
    { path: '/siteNotice', type: 1, permission: 'ms:notice:page', title_en: 'Notices' },
    { path: '/help', type: 1, permission: 'ms:help:page', title_en: 'Help articles' },
    { path: '/creditQuota', type: 0, permission: null, title_en: 'Credit and quotas' },
    { path: '/credit', type: 1, permission: 'resv:credit:page', title_en: 'Credit' },
    { path: '/breachOfContract', type: 1, permission: 'resv:breach:page', title_en: 'Breaches of contract' },
    { path: '/quotaRule', type: 1, permission: 'resv:quotaRule:page', title_en: 'Quota rules' },
    { path: '/quotaManagement', type: 1, permission: 'resv:quotaManagement:page', title_en: 'Quota management' },
    { path: '/workflow', type: 0, permission: null, title_en: 'Workflow' },
    { path: '/formGroup', type: 1, permission: 'workflow:formGroup:page', title_en: 'Form groups' },
    { path: '/formDefine', type: 1, permission: 'workflow:formDefine:page', title_en: 'Form definitions' },
    { path: '/building', type: 1, permission: 'workflow:formDefine:design', title_en: 'Form designer' },
    { path: '/approvals', type: 0, permission: null, title_en: 'Approvals' },
    { path: '/workflowStart', type: 1, permission: 'workflow:process:start', title_en: 'Start a request' },
    { path: '/start', type: 1, permission: null, title_en: 'Fill in a request' },
    { path: '/myTodo', type: 1, permission: 'workflow:myTodo:page', title_en: 'My to-do' },
    { path: '/myHaveDone', type: 1, permission: 'workflow:myHaveDone:page', title_en: 'Done by me' },
    { path: '/myCopy', type: 1, permission: 'workflow:myCopy:page', title_en: 'Copied to me' },
    { path: '/myWorkflow', type: 1, permission: 'workflow:myWorkflow:page', title_en: 'Started by me' },
    { path: '/fitnessCards', type: 0, permission: null, title_en: 'Membership cards' },
    { path: '/card', type: 1, permission: 'fitness:cardType:page', title_en: 'Card types' },
    { path: '/memberShip', type: 1, permission: 'fitness:card:page', title_en: 'Members’ cards' },
    { path: '/buyCardLog', type: 1, permission: 'fitness:cardLog:page', title_en: 'Card operations' },
    { path: '/buyCardRecord', type: 1, permission: 'fitness:payment:page', title_en: 'Payments' },
    { path: '/payConfig', type: 1, permission: 'fitness:payConfig:page', title_en: 'Payment methods' },
    { path: '/eleCards', type: 1, permission: null, title_en: 'Stored-value cards' },
    { path: '/tranfCardLog', type: 1, permission: null, title_en: 'Card transfers' },
    { path: '/delayCardLog', type: 1, permission: null, title_en: 'Card delays' },
    { path: '/leaveCardLog', type: 1, permission: null, title_en: 'Card leaves' },
    { path: '/delayRecord', type: 1, permission: null, title_en: 'Delay details' },
    { path: '/useCardRecord', type: 1, permission: null, title_en: 'Card uses' },
    { path: '/clubCashier', type: 0, permission: null, title_en: 'Cashier' },
    { path: '/cashier', type: 1, permission: 'fitness:cashier:page', title_en: 'Cashier desk' },
    { path: '/cashierCopy', type: 1, permission: null, title_en: 'Receipt copies' },
    { path: '/financeLog', type: 1, permission: 'fitness:ledger:page', title_en: 'Ledger' },
    { path: '/financeDetailLog', type: 1, permission: null, title_en: 'Ledger details' },
    { path: '/refundRecord', type: 1, permission: null, title_en: 'Refunds' },
    { path: '/dayClose', type: 1, permission: 'fitness:dayClose:page', title_en: 'Daily close' },
    { path: '/incomeStatistics', type: 1, permission: 'fitness:income:page', title_en: 'Income' },
    { path: '/incomeStatisticsVip', type: 1, permission: null, title_en: 'Card income' },
    { path: '/incomeStatisticsPrivate', type: 1, permission: null, title_en: 'Private session income' },
    { path: '/incomeStatisticsGroup', type: 1, permission: null, title_en: 'Group class income' },
    { path: '/sellclassStatistics', type: 1, permission: 'fitness:classSale:page', title_en: 'Class sales' },
    { path: '/sellclassDetail', type: 1, permission: null, title_en: 'Class sale details' },
    { path: '/gotoclassStatistics', type: 1, permission: 'fitness:attendance:page', title_en: 'Class attendance' },
    { path: '/gotoclassDetail', type: 1, permission: null, title_en: 'Attendance details' },
    { path: '', type: 1, permission: null, title_en: 'Help centre' },
    { path: '/fitness', type: 0, permission: null, title_en: 'Fitness club' },
    { path: '/coach', type: 1, permission: 'fitness:coach:page', title_en: 'Coaches' },
    { path: '/tags', type: 1, permission: 'fitness:tag:page', title_en: 'Tags' },
    { path: '/allocation', type: 1, permission: 'fitness:allocation:page', title_en: 'Coach availability' },
    { path: '/teaching', type: 1, permission: 'fitness:teaching:page', title_en: 'Private sessions' },
    { path: '/testType', type: 1, permission: 'fitness:testType:page', title_en: 'Test types' },
    { path: '/test', type: 1, permission: 'fitness:test:page', title_en: 'Fitness tests' },
    { path: '/enterExit', type: 1, permission: 'fitness:enterExit:page', title_en: 'Entries and exits' },
    { path: '/signLog', type: 1, permission: 'fitness:signLog:page', title_en: 'Check-ins' },
    { path: '/enterWhite', type: 1, permission: 'fitness:enterWhite:page', title_en: 'Gate whitelist' },
    { path: '/innerMember', type: 1, permission: 'fitness:innerMember:page', title_en: 'Internal members' },
    { path: '/fitnessConfig', type: 1, permission: 'fitness:config:page', title_en: 'Club settings' },
    { path: '/group', type: 1, permission: 'fitness:classType:page', title_en: 'Class types' },
    { path: '/session', type: 1, permission: 'fitness:classSession:page', title_en: 'Class schedule' },
    { path: '/plan', type: 1, permission: 'fitness:classPlan:page', title_en: 'Weekly plan' },
    { path: '/openClass', type: 1, permission: 'fitness:openClass:page', title_en: 'Open classes' },
    { path: '/reservation', type: 1, permission: 'fitness:classBooking:page', title_en: 'Class bookings' },
    { path: '/breakContract', type: 1, permission: 'fitness:breakContract:page', title_en: 'Penalties' },
    { path: '/comment', type: 1, permission: 'fitness:comment:page', title_en: 'Comments' },
    { path: '/coachLog', type: 1, permission: 'fitness:coachLog:page', title_en: 'Coach pay' },
    { path: '/sceneGrouping', type: 1, permission: 'fitness:sceneGroup:page', title_en: 'Scene groups' },
    { path: '/smallScenes', type: 1, permission: 'fitness:sitePart:page', title_en: 'Site parts' },
    { path: '/siteManagement', type: 1, permission: 'fitness:sportSite:page', title_en: 'Sport sites' },
    { path: '/orderManagement', type: 1, permission: 'fitness:sportOrder:page', title_en: 'Venue orders' },
    { path: '/popularPlaces', type: 1, permission: 'fitness:popularPlace:page', title_en: 'Popular places' },
    { path: '/spaceManage', type: 1, permission: 'fitness:space:page', title_en: 'Spaces' },
    { path: '/fitnessCenter', type: 1, permission: 'fitness:profile:page', title_en: 'Club profile' },
    { path: '/training', type: 0, permission: null, title_en: 'Training courses' },
    { path: '/trainGroup', type: 1, permission: 'fitness:trainGroup:page', title_en: 'Course groups' },
    { path: '/trainAllocation', type: 1, permission: 'fitness:trainAllocation:page', title_en: 'Coach allocation' },
    { path: '/classLog', type: 1, permission: 'fitness:classLog:page', title_en: 'Attendance log' },
    { path: '/trainGroupLog', type: 1, permission: 'fitness:trainGroupLog:page', title_en: 'Registrations log' },
    { path: '/trainStatistics', type: 1, permission: 'fitness:trainStatistics:page', title_en: 'Course statistics' },
  ]);
  const duplicated = await server.query(
    sql`select permission from sys_menu where permission is not null group by permission having count(*) > 1`,
  );
  expect(duplicated).toEqual([]);
});

it('holds the booking rules and their bindings, the meeting-room texts, the terms and the class periods', async () => {
  expect(
    await server.query(sql`select r.name, r.is_default, r.status, coalesce(c.code, s.name_en) as target
    from reserve_rule r left join reserve_rule_binding b on b.rule_id = r.id
    left join scene c on c.id = b.scene_id left join site s on s.id = b.site_id order by r.sort`),
  ).toEqual([
    { name: 'Standard', is_default: true, status: 0, target: null },
    { name: 'Meeting rooms', is_default: false, status: 0, target: 'meetingRoom' },
    { name: 'Match court', is_default: false, status: 0, target: 'Basketball Court 4' },
  ]);
  expect(
    await server.query(sql`select n.kind, c.code, n.version, n.status from reserve_notice n join scene c on c.id =
      n.scene_id order by
        n.sort`),
  ).toEqual([
    { kind: 'notice', code: 'meetingRoom', version: 1, status: 0 },
    { kind: 'disclaimer', code: 'meetingRoom', version: 1, status: 0 },
  ]);
  const [term] = await server.query(
    sql`select start_date, end_date from year_term where start_date <= '2026-09-01' and end_date >= '2027-01-31'`,
  );
  expect(term).toEqual({ start_date: '2026-09-01', end_date: '2027-01-31' });
  const periods = await server.query<{ start_time: string; end_time: string }>(
    sql`select start_time, end_time from class_period order by start_time`,
  );
  expect(periods.length).toBeGreaterThanOrEqual(4);
  periods.forEach((p, i) => {
    expect(p.end_time > p.start_time).toBe(true);
    if (i > 0) expect(p.start_time >= periods[i - 1].end_time).toBe(true);
  });
});

it('holds the default credit rule and a quota rule', async () => {
  expect(
    await server.query(sql`select scene_id, initial_score, no_show_points, late_cancel_points, threshold, bar_days,
      status from
        credit_rule`),
  ).toEqual([
    {
      scene_id: null,
      initial_score: 100,
      no_show_points: 10,
      late_cancel_points: 5,
      threshold: 60,
      bar_days: 7,
      status: 0,
    },
  ]);
  expect(
    await server.query(sql`select q.name, q.subject, c.code, q.period, q.unit, q.amount from quota_rule q join scene c
      on c.id =
        q.scene_id`),
  ).toEqual([
    {
      name: 'Table tennis: 10 hours a week',
      subject: 'user',
      code: 'tableTennis',
      period: 'week',
      unit: 'minutes',
      amount: 600,
    },
  ]);
});

it('puts each meeting room in a room of its floor, with devices of the seeded kinds', async () => {
  expect((await server.query(sql`select code from dev_kind order by sort`)).length).toBeGreaterThanOrEqual(3);
  const rooms = await server.query<{ site: string; room: string; same_floor: boolean; devices: number }>(sql`
    select s.name_en as site, r.name_en as room, r.floor_id = s.floor_id as same_floor,
      (select count(*)::int from site_device d where d.site_id = s.id) as devices
    from site s join room r on r.id = s.room_id order by s.id`);
  expect(rooms.map((r) => r.site)).toEqual([
    'Meeting Room 301',
    'Meeting Room 302',
    'Meeting Room 303',
    'Meeting Room 501',
    'Meeting Room 502',
    'Meeting Room 503',
  ]);
  expect(rooms.every((r) => r.same_floor && r.devices > 0)).toBe(true);
});

it('holds the General forms: a leave request, and the meeting-room booking form with a valid workflow', async () => {
  expect(
    await server.query(sql`select g.name_en as group_name, d.name, d.name_en, d.name_tc, d.icon, d.current_version,
      d.status, d.start_org_ids, d.start_role_ids, u.account as saved_by
    from form_define d join form_group g on g.id = d.group_id
    join form_define_version v on v.define_id = d.id and v.version = d.current_version
    left join sys_user u on u.id = v.created_by order by d.id`),
  ).toEqual([
    {
      group_name: 'General',
      name: '请假申请',
      name_en: 'Leave request',
      name_tc: '請假申請',
      icon: 'calendar',
      current_version: 1,
      status: 0,
      start_org_ids: [],
      start_role_ids: [],
      saved_by: 'admin',
    },
    {
      group_name: 'General',
      name: '会议室预约',
      name_en: 'Meeting room booking',
      name_tc: '會議室預約',
      icon: 'users',
      current_version: 1,
      status: 0,
      start_org_ids: [],
      start_role_ids: [],
      saved_by: 'admin',
    },
    {
      group_name: 'Conference centre',
      name: '会议中心审批',
      name_en: 'Conference-centre approval',
      name_tc: '會議中心審批',
      icon: 'audit',
      current_version: 1,
      status: 0,
      start_org_ids: [],
      start_role_ids: [],
      saved_by: 'admin',
    },
    {
      group_name: 'Fitness club',
      name: '会员卡请假',
      name_en: 'Membership card leave',
      name_tc: '會員卡請假',
      icon: 'audit',
      current_version: 1,
      status: 0,
      start_org_ids: [],
      start_role_ids: [],
      saved_by: 'admin',
    },
  ]);
  const version = (await server.one<{ schema: FormSchema; workflow: WorkflowDefinition }>(
    sql`select v.schema, v.workflow from form_define_version v join form_define d on d.id = v.define_id
      where d.name_en = 'Meeting room booking' and v.version = 1`,
  ))!;
  // Optional fields only: bookings sent without form values still fit.
  expect(version.schema.fields.map((f) => [f.id, f.type, f.required])).toEqual([
    ['attendees', 'number', false],
    ['services', 'multiChoice', false],
    ['notes', 'textarea', false],
  ]);
  expect(version.schema.fields[0]).toMatchObject({
    label: { cn: '参会人数', en: 'Attendees', tc: '參會人數' },
    limits: { min: 1, max: 200, precision: 0 },
  });
  expect(version.schema.fields[1].options!.map((o) => o.label.en)).toEqual([
    'Projector',
    'Video conference',
    'Tea service',
    'Name plates',
  ]);
  expect(version.schema.fields[2].limits).toEqual({ maxLength: 500 });
  // The checks the designer's save runs (formDefineSave): the demo can never hold an invalid definition.
  expect(FormSchema.parse(version.schema)).toEqual(version.schema);
  expect(checkFormSchema(version.schema)).toEqual([]);
  expect(WorkflowDefinition.parse(version.workflow)).toEqual(version.workflow);
  expect(validateWorkflowDefinition(version.workflow, version.schema)).toEqual([]);
  const startable = await server.call(startableForms, {}, { token: (await server.login(DEMO.booker)).token });
  expect(startable.data.map((g) => [g.nameEn, g.forms.map((f) => f.nameEn)])).toEqual([
    ['General', ['Meeting room booking', 'Leave request']], // by CN name: 会议室预约, 请假申请
  ]);
});

it("binds the conference centre's three kinds to the department leader's approval form", async () => {
  const version = (await server.one<{ id: number; schema: FormSchema; workflow: WorkflowDefinition }>(
    sql`select d.id, v.schema, v.workflow from form_define_version v join form_define d on d.id = v.define_id
      where d.name_en = 'Conference-centre approval' and v.version = 1`,
  ))!;
  expect(version.schema.fields).toEqual([]);
  expect(WorkflowDefinition.parse(version.workflow)).toEqual(version.workflow);
  expect(validateWorkflowDefinition(version.workflow, version.schema)).toEqual([]);
  expect(version.workflow.nodes).toMatchObject([
    { kind: 'approver', candidates: { type: 'LEADER', directorLevel: 1 }, noCandidate: { action: 'ADMIN' } },
  ]);
  expect(
    await server.query(sql`select i.value, i.label_en, i.status from sys_dict_item i
      join sys_dict_type t on t.id = i.type_id
      where t.code = 'mcApprovalForm' and t.kind = 'business' order by i.sort`),
  ).toEqual(
    ['RESERVE_ORDER', 'FOOD_DELIVERY', 'MEAL_VOUCHER'].map((kind, i) => ({
      value: `${kind}:${version.id}`,
      label_en: ['Meeting orders', 'Food deliveries', 'Meal vouchers'][i] + ': department approval',
      status: 0,
    })),
  );
  expect(await server.one(sql`select status from form_group where name_en = 'Conference centre'`)).toEqual({
    status: 1,
  });
});

it("binds members' card leaves to the club approvers' form (role approver, else the administrator)", async () => {
  const version = (await server.one<{ id: number; schema: FormSchema; workflow: WorkflowDefinition }>(
    sql`select d.id, v.schema, v.workflow from form_define_version v join form_define d on d.id = v.define_id
      where d.name_en = 'Membership card leave' and v.version = 1`,
  ))!;
  expect(WorkflowDefinition.parse(version.workflow)).toEqual(version.workflow);
  expect(validateWorkflowDefinition(version.workflow, version.schema)).toEqual([]);
  const approverRole = await server.one<{ id: number }>(sql`select id from sys_role where code = 'approver'`);
  expect(version.workflow.nodes).toMatchObject([
    {
      kind: 'approver',
      candidates: { type: 'ROLE', roleIds: [approverRole!.id] },
      examineMode: 'OR_SIGN',
      noCandidate: { action: 'ADMIN' },
    },
  ]);
  expect(
    await server.query(sql`select i.value, i.status from sys_dict_item i join sys_dict_type t on t.id = i.type_id
      where t.code = 'clubApprovalForm' and t.kind = 'business'`),
  ).toEqual([{ value: `CARD_LEAVE:${version.id}`, status: 0 }]);
  expect(await server.one(sql`select status from form_group where name_en = 'Fitness club'`)).toEqual({ status: 1 });
});

it('binds the meeting-room form to the West Campus rooms; East Campus rooms have no form rule', async () => {
  expect(
    await server.query(sql`select r.name, d.name_en as form, r.status, r.priority, r.scene_ids, r.rule_ids,
      array(select s.name_en from site s where s.id = any(r.site_ids) order by s.name_en) as sites
    from form_rule r join form_define d on d.id = r.define_id`),
  ).toEqual([
    {
      name: 'West Campus meeting rooms',
      form: 'Meeting room booking',
      status: 0,
      priority: 0,
      scene_ids: [],
      rule_ids: [],
      sites: ['Meeting Room 501', 'Meeting Room 502', 'Meeting Room 503'],
    },
  ]);
});

describe('a booking of a West Campus meeting room', () => {
  const day = nextWeekDay(2);
  let booker: string;
  beforeAll(async () => {
    booker = (await server.login(DEMO.booker)).token;
  });
  /** Books Meeting Room `room` on `day` from `from` for an hour as `booker`; the booker's view of its process. */
  async function bookAndFollow(room: string, from: string, formValues?: Record<string, unknown>) {
    const siteId = await server.idOf(sql`select id from site where name_en = ${room}`);
    const to = `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const booked = await server.book(
      { siteId, start: at(day, from), end: at(day, to), ...(formValues ? { formValues } : {}) },
      { token: booker },
    );
    expect(booked.code).toBe(0);
    expect(booked.data.status).toBe('pendingAudit');
    const started = await server.call(
      processList,
      { view: 'started', businessType: 'RESERVATION', pageSize: 100 },
      { token: booker, lang: 'EN' },
    );
    return started.data.rows.find((p) => p.businessKey === String(booked.data.id));
  }

  it('starts the meeting-room process, which asks Demo Approver', async () => {
    const process = await bookAndFollow('Meeting Room 501', '09:00');
    expect(process).toMatchObject({
      formName: 'Meeting room booking',
      initiatorName: 'Demo Booker',
      status: 'RUNNING',
      currentNodeId: 'roomApproval',
      currentNodeName: 'Meeting room approval',
      currentApprovers: ['Demo Approver'],
    });
    const todo = await server.call(
      processList,
      { view: 'todo', pageSize: 100 },
      { token: (await server.login(DEMO.approver)).token },
    );
    expect(todo.data.rows.map((p) => p.id)).toContain(process!.id);
  });

  it('asks Demo Approver and the administrator together above 20 attendees', async () => {
    const process = await bookAndFollow('Meeting Room 501', '11:00', { attendees: 30, services: ['projector'] });
    expect(process).toMatchObject({
      status: 'RUNNING',
      currentNodeId: 'largeMeeting',
      currentNodeName: 'Large meeting countersign',
    });
    expect([...process!.currentApprovers].sort()).toEqual(['Administrator', 'Demo Approver']);
  });

  it('leaves an East Campus meeting room to /audit, with no process', async () => {
    const siteId = await server.idOf(sql`select id from site where name_en = 'Meeting Room 301'`);
    const booked = await server.book({ siteId, start: at(day, '09:00'), end: at(day, '10:00') }, { token: booker });
    expect(booked.data.status).toBe('pendingAudit');
    expect(await server.query(sql`select id from wf_process where business_key = ${String(booked.data.id)}`)).toEqual(
      [],
    );
  });
});

it('gives the demo food delivery its own 送餐 category, holding the goods its orders deliver', async () => {
  const categories = await server.query<{ name_cn: string; name_en: string; name_tc: string }>(
    sql`select name_cn, name_en, name_tc from mc_merchandise_category where parent_id is null order by sort, id`,
  );
  expect(categories.at(-1)).toEqual({ name_cn: '送餐', name_en: 'Food delivery', name_tc: '送餐' });
  expect(categories.filter((c) => c.name_cn === '送餐')).toHaveLength(1);
  const goods = await server.query<{ name_en: string }>(sql`select m.name_en from mc_merchandise m
    join mc_merchandise_category c on c.id = m.category_id where c.name_cn = '送餐' order by m.sort`);
  expect(goods.map((g) => g.name_en)).toEqual(['Set lunch box', 'Mineral water', 'Fruit platter']);
  const outside = await server.query(sql`select l.id from mc_food_delivery_order_line l
    join mc_merchandise m on m.id = l.merchandise_id join mc_merchandise_category c on c.id = m.category_id
    where c.name_cn <> '送餐'`);
  expect(outside).toEqual([]);
  expect(await count('mc_food_delivery_order_line')).toBeGreaterThan(0);
});

it('holds a meeting service order in every state, each made by the module on a seeded booking', async () => {
  const orders = await server.query<{
    order_no: string;
    status: string;
    site: string;
    applicant: string;
    customer: string | null;
    total_cents: number;
    lines_cents: number;
    lines: number;
    booking_status: string;
    booking_user: string;
    same_range: boolean;
    local_day: number;
    created_day: string;
    arranged: boolean;
    future: boolean;
  }>(sql`select o.order_no, o.status, s.name_en as site, u.account as applicant, c.name as customer, o.total_cents,
      (select coalesce(sum(l.amount_cents), 0)::int from mc_reserve_order_line l
        where l.order_id = o.id) as lines_cents,
      (select count(*)::int from mc_reserve_order_line l where l.order_id = o.id) as lines,
      r.status as booking_status, bu.account as booking_user,
      (r.start_at = o.start_at and r.end_at = o.end_at and r.site_id = o.site_id) as same_range,
      extract(isodow from o.start_at at time zone 'Asia/Shanghai')::int as local_day,
      to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYYMMDD') as created_day,
      o.arranged_at is not null as arranged, o.start_at > now() as future
    from mc_reserve_order o join site s on s.id = o.site_id join sys_user u on u.id = o.applicant_user_id
    left join mc_customer c on c.id = o.customer_id
    join reservation r on r.id = o.reservation_id join sys_user bu on bu.id = r.user_id
    order by o.id`);
  const states = orders.map((o) => (o.status === 'cancelRequested' ? `${o.status}:${o.arranged}` : o.status));
  expect([...new Set(states)].sort()).toEqual([
    'arranged',
    'audited',
    'cancelRequested:false',
    'cancelRequested:true',
    'cancelled',
    'rejected',
    'served',
    'settled',
    'submitted',
  ]);
  for (const o of orders) {
    // The order number of the day it was placed; the booking is the applicant's, over the order's room and time.
    expect(o.order_no).toMatch(new RegExp(`^RO${o.created_day}-\\d{4}$`));
    expect(o).toMatchObject({ booking_user: o.applicant, same_range: true });
    expect(['Meeting Room 303', 'Meeting Room 501', 'Meeting Room 502']).toContain(o.site);
    expect(o.local_day).toBeLessThanOrEqual(5);
    expect(o.customer).not.toBeNull();
    expect(o.lines).toBeGreaterThan(0);
    expect(o.total_cents).toBe(o.lines_cents);
    expect(o.total_cents).toBeGreaterThan(0);
    // Ended orders gave their room back; served and settled ones are past, the others ahead.
    expect(o.booking_status === 'cancelled').toBe(['cancelled', 'rejected'].includes(o.status));
    expect(o.future).toBe(!['served', 'settled'].includes(o.status));
  }
  // No two live bookings of the seeded orders meet.
  expect(
    await server.query(sql`select a.id from mc_reserve_order a join mc_reserve_order b on a.id < b.id
      and a.site_id = b.site_id and a.start_at < b.end_at and b.start_at < a.end_at
      where a.status not in ('cancelled', 'rejected') and b.status not in ('cancelled', 'rejected')`),
  ).toEqual([]);
});

it('seeds only once', async () => {
  const before = await Promise.all(['site', 'sys_user', 'sys_menu', 'sys_config'].map(count));
  expect(await seed(server.db)).toBe(false);
  expect(await Promise.all(['site', 'sys_user', 'sys_menu', 'sys_config'].map(count))).toEqual(before);
});

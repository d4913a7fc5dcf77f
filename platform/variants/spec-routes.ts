/**
 * The deployment variants' route lists as spec §2 gives them (the `school` setting of
 * `sys_config`, 0–5; spec §1): which paths each terminal variant has, and which page
 * sets the back office attaches for each value. Data and pure functions only: the apps'
 * route tables (apps/terminal/routes.tsx, apps/admin/routes.tsx) and their tests read
 * these lists, so the spec is written down once.
 *
 * Terminal groups: 0 and 3 share `v03`, 2 and 4 share `v24`, 1 and 5 have their own.
 * The spec's fitness-centre and training screens are listed with the sports variants
 * (2/4): their home lists swimming, ice sports and the fitness centre beside them.
 */

/** A value of the `school` setting. */
export type School = 0 | 1 | 2 | 3 | 4 | 5;

/** Every `school` value, in order. */
export const SCHOOLS: readonly School[] = [0, 1, 2, 3, 4, 5];

/** A terminal route set: 0 and 3 share one, 2 and 4 another, 1 and 5 have their own (spec §1). */
export type TerminalVariant = 'v03' | 'v1' | 'v24' | 'v5';

/** The terminal route set of a `school` value; unknown values get the 0/3 set. */
export function terminalVariantOf(school: number): TerminalVariant {
  if (school === 1) return 'v1';
  if (school === 2 || school === 4) return 'v24';
  if (school === 5) return 'v5';
  return 'v03';
}

/** `parent` and each of its children (`/fitnessCenter`, `/fitnessCenter/memberDetails`, …). */
function withChildren(parent: string, children: readonly string[]): string[] {
  return [parent, ...children.map((c) => `${parent}/${c}`)];
}

/** Spec §2 "Reservation terminal, common": present in every variant. */
const COMMON = ['/', '/login', '/layout', '/blank', '/examine', '/404'];

/** The booking flow of variant 0/3 (/appointment and its children); variant 1 has it too. */
const APPOINTMENT = withChildren('/appointment', [
  'gymnasium',
  'reservationlist',
  'timeform',
  'time',
  'crossdaytable',
  'crossdayform',
]);

/** News and announcements of variant 0/3; variant 1 has them too. */
const NEWS = ['/news', '/announcement', '/announcement/detail'];

/** Spec §2 "Fitness centre" and "Training" (listed with variants 2 and 4). */
export const FITNESS_AND_TRAINING = [
  ...withChildren('/fitnessCenter', [
    'memberDetails',
    'cardManagement',
    'membershipBenefits',
    'courseRecords',
    'evaluationRecords',
    'operationRecords',
    'defaultRecords',
    'testRecords',
    'fitnessCenterHelp',
    'private',
    'league',
    'buyCards',
  ]),
  ...withChildren('/fitnessCenterCoach', ['schedule', 'myClass', 'testLog', 'commentRecords', 'adjustedLog']),
  ...withChildren('/train', ['registrationRecord', 'courseRecord', 'operationRecord', 'trainHelp']),
  ...withChildren('/trainCoach', [
    'registrationRecord',
    'unconfirmedClass',
    'unconfirmedReserve',
    'schedule',
    'myClass',
    'leaveRecord',
  ]),
  '/trainCoach/registrationRecord/detail',
  '/trainCoach/registrationRecord/reserve',
  '/trainDetail',
  '/trainReserve',
  '/type',
  '/testReserve',
  '/leagueReserve',
  '/privateReserve',
  '/member',
  '/userDetail',
  '/coachDetail',
];

/** Every path of each terminal variant (spec §2), the common ones included. */
export const TERMINAL_SPEC_ROUTES: Readonly<Record<TerminalVariant, readonly string[]>> = {
  v03: [
    ...COMMON,
    '/home',
    '/apply',
    '/my',
    ...APPOINTMENT,
    '/quick',
    '/personal',
    '/help',
    '/contact',
    ...NEWS,
    '/ic/homePage',
    '/sign',
    '/detail',
    '/details',
    '/newsDetail',
    '/noticeDetail',
    '/siteDetail',
    '/siteList',
    '/dayReserve',
    '/daysReserve',
    '/quickReserve',
    '/calendar',
    '/contactInfo',
    '/history',
    '/credit',
    '/about',
    '/language',
    '/quota',
    '/auditCenter',
    '/auditDetail',
  ],
  v1: [
    ...COMMON,
    '/home',
    '/group',
    '/submit',
    '/feedback',
    '/siteList',
    '/meet',
    '/calendar',
    '/time',
    '/timeform',
    '/dayReserve',
    '/person',
    '/apply',
    '/contactInfo',
    '/about',
    '/help',
    '/trip',
    '/detail',
    '/admin',
    '/audit',
    '/plan',
    // "plus appointment, quick, personal, contact and news routes" (those of 0/3).
    ...APPOINTMENT,
    '/quick',
    '/personal',
    '/contact',
    ...NEWS,
  ],
  v24: [
    ...COMMON,
    '/home',
    '/help',
    '/contact',
    '/feedback',
    '/personal',
    '/inner',
    '/sports',
    '/announcement/detail',
    '/iceSports',
    '/swim',
    '/reserveList',
    '/reserveRoom',
    '/reserveSeat',
    '/seatList',
    '/calendar',
    '/reserveMeet',
    '/payment',
    '/crossCalendar',
    '/crossForm',
    '/Detailmenu',
    '/sign',
    ...FITNESS_AND_TRAINING,
  ],
  v5: [
    ...COMMON,
    '/home',
    '/conference-center',
    '/reserve',
    '/person',
    '/trip',
    '/catering',
    '/scheduling',
    '/personalCenter',
    '/schedulingDetails',
    '/codePage',
    '/conferenceDetails',
    '/settlement',
    '/settlementDetail',
    '/foodDeliveryOrder',
    '/foodDeliveryAudit',
    '/foodDeliveryOrderReserve',
    '/conference',
    '/mealVoucherAudit',
    '/auditing',
    '/submit',
    '/siteList',
    '/meet',
    '/apply',
    '/restaurant',
    '/cateringSettlement',
    '/mealVoucherReserve',
    '/myMealVoucher',
    '/myMealVoucherDetail',
    '/otherPage',
    '/mealVouchers',
    '/cateringSettlementDetail',
    '/contactInfo',
    '/detail',
    '/no-access',
  ],
};

/** A back-office page set (spec §2 "Back office shell"). */
export type AdminPageSet = 'shell' | 'base' | 'fitness' | 'quota' | 'catering';

/**
 * The back-office pages of each set (spec §2). `shell`: the layout's own children
 * (/building, /start) and /meetingRoomReser, present for every setting like `base`.
 */
export const ADMIN_SPEC_PAGES: Readonly<Record<AdminPageSet, readonly string[]>> = {
  shell: ['/building', '/start', '/meetingRoomReser'],
  base: [
    '/welcome',
    '/synchronization',
    '/radar',
    '/rank',
    '/operation',
    '/statistics',
    '/personal',
    '/meetStatistics',
    '/cateringStatistics',
    '/appointmentStatistics',
    '/orderingUnit',
    '/venue',
    '/venueStatistics',
    '/consumptionTypeStatistics',
    '/annualStatistics',
    '/monthlyStatistics',
    '/finance',
    '/financeDetail',
    '/payType',
    '/paymentMethod',
    '/synthesis',
    '/creditStatistics',
    '/confereeStatistics',
    '/meetSignStatistics',
    '/earlyDepartureStatistics',
    '/time',
    '/user',
    '/ident',
    '/org',
    '/position',
    '/systemDictionary',
    '/businessDictionary',
    '/systemConfig',
    '/operationLog',
    '/loginLog',
    '/moreLanguage',
    '/menu',
    '/role',
    '/app',
    '/admin',
    '/flexibleMenu',
    '/assets',
    '/campus',
    '/build',
    '/floor',
    '/room',
    '/scene',
    '/openRule',
    '/reserve',
    '/credit',
    '/formRule',
    '/reserveNotice',
    '/disclaimers',
    '/accessControl',
    '/formGroup',
    '/formDefine',
    '/workflowStart',
    '/myWorkflow',
    '/myTodo',
    '/myCopy',
    '/myHaveDone',
    '/reserveManage',
    '/siteBanner',
    '/siteNews',
    '/MaterialGroup',
    '/siteNotice',
    '/siteWordFilter',
    '/audit',
    '/resourceStatus',
    '/breachOfContract',
    '/help',
    '/swiping',
    '/feedback',
    '/siteRoomDevKind',
    '/devKindPage',
    '/borrow',
    '/reserveManageDevice',
    '/inspect',
    '/sceneRules',
    '/devKindHome',
    '/activeFormRules',
    '/activeFeeRules',
    '/activeReserve',
    '/adjust',
    '/yearTerm',
    '/classTime',
  ],
  fitness: [
    '/card',
    '/tags',
    '/testType',
    '/payConfig',
    '/sceneGrouping',
    '/smallScenes',
    '/session',
    '/reservation',
    '/siteManagement',
    '/orderManagement',
    '/popularPlaces',
    '/fitnessCenter',
    '/memberShip',
    '/coach',
    '/coachLog',
    '/buyCardLog',
    '/tranfCardLog',
    '/delayCardLog',
    '/leaveCardLog',
    '/teaching',
    '/allocation',
    '/fitnessConfig',
    '/breakContract',
    '/enterExit',
    '/signLog',
    '/test',
    '/trainStatistics',
    '/cashier',
    '/refundRecord',
    '/cashierCopy',
    '/comment',
    '/group',
    '/eleCards',
    '/plan',
    '/trainGroup',
    '/openClass',
    '/trainAllocation',
    '/classLog',
    '/trainGroupLog',
    '/financeLog',
    '/financeDetailLog',
    '/innerMember',
    '/file',
    '/workReport',
    '/hrPosition',
    '/interView',
    '/budgetRegistration',
    '/reimbursementRegistration',
    '/engineeringProject',
    '/engineeringIssues',
    '/oaScheduleTodo',
    '/oaEmployee',
    '/oaManagement',
    '/oaPerformanceAppraisal',
    '/spaceManage',
    '/gotoclassDetail',
    '/gotoclassStatistics',
    '/sellclassDetail',
    '/sellclassStatistics',
    '/incomeStatistics',
    '/incomeStatisticsVip',
    '/incomeStatisticsPrivate',
    '/incomeStatisticsGroup',
    '/buyCardRecord',
    '/delayRecord',
    '/useCardRecord',
    '/enterWhite',
  ],
  quota: ['/quotaRule', '/quotaManagement'],
  catering: [
    '/product',
    '/mealManagement',
    '/customer',
    '/settlement',
    '/roomCenter',
    '/meetWeeks',
    '/itemForm',
    '/standards',
    '/timeRange',
    '/roomUpdates',
    '/reserves',
    '/reserveMeet',
    '/orderRule',
    '/applicantInfo',
    '/vouchers',
  ],
};

/**
 * The back-office page sets of a `school` value (spec §2): the shell and base sets
 * always; the sport and fitness, quota, and catering/meeting sets for 2, 3, 4 and 5.
 */
export function adminSetsFor(school: number): AdminPageSet[] {
  return [2, 3, 4, 5].includes(school) ? ['shell', 'base', 'fitness', 'quota', 'catering'] : ['shell', 'base'];
}

/** The spec set a back-office path belongs to, or null when spec §2 lists it nowhere. */
export function adminSetOf(path: string): AdminPageSet | null {
  const sets = Object.keys(ADMIN_SPEC_PAGES) as AdminPageSet[];
  return sets.find((set) => ADMIN_SPEC_PAGES[set].includes(path)) ?? null;
}

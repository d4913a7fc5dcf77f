/**
 * The demo data, as plain values: campuses, buildings, floors, scenes, sites with opening
 * hours, organisations, positions, identities, accounts, roles, dictionaries and settings.
 * Applications and menus are the menu base in server/db/seed-menus.ts.
 * server/db/seed.ts writes it on first start.
 */
import type { WeekDay } from '../../platform/contracts/common';

/** Every week day, in spec §9 codes (Saturday is `STA`). */
const ALL_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'];
const WORK_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const WEEKEND: readonly WeekDay[] = ['STA', 'SUN'];

/** Opening hours: local `HH:mm` ranges (close may be `24:00`) for some week days. */
export interface HoursRule {
  days: readonly WeekDay[];
  open: string;
  close: string;
}

/** A group of alike sites on one floor. */
export interface SiteGroup {
  scene: string;
  campus: string;
  building: string;
  floor: string;
  /** Site names; `{n}` counts from 1. */
  names: string[];
  slotMinutes: 30 | 60;
  hours: HoursRule[];
  /** Bookings wait for approval (/audit). */
  needsApproval?: boolean;
}

export const CAMPUSES = [
  {
    name: 'East Campus',
    timeZone: 'Asia/Shanghai',
    buildings: [
      {
        name: 'Sports Centre',
        floors: [
          { name: '1F', level: 1 },
          { name: '2F', level: 2 },
        ],
      },
      { name: 'Library', floors: [{ name: '3F', level: 3 }] },
    ],
  },
  {
    name: 'West Campus',
    timeZone: 'Asia/Shanghai',
    buildings: [
      {
        name: 'Gymnasium',
        floors: [
          { name: '1F', level: 1 },
          { name: '2F', level: 2 },
        ],
      },
      { name: 'Administration Building', floors: [{ name: '5F', level: 5 }] },
    ],
  },
] as const;

export const SCENES = [
  { code: 'badminton', nameCn: '羽毛球', nameEn: 'Badminton', nameTc: '羽毛球', icon: 'badminton' },
  { code: 'basketball', nameCn: '篮球', nameEn: 'Basketball', nameTc: '籃球', icon: 'basketball' },
  { code: 'tableTennis', nameCn: '乒乓球', nameEn: 'Table tennis', nameTc: '乒乓球', icon: 'table-tennis' },
  {
    code: 'meetingRoom',
    nameCn: '会议室',
    nameEn: 'Meeting room',
    nameTc: '會議室',
    icon: 'meeting-room',
    // Participants of a meeting reply attend / decline (/receipt/reserve/*).
    receiptEnabled: true,
  },
] as const;

function numbered(prefix: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix} ${from + i}`);
}

/**
 * 26 sites. Badminton courts 1–6 are open round the clock with 30-minute slots, so a
 * test run at any hour finds a free slot today or tomorrow.
 */
export const SITE_GROUPS: SiteGroup[] = [
  {
    scene: 'badminton',
    campus: 'East Campus',
    building: 'Sports Centre',
    floor: '1F',
    names: numbered('Badminton Court', 1, 6),
    slotMinutes: 30,
    hours: [{ days: ALL_DAYS, open: '00:00', close: '24:00' }],
  },
  {
    scene: 'badminton',
    campus: 'West Campus',
    building: 'Gymnasium',
    floor: '2F',
    names: numbered('Badminton Court', 7, 4),
    slotMinutes: 60,
    hours: [
      { days: WORK_DAYS, open: '08:00', close: '22:00' },
      { days: WEEKEND, open: '09:00', close: '21:00' },
    ],
  },
  {
    scene: 'basketball',
    campus: 'West Campus',
    building: 'Gymnasium',
    floor: '1F',
    names: numbered('Basketball Court', 1, 4),
    slotMinutes: 60,
    hours: [{ days: ALL_DAYS, open: '08:00', close: '22:00' }],
  },
  {
    scene: 'tableTennis',
    campus: 'East Campus',
    building: 'Sports Centre',
    floor: '2F',
    names: numbered('Table Tennis Table', 1, 6),
    slotMinutes: 30,
    hours: [
      { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'], open: '08:00', close: '12:00' },
      { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'], open: '14:00', close: '22:00' },
    ],
  },
  {
    scene: 'meetingRoom',
    campus: 'East Campus',
    building: 'Library',
    floor: '3F',
    names: ['Meeting Room 301', 'Meeting Room 302', 'Meeting Room 303'],
    slotMinutes: 30,
    needsApproval: true,
    hours: [{ days: WORK_DAYS, open: '08:00', close: '18:00' }],
  },
  {
    scene: 'meetingRoom',
    campus: 'West Campus',
    building: 'Administration Building',
    floor: '5F',
    names: ['Meeting Room 501', 'Meeting Room 502', 'Meeting Room 503'],
    slotMinutes: 60,
    needsApproval: true,
    hours: [{ days: WORK_DAYS, open: '08:00', close: '20:00' }],
  },
];

/**
 * Roles: `admin` passes every check (spec §6); `approver` lists the bookings of its own
 * organisation and the organisations below it (data scope).
 */
export const ROLES = [
  { code: 'admin', name: 'Administrator', dataScope: 'all' },
  { code: 'user', name: 'User', dataScope: 'self' },
  { code: 'approver', name: 'Approver', dataScope: 'orgAndBelow' },
  // Catering and meeting-service staff: every order of the service (the catering app and its back-office pages).
  { code: 'catering', name: 'Catering staff', dataScope: 'all' },
  // The fitness club: a coach is a terminal user who also sees the coach pages; a member is a terminal user.
  { code: 'coach', name: 'Coach', dataScope: 'self' },
  { code: 'member', name: 'Member', dataScope: 'self' },
] as const;

/**
 * The organisation tree: `parent` names the parent's code, `leader` the account of its leader
 * (workflow LEADER candidates). The approver leads the sports department (whose offices have
 * no leader of their own, so their people's level-1 leader is the approver); the administrator
 * leads the university and the administration office; the school has none, so a booker's
 * level-1 leader is the university's.
 */
export const ORGS: readonly { code: string; name: string; parent: string | null; leader: string | null }[] = [
  { code: 'univ', name: 'Venueflow University', parent: null, leader: 'admin' },
  { code: 'sports', name: 'Sports Department', parent: 'univ', leader: 'approver' },
  { code: 'sports-east', name: 'East Campus Sports Office', parent: 'sports', leader: null },
  { code: 'sports-west', name: 'West Campus Sports Office', parent: 'sports', leader: null },
  { code: 'admin-office', name: 'Administration Office', parent: 'univ', leader: 'admin' },
  { code: 'cs', name: 'School of Computer Science', parent: 'univ', leader: null },
];

export const POSITIONS = [
  { code: 'manager', name: 'Venue manager' },
  { code: 'staff', name: 'Front desk staff' },
  { code: 'teacher', name: 'Teacher' },
  { code: 'student', name: 'Student' },
] as const;

/** Temporary identities (/ident). */
export const IDENTS = [
  { code: 'visitor', name: 'Visiting scholar', validFrom: null, validTo: null },
  { code: 'guest', name: 'Conference guest', validFrom: null, validTo: null },
] as const;

/** Demo accounts; each password meets spec §5's rule. */
export const ACCOUNTS = [
  {
    account: 'admin',
    password: 'Admin@123',
    name: 'Administrator',
    nickName: 'Admin',
    role: 'admin',
    adminUser: true,
    org: 'admin-office',
    position: 'manager',
  },
  {
    account: 'booker',
    password: 'Booker@123',
    name: 'Demo Booker',
    nickName: 'Booker',
    role: 'user',
    adminUser: false,
    org: 'cs',
    position: 'student',
  },
  {
    account: 'approver',
    password: 'Approver@123',
    name: 'Demo Approver',
    nickName: 'Approver',
    role: 'approver',
    adminUser: false,
    org: 'sports',
    position: 'staff',
  },
  {
    account: 'catering',
    password: 'Catering@123',
    name: 'Demo Caterer',
    nickName: 'Caterer',
    role: 'catering',
    adminUser: false,
    org: 'admin-office',
    position: 'staff',
  },
  {
    account: 'coach',
    password: 'Coach@123',
    name: 'Demo Coach',
    nickName: 'Coach',
    role: 'coach',
    adminUser: false,
    org: 'sports',
    position: 'staff',
  },
  {
    account: 'member',
    password: 'Member@123',
    name: 'Demo Member',
    nickName: 'Member',
    role: 'member',
    adminUser: false,
    org: 'cs',
    position: 'student',
  },
] as const;

/** A dictionary with its items: `[value, CN, EN, TC]`. */
export interface DictSeed {
  kind: 'system' | 'business';
  code: string;
  name: string;
  items: [string, string, string, string][];
}

export const DICTS: DictSeed[] = [
  {
    kind: 'system',
    code: 'gender',
    name: 'Gender',
    items: [
      ['1', '男', 'Male', '男'],
      ['2', '女', 'Female', '女'],
      ['0', '未知', 'Unknown', '未知'],
    ],
  },
  {
    kind: 'system',
    code: 'status',
    name: 'Status',
    items: [
      ['0', '启用', 'Enabled', '啟用'],
      ['1', '停用', 'Disabled', '停用'],
    ],
  },
  {
    kind: 'system',
    code: 'yesNo',
    name: 'Yes / no',
    items: [
      ['Y', '是', 'Yes', '是'],
      ['N', '否', 'No', '否'],
    ],
  },
  {
    kind: 'business',
    code: 'bookingPurpose',
    name: 'Booking purpose',
    items: [
      ['training', '训练', 'Training', '訓練'],
      ['match', '比赛', 'Match', '比賽'],
      ['meeting', '会议', 'Meeting', '會議'],
      ['other', '其他', 'Other', '其他'],
    ],
  },
  {
    kind: 'business',
    code: 'payType',
    name: 'Payment type',
    items: [
      ['card', '校园卡', 'Campus card', '校園卡'],
      ['wechat', '微信支付', 'WeChat Pay', '微信支付'],
      ['cash', '现金', 'Cash', '現金'],
    ],
  },
  // Meeting services (reserveOrder/getTableTypes, getVideoLines, getDiningTypeCodes; time ranges and standards).
  {
    kind: 'business',
    code: 'mcTableType',
    name: 'Meeting table type',
    items: [
      ['theatre', '剧院式', 'Theatre', '劇院式'],
      ['classroom', '课桌式', 'Classroom', '課桌式'],
      ['boardroom', '会议桌式', 'Boardroom', '會議桌式'],
      ['uShape', 'U 形', 'U-shape', 'U 形'],
      ['banquet', '圆桌式', 'Banquet', '圓桌式'],
    ],
  },
  {
    kind: 'business',
    code: 'mcVideoLine',
    name: 'Video line',
    items: [
      ['none', '无', 'None', '無'],
      ['tencentMeeting', '腾讯会议', 'Tencent Meeting', '騰訊會議'],
      ['zoom', 'Zoom', 'Zoom', 'Zoom'],
      ['videoConference', '视频会议专线', 'Video conference line', '視訊會議專線'],
      ['liveStream', '网络直播', 'Live stream', '網路直播'],
    ],
  },
  {
    kind: 'business',
    code: 'mcDiningType',
    name: 'Dining type',
    items: [
      ['breakfast', '早餐', 'Breakfast', '早餐'],
      ['lunch', '午餐', 'Lunch', '午餐'],
      ['dinner', '晚餐', 'Dinner', '晚餐'],
      ['teaBreak', '茶歇', 'Tea break', '茶歇'],
      ['buffet', '自助餐', 'Buffet', '自助餐'],
    ],
  },
  // Units of merchandise (mc_merchandise.unit, copied to order lines): the stored unit → its label per
  // language (server/modules/catering/units.ts); a unit missing here reads as stored.
  {
    kind: 'business',
    code: 'mcUnit',
    name: 'Merchandise unit',
    items: [
      ['box', '盒', 'box', '盒'],
      ['bottle', '瓶', 'bottle', '瓶'],
      ['plate', '盘', 'plate', '盤'],
      ['cup', '杯', 'cup', '杯'],
      ['portion', '份', 'portion', '份'],
      ['piece', '个', 'piece', '個'],
      ['瓶', '瓶', 'bottle', '瓶'],
      ['杯', '杯', 'cup', '杯'],
      ['份', '份', 'portion', '份'],
      ['盒', '盒', 'box', '盒'],
      ['本', '本', 'copy', '本'],
      ['支', '支', 'piece', '支'],
      ['壶', '壶', 'pot', '壺'],
    ],
  },
];

/** Entries of the terminal home page (/flexibleMenu). */
export const FLEXIBLE_MENUS = [
  {
    titleCn: '场地预约',
    titleEn: 'Book a venue',
    titleTc: '場地預約',
    icon: 'calendar',
    path: '/appointment/gymnasium',
    link: null,
    target: null,
  },
  {
    titleCn: '我的预约',
    titleEn: 'My bookings',
    titleTc: '我的預約',
    icon: 'list',
    path: '/my',
    link: null,
    target: null,
  },
  {
    titleCn: '快速预约',
    titleEn: 'Quick booking',
    titleTc: '快速預約',
    icon: 'zap',
    path: '/quick',
    link: null,
    target: null,
  },
  {
    titleCn: '按学期节次预约',
    titleEn: 'Period booking',
    titleTc: '按學期節次預約',
    icon: 'repeat',
    path: '/quickReserve',
    link: null,
    target: null,
  },
] as const;

/**
 * Settings read by the clients (spec §1, §9) and the protocol switch `encrypt`. The demo
 * runs as deployment variant 3: the campus terminal of 0/3 with the whole back office
 * (fitness, quota and catering/meeting sets attached, spec §2).
 */
export const SETTINGS: Record<string, unknown> = {
  school: 3,
  loginMode: 0,
  language: 0,
  encrypt: false,
  title: 'Venueflow',
};

/** The demo favourite member groups (/user/favorite/…): `owner` and `members` are accounts of ACCOUNTS. */
export const FAVORITE_GROUPS = [
  { owner: 'booker', name: 'Badminton partners', members: ['approver', 'admin'] },
] as const;

// --- booking rules and venue extras (back office) ------------------------------------

/**
 * Reservation rules: `default` is the default rule; `scenes` / `sites` (by scene code / site
 * name) are bound to it. The limits are generous, so the demo books freely; the
 * meeting-room rule is the strict one.
 */
export const RESERVE_RULES = [
  {
    name: 'Standard',
    isDefault: true,
    scenes: [] as string[],
    sites: [] as string[],
    advanceDays: 14,
    minMinutes: 0,
    maxMinutes: null,
    perDay: null,
    perWeek: null,
    cancelBeforeMinutes: 0,
    lateCancelMinutes: 0,
    checkInBeforeMinutes: 15,
    checkInAfterMinutes: 15,
    needsApproval: false,
    participantsMin: 0,
    participantsMax: null,
    holdMinutes: 5,
    allowCrossDay: false,
    maxCrossDays: 7,
    waitlist: true,
    remark: 'Applies wherever no scene or site rule does.',
  },
  {
    name: 'Meeting rooms',
    isDefault: false,
    scenes: ['meetingRoom'],
    sites: [] as string[],
    advanceDays: 30,
    openDaysBefore: 30,
    openTime: '08:00',
    minMinutes: 30,
    maxMinutes: 480,
    perDay: 3,
    perWeek: 10,
    cancelBeforeMinutes: 30,
    lateCancelMinutes: 120,
    checkInBeforeMinutes: 10,
    checkInAfterMinutes: 15,
    needsApproval: true,
    participantsMin: 0,
    participantsMax: 50,
    holdMinutes: 10,
    allowCrossDay: true,
    maxCrossDays: 3,
    waitlist: false,
    remark: 'Bookings wait for approval; up to three days in one booking.',
  },
  {
    name: 'Match court',
    isDefault: false,
    scenes: [] as string[],
    sites: ['Basketball Court 4'],
    advanceDays: 14,
    minMinutes: 60,
    maxMinutes: 240,
    perDay: null,
    perWeek: null,
    cancelBeforeMinutes: 0,
    lateCancelMinutes: 240,
    checkInBeforeMinutes: 15,
    checkInAfterMinutes: 15,
    needsApproval: false,
    participantsMin: 0,
    participantsMax: 20,
    holdMinutes: 5,
    allowCrossDay: false,
    maxCrossDays: 7,
    waitlist: true,
    remark: 'Full-court matches: at least an hour, up to 20 players.',
  },
];

/** Notices and disclaimers: `scene` a scene code, or null for every scene. */
export const RESERVE_NOTICES: {
  kind: 'notice' | 'disclaimer';
  scene: string | null;
  titleCn: string;
  titleEn: string;
  titleTc: string;
  contentCn: string;
  contentEn: string;
  contentTc: string;
}[] = [
  {
    kind: 'notice',
    scene: 'meetingRoom',
    titleCn: '会议室预约须知',
    titleEn: 'Meeting room booking notice',
    titleTc: '會議室預約須知',
    contentCn: '会议室预约须经审批。请提前到场签到，会后恢复桌椅并关闭投影和空调。不能使用时请至少提前 30 分钟取消。',
    contentEn:
      'Meeting room bookings wait for approval. Check in on arrival; afterwards put the furniture back and ' +
      'switch off the projector and air conditioning. Cancel at least 30 minutes ahead if you cannot come.',
    contentTc: '會議室預約須經審批。請提前到場簽到，會後恢復桌椅並關閉投影和空調。不能使用時請至少提前 30 分鐘取消。',
  },
  {
    kind: 'disclaimer',
    scene: 'meetingRoom',
    titleCn: '会议室免责声明',
    titleEn: 'Meeting room disclaimer',
    titleTc: '會議室免責聲明',
    contentCn: '请妥善保管个人物品，遗失概不负责。损坏设备须照价赔偿。',
    contentEn: 'Look after your belongings: we are not liable for losses. Damaged equipment must be paid for.',
    contentTc: '請妥善保管個人物品，遺失概不負責。損壞設備須照價賠償。',
  },
];

/** Year terms (local ISO dates, inclusive). */
export const YEAR_TERMS = [
  { name: '2026–2027 Autumn', startDate: '2026-09-01', endDate: '2027-01-31' },
  { name: '2026–2027 Spring', startDate: '2027-02-22', endDate: '2027-07-09' },
];

/**
 * The default credit rule (/credit): the built-in values of credit.service.ts made
 * visible and editable — start at 100, a no-show costs 10, a late cancellation 5, below 60
 * bars for 7 days.
 */
export const DEFAULT_CREDIT_RULE = {
  initialScore: 100,
  noShowPoints: 10,
  lateCancelPoints: 5,
  threshold: 60,
  barDays: 7,
};

/** Quota rules (/quotaRule): generous enough that demo and test bookings never meet them. */
export const QUOTA_RULES = [
  {
    name: 'Table tennis: 10 hours a week',
    subject: 'user' as const,
    scene: 'tableTennis',
    period: 'week' as const,
    unit: 'minutes' as const,
    amount: 600,
  },
];

/** Class periods of a teaching day (local `HH:mm`). */
export const CLASS_PERIODS = [
  { name: 'Periods 1–2', startTime: '08:00', endTime: '09:35' },
  { name: 'Periods 3–4', startTime: '10:05', endTime: '11:40' },
  { name: 'Periods 5–6', startTime: '14:00', endTime: '15:35' },
  { name: 'Periods 7–8', startTime: '16:05', endTime: '17:40' },
  { name: 'Periods 9–10', startTime: '19:00', endTime: '20:35' },
];

/** Device kinds (/devKindPage). */
export const DEV_KINDS = [
  { code: 'projector', nameCn: '投影仪', nameEn: 'Projector', nameTc: '投影機', icon: 'projector' },
  { code: 'whiteboard', nameCn: '白板', nameEn: 'Whiteboard', nameTc: '白板', icon: 'whiteboard' },
  {
    code: 'videoConference',
    nameCn: '视频会议终端',
    nameEn: 'Video conference terminal',
    nameTc: '視訊會議終端',
    icon: 'video',
  },
  { code: 'microphone', nameCn: '麦克风', nameEn: 'Microphone', nameTc: '麥克風', icon: 'microphone' },
  { code: 'scoreboard', nameCn: '记分牌', nameEn: 'Scoreboard', nameTc: '記分牌', icon: 'scoreboard' },
];

/**
 * Rooms (/room) on the floors of the meeting rooms; each holds the site of the same
 * number, with its devices (`devices`: kind code → quantity) and description.
 */
export const ROOMS = [
  {
    campus: 'East Campus',
    building: 'Library',
    floor: '3F',
    name: 'Room 301',
    code: 'L301',
    capacity: 12,
    areaM2: 40,
    site: 'Meeting Room 301',
    devices: { projector: 1, whiteboard: 1 },
  },
  {
    campus: 'East Campus',
    building: 'Library',
    floor: '3F',
    name: 'Room 302',
    code: 'L302',
    capacity: 8,
    areaM2: 28,
    site: 'Meeting Room 302',
    devices: { whiteboard: 1 },
  },
  {
    campus: 'East Campus',
    building: 'Library',
    floor: '3F',
    name: 'Room 303',
    code: 'L303',
    capacity: 20,
    areaM2: 60,
    site: 'Meeting Room 303',
    devices: { projector: 1, microphone: 2 },
  },
  {
    campus: 'West Campus',
    building: 'Administration Building',
    floor: '5F',
    name: 'Room 501',
    code: 'A501',
    capacity: 16,
    areaM2: 50,
    site: 'Meeting Room 501',
    devices: { projector: 1, videoConference: 1, microphone: 4 },
  },
  {
    campus: 'West Campus',
    building: 'Administration Building',
    floor: '5F',
    name: 'Room 502',
    code: 'A502',
    capacity: 10,
    areaM2: 32,
    site: 'Meeting Room 502',
    devices: { whiteboard: 1 },
  },
  {
    campus: 'West Campus',
    building: 'Administration Building',
    floor: '5F',
    name: 'Room 503',
    code: 'A503',
    capacity: 30,
    areaM2: 90,
    site: 'Meeting Room 503',
    devices: { projector: 2, videoConference: 1, microphone: 6 },
  },
];

/** Instructions of a scene (by code), shown with its sites. */
export const SCENE_INSTRUCTIONS = [
  {
    scene: 'meetingRoom',
    type: 'booking' as const,
    contentCn: '会议室按 30 或 60 分钟时段预约，提交后须经审批。',
    contentEn: 'Meeting rooms are booked in 30- or 60-minute slots and wait for approval.',
    contentTc: '會議室按 30 或 60 分鐘時段預約，提交後須經審批。',
  },
  {
    scene: 'badminton',
    type: 'safety' as const,
    contentCn: '请穿运动鞋入场，运动前充分热身。',
    contentEn: 'Wear sports shoes on court and warm up before playing.',
    contentTc: '請穿運動鞋入場，運動前充分熱身。',
  },
];

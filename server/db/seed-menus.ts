/**
 * The menu base: the applications (back-office tabs) and menu trees the product ships.
 * The seed writes them on first start; /system/permission/app/updateAppFromAppBase and
 * /system/permission/menu/updateMenuFromMenuBase restore an application's menus from it.
 *
 * Node types (spec §3): 0 folder, 1 page, 2 button. A button is never shown: it carries
 * the permission code of one action (e.g. `system:user:add`), so granting a role a menu
 * tree also grants the calls behind it (spec §6). Every permission code used by a
 * contract in platform/contracts/ appears on exactly one node here.
 */

/** A menu node to seed; `children` nest, `roles` are the role codes granted it. */
export interface MenuSeed {
  name: string;
  path: string;
  type: 0 | 1 | 2;
  permission: string | null;
  titleCn: string;
  titleEn: string;
  titleTc: string;
  icon: string | null;
  roles: string[];
  /** `_blank`: the menu opens `link` in a new window (spec §2 back-office shell). */
  target?: string;
  /** Granted but not shown in the navigation (status 1), e.g. a detail page reached from a list. */
  hidden?: boolean;
  link?: string;
  children?: MenuSeed[];
}

/** An application (a tab of the back office, spec §3): code, names, sys_no, active flag. */
export interface AppSeed {
  code: string;
  nameCn: string;
  nameEn: string;
  nameTc: string;
  sysNo: number;
  active: boolean;
  isDefault: boolean;
  sort: number;
}

/**
 * Applications. `frontDesk` exists but is never a tab (spec §6); neither is `terminal`,
 * whose menus are the reservation terminal's pages (admittance). `meeting` has sys_no 901,
 * so its venue-allocation entry shows the progress-count badge (spec §2, §7).
 */
export const APPS: AppSeed[] = [
  {
    code: 'venue',
    nameCn: '场地预约',
    nameEn: 'Venue booking',
    nameTc: '場地預約',
    sysNo: 100,
    active: true,
    isDefault: true,
    sort: 1,
  },
  {
    code: 'system',
    nameCn: '系统设置',
    nameEn: 'System settings',
    nameTc: '系統設定',
    sysNo: 1,
    active: false,
    isDefault: false,
    sort: 2,
  },
  {
    code: 'meeting',
    nameCn: '会议服务',
    nameEn: 'Meeting services',
    nameTc: '會議服務',
    sysNo: 901,
    active: false,
    isDefault: false,
    sort: 3,
  },
  {
    code: 'frontDesk',
    nameCn: '前台',
    nameEn: 'Front desk',
    nameTc: '前台',
    sysNo: 900,
    active: false,
    isDefault: false,
    sort: 4,
  },
  {
    code: 'terminal',
    nameCn: '预约终端',
    nameEn: 'Reservation terminal',
    nameTc: '預約終端',
    sysNo: 2,
    active: false,
    isDefault: false,
    sort: 5,
  },
];

/** Labels of the common button actions, per language. */
const ACTIONS: Record<string, [string, string, string]> = {
  page: ['查询', 'Query', '查詢'],
  detail: ['详情', 'Details', '詳情'],
  add: ['新增', 'Add', '新增'],
  edit: ['编辑', 'Edit', '編輯'],
  delete: ['删除', 'Delete', '刪除'],
  changeStatus: ['启用/停用', 'Enable / disable', '啟用/停用'],
  resetPwd: ['重置密码', 'Reset password', '重設密碼'],
  grantRole: ['分配角色', 'Assign roles', '分配角色'],
  sync: ['同步', 'Synchronize', '同步'],
  grantMenu: ['分配菜单', 'Grant menus', '分配選單'],
  grantData: ['数据权限', 'Data scope', '資料權限'],
  setAsDefault: ['设为默认', 'Set as default', '設為預設'],
  copy: ['复制', 'Copy', '複製'],
  restore: ['从基础恢复', 'Restore from base', '從基礎恢復'],
  export: ['导出', 'Export', '匯出'],
  import: ['导入', 'Import', '匯入'],
  cancel: ['取消预约', 'Cancel booking', '取消預約'],
  approve: ['通过', 'Approve', '通過'],
  reject: ['驳回', 'Reject', '駁回'],
  lift: ['解除限制', 'Lift bar', '解除限制'],
  audit: ['审核', 'Audit', '審核'],
  financeAudit: ['财务审核', 'Finance audit', '財務審核'],
  lifeScienceAudit: ['生命科学审核', 'Life-science audit', '生命科學審核'],
  confirm: ['确认', 'Confirm', '確認'],
  settlement: ['结算', 'Settle', '結算'],
  retryDistribution: ['重新发放', 'Retry distribution', '重新發放'],
  writeOff: ['核销', 'Write off', '核銷'],
  lock: ['锁定', 'Lock', '鎖定'],
  unlock: ['解锁', 'Unlock', '解鎖'],
  // Steps of a food delivery order (/mealManagement); `audit` is above.
  deliver: ['开始配送', 'Send out', '開始配送'],
  delivered: ['确认送达', 'Mark delivered', '確認送達'],
  settle: ['结算', 'Settle', '結算'],
  // Meeting service orders (reserveOrder steps); `audit` and `settle` are above.
  progress: ['推进进度', 'Advance progress', '推進進度'],
  confirmCancel: ['确认取消', 'Confirm cancellation', '確認取消'],
  editMerchandise: ['修改商品', 'Edit merchandise', '修改商品'],
  // Settlements (/settlement): confirm and export are above.
  invoice: ['登记发票', 'Record invoice', '登記發票'],
  // The terminal's statements of my organisation (/settlementDetail, /cateringSettlementDetail).
  orgConfirm: ['本单位确认结算单', "Confirm my organisation's statements", '本單位確認結算單'],
  // Feedback (/feedback).
  reply: ['回复', 'Reply', '回覆'],
  close: ['关闭', 'Close', '關閉'],
  // News, notices and help articles.
  publish: ['发布/撤回', 'Publish / withdraw', '發佈/撤回'],
  pin: ['置顶', 'Pin', '置頂'],
  // Membership cards (/memberShip); `edit` and `add` are above.
  buy: ['售卡', 'Sell a card', '售卡'],
  activate: ['激活', 'Activate', '啟用'],
  renew: ['续卡', 'Renew', '續卡'],
  upgrade: ['升级', 'Upgrade', '升級'],
  transfer: ['转让', 'Transfer', '轉讓'],
  delay: ['延期', 'Extend', '延期'],
  leave: ['请假', 'Leave', '請假'],
  resume: ['销假', 'Resume', '銷假'],
  refund: ['退卡', 'Refund', '退卡'],
  credit: ['充值', 'Top up', '儲值'],
  // The club's cashier (/cashier).
  sell: ['销售', 'Sell', '銷售'],
  use: ['登记到店', 'Record a visit', '登記到店'],
  // Private sessions and fitness tests.
  mark: ['标记到课/爽约', 'Mark attended / no-show', '標記到課/爽約'],
  record: ['录入结果', 'Record results', '錄入結果'],
  assign: ['分配教练', 'Assign a coach', '分配教練'],
  pay: ['登记收款', 'Record a payment', '登記收款'],
  // The coaches' side: comments and class adjustments.
  hide: ['隐藏', 'Hide', '隱藏'],
  adjust: ['调课', 'Adjust', '調課'],
  // The weekly class plan (/plan).
  generate: ['生成课程', 'Generate classes', '生成課程'],
  // Training courses: a late leave's make-up token given all the same (/classLog).
  waive: ['豁免迟请假', 'Waive a late leave', '豁免遲請假'],
};

/** One button node of the club's gate with its own titles (CN, EN, TC), granted to the administrators. */
function gateButton(permission: string, titles: [string, string, string]): MenuSeed {
  const [titleCn, titleEn, titleTc] = titles;
  return {
    name: permission.replace(/:/g, '-'),
    path: '',
    type: 2,
    permission,
    titleCn,
    titleEn,
    titleTc,
    icon: null,
    roles: ADMIN,
    children: [],
  };
}

/** Button nodes `prefix:action` for `actions`, granted to `roles`. */
function buttons(prefix: string, actions: string[], roles: string[]): MenuSeed[] {
  return actions.map((action) => {
    const [titleCn, titleEn, titleTc] = ACTIONS[action];
    return {
      name: `${prefix.replace(/:/g, '-')}-${action}`,
      path: '',
      type: 2 as const,
      permission: `${prefix}:${action}`,
      titleCn,
      titleEn,
      titleTc,
      icon: null,
      roles,
    };
  });
}

/**
 * The membership-card views sharing the calls of /memberShip (the electronic cards) and /buyCardLog (the
 * operation log by kind): name, path, titles CN / EN / TC (docs/fitness.md).
 */
const CARD_VIEWS: [string, string, [string, string, string]][] = [
  ['eleCards', '/eleCards', ['电子卡', 'Stored-value cards', '電子卡']],
  ['tranfCardLog', '/tranfCardLog', ['转卡记录', 'Card transfers', '轉卡記錄']],
  ['delayCardLog', '/delayCardLog', ['延期记录', 'Card delays', '延期記錄']],
  ['leaveCardLog', '/leaveCardLog', ['请假记录', 'Card leaves', '請假記錄']],
  ['delayRecord', '/delayRecord', ['延期明细', 'Delay details', '延期明細']],
  ['useCardRecord', '/useCardRecord', ['用卡记录', 'Card uses', '用卡記錄']],
];

/**
 * Views of the cashier's calls (the ledger's, the income statistics', the class sales' and attendance's):
 * admitted by their granted menu nodes alone, as CARD_VIEWS. Name, path, titles, and the position after which
 * page of the folder they come.
 */
const CASHIER_VIEWS: Record<string, [string, string, [string, string, string]][]> = {
  cashier: [['cashierCopy', '/cashierCopy', ['小票补打', 'Receipt copies', '小票補打']]],
  financeLog: [
    ['financeDetailLog', '/financeDetailLog', ['财务明细', 'Ledger details', '財務明細']],
    ['refundRecord', '/refundRecord', ['退款记录', 'Refunds', '退款記錄']],
  ],
  incomeStatistics: [
    ['incomeStatisticsVip', '/incomeStatisticsVip', ['会员卡收入', 'Card income', '會員卡收入']],
    ['incomeStatisticsPrivate', '/incomeStatisticsPrivate', ['私教收入', 'Private session income', '私教收入']],
    ['incomeStatisticsGroup', '/incomeStatisticsGroup', ['团课收入', 'Group class income', '團課收入']],
  ],
  sellclassStatistics: [['sellclassDetail', '/sellclassDetail', ['售课明细', 'Class sale details', '售課明細']]],
  gotoclassStatistics: [['gotoclassDetail', '/gotoclassDetail', ['上课明细', 'Attendance details', '上課明細']]],
};

/** The views that come after the cashier's page `name`, as menu nodes without a permission code. */
const cashierViews = (name: string): MenuSeed[] =>
  (CASHIER_VIEWS[name] ?? []).map(([view, path, titles]) => ({
    ...page(view, path, '', titles, 'list', ADMIN),
    permission: null,
  }));

/** A page node with its buttons. */
function page(
  name: string,
  path: string,
  permission: string,
  titles: [string, string, string],
  icon: string,
  roles: string[],
  children: MenuSeed[] = [],
): MenuSeed {
  const [titleCn, titleEn, titleTc] = titles;
  return {
    name,
    path,
    type: 1,
    permission,
    titleCn,
    titleEn,
    titleTc,
    icon,
    roles,
    children: children.length ? children : undefined,
  };
}

/** A folder node. */
function folder(
  name: string,
  path: string,
  titles: [string, string, string],
  icon: string,
  roles: string[],
  children: MenuSeed[],
): MenuSeed {
  const [titleCn, titleEn, titleTc] = titles;
  return { name, path, type: 0, permission: null, titleCn, titleEn, titleTc, icon, roles, children };
}

/** Roles that use the reservation terminal (the club's coaches and members among them). */
const TERMINAL_ROLES = ['admin', 'user', 'approver', 'coach', 'member'];
/** The club's coach pages of the terminal: coaches (and administrators). */
const COACH_ROLES = ['admin', 'coach'];

/** A page of the reservation terminal (no permission code: its calls carry their own). */
function terminalPage(
  name: string,
  path: string,
  titles: [string, string, string],
  icon: string,
  hidden = false,
  roles: string[] = TERMINAL_ROLES,
): MenuSeed {
  const [titleCn, titleEn, titleTc] = titles;
  return {
    name,
    path,
    type: 1,
    permission: null,
    titleCn,
    titleEn,
    titleTc,
    icon,
    roles,
    ...(hidden ? { hidden } : {}),
  };
}

const ADMIN = ['admin'];
/** Catering and meeting-service pages: administrators and catering staff. */
const CATERING = ['admin', 'catering'];
const CRUD = ['add', 'edit', 'delete'];
/** The buttons of a content page (news, notices, help articles). */
const CONTENT_ACTIONS = [...CRUD, 'publish', 'pin'];

/** Back-office menus per application code: the menu base. */
export const MENUS: Record<string, MenuSeed[]> = {
  venue: [
    folder(
      'bookingManagement',
      '/booking',
      ['预约管理', 'Booking management', '預約管理'],
      'calendar',
      ['admin', 'approver'],
      [
        page(
          'reserveManage',
          '/reserveManage',
          'resv:manage:list',
          ['全部预约', 'All bookings', '全部預約'],
          'list',
          ['admin', 'approver'],
          buttons('resv:manage', ['cancel', 'export'], ADMIN),
        ),
        page(
          'audit',
          '/audit',
          'resv:audit:page',
          ['预约审核', 'Booking approval', '預約審核'],
          'audit',
          ['admin', 'approver'],
          buttons('resv:audit', ['approve', 'reject'], ['admin', 'approver']),
        ),
        page('swiping', '/swiping', 'resv:swiping:page', ['签到记录', 'Check-ins', '簽到記錄'], 'list', [
          'admin',
          'approver',
        ]),
        // Live board of the sites (back office).
        page(
          'resourceStatus',
          '/resourceStatus',
          'resv:resourceStatus:page',
          ['资源状态', 'Resource status', '資源狀態'],
          'dashboard',
          ADMIN,
        ),
      ],
    ),
    folder('venueResources', '/resources', ['场地资源', 'Venues and rules', '場地資源'], 'venue', ADMIN, [
      page(
        'campus',
        '/campus',
        'resv:campus:page',
        ['校区管理', 'Campuses', '校區管理'],
        'location',
        ADMIN,
        buttons('resv:campus', CRUD, ADMIN),
      ),
      page(
        'build',
        '/build',
        'resv:building:page',
        ['楼栋管理', 'Buildings', '樓棟管理'],
        'building',
        ADMIN,
        buttons('resv:building', CRUD, ADMIN),
      ),
      page(
        'floor',
        '/floor',
        'resv:floor:page',
        ['楼层管理', 'Floors', '樓層管理'],
        'building',
        ADMIN,
        buttons('resv:floor', CRUD, ADMIN),
      ),
      page(
        'scene',
        '/scene',
        'resv:scene:page',
        ['场景管理', 'Scenes', '場景管理'],
        'grid',
        ADMIN,
        buttons('resv:scene', CRUD, ADMIN),
      ),
      page(
        'assets',
        '/assets',
        'resv:site:page',
        ['场地管理', 'Sites', '場地管理'],
        'site',
        ADMIN,
        buttons('resv:site', CRUD, ADMIN),
      ),
      page(
        'openRule',
        '/openRule',
        'resv:openRule:page',
        ['开放规则', 'Opening rules', '開放規則'],
        'calendar',
        ADMIN,
        buttons('resv:openRule', CRUD, ADMIN),
      ),
      // Rooms and devices (back office).
      page(
        'room',
        '/room',
        'resv:room:page',
        ['房间管理', 'Rooms', '房間管理'],
        'building',
        ADMIN,
        buttons('resv:room', CRUD, ADMIN),
      ),
      page(
        'devKindPage',
        '/devKindPage',
        'resv:devKind:page',
        ['设备类型', 'Device kinds', '設備類型'],
        'grid',
        ADMIN,
        buttons('resv:devKind', CRUD, ADMIN),
      ),
      page(
        'siteRoomDevKind',
        '/siteRoomDevKind',
        'resv:siteDevice:page',
        ['场地设备', 'Site devices', '場地設備'],
        'site',
        ADMIN,
        buttons('resv:siteDevice', ['edit'], ADMIN),
      ),
    ]),
    // Booking rules (back office).
    folder('bookingRules', '/rules', ['预约规则', 'Booking rules', '預約規則'], 'role', ADMIN, [
      page(
        'reserve',
        '/reserve',
        'resv:rule:page',
        ['预约规则', 'Reservation rules', '預約規則'],
        'role',
        ADMIN,
        buttons('resv:rule', [...CRUD, 'setAsDefault'], ADMIN),
      ),
      page(
        'sceneRules',
        '/sceneRules',
        'resv:sceneRule:page',
        ['场景规则', 'Scene rules', '場景規則'],
        'grid',
        ADMIN,
        buttons('resv:sceneRule', ['edit'], ADMIN),
      ),
      page(
        'formRule',
        '/formRule',
        'resv:formRule:page',
        ['表单规则', 'Form rules', '表單規則'],
        'audit',
        ADMIN,
        buttons('resv:formRule', [...CRUD, 'changeStatus'], ADMIN),
      ),
      page(
        'reserveNotice',
        '/reserveNotice',
        'resv:notice:page',
        ['预约须知', 'Booking notices', '預約須知'],
        'notice',
        ADMIN,
        buttons('resv:notice', CRUD, ADMIN),
      ),
      page(
        'disclaimers',
        '/disclaimers',
        'resv:disclaimer:page',
        ['免责声明', 'Disclaimers', '免責聲明'],
        'notice',
        ADMIN,
        buttons('resv:disclaimer', CRUD, ADMIN),
      ),
      page(
        'yearTerm',
        '/yearTerm',
        'resv:yearTerm:page',
        ['学年学期', 'Year terms', '學年學期'],
        'calendar',
        ADMIN,
        buttons('resv:yearTerm', CRUD, ADMIN),
      ),
      page(
        'classTime',
        '/classTime',
        'resv:classTime:page',
        ['节次', 'Class periods', '節次'],
        'calendar',
        ADMIN,
        buttons('resv:classTime', CRUD, ADMIN),
      ),
    ]),
    // News, notices and help articles shown in the terminal.
    folder('articles', '/articles', ['新闻公告', 'News and help', '新聞公告'], 'notice', ADMIN, [
      page(
        'siteNews',
        '/siteNews',
        'ms:news:page',
        ['新闻管理', 'News', '新聞管理'],
        'notice',
        ADMIN,
        buttons('ms:news', CONTENT_ACTIONS, ADMIN),
      ),
      page(
        'siteNotice',
        '/siteNotice',
        'ms:notice:page',
        ['公告管理', 'Notices', '公告管理'],
        'notice',
        ADMIN,
        buttons('ms:notice', CONTENT_ACTIONS, ADMIN),
      ),
      page('helpArticles', '/help', 'ms:help:page', ['帮助文章', 'Help articles', '幫助文章'], 'book', ADMIN, [
        ...buttons('ms:help', CONTENT_ACTIONS, ADMIN),
        ...buttons('ms:helpKind', ['page', ...CRUD], ADMIN),
      ]),
    ]),
    // Credit and quotas (back office).
    folder('creditQuota', '/creditQuota', ['信用与配额', 'Credit and quotas', '信用與配額'], 'shield', ADMIN, [
      page('credit', '/credit', 'resv:credit:page', ['信用管理', 'Credit', '信用管理'], 'badge', ADMIN, [
        ...buttons('resv:credit', ['edit'], ADMIN),
        ...buttons('resv:creditRule', ['page', ...CRUD], ADMIN),
      ]),
      page(
        'breachOfContract',
        '/breachOfContract',
        'resv:breach:page',
        ['违约记录', 'Breaches of contract', '違約記錄'],
        'list',
        ADMIN,
        buttons('resv:breach', ['lift'], ADMIN),
      ),
      page(
        'quotaRule',
        '/quotaRule',
        'resv:quotaRule:page',
        ['配额规则', 'Quota rules', '配額規則'],
        'role',
        ADMIN,
        buttons('resv:quotaRule', CRUD, ADMIN),
      ),
      page(
        'quotaManagement',
        '/quotaManagement',
        'resv:quotaManagement:page',
        ['配额管理', 'Quota management', '配額管理'],
        'dashboard',
        ADMIN,
        buttons('resv:quotaManagement', ['edit', 'delete'], ADMIN),
      ),
    ]),
    // Forms and approval workflows (back office): groups, definitions, and the designer (/building?id=…),
    // reached from a definition's "Design" action only, so hidden; its node carries the design permission.
    folder('workflow', '/workflow', ['流程', 'Workflow', '流程'], 'approval', ADMIN, [
      page(
        'formGroup',
        '/formGroup',
        'workflow:formGroup:page',
        ['表单分组', 'Form groups', '表單分組'],
        'apps',
        ADMIN,
        buttons('workflow:formGroup', CRUD, ADMIN),
      ),
      page(
        'formDefine',
        '/formDefine',
        'workflow:formDefine:page',
        ['表单定义', 'Form definitions', '表單定義'],
        'list',
        ADMIN,
        buttons('workflow:formDefine', CRUD, ADMIN),
      ),
      {
        ...page(
          'building',
          '/building',
          'workflow:formDefine:design',
          ['表单设计', 'Form designer', '表單設計'],
          'grid',
          ADMIN,
        ),
        hidden: true,
      },
    ]),
    // Approvals (back office): start a form, and the approver's and initiator's lists of processes;
    // /start?id=… (fill and submit one form) is reached from /workflowStart only, so hidden.
    folder(
      'approvals',
      '/approvals',
      ['审批', 'Approvals', '審批'],
      'audit',
      ['admin', 'approver'],
      [
        page(
          'workflowStart',
          '/workflowStart',
          'workflow:process:start',
          ['发起申请', 'Start a request', '發起申請'],
          'apps',
          ['admin', 'approver'],
        ),
        // Admitted by its granted menu node alone: a permission code names one page (/workflowStart's here).
        {
          ...page('start', '/start', '', ['填写申请', 'Fill in a request', '填寫申請'], 'list', ['admin', 'approver']),
          permission: null,
          hidden: true,
        },
        page('myTodo', '/myTodo', 'workflow:myTodo:page', ['我的待办', 'My to-do', '我的待辦'], 'todo', [
          'admin',
          'approver',
        ]),
        page('myHaveDone', '/myHaveDone', 'workflow:myHaveDone:page', ['我的已办', 'Done by me', '我的已辦'], 'audit', [
          'admin',
          'approver',
        ]),
        page('myCopy', '/myCopy', 'workflow:myCopy:page', ['抄送我的', 'Copied to me', '抄送我的'], 'notice', [
          'admin',
          'approver',
        ]),
        page(
          'myWorkflow',
          '/myWorkflow',
          'workflow:myWorkflow:page',
          ['我发起的', 'Started by me', '我發起的'],
          'list',
          ['admin', 'approver'],
        ),
      ],
    ),
    // The fitness club's membership cards (docs/fitness.md): types, members' cards, the operation logs, payments.
    folder('fitnessCards', '/fitnessCards', ['会员卡', 'Membership cards', '會員卡'], 'card', ADMIN, [
      page(
        'card',
        '/card',
        'fitness:cardType:page',
        ['会员卡类型', 'Card types', '會員卡類型'],
        'list',
        ADMIN,
        buttons('fitness:cardType', ['add', 'edit'], ADMIN),
      ),
      page(
        'memberShip',
        '/memberShip',
        'fitness:card:page',
        ['会员卡管理', 'Members’ cards', '會員卡管理'],
        'list',
        ADMIN,
        buttons(
          'fitness:card',
          ['buy', 'activate', 'renew', 'upgrade', 'transfer', 'delay', 'leave', 'resume', 'refund', 'credit', 'use'],
          ADMIN,
        ),
      ),
      page(
        'buyCardLog',
        '/buyCardLog',
        'fitness:cardLog:page',
        ['会员卡操作记录', 'Card operations', '會員卡操作記錄'],
        'list',
        ADMIN,
      ),
      page(
        'buyCardRecord',
        '/buyCardRecord',
        'fitness:payment:page',
        ['收退款流水', 'Payments', '收退款流水'],
        'list',
        ADMIN,
      ),
      page(
        'payConfig',
        '/payConfig',
        'fitness:payConfig:page',
        ['支付方式', 'Payment methods', '支付方式'],
        'list',
        ADMIN,
        buttons('fitness:payConfig', ['add', 'edit'], ADMIN),
      ),
      // Views of the same calls as /memberShip and /buyCardLog (migration 0037 adds them to databases seeded
      // before): admitted by their granted menu nodes alone, a permission code names one page.
      ...CARD_VIEWS.map(([name, path, titles]) => ({
        ...page(name, path, '', titles, 'list', ADMIN),
        permission: null,
      })),
    ]),
    // The club's money (docs/fitness-cashier.md): the desk, the ledger, the daily close and the statistics
    // (migration 0042 adds them to databases seeded before).
    folder('fitnessCashier', '/clubCashier', ['收银', 'Cashier', '收銀'], 'apps', ADMIN, [
      page('cashier', '/cashier', 'fitness:cashier:page', ['收银台', 'Cashier desk', '收銀台'], 'list', ADMIN, [
        ...buttons('fitness:cashier', ['sell'], ADMIN),
        // A desk item's refund (migration 0049 adds it to databases seeded before).
        { ...buttons('fitness:cashier', ['refund'], ADMIN)[0], titleCn: '退款', titleEn: 'Refund', titleTc: '退款' },
        // A sport order paid at the desk (docs/fitness-sites.md; migration 0051 adds it to databases seeded before).
        {
          ...buttons('fitness:sportOrder', ['pay'], ADMIN)[0],
          titleCn: '场地订单收款',
          titleEn: 'Take a site order’s payment',
          titleTc: '場地訂單收款',
        },
      ]),
      ...cashierViews('cashier'),
      page('financeLog', '/financeLog', 'fitness:ledger:page', ['财务流水', 'Ledger', '財務流水'], 'list', ADMIN),
      ...cashierViews('financeLog'),
      page(
        'dayClose',
        '/dayClose',
        'fitness:dayClose:page',
        ['日结', 'Daily close', '日結'],
        'list',
        ADMIN,
        buttons('fitness:dayClose', ['close'], ADMIN),
      ),
      page(
        'incomeStatistics',
        '/incomeStatistics',
        'fitness:income:page',
        ['收入统计', 'Income', '收入統計'],
        'list',
        ADMIN,
      ),
      ...cashierViews('incomeStatistics'),
      page(
        'sellclassStatistics',
        '/sellclassStatistics',
        'fitness:classSale:page',
        ['售课统计', 'Class sales', '售課統計'],
        'list',
        ADMIN,
      ),
      ...cashierViews('sellclassStatistics'),
      page(
        'gotoclassStatistics',
        '/gotoclassStatistics',
        'fitness:attendance:page',
        ['上课统计', 'Class attendance', '上課統計'],
        'list',
        ADMIN,
      ),
      ...cashierViews('gotoclassStatistics'),
    ]),
    {
      name: 'helpCentre',
      path: '',
      type: 1,
      permission: null,
      icon: 'help',
      titleCn: '帮助中心',
      titleEn: 'Help centre',
      titleTc: '幫助中心',
      roles: ['admin', 'approver'],
      target: '_blank',
      link: 'https://github.com/venueflow/venueflow#readme',
    },
    // The fitness club's people: coaches and tags (migration 0035 adds them to databases seeded before).
    folder('fitnessClub', '/fitness', ['健身俱乐部', 'Fitness club', '健身俱樂部'], 'apps', ADMIN, [
      page(
        'coach',
        '/coach',
        'fitness:coach:page',
        ['教练管理', 'Coaches', '教練管理'],
        'user',
        ADMIN,
        buttons('fitness:coach', ['add', 'edit', 'changeStatus'], ADMIN),
      ),
      page(
        'tags',
        '/tags',
        'fitness:tag:page',
        ['标签管理', 'Tags', '標籤管理'],
        'list',
        ADMIN,
        buttons('fitness:tag', CRUD, ADMIN),
      ),
      // Private sessions and fitness tests (migration 0040 adds them to databases seeded before).
      page(
        'allocation',
        '/allocation',
        'fitness:allocation:page',
        ['教练排班', 'Coach availability', '教練排班'],
        'calendar',
        ADMIN,
        buttons('fitness:allocation', ['edit'], ADMIN),
      ),
      page(
        'teaching',
        '/teaching',
        'fitness:teaching:page',
        ['私教课程', 'Private sessions', '私教課程'],
        'list',
        ADMIN,
        buttons('fitness:teaching', ['add', 'cancel', 'mark', 'adjust'], ADMIN),
      ),
      page(
        'testType',
        '/testType',
        'fitness:testType:page',
        ['体测类型', 'Test types', '體測類型'],
        'list',
        ADMIN,
        buttons('fitness:testType', ['add', 'edit'], ADMIN),
      ),
      page(
        'test',
        '/test',
        'fitness:test:page',
        ['体测记录', 'Fitness tests', '體測記錄'],
        'list',
        ADMIN,
        buttons('fitness:test', ['record'], ADMIN),
      ),
      // The club's gate (docs/fitness-gate.md; migration 0043 adds them to databases seeded before).
      page(
        'enterExit',
        '/enterExit',
        'fitness:enterExit:page',
        ['出入记录', 'Entries and exits', '出入記錄'],
        'list',
        ADMIN,
        [gateButton('fitness:gate:override', ['人工放行', 'Override (open)', '人工放行'])],
      ),
      page('signLog', '/signLog', 'fitness:signLog:page', ['签到记录', 'Check-ins', '簽到記錄'], 'list', ADMIN),
      page(
        'enterWhite',
        '/enterWhite',
        'fitness:enterWhite:page',
        ['白名单', 'Gate whitelist', '白名單'],
        'user',
        ADMIN,
        buttons('fitness:enterWhite', CRUD, ADMIN),
      ),
      page(
        'innerMember',
        '/innerMember',
        'fitness:innerMember:page',
        ['内部会员', 'Internal members', '內部會員'],
        'user',
        ADMIN,
        buttons('fitness:innerMember', ['add', 'delete'], ADMIN),
      ),
      page(
        'fitnessConfig',
        '/fitnessConfig',
        'fitness:config:page',
        ['俱乐部设置', 'Club settings', '俱樂部設置'],
        'setting',
        ADMIN,
        [
          ...buttons('fitness:config', ['edit'], ADMIN),
          gateButton('fitness:gate:add', ['新增闸机', 'Add a gate', '新增閘機']),
          gateButton('fitness:gate:edit', ['编辑闸机', 'Edit a gate', '編輯閘機']),
        ],
      ),
      // Group classes (docs/fitness-classes.md; migration 0039 adds them to databases seeded before).
      page(
        'group',
        '/group',
        'fitness:classType:page',
        ['团课类型', 'Class types', '團課類型'],
        'list',
        ADMIN,
        buttons('fitness:classType', ['add', 'edit'], ADMIN),
      ),
      page(
        'session',
        '/session',
        'fitness:classSession:page',
        ['团课排期', 'Class schedule', '團課排期'],
        'calendar',
        ADMIN,
        buttons('fitness:classSession', ['add', 'edit', 'cancel', 'adjust'], ADMIN),
      ),
      // The weekly plan: its entries and the generation of classes (migration 0048).
      page(
        'plan',
        '/plan',
        'fitness:classPlan:page',
        ['排课计划', 'Weekly plan', '排課計劃'],
        'calendar',
        ADMIN,
        buttons('fitness:classPlan', ['add', 'edit', 'generate'], ADMIN),
      ),
      page(
        'openClass',
        '/openClass',
        'fitness:openClass:page',
        ['开放团课', 'Open classes', '開放團課'],
        'list',
        ADMIN,
      ),
      page(
        'reservation',
        '/reservation',
        'fitness:classBooking:page',
        ['团课预约', 'Class bookings', '團課預約'],
        'list',
        ADMIN,
        buttons('fitness:classBooking', ['cancel', 'mark'], ADMIN),
      ),
      // Late-cancel and no-show rules and records (docs/fitness-penalties.md; migration 0045 for older databases).
      page(
        'breakContract',
        '/breakContract',
        'fitness:breakContract:page',
        ['违约规则', 'Penalties', '違約規則'],
        'list',
        ADMIN,
        [
          ...buttons('fitness:breakContract', ['edit'], ADMIN),
          gateButton('fitness:breakContract:waive', ['减免', 'Waive', '減免']),
          gateButton('fitness:breakContract:pay', ['收款', 'Mark paid', '收款']),
        ],
      ),
      // The coaches' side: members' comments, pay rules and the pay log (migration 0046 adds them to
      // databases seeded before).
      page(
        'comment',
        '/comment',
        'fitness:comment:page',
        ['评价管理', 'Comments', '評價管理'],
        'list',
        ADMIN,
        buttons('fitness:comment', ['hide'], ADMIN),
      ),
      page(
        'coachLog',
        '/coachLog',
        'fitness:coachLog:page',
        ['教练课酬', 'Coach pay', '教練課酬'],
        'list',
        ADMIN,
        buttons('fitness:coachLog', [...CRUD, 'export'], ADMIN),
      ),
      // The sport venue's back office (docs/fitness-sites.md; migration 0047 adds them to databases seeded before).
      page(
        'sceneGrouping',
        '/sceneGrouping',
        'fitness:sceneGroup:page',
        ['场景分组', 'Scene groups', '場景分組'],
        'apps',
        ADMIN,
        buttons('fitness:sceneGroup', ['edit', 'delete'], ADMIN),
      ),
      page(
        'smallScenes',
        '/smallScenes',
        'fitness:sitePart:page',
        ['分场管理', 'Site parts', '分場管理'],
        'apps',
        ADMIN,
        buttons('fitness:sitePart', ['edit'], ADMIN),
      ),
      page(
        'siteManagement',
        '/siteManagement',
        'fitness:sportSite:page',
        ['运动场地', 'Sport sites', '運動場地'],
        'list',
        ADMIN,
        buttons('fitness:sportSite', ['edit'], ADMIN),
      ),
      page(
        'orderManagement',
        '/orderManagement',
        'fitness:sportOrder:page',
        ['场馆订单', 'Venue orders', '場館訂單'],
        'list',
        ADMIN,
      ),
      page(
        'popularPlaces',
        '/popularPlaces',
        'fitness:popularPlace:page',
        ['热门场地', 'Popular places', '熱門場地'],
        'list',
        ADMIN,
        buttons('fitness:popularPlace', ['edit'], ADMIN),
      ),
      page(
        'spaceManage',
        '/spaceManage',
        'fitness:space:page',
        ['空间管理', 'Spaces', '空間管理'],
        'apps',
        ADMIN,
        buttons('fitness:space', ['edit', 'delete'], ADMIN),
      ),
      page(
        'fitnessCenter',
        '/fitnessCenter',
        'fitness:profile:page',
        ['健身中心资料', 'Club profile', '健身中心資料'],
        'setting',
        ADMIN,
        buttons('fitness:profile', ['edit'], ADMIN),
      ),
    ]),
    // The fitness club's training courses (docs/training.md; migration 0041 adds them to databases seeded before).
    folder('fitnessTraining', '/training', ['培训课程', 'Training courses', '培訓課程'], 'book', ADMIN, [
      page(
        'trainGroup',
        '/trainGroup',
        'fitness:trainGroup:page',
        ['课程班管理', 'Course groups', '課程班管理'],
        'list',
        ADMIN,
        [...buttons('fitness:trainGroup', CRUD, ADMIN), ...buttons('fitness:trainType', ['add', 'edit'], ADMIN)],
      ),
      page(
        'trainAllocation',
        '/trainAllocation',
        'fitness:trainAllocation:page',
        ['教练分配', 'Coach allocation', '教練分配'],
        'user',
        ADMIN,
        buttons('fitness:trainAllocation', ['assign'], ADMIN),
      ),
      page(
        'classLog',
        '/classLog',
        'fitness:classLog:page',
        ['上课记录', 'Attendance log', '上課記錄'],
        'list',
        ADMIN,
        [
          // Waiving a late leave (migration 0052 adds it to databases seeded before).
          ...buttons('fitness:classLog', ['waive'], ADMIN),
        ],
      ),
      page(
        'trainGroupLog',
        '/trainGroupLog',
        'fitness:trainGroupLog:page',
        ['报名记录', 'Registrations log', '報名記錄'],
        'list',
        ADMIN,
        buttons('fitness:trainGroupLog', ['pay'], ADMIN),
      ),
      page(
        'trainStatistics',
        '/trainStatistics',
        'fitness:trainStatistics:page',
        ['课程统计', 'Course statistics', '課程統計'],
        'dashboard',
        ADMIN,
      ),
    ]),
  ],
  system: [
    folder('organisation', '/organisation', ['组织用户', 'People and organisations', '組織用戶'], 'users', ADMIN, [
      page(
        'user',
        '/user',
        'system:user:page',
        ['用户管理', 'Users', '用戶管理'],
        'user',
        ADMIN,
        buttons(
          'system:user',
          ['detail', ...CRUD, 'changeStatus', 'resetPwd', 'grantRole', 'sync', 'export', 'import'],
          ADMIN,
        ),
      ),
      page(
        'admin',
        '/admin',
        'system:admin:page',
        ['管理员', 'Administrators', '管理員'],
        'shield',
        ADMIN,
        buttons('system:admin', CRUD, ADMIN),
      ),
      page(
        'org',
        '/org',
        'system:org:page',
        ['组织机构', 'Organisations', '組織機構'],
        'tree',
        ADMIN,
        buttons('system:org', CRUD, ADMIN),
      ),
      page(
        'position',
        '/position',
        'system:position:page',
        ['职位管理', 'Positions', '職位管理'],
        'badge',
        ADMIN,
        buttons('system:position', [...CRUD, 'export', 'import'], ADMIN),
      ),
      page(
        'ident',
        '/ident',
        'system:ident:page',
        ['临时身份', 'Temporary identities', '臨時身份'],
        'idCard',
        ADMIN,
        buttons('system:ident', CRUD, ADMIN),
      ),
    ]),
    folder('permission', '/permission', ['权限管理', 'Access control', '權限管理'], 'lock', ADMIN, [
      page(
        'role',
        '/role',
        'system:role:page',
        ['角色管理', 'Roles', '角色管理'],
        'shield',
        ADMIN,
        buttons('system:role', [...CRUD, 'grantMenu', 'grantData'], ADMIN),
      ),
      page(
        'app',
        '/app',
        'system:app:page',
        ['应用管理', 'Applications', '應用管理'],
        'apps',
        ADMIN,
        buttons('system:app', [...CRUD, 'changeStatus', 'setAsDefault', 'copy', 'restore'], ADMIN),
      ),
      page(
        'menu',
        '/menu',
        'system:menu:page',
        ['菜单管理', 'Menus', '選單管理'],
        'menu',
        ADMIN,
        buttons('system:menu', [...CRUD, 'restore'], ADMIN),
      ),
      page(
        'flexibleMenu',
        '/flexibleMenu',
        'system:flexibleMenu:page',
        ['灵活菜单', 'Flexible menu', '靈活選單'],
        'grid',
        ADMIN,
        buttons('system:flexibleMenu', CRUD, ADMIN),
      ),
    ]),
    folder('systemManagement', '/system', ['系统管理', 'System', '系統管理'], 'system', ADMIN, [
      page(
        'systemDictionary',
        '/systemDictionary',
        'system:dict:page',
        ['系统字典', 'System dictionary', '系統字典'],
        'book',
        ADMIN,
        buttons('system:dict', CRUD, ADMIN),
      ),
      page(
        'businessDictionary',
        '/businessDictionary',
        'business:dict:page',
        ['业务字典', 'Business dictionary', '業務字典'],
        'book',
        ADMIN,
        buttons('business:dict', CRUD, ADMIN),
      ),
      page(
        'systemConfig',
        '/systemConfig',
        'system:config:page',
        ['系统配置', 'System settings', '系統配置'],
        'settings',
        ADMIN,
        buttons('system:config', ['edit'], ADMIN),
      ),
      page(
        'moreLanguage',
        '/moreLanguage',
        'system:language:page',
        ['多语言', 'More languages', '多語言'],
        'language',
        ADMIN,
        buttons('system:language', CRUD, ADMIN),
      ),
      page('loginLog', '/loginLog', 'system:log:login', ['登录日志', 'Login log', '登入日誌'], 'security', ADMIN),
      page(
        'operationLog',
        '/operationLog',
        'system:log:operation',
        ['操作日志', 'Operation log', '操作日誌'],
        'list',
        ADMIN,
      ),
      // The machine gallery: statecharts and live inspection, for developers (no server call behind it).
      page(
        'machines',
        '/machines',
        'dev:machines:view',
        ['状态机图库', 'Machine gallery', '狀態機圖庫'],
        'grid',
        ADMIN,
      ),
    ]),
    // Site content (spec §2 base admin pages): the terminal's banners, the media library they pick from,
    // sensitive words and users' feedback.
    folder('content', '/content', ['内容管理', 'Content', '內容管理'], 'news', ADMIN, [
      page(
        'siteBanner',
        '/siteBanner',
        'ms:banner:page',
        ['横幅管理', 'Banners', '橫幅管理'],
        'apps',
        ADMIN,
        buttons('ms:banner', [...CRUD, 'changeStatus'], ADMIN),
      ),
      page(
        'materialGroup',
        '/MaterialGroup',
        'ms:material:page',
        ['素材库', 'Media library', '素材庫'],
        'book',
        ADMIN,
        buttons('ms:material', CRUD, ADMIN),
      ),
      page(
        'siteWordFilter',
        '/siteWordFilter',
        'ms:word:page',
        ['敏感词', 'Sensitive words', '敏感詞'],
        'shield',
        ADMIN,
        buttons('ms:word', [...CRUD, 'import'], ADMIN),
      ),
      page(
        'feedback',
        '/feedback',
        'ms:feedback:page',
        ['意见反馈', 'Feedback', '意見反饋'],
        'notice',
        ADMIN,
        buttons('ms:feedback', ['detail', 'reply', 'close'], ADMIN),
      ),
    ]),
  ],
  meeting: [
    folder(
      'meetingService',
      '/meetingService',
      ['会议服务', 'Meeting services', '會議服務'],
      'calendar',
      ['admin', 'approver'],
      [
        page(
          'venueAllocation',
          '/meetingRoomReser',
          'meeting:allocation:page',
          ['场地分配', 'Venue allocation', '場地分配'],
          'list',
          ['admin', 'approver'],
        ),
      ],
    ),
    // Catering and meeting services (spec §2 "Catering and meeting set"), for administrators and catering staff.
    folder('cateringOrders', '/cateringOrders', ['订单服务', 'Orders', '訂單服務'], 'catering', CATERING, [
      page(
        'reserves',
        '/reserves',
        'mc:reserveOrder:page',
        ['会议服务订单', 'Meeting orders', '會議服務訂單'],
        'list',
        CATERING,
        buttons(
          'mc:reserveOrder',
          ['audit', 'progress', 'reject', 'confirmCancel', 'settle', 'editMerchandise'],
          CATERING,
        ),
      ),
      page(
        'reserveMeet',
        '/reserveMeet',
        'mc:reserveOrder:add',
        ['会议预订', 'Book a meeting', '會議預訂'],
        'calendar',
        CATERING,
      ),
      page(
        'mealManagement',
        '/mealManagement',
        'mc:foodDelivery:page',
        ['送餐订单', 'Food delivery', '送餐訂單'],
        'list',
        CATERING,
        buttons('mc:foodDelivery', ['audit', 'deliver', 'delivered', 'settle'], CATERING),
      ),
      page(
        'vouchers',
        '/vouchers',
        'mc:mealVoucher:page',
        ['餐券', 'Meal vouchers', '餐券'],
        'list',
        CATERING,
        buttons(
          'mc:mealVoucher',
          ['audit', 'financeAudit', 'lifeScienceAudit', 'confirm', 'settlement', 'retryDistribution', 'writeOff'],
          CATERING,
        ),
      ),
      page(
        'cateringSettlement',
        '/settlement',
        'mc:settlement:page',
        ['结算', 'Settlements', '結算'],
        'list',
        CATERING,
        [
          ...buttons('mc:settlement', ['confirm', 'invoice', 'export'], CATERING),
          ...buttons('mc:ruleCatering', ['edit'], CATERING),
        ],
      ),
    ]),
    // Reports over the catering and meeting orders (spec §2 base admin pages).
    folder('cateringReports', '/cateringReports', ['统计分析', 'Statistics', '統計分析'], 'chart', CATERING, [
      page(
        'cateringStatistics',
        '/cateringStatistics',
        'mc:statistics:catering',
        ['餐饮统计', 'Catering statistics', '餐飲統計'],
        'chart',
        CATERING,
      ),
      page(
        'meetStatistics',
        '/meetStatistics',
        'mc:statistics:meet',
        ['会议统计', 'Meeting statistics', '會議統計'],
        'chart',
        CATERING,
      ),
      page(
        'orderingUnit',
        '/orderingUnit',
        'mc:statistics:orderingUnit',
        ['订餐单位统计', 'Ordering units', '訂餐單位統計'],
        'chart',
        CATERING,
      ),
      page(
        'consumptionTypeStatistics',
        '/consumptionTypeStatistics',
        'mc:statistics:consumptionType',
        ['消费类型统计', 'Consumption types', '消費類型統計'],
        'chart',
        CATERING,
      ),
    ]),
    folder('cateringRooms', '/cateringRooms', ['会议室', 'Meeting rooms', '會議室'], 'calendar', CATERING, [
      page('roomCenter', '/roomCenter', 'mc:room:page', ['会议室中心', 'Room centre', '會議室中心'], 'grid', CATERING),
      page('meetWeeks', '/meetWeeks', 'mc:room:dynamic', ['周会议', "Week's meetings", '週會議'], 'calendar', CATERING),
      page(
        'roomUpdates',
        '/roomUpdates',
        'mc:roomLock:page',
        ['会议室锁定', 'Room locks', '會議室鎖定'],
        'lock',
        CATERING,
        buttons('mc:roomLock', ['lock', 'unlock'], CATERING),
      ),
    ]),
    folder('cateringCatalogue', '/cateringCatalogue', ['基础资料', 'Catalogue', '基礎資料'], 'apps', CATERING, [
      page('product', '/product', 'mc:merchandise:page', ['商品', 'Merchandise', '商品'], 'list', CATERING, [
        ...buttons('mc:merchandiseCategory', CRUD, CATERING),
        ...buttons('mc:merchandise', CRUD, CATERING),
      ]),
      page(
        'itemForm',
        '/itemForm',
        'mc:itemForm:page',
        ['服务项目', 'Service items', '服務項目'],
        'list',
        CATERING,
        buttons('mc:itemForm', CRUD, CATERING),
      ),
      page(
        'timeRange',
        '/timeRange',
        'mc:timeRange:page',
        ['用餐时段', 'Dining times', '用餐時段'],
        'calendar',
        CATERING,
        buttons('mc:timeRange', CRUD, CATERING),
      ),
      page(
        'standards',
        '/standards',
        'mc:standard:page',
        ['用餐标准', 'Dining standards', '用餐標準'],
        'list',
        CATERING,
        buttons('mc:standard', CRUD, CATERING),
      ),
      page(
        'customer',
        '/customer',
        'mc:customer:page',
        ['客户', 'Customers', '客戶'],
        'user',
        CATERING,
        buttons('mc:customer', CRUD, CATERING),
      ),
      page(
        'orderRule',
        '/orderRule',
        'mc:orderRule:page',
        ['送餐规则', 'Delivery rules', '送餐規則'],
        'shield',
        CATERING,
        buttons('mc:orderRule', ['detail', 'add', 'edit', 'delete'], CATERING),
      ),
      page(
        'applicantInfo',
        '/applicantInfo',
        'mc:applicantInfo:page',
        ['申请人信息', 'Applicants', '申請人資訊'],
        'user',
        CATERING,
      ),
    ]),
  ],
  // The catering admin app (/catering/, spec §2): the front desk, the venue view, check-in and write-off.
  frontDesk: [
    page('deskIndex', '/index', 'mc:desk:index', ['前台', 'Front desk', '前台'], 'dashboard', CATERING),
    page('deskSite', '/site', 'mc:desk:site', ['场地视图', 'Venue view', '場地視圖'], 'grid', CATERING),
    page('deskSign', '/sign', 'mc:desk:sign', ['签到核销', 'Check-in and write-off', '簽到核銷'], 'audit', CATERING),
  ],
  // The reservation terminal's pages, in navigation order (admittance).
  terminal: [
    terminalPage('terminalHome', '/home', ['首页', 'Home', '首頁'], 'home'),
    terminalPage('terminalBook', '/appointment', ['预约', 'Book', '預約'], 'calendar'),
    terminalPage('terminalQuick', '/quick', ['快速预约', 'Quick', '快速預約'], 'calendar'),
    terminalPage('terminalMy', '/my', ['我的预约', 'My bookings', '我的預約'], 'list'),
    terminalPage('terminalFavorites', '/favorites', ['常用组', 'Favourites', '常用組'], 'user'),
    terminalPage('terminalHistory', '/history', ['历史预约', 'History', '歷史預約'], 'history'),
    // Credit and quotas.
    terminalPage('terminalCredit', '/credit', ['信用分', 'Credit', '信用分'], 'shield'),
    terminalPage('terminalQuota', '/quota', ['配额', 'Quota', '配額'], 'dashboard'),
    terminalPage('terminalMessages', '/messages', ['消息', 'Messages', '訊息'], 'notice', true),
    terminalPage('terminalDetail', '/detail', ['预约详情', 'Booking details', '預約詳情'], 'list', true),
    terminalPage('terminalSign', '/sign', ['签到', 'Check in', '簽到'], 'audit', true),
    terminalPage('terminalDaysReserve', '/daysReserve', ['多日预约', 'Several days', '多日預約'], 'calendar', true),
    terminalPage('terminalCalendar', '/calendar', ['预约日历', 'Booking calendar', '預約日曆'], 'calendar', true),
    terminalPage(
      'terminalQuickReserve',
      '/quickReserve',
      ['按学期节次预约', 'Period booking', '按學期節次預約'],
      'calendar',
      true,
    ),
    // Approvals on a phone: start a form, my tasks, one process, and the task a message links to.
    terminalPage('terminalApply', '/apply', ['申请', 'Apply', '申請'], 'apps'),
    terminalPage('terminalAuditCenter', '/auditCenter', ['审批中心', 'Approvals', '審批中心'], 'audit'),
    terminalPage('terminalAuditDetail', '/auditDetail', ['审批详情', 'Approval details', '審批詳情'], 'audit', true),
    terminalPage('terminalExamine', '/examine', ['审批', 'Approve', '審批'], 'audit', true),
    // The meeting invitation a participant answers (meeting receipts), opened from its message.
    terminalPage('terminalReceipt', '/receipt', ['会议邀请', 'Meeting invitation', '會議邀請'], 'notice', true),
    // Contact and feedback, and the information pages /contact links to.
    terminalPage('terminalContact', '/contact', ['联系我们', 'Contact us', '聯絡我們'], 'notice'),
    terminalPage(
      'terminalContactInfo',
      '/contactInfo',
      ['联系方式', 'Contact information', '聯絡方式'],
      'notice',
      true,
    ),
    terminalPage('terminalAbout', '/about', ['关于', 'About', '關於'], 'help', true),
    terminalPage('terminalLanguage', '/language', ['语言', 'Language', '語言'], 'language', true),
    // The booker's own profile, message settings, password and bound third-party account.
    terminalPage('terminalPersonal', '/personal', ['个人中心', 'Me', '個人中心'], 'user'),
    // Sites: the list, one site, same-day booking from a site; the booking details' second path; the empty page.
    terminalPage('terminalSiteList', '/siteList', ['场地列表', 'Sites', '場地列表'], 'grid'),
    terminalPage('terminalSiteDetail', '/siteDetail', ['场地详情', 'Site details', '場地詳情'], 'grid', true),
    terminalPage('terminalDayReserve', '/dayReserve', ['当天预约', 'Book today', '當天預約'], 'calendar', true),
    terminalPage('terminalDetails', '/details', ['预约详情', 'Booking details', '預約詳情'], 'list', true),
    terminalPage('terminalBlank', '/blank', ['空白页', 'Blank page', '空白頁'], 'apps', true),
    // News, notices and help (content).
    terminalPage('terminalAnnouncement', '/announcement', ['公告新闻', 'News and notices', '公告新聞'], 'notice'),
    terminalPage('terminalNewsDetail', '/newsDetail', ['新闻详情', 'News', '新聞詳情'], 'notice', true),
    terminalPage('terminalNoticeDetail', '/noticeDetail', ['公告详情', 'Notice', '公告詳情'], 'notice', true),
    terminalPage('terminalHelp', '/help', ['帮助', 'Help', '幫助'], 'book'),
    // Meetings of the conference centre (variant 5; /siteList above lists its free rooms there): the rooms,
    // my meetings, the booking form (from a room, or from the navigation), the result, one order and its code.
    terminalPage('terminalMeet', '/meet', ['会议室', 'Meeting rooms', '會議室'], 'grid'),
    terminalPage('terminalConferenceCenter', '/conference-center', ['我的会议', 'My meetings', '我的會議'], 'list'),
    terminalPage('terminalReserveMeeting', '/reserve', ['预订会议', 'Book a meeting', '預訂會議'], 'calendar'),
    terminalPage('terminalConference', '/conference', ['预订会议室', 'Book a room', '預訂會議室'], 'calendar', true),
    terminalPage('terminalSubmit', '/submit', ['预订结果', 'Booking result', '預訂結果'], 'list', true),
    terminalPage(
      'terminalConferenceDetails',
      '/conferenceDetails',
      ['会议详情', 'Meeting details', '會議詳情'],
      'list',
      true,
    ),
    terminalPage('terminalCodePage', '/codePage', ['签到码', 'Check-in code', '簽到碼'], 'audit', true),
    // Conference centre (variant 5) catering: the entry, the restaurant's menus, ordering a delivery, my deliveries.
    terminalPage('terminalCatering', '/catering', ['餐饮', 'Catering', '餐飲'], 'apps'),
    terminalPage('terminalRestaurant', '/restaurant', ['餐厅菜单', 'Restaurant menus', '餐廳菜單'], 'list', true),
    terminalPage(
      'terminalFoodDeliveryOrderReserve',
      '/foodDeliveryOrderReserve',
      ['预订送餐', 'Order a delivery', '預訂送餐'],
      'list',
      true,
    ),
    terminalPage(
      'terminalFoodDeliveryOrder',
      '/foodDeliveryOrder',
      ['我的送餐', 'My deliveries', '我的送餐'],
      'list',
      true,
    ),
    // Meal vouchers (variant 5): apply, my applications, the vouchers I hold and one of them.
    terminalPage(
      'terminalMealVoucherReserve',
      '/mealVoucherReserve',
      ['申请餐券', 'Apply for meal vouchers', '申請餐券'],
      'catering',
    ),
    terminalPage(
      'terminalMealVouchers',
      '/mealVouchers',
      ['餐券申请', 'Meal voucher applications', '餐券申請'],
      'catering',
    ),
    terminalPage('terminalMyMealVoucher', '/myMealVoucher', ['我的餐券', 'My meal vouchers', '我的餐券'], 'catering'),
    terminalPage(
      'terminalMyMealVoucherDetail',
      '/myMealVoucherDetail',
      ['餐券详情', 'Meal voucher', '餐券詳情'],
      'catering',
      true,
    ),
    // My organisation's statements (variant 5): meeting and catering, each a list and one statement. Every
    // terminal role reads them; confirming one is the button mc:settlement:orgConfirm, for those who lead an
    // organisation (the approvers). Both detail pages confirm through the same call: one button node.
    terminalPage('terminalSettlement', '/settlement', ['会议结算', 'Meeting statements', '會議結算'], 'list'),
    {
      ...terminalPage(
        'terminalSettlementDetail',
        '/settlementDetail',
        ['会议结算单', 'Meeting statement', '會議結算單'],
        'list',
        true,
      ),
      children: buttons('mc:settlement', ['orgConfirm'], ['admin', 'approver']),
    },
    terminalPage(
      'terminalCateringSettlement',
      '/cateringSettlement',
      ['餐饮结算', 'Catering statements', '餐飲結算'],
      'list',
    ),
    terminalPage(
      'terminalCateringSettlementDetail',
      '/cateringSettlementDetail',
      ['餐饮结算单', 'Catering statement', '餐飲結算單'],
      'list',
      true,
    ),
    // The conference centre's own pages (variant 5): my day, the rooms' schedule and a room's day, the other
    // services, my centre and my profile (/contactInfo and /blank are the entries above).
    terminalPage('terminalTrip', '/trip', ['我的行程', 'My day', '我的行程'], 'calendar'),
    terminalPage('terminalScheduling', '/scheduling', ['会议排期', 'Schedule', '會議排期'], 'calendar'),
    terminalPage(
      'terminalSchedulingDetails',
      '/schedulingDetails',
      ['会议室排期', 'Room schedule', '會議室排期'],
      'calendar',
      true,
    ),
    terminalPage('terminalOtherPage', '/otherPage', ['其他服务', 'Other services', '其他服務'], 'apps'),
    terminalPage('terminalPersonalCenter', '/personalCenter', ['我的中心', 'My centre', '我的中心'], 'user'),
    terminalPage('terminalPerson', '/person', ['我的资料', 'My profile', '我的資料'], 'user', true),
    // The department approver's queues (variant 5): all three kinds, and meal vouchers / deliveries alone.
    terminalPage('terminalAuditing', '/auditing', ['部门审批', 'Department approvals', '部門審批'], 'audit'),
    terminalPage(
      'terminalMealVoucherAudit',
      '/mealVoucherAudit',
      ['餐券审批', 'Meal voucher approvals', '餐券審批'],
      'audit',
      true,
    ),
    terminalPage(
      'terminalFoodDeliveryAudit',
      '/foodDeliveryAudit',
      ['送餐审批', 'Food delivery approvals', '送餐審批'],
      'audit',
      true,
    ),
    // The fitness club (variants 2 and 4): its landing page and a coach's profile; the coach centre for coaches.
    terminalPage('terminalFitnessCenter', '/fitnessCenter', ['健身中心', 'Fitness centre', '健身中心'], 'apps'),
    terminalPage('terminalCoachDetail', '/coachDetail', ['教练详情', 'Coach profile', '教練詳情'], 'user', true),
    terminalPage(
      'terminalFitnessCenterCoach',
      '/fitnessCenterCoach',
      ['教练中心', 'Coach centre', '教練中心'],
      'user',
      false,
      COACH_ROLES,
    ),
    // Training courses (variants 2 and 4): the members' pages (children of /train need no menu of their own) and
    // the coaches' (/trainCoach and its children).
    terminalPage('terminalTrain', '/train', ['培训课程', 'Training courses', '培訓課程'], 'book'),
    terminalPage('terminalTrainType', '/type', ['课程类型', 'Course types', '課程類型'], 'book', true),
    terminalPage('terminalTrainDetail', '/trainDetail', ['课程详情', 'Course details', '課程詳情'], 'book', true),
    terminalPage('terminalTrainReserve', '/trainReserve', ['课程报名', 'Register', '課程報名'], 'book', true),
    terminalPage(
      'terminalTrainCoach',
      '/trainCoach',
      ['教练课程', 'My courses', '教練課程'],
      'user',
      false,
      COACH_ROLES,
    ),
    terminalPage('terminalTrainMember', '/member', ['我的学员', 'My members', '我的學員'], 'user', true, COACH_ROLES),
    // A member for their coach, a registration's detail, the coach's reserve for a member: hidden, coaches only
    // (migration 0048).
    terminalPage(
      'terminalUserDetail',
      '/userDetail',
      ['学员资料', 'Member details', '學員資料'],
      'user',
      true,
      COACH_ROLES,
    ),
    terminalPage(
      'terminalTrainRegistrationDetail',
      '/trainCoach/registrationRecord/detail',
      ['报名详情', 'Registration', '報名詳情'],
      'user',
      true,
      COACH_ROLES,
    ),
    terminalPage(
      'terminalTrainCoachReserve',
      '/trainCoach/registrationRecord/reserve',
      ['代学员预约', 'Reserve for a member', '代學員預約'],
      'user',
      true,
      COACH_ROLES,
    ),
    // A group class's page (book or wait), hidden: opened from /fitnessCenter/league (migration 0039).
    terminalPage('terminalLeagueReserve', '/leagueReserve', ['团课预约', 'Book a class', '團課預約'], 'apps', true),
    // A private session and a fitness test to book, hidden: opened from /fitnessCenter/private (migration 0040).
    terminalPage('terminalPrivateReserve', '/privateReserve', ['私教预约', 'Book a session', '私教預約'], 'user', true),
    terminalPage('terminalTestReserve', '/testReserve', ['体测预约', 'Book a test', '體測預約'], 'user', true),
    // The member's late-cancel and no-show records, hidden: opened from /fitnessCenter (migration 0045).
    terminalPage(
      'terminalDefaultRecords',
      '/fitnessCenter/defaultRecords',
      ['违约记录', 'My penalties', '違約記錄'],
      'list',
      true,
    ),
  ],
};

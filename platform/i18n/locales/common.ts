/**
 * Texts every screen shares: the spec's fixed texts (§5, §8, §9, GLOSSARY.md), the
 * product's names, language names, reservation states.
 */
export default {
  CN: {
    terminalTitle: '预约终端', adminTitle: '场地管理平台',
    systemPrompt: '系统提示', ok: '确定', cancel: '取消',
    changePassword: '修改密码', logout: '退出登录', reservationTerminal: '预约终端',
    language: '语言', loading: '加载中…', empty: '暂无数据', retry: '重试', search: '搜索', reset: '重置',
    langName: { CN: '简体中文', EN: 'English', TC: '繁體中文' },
    status: { pendingAudit: '待审核', approved: '已预约', rejected: '已驳回', checkedIn: '已签到', completed: '已完成', cancelled: '已取消', noShow: '违约' },
  },
  EN: {
    terminalTitle: 'Reservation terminal', adminTitle: 'Site management platform',
    systemPrompt: 'System prompt', ok: 'OK', cancel: 'Cancel',
    changePassword: 'Change password', logout: 'Log out', reservationTerminal: 'Reservation terminal',
    language: 'Language', loading: 'Loading…', empty: 'No data', retry: 'Retry', search: 'Search', reset: 'Reset',
    langName: { CN: '简体中文', EN: 'English', TC: '繁體中文' },
    status: { pendingAudit: 'Pending approval', approved: 'Booked', rejected: 'Rejected', checkedIn: 'Checked in', completed: 'Completed', cancelled: 'Cancelled', noShow: 'No-show' },
  },
  TC: {
    terminalTitle: '預約終端', adminTitle: '場地管理平台',
    systemPrompt: '系統提示', ok: '確定', cancel: '取消',
    changePassword: '修改密碼', logout: '登出', reservationTerminal: '預約終端',
    language: '語言', loading: '載入中…', empty: '暫無資料', retry: '重試', search: '搜尋', reset: '重設',
    langName: { CN: '简体中文', EN: 'English', TC: '繁體中文' },
    status: { pendingAudit: '待審核', approved: '已預約', rejected: '已駁回', checkedIn: '已簽到', completed: '已完成', cancelled: '已取消', noShow: '違約' },
  },
};

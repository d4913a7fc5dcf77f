/**
 * Texts of the terminal's deployment-variant frames (spec §1, §2: the `school` setting):
 * the header title and home tagline of variants 1, 2/4 and 5, their navigation labels,
 * and variant 5's no-access page (spec §6).
 */
export default {
  CN: {
    v1: { title: '会议与场馆服务', tagline: '预约会议室与场馆，查看日历，提交申请。' },
    v24: { title: '体育中心', tagline: '查看预约日历，到场签到。' },
    v5: { title: '会议与餐饮中心', tagline: '会议、餐饮与用餐服务。' },
    nav: { calendar: '日历', apply: '申请', sign: '签到' },
    home: { entries: '常用功能' },
    noAccess: {
      title: '暂无访问权限',
      text: '您的账号没有会议与餐饮中心的任何页面。如需使用，请联系管理员分配权限。',
    },
  },
  EN: {
    v1: {
      title: 'Meeting and venue service',
      tagline: 'Book meeting rooms and venues, see your calendar, file requests.',
    },
    v24: { title: 'Sports centre', tagline: 'See your booking calendar and check in on arrival.' },
    v5: { title: 'Conference and catering centre', tagline: 'Conferences, catering and meal services.' },
    nav: { calendar: 'Calendar', apply: 'Apply', sign: 'Check in' },
    home: { entries: 'Shortcuts' },
    noAccess: {
      title: 'No access',
      text: 'Your account has no page of the conference and catering centre. Ask an administrator to grant you access.',
    },
  },
  TC: {
    v1: { title: '會議與場館服務', tagline: '預約會議室與場館，查看日曆，提交申請。' },
    v24: { title: '體育中心', tagline: '查看預約日曆，到場簽到。' },
    v5: { title: '會議與餐飲中心', tagline: '會議、餐飲與用餐服務。' },
    nav: { calendar: '日曆', apply: '申請', sign: '簽到' },
    home: { entries: '常用功能' },
    noAccess: {
      title: '暫無存取權限',
      text: '您的帳號沒有會議與餐飲中心的任何頁面。如需使用，請聯絡管理員分配權限。',
    },
  },
};

/**
 * Texts of the conferenceMessages namespace: additions to the conference centre's terminal pages —
 * /meet on a day the meeting rooms are closed (`closed.*`), the approval form of a form-bound room in
 * the conference form (`approval.*`), and meeting check-in codes at the catering desk's /sign (`sign.*`).
 * The messages themselves (order steps, vouchers arrived, meeting reminders) are in `messages`.
 */
export default {
  CN: {
    closed: {
      title: '会议室 {{day}} 不开放',
      text: '会议室在所选日期不开放预订。',
      next: '查找 {{day}} 的空闲会议室',
      never: '会议室目前没有开放时间。',
    },
    approval: {
      needed: '该会议室的预订需要审批：请填写下方的审批表单，再提交订单。',
      continue: '下一步：填写审批表单',
    },
    sign: {
      meetingTitle: '会议签到成功',
      meetingText: '{{site}}，{{time}}',
      meetingRefused: '会议签到失败',
      already: '{{name}} 的会议已于 {{at}} 签到，不能重复签到',
      hint: '也可扫描参会人的会议签到码（我的会议 → 签到码），为其签到。',
    },
  },
  EN: {
    closed: {
      title: 'The meeting rooms are closed on {{day}}',
      text: 'No meeting room opens for bookings on the chosen day.',
      next: 'Search {{day}}',
      never: 'The meeting rooms have no opening hours at present.',
    },
    approval: {
      needed: "This room's booking needs approval: fill in the approval form below, then submit the order.",
      continue: 'Next: the approval form',
    },
    sign: {
      meetingTitle: 'Meeting checked in',
      meetingText: '{{site}}, {{time}}',
      meetingRefused: 'Meeting check-in refused',
      already: "{{name}}'s meeting was checked in at {{at}}; it cannot be checked in twice",
      hint: "An attendee's meeting check-in code (My meetings → Check-in code) checks their meeting in.",
    },
  },
  TC: {
    closed: {
      title: '會議室 {{day}} 不開放',
      text: '會議室在所選日期不開放預約。',
      next: '查找 {{day}} 的空閒會議室',
      never: '會議室目前沒有開放時間。',
    },
    approval: {
      needed: '該會議室的預約需要審批：請填寫下方的審批表單，再提交訂單。',
      continue: '下一步：填寫審批表單',
    },
    sign: {
      meetingTitle: '會議簽到成功',
      meetingText: '{{site}}，{{time}}',
      meetingRefused: '會議簽到失敗',
      already: '{{name}} 的會議已於 {{at}} 簽到，不能重複簽到',
      hint: '也可掃描參會人的會議簽到碼（我的會議 → 簽到碼），為其簽到。',
    },
  },
};

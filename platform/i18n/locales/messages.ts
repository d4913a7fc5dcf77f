/**
 * Texts of the messages namespace: the in-app messages (`kind.<kind>.title|text`,
 * rendered by the server from a message's kind and parameters — see MessageKind in
 * platform/contracts/message.contract.ts for each kind's parameters), the terminal's bell,
 * the /messages page and the calendar subscription on /my.
 */
export default {
  CN: {
    kind: {
      bookingConfirmed: { title: '预约成功', text: '您已预约 {{site}}，{{date}} {{time}}。' },
      bookingPending: {
        title: '预约待审核',
        text: '您预约的 {{site}}（{{date}} {{time}}）正在等待审核，审核前该时段为您保留。',
      },
      bookingApproved: { title: '预约已通过', text: '您预约的 {{site}}（{{date}} {{time}}）已审核通过。' },
      bookingRejected: {
        title: '预约被驳回',
        text: '您预约的 {{site}}（{{date}} {{time}}）未通过审核，原因：{{reason}}',
      },
      bookingCancelled: { title: '预约已取消', text: '您预约的 {{site}}（{{date}} {{time}}）已被 {{by}} 取消。' },
      waitlistPromoted: { title: '候补成功', text: '{{site}}（{{date}} {{time}}）有空位，已为您自动预约。' },
      noShow: { title: '预约爽约', text: '您未在签到时间内签到 {{site}}（{{date}} {{time}}），已记为爽约。' },
      reminder: {
        title: '预约即将开始',
        text: '您预约的 {{site}}（{{date}} {{time}}）即将开始，请准时到场签到。',
        title_meeting: '会议即将开始',
        text_meeting:
          '您的会议“{{subject}}”（{{site}}，{{date}} {{time}}，订单 {{orderNo}}）即将开始，请准时到场签到。',
      },
      orderStepped: {
        title: '$t({{kind}}:title)状态更新',
        text: '您的$t({{kind}}:title) {{orderNo}} 当前为“$t({{kind}}:state.{{state}})”。',
      },
      clubPrivate: {
        title: '私教课通知',
        text: '{{coachName}}（{{date}} {{time}}）',
        title_coachBlocked: '私教课已取消',
        text_coachBlocked: '教练 {{coachName}} 在 {{date}} {{time}} 不可预约，您的课程已取消，次数已退还，不计违约。',
        title_adjusted: '私教课调整',
        text_adjusted:
          '您的私教课已由 {{fromDate}} {{fromTime}}（教练 {{fromCoachName}}）调整为 {{date}} {{time}}' +
          '（教练 {{coachName}}）。',
      },
      clubTraining: {
        title: '培训课程通知',
        text: '{{groupName}}（{{date}} {{time}}）',
        title_moved: '课节时间已变更',
        text_moved: '{{groupName}} 的课节已由 {{wasDate}} {{wasTime}} 改至 {{date}} {{time}}，地点：{{place}}。',
        title_cancelled: '课节已取消',
        text_cancelled: '{{groupName}} 在 {{date}} {{time}} 的课节已取消。',
        title_waived: '迟请假已豁免',
        text_waived: '您在 {{groupName}}（{{date}} {{time}}）的迟请假已获豁免，已发放补课券。',
      },
      clubClass: {
        title: '团课通知',
        text: '{{className}}（{{date}} {{time}}）',
        title_promoted: '候补成功',
        text_promoted: '您已从候补转为预约：{{className}}（{{date}} {{time}}），已使用会员卡次数。',
        title_skipped: '候补未能转正',
        text_skipped:
          '{{className}}（{{date}} {{time}}）有空位，但$t(clubClasses:why.{{why}})，未为您预约，也未扣除任何次数。',
        title_cancelled: '团课已取消',
        text_cancelled: '{{className}}（{{date}} {{time}}）已取消，您的预约已取消，次数已退还。',
        title_minNotMet: '团课人数不足已取消',
        text_minNotMet: '{{className}}（{{date}} {{time}}）未达到最少开课人数，已取消，次数已退还。',
        title_expired: '候补已过期',
        text_expired: '{{className}}（{{date}} {{time}}）的候补已截止，未能为您预约。',
        title_frozen: '请假取消了团课预约',
        text_frozen: '会员卡请假期间的 {{className}}（{{date}} {{time}}）预约已取消，次数已退还。',
        title_adjusted: '团课调整',
        text_adjusted:
          '您预约的 {{className}} 已由 {{fromDate}} {{fromTime}} 调整为 {{date}} {{time}}，' +
          '教练：{{fromCoachName}} → {{coachName}}。',
        title_moved: '团课时间已变更',
        text_moved: '您预约的 {{className}} 已由 {{wasDate}} {{wasTime}} 改至 {{date}} {{time}}，预约保留。',
      },
      mealVoucherArrived: {
        title: '餐券已到账',
        text: '餐券申请 {{applicationNo}} 的餐券已发放给您，可在“我的餐券”中查看。',
      },
      notice: { title: '来自 {{by}} 的消息', text: '关于 {{site}}（{{date}} {{time}}）：{{content}}' },
      creditDeducted: {
        title: '信用分扣除',
        text: '因$t(messages:creditReason.{{reason}})，信用分扣除 {{points}} 分，当前为 {{score}} 分。',
      },
      creditBarred: {
        title: '暂停预约',
        text: '您的信用分 {{score}} 低于 {{threshold}}，{{untilDate}} {{untilTime}} 前不能预约。到期后信用分恢复。',
      },
      waitlistFailed: {
        title: '候补未成功',
        text: '{{site}}（{{date}} {{time}}）有空位，但无法为您预约：$t(errors:{{reasonCode}})',
      },
      processTask: { title: '待您审批', text: '{{initiator}} 提交的“{{formCn}}”等待您审批。' },
      processCopied: { title: '抄送给您', text: '{{initiator}} 提交的“{{formCn}}”抄送给您。' },
      processDecided: {
        title: '申请有新进展',
        text: '您提交的“{{formCn}}”：$t(messages:decision.{{decision}})。',
      },
      processEnded: { title: '申请已结束', text: '您提交的“{{formCn}}”$t(messages:outcome.{{outcome}})。' },
      processUrged: { title: '催办提醒', text: '{{initiator}} 催您审批“{{formCn}}”。' },
      processReminder: { title: '审批提醒', text: '{{initiator}} 提交的“{{formCn}}”仍在等待您审批。' },
      processOverdue: { title: '审批已超时', text: '您提交的“{{formCn}}”已超过审批时限，仍在等待审批。' },
      receiptInvite: {
        title: '会议邀请',
        text: '{{by}} 邀请您参加 {{site}}（{{date}} {{time}}）的会议，请回执是否参加。',
      },
      feedbackReplied: {
        title: '您的反馈有了回复',
        text: '您的反馈（{{id}}）收到回复：{{content}}',
      },
      reserveOrderCancelDeclined: {
        title: '取消申请未通过',
        text: '您的会议服务订单 {{orderNo}}（{{site}} {{date}} {{time}}）的取消申请未通过，订单照常进行。原因：{{reason}}',
      },
      receiptDeclined: {
        title: '参会人不参加',
        text: '{{name}} 不参加您预约的 {{site}}（{{date}} {{time}}），原因：{{reason}}',
      },
    },
    decision: {
      approve: '{{by}} 已同意',
      reject: '{{by}} 已驳回',
      return: '{{by}} 已退回，请修改后重新提交',
      timeoutPass: '已到审批时限，自动通过',
      timeoutReject: '已到审批时限，自动驳回',
    },
    outcome: {
      approved: '已通过',
      rejected: '未通过',
      withdrawn: '已撤回',
      approved_timeLimit: '已到审批时限，自动通过',
      rejected_timeLimit: '已到审批时限，自动驳回',
    },
    creditReason: { noShow: '爽约', lateCancel: '临近开始时取消预约', clubPenalty: '健身会所的违约（迟取消或缺席）' },
    bell: '消息',
    bellUnread: '消息，{{count}} 条未读',
    title: '我的消息',
    empty: '暂无消息',
    unread: '未读',
    markRead: '标为已读',
    markAllRead: '全部标为已读',
    allRead: '已全部标为已读',
    viewBooking: '查看预约',
    viewProcess: '查看申请',
    viewInvitation: '查看邀请',
    open: '查看',
    calendar: {
      subscribe: '订阅到日历',
      title: '订阅我的预约日历',
      help: '将此地址添加到日历应用（如 Outlook、Google 日历、苹果日历的“订阅日历”），您的预约会自动同步。请勿把地址分享给他人。',
      urlLabel: '日历订阅地址',
      copy: '复制',
      copied: '已复制',
      copyFailed: '无法复制，请手动选择地址复制',
      open: '在日历应用中打开',
      reset: '重置地址',
      confirmReset: '重置后旧地址将失效，已订阅的日历需使用新地址重新订阅。确定重置吗？',
      resetDone: '已生成新地址',
      close: '关闭',
    },
  },
  EN: {
    kind: {
      bookingConfirmed: { title: 'Booking confirmed', text: 'You have booked {{site}} on {{date}}, {{time}}.' },
      bookingPending: {
        title: 'Booking awaiting approval',
        text:
          'Your booking of {{site}} on {{date}}, {{time}} is waiting for approval; the slot is held for you ' +
          'meanwhile.',
      },
      bookingApproved: {
        title: 'Booking approved',
        text: 'Your booking of {{site}} on {{date}}, {{time}} has been approved.',
      },
      bookingRejected: {
        title: 'Booking rejected',
        text: 'Your booking of {{site}} on {{date}}, {{time}} was rejected. Reason: {{reason}}',
      },
      bookingCancelled: {
        title: 'Booking cancelled',
        text: 'Your booking of {{site}} on {{date}}, {{time}} was cancelled by {{by}}.',
      },
      waitlistPromoted: {
        title: 'Off the waitlist',
        text: 'A place became free: {{site}} on {{date}}, {{time}} is now booked for you.',
      },
      noShow: {
        title: 'Missed booking',
        text: 'You did not check in for {{site}} on {{date}}, {{time}}; it counts as a no-show.',
      },
      reminder: {
        title: 'Booking starts soon',
        text: 'Your booking of {{site}} on {{date}}, {{time}} starts soon; please be there on time to check in.',
        title_meeting: 'Meeting starts soon',
        text_meeting:
          'Your meeting "{{subject}}" ({{site}}, {{date}}, {{time}}, order {{orderNo}}) starts soon; ' +
          'please be there on time to check in.',
      },
      orderStepped: {
        title: '$t({{kind}}:title) updated',
        text: 'Your $t({{kind}}:title) {{orderNo}} is now "$t({{kind}}:state.{{state}})".',
      },
      clubPrivate: {
        title: 'Private session notice',
        text: '{{coachName}} ({{date}} {{time}})',
        title_coachBlocked: 'Private session cancelled',
        text_coachBlocked:
          'Coach {{coachName}} is unavailable on {{date}} at {{time}}: your session is cancelled, ' +
          'the use given back, no penalty.',
        title_adjusted: 'Private session adjusted',
        text_adjusted:
          'Your private session moved from {{fromDate}} {{fromTime}} (coach {{fromCoachName}}) to ' +
          '{{date}} {{time}} (coach {{coachName}}).',
      },
      clubTraining: {
        title: 'Training course notice',
        text: '{{groupName}} ({{date}} {{time}})',
        title_moved: 'Session time changed',
        text_moved:
          'The session of {{groupName}} moved from {{wasDate}} {{wasTime}} to {{date}} {{time}}, at {{place}}.',
        title_cancelled: 'Session cancelled',
        text_cancelled: 'The session of {{groupName}} on {{date}} {{time}} is cancelled.',
        title_waived: 'Late leave waived',
        text_waived: 'Your late leave from {{groupName}} ({{date}} {{time}}) was waived: a make-up token is issued.',
      },
      clubClass: {
        title: 'Class notice',
        text: '{{classNameEn}} ({{date}} {{time}})',
        title_promoted: 'Off the waitlist',
        text_promoted:
          'You are booked into {{classNameEn}} ({{date}} {{time}}) from the waitlist; a card use was taken.',
        title_skipped: 'Waitlist place not given',
        text_skipped:
          'A place freed in {{classNameEn}} ({{date}} {{time}}) but $t(clubClasses:why.{{why}}): ' +
          'you were not booked and nothing was taken.',
        title_cancelled: 'Class cancelled',
        text_cancelled: '{{classNameEn}} ({{date}} {{time}}) was cancelled: your booking too, the use given back.',
        title_minNotMet: 'Class cancelled: too few sign-ups',
        text_minNotMet:
          '{{classNameEn}} ({{date}} {{time}}) did not reach its minimum sign-ups and was cancelled; ' +
          'the use given back.',
        title_expired: 'Waitlist closed',
        text_expired: 'The waitlist of {{classNameEn}} ({{date}} {{time}}) closed before a place freed for you.',
        title_frozen: 'Class booking cancelled by your leave',
        text_frozen:
          'Your booking of {{classNameEn}} ({{date}} {{time}}) falls in your card’s leave: cancelled, use given back.',
        title_adjusted: 'Class adjusted',
        text_adjusted:
          'Your class {{classNameEn}} moved from {{fromDate}} {{fromTime}} to {{date}} {{time}}, ' +
          'coach: {{fromCoachName}} → {{coachName}}.',
        title_moved: 'Class time changed',
        text_moved: '{{classNameEn}} moved from {{wasDate}} {{wasTime}} to {{date}} {{time}}; your booking is kept.',
      },
      mealVoucherArrived: {
        title: 'Meal vouchers arrived',
        text:
          'The meal vouchers of application {{applicationNo}} have been issued to you; ' +
          'see them in My meal vouchers.',
      },
      notice: { title: 'Message from {{by}}', text: 'About {{site}} on {{date}}, {{time}}: {{content}}' },
      creditDeducted: {
        title: 'Credit points deducted',
        text:
          '{{points}} points were deducted for $t(messages:creditReason.{{reason}}); your credit score is now ' +
          '{{score}}.',
      },
      creditBarred: {
        title: 'Booking suspended',
        text:
          'Your credit score {{score}} is below {{threshold}}: you may not book until {{untilDate}} ' +
          '{{untilTime}}. Your score is restored then.',
      },
      waitlistFailed: {
        title: 'Waitlist: not booked',
        text:
          'A place became free on {{site}} on {{date}}, {{time}}, but it could not be booked for you: ' +
          '$t(errors:{{reasonCode}})',
      },
      processTask: {
        title: 'Waiting for your approval',
        text: '{{initiator}}’s “{{formEn}}” is waiting for your approval.',
      },
      processCopied: { title: 'Copied to you', text: '{{initiator}}’s “{{formEn}}” was copied to you.' },
      processDecided: {
        title: 'Your request moved on',
        text: 'Your “{{formEn}}”: $t(messages:decision.{{decision}}).',
      },
      processEnded: { title: 'Your request ended', text: 'Your “{{formEn}}” $t(messages:outcome.{{outcome}}).' },
      processUrged: { title: 'Reminder from the requester', text: '{{initiator}} asks you to decide on “{{formEn}}”.' },
      processReminder: {
        title: 'Approval reminder',
        text: '{{initiator}}’s “{{formEn}}” is still waiting for your approval.',
      },
      processOverdue: {
        title: 'Approval overdue',
        text: 'Your “{{formEn}}” has passed its time limit for approval and is still waiting.',
      },
      receiptInvite: {
        title: 'Meeting invitation',
        text: '{{by}} invites you to a meeting in {{site}} on {{date}}, {{time}}. Please reply whether you attend.',
      },
      feedbackReplied: {
        title: 'Your feedback has a reply',
        text: 'Your feedback ({{id}}) has a reply: {{content}}',
      },
      reserveOrderCancelDeclined: {
        title: 'Cancellation declined',
        text:
          'The cancellation of your meeting service order {{orderNo}} ({{site}} on {{date}}, {{time}}) was declined; ' +
          'the order goes ahead. Reason: {{reason}}',
      },
      receiptDeclined: {
        title: 'A participant declined',
        text: '{{name}} will not attend your booking of {{site}} on {{date}}, {{time}}. Reason: {{reason}}',
      },
    },
    decision: {
      approve: '{{by}} approved it',
      reject: '{{by}} rejected it',
      return: '{{by}} returned it to you to correct and resubmit',
      timeoutPass: 'time limit reached — approved automatically',
      timeoutReject: 'time limit reached — rejected automatically',
    },
    outcome: {
      approved: 'was approved',
      rejected: 'was rejected',
      withdrawn: 'was withdrawn',
      approved_timeLimit: 'reached its time limit and was approved automatically',
      rejected_timeLimit: 'reached its time limit and was rejected automatically',
    },
    creditReason: {
      noShow: 'a no-show',
      lateCancel: 'a late cancellation',
      clubPenalty: 'a late cancellation or no-show at the fitness club',
    },
    bell: 'Messages',
    bellUnread: 'Messages, {{count}} unread',
    title: 'My messages',
    empty: 'No messages yet',
    unread: 'Unread',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    allRead: 'All messages marked read',
    viewBooking: 'View booking',
    viewProcess: 'View request',
    viewInvitation: 'View invitation',
    open: 'Open',
    calendar: {
      subscribe: 'Subscribe to calendar',
      title: 'Subscribe to my bookings',
      help:
        'Add this address to your calendar app ("subscribe to calendar" in Outlook, Google Calendar or Apple ' +
        'Calendar) and your bookings stay in sync. Do not share it: anyone with the address can see your ' +
        'bookings.',
      urlLabel: 'Calendar feed address',
      copy: 'Copy',
      copied: 'Copied',
      copyFailed: 'Could not copy; select the address and copy it by hand',
      open: 'Open in calendar app',
      reset: 'Reset address',
      confirmReset:
        'The old address stops working and subscribed calendars must be subscribed again with the new one. ' +
        'Reset the address?',
      resetDone: 'A new address was created',
      close: 'Close',
    },
  },
  TC: {
    kind: {
      bookingConfirmed: { title: '預約成功', text: '您已預約 {{site}}，{{date}} {{time}}。' },
      bookingPending: {
        title: '預約待審核',
        text: '您預約的 {{site}}（{{date}} {{time}}）正在等待審核，審核前該時段為您保留。',
      },
      bookingApproved: { title: '預約已通過', text: '您預約的 {{site}}（{{date}} {{time}}）已審核通過。' },
      bookingRejected: {
        title: '預約被駁回',
        text: '您預約的 {{site}}（{{date}} {{time}}）未通過審核，原因：{{reason}}',
      },
      bookingCancelled: { title: '預約已取消', text: '您預約的 {{site}}（{{date}} {{time}}）已被 {{by}} 取消。' },
      waitlistPromoted: { title: '候補成功', text: '{{site}}（{{date}} {{time}}）有空位，已為您自動預約。' },
      noShow: { title: '預約爽約', text: '您未在簽到時間內簽到 {{site}}（{{date}} {{time}}），已記為爽約。' },
      reminder: {
        title: '預約即將開始',
        text: '您預約的 {{site}}（{{date}} {{time}}）即將開始，請準時到場簽到。',
        title_meeting: '會議即將開始',
        text_meeting:
          '您的會議「{{subject}}」（{{site}}，{{date}} {{time}}，訂單 {{orderNo}}）即將開始，請準時到場簽到。',
      },
      orderStepped: {
        title: '$t({{kind}}:title)狀態更新',
        text: '您的$t({{kind}}:title) {{orderNo}} 目前為「$t({{kind}}:state.{{state}})」。',
      },
      clubPrivate: {
        title: '私教課通知',
        text: '{{coachName}}（{{date}} {{time}}）',
        title_coachBlocked: '私教課已取消',
        text_coachBlocked: '教練 {{coachName}} 在 {{date}} {{time}} 不可預約，您的課程已取消，次數已退還，不計違約。',
        title_adjusted: '私教課調整',
        text_adjusted:
          '您的私教課已由 {{fromDate}} {{fromTime}}（教練 {{fromCoachName}}）調整為 {{date}} {{time}}' +
          '（教練 {{coachName}}）。',
      },
      clubTraining: {
        title: '培訓課程通知',
        text: '{{groupName}}（{{date}} {{time}}）',
        title_moved: '課節時間已變更',
        text_moved: '{{groupName}} 的課節已由 {{wasDate}} {{wasTime}} 改至 {{date}} {{time}}，地點：{{place}}。',
        title_cancelled: '課節已取消',
        text_cancelled: '{{groupName}} 在 {{date}} {{time}} 的課節已取消。',
        title_waived: '遲請假已豁免',
        text_waived: '您在 {{groupName}}（{{date}} {{time}}）的遲請假已獲豁免，已發放補課券。',
      },
      clubClass: {
        title: '團課通知',
        text: '{{classNameTc}}（{{date}} {{time}}）',
        title_promoted: '候補成功',
        text_promoted: '您已從候補轉為預約：{{classNameTc}}（{{date}} {{time}}），已使用會員卡次數。',
        title_skipped: '候補未能轉正',
        text_skipped:
          '{{classNameTc}}（{{date}} {{time}}）有空位，但$t(clubClasses:why.{{why}})，未為您預約，也未扣除任何次數。',
        title_cancelled: '團課已取消',
        text_cancelled: '{{classNameTc}}（{{date}} {{time}}）已取消，您的預約已取消，次數已退還。',
        title_minNotMet: '團課人數不足已取消',
        text_minNotMet: '{{classNameTc}}（{{date}} {{time}}）未達到最少開課人數，已取消，次數已退還。',
        title_expired: '候補已過期',
        text_expired: '{{classNameTc}}（{{date}} {{time}}）的候補已截止，未能為您預約。',
        title_frozen: '請假取消了團課預約',
        text_frozen: '會員卡請假期間的 {{classNameTc}}（{{date}} {{time}}）預約已取消，次數已退還。',
        title_adjusted: '團課調整',
        text_adjusted:
          '您預約的 {{classNameTc}} 已由 {{fromDate}} {{fromTime}} 調整為 {{date}} {{time}}，' +
          '教練：{{fromCoachName}} → {{coachName}}。',
        title_moved: '團課時間已變更',
        text_moved: '您預約的 {{classNameTc}} 已由 {{wasDate}} {{wasTime}} 改至 {{date}} {{time}}，預約保留。',
      },
      mealVoucherArrived: {
        title: '餐券已到帳',
        text: '餐券申請 {{applicationNo}} 的餐券已發放給您，可在「我的餐券」中查看。',
      },
      notice: { title: '來自 {{by}} 的訊息', text: '關於 {{site}}（{{date}} {{time}}）：{{content}}' },
      creditDeducted: {
        title: '信用分扣除',
        text: '因$t(messages:creditReason.{{reason}})，信用分扣除 {{points}} 分，目前為 {{score}} 分。',
      },
      creditBarred: {
        title: '暫停預約',
        text: '您的信用分 {{score}} 低於 {{threshold}}，{{untilDate}} {{untilTime}} 前不能預約。到期後信用分恢復。',
      },
      waitlistFailed: {
        title: '候補未成功',
        text: '{{site}}（{{date}} {{time}}）有空位，但無法為您預約：$t(errors:{{reasonCode}})',
      },
      processTask: { title: '待您審批', text: '{{initiator}} 提交的「{{formTc}}」等待您審批。' },
      processCopied: { title: '抄送給您', text: '{{initiator}} 提交的「{{formTc}}」抄送給您。' },
      processDecided: {
        title: '申請有新進展',
        text: '您提交的「{{formTc}}」：$t(messages:decision.{{decision}})。',
      },
      processEnded: { title: '申請已結束', text: '您提交的「{{formTc}}」$t(messages:outcome.{{outcome}})。' },
      processUrged: { title: '催辦提醒', text: '{{initiator}} 催您審批「{{formTc}}」。' },
      processReminder: { title: '審批提醒', text: '{{initiator}} 提交的「{{formTc}}」仍在等待您審批。' },
      processOverdue: { title: '審批已逾時', text: '您提交的「{{formTc}}」已超過審批時限，仍在等待審批。' },
      receiptInvite: {
        title: '會議邀請',
        text: '{{by}} 邀請您參加 {{site}}（{{date}} {{time}}）的會議，請回覆是否參加。',
      },
      feedbackReplied: {
        title: '您的反饋有了回覆',
        text: '您的反饋（{{id}}）收到回覆：{{content}}',
      },
      reserveOrderCancelDeclined: {
        title: '取消申請未通過',
        text: '您的會議服務訂單 {{orderNo}}（{{site}} {{date}} {{time}}）的取消申請未通過，訂單照常進行。原因：{{reason}}',
      },
      receiptDeclined: {
        title: '參會人不參加',
        text: '{{name}} 不參加您預約的 {{site}}（{{date}} {{time}}），原因：{{reason}}',
      },
    },
    decision: {
      approve: '{{by}} 已同意',
      reject: '{{by}} 已駁回',
      return: '{{by}} 已退回，請修改後重新提交',
      timeoutPass: '已到審批時限，自動通過',
      timeoutReject: '已到審批時限，自動駁回',
    },
    outcome: {
      approved: '已通過',
      rejected: '未通過',
      withdrawn: '已撤回',
      approved_timeLimit: '已到審批時限，自動通過',
      rejected_timeLimit: '已到審批時限，自動駁回',
    },
    creditReason: { noShow: '爽約', lateCancel: '臨近開始時取消預約', clubPenalty: '健身會所的違約（遲取消或缺席）' },
    bell: '訊息',
    bellUnread: '訊息，{{count}} 則未讀',
    title: '我的訊息',
    empty: '暫無訊息',
    unread: '未讀',
    markRead: '標為已讀',
    markAllRead: '全部標為已讀',
    allRead: '已全部標為已讀',
    viewBooking: '查看預約',
    viewProcess: '查看申請',
    viewInvitation: '查看邀請',
    open: '查看',
    calendar: {
      subscribe: '訂閱到行事曆',
      title: '訂閱我的預約行事曆',
      help: '將此地址加入行事曆應用（如 Outlook、Google 日曆、Apple 行事曆的「訂閱行事曆」），您的預約會自動同步。請勿將地址分享給他人。',
      urlLabel: '行事曆訂閱地址',
      copy: '複製',
      copied: '已複製',
      copyFailed: '無法複製，請手動選取地址複製',
      open: '在行事曆應用中開啟',
      reset: '重設地址',
      confirmReset: '重設後舊地址將失效，已訂閱的行事曆需使用新地址重新訂閱。確定重設嗎？',
      resetDone: '已產生新地址',
      close: '關閉',
    },
  },
};

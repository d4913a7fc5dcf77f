/** Texts of the resourceStatus namespace: the /resourceStatus live board (features/resource-status). */
export default {
  CN: {
    title: '资源状态', description: '每个启用场地此刻的状态：空闲、锁定、使用中、关闭，以及当前预约人和下一个预约；每 {{seconds}} 秒自动刷新。',
    updated: '更新于 {{time}}', refresh: '刷新', campus: '校区', scene: '场景', stateLabel: '状态', all: '全部{{what}}',
    state: { free: '空闲', held: '锁定', inUse: '使用中', closed: '关闭' },
    chart: '状态分布', sites: '场地数', empty: '没有符合条件的场地',
    site: '场地', place: '位置', current: '当前预约', next: '下一个预约',
    who: '{{name}}（{{account}}）', pending: '待审核',
    closure: '闭馆：{{reason}}', outsideHours: '不在开放时间内', heldUntil: '锁定至 {{time}}', inUseCount: '{{count}} / {{capacity}} 个预约进行中',
  },
  EN: {
    title: 'Resource status', description: 'What every enabled site is doing now — free, held, in use, closed — with the current booker and the ' +
      'next booking; reloads every {{seconds}} seconds.',
    updated: 'Updated {{time}}', refresh: 'Refresh', campus: 'Campus', scene: 'Scene', stateLabel: 'State', all: '{{what}}: all',
    state: { free: 'Free', held: 'Held', inUse: 'In use', closed: 'Closed' },
    chart: 'States', sites: 'Sites', empty: 'No site matches',
    site: 'Site', place: 'Location', current: 'Now', next: 'Next booking',
    who: '{{name}} ({{account}})', pending: 'awaiting approval',
    closure: 'Closed: {{reason}}', outsideHours: 'Outside opening hours', heldUntil: 'Held until {{time}}', inUseCount: '{{count}} of {{capacity}} in use',
  },
  TC: {
    title: '資源狀態', description: '每個啟用場地此刻的狀態：空閒、鎖定、使用中、關閉，以及目前預約人和下一個預約；每 {{seconds}} 秒自動重新整理。',
    updated: '更新於 {{time}}', refresh: '重新整理', campus: '校區', scene: '場景', stateLabel: '狀態', all: '全部{{what}}',
    state: { free: '空閒', held: '鎖定', inUse: '使用中', closed: '關閉' },
    chart: '狀態分佈', sites: '場地數', empty: '沒有符合條件的場地',
    site: '場地', place: '位置', current: '目前預約', next: '下一個預約',
    who: '{{name}}（{{account}}）', pending: '待審核',
    closure: '閉館：{{reason}}', outsideHours: '不在開放時間內', heldUntil: '鎖定至 {{time}}', inUseCount: '{{count}} / {{capacity}} 個預約進行中',
  },
};

/**
 * Texts of the room lock machine (machines/room-lock.machine.ts): its title, states and
 * actions, used by ORDER_STEP_NOT_ALLOWED (kind `roomLock`) and by the back-office pages.
 */
export default {
  CN: {
    title: '会议室锁定',
    state: { scheduled: '待生效', active: '锁定中', expired: '已到期', unlocked: '已解锁' },
    action: { tick: '更新状态', unlock: '解锁' },
  },
  EN: {
    title: 'Room lock',
    state: { scheduled: 'scheduled', active: 'active', expired: 'expired', unlocked: 'unlocked' },
    action: { tick: 'updated', unlock: 'unlocked' },
  },
  TC: {
    title: '會議室鎖定',
    state: { scheduled: '待生效', active: '鎖定中', expired: '已到期', unlocked: '已解鎖' },
    action: { tick: '更新狀態', unlock: '解鎖' },
  },
};

/**
 * Messages of the codes of rooms and room locks (platform/protocol/codes.ts, 2440001–2440003),
 * per language. Spread into the `errors` namespace (errors.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.ROOM_LOCKED]: '{{siteName}} 在 {{period}} 已锁定（{{reason}}），不能预约',
    [Code.LOCK_CONFLICT]: '该时段内已有 {{count}} 个有效预约（首个：{{first}}），请先取消或调整后再锁定',
    [Code.LOCK_RANGE_INVALID]: '锁定时段无效：结束须晚于开始且晚于当前时间',
  },
  EN: {
    [Code.ROOM_LOCKED]: '{{siteName}} is locked {{period}} ({{reason}}) and cannot be booked',
    [Code.LOCK_CONFLICT]:
      'The room has {{count}} active booking(s) in this period (first: {{first}}); cancel or move them before locking',
    [Code.LOCK_RANGE_INVALID]: 'The lock period is invalid: it must end after it starts and after now',
  },
  TC: {
    [Code.ROOM_LOCKED]: '{{siteName}} 在 {{period}} 已鎖定（{{reason}}），不能預約',
    [Code.LOCK_CONFLICT]: '該時段內已有 {{count}} 個有效預約（首個：{{first}}），請先取消或調整後再鎖定',
    [Code.LOCK_RANGE_INVALID]: '鎖定時段無效：結束須晚於開始且晚於目前時間',
  },
};

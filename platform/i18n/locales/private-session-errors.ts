/**
 * Messages of the private sessions and fitness tests codes (platform/protocol/codes.ts,
 * 2540001–2540009), spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.PRIVATE_SLOT_TAKEN]: '该教练 {{startAt}} 的时段已被预约（含课间缓冲），请换一个时间',
    [Code.PRIVATE_SLOT_UNAVAILABLE]: '{{startAt}} 不在教练的可预约时间内',
    [Code.PRIVATE_LENGTH_NOT_OFFERED]: '教练不提供 {{minutes}} 分钟的课程，或该体测类型已停用',
    [Code.PRIVATE_IN_PAST]: '{{startAt}} 已经过去，不能预约',
    [Code.PRIVATE_NOT_BOOKED]: '该课程已不是“已预约”状态（{{state}}）',
    [Code.PRIVATE_NOT_STARTED]: '课程尚未开始，开始后才能标记或录入结果',
    [Code.PRIVATE_HOURS_INVALID]: '时间段无效：开始必须早于结束',
    [Code.PRIVATE_TEST_FIELDS_INVALID]: '结果字段“{{key}}”无效（键重复或最小值大于最大值）',
    [Code.PRIVATE_RESULT_INVALID]: '结果“{{key}}”无效（缺失、类型不符或超出范围）',
  },
  EN: {
    [Code.PRIVATE_SLOT_TAKEN]: 'The coach’s slot at {{startAt}} is taken (buffer included); choose another time',
    [Code.PRIVATE_SLOT_UNAVAILABLE]: '{{startAt}} is outside the coach’s available hours',
    [Code.PRIVATE_LENGTH_NOT_OFFERED]: 'The coach does not offer {{minutes}}-minute sessions, or the test type is off',
    [Code.PRIVATE_IN_PAST]: '{{startAt}} has passed and cannot be booked',
    [Code.PRIVATE_NOT_BOOKED]: 'The session is no longer booked ({{state}})',
    [Code.PRIVATE_NOT_STARTED]: 'The session has not started: mark it or record results after its start',
    [Code.PRIVATE_HOURS_INVALID]: 'Invalid period: the start must come before the end',
    [Code.PRIVATE_TEST_FIELDS_INVALID]: 'The result field “{{key}}” is invalid (duplicate key, or min above max)',
    [Code.PRIVATE_RESULT_INVALID]: 'The result “{{key}}” is invalid (missing, wrong kind or out of range)',
  },
  TC: {
    [Code.PRIVATE_SLOT_TAKEN]: '該教練 {{startAt}} 的時段已被預約（含課間緩衝），請換一個時間',
    [Code.PRIVATE_SLOT_UNAVAILABLE]: '{{startAt}} 不在教練的可預約時間內',
    [Code.PRIVATE_LENGTH_NOT_OFFERED]: '教練不提供 {{minutes}} 分鐘的課程，或該體測類型已停用',
    [Code.PRIVATE_IN_PAST]: '{{startAt}} 已經過去，不能預約',
    [Code.PRIVATE_NOT_BOOKED]: '該課程已不是「已預約」狀態（{{state}}）',
    [Code.PRIVATE_NOT_STARTED]: '課程尚未開始，開始後才能標記或錄入結果',
    [Code.PRIVATE_HOURS_INVALID]: '時間段無效：開始必須早於結束',
    [Code.PRIVATE_TEST_FIELDS_INVALID]: '結果欄位「{{key}}」無效（鍵重複或最小值大於最大值）',
    [Code.PRIVATE_RESULT_INVALID]: '結果「{{key}}」無效（缺失、類型不符或超出範圍）',
  },
};

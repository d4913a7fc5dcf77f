/**
 * Messages of the weekly plan's and the coach's member pages' codes (platform/protocol/codes.ts,
 * 2610001–2610099), spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.PLAN_RANGE_TOO_LONG]: '一次最多生成 {{max}} 天的课程',
    [Code.COACH_RESERVE_INVALID]: '只能为您自己课程的学员预约您课程中尚未开始的课节',
  },
  EN: {
    [Code.PLAN_RANGE_TOO_LONG]: 'One generation covers at most {{max}} days',
    [Code.COACH_RESERVE_INVALID]: 'You can book only your own members into coming sessions of your own courses',
  },
  TC: {
    [Code.PLAN_RANGE_TOO_LONG]: '一次最多生成 {{max}} 天的課程',
    [Code.COACH_RESERVE_INVALID]: '只能為您自己課程的學員預約您課程中尚未開始的課節',
  },
} as const;

/**
 * Messages of the coaches' side of the club (platform/protocol/codes.ts, 2590001–2590006), spread
 * into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.RATING_ALREADY_GIVEN]: '您已经评价过这节课',
    [Code.RATING_WINDOW_CLOSED]: '只能在上课后 {{days}} 天内评价',
    [Code.RATING_ALREADY_HIDDEN]: '该评价已被隐藏',
    [Code.PAY_RULE_INVALID]: '课酬规则无效：团课类型与课程类别只能选一个，教练与团课类型须存在',
    [Code.ADJUST_NOTHING]: '调课须更改时间或教练',
    [Code.ADJUST_STARTED]: '课程已开始、已结束或已取消，不能调课',
  },
  EN: {
    [Code.RATING_ALREADY_GIVEN]: 'You have already rated this class',
    [Code.RATING_WINDOW_CLOSED]: 'A class can be rated within {{days}} days after it',
    [Code.RATING_ALREADY_HIDDEN]: 'This comment is already hidden',
    [Code.PAY_RULE_INVALID]:
      'Invalid pay rule: choose a class type or a course kind, not both; the coach and class type must exist',
    [Code.ADJUST_NOTHING]: 'An adjustment changes the time or the coach',
    [Code.ADJUST_STARTED]: 'The class has started, ended or been cancelled: it can no longer be adjusted',
  },
  TC: {
    [Code.RATING_ALREADY_GIVEN]: '您已經評價過這節課',
    [Code.RATING_WINDOW_CLOSED]: '只能在上課後 {{days}} 天內評價',
    [Code.RATING_ALREADY_HIDDEN]: '該評價已被隱藏',
    [Code.PAY_RULE_INVALID]: '課酬規則無效：團課類型與課程類別只能選一個，教練與團課類型須存在',
    [Code.ADJUST_NOTHING]: '調課須更改時間或教練',
    [Code.ADJUST_STARTED]: '課程已開始、已結束或已取消，不能調課',
  },
};

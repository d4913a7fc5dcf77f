/**
 * Messages of the club's penalty codes (platform/protocol/codes.ts, 2580001–2580004: refusals of the
 * /breakContract calls), spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.PENALTY_OVERRIDE_INVALID]: '课程类型 {{id}} 不存在，或只有团课可按课程类型单独设置',
    [Code.PENALTY_RULE_BASE]: '规则 {{id}} 是课程种类的基本规则，不能删除',
    [Code.PENALTY_NOT_CHARGED]: '违约记录 {{id}} 当前为“{{state}}”，不能再处理',
    [Code.PENALTY_WAIVE_CLOSED]: '违约记录 {{id}} 的减免期限已于 {{until}} 结束',
  },
  EN: {
    [Code.PENALTY_OVERRIDE_INVALID]: 'Class type {{id}} does not exist, or only group classes take a class type’s rule',
    [Code.PENALTY_RULE_BASE]: 'Rule {{id}} is a course kind’s own rule and cannot be removed',
    [Code.PENALTY_NOT_CHARGED]: 'Penalty {{id}} is “{{state}}” and cannot be handled again',
    [Code.PENALTY_WAIVE_CLOSED]: 'The waive window of penalty {{id}} closed at {{until}}',
  },
  TC: {
    [Code.PENALTY_OVERRIDE_INVALID]: '課程類型 {{id}} 不存在，或只有團課可按課程類型單獨設定',
    [Code.PENALTY_RULE_BASE]: '規則 {{id}} 是課程種類的基本規則，不能刪除',
    [Code.PENALTY_NOT_CHARGED]: '違約記錄 {{id}} 目前為「{{state}}」，不能再處理',
    [Code.PENALTY_WAIVE_CLOSED]: '違約記錄 {{id}} 的減免期限已於 {{until}} 結束',
  },
};

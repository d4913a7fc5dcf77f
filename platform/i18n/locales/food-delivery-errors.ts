/**
 * Messages of the food delivery codes (platform/protocol/codes.ts, 2460001–2460099), spread
 * into the `errors` namespace (errors.ts). Each refusal of the order rule names its limit.
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.FOOD_ORDER_NO_RULE]: '暂未启用送餐规则，暂不接受送餐订单',
    [Code.FOOD_ORDER_CUTOFF_PASSED]: '已过订餐截止时间（{{deadline}}）',
    [Code.FOOD_ORDER_BELOW_MINIMUM]: '订单金额 ¥{{total}} 低于起送金额 ¥{{minimum}}',
    [Code.FOOD_ORDER_AREA_NOT_SERVED]: '“{{area}}”不在配送区域内（可配送：{{areas}}）',
    [Code.FOOD_ORDER_MERCHANDISE_UNAVAILABLE]: '商品 {{id}} 不存在或已停用',
    [Code.FOOD_ORDER_TIME_RANGE_UNAVAILABLE]: '用餐时段 {{id}} 不存在或已停用',
  },
  EN: {
    [Code.FOOD_ORDER_NO_RULE]: 'No delivery rule is enabled: food delivery takes no orders now',
    [Code.FOOD_ORDER_CUTOFF_PASSED]: 'Ordering closed at {{deadline}}',
    [Code.FOOD_ORDER_BELOW_MINIMUM]: 'The order total ¥{{total}} is below the minimum of ¥{{minimum}}',
    [Code.FOOD_ORDER_AREA_NOT_SERVED]: '"{{area}}" is outside the delivery areas ({{areas}})',
    [Code.FOOD_ORDER_MERCHANDISE_UNAVAILABLE]: 'Merchandise {{id}} does not exist or is disabled',
    [Code.FOOD_ORDER_TIME_RANGE_UNAVAILABLE]: 'Dining time {{id}} does not exist or is disabled',
  },
  TC: {
    [Code.FOOD_ORDER_NO_RULE]: '暫未啟用送餐規則，暫不接受送餐訂單',
    [Code.FOOD_ORDER_CUTOFF_PASSED]: '已過訂餐截止時間（{{deadline}}）',
    [Code.FOOD_ORDER_BELOW_MINIMUM]: '訂單金額 ¥{{total}} 低於起送金額 ¥{{minimum}}',
    [Code.FOOD_ORDER_AREA_NOT_SERVED]: '「{{area}}」不在配送區域內（可配送：{{areas}}）',
    [Code.FOOD_ORDER_MERCHANDISE_UNAVAILABLE]: '商品 {{id}} 不存在或已停用',
    [Code.FOOD_ORDER_TIME_RANGE_UNAVAILABLE]: '用餐時段 {{id}} 不存在或已停用',
  },
};

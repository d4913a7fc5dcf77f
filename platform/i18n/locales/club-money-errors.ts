/**
 * Messages of the club's money codes (platform/protocol/codes.ts, 2640001–2640002: sport orders paid at the desk),
 * spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.SPORT_ORDER_NOT_PAYABLE]: '订单 {{id}} 无需或不能收款（免费，或状态为“$t(common:status.{{status}})”）',
    [Code.SPORT_ORDER_PAID]: '订单 {{id}} 已收款',
  },
  EN: {
    [Code.SPORT_ORDER_NOT_PAYABLE]:
      'Order {{id}} cannot be paid (it is free, or its status is “$t(common:status.{{status}})”)',
    [Code.SPORT_ORDER_PAID]: 'Order {{id}} is already paid',
  },
  TC: {
    [Code.SPORT_ORDER_NOT_PAYABLE]: '訂單 {{id}} 無需或不能收款（免費，或狀態為「$t(common:status.{{status}})」）',
    [Code.SPORT_ORDER_PAID]: '訂單 {{id}} 已收款',
  },
};

/**
 * Messages of the club cashier's codes (platform/protocol/codes.ts, 2560001–2560005: the daily close
 * and the payment provider's callback), spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.CASHIER_DAY_CLOSED]: '{{day}} 已日结',
    [Code.CASHIER_CLOSE_FUTURE]: '{{day}} 尚未开始，不能日结（今天是 {{today}}）',
    [Code.PAY_CALLBACK_SIGNATURE]: '支付回调签名无效',
    [Code.PAY_CALLBACK_ORDER]: '支付订单 {{orderNo}} 不存在',
    [Code.PAY_CALLBACK_AMOUNT]: '支付回调金额 {{amount}} 元与订单金额 {{expected}} 元不符',
  },
  EN: {
    [Code.CASHIER_DAY_CLOSED]: '{{day}} is closed already',
    [Code.CASHIER_CLOSE_FUTURE]: '{{day}} has not begun and cannot be closed (today is {{today}})',
    [Code.PAY_CALLBACK_SIGNATURE]: 'The payment callback’s signature is not valid',
    [Code.PAY_CALLBACK_ORDER]: 'There is no payment order {{orderNo}}',
    [Code.PAY_CALLBACK_AMOUNT]: 'The callback’s amount ¥{{amount}} is not the order’s ¥{{expected}}',
  },
  TC: {
    [Code.CASHIER_DAY_CLOSED]: '{{day}} 已日結',
    [Code.CASHIER_CLOSE_FUTURE]: '{{day}} 尚未開始，不能日結（今天是 {{today}}）',
    [Code.PAY_CALLBACK_SIGNATURE]: '支付回調簽名無效',
    [Code.PAY_CALLBACK_ORDER]: '支付訂單 {{orderNo}} 不存在',
    [Code.PAY_CALLBACK_AMOUNT]: '支付回調金額 {{amount}} 元與訂單金額 {{expected}} 元不符',
  },
};

/**
 * Messages of the club cashier's codes (platform/protocol/codes.ts, 2560001–2560007: the daily close,
 * the payment provider's callback and the desk's refunds), spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.CASHIER_DAY_CLOSED]: '{{day}} 已日结',
    [Code.CASHIER_CLOSE_FUTURE]: '{{day}} 尚未开始，不能日结（今天是 {{today}}）',
    [Code.PAY_CALLBACK_SIGNATURE]: '支付回调签名无效',
    [Code.PAY_CALLBACK_ORDER]: '支付订单 {{orderNo}} 不存在',
    [Code.PAY_CALLBACK_AMOUNT]: '支付回调金额 {{amount}} 元与订单金额 {{expected}} 元不符',
    [Code.CASHIER_REFUND_NOT_ITEM]: '会员卡的款项请在会员卡页面办理退卡',
    [Code.CASHIER_REFUND_EXCEEDS]: '退款金额超过该笔销售的可退余额 {{remaining}} 元',
  },
  EN: {
    [Code.CASHIER_DAY_CLOSED]: '{{day}} is closed already',
    [Code.CASHIER_CLOSE_FUTURE]: '{{day}} has not begun and cannot be closed (today is {{today}})',
    [Code.PAY_CALLBACK_SIGNATURE]: 'The payment callback’s signature is not valid',
    [Code.PAY_CALLBACK_ORDER]: 'There is no payment order {{orderNo}}',
    [Code.PAY_CALLBACK_AMOUNT]: 'The callback’s amount ¥{{amount}} is not the order’s ¥{{expected}}',
    [Code.CASHIER_REFUND_NOT_ITEM]: 'A membership card’s money is given back by refunding the card on the card page',
    [Code.CASHIER_REFUND_EXCEEDS]: 'The refund is more than the ¥{{remaining}} left of this sale',
  },
  TC: {
    [Code.CASHIER_DAY_CLOSED]: '{{day}} 已日結',
    [Code.CASHIER_CLOSE_FUTURE]: '{{day}} 尚未開始，不能日結（今天是 {{today}}）',
    [Code.PAY_CALLBACK_SIGNATURE]: '支付回調簽名無效',
    [Code.PAY_CALLBACK_ORDER]: '支付訂單 {{orderNo}} 不存在',
    [Code.PAY_CALLBACK_AMOUNT]: '支付回調金額 {{amount}} 元與訂單金額 {{expected}} 元不符',
    [Code.CASHIER_REFUND_NOT_ITEM]: '會員卡的款項請在會員卡頁面辦理退卡',
    [Code.CASHIER_REFUND_EXCEEDS]: '退款金額超過該筆銷售的可退餘額 {{remaining}} 元',
  },
};

/**
 * Messages of the codes of meeting receipts (platform/protocol/codes.ts, 2420001–2420004),
 * per language. Spread into the `errors` namespace (errors.ts), so they are read as
 * `errors:<code>` like every other code.
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.RECEIPT_NOT_INVITED]: '您未受邀参加该预约',
    [Code.RECEIPT_REASON_REQUIRED]: '请填写不参加的原因',
    [Code.RECEIPT_CLOSED]: '该预约已取消或已结束，不能再回执',
    [Code.RECEIPT_STARTED]: '会议已开始，不能再修改回执',
  },
  EN: {
    [Code.RECEIPT_NOT_INVITED]: 'You are not invited to this booking',
    [Code.RECEIPT_REASON_REQUIRED]: 'Please give a reason for declining',
    [Code.RECEIPT_CLOSED]: 'This booking was cancelled or has ended: it can no longer be answered',
    [Code.RECEIPT_STARTED]: 'The meeting has started: your answer can no longer change',
  },
  TC: {
    [Code.RECEIPT_NOT_INVITED]: '您未受邀參加該預約',
    [Code.RECEIPT_REASON_REQUIRED]: '請填寫不參加的原因',
    [Code.RECEIPT_CLOSED]: '該預約已取消或已結束，不能再回執',
    [Code.RECEIPT_STARTED]: '會議已開始，不能再修改回執',
  },
};

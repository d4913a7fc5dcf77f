/**
 * Messages of the settlement codes (platform/protocol/codes.ts, 2480001–2480009), spread into
 * the `errors` namespace (errors.ts). Amounts are shown in yuan (`amount`, `expected`:
 * the cents as `0.00`); the batch refusal names the state through `settlement:state.*`.
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.SETTLEMENT_BATCH_REFUSED]:
      '结算单 {{settlementNo}} 当前为“$t(settlement:state.{{state}})”，不能确认；本批结算单均未确认',
    [Code.SETTLEMENT_INVOICE_NO_TAKEN]: '发票号 {{invoiceNo}} 已登记在结算单 {{settlementNo}} 上',
    [Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH]: '发票金额 ¥{{amount}} 与结算金额 ¥{{expected}} 不符',
  },
  EN: {
    [Code.SETTLEMENT_BATCH_REFUSED]:
      'Statement {{settlementNo}} cannot be confirmed while it is $t(settlement:state.{{state}}); ' +
      'none of the batch was confirmed',
    [Code.SETTLEMENT_INVOICE_NO_TAKEN]: 'Invoice {{invoiceNo}} is already recorded on statement {{settlementNo}}',
    [Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH]:
      'The invoice amount ¥{{amount}} is not the statement amount ¥{{expected}}',
  },
  TC: {
    [Code.SETTLEMENT_BATCH_REFUSED]:
      '結算單 {{settlementNo}} 目前為「$t(settlement:state.{{state}})」，不能確認；本批結算單均未確認',
    [Code.SETTLEMENT_INVOICE_NO_TAKEN]: '發票號 {{invoiceNo}} 已登記在結算單 {{settlementNo}} 上',
    [Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH]: '發票金額 ¥{{amount}} 與結算金額 ¥{{expected}} 不符',
  },
};

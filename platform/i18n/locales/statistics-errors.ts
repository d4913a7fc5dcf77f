/**
 * Messages of the statistics codes (platform/protocol/codes.ts, 2480010–2480019), spread
 * into the `errors` namespace (errors.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.STATISTICS_RANGE_INVALID]:
      '统计日期范围无效（{{from}} 至 {{to}}）：结束日期不能早于开始日期，且最长 {{maxDays}} 天',
  },
  EN: {
    [Code.STATISTICS_RANGE_INVALID]:
      'Invalid statistics range ({{from}} to {{to}}): the end cannot precede the start, and at most {{maxDays}} days',
  },
  TC: {
    [Code.STATISTICS_RANGE_INVALID]:
      '統計日期範圍無效（{{from}} 至 {{to}}）：結束日期不能早於開始日期，且最長 {{maxDays}} 天',
  },
};

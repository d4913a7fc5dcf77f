/**
 * Messages of the content codes (platform/protocol/codes.ts, 2490200–2490299: sensitive
 * words and feedback), spread into the `errors` namespace (errors.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.WORD_REFUSED]: '内容包含敏感词“{{word}}”，请修改后再提交',
    [Code.FEEDBACK_CLOSED]: '该反馈（{{id}}）已关闭，不能再回复或关闭',
  },
  EN: {
    [Code.WORD_REFUSED]: 'The text contains the sensitive word “{{word}}”; please change it and try again',
    [Code.FEEDBACK_CLOSED]: 'This feedback ({{id}}) is closed: it can no longer be replied to or closed',
  },
  TC: {
    [Code.WORD_REFUSED]: '內容包含敏感詞「{{word}}」，請修改後再提交',
    [Code.FEEDBACK_CLOSED]: '該反饋（{{id}}）已關閉，不能再回覆或關閉',
  },
};

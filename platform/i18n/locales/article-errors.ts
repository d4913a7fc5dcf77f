/**
 * Messages of the content codes (platform/protocol/codes.ts, 2490001–2490002), spread into
 * the `errors` namespace (errors.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.CONTENT_TITLE_REQUIRED]: '请至少填写一种语言的标题',
    [Code.HELP_KIND_IN_USE]: '该帮助分类下还有 {{articles}} 篇文章，不能删除',
  },
  EN: {
    [Code.CONTENT_TITLE_REQUIRED]: 'Enter a title in at least one language',
    [Code.HELP_KIND_IN_USE]: 'This help category still holds {{articles}} article(s) and cannot be deleted',
  },
  TC: {
    [Code.CONTENT_TITLE_REQUIRED]: '請至少填寫一種語言的標題',
    [Code.HELP_KIND_IN_USE]: '該幫助分類下還有 {{articles}} 篇文章，不能刪除',
  },
};

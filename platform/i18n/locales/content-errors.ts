/**
 * Messages of the media library and banner codes (platform/protocol/codes.ts, 2490101–2490106),
 * spread into the `errors` namespace (errors.ts): `errors:<code>` and `errors:<code>_<context>`.
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.MATERIAL_FILE_INVALID]: '无法上传该文件',
    [`${Code.MATERIAL_FILE_INVALID}_type`]: '只能上传以下类型的文件：{{types}}',
    [`${Code.MATERIAL_FILE_INVALID}_size`]: '文件不能超过 {{max}} 字节',
    [`${Code.MATERIAL_FILE_INVALID}_content`]: '文件内容与所声明的类型不符',
    [`${Code.MATERIAL_FILE_INVALID}_empty`]: '文件为空',
    [Code.MATERIAL_IN_USE]: '素材“{{name}}”正被横幅“{{banner}}”使用，不能删除',
    [Code.MATERIAL_GROUP_NOT_EMPTY]: '素材分组“{{name}}”中还有 {{count}} 个素材，请先移走或删除',
    [Code.BANNER_IMAGE_REQUIRED]: '“{{name}}”不是图片素材，横幅只能使用图片',
    [Code.BANNER_LINK_INVALID]: '链接“{{link}}”无效：只能填写站内路径（以 / 开头）或 https:// 网址',
    [Code.BANNER_SCHEDULE_INVALID]: '横幅的结束时间须晚于开始时间',
  },
  EN: {
    [Code.MATERIAL_FILE_INVALID]: 'This file cannot be uploaded',
    [`${Code.MATERIAL_FILE_INVALID}_type`]: 'Only these file types can be uploaded: {{types}}',
    [`${Code.MATERIAL_FILE_INVALID}_size`]: 'The file cannot be larger than {{max}} bytes',
    [`${Code.MATERIAL_FILE_INVALID}_content`]: 'The file is not of the stated type',
    [`${Code.MATERIAL_FILE_INVALID}_empty`]: 'The file is empty',
    [Code.MATERIAL_IN_USE]: 'Material “{{name}}” is shown by the banner “{{banner}}” and cannot be deleted',
    [Code.MATERIAL_GROUP_NOT_EMPTY]: 'Group “{{name}}” still holds {{count}} materials: move or delete them first',
    [Code.BANNER_IMAGE_REQUIRED]: '“{{name}}” is not an image: a banner shows an image material',
    [Code.BANNER_LINK_INVALID]:
      'The link “{{link}}” is invalid: enter an in-app path (starting with /) or an https:// URL',
    [Code.BANNER_SCHEDULE_INVALID]: 'The banner must end after it starts',
  },
  TC: {
    [Code.MATERIAL_FILE_INVALID]: '無法上傳該檔案',
    [`${Code.MATERIAL_FILE_INVALID}_type`]: '只能上傳以下類型的檔案：{{types}}',
    [`${Code.MATERIAL_FILE_INVALID}_size`]: '檔案不能超過 {{max}} 位元組',
    [`${Code.MATERIAL_FILE_INVALID}_content`]: '檔案內容與所聲明的類型不符',
    [`${Code.MATERIAL_FILE_INVALID}_empty`]: '檔案為空',
    [Code.MATERIAL_IN_USE]: '素材「{{name}}」正被橫幅「{{banner}}」使用，不能刪除',
    [Code.MATERIAL_GROUP_NOT_EMPTY]: '素材分組「{{name}}」中還有 {{count}} 個素材，請先移走或刪除',
    [Code.BANNER_IMAGE_REQUIRED]: '「{{name}}」不是圖片素材，橫幅只能使用圖片',
    [Code.BANNER_LINK_INVALID]: '連結「{{link}}」無效：只能填寫站內路徑（以 / 開頭）或 https:// 網址',
    [Code.BANNER_SCHEDULE_INVALID]: '橫幅的結束時間須晚於開始時間',
  },
};

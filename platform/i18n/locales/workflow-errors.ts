/**
 * Messages of the codes of forms and approval workflows (platform/protocol/codes.ts,
 * 2410001–2410014), per language. Spread into the `errors` namespace (errors.ts), so they
 * are read as `errors:<code>` and `errors:<code>_<context>` like every other code.
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.FORM_INVALID]: '表单设计有误（字段“{{field}}”）',
    [Code.FORM_VALUES_INVALID]: '表单填写有误（字段“{{field}}”）',
    [Code.WORKFLOW_INVALID]: '流程设计有误（节点“{{node}}”）',
    [Code.FORM_NOT_STARTABLE]: '您不能发起此表单',
    [Code.FORM_GROUP_IN_USE]: '该分组下还有 {{count}} 个表单，不能删除',
    [Code.PROCESS_NOT_FOUND]: '流程不存在',
    [Code.TASK_NOT_FOUND]: '待办不存在或已处理',
    [Code.PROCESS_ACTION_NOT_ALLOWED]: '流程当前状态（{{state}}）不允许此操作',
    [Code.CANDIDATE_REQUIRED]: '请为节点“{{node}}”选择审批人',
    [Code.CANDIDATE_OUT_OF_RANGE]: '所选审批人不在节点“{{node}}”的可选范围内',
    [`${Code.MEDIA_INVALID}_attachmentType`]:
      '只能上传 PDF、图片（JPEG、PNG、WebP）、文本或 Office 文档（docx、xlsx、pptx）',
    [`${Code.MEDIA_INVALID}_attachmentSize`]: '附件不能超过 {{max}} 字节',
    [`${Code.MEDIA_INVALID}_attachmentContent`]: '文件内容不是所声明的格式',
  },
  EN: {
    [Code.FORM_INVALID]: 'The form design has an error (field “{{field}}”)',
    [Code.FORM_VALUES_INVALID]: 'The form is not filled in correctly (field “{{field}}”)',
    [Code.WORKFLOW_INVALID]: 'The workflow design has an error (node “{{node}}”)',
    [Code.FORM_NOT_STARTABLE]: 'You cannot start this form',
    [Code.FORM_GROUP_IN_USE]: 'This group still holds {{count}} forms and cannot be deleted',
    [Code.PROCESS_NOT_FOUND]: 'The process does not exist',
    [Code.TASK_NOT_FOUND]: 'The task does not exist or has already been handled',
    [Code.PROCESS_ACTION_NOT_ALLOWED]: 'The process’s current state ({{state}}) does not allow this step',
    [Code.CANDIDATE_REQUIRED]: 'Choose the approvers of node “{{node}}”',
    [Code.CANDIDATE_OUT_OF_RANGE]: 'The chosen approver is outside the range of node “{{node}}”',
    [`${Code.MEDIA_INVALID}_attachmentType`]:
      'Only PDF, images (JPEG, PNG, WebP), plain text or Office documents (docx, xlsx, pptx) can be attached',
    [`${Code.MEDIA_INVALID}_attachmentSize`]: 'An attachment cannot be larger than {{max}} bytes',
    [`${Code.MEDIA_INVALID}_attachmentContent`]: 'The file is not of the stated type',
  },
  TC: {
    [Code.FORM_INVALID]: '表單設計有誤（欄位「{{field}}」）',
    [Code.FORM_VALUES_INVALID]: '表單填寫有誤（欄位「{{field}}」）',
    [Code.WORKFLOW_INVALID]: '流程設計有誤（節點「{{node}}」）',
    [Code.FORM_NOT_STARTABLE]: '您不能發起此表單',
    [Code.FORM_GROUP_IN_USE]: '該分組下還有 {{count}} 個表單，不能刪除',
    [Code.PROCESS_NOT_FOUND]: '流程不存在',
    [Code.TASK_NOT_FOUND]: '待辦不存在或已處理',
    [Code.PROCESS_ACTION_NOT_ALLOWED]: '流程目前狀態（{{state}}）不允許此操作',
    [Code.CANDIDATE_REQUIRED]: '請為節點「{{node}}」選擇審批人',
    [Code.CANDIDATE_OUT_OF_RANGE]: '所選審批人不在節點「{{node}}」的可選範圍內',
    [`${Code.MEDIA_INVALID}_attachmentType`]:
      '只能上傳 PDF、圖片（JPEG、PNG、WebP）、純文字或 Office 文件（docx、xlsx、pptx）',
    [`${Code.MEDIA_INVALID}_attachmentSize`]: '附件不能超過 {{max}} 位元組',
    [`${Code.MEDIA_INVALID}_attachmentContent`]: '檔案內容不是所聲明的格式',
  },
};

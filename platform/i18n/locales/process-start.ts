/**
 * Texts of starting a request (features/process-start): the forms a person may start
 * (back office /workflowStart, terminal /apply), the form with the path its values lead to
 * and the confirmation. The path preview and the approver pickers are `approvalPath`; refusals
 * are the codes' messages (errors namespace).
 */
export default {
  CN: {
    list: {
      title: '发起申请',
      description: '选择要填写的表单',
      search: '搜索表单',
      searchPlaceholder: '表单名称',
      empty: '暂无可发起的表单',
      noMatch: '没有匹配的表单',
      formCount_other: '{{count}} 个表单',
    },
    apply: {
      title: '申请',
      subtitle: '选择要填写的表单',
    },
    form: {
      back: '返回表单列表',
      missingId: '未指定表单',
      loadFailed: '表单加载失败',
      resubmitTitle: '重新提交：{{name}}',
      resubmit: '重新提交',
      failed: '提交失败',
    },
    done: {
      started: '申请已提交',
      resubmitted: '申请已重新提交',
      waiting: '当前审批：{{node}}',
      finished: '流程已结束',
      view: '查看申请',
      back: '返回表单列表',
    },
  },
  EN: {
    list: {
      title: 'Start a request',
      description: 'Choose the form to fill in',
      search: 'Search forms',
      searchPlaceholder: 'Form name',
      empty: 'There is no form you can start',
      noMatch: 'No form matches',
      formCount_one: '{{count}} form',
      formCount_other: '{{count}} forms',
    },
    apply: {
      title: 'Apply',
      subtitle: 'Choose the form to fill in',
    },
    form: {
      back: 'Back to the forms',
      missingId: 'No form was given',
      loadFailed: 'The form could not be loaded',
      resubmitTitle: 'Resubmit: {{name}}',
      resubmit: 'Resubmit',
      failed: 'Not submitted',
    },
    done: {
      started: 'Your request was submitted',
      resubmitted: 'Your request was resubmitted',
      waiting: 'Now with: {{node}}',
      finished: 'The process has ended',
      view: 'View the request',
      back: 'Back to the forms',
    },
  },
  TC: {
    list: {
      title: '發起申請',
      description: '選擇要填寫的表單',
      search: '搜尋表單',
      searchPlaceholder: '表單名稱',
      empty: '暫無可發起的表單',
      noMatch: '沒有符合的表單',
      formCount_other: '{{count}} 個表單',
    },
    apply: {
      title: '申請',
      subtitle: '選擇要填寫的表單',
    },
    form: {
      back: '返回表單列表',
      missingId: '未指定表單',
      loadFailed: '表單載入失敗',
      resubmitTitle: '重新提交：{{name}}',
      resubmit: '重新提交',
      failed: '提交失敗',
    },
    done: {
      started: '申請已提交',
      resubmitted: '申請已重新提交',
      waiting: '目前審批：{{node}}',
      finished: '流程已結束',
      view: '查看申請',
      back: '返回表單列表',
    },
  },
};

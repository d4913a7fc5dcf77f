/**
 * Texts of the approval path a request would take (ui/approval-path): the preview of its steps
 * and the pickers of the approvers the initiator chooses, shown when starting a request and in
 * the booking wizards' approval form. Examine modes are `workflowDesigner:drawer.modes`.
 */
export default {
  CN: {
    preview: {
      title: '审批流程',
      hint: '流程随填写内容变化',
      loading: '正在计算流程…',
      empty: '无需审批，提交后直接通过',
      approver: '审批',
      copy: '抄送',
      nobody: '无人可审批，将自动跳过',
      chooses: '由您选择',
      choosesOne: '请选择 1 人',
      choosesMany: '请选择 1 人或多人',
    },
    picker: {
      search: '搜索人员',
      placeholder: '姓名或账号',
      noMatch: '没有匹配的人员',
      more: '仅显示前 {{count}} 人，请输入关键字缩小范围',
      choose: '选择 {{name}}',
      remove: '移除 {{name}}',
      none: '尚未选择',
      required: '请选择审批人',
    },
  },
  EN: {
    preview: {
      title: 'Approval path',
      hint: 'The path follows what you fill in',
      loading: 'Working out the path…',
      empty: 'No approval needed: approved once submitted',
      approver: 'Approval',
      copy: 'Copy',
      nobody: 'Nobody to ask: this step is skipped',
      chooses: 'You choose',
      choosesOne: 'Choose one person',
      choosesMany: 'Choose one or more people',
    },
    picker: {
      search: 'Search people',
      placeholder: 'Name or account',
      noMatch: 'Nobody matches',
      more: 'Only the first {{count}} are shown: type to narrow the list',
      choose: 'Choose {{name}}',
      remove: 'Remove {{name}}',
      none: 'Nobody chosen yet',
      required: 'Choose who approves this step',
    },
  },
  TC: {
    preview: {
      title: '審批流程',
      hint: '流程隨填寫內容變化',
      loading: '正在計算流程…',
      empty: '無需審批，提交後直接通過',
      approver: '審批',
      copy: '抄送',
      nobody: '無人可審批，將自動略過',
      chooses: '由您選擇',
      choosesOne: '請選擇 1 人',
      choosesMany: '請選擇 1 人或多人',
    },
    picker: {
      search: '搜尋人員',
      placeholder: '姓名或帳號',
      noMatch: '沒有符合的人員',
      more: '僅顯示前 {{count}} 人，請輸入關鍵字縮小範圍',
      choose: '選擇 {{name}}',
      remove: '移除 {{name}}',
      none: '尚未選擇',
      required: '請選擇審批人',
    },
  },
};

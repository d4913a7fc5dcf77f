/**
 * Texts of the orgAdmin namespace: the /user, /admin, /org, /position and /ident
 * pages of features/org-admin and their dialogs (reset password, assign roles).
 */
export default {
  CN: {
    status: { label: '状态', enabled: '启用', disabled: '停用' },
    none: '无',
    user: {
      title: '用户管理', description: '管理可登录系统的用户：所属组织、职位、临时身份和角色。列表按您的数据权限显示。',
      keyword: '账号/姓名', account: '账号', password: '初始密码', name: '姓名', nickName: '昵称',
      passwordHelp: '留空则该账号暂不能用密码登录（统一身份认证登录或稍后重置密码）。',
      org: '所属组织', orgCode: '组织编码', position: '职位', ident: '临时身份', phone: '手机号', email: '邮箱',
      idCard: '身份证号', roles: '角色', createdAt: '创建时间',
      addTitle: '新增用户', editTitle: '编辑用户',
      enable: '启用', disable: '停用',
      confirmEnable: '确定启用用户“{{account}}”吗？', confirmDisable: '确定停用用户“{{account}}”吗？停用后其登录会立即失效。',
      resetPwd: '重置密码', grantRole: '分配角色', file: '用户',
    },
    admin: {
      title: '管理员', description: '管理员拥有全部权限。至少保留一个启用的管理员。',
      addTitle: '新增管理员', editTitle: '编辑管理员', password: '密码',
    },
    resetPwd: {
      title: '重置密码：{{account}}', newPassword: '新密码', confirmPassword: '确认密码',
      hint: '8-16位，须同时包含大写字母、小写字母、数字和特殊字符（! @ # $ % ^ & * ?）',
      show: '显示密码', hide: '隐藏密码',
    },
    grantRole: { title: '分配角色：{{account}}', saved: '角色已保存', empty: '暂无角色' },
    org: {
      title: '组织机构', description: '组织机构树。有下级组织或用户的组织不能删除。',
      name: '组织名称', code: '组织编码', parent: '上级组织', sort: '排序', userCount: '用户数',
      addTitle: '新增组织', editTitle: '编辑组织',
    },
    position: {
      title: '职位管理', description: '用户可担任的职位。仍有用户担任的职位不能删除。',
      keyword: '编码/名称', code: '职位编码', name: '职位名称', sort: '排序', remark: '备注', userCount: '用户数', createdAt: '创建时间',
      addTitle: '新增职位', editTitle: '编辑职位', file: '职位',
    },
    ident: {
      title: '临时身份', description: '可临时授予用户的身份（如访问学者、会议嘉宾），在有效期内生效。仍有用户使用的身份不能删除。',
      keyword: '编码/名称', code: '身份编码', name: '身份名称', validFrom: '生效日期', validTo: '失效日期', validity: '有效期',
      always: '长期有效', remark: '备注', userCount: '用户数', addTitle: '新增临时身份', editTitle: '编辑临时身份',
    },
  },
  EN: {
    status: { label: 'Status', enabled: 'Enabled', disabled: 'Disabled' },
    none: 'None',
    user: {
      title: 'Users', description: 'The people who sign in: organisation, position, temporary identity and roles. The list follows your ' +
        'data scope.',
      keyword: 'Account / name', account: 'Account', password: 'Initial password', name: 'Name', nickName: 'Nickname',
      passwordHelp: 'Leave empty for an account that signs in by single sign-on or gets its password by a reset later.',
      org: 'Organisation', orgCode: 'Organisation code', position: 'Position', ident: 'Temporary identity', phone: 'Mobile', email: 'Email',
      idCard: 'ID card', roles: 'Roles', createdAt: 'Created',
      addTitle: 'Add user', editTitle: 'Edit user',
      enable: 'Enable', disable: 'Disable',
      confirmEnable: 'Enable user "{{account}}"?', confirmDisable: 'Disable user "{{account}}"? Their sessions end at once.',
      resetPwd: 'Reset password', grantRole: 'Assign roles', file: 'users',
    },
    admin: {
      title: 'Administrators', description: 'Administrators hold every permission. At least one active administrator must remain.',
      addTitle: 'Add administrator', editTitle: 'Edit administrator', password: 'Password',
    },
    resetPwd: {
      title: 'Reset password: {{account}}', newPassword: 'New password', confirmPassword: 'Confirm password',
      hint: '8-16 characters with an uppercase letter, a lowercase letter, a digit and one of ! @ # $ % ^ & * ?',
      show: 'Show password', hide: 'Hide password',
    },
    grantRole: { title: 'Assign roles: {{account}}', saved: 'Roles saved', empty: 'No roles yet' },
    org: {
      title: 'Organisations', description: 'The organisation tree. An organisation with sub-organisations or users cannot be deleted.',
      name: 'Name', code: 'Code', parent: 'Parent organisation', sort: 'Sort', userCount: 'Users',
      addTitle: 'Add organisation', editTitle: 'Edit organisation',
    },
    position: {
      title: 'Positions', description: 'Job positions users can hold. A position still held by users cannot be deleted.',
      keyword: 'Code / name', code: 'Code', name: 'Name', sort: 'Sort', remark: 'Remark', userCount: 'Users', createdAt: 'Created',
      addTitle: 'Add position', editTitle: 'Edit position', file: 'positions',
    },
    ident: {
      title: 'Temporary identities', description: 'Identities users can be given for a period (visiting scholar, conference guest …). An identity still ' +
        'in use cannot be deleted.',
      keyword: 'Code / name', code: 'Code', name: 'Name', validFrom: 'Valid from', validTo: 'Valid to', validity: 'Validity',
      always: 'No end', remark: 'Remark', userCount: 'Users', addTitle: 'Add temporary identity', editTitle: 'Edit temporary identity',
    },
  },
  TC: {
    status: { label: '狀態', enabled: '啟用', disabled: '停用' },
    none: '無',
    user: {
      title: '用戶管理', description: '管理可登入系統的使用者：所屬組織、職位、臨時身份和角色。列表按您的資料權限顯示。',
      keyword: '帳號/姓名', account: '帳號', password: '初始密碼', name: '姓名', nickName: '暱稱',
      passwordHelp: '留空則該帳號暫不能用密碼登入（統一身份認證登入或稍後重設密碼）。',
      org: '所屬組織', orgCode: '組織編碼', position: '職位', ident: '臨時身份', phone: '手機號', email: '電郵',
      idCard: '身份證號', roles: '角色', createdAt: '建立時間',
      addTitle: '新增使用者', editTitle: '編輯使用者',
      enable: '啟用', disable: '停用',
      confirmEnable: '確定啟用使用者「{{account}}」嗎？', confirmDisable: '確定停用使用者「{{account}}」嗎？停用後其登入會立即失效。',
      resetPwd: '重設密碼', grantRole: '分配角色', file: '使用者',
    },
    admin: {
      title: '管理員', description: '管理員擁有全部權限。至少保留一個啟用的管理員。',
      addTitle: '新增管理員', editTitle: '編輯管理員', password: '密碼',
    },
    resetPwd: {
      title: '重設密碼：{{account}}', newPassword: '新密碼', confirmPassword: '確認密碼',
      hint: '8-16位，須同時包含大寫字母、小寫字母、數字和特殊字元（! @ # $ % ^ & * ?）',
      show: '顯示密碼', hide: '隱藏密碼',
    },
    grantRole: { title: '分配角色：{{account}}', saved: '角色已儲存', empty: '暫無角色' },
    org: {
      title: '組織機構', description: '組織機構樹。有下級組織或使用者的組織不能刪除。',
      name: '組織名稱', code: '組織編碼', parent: '上級組織', sort: '排序', userCount: '使用者數',
      addTitle: '新增組織', editTitle: '編輯組織',
    },
    position: {
      title: '職位管理', description: '使用者可擔任的職位。仍有使用者擔任的職位不能刪除。',
      keyword: '編碼/名稱', code: '職位編碼', name: '職位名稱', sort: '排序', remark: '備註', userCount: '使用者數', createdAt: '建立時間',
      addTitle: '新增職位', editTitle: '編輯職位', file: '職位',
    },
    ident: {
      title: '臨時身份', description: '可臨時授予使用者的身份（如訪問學者、會議嘉賓），在有效期內生效。仍有使用者使用的身份不能刪除。',
      keyword: '編碼/名稱', code: '身份編碼', name: '身份名稱', validFrom: '生效日期', validTo: '失效日期', validity: '有效期',
      always: '長期有效', remark: '備註', userCount: '使用者數', addTitle: '新增臨時身份', editTitle: '編輯臨時身份',
    },
  },
};

/**
 * Texts of the account pieces (features/account): the change-password dialog and its
 * validation messages, exactly the fixed texts of spec §5 / GLOSSARY.md. The dialog
 * title is `common:changePassword`.
 */
export default {
  CN: {
    resetPassword: '重置密码',
    oldPassword: '旧密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    oldPasswordPlaceholder: '请输入旧密码',
    newPasswordPlaceholder: '请输入新密码',
    confirmPasswordPlaceholder: '请再次输入新密码',
    passwordHint: '8-16位，须同时包含大写字母、小写字母、数字和特殊字符（! @ # $ % ^ & * ?）',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  EN: {
    resetPassword: 'Reset password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    oldPasswordPlaceholder: 'Please enter old password',
    newPasswordPlaceholder: 'Please enter new password',
    confirmPasswordPlaceholder: 'Please enter the new password again',
    passwordHint: '8-16 characters with an uppercase letter, a lowercase letter, a digit and one of ! @ # $ % ^ & * ?',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  TC: {
    resetPassword: '重設密碼',
    oldPassword: '舊密碼',
    newPassword: '新密碼',
    confirmPassword: '確認密碼',
    oldPasswordPlaceholder: '請輸入舊密碼',
    newPasswordPlaceholder: '請輸入新密碼',
    confirmPasswordPlaceholder: '請再次輸入新密碼',
    passwordHint: '8-16位，須同時包含大寫字母、小寫字母、數字和特殊字元（! @ # $ % ^ & * ?）',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
  },
};

/**
 * Texts of sign-in and of the password rules (features/auth, platform/validation):
 * the `password.*` messages are the fixed texts of spec §5 / GLOSSARY.md, referenced by
 * key from platform/validation/password.ts (`auth:password.oldRequired` …).
 */
export default {
  CN: {
    login: {
      title: '登录',
      account: '账号',
      password: '密码',
      submit: '登录',
      submitting: '登录中…',
      accountRequired: '请输入账号',
      passwordRequired: '请输入密码',
      failed: '登录失败',
      captcha: '验证码',
      captchaImage: '验证码图片',
      captchaRefresh: '换一张',
      captchaRequired: '请输入验证码',
    },
    password: {
      oldRequired: '请输入旧密码',
      newRequired: '请输入新密码',
      rule: '密码必须由8-16位大小写字母、数字和特殊字符组成',
      chinese: '密码不能包含中文',
      repeatRequired: '请确认密码',
      mismatch: '两次输入的密码不一致',
      modified: '修改成功',
    },
    session: {
      checking: '正在验证登录状态…',
    },
  },
  EN: {
    login: {
      title: 'Sign in',
      account: 'Account',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      accountRequired: 'Please enter your account',
      passwordRequired: 'Please enter your password',
      failed: 'Sign-in failed',
      captcha: 'Verification code',
      captchaImage: 'Verification code image',
      captchaRefresh: 'New image',
      captchaRequired: 'Please enter the verification code',
    },
    password: {
      oldRequired: 'Please enter old password',
      newRequired: 'Please enter new password',
      rule: 'Password must be a combination of 8-16 uppercase and lowercase letters, digits and special characters',
      chinese: 'Password cannot contain Chinese',
      repeatRequired: 'Please confirm password',
      mismatch: 'The two passwords entered do not match',
      modified: 'Modified successfully',
    },
    session: {
      checking: 'Checking your session…',
    },
  },
  TC: {
    login: {
      title: '登入',
      account: '帳號',
      password: '密碼',
      submit: '登入',
      submitting: '登入中…',
      accountRequired: '請輸入帳號',
      passwordRequired: '請輸入密碼',
      failed: '登入失敗',
      captcha: '驗證碼',
      captchaImage: '驗證碼圖片',
      captchaRefresh: '換一張',
      captchaRequired: '請輸入驗證碼',
    },
    password: {
      oldRequired: '請輸入舊密碼',
      newRequired: '請輸入新密碼',
      rule: '密碼必須由8-16位大小寫字母、數字和特殊字元組成',
      chinese: '密碼不能包含中文',
      repeatRequired: '請確認密碼',
      mismatch: '兩次輸入的密碼不一致',
      modified: '修改成功',
    },
    session: {
      checking: '正在驗證登入狀態…',
    },
  },
};

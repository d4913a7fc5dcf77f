/**
 * Messages of the codes of the own profile and third-party binding (platform/protocol/codes.ts,
 * 2490401–2490416), per language. Spread into the `errors` namespace (errors.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.PROFILE_PHONE_INVALID]: '请输入正确的11位手机号',
    [Code.PROFILE_EMAIL_INVALID]: '请输入正确的邮箱地址',
    [Code.PROFILE_ID_CARD_INVALID]: '请输入正确的身份证号',
    [Code.OIDC_NOT_CONFIGURED]: '未配置第三方账号登录',
    [Code.OIDC_STATE_INVALID]: '绑定请求无效或已过期，请重新开始',
    [Code.OIDC_TOKEN_INVALID]: '第三方账号验证失败，请重试',
    [Code.OIDC_SUBJECT_TAKEN]: '该{{provider}}账号已绑定其他用户',
    [Code.OIDC_NOT_BOUND]: '该{{provider}}账号尚未绑定本系统用户，请先用账号密码登录并在个人中心绑定',
    [Code.OIDC_UNAVAILABLE]: '{{provider}}暂时无法访问，请稍后再试',
    [Code.OIDC_LOGIN_OFF]: '当前登录方式不支持第三方账号登录',
  },
  EN: {
    [Code.PROFILE_PHONE_INVALID]: 'Enter a valid 11-digit mobile number',
    [Code.PROFILE_EMAIL_INVALID]: 'Enter a valid e-mail address',
    [Code.PROFILE_ID_CARD_INVALID]: 'Enter a valid ID card number',
    [Code.OIDC_NOT_CONFIGURED]: 'No third-party account provider is configured',
    [Code.OIDC_STATE_INVALID]: 'The binding request is invalid or has expired; please start again',
    [Code.OIDC_TOKEN_INVALID]: 'The third-party account could not be verified; please try again',
    [Code.OIDC_SUBJECT_TAKEN]: 'This {{provider}} account is already bound to another user',
    [Code.OIDC_NOT_BOUND]:
      'This {{provider}} account is not bound to any user; sign in with your password and bind it under Me first',
    [Code.OIDC_UNAVAILABLE]: '{{provider}} cannot be reached; please try again later',
    [Code.OIDC_LOGIN_OFF]: 'Signing in with a third-party account is not available in the current login mode',
  },
  TC: {
    [Code.PROFILE_PHONE_INVALID]: '請輸入正確的11位手機號',
    [Code.PROFILE_EMAIL_INVALID]: '請輸入正確的郵箱地址',
    [Code.PROFILE_ID_CARD_INVALID]: '請輸入正確的身分證號',
    [Code.OIDC_NOT_CONFIGURED]: '未設定第三方帳號登入',
    [Code.OIDC_STATE_INVALID]: '綁定請求無效或已過期，請重新開始',
    [Code.OIDC_TOKEN_INVALID]: '第三方帳號驗證失敗，請重試',
    [Code.OIDC_SUBJECT_TAKEN]: '該{{provider}}帳號已綁定其他使用者',
    [Code.OIDC_NOT_BOUND]: '該{{provider}}帳號尚未綁定本系統使用者，請先用帳號密碼登入並在個人中心綁定',
    [Code.OIDC_UNAVAILABLE]: '{{provider}}暫時無法存取，請稍後再試',
    [Code.OIDC_LOGIN_OFF]: '目前登入方式不支援第三方帳號登入',
  },
};

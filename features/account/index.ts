/**
 * Account pieces (spec §2, §5): the change-password dialog, the terminal's /personal page and
 * its /oidc page (back from the OpenID Connect provider). Its rules live in
 * platform/validation/password.ts, shared with the server.
 */
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type EncryptedPasswordChange,
} from './change-password-dialog';
export { PersonalPage } from './personal-page';
export { OidcCallbackPage } from './oidc-callback-page';

/**
 * Account pieces (spec §2, §5): the change-password dialog. Its rules live in
 * platform/validation/password.ts, shared with the server.
 */
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type EncryptedPasswordChange,
} from './change-password-dialog';

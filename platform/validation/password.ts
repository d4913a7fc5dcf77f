/**
 * The password rule of spec §5 (change-password dialog and the server's updatePwd):
 * 8 to 16 characters, with at least one uppercase letter, one lowercase letter, one
 * digit and one of ! @ # $ % ^ & * ?, and nothing else; Chinese characters get their
 * own message. Shared by the browser (form validation) and the server (the real check).
 *
 * The dialog's field validation (`validatePasswordField`, `validatePasswordChange`)
 * answers with i18n keys of the `auth` namespace (platform/i18n/locales/auth.ts), whose
 * texts are the fixed texts of GLOSSARY.md.
 */

/** Any CJK ideograph (basic block, extension A, compatibility ideographs). */
const CHINESE = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Letters, digits and the special characters of spec §5, 8–16 long, each class present. */
const RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*?])[A-Za-z\d!@#$%^&*?]{8,16}$/;

/** Shortest and longest allowed password (spec §9), in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** The special characters of which a password needs at least one (spec §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*?';

/**
 * Checks a new password against spec §5.
 * @returns `'chinese'` when it contains Chinese characters (checked first, it has its own
 *   message), `'rule'` when it breaks the length/character-class rule, `'ok'` otherwise.
 */
export function checkPasswordRule(pw: string): 'ok' | 'rule' | 'chinese' {
  if (CHINESE.test(pw)) return 'chinese';
  return RULE.test(pw) ? 'ok' : 'rule';
}

/**
 * i18n keys (namespace `auth`) of the change-password messages of spec §5, e.g.
 * `auth:password.oldRequired` = 'please enter old password'.
 */
export const PASSWORD_MESSAGES = {
  oldRequired: 'auth:password.oldRequired',
  newRequired: 'auth:password.newRequired',
  rule: 'auth:password.rule',
  chinese: 'auth:password.chinese',
  repeatRequired: 'auth:password.repeatRequired',
  mismatch: 'auth:password.mismatch',
  modified: 'auth:password.modified',
} as const;

/** A field of the change-password dialog. */
export type PasswordField = 'oldPassword' | 'newPassword' | 'repeatPassword';

/** The dialog's values; `oldPassword` is absent when an administrator resets another user's password. */
export interface PasswordChangeValues {
  oldPassword?: string;
  newPassword: string;
  repeatPassword: string;
}

/** `requireOld`: false when an administrator resets someone else's password (spec §5). */
export interface PasswordChangeOptions {
  requireOld: boolean;
}

/** Field → i18n key of its message; a field without an entry is valid. */
export type PasswordChangeErrors = Partial<Record<PasswordField, string>>;

/**
 * Validates one field, as the dialog does on blur (spec §5). The confirmation depends on
 * the new password, so callers revalidate `repeatPassword` when `newPassword` changes.
 * @returns the i18n key of the message, or `null` when the field is valid.
 */
export function validatePasswordField(
  field: PasswordField,
  values: PasswordChangeValues,
  { requireOld }: PasswordChangeOptions,
): string | null {
  switch (field) {
    case 'oldPassword':
      return requireOld && !values.oldPassword ? PASSWORD_MESSAGES.oldRequired : null;
    case 'newPassword': {
      if (!values.newPassword) return PASSWORD_MESSAGES.newRequired;
      const rule = checkPasswordRule(values.newPassword);
      return rule === 'ok' ? null : rule === 'chinese' ? PASSWORD_MESSAGES.chinese : PASSWORD_MESSAGES.rule;
    }
    case 'repeatPassword':
      if (!values.repeatPassword) return PASSWORD_MESSAGES.repeatRequired;
      return values.repeatPassword === values.newPassword ? null : PASSWORD_MESSAGES.mismatch;
  }
}

/**
 * Validates the whole change-password form (spec §5) before submitting.
 * @returns field → i18n key (namespace `auth`); `{}` when everything is valid.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  options: PasswordChangeOptions,
): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  for (const field of ['oldPassword', 'newPassword', 'repeatPassword'] as const) {
    const message = validatePasswordField(field, values, options);
    if (message) errors[field] = message;
  }
  return errors;
}

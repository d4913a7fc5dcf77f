/**
 * ChangePasswordDialog (spec §2 shell, §5 rules, §3 payload): old password, new
 * password, confirm password. Each field is validated on blur; changing the new password
 * re-checks a confirmation already entered. On OK the call goes out with every password
 * field encrypted (platform/http encryptField) and 'modified successfully' is shown.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, IconButton, Input, InputGroup, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { updatePwd } from '../../platform/contracts/auth.contract';
import { encryptField } from '../../platform/http/api-client';
import {
  PASSWORD_MESSAGES,
  validatePasswordChange,
  validatePasswordField,
  type PasswordChangeValues,
  type PasswordField,
} from '../../platform/validation/password';
import { useApi, useRuntime, toaster } from '../../ui/runtime';

/** The encrypted payload handed to `onSubmit` (spec §3 password change payload). */
export interface EncryptedPasswordChange {
  id?: number;
  /** Encrypted old password; absent when `requireOld` is false. */
  password?: string;
  newPassword: string;
  repeatPassword: string;
}

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Whether the old password is asked for. Default true (the signed-in user changes
   * their own); false when an administrator resets another user's password.
   */
  requireOld?: boolean;
  /** The user whose password changes (sent as `id`). */
  userId?: number;
  /**
   * Sends the change. Default: the updatePwd call (POST /system/user/updatePwd). A reset
   * by an administrator passes its own call here.
   */
  onSubmit?: (payload: EncryptedPasswordChange) => Promise<unknown>;
  /** Called after a successful change (after the success toast). */
  onSuccess?: () => void;
}

type PasswordValues = Required<PasswordChangeValues>;

const FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'repeatPassword'];
const EMPTY_VALUES: PasswordValues = { oldPassword: '', newPassword: '', repeatPassword: '' };
const LABEL: Record<PasswordField, string> = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  repeatPassword: 'confirmPassword',
};
const PLACEHOLDER: Record<PasswordField, string> = {
  oldPassword: 'oldPasswordPlaceholder',
  newPassword: 'newPasswordPlaceholder',
  repeatPassword: 'confirmPasswordPlaceholder',
};

/** The change-password dialog. Closing it clears the fields. */
export function ChangePasswordDialog({
  open,
  onClose,
  requireOld = true,
  userId,
  onSubmit,
  onSuccess,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const api = useApi();
  const { appKey } = useRuntime().runtime;
  const encrypt = (value: string) => encryptField(value, appKey);
  const options = { requireOld };
  const [values, setValues] = useState<PasswordValues>(EMPTY_VALUES);
  /** Field → i18n key of its message (null: checked and fine; absent: not checked yet). */
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string | null>>>({});
  const [visible, setVisible] = useState<Partial<Record<PasswordField, boolean>>>({});
  const [pending, setPending] = useState(false);
  const fields = requireOld ? FIELDS : FIELDS.filter((f) => f !== 'oldPassword');

  const reset = () => {
    setValues(EMPTY_VALUES);
    setErrors({});
    setVisible({});
    setPending(false);
  };
  const close = () => {
    if (!pending) {
      reset();
      onClose();
    }
  };

  const change = (field: PasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((prev) => {
      const out = { ...prev };
      // A field already judged is re-judged as it is edited.
      if (prev[field] !== undefined) out[field] = validatePasswordField(field, next, options);
      // Spec §5: changing the new password revalidates the confirmation.
      if (field === 'newPassword' && (prev.repeatPassword !== undefined || next.repeatPassword !== '')) {
        out.repeatPassword = validatePasswordField('repeatPassword', next, options);
      }
      return out;
    });
  };

  const blur = (field: PasswordField) => {
    setErrors((prev) => ({ ...prev, [field]: validatePasswordField(field, values, options) }));
  };

  const submit = async () => {
    const found = validatePasswordChange(values, options);
    setErrors(Object.fromEntries(fields.map((f) => [f, found[f] ?? null])));
    if (fields.some((f) => found[f])) return;
    setPending(true);
    try {
      const payload: EncryptedPasswordChange = {
        ...(userId !== undefined ? { id: userId } : {}),
        ...(requireOld ? { password: encrypt(values.oldPassword) } : {}),
        newPassword: encrypt(values.newPassword),
        repeatPassword: encrypt(values.repeatPassword),
      };
      if (onSubmit) await onSubmit(payload);
      else await api(updatePwd, { ...payload, password: payload.password ?? '' });
      toaster.create({ type: 'success', title: t(PASSWORD_MESSAGES.modified) });
      reset();
      onClose();
      onSuccess?.();
    } catch {
      // The HTTP client already showed the server's message (spec §8).
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="sm"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="change-password-dialog">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{requireOld ? t('common:changePassword') : t('account:resetPassword')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {fields.map((f) => {
                    const err = errors[f];
                    const id = `pwd-${f}`;
                    return (
                      <Field.Root key={f} invalid={!!err} required>
                        <Field.Label htmlFor={id}>
                          {t(`account:${LABEL[f]}`)}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <InputGroup
                          endElement={
                            <IconButton
                              size="xs"
                              variant="ghost"
                              tabIndex={-1}
                              aria-label={visible[f] ? t('account:hidePassword') : t('account:showPassword')}
                              onClick={() => setVisible((p) => ({ ...p, [f]: !p[f] }))}
                              me="-2"
                            >
                              {visible[f] ? <LuEyeOff /> : <LuEye />}
                            </IconButton>
                          }
                        >
                          <Input
                            id={id}
                            name={f}
                            type={visible[f] ? 'text' : 'password'}
                            autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
                            placeholder={t(`account:${PLACEHOLDER[f]}`)}
                            value={values[f]}
                            onChange={(e) => change(f, e.currentTarget.value)}
                            onBlur={() => blur(f)}
                          />
                        </InputGroup>
                        {err ? (
                          <Field.ErrorText data-testid={`error-${f}`}>{t(err)}</Field.ErrorText>
                        ) : f === 'newPassword' ? (
                          <Field.HelperText>{t('account:passwordHint')}</Field.HelperText>
                        ) : null}
                      </Field.Root>
                    );
                  })}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={pending}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={pending}>
                  {t('common:ok')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

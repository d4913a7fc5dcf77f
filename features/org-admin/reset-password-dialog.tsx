/**
 * ResetPasswordDialog (spec §2 shell dialog without the old password, §5 rules): an
 * administrator sets a user's new password. New and confirm password are validated on
 * blur with the shared rule (platform/validation/password.ts, messages of the `auth`
 * namespace); changing the new password re-checks a confirmation already entered. OK
 * sends POST /system/org/user/resetPwd with both fields encrypted with the app key.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, IconButton, Input, InputGroup, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { userResetPwd } from '../../platform/contracts/org.contract';
import { encryptField } from '../../platform/http/api-client';
import {
  PASSWORD_MESSAGES,
  validatePasswordChange,
  validatePasswordField,
  type PasswordChangeValues,
} from '../../platform/validation/password';
import { toaster, useApi, useRuntime } from '../../ui/runtime';

/** Props of {@link ResetPasswordDialog}; the dialog is open while `user` is set. */
export interface ResetPasswordDialogProps {
  user: { id: number; account: string } | null;
  onClose: () => void;
}

type Field = 'newPassword' | 'repeatPassword';
const FIELDS: Field[] = ['newPassword', 'repeatPassword'];
const LABEL: Record<Field, string> = {
  newPassword: 'resetPwd.newPassword',
  repeatPassword: 'resetPwd.confirmPassword',
};
const OPTIONS = { requireOld: false };
const EMPTY: PasswordChangeValues = { newPassword: '', repeatPassword: '' };

/** The dialog (see the module comment). Closing it clears the fields. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['orgAdmin', 'auth', 'common']);
  const api = useApi();
  const { appKey } = useRuntime().runtime;
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  /** Field → i18n key of its message (null: checked and fine; absent: not checked yet). */
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setVisible(false);
    setPending(false);
  };
  const close = () => {
    if (!pending) {
      reset();
      onClose();
    }
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((prev) => {
      const out = { ...prev };
      if (prev[field] !== undefined) out[field] = validatePasswordField(field, next, OPTIONS);
      if (field === 'newPassword' && (prev.repeatPassword !== undefined || next.repeatPassword !== '')) {
        out.repeatPassword = validatePasswordField('repeatPassword', next, OPTIONS);
      }
      return out;
    });
  };

  const submit = async () => {
    if (!user) return;
    const found = validatePasswordChange(values, OPTIONS);
    setErrors({ newPassword: found.newPassword ?? null, repeatPassword: found.repeatPassword ?? null });
    if (found.newPassword || found.repeatPassword) return;
    setPending(true);
    try {
      await api(userResetPwd, {
        id: user.id,
        newPassword: encryptField(values.newPassword, appKey),
        repeatPassword: encryptField(values.repeatPassword, appKey),
      });
      toaster.create({ type: 'success', title: t(PASSWORD_MESSAGES.modified) });
      reset();
      onClose();
    } catch {
      // The HTTP client already showed the server's message (spec §8).
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={user !== null}
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
          <Dialog.Content data-testid="reset-password-dialog">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('resetPwd.title', { account: user?.account ?? '' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {FIELDS.map((f) => (
                    <Field.Root key={f} invalid={!!errors[f]} required>
                      <Field.Label htmlFor={`reset-${f}`}>
                        {t(LABEL[f])}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <InputGroup
                        endElement={
                          <IconButton
                            size="xs"
                            variant="ghost"
                            tabIndex={-1}
                            me="-2"
                            aria-label={t(visible ? 'resetPwd.hide' : 'resetPwd.show')}
                            onClick={() => setVisible((v) => !v)}
                          >
                            {visible ? <LuEyeOff /> : <LuEye />}
                          </IconButton>
                        }
                      >
                        <Input
                          id={`reset-${f}`}
                          name={f}
                          type={visible ? 'text' : 'password'}
                          autoComplete="new-password"
                          value={values[f]}
                          onChange={(e) => change(f, e.currentTarget.value)}
                          onBlur={() =>
                            setErrors((prev) => ({ ...prev, [f]: validatePasswordField(f, values, OPTIONS) }))
                          }
                        />
                      </InputGroup>
                      {errors[f] ? (
                        <Field.ErrorText data-testid={`reset-error-${f}`}>{t(errors[f])}</Field.ErrorText>
                      ) : f === 'newPassword' ? (
                        <Field.HelperText>{t('resetPwd.hint')}</Field.HelperText>
                      ) : null}
                    </Field.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={pending}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={pending} data-testid="reset-password-ok">
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

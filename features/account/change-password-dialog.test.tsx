/**
 * ChangePasswordDialog (spec §5): blur validation with the fixed texts in CN and EN,
 * revalidation of the confirmation when the new password changes, the admin-reset mode
 * without the old password, and a submit whose password fields go out encrypted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updatePwd } from '../../platform/contracts/auth.contract';
import { decryptBody } from '../../platform/protocol/cipher';
import { Code } from '../../platform/protocol/codes';
import type { Lang } from '../../platform/i18n/languages';
import { toaster } from '../../ui/runtime';
import { aUser, refuse, renderWithRuntime } from '../../ui/testing';
import { ChangePasswordDialog, type ChangePasswordDialogProps, type EncryptedPasswordChange } from './index';

const DEV_KEY = 'venueflow-dev-key';

afterEach(() => toaster.remove());

/** The texts of spec §5 / GLOSSARY.md, written out here (not read from the locale files). */
const TEXT = {
  CN: {
    title: '修改密码',
    old: '旧密码',
    new: '新密码',
    confirm: '确认密码',
    ok: '确定',
    oldRequired: '请输入旧密码',
    newRequired: '请输入新密码',
    repeatRequired: '请确认密码',
    rule: '密码必须由8-16位大小写字母、数字和特殊字符组成',
    chinese: '密码不能包含中文',
    mismatch: '两次输入的密码不一致',
    modified: '修改成功',
  },
  EN: {
    title: 'Change password',
    old: 'Old password',
    new: 'New password',
    confirm: 'Confirm password',
    ok: 'OK',
    oldRequired: 'Please enter old password',
    newRequired: 'Please enter new password',
    repeatRequired: 'Please confirm password',
    rule: 'Password must be a combination of 8-16 uppercase and lowercase letters, digits and special characters',
    chinese: 'Password cannot contain Chinese',
    mismatch: 'The two passwords entered do not match',
    modified: 'Modified successfully',
  },
} as const;

/**
 * Renders the dialog open in the real runtime on the fake gateway, `signedIn` (updatePwd
 * wants a token) or not; updatePwd answers `answer` and the gateway records what it received.
 */
async function setup(
  lang: Lang,
  props: Partial<ChangePasswordDialogProps> = {},
  answer: () => null = () => null,
  signedIn = false,
) {
  const onClose = vi.fn();
  const { gateway } = await renderWithRuntime(<ChangePasswordDialog open onClose={onClose} {...props} />, {
    lang,
    user: signedIn ? aUser() : null,
    serve: (gateway) => gateway.on(updatePwd, answer),
  });
  return { received: () => gateway.requests(updatePwd), onClose };
}

async function dialog() {
  return screen.findByTestId('change-password-dialog');
}

function input(field: 'oldPassword' | 'newPassword' | 'repeatPassword'): HTMLInputElement {
  const el = document.getElementById(`pwd-${field}`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input for ${field}`);
  return el;
}

function type(field: 'oldPassword' | 'newPassword' | 'repeatPassword', value: string) {
  fireEvent.change(input(field), { target: { value } });
}

function errorText(field: 'oldPassword' | 'newPassword' | 'repeatPassword'): string | null {
  return screen.queryByTestId(`error-${field}`)?.textContent ?? null;
}

describe.each(['CN', 'EN'] as const)('ChangePasswordDialog in %s', (lang) => {
  const tx = TEXT[lang];

  it('shows the fixed messages on blur, and revalidates the confirmation when the new password changes', async () => {
    await setup(lang);
    const d = await dialog();
    expect(d.textContent).toContain(tx.title);
    expect(within(d).getByLabelText(new RegExp(`^${tx.old}`))).toBe(input('oldPassword'));
    expect(within(d).getByLabelText(new RegExp(`^${tx.new}`))).toBe(input('newPassword'));
    expect(within(d).getByLabelText(new RegExp(`^${tx.confirm}`))).toBe(input('repeatPassword'));
    // Nothing judged before a field is left.
    expect(errorText('oldPassword')).toBeNull();

    // Empty old password, left → 'please enter old password'; marked invalid.
    fireEvent.blur(input('oldPassword'));
    await waitFor(() => expect(errorText('oldPassword')).toBe(tx.oldRequired));
    expect(input('oldPassword').getAttribute('aria-invalid')).toBe('true');
    // Typing into the judged field re-judges it: the message goes.
    type('oldPassword', 'Old@1234');
    await waitFor(() => expect(errorText('oldPassword')).toBeNull());

    // Empty new password and confirmation.
    fireEvent.blur(input('newPassword'));
    fireEvent.blur(input('repeatPassword'));
    await waitFor(() => expect(errorText('newPassword')).toBe(tx.newRequired));
    expect(errorText('repeatPassword')).toBe(tx.repeatRequired);

    // A password breaking the §5 rule.
    type('newPassword', 'abc');
    fireEvent.blur(input('newPassword'));
    await waitFor(() => expect(errorText('newPassword')).toBe(tx.rule));

    // Chinese characters have their own message.
    type('newPassword', '密码Abc123!');
    fireEvent.blur(input('newPassword'));
    await waitFor(() => expect(errorText('newPassword')).toBe(tx.chinese));

    // A valid new password, a different confirmation → mismatch.
    type('newPassword', 'New@12345');
    fireEvent.blur(input('newPassword'));
    await waitFor(() => expect(errorText('newPassword')).toBeNull());
    type('repeatPassword', 'New@123456');
    fireEvent.blur(input('repeatPassword'));
    await waitFor(() => expect(errorText('repeatPassword')).toBe(tx.mismatch));

    // Changing the NEW password to equal the confirmation clears the mismatch (no blur needed).
    type('newPassword', 'New@123456');
    await waitFor(() => expect(errorText('repeatPassword')).toBeNull());
    expect(errorText('newPassword')).toBeNull();
    // …and changing it away again brings the mismatch back.
    type('newPassword', 'New@1234567');
    await waitFor(() => expect(errorText('repeatPassword')).toBe(tx.mismatch));
  });

  it('sends every password field encrypted, shows modified successfully and closes', async () => {
    const { received, onClose } = await setup(lang, {}, () => null, true);
    const d = await dialog();
    type('oldPassword', 'Booker@123');
    type('newPassword', 'Booker@456');
    type('repeatPassword', 'Booker@456');
    fireEvent.click(within(d).getByRole('button', { name: tx.ok }));

    await waitFor(() => expect(received()).toHaveLength(1));
    const body = received()[0].body as Record<string, string>;
    // Nothing travels in the clear…
    expect(JSON.stringify(body)).not.toContain('Booker@');
    // …and each field decrypts, with the dev key, to what was typed.
    expect(decryptBody(body.password, DEV_KEY)).toBe('Booker@123');
    expect(decryptBody(body.newPassword, DEV_KEY)).toBe('Booker@456');
    expect(decryptBody(body.repeatPassword, DEV_KEY)).toBe('Booker@456');
    expect(received()[0].token).toBeTruthy();

    expect((await screen.findByText(tx.modified)).textContent).toBe(tx.modified);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('ChangePasswordDialog: submit and modes', () => {
  it('does not submit an invalid form; it shows every message instead', async () => {
    const onSubmit = vi.fn(async () => null);
    await setup('CN', { onSubmit });
    const d = await dialog();
    type('newPassword', 'abc');
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorText('oldPassword')).toBe(TEXT.CN.oldRequired));
    expect(errorText('newPassword')).toBe(TEXT.CN.rule);
    expect(errorText('repeatPassword')).toBe(TEXT.CN.repeatRequired);
    await new Promise((r) => setTimeout(r, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requireOld={false}: no old-password field; onSubmit gets id and the encrypted new password only', async () => {
    const calls: EncryptedPasswordChange[] = [];
    const onSubmit = vi.fn(async (p: EncryptedPasswordChange) => {
      calls.push(p);
      return null;
    });
    const onSuccess = vi.fn();
    const { received } = await setup('EN', { requireOld: false, userId: 7, onSubmit, onSuccess });
    const d = await dialog();
    expect(document.getElementById('pwd-oldPassword')).toBeNull();
    expect(within(d).queryByText(/Old password/)).toBeNull();
    expect(within(d).getByText('Reset password')).toBeTruthy();
    expect(d.querySelectorAll('input')).toHaveLength(2);

    type('newPassword', 'Reset@2024x');
    type('repeatPassword', 'Reset@2024x');
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = calls[0];
    expect(Object.keys(payload).sort()).toEqual(['id', 'newPassword', 'repeatPassword']);
    expect(payload.id).toBe(7);
    expect(payload.newPassword).not.toBe('Reset@2024x');
    expect(decryptBody(payload.newPassword, DEV_KEY)).toBe('Reset@2024x');
    expect(decryptBody(payload.repeatPassword, DEV_KEY)).toBe('Reset@2024x');
    expect(await screen.findByText('Modified successfully')).toBeTruthy();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    // The custom call replaced the default one.
    expect(received()).toHaveLength(0);
  });

  it('a refused change keeps the dialog open, shows the server message and reports no success', async () => {
    const onSuccess = vi.fn();
    const wrongOld = () => refuse(Code.OLD_PASSWORD_WRONG, 'Old password is wrong');
    const { received, onClose } = await setup('EN', { onSuccess }, wrongOld, true);
    const d = await dialog();
    type('oldPassword', 'Wrong@123');
    type('newPassword', 'Booker@456');
    type('repeatPassword', 'Booker@456');
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(received()).toHaveLength(1));
    expect(await screen.findByText('Old password is wrong')).toBeTruthy();
    expect(screen.queryByText('Modified successfully')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(input('oldPassword').value).toBe('Wrong@123');
    await waitFor(() => expect(within(d).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(false));
  });
});

/**
 * ResetPasswordDialog (spec §5 rules without the old password): blur validation with the
 * fixed texts, no call while invalid, and a resetPwd call whose fields are encrypted;
 * a refusal of the server keeps the dialog open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userResetPwd } from '../../platform/contracts/org.contract';
import { decryptBody } from '../../platform/protocol/cipher';
import { Code } from '../../platform/protocol/codes';
import { toaster } from '../../ui/runtime';
import { aUser, refuse, renderWithRuntime } from '../../ui/testing';
import { ResetPasswordDialog } from './reset-password-dialog';

const DEV_KEY = 'venueflow-dev-key';

afterEach(() => toaster.remove());

/**
 * Renders the dialog open for user 7 (`bob`) in EN, `signedIn` (the resetPwd call wants a
 * token) or not; resetPwd answers `answer` and is recorded by the gateway.
 */
async function setup(signedIn: boolean, answer: () => null = () => null) {
  const onClose = vi.fn();
  const { gateway } = await renderWithRuntime(
    <ResetPasswordDialog user={{ id: 7, account: 'bob' }} onClose={onClose} />,
    {
      lang: 'EN',
      user: signedIn ? aUser() : null,
      serve: (gateway) => gateway.on(userResetPwd, answer),
    },
  );
  return { received: () => gateway.requests(userResetPwd), onClose };
}

const input = (field: 'newPassword' | 'repeatPassword') =>
  document.getElementById(`reset-${field}`) as HTMLInputElement;
const type = (field: 'newPassword' | 'repeatPassword', value: string) =>
  fireEvent.change(input(field), { target: { value } });
const errorText = (field: 'newPassword' | 'repeatPassword') =>
  screen.queryByTestId(`reset-error-${field}`)?.textContent ?? null;

describe('ResetPasswordDialog', () => {
  it('asks for the new password twice only, validates on blur and sends nothing while invalid', async () => {
    const { received } = await setup(false);
    const d = await screen.findByTestId('reset-password-dialog');
    expect(d.textContent).toContain('Reset password: bob');
    expect(d.querySelectorAll('input')).toHaveLength(2);
    expect(within(d).queryByText(/Old password/)).toBeNull();

    fireEvent.blur(input('newPassword'));
    await waitFor(() => expect(errorText('newPassword')).toBe('Please enter new password'));
    type('newPassword', 'short');
    await waitFor(() =>
      expect(errorText('newPassword')).toBe(
        'Password must be a combination of 8-16 uppercase and lowercase letters, digits and special characters',
      ),
    );
    type('newPassword', 'Good@1234');
    type('repeatPassword', 'Good@12345');
    fireEvent.blur(input('repeatPassword'));
    await waitFor(() => expect(errorText('repeatPassword')).toBe('The two passwords entered do not match'));

    fireEvent.click(screen.getByTestId('reset-password-ok'));
    await new Promise((r) => setTimeout(r, 30));
    expect(received()).toHaveLength(0);

    // Changing the new password to the confirmation clears the mismatch.
    type('newPassword', 'Good@12345');
    await waitFor(() => expect(errorText('repeatPassword')).toBeNull());
  });

  it('sends id and both fields encrypted, then closes', async () => {
    const { received, onClose } = await setup(true);
    await screen.findByTestId('reset-password-dialog');
    type('newPassword', 'Reset@2026');
    type('repeatPassword', 'Reset@2026');
    fireEvent.click(screen.getByTestId('reset-password-ok'));

    await waitFor(() => expect(received()).toHaveLength(1));
    const body = received()[0].body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['id', 'newPassword', 'repeatPassword']);
    expect(body.id).toBe(7);
    expect(JSON.stringify(body)).not.toContain('Reset@2026');
    expect(decryptBody(String(body.newPassword), DEV_KEY)).toBe('Reset@2026');
    expect(decryptBody(String(body.repeatPassword), DEV_KEY)).toBe('Reset@2026');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when the server refuses', async () => {
    const { received, onClose } = await setup(true, () => refuse(Code.FORBIDDEN, 'No permission for this operation'));
    await screen.findByTestId('reset-password-dialog');
    type('newPassword', 'Reset@2026');
    type('repeatPassword', 'Reset@2026');
    fireEvent.click(screen.getByTestId('reset-password-ok'));
    await waitFor(() => expect(received()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('reset-password-dialog')).toBeTruthy();
  });
});

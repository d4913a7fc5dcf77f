/**
 * The terminal's /personal page on the real runtime and a fake gateway: phone and ID card
 * shown masked per spec §5 (18 and 15 digits), the field rules checked on blur with their
 * localized messages and nothing sent while one is broken, only the changed fields sent and
 * the new nick name shown, and the binding section without a provider, unbound and bound.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bindInfo, bindUnbind, updateUserInfo, type BindInfo } from '../../platform/contracts/account.contract';
import type { LoginUser } from '../../platform/contracts/auth.contract';
import { messageUnreadCount } from '../../platform/contracts/message.contract';
import { aUser, renderWithRuntime } from '../../ui/testing';
import { PersonalPage } from './index';

async function renderPage(over: Partial<LoginUser> = {}, binding: BindInfo = { name: null, boundAt: null }) {
  const user = aUser({ nickName: 'Bee', phone: '13812345678', idCard: '110105194912310021', email: null, ...over });
  const rendered = await renderWithRuntime(<PersonalPage />, {
    app: 'terminal',
    lang: 'EN',
    user,
    serve: (gateway) => {
      gateway.on(messageUnreadCount, () => ({ count: 2 }));
      gateway.on(bindInfo, () => binding);
      gateway.on(bindUnbind, () => null);
      // The fake gateway's getLoginUser answers this same object: the change shows on reload.
      gateway.on(updateUserInfo, (input) => {
        Object.assign(user, input);
        return null;
      });
    },
  });
  await screen.findByTestId('shown-phone');
  return rendered;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('/personal', () => {
  it('shows the phone and an 18-digit ID card masked, also in the placeholders', async () => {
    await renderPage();
    expect(screen.getByTestId('shown-phone').textContent).toBe('138****5678');
    expect(screen.getByTestId('shown-idCard').textContent).toBe('11010*********0021');
    expect(screen.getByTestId('shown-email').textContent).toBe('Not set');
    expect(input('phone').value).toBe('');
    expect(input('phone').placeholder).toBe('Now 138****5678; leave blank to keep');
    expect(document.body.textContent).not.toContain('13812345678');
    expect(document.body.textContent).not.toContain('110105194912310021');
  });

  it('masks a 15-digit ID card to its first 5 and last 1', async () => {
    await renderPage({ idCard: '110105491231002', phone: null });
    expect(screen.getByTestId('shown-idCard').textContent).toBe('11010*********2');
    expect(screen.getByTestId('shown-phone').textContent).toBe('Not set');
  });

  it('checks each field on blur with its localized message and sends nothing while one is broken', async () => {
    const { gateway } = await renderPage();
    type('phone', '1381234567');
    fireEvent.blur(input('phone'));
    expect(await screen.findByText('Enter a valid 11-digit mobile number')).toBeTruthy();
    type('email', 'not-an-address');
    fireEvent.blur(input('email'));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    type('idCard', '110105194913310021');
    fireEvent.blur(input('idCard'));
    expect(await screen.findByText('Enter a valid ID card number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Correcting a field clears its message as it is typed.
    type('phone', '13912345678');
    await waitFor(() => expect(screen.queryByText('Enter a valid 11-digit mobile number')).toBeNull());
    expect(gateway.calls(updateUserInfo)).toEqual([]);
  });

  it('sends only the changed fields and shows the new nick name', async () => {
    const { gateway } = await renderPage();
    type('nickName', 'Court King');
    type('idCard', '11010519491231002x');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(gateway.calls(updateUserInfo)).toEqual([{ nickName: 'Court King', idCard: '11010519491231002X' }]);
    expect(screen.getByTestId('personal-name').textContent).toBe('Court King');
    expect(screen.getByTestId('shown-idCard').textContent).toBe('11010*********002X');
  });

  it('says when no provider is configured', async () => {
    await renderPage();
    expect((await screen.findByTestId('binding-status')).textContent).toBe(
      'No third-party account provider is configured',
    );
    expect(screen.queryByRole('button', { name: /Bind/ })).toBeNull();
  });

  it('offers binding when unbound, and unbinding when bound', async () => {
    const { gateway } = await renderPage({}, { name: 'Campus ID', boundAt: '2026-11-20T09:30:00+08:00' });
    expect((await screen.findByTestId('binding-status')).textContent).toMatch(/^Bound to Campus ID \(/);
    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(gateway.calls(bindUnbind)).toHaveLength(1));
  });

  it('shows the unread count of the message settings', async () => {
    await renderPage({}, { name: 'Campus ID', boundAt: null });
    expect((await screen.findByTestId('unread-count')).textContent).toBe('2 unread message(s)');
    expect(screen.getByRole('button', { name: 'Bind Campus ID' })).toBeTruthy();
  });
});

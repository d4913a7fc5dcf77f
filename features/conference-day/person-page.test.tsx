/**
 * /person against the fake gateway: the shared profile card (ui/account-profile) with my
 * organisation, the phone masked, and the same edit as /personal — only what changed is sent
 * (`/api/user/updateUserInfo`) and the new name shows.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { updateUserInfo } from '../../platform/contracts/account.contract';
import { aUser, renderWithRuntime } from '../../ui/testing';
import { PersonPage } from './person-page';

describe('/person', () => {
  it('shows my organisation and masked phone, and saves a changed e-mail (English)', async () => {
    const user = aUser({ nickName: 'Bee', phone: '13812345678', email: 'bee@example.com', orgName: 'Physics' });
    const { gateway } = await renderWithRuntime(<PersonPage />, {
      app: 'terminal',
      lang: 'EN',
      user,
      serve: (g) =>
        g.on(updateUserInfo, (input) => {
          Object.assign(user, input);
          return null;
        }),
    });
    expect((await screen.findByTestId('shown-organisation')).textContent).toBe('Physics');
    expect(screen.getByTestId('shown-phone').textContent).toBe('138****5678');
    expect(document.body.textContent).not.toContain('13812345678');
    expect(screen.getByRole('link', { name: 'Back to my centre' }).getAttribute('href')).toBe('/personalCenter');
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.value).toBe('bee@example.com');
    fireEvent.change(email, { target: { value: 'bee@physics.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(gateway.calls(updateUserInfo)).toEqual([{ email: 'bee@physics.example.com' }]);
    expect(screen.getByTestId('shown-email').textContent).toBe('bee@physics.example.com');
  });

  it('says when I belong to no organisation (Chinese)', async () => {
    await renderWithRuntime(<PersonPage />, { app: 'terminal', lang: 'CN', user: aUser({ orgName: null }) });
    expect(screen.getByRole('heading', { name: '我的资料' })).toBeTruthy();
    expect((await screen.findByTestId('shown-organisation')).textContent).toBe('未设置');
  });
});

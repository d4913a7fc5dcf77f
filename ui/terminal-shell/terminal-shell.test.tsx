/**
 * The terminal shell (terminal-shell.tsx): the navigation's menu titles come from the server in
 * the user's language, so switching the language reloads them (getLoginUser in the new
 * language) instead of keeping the titles of the language the user signed in with.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TerminalMenus } from '../../platform/contracts/auth.contract';
import { aMenuPage, aUser, renderWithRuntime } from '../testing';
import { TerminalShell } from './terminal-shell';

/** The terminal menus with the approvals page titled `title` (the server's language). */
const menus = (title: string): TerminalMenus => ({
  paths: ['/home', '/auditCenter'],
  menus: [aMenuPage(1, '/home', '首页'), aMenuPage(2, '/auditCenter', title)],
});

describe('TerminalShell', () => {
  it("shows the menu titles of the language switched to, not those of the sign-in's", async () => {
    const user = aUser({ terminal: menus('审批中心') });
    await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'CN',
      url: '/home',
      user,
      routes: [
        {
          element: <TerminalShell knownPaths={new Set(['/home', '/auditCenter'])} />,
          children: [{ path: '/home', element: <p>home</p> }],
        },
      ],
    });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(await within(nav).findByRole('link', { name: '审批中心' })).toBeTruthy();

    // The server answers in the language asked for: here, from now on, in English.
    user.terminal = menus('Approvals');
    fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'EN' } });
    const enNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(enNav).findByRole('link', { name: 'Approvals' })).toBeTruthy();
    expect(within(enNav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(enNav).queryByRole('link', { name: '审批中心' })).toBeNull();
  });
});

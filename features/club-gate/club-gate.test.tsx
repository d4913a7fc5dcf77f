/**
 * The club's gate pages against the fake gateway: /enterExit shows passes with their result and
 * reason and overrides a refused entry with a reason (only with `fitness:gate:override`); /signLog
 * lists check-ins; /enterWhite lists the whitelist; /fitnessConfig saves the settings as the next
 * version and shows a new gate's key once.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  enterExitPage,
  enterWhitePage,
  fitnessConfigGet,
  fitnessConfigSave,
  gateAdd,
  gateOverride,
  gatePage,
  signLogPage,
} from '../../platform/contracts/club-gate.contract';
import { aGate, aGatePass, aPage, aSignIn, aUser, aWhitelistEntry, renderWithRuntime } from '../../ui/testing';
import EnterExitPage from './enter-exit-page';
import EnterWhitePage from './enter-white-page';
import FitnessConfigPage from './fitness-config-page';
import SignLogPage from './sign-log-page';
import { DEFAULT_SETTINGS_FOR_TEST } from './test-data';

describe('/enterExit', () => {
  const setup = (permissions: string[]) =>
    renderWithRuntime(<EnterExitPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions }),
      serve: (gateway) => {
        gateway.on(enterExitPage, () =>
          aPage([
            aGatePass(),
            aGatePass({ id: 2, result: 'open', reason: 'card', usedUse: true, cardNo: 'MC00000002' }),
          ]),
        );
        gateway.on(gateOverride, () => ({ id: 9, expiresAt: '2026-11-20T09:06:00+08:00' }));
      },
    });

  it('shows the result and reason, and overrides a refused entry with a reason', async () => {
    const { gateway } = await setup(['fitness:enterExit:page', 'fitness:gate:override']);
    expect(await screen.findByText('Card frozen')).toBeTruthy();
    const rows = screen.getAllByTestId('data-row');
    expect(within(rows[0]).getByTestId('pass-result').textContent).toBe('Refused');
    expect(within(rows[1]).getByTestId('pass-result').textContent).toBe('Opened');
    expect(within(rows[1]).queryByTestId('action-override')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('action-override'));
    const dialog = await screen.findByTestId('reason-dialog');
    const ok = within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Leave ended today' } });
    fireEvent.click(ok);
    await waitFor(() => expect(gateway.requests(gateOverride)).toHaveLength(1));
    expect(gateway.requests(gateOverride)[0].body).toEqual({ passId: 1, reason: 'Leave ended today' });
  });

  it('has no override without fitness:gate:override', async () => {
    await setup(['fitness:enterExit:page']);
    await screen.findByText('Card frozen');
    expect(screen.queryByTestId('action-override')).toBeNull();
  });
});

describe('/signLog and /enterWhite', () => {
  it('lists check-ins per member per day', async () => {
    await renderWithRuntime(<SignLogPage />, {
      lang: 'CN',
      user: aUser({ account: 'admin', permissions: ['fitness:signLog:page'] }),
      serve: (gateway) => gateway.on(signLogPage, () => aPage([aSignIn()])),
    });
    const row = await screen.findByTestId('data-row');
    expect(within(row).getByText('Demo Member')).toBeTruthy();
    expect(within(row).getByText('09:05:00')).toBeTruthy();
    expect(within(row).getByText('否')).toBeTruthy();
  });

  it('lists the whitelist with the validity', async () => {
    await renderWithRuntime(<EnterWhitePage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:enterWhite:page'] }),
      serve: (gateway) =>
        gateway.on(enterWhitePage, () =>
          aPage([
            aWhitelistEntry(),
            aWhitelistEntry({ id: 2, name: 'Li Ming', kind: 'coach', validFrom: null, validTo: null }),
          ]),
        ),
    });
    expect(await screen.findByText('2026-11-20 – 2026-11-26')).toBeTruthy();
    expect(screen.getByText('No limit')).toBeTruthy();
    const rows = screen.getAllByTestId('data-row');
    expect(within(rows[1]).getByText('Coach')).toBeTruthy();
  });
});

describe('/fitnessConfig', () => {
  it('saves the settings as the next version and shows a new gate key once', async () => {
    const { gateway } = await renderWithRuntime(<FitnessConfigPage />, {
      lang: 'EN',
      user: aUser({
        account: 'admin',
        permissions: ['fitness:config:page', 'fitness:config:edit', 'fitness:gate:add', 'fitness:gate:edit'],
      }),
      serve: (gateway) => {
        gateway.on(fitnessConfigGet, () => ({ version: 3, settings: DEFAULT_SETTINGS_FOR_TEST, savedAt: null }));
        gateway.on(fitnessConfigSave, (input) => ({ version: 4, settings: input.settings, savedAt: null }));
        gateway.on(gatePage, () => aPage([aGate()]));
        gateway.on(gateAdd, (input) => ({ gate: aGate({ id: 2, ...input }), key: 'ab'.repeat(32) }));
      },
    });
    expect((await screen.findByTestId('settings-version')).textContent).toBe('Version 3');
    fireEvent.change(screen.getByLabelText('Re-entry without a second use (minutes)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.requests(fitnessConfigSave)).toHaveLength(1));
    expect(gateway.requests(fitnessConfigSave)[0].body).toMatchObject({ version: 3, settings: { reentryMinutes: 30 } });

    expect(await screen.findByText('GATE-MAIN')).toBeTruthy();
    fireEvent.click(screen.getByTestId('club-gate-add'));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'GATE-2' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Hall' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('gate-key')).textContent).toBe('ab'.repeat(32));
  });
});

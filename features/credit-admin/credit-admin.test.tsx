/**
 * The back-office /credit and /breachOfContract pages against the fake gateway: "Edit"
 * adjusts a user's score with points and a reason (zero points refused in the form, before
 * any call); a bar in force can be lifted after the confirm, an ended one cannot; without
 * the edit / lift permissions the actions are absent.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  breachLift,
  breachPage,
  type BreachRow,
  creditAdjust,
  creditPage,
  type UserCreditRow,
} from '../../platform/contracts/credit.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import CreditAdminPage from './credit-page';
import BreachPage from './breach-page';

const BOOKER: UserCreditRow = {
  userId: 2,
  account: 'booker',
  name: 'Demo Booker',
  orgName: 'Computer Science',
  score: 100,
  barredUntil: null,
  updatedAt: null,
};
const bar = (id: number, active: boolean): BreachRow => ({
  id,
  userId: 2,
  account: 'booker',
  name: 'Demo Booker',
  scoreAt: 55,
  barredFrom: '2026-11-20T09:00:00+08:00',
  barredUntil: '2026-11-27T09:00:00+08:00',
  liftedAt: active ? null : '2026-11-21T10:00:00+08:00',
  liftedByName: active ? null : 'Administrator',
  active,
});

async function setup(page: ReactElement, permissions: string[]) {
  const { gateway } = await renderWithRuntime(page, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(creditPage, () => aPage([BOOKER]));
      gateway.on(creditAdjust, ({ delta }) => ({ ...BOOKER, score: 100 + delta }));
      gateway.on(breachPage, () => aPage([bar(2, true), bar(1, false)]));
      gateway.on(breachLift, () => bar(2, false));
    },
  });
  return gateway;
}

describe('/credit', () => {
  it('adjusts a score with points and a reason; zero points are refused in the form', async () => {
    const gateway = await setup(<CreditAdminPage />, ['resv:credit:page', 'resv:credit:edit']);
    const row = (await screen.findByText('booker')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByTestId('credit-score').textContent).toBe('100');
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('credit-form');
    expect(within(form).getByText('Adjust credit score')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Left the court in a mess' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Points' }), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-delta')).textContent).toBe('The points cannot be 0');
    expect(gateway.requests(creditAdjust)).toHaveLength(0);

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Points' }), { target: { value: '-15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(creditAdjust)).toHaveLength(1));
    expect(gateway.requests(creditAdjust)[0].body).toEqual({
      userId: 2,
      delta: -15,
      remark: 'Left the court in a mess',
    });
  });

  it('has no Edit without resv:credit:edit', async () => {
    await setup(<CreditAdminPage />, ['resv:credit:page']);
    const row = (await screen.findByText('booker')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-edit')).toBeNull();
  });
});

describe('/breachOfContract', () => {
  it('lifts a bar in force after the confirm; an ended bar has no Lift', async () => {
    const gateway = await setup(<BreachPage />, ['resv:breach:page', 'resv:breach:lift']);
    await screen.findAllByText('booker');
    const rows = screen.getAllByTestId('data-row');
    expect(within(rows[0]).getByText('In force')).toBeTruthy();
    expect(within(rows[1]).getByText('Ended')).toBeTruthy();
    expect(within(rows[1]).queryByTestId('action-lift')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('action-lift'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Lift the bar of Demo Booker\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(breachLift)).toHaveLength(1));
    expect(gateway.requests(breachLift)[0].body).toEqual({ id: 2 });
  });
});

/**
 * The back-office /credit and /breachOfContract pages against the fake gateway: "Edit"
 * adjusts a user's score with points and a reason (zero points refused in the form, before
 * any call); a bar in force can be lifted after the confirm, an ended one cannot; without
 * the edit / lift permissions the actions are absent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { BreachRow, UserCreditRow } from '../../platform/contracts/credit.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import CreditAdminPage from './credit-page';
import BreachPage from './breach-page';

afterEach(cleanup);

const BOOKER: UserCreditRow = {
  userId: 2, account: 'booker', name: 'Demo Booker', orgName: 'Computer Science', score: 100, barredUntil: null, updatedAt: null,
};
const bar = (id: number, active: boolean): BreachRow => ({
  id, userId: 2, account: 'booker', name: 'Demo Booker', scoreAt: 55, barredFrom: '2026-11-20T09:00:00+08:00',
  barredUntil: '2026-11-27T09:00:00+08:00', liftedAt: active ? null : '2026-11-21T10:00:00+08:00', liftedByName: active ? null : 'Administrator', active,
});

async function setup(page: ReactElement, permissions: string[]) {
  const gateway = createFakeGateway({
    users: { admin: { password: 'Admin@123', user: fakeUser({ account: 'admin', permissions }) } },
    routes: {
      '/resv/credit/page': () => ok({ rows: [BOOKER], total: 1, pageNo: 1, pageSize: 10 }),
      '/resv/credit/adjust': (req) => ok({ ...BOOKER, score: 100 + Number(req.body.delta) }),
      '/resv/breach/page': () => ok({ rows: [bar(2, true), bar(1, false)], total: 2, pageNo: 1, pageSize: 10 }),
      '/resv/breach/lift': () => ok(bar(2, false)),
    },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('admin', 'Admin@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </RuntimeProvider>,
  );
  return (path: string): FakeRequest[] => gateway.log.filter((r) => r.path === path);
}

describe('/credit', () => {
  it('adjusts a score with points and a reason; zero points are refused in the form', async () => {
    const calls = await setup(<CreditAdminPage />, ['resv:credit:page', 'resv:credit:edit']);
    const row = (await screen.findByText('booker')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByTestId('credit-score').textContent).toBe('100');
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('credit-form');
    expect(within(form).getByText('Adjust credit score')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Left the court in a mess' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Points' }), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-delta')).textContent).toBe('The points cannot be 0');
    expect(calls('/resv/credit/adjust')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Points' }), { target: { value: '-15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/resv/credit/adjust')).toHaveLength(1));
    expect(calls('/resv/credit/adjust')[0].body).toEqual({ userId: 2, delta: -15, remark: 'Left the court in a mess' });
  });

  it('has no Edit without resv:credit:edit', async () => {
    await setup(<CreditAdminPage />, ['resv:credit:page']);
    const row = (await screen.findByText('booker')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-edit')).toBeNull();
  });
});

describe('/breachOfContract', () => {
  it('lifts a bar in force after the confirm; an ended bar has no Lift', async () => {
    const calls = await setup(<BreachPage />, ['resv:breach:page', 'resv:breach:lift']);
    await screen.findAllByText('booker');
    const rows = screen.getAllByTestId('data-row');
    expect(within(rows[0]).getByText('In force')).toBeTruthy();
    expect(within(rows[1]).getByText('Ended')).toBeTruthy();
    expect(within(rows[1]).queryByTestId('action-lift')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('action-lift'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Lift the bar of Demo Booker\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/resv/breach/lift')).toHaveLength(1));
    expect(calls('/resv/breach/lift')[0].body).toEqual({ id: 2 });
  });
});

/**
 * /loginLog and /operationLog in the real runtime on the fake gateway: rows
 * in Asia/Shanghai time, outcome badges, filters and paging sent as call input (and kept
 * in the URL), and the operation detail dialog with the before / after JSON.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  loginLogPage,
  operationLogPage,
  type LoginLogRow,
  type OperationLogRow,
} from '../../platform/contracts/log.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aUser, renderWithRuntime } from '../../ui/testing';
import LoginLogPage from './login-log-page';
import OperationLogPage from './operation-log-page';

const LOGINS: LoginLogRow[] = [
  {
    id: 2,
    account: 'bob',
    ip: '10.0.0.3',
    userAgent: 'UA-2',
    outcome: 1100001,
    outcomeText: 'Wrong account or password',
    createdAt: '2026-01-10T16:30:00Z',
  },
  {
    id: 1,
    account: 'alice',
    ip: '10.0.0.1',
    userAgent: null,
    outcome: 0,
    outcomeText: 'Success',
    createdAt: '2026-01-10T01:00:00+00:00',
  },
];
const OPERATIONS: OperationLogRow[] = [
  {
    id: 9,
    account: 'admin',
    method: 'POST',
    path: '/api/reserve/cancelReserveBatch',
    summary: 'Cancelled 1 booking(s)',
    input: { ids: [7] },
    before: [{ id: 7, status: 'approved' }],
    after: [{ id: 7, status: 'cancelled' }],
    ip: '127.0.0.1',
    createdAt: '2026-01-11T02:00:00Z',
  },
];

async function renderPage(path: string, Page: ComponentType, url = path, lang: Lang = 'EN') {
  return renderWithRuntime(null, {
    lang,
    url,
    user: aUser({ permissions: ['system:log:login', 'system:log:operation'] }),
    routes: [{ path, element: <Page /> }],
    serve: (gateway) => {
      gateway.on(loginLogPage, ({ pageNo, pageSize }) => ({ rows: LOGINS, total: 25, pageNo, pageSize }));
      gateway.on(operationLogPage, ({ pageNo, pageSize }) => ({ rows: OPERATIONS, total: 1, pageNo, pageSize }));
    },
  });
}

describe('LoginLogPage', () => {
  it('shows attempts in Shanghai time with outcome badges, and searches with the filters', async () => {
    const { gateway, router } = await renderPage('/loginLog', LoginLogPage);
    const table = await screen.findByRole('table', { name: 'Login log' });
    await within(table).findByText('bob');
    expect(within(table).getByText('2026-01-11 00:30:00')).toBeTruthy();
    expect(within(table).getByText('2026-01-10 09:00:00')).toBeTruthy();
    const badges = table.querySelectorAll('[data-outcome]');
    expect([...badges].map((b) => [b.getAttribute('data-outcome'), b.textContent])).toEqual([
      ['failure', 'Wrong account or password'],
      ['success', 'Success'],
    ]);
    expect(gateway.calls(loginLogPage)[0]).toEqual({ pageNo: 1, pageSize: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: ' bo ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Outcome' }), { target: { value: 'failure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(gateway.calls(loginLogPage).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        account: 'bo',
        outcome: 'failure',
      }),
    );
    expect(router!.state.location.search).toBe('?account=bo&outcome=failure');

    await screen.findByText('25 in total');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(gateway.calls(loginLogPage).at(-1)).toMatchObject({ pageNo: 2, account: 'bo' }));
  });

  it('reads its filters from the URL, in Chinese', async () => {
    const { gateway } = await renderPage(
      '/loginLog',
      LoginLogPage,
      '/loginLog?outcome=success&dateFrom=2026-01-10&pageNo=3',
      'CN',
    );
    expect(await screen.findByRole('table', { name: '登录日志' })).toBeTruthy();
    expect(gateway.calls(loginLogPage)[0]).toEqual({
      pageNo: 3,
      pageSize: 10,
      outcome: 'success',
      dateFrom: '2026-01-10',
    });
  });
});

describe('OperationLogPage', () => {
  it('opens the detail of a row with its input and before / after JSON', async () => {
    await renderPage('/operationLog', OperationLogPage);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    await within(table).findByText('Cancelled 1 booking(s)');
    expect(within(table).getByText('2026-01-11 10:00:00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByTestId('operation-detail');
    expect(JSON.parse(within(dialog).getByTestId('snapshot-before').textContent!)).toEqual([
      { id: 7, status: 'approved' },
    ]);
    expect(JSON.parse(within(dialog).getByTestId('snapshot-after').textContent!)).toEqual([
      { id: 7, status: 'cancelled' },
    ]);
    expect(JSON.parse(within(dialog).getByTestId('snapshot-input').textContent!)).toEqual({ ids: [7] });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByTestId('operation-detail')).toBeNull());
  });

  it('searches by path keyword', async () => {
    const { gateway } = await renderPage('/operationLog', OperationLogPage);
    await screen.findByRole('table', { name: 'Operation log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Call path' }), { target: { value: 'cancel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(gateway.calls(operationLogPage).at(-1)).toEqual({ pageNo: 1, pageSize: 10, path: 'cancel' }),
    );
  });

  it('searches by operation keyword', async () => {
    const { gateway } = await renderPage('/operationLog', OperationLogPage);
    await screen.findByRole('table', { name: 'Operation log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Operation' }), { target: { value: 'password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(gateway.calls(operationLogPage).at(-1)).toEqual({ pageNo: 1, pageSize: 10, summary: 'password' }),
    );
  });
});

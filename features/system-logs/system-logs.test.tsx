/**
 * /loginLog and /operationLog with the runtime's data hooks backed by a fake API: rows
 * in Asia/Shanghai time, outcome badges, filters and paging sent as call input (and kept
 * in the URL), and the operation detail dialog with the before / after JSON.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import type { CallContract } from '../../platform/contracts/define-call';
import type { LoginLogRow, OperationLogRow } from '../../platform/contracts/log.contract';
import { createI18n } from '../../platform/i18n/create-i18n';
import type { Lang } from '../../platform/i18n/languages';

const server = vi.hoisted(() => ({
  handlers: {} as Record<string, (input: any) => unknown>,
  calls: [] as { path: string; input: any }[],
}));

vi.mock('../../ui/runtime', () => {
  const call = async (contract: CallContract, input: unknown) => {
    server.calls.push({ path: contract.path, input });
    return server.handlers[contract.path](input);
  };
  return {
    useApi: () => call,
    useCall: (contract: CallContract, input: unknown, options?: object) =>
      useQuery({ queryKey: [contract.path, input], queryFn: () => call(contract, input), retry: false, ...options }),
    callKey: (contract: CallContract) => [contract.path],
    useSession: () => ({ user: { permissions: ['system:log:login', 'system:log:operation'] } }),
    toaster: { create: () => undefined },
  };
});

const { default: LoginLogPage } = await import('./login-log-page');
const { default: OperationLogPage } = await import('./operation-log-page');

const LOGINS: LoginLogRow[] = [
  { id: 2, account: 'bob', ip: '10.0.0.3', userAgent: 'UA-2', outcome: 1100001, outcomeText: 'Wrong account or password', createdAt: '2026-01-10T16:30:00Z' },
  { id: 1, account: 'alice', ip: '10.0.0.1', userAgent: null, outcome: 0, outcomeText: 'Success', createdAt: '2026-01-10T01:00:00+00:00' },
];
const OPERATIONS: OperationLogRow[] = [{
  id: 9, account: 'admin', method: 'POST', path: '/api/reserve/cancelReserveBatch', summary: 'Cancelled 1 booking(s)',
  input: { ids: [7] }, before: [{ id: 7, status: 'approved' }], after: [{ id: 7, status: 'cancelled' }],
  ip: '127.0.0.1', createdAt: '2026-01-11T02:00:00Z',
}];

beforeEach(() => {
  server.calls = [];
  server.handlers = {
    '/system/log/login/page': ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({ rows: LOGINS, total: 25, pageNo, pageSize }),
    '/system/log/operation/page': ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({ rows: OPERATIONS, total: 1, pageNo, pageSize }),
  };
});
afterEach(cleanup);

function renderPage(path: string, Page: ComponentType, url = path, lang: Lang = 'EN') {
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [url] });
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={createI18n(lang)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('LoginLogPage', () => {
  it('shows attempts in Shanghai time with outcome badges, and searches with the filters', async () => {
    const router = renderPage('/loginLog', LoginLogPage);
    const table = await screen.findByRole('table', { name: 'Login log' });
    await within(table).findByText('bob');
    expect(within(table).getByText('2026-01-11 00:30:00')).toBeTruthy();
    expect(within(table).getByText('2026-01-10 09:00:00')).toBeTruthy();
    const badges = table.querySelectorAll('[data-outcome]');
    expect([...badges].map((b) => [b.getAttribute('data-outcome'), b.textContent])).toEqual([
      ['failure', 'Wrong account or password'], ['success', 'Success'],
    ]);
    expect(server.calls[0]).toEqual({ path: '/system/log/login/page', input: { pageNo: 1, pageSize: 10 } });

    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: ' bo ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Outcome' }), { target: { value: 'failure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.calls.at(-1)).toEqual({
      path: '/system/log/login/page', input: { pageNo: 1, pageSize: 10, account: 'bo', outcome: 'failure' },
    }));
    expect(router.state.location.search).toBe('?account=bo&outcome=failure');

    await screen.findByText('25 in total');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.calls.at(-1)?.input).toMatchObject({ pageNo: 2, account: 'bo' }));
  });

  it('reads its filters from the URL, in Chinese', async () => {
    renderPage('/loginLog', LoginLogPage, '/loginLog?outcome=success&dateFrom=2026-01-10&pageNo=3', 'CN');
    expect(await screen.findByRole('table', { name: '登录日志' })).toBeTruthy();
    expect(server.calls[0].input).toEqual({ pageNo: 3, pageSize: 10, outcome: 'success', dateFrom: '2026-01-10' });
  });
});

describe('OperationLogPage', () => {
  it('opens the detail of a row with its input and before / after JSON', async () => {
    renderPage('/operationLog', OperationLogPage);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    await within(table).findByText('Cancelled 1 booking(s)');
    expect(within(table).getByText('2026-01-11 10:00:00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByTestId('operation-detail');
    expect(JSON.parse(within(dialog).getByTestId('snapshot-before').textContent!)).toEqual([{ id: 7, status: 'approved' }]);
    expect(JSON.parse(within(dialog).getByTestId('snapshot-after').textContent!)).toEqual([{ id: 7, status: 'cancelled' }]);
    expect(JSON.parse(within(dialog).getByTestId('snapshot-input').textContent!)).toEqual({ ids: [7] });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByTestId('operation-detail')).toBeNull());
  });

  it('searches by path keyword', async () => {
    renderPage('/operationLog', OperationLogPage);
    await screen.findByRole('table', { name: 'Operation log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Call path' }), { target: { value: 'cancel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.calls.at(-1)?.input).toEqual({ pageNo: 1, pageSize: 10, path: 'cancel' }));
  });
});

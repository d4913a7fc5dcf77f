/**
 * /my with the runtime's data hooks backed by a fake API: the Upcoming tab asks for
 * scope `upcoming`, "Cancel booking" opens the spec's dialog (System prompt, OK /
 * Cancel), OK sends `cancelReserveBatch` with the id, and the card then reads Cancelled
 * even though the refreshed Upcoming list no longer holds it; the All tab asks for `all`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CallContract } from '../../platform/contracts/define-call';
import type { Reservation } from '../../platform/contracts/reserve.contract';
import { createI18n } from '../../platform/i18n/create-i18n';

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
    useCall: (contract: CallContract, input: unknown, options: { enabled?: boolean } = {}) =>
      useQuery({ queryKey: [contract.path, input], queryFn: () => call(contract, input), retry: false, ...options }),
    useMutationCall: (contract: CallContract) => useMutation({ mutationFn: (input: unknown) => call(contract, input) }),
    toaster: { create: () => undefined },
  };
});

const { MyBookingsPage } = await import('./index');

const FUTURE = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

function booking(id: number, siteName: string): Reservation {
  return {
    id, siteId: id, siteName, sceneName: 'Badminton', campusName: 'East Campus',
    start: `${FUTURE}T09:00:00+08:00`, end: `${FUTURE}T10:00:00+08:00`, status: 'approved',
    userId: 1, userName: 'Booker', account: 'booker', createdAt: `${FUTURE}T01:00:00+08:00`,
  };
}

let rows: Reservation[] = [];

beforeEach(() => {
  server.calls = [];
  rows = [booking(1, 'Badminton Court 1'), booking(2, 'Badminton Court 2')];
  server.handlers = {
    '/api/reserve/current/page': ({ scope }: { scope: string }) => {
      const shown = scope === 'upcoming' ? rows.filter((r) => r.status !== 'cancelled') : rows;
      return { rows: shown, total: shown.length, pageNo: 1, pageSize: 10 };
    },
    '/api/reserve/cancelReserveBatch': ({ ids }: { ids: number[] }) => {
      rows = rows.map((r) => (ids.includes(r.id) ? { ...r, status: 'cancelled' } : r));
      return { cancelled: ids.length };
    },
  };
});
afterEach(cleanup);

function renderMy(url = '/my') {
  const router = createMemoryRouter([{ path: '/my', element: <MyBookingsPage /> }], { initialEntries: [url] });
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={createI18n('EN')}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('MyBookingsPage', () => {
  it('cancels after confirmation and shows the card as Cancelled', async () => {
    renderMy();
    const card = await screen.findByRole('article', { name: 'Badminton Court 1' });
    expect(server.calls[0]).toEqual({ path: '/api/reserve/current/page', input: { scope: 'upcoming', pageNo: 1, pageSize: 10 } });

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('System prompt')).toBeTruthy();
    expect(within(dialog).getByText(/Cancel your booking of Badminton Court 1/)).toBeTruthy();
    // Cancel in the dialog does nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((c) => c.path === '/api/reserve/cancelReserveBatch')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === '/api/reserve/cancelReserveBatch').map((c) => c.input)).toEqual([{ ids: [1] }]),
    );
    await waitFor(() => {
      const after = screen.getByRole('article', { name: 'Badminton Court 1' });
      expect(within(after).getByTestId('booking-status').textContent).toBe('Cancelled');
      expect(within(after).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    });
    // The list was refreshed (and no longer held it), the other card is untouched.
    expect(server.calls.filter((c) => c.path === '/api/reserve/current/page').length).toBeGreaterThanOrEqual(2);
    const other = screen.getByRole('article', { name: 'Badminton Court 2' });
    expect(within(other).getByTestId('booking-status').textContent).toBe('Booked');
  });

  it('switches to the All tab through the URL', async () => {
    const router = renderMy();
    await screen.findByRole('article', { name: 'Badminton Court 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=all'));
    await waitFor(() => expect(server.calls.at(-1)?.input).toEqual({ scope: 'all', pageNo: 1, pageSize: 10 }));
  });
});

/**
 * /my in the real runtime on the fake gateway: the Upcoming tab asks for
 * scope `upcoming`, "Cancel booking" opens the spec's dialog (System prompt, OK /
 * Cancel), OK sends `cancelReserveBatch` with the id, and the card then reads Cancelled
 * even though the refreshed Upcoming list no longer holds it, and follows a language switch
 * (read again with `currentDetail`); the All tab asks for `all`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  cancelReserveBatch,
  currentDetail,
  currentPage,
  type Reservation,
} from '../../platform/contracts/reserve.contract';
import { aPage, aReservation, aReservationDetail, renderWithRuntime } from '../../ui/testing';
import { MyBookingsPage } from './index';

let rows: Reservation[] = [];
/** The courts' traditional-Chinese names by booking id. */
const TC_NAMES: Record<number, string> = { 1: '羽毛球1號場', 2: '羽毛球2號場' };

beforeEach(() => {
  rows = [
    aReservation({ id: 1, siteName: 'Badminton Court 1' }),
    aReservation({ id: 2, siteId: 2, siteName: 'Badminton Court 2' }),
  ];
});

async function renderMy(url = '/my') {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    routes: [{ path: '/my', element: <MyBookingsPage /> }],
    serve: (gateway) => {
      gateway.on(currentPage, ({ scope }) =>
        aPage(scope === 'upcoming' ? rows.filter((r) => r.status !== 'cancelled') : rows),
      );
      gateway.on(cancelReserveBatch, ({ ids }) => {
        rows = rows.map((r) => (ids.includes(r.id) ? { ...r, status: 'cancelled' } : r));
        return { cancelled: ids.length };
      });
      // The court's traditional-Chinese name when asked in TC, as the server names places.
      gateway.on(currentDetail, ({ id }, { lang }) => {
        const row = rows.find((r) => r.id === id)!;
        return aReservationDetail({ ...row, siteName: lang === 'TC' ? TC_NAMES[id]! : row.siteName });
      });
    },
  });
}

describe('MyBookingsPage', () => {
  it('cancels after confirmation and shows the card as Cancelled', async () => {
    const { gateway } = await renderMy();
    const card = await screen.findByRole('article', { name: 'Badminton Court 1' });
    expect(gateway.calls(currentPage)[0]).toEqual({ scope: 'upcoming', pageNo: 1, pageSize: 10 });

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('System prompt')).toBeTruthy();
    expect(within(dialog).getByText(/Cancel your booking of Badminton Court 1/)).toBeTruthy();
    // Cancel in the dialog does nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.calls(cancelReserveBatch)).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(cancelReserveBatch)).toEqual([{ ids: [1] }]));
    await waitFor(() => {
      const after = screen.getByRole('article', { name: 'Badminton Court 1' });
      expect(within(after).getByTestId('booking-status').textContent).toBe('Cancelled');
      expect(within(after).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    });
    // The list was refreshed (and no longer held it), the other card is untouched.
    expect(gateway.calls(currentPage).length).toBeGreaterThanOrEqual(2);
    const other = screen.getByRole('article', { name: 'Badminton Court 2' });
    expect(within(other).getByTestId('booking-status').textContent).toBe('Booked');
  });

  it('shows a booking cancelled here in the language chosen afterwards', async () => {
    const { gateway, runtime } = await renderMy();
    const card = await screen.findByRole('article', { name: 'Badminton Court 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(cancelReserveBatch)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(gateway.calls(currentPage).length).toBeGreaterThanOrEqual(2));
    expect(gateway.calls(currentDetail)).toEqual([]);

    act(() => runtime.setLang('TC', { persist: false }));
    const after = await screen.findByRole('article', { name: '羽毛球1號場' });
    expect(within(after).getByTestId('booking-status').textContent).toBe('已取消');
    expect(gateway.calls(currentDetail)).toEqual([{ id: 1 }]);
    expect(screen.queryByRole('article', { name: 'Badminton Court 1' })).toBeNull();
  });

  it('switches to the All tab through the URL', async () => {
    const { gateway, router } = await renderMy();
    await screen.findByRole('article', { name: 'Badminton Court 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router!.state.location.search).toBe('?tab=all'));
    await waitFor(() => expect(gateway.calls(currentPage).at(-1)).toEqual({ scope: 'all', pageNo: 1, pageSize: 10 }));
  });
});

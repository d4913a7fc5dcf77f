/**
 * /reserveManage as a ResourcePage against the fake gateway through the real runtime:
 * the scene filter (loaded from the scene list) goes into the call input, 'cancel on
 * behalf' shows only on cancellable rows and only with its permission, asks 'system
 * prompt' with the booking's details, then cancels.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cancelReserveBatch, reserveManagePage, type Reservation } from '../../platform/contracts/reserve.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { aPage, aReservation, aScene, aUser, renderWithRuntime } from '../../ui/testing';
import ReserveManagePage from './reserve-manage-page';

const future = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const booking = (id: number, status: Reservation['status'], start: string): Reservation =>
  aReservation({ id, siteName: `Court ${id}`, start, end: start, status, userName: 'Bo' });

async function setup(permissions: string[]) {
  const rows = [booking(1, 'approved', future(48)), booking(2, 'completed', future(-48))];
  return renderWithRuntime(<ReserveManagePage />, {
    lang: 'EN',
    url: '/reserveManage',
    user: aUser({ account: 'admin', permissions: ['resv:manage:list', ...permissions] }),
    serve: (gateway) => {
      gateway.on(reserveManagePage, () => aPage(rows));
      gateway.on(sceneList, () => [
        aScene({ id: 3, name: 'Badminton' }),
        aScene({ id: 4, code: 'tennis', name: 'Tennis' }),
      ]);
      gateway.on(cancelReserveBatch, ({ ids }) => {
        for (const id of ids) rows.find((r) => r.id === id)!.status = 'cancelled';
        return { cancelled: 1 };
      });
    },
  });
}

describe('ReserveManagePage', () => {
  it('filters by scene and cancels a booking on behalf after the confirm', async () => {
    const { gateway } = await setup(['resv:manage:cancel']);
    const table = await screen.findByRole('table', { name: 'All bookings' });
    await within(table).findByText('Court 1');
    expect(within(table).getAllByTestId('action-cancel')).toHaveLength(1);

    const scene = screen.getByRole('combobox', { name: 'Scene' });
    await within(scene).findByRole('option', { name: 'Tennis' });
    fireEvent.change(scene, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gateway.requests(reserveManagePage).at(-1)?.body).toMatchObject({ sceneId: '4' }));

    const row = within(table).getByText('Court 1').closest('tr')!;
    fireEvent.click(within(row).getByTestId('action-cancel'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('System prompt')).toBeTruthy();
    expect(dialog.textContent).toContain('on behalf of Bo (booker)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(cancelReserveBatch).map((r) => r.body)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(within(table).queryAllByTestId('action-cancel')).toHaveLength(0));
    expect(table.querySelector('[data-status="cancelled"]')).toBeTruthy();
  });

  it('hides the cancel action and the export without their permissions', async () => {
    await setup([]);
    const table = await screen.findByRole('table', { name: 'All bookings' });
    await within(table).findByText('Court 1');
    expect(within(table).queryAllByTestId('action-cancel')).toHaveLength(0);
    expect(screen.queryByTestId('reserveManage-export')).toBeNull();
  });
});

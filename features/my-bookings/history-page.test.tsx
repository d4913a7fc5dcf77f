/**
 * /history through the real runtime and a fake gateway: the past bookings show as cards
 * linking to /detail (no cancel); the scene and date filters and the page travel in the
 * URL and in the `historyPage` query; Reset clears them; no rows shows the empty state.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Reservation } from '../../platform/contracts/reserve.contract';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { historyPage } from '../../platform/contracts/reserve-details.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { aReservation, aScene, renderWithRuntime } from '../../ui/testing';
import { HistoryPage } from './index';

function row(id: number, over: Partial<Reservation> = {}): Reservation {
  return aReservation({
    id,
    siteName: `Court ${id}`,
    start: '2026-11-02T09:00:00+08:00',
    end: '2026-11-02T10:00:00+08:00',
    status: 'completed',
    userName: 'Demo Booker',
    createdAt: '2026-11-01T09:00:00+08:00',
    ...over,
  });
}

/** Shows the current URL's search for assertions. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

async function renderPage(rows: Reservation[], total = rows.length, url = '/history') {
  const { gateway } = await renderWithRuntime(
    <>
      <HistoryPage />
      <Where />
    </>,
    {
      app: 'terminal',
      lang: 'EN',
      url,
      serve: (gateway) => {
        gateway.on(historyPage, ({ pageNo, pageSize }) => ({ rows, total, pageNo, pageSize }));
        gateway.on(sceneList, () => [
          aScene({ id: 1, code: 'badminton', name: 'Badminton', siteCount: 10 }),
          aScene({ id: 4, code: 'meetingRoom', name: 'Meeting room', siteCount: 6 }),
        ]);
      },
    },
  );
  return gateway;
}

const queries = (gateway: FakeGateway) => gateway.requests(historyPage).map((r) => r.body);

describe('/history', () => {
  it('lists past bookings as cards to their details, without cancel', async () => {
    await renderPage([row(2, { status: 'cancelled' }), row(1, { status: 'noShow' })]);
    const list = await screen.findByRole('list', { name: 'Booking history' });
    const cards = within(list).getAllByTestId('booking-card');
    expect(cards.map((c) => [within(c).getByRole('heading').textContent, c.dataset.status])).toEqual([
      ['Court 2', 'cancelled'],
      ['Court 1', 'noShow'],
    ]);
    expect(within(cards[0]).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/detail?id=2');
    expect(within(list).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('filters by scene and dates through the URL and the query, pages, and resets', async () => {
    const gateway = await renderPage([row(1)], 25);
    await screen.findByRole('list', { name: 'Booking history' });
    const scene = screen.getByLabelText('Scene');
    await waitFor(() => expect(within(scene).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(scene, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(queries(gateway).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '10',
        sceneId: '4',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('?scene=4&from=2026-11-01&to=2026-11-30');

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(queries(gateway).at(-1)).toMatchObject({ pageNo: '2', sceneId: '4' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    // Changing a filter goes back to page 1.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(queries(gateway).at(-1)).toMatchObject({ pageNo: '1', dateTo: '2026-11-15' }));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(queries(gateway).at(-1)).toEqual({ pageNo: '1', pageSize: '10' }));
    expect(screen.getByTestId('where').textContent).toBe('');
  });

  it('says when there is nothing', async () => {
    await renderPage([]);
    expect(await screen.findByText('No past bookings')).toBeTruthy();
  });
});

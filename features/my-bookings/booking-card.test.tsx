/**
 * BookingCard: local date and time in the site's time zone (not the browser's), status
 * label per language, and the Cancel booking button only for cancellable bookings.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { BookingCard, canCancelRow, zoneOfRow, type BookingRow } from './booking-card';
import { renderWithUi, type RenderWithUiOptions } from '../../ui/components/testing';

/** The terminal's components, rendered in English unless told otherwise. */
const renderInTerminal = (ui: Parameters<typeof renderWithUi>[0], options: RenderWithUiOptions = {}) =>
  renderWithUi(ui, { lang: 'EN', ...options });

afterEach(cleanup);

const NOW = new Date('2026-11-22T00:00:00Z');

/** A booking of Court 3 from 09:00 to 10:00 Shanghai time on 23 Nov 2026 (01:00–02:00 UTC). */
function row(over: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 42,
    siteId: 7,
    siteName: 'Court 3',
    sceneName: 'Badminton',
    campusName: 'North campus',
    start: '2026-11-23T01:00:00Z',
    end: '2026-11-23T02:00:00Z',
    status: 'approved',
    userId: 1,
    userName: 'Booker',
    account: 'booker',
    createdAt: '2026-11-21T08:00:00Z',
    timeZone: 'Asia/Shanghai',
    ...over,
  };
}

describe('BookingCard', () => {
  it('formats date and time range in the site time zone, whatever the offset of the strings', () => {
    renderInTerminal(<BookingCard booking={row()} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Court 3' });
    expect(within(card).getByTestId('booking-time').textContent).toBe('09:00–10:00');
    expect(within(card).getByTestId('booking-date').textContent).toBe('Mon, 23 Nov 2026');
    expect(within(card).getByText('Badminton')).toBeTruthy();
    expect(within(card).getByText('North campus')).toBeTruthy();
  });

  it('crosses midnight correctly: 23:30 UTC on the 22nd is the 23rd 07:30 in Shanghai', () => {
    renderInTerminal(
      <BookingCard booking={row({ start: '2026-11-22T23:30:00Z', end: '2026-11-23T00:30:00Z' })} now={NOW} />,
    );
    expect(screen.getByTestId('booking-time').textContent).toBe('07:30–08:30');
    expect(screen.getByTestId('booking-date').textContent).toBe('Mon, 23 Nov 2026');
  });

  it('falls back to the offset of the timestamps when the row has no time zone', () => {
    renderInTerminal(
      <BookingCard
        booking={row({ timeZone: undefined, start: '2026-11-23T09:00:00+08:00', end: '2026-11-23T10:30:00+08:00' })}
        now={NOW}
      />,
    );
    expect(screen.getByTestId('booking-time').textContent).toBe('09:00–10:30');
  });

  it('labels the status and formats the date in CN and TC', () => {
    renderInTerminal(<BookingCard booking={row()} now={NOW} />, { lang: 'CN' });
    expect(screen.getByTestId('booking-status').textContent).toBe('已预约');
    expect(screen.getByTestId('booking-date').textContent).toBe('2026年11月23日 周一');
    cleanup();
    renderInTerminal(<BookingCard booking={row({ status: 'cancelled' })} now={NOW} />, { lang: 'TC' });
    expect(screen.getByTestId('booking-status').textContent).toBe('已取消');
    expect(screen.getByTestId('booking-date').textContent).toBe('2026年11月23日 週一');
  });

  it('offers Cancel booking for a future booked or pending booking and calls back with the row', () => {
    const onCancel = vi.fn();
    renderInTerminal(<BookingCard booking={row()} onCancel={onCancel} now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCancel.mock.calls[0][0].id).toBe(42);
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/detail?id=42');
  });

  it.each(['cancelled', 'rejected', 'completed', 'noShow', 'checkedIn'] as const)(
    'has no Cancel booking button when %s',
    (status) => {
      renderInTerminal(<BookingCard booking={row({ status })} onCancel={() => {}} now={NOW} />);
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
      expect(screen.getByTestId('booking-status').textContent).not.toBe('');
    },
  );

  it('has no Cancel booking button once the booking has started', () => {
    renderInTerminal(<BookingCard booking={row()} onCancel={() => {}} now={new Date('2026-11-23T01:30:00Z')} />);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});

describe('canCancelRow / zoneOfRow', () => {
  it('decides by status and start', () => {
    expect(canCancelRow(row({ status: 'pendingAudit' }), NOW)).toBe(true);
    expect(canCancelRow(row({ status: 'approved', start: '2026-11-21T01:00:00Z' }), NOW)).toBe(false);
    expect(canCancelRow(row({ status: 'cancelled' }), NOW)).toBe(false);
  });
  it('prefers the row zone, else the offset of start', () => {
    expect(zoneOfRow(row())).toBe('Asia/Shanghai');
    expect(zoneOfRow({ start: '2026-11-23T09:00:00+08:00' })).toBe('+08:00');
    expect(zoneOfRow({ start: '2026-11-23T09:00:00Z' })).toBe('+00:00');
  });
});

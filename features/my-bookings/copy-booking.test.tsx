/**
 * "Book again" on /history (copyResv): the dialog books the same site and time on
 * the chosen date and links to the new booking; a refusal of the rules is shown in the
 * dialog.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { copyResv } from '../../platform/contracts/quick.contract';
import { Code } from '../../platform/protocol/codes';
import { aReservationDetail, refuse, renderWithRuntime } from '../../ui/testing';
import { CopyBookingButton } from './index';
import { isPastBooking } from './booking-detail-page';

const SOURCE = {
  id: 5,
  siteId: 3,
  siteName: 'Badminton Court 3',
  start: '2026-11-02T18:00:00+08:00',
  end: '2026-11-02T19:30:00+08:00',
};

async function renderButton(refused: boolean) {
  const { gateway } = await renderWithRuntime(<CopyBookingButton booking={SOURCE} />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => {
      gateway.on(reserveNotices, () => []);
      gateway.on(copyResv, ({ date }) =>
        refused
          ? refuse(Code.RULE_TOO_FAR_AHEAD, 'Bookings can be made at most 14 days ahead')
          : aReservationDetail({
              id: 88,
              siteId: 3,
              siteName: 'Badminton Court 3',
              start: `${date}T18:00:00+08:00`,
              end: `${date}T19:30:00+08:00`,
            }),
      );
    },
  });
  return gateway;
}

describe('Book again', () => {
  it('books the same site and time on the chosen date and links to it', async () => {
    const gateway = await renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Book again' }));
    const dialog = await screen.findByTestId('copy-dialog');
    expect(dialog.textContent).toContain('18:00–19:30');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    const link = await within(dialog).findByRole('link', { name: 'View' });
    expect(link.getAttribute('href')).toBe('/detail?id=88');
    expect(dialog.textContent).toContain('Booked Mon, 30 Nov 2026 18:00–19:30');
    expect(gateway.requests(copyResv).map((r) => r.body)).toEqual([{ id: 5, date: '2026-11-30' }]);
  });

  it('shows a refusal in the dialog', async () => {
    await renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: 'Book again' }));
    const dialog = await screen.findByTestId('copy-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('Bookings can be made at most 14 days ahead')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'View' })).toBeNull();
  });
});

describe('isPastBooking (the detail page offers Book again)', () => {
  const now = new Date('2026-11-24T12:00:00+08:00');
  it('is past once ended or in a final state, not while ahead and active', () => {
    expect(isPastBooking({ status: 'approved', end: '2026-11-24T11:00:00+08:00' }, now)).toBe(true);
    expect(isPastBooking({ status: 'cancelled', end: '2026-11-25T11:00:00+08:00' }, now)).toBe(true);
    expect(isPastBooking({ status: 'approved', end: '2026-11-25T11:00:00+08:00' }, now)).toBe(false);
    expect(isPastBooking({ status: 'pendingAudit', end: '2026-11-25T11:00:00+08:00' }, now)).toBe(false);
  });
});

/**
 * "Book again" on /history (copyResv): the dialog books the same site and time on
 * the chosen date and links to the new booking; a refusal of the rules is shown in the
 * dialog.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fail, ok } from '../../platform/protocol/envelope';
import { Code } from '../../platform/protocol/codes';
import { createFakeGateway } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { CopyBookingButton } from './index';
import { isPastBooking } from './booking-detail-page';

afterEach(cleanup);

const SOURCE = { id: 5, siteId: 3, siteName: 'Badminton Court 3', start: '2026-11-02T18:00:00+08:00', end: '2026-11-02T19:30:00+08:00' };

async function renderButton(refuse: boolean) {
  const gateway = createFakeGateway({
    routes: {
      '/api/reserve/notices': () => ok([]),
      '/api/reserve/copyResv': (req) => (refuse
        ? fail(Code.RULE_TOO_FAR_AHEAD, 'Bookings can be made at most 14 days ahead')
        : ok({
          id: 88, siteId: 3, siteName: 'Badminton Court 3', sceneName: 'Badminton', campusName: 'East Campus',
          start: `${String(req.body.date)}T18:00:00+08:00`, end: `${String(req.body.date)}T19:30:00+08:00`, status: 'approved', userId: 2,
          userName: 'Booker', account: 'booker', createdAt: '2026-11-24T09:00:00+08:00', subject: null, phone: null, remark: null,
          buildingName: 'Sports Centre', floorName: '1F', timeZone: 'Asia/Shanghai', cancelledAt: null, cancellable: true,
        })),
    },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('booker', 'Booker@123');
  render(
    <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter><CopyBookingButton booking={SOURCE} /></MemoryRouter>
    </RuntimeProvider>,
  );
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
    expect(gateway.log.filter((r) => r.path === '/api/reserve/copyResv').map((r) => r.body)).toEqual([{ id: 5, date: '2026-11-30' }]);
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

/**
 * Extend / End early of /detail against the fake gateway: shown only when the reservation
 * statechart allows them; each call carries the booking, the new end and an Idempotency-Key.
 */
import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { endEarly, extend, type ReservationDetail } from '../../platform/contracts/reserve.contract';
import { aReservationDetail, renderWithRuntime } from '../../ui/testing';
import { ExtendActions } from './extend-actions';

const MIN = 60_000;
const booking = (status: ReservationDetail['status'], start: number, end: number): ReservationDetail =>
  aReservationDetail({
    id: 7,
    status,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    createdAt: new Date(start - 60 * MIN).toISOString(),
    cancellable: false,
  });

async function setup(b: ReservationDetail) {
  let changed = 0;
  const { gateway } = await renderWithRuntime(
    <ExtendActions
      booking={b}
      onChanged={() => {
        changed++;
      }}
    />,
    {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(extend, ({ end }) => ({ ...b, end }));
        gateway.on(endEarly, () => ({ ...b, status: 'completed' as const }));
      },
    },
  );
  return { gateway, changed: () => changed };
}

it('offers both actions on a checked-in booking and ends it early with a key', async () => {
  const now = Date.now();
  const { gateway, changed } = await setup(booking('checkedIn', now - 10 * MIN, now + 50 * MIN));
  expect(screen.getByTestId('action-extend-30').textContent).toBe('Extend by 30 min');
  fireEvent.click(screen.getByTestId('action-endEarly'));
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(changed()).toBe(1));
  const [sent] = gateway.requests(endEarly);
  expect(sent.body).toEqual({ id: 7 });
  expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
});

it('extends an approved future booking by the chosen minutes; no End early before check-in', async () => {
  const start = Date.now() + 60 * MIN;
  const { gateway, changed } = await setup(booking('approved', start, start + 60 * MIN));
  expect(screen.queryByTestId('action-endEarly')).toBeNull();
  fireEvent.click(screen.getByTestId('action-extend-60'));
  await waitFor(() => expect(changed()).toBe(1));
  const [sent] = gateway.requests(extend);
  expect(sent.body).toEqual({ id: 7, end: new Date(start + 120 * MIN).toISOString() });
  expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
});

it('shows nothing for a cancelled booking', async () => {
  const start = Date.now() + 60 * MIN;
  await setup(booking('cancelled', start, start + 60 * MIN));
  expect(screen.queryByTestId('extend-actions')).toBeNull();
});

/**
 * Extend / End early of /detail against the fake gateway: shown only when the reservation
 * statechart allows them; each call carries the booking, the new end and an Idempotency-Key.
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReservationDetail } from '../../platform/contracts/reserve.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { ExtendActions } from './extend-actions';

afterEach(cleanup);

const MIN = 60_000;
const booking = (status: ReservationDetail['status'], start: number, end: number): ReservationDetail => ({
  id: 7, siteId: 1, siteName: 'Court 1', sceneName: 'Badminton', campusName: 'East', buildingName: 'B', floorName: '1F',
  start: new Date(start).toISOString(), end: new Date(end).toISOString(), status, userId: 1, userName: 'Booker', account: 'booker',
  createdAt: new Date(start - 60 * MIN).toISOString(), subject: null, phone: null, remark: null, timeZone: 'Asia/Shanghai',
  cancelledAt: null, cancellable: false,
});

async function setup(b: ReservationDetail) {
  const gateway = createFakeGateway({
    users: { booker: { password: 'Booker@123', user: fakeUser({ account: 'booker' }) } },
    routes: {
      '/api/reserve/extend': (req) => ok({ ...b, end: String(req.body.end) }),
      '/api/reserve/endEarly': () => ok({ ...b, status: 'completed' }),
    },
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('booker', 'Booker@123');
  let changed = 0;
  render(
    <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()}>
      <ExtendActions booking={b} onChanged={() => { changed++; }} />
    </RuntimeProvider>,
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
  const sent = gateway.log.find((r) => r.path === '/api/reserve/endEarly')!;
  expect(sent.body).toEqual({ id: 7 });
  expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
});

it('extends an approved future booking by the chosen minutes; no End early before check-in', async () => {
  const start = Date.now() + 60 * MIN;
  const { gateway, changed } = await setup(booking('approved', start, start + 60 * MIN));
  expect(screen.queryByTestId('action-endEarly')).toBeNull();
  fireEvent.click(screen.getByTestId('action-extend-60'));
  await waitFor(() => expect(changed()).toBe(1));
  const sent = gateway.log.find((r) => r.path === '/api/reserve/extend')!;
  expect(sent.body).toEqual({ id: 7, end: new Date(start + 120 * MIN).toISOString() });
  expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
});

it('shows nothing for a cancelled booking', async () => {
  const start = Date.now() + 60 * MIN;
  await setup(booking('cancelled', start, start + 60 * MIN));
  expect(screen.queryByTestId('extend-actions')).toBeNull();
});

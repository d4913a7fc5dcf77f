/**
 * The check-in QR of /detail against the fake gateway: it asks for the booking's code and
 * shows a QR (an SVG image) of the absolute /sign?code= URL, the same URL as a link, and
 * the check-in window in the campus's zone.
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { CheckInQr, signUrlOf } from './check-in-qr';

afterEach(cleanup);

it('shows the QR and the link of the booking\'s check-in URL', async () => {
  const gateway = createFakeGateway({
    users: { booker: { password: 'Booker@123', user: fakeUser({ account: 'booker' }) } },
    routes: { '/api/reserve/sign/code': (req) => ok({ id: Number(req.body.id), code: `${req.body.id}.mac+/=` }) },
    publicRoutes: { '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }) },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('booker', 'Booker@123');
  render(
    <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()}>
      <CheckInQr booking={{ id: 7, start: '2026-11-22T10:00:00+08:00', end: '2026-11-22T10:30:00+08:00', timeZone: 'Asia/Shanghai' }} />
    </RuntimeProvider>,
  );
  const link = await screen.findByTestId('checkin-link');
  const url = `${window.location.origin}/sign?code=7.mac%2B%2F%3D`;
  expect(signUrlOf('7.mac+/=')).toBe(url);
  expect(link.getAttribute('data-url')).toBe(url);
  expect(link.getAttribute('href')).toBe(url);
  expect(screen.getByTestId('checkin-qr').textContent).toContain('(09:45 to 10:15)');
  await waitFor(() => expect(screen.getByRole('img', { name: 'Check-in QR code' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/));
});

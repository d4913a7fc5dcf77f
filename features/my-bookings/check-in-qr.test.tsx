/**
 * The check-in QR of /detail against the fake gateway: it asks for the booking's code and
 * shows a QR (an SVG image) of the absolute /sign?code= URL, the same URL as a link, and
 * the check-in window in the campus's zone.
 */
import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { signCode } from '../../platform/contracts/checkin.contract';
import { renderWithRuntime } from '../../ui/testing';
import { CheckInQr, signUrlOf } from './check-in-qr';

it("shows the QR and the link of the booking's check-in URL", async () => {
  const booking = {
    id: 7,
    start: '2026-11-22T10:00:00+08:00',
    end: '2026-11-22T10:30:00+08:00',
    timeZone: 'Asia/Shanghai',
  };
  const { gateway } = await renderWithRuntime(<CheckInQr booking={booking} />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => gateway.on(signCode, ({ id }) => ({ id, code: `${id}.mac+/=` })),
  });
  const link = await screen.findByTestId('checkin-link');
  const url = `${window.location.origin}/sign?code=7.mac%2B%2F%3D`;
  expect(signUrlOf('7.mac+/=')).toBe(url);
  expect(gateway.calls(signCode)).toEqual([{ id: 7 }]);
  expect(link.getAttribute('data-url')).toBe(url);
  expect(link.getAttribute('href')).toBe(url);
  expect(screen.getByTestId('checkin-qr').textContent).toContain('(09:45 to 10:15)');
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Check-in QR code' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;utf8,%3Csvg/,
    ),
  );
});

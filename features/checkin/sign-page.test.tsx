/**
 * /sign against the fake gateway through the real runtime: a booking whose window is open
 * shows its details and "Check in"; the button sends the code and the page then reads
 * "Checked in"; a refusal is shown in the server's words; a booking of someone else shows
 * no button; a missing code says the link is not valid.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn, signInfo, type SignInfo } from '../../platform/contracts/checkin.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { SignPage } from './sign-page';

const info = (over: Partial<SignInfo> = {}): SignInfo => ({
  id: 7,
  siteName: 'Badminton Court 3',
  campusName: 'Main campus',
  timeZone: 'Asia/Shanghai',
  start: '2026-11-22T10:00:00+08:00',
  end: '2026-11-22T10:30:00+08:00',
  userName: 'Demo Booker',
  status: 'approved',
  opensAt: '2026-11-22T09:45:00+08:00',
  closesAt: '2026-11-22T10:15:00+08:00',
  open: true,
  mayCheckIn: true,
  checkedInAt: null,
  ...over,
});

async function setup(url: string, booking: SignInfo, onSign: () => SignInfo) {
  let current = booking;
  return renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    routes: [{ path: '/sign', element: <SignPage /> }],
    serve: (gateway) => {
      gateway.on(signInfo, () => current);
      gateway.on(signIn, () => (current = onSign()));
    },
  });
}

describe('/sign', () => {
  it('shows the booking and checks it in with the code', async () => {
    const { gateway } = await setup('/sign?code=7.abc', info(), () =>
      info({ status: 'checkedIn', open: false, checkedInAt: '2026-11-22T09:50:00+08:00' }),
    );
    const card = await screen.findByTestId('sign-card');
    expect(within(card).getByText('Demo Booker')).toBeTruthy();
    expect(within(card).getByText('09:45–10:15')).toBeTruthy();
    expect(gateway.requests(signInfo)[0].body).toMatchObject({ code: '7.abc' });

    fireEvent.click(screen.getByTestId('sign-check-in'));
    const result = await screen.findByTestId('sign-result');
    expect(result.textContent).toContain('Checked in');
    expect(gateway.requests(signIn)[0].body).toEqual({ code: '7.abc' });
    await waitFor(() => expect(screen.getByTestId('sign-status').textContent).toBe('Checked in'));
    expect(screen.queryByTestId('sign-check-in')).toBeNull();
  });

  it("shows a refusal in the server's words", async () => {
    const message = 'Check-in for booking 7 is open from 2026-11-22 09:45 to 2026-11-22 10:15, not now';
    await setup('/sign?code=7.abc', info({ open: false }), () => refuse(Code.CHECK_IN_OUTSIDE_WINDOW, message));
    expect((await screen.findByTestId('sign-hint')).textContent).toContain('not open now');
    fireEvent.click(screen.getByTestId('sign-check-in'));
    expect((await screen.findByTestId('sign-error')).textContent).toBe(message);
    expect(screen.queryByTestId('sign-result')).toBeNull();
  });

  it("offers no check-in for someone else's booking, and explains a missing code", async () => {
    await setup('/sign?code=7.abc', info({ mayCheckIn: false }), () => refuse(Code.FORBIDDEN));
    expect((await screen.findByTestId('sign-hint')).textContent).toContain('not your booking');
    expect(screen.queryByTestId('sign-check-in')).toBeNull();
    cleanup();
    await setup('/sign', info(), () => refuse(Code.FORBIDDEN));
    expect(await screen.findByText(/This check-in link is not valid/)).toBeTruthy();
  });
});

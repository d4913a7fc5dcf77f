/**
 * The catering app's /sign page on the fake gateway: a typed code is written off and shown
 * on the green card, then the field is empty and focused again; a refusal shows the
 * server's message on the red card; a double submit sends once; without a camera the page
 * says so and the field still works. Only the camera module (./camera-scanner) is mocked.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mealVoucherWriteOff } from '../../platform/contracts/meal-voucher.contract';
import { signIn, signInfo, type SignInfo } from '../../platform/contracts/checkin.contract';
import { refuse } from '../../platform/session/fake-gateway';
import { Code } from '../../platform/protocol/codes';
import { aUser, renderWithRuntime } from '../../ui/testing';
import SignPage, { meetingCodeOf } from './sign-page';

vi.mock('./camera-scanner', () => ({
  startCameraScan: vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))),
}));

const CODE = '11-20261126-1.AAAAAAAAAAAAAAAAAAAAAA';
const VOUCHER = {
  id: 101,
  personName: 'Demo Booker',
  ticketTypeName: 'Lunch',
  priceCents: 2000,
  validFrom: '2026-11-26',
  validTo: '2026-11-26',
  redeemedAt: '2026-11-26T04:30:00.000Z',
};

const staff = () => aUser({ permissions: ['mc:desk:sign', 'mc:mealVoucher:writeOff'] });

async function typeAndEnter(code: string) {
  const field = await screen.findByTestId('sign-code');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
}

describe('/sign', () => {
  it('writes off a typed code: green card, field cleared and focused', async () => {
    const { gateway } = await renderWithRuntime(<SignPage />, {
      app: 'catering',
      user: staff(),
      lang: 'EN',
      serve: (g) => g.on(mealVoucherWriteOff, () => VOUCHER),
    });
    await typeAndEnter(CODE);
    const card = await screen.findByTestId('sign-result-ok');
    expect(card.textContent).toContain('Written off');
    expect(card.textContent).toContain('Lunch');
    expect(card.textContent).toContain('Demo Booker');
    expect(card.textContent).toContain('2026-11-26');
    expect(card.textContent).toContain('26 Nov 2026, 12:30');
    expect(gateway.calls(mealVoucherWriteOff)).toEqual([{ code: CODE }]);
    const field = screen.getByTestId('sign-code');
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('shows the refusal on the red card and sends a double submit once', async () => {
    const { gateway } = await renderWithRuntime(<SignPage />, {
      app: 'catering',
      user: staff(),
      lang: 'EN',
      serve: (g) =>
        g.on(mealVoucherWriteOff, () =>
          refuse(Code.MEAL_VOUCHER_USED, 'This voucher was already used at 2026-11-26T04:30:00.000Z'),
        ),
    });
    const field = await screen.findByTestId('sign-code');
    fireEvent.change(field, { target: { value: CODE } });
    fireEvent.submit(field.closest('form')!);
    fireEvent.submit(field.closest('form')!);
    const card = await screen.findByTestId('sign-result-fail');
    expect(card.textContent).toContain('Not written off');
    expect(card.textContent).toContain('This voucher was already used at 2026-11-26T04:30:00.000Z');
    expect(gateway.calls(mealVoucherWriteOff)).toHaveLength(1);
  });

  it('says when the camera cannot be used; the field still works', async () => {
    await renderWithRuntime(<SignPage />, {
      app: 'catering',
      user: staff(),
      lang: 'EN',
      serve: (g) =>
        g.on(mealVoucherWriteOff, () => refuse(Code.MEAL_VOUCHER_CODE_INVALID, 'This is not a valid voucher code')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect((await screen.findByTestId('camera-unavailable')).textContent).toContain('The camera cannot be used');
    await typeAndEnter('forged');
    expect((await screen.findByTestId('sign-result-fail')).textContent).toContain('This is not a valid voucher code');
  });

  it('checks a meeting in from its check-in code (or the QR link): green card, then red once done', async () => {
    const MEETING_CODE = '40.BBBBBBBBBBBBBBBBBBBBBB';
    const info: SignInfo = {
      id: 40,
      siteName: 'Meeting Room 301',
      campusName: 'East Campus',
      timeZone: 'Asia/Shanghai',
      start: '2026-11-30T09:00:00+08:00',
      end: '2026-11-30T11:00:00+08:00',
      userName: 'Demo Booker',
      status: 'approved',
      opensAt: '2026-11-30T08:45:00+08:00',
      closesAt: '2026-11-30T09:15:00+08:00',
      open: true,
      mayCheckIn: true,
      checkedInAt: null,
    };
    let checkedIn = false;
    const { gateway } = await renderWithRuntime(<SignPage />, {
      app: 'catering',
      user: staff(),
      lang: 'EN',
      serve: (g) => {
        g.on(mealVoucherWriteOff, () => VOUCHER);
        g.on(signIn, () => {
          if (checkedIn) return refuse(Code.ACTION_NOT_ALLOWED, 'Not allowed in this state');
          checkedIn = true;
          return { ...info, status: 'checkedIn' as const, checkedInAt: '2026-11-30T08:50:00+08:00' };
        });
        g.on(signInfo, () => ({ ...info, status: 'checkedIn' as const, checkedInAt: '2026-11-30T08:50:00+08:00' }));
      },
    });
    await typeAndEnter(`https://venue.example/sign?code=${encodeURIComponent(MEETING_CODE)}`);
    const card = await screen.findByTestId('sign-result-ok');
    expect(card.textContent).toContain('Meeting checked in');
    expect(card.textContent).toContain('Meeting Room 301');
    expect(card.textContent).toContain('09:00–11:00');
    expect(card.textContent).toContain('Demo Booker');
    expect(gateway.calls(signIn)).toEqual([{ code: MEETING_CODE }]);
    expect(gateway.calls(mealVoucherWriteOff)).toHaveLength(0);

    await typeAndEnter(MEETING_CODE);
    const refused = await screen.findByTestId('sign-result-fail');
    expect(refused.textContent).toContain('Meeting check-in refused');
    expect(refused.textContent).toContain("Demo Booker's meeting was checked in at 30 Nov 2026, 08:50");
    expect(gateway.calls(signIn)).toHaveLength(2);
  });

  it('tells meeting codes from voucher codes', () => {
    expect(meetingCodeOf(' 40.BBBBBBBBBBBBBBBBBBBBBB ')).toBe('40.BBBBBBBBBBBBBBBBBBBBBB');
    expect(meetingCodeOf('/sign?code=7.AAAAAAAAAAAAAAAAAAAAA_')).toBe('7.AAAAAAAAAAAAAAAAAAAAA_');
    expect(meetingCodeOf(CODE)).toBeNull();
    expect(meetingCodeOf('forged')).toBeNull();
  });
});

/**
 * The catering app's /sign page on the fake gateway: a typed code is written off and shown
 * on the green card, then the field is empty and focused again; a refusal shows the
 * server's message on the red card; a double submit sends once; without a camera the page
 * says so and the field still works. Only the camera module (./camera-scanner) is mocked.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mealVoucherWriteOff } from '../../platform/contracts/meal-voucher.contract';
import { refuse } from '../../platform/session/fake-gateway';
import { Code } from '../../platform/protocol/codes';
import { aUser, renderWithRuntime } from '../../ui/testing';
import SignPage from './sign-page';

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
});

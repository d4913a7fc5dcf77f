/**
 * /mealVouchers against the fake gateway: the list asks for the caller's own applications and
 * shows their states; `?id=` shows one with its people and vouchers; "Cancel application" is
 * offered exactly in the states whose machine accepts the cancel (checked for every state),
 * asks first and sends the cancel.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  mealVoucherCancel,
  mealVoucherDetail,
  mealVoucherPage,
  type MealVoucherDetail,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { MEAL_VOUCHER_STATES, type MealVoucherState } from '../../machines/meal-voucher.machine';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { canCancelApplication } from './application-steps';
import { MealVouchersPage } from './applications-page';

const row = (id: number, state: MealVoucherState): MealVoucherRow => ({
  id,
  applicationNo: `MV20261129-000${id}`,
  customerId: 3,
  customerName: 'Administration Office',
  applicantUserId: 2,
  applicantName: 'Demo Booker',
  validFrom: '2026-11-29',
  validTo: '2026-11-30',
  state,
  reason: null,
  remark: 'Workshop lunch',
  persons: 2,
  createdAt: '2026-11-29T08:00:00+08:00',
});

const detail = (state: MealVoucherState): MealVoucherDetail => ({
  ...row(1, state),
  totalCents: 8000,
  persons: [
    {
      id: 11,
      userId: 7,
      name: 'Li Lei',
      phone: '13800000001',
      ticketTypeId: 2,
      ticketTypeName: 'Lunch',
      quantityPerDay: 1,
      distribution: { state: 'done', attempts: 1, nextAttemptAt: '2026-11-29T08:00:00+08:00', lastError: null },
      vouchers: [
        {
          id: 101,
          code: '11-20261129-1.AAAAAAAAAAAAAAAAAAAAAA',
          ticketTypeId: 2,
          priceCents: 2000,
          validFrom: '2026-11-29',
          validTo: '2026-11-29',
          state: 'redeemed',
          redeemedAt: '2026-11-29T12:00:00+08:00',
          settledAt: null,
        },
        {
          id: 102,
          code: '11-20261130-1.BBBBBBBBBBBBBBBBBBBBBB',
          ticketTypeId: 2,
          priceCents: 2000,
          validFrom: '2026-11-30',
          validTo: '2026-11-30',
          state: 'issued',
          redeemedAt: null,
          settledAt: null,
        },
      ],
    },
    {
      id: 12,
      userId: null,
      name: 'Wang Fang',
      phone: '13800138000',
      ticketTypeId: 2,
      ticketTypeName: 'Lunch',
      quantityPerDay: 1,
      distribution: null,
      vouchers: [],
    },
  ],
});

describe('/mealVouchers', () => {
  it("lists the caller's own applications with their states", async () => {
    const { gateway } = await renderWithRuntime(<MealVouchersPage />, {
      app: 'terminal',
      lang: 'CN',
      url: '/mealVouchers',
      serve: (g) => g.on(mealVoucherPage, () => aPage([row(2, 'submitted'), row(1, 'rejected')])),
    });
    const cards = await screen.findAllByTestId('application-card');
    expect(cards.map((c) => within(c).getByTestId('application-state').textContent)).toEqual(['已提交', '已驳回']);
    expect(cards[0].textContent).toContain('MV20261129-0002');
    expect(cards[0].textContent).toContain('2 人');
    expect(gateway.calls(mealVoucherPage)).toEqual([{ applicant: 'me', pageNo: 1, pageSize: 10 }]);
  });

  it('offers cancel only where the machine accepts it', () => {
    const cancellable = MEAL_VOUCHER_STATES.filter(canCancelApplication);
    expect(cancellable).toEqual(['submitted', 'audited', 'financeAudited', 'lifeScienceAudited']);
  });

  it('shows an application with its people and vouchers, and cancels it after asking (English)', async () => {
    let state: MealVoucherState = 'audited';
    const { gateway } = await renderWithRuntime(<MealVouchersPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/mealVouchers?id=1',
      serve: (g) => {
        g.on(mealVoucherDetail, () => detail(state));
        g.on(mealVoucherCancel, ({ id }) => {
          state = 'cancelled';
          return row(id, 'cancelled');
        });
      },
    });
    const view = await screen.findByTestId('application-detail');
    expect(within(view).getByTestId('application-state').textContent).toBe('audited');
    const people = within(view).getAllByTestId('application-person');
    expect(people[0].textContent).toContain('Li Lei');
    expect(people[0].textContent).toContain('2 issued, 1 used');
    expect(people[1].textContent).toContain('Wang Fang');
    expect(view.textContent).toContain('CN¥80.00');
    expect(view.textContent).toContain('Workshop lunch');

    fireEvent.click(within(view).getByTestId('application-cancel'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Cancel application MV20261129-0001?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(mealVoucherCancel)).toEqual([{ id: 1 }]));
    await waitFor(() => expect(screen.getByTestId('application-state').textContent).toBe('cancelled'));
    expect(screen.queryByTestId('application-cancel')).toBeNull();
  });

  it('offers no cancel on a distributed application', async () => {
    await renderWithRuntime(<MealVouchersPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/mealVouchers?id=1',
      serve: (g) => g.on(mealVoucherDetail, () => detail('distributed')),
    });
    const view = await screen.findByTestId('application-detail');
    expect(within(view).getByTestId('application-state').textContent).toBe('distributed');
    expect(screen.queryByTestId('application-cancel')).toBeNull();
  });
});

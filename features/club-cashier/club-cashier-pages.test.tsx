/**
 * The cashier's pages against the fake gateway: the desk finds a member, sells a priced item in cents and
 * shows its receipt; /refundRecord asks for refunds only and shows them negative with the totals; the daily
 * close shows the day's figures per method and closes it with the cash counted in cents; the income page
 * shows received, refunded, earned and deferred.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessCashierMembers,
  fitnessCashierReceipt,
  fitnessCashierSell,
  fitnessDayCloseClose,
  fitnessDayClosePage,
  fitnessDayClosePreview,
  fitnessIncomeStatistics,
  fitnessLedgerPage,
} from '../../platform/contracts/club-cashier.contract';
import {
  fitnessCardPage,
  fitnessCardTypeOnSale,
  fitnessPayMethodPage,
} from '../../platform/contracts/membership-card.contract';
import { aCardType, aLedgerRow, aPage, aUser, renderWithRuntime } from '../../ui/testing';
import CashierPage from './cashier-page';
import DayClosePage from './day-close-page';
import IncomeStatisticsPage from './income-page';
import { RefundRecordPage } from './ledger-views';

const CASH = {
  id: 1,
  code: 'cash',
  name: 'Cash',
  nameCn: '现金',
  nameEn: 'Cash',
  nameTc: '現金',
  kind: 'cash' as const,
};
const methods = () => aPage([{ ...CASH, enabled: true, sort: 0 }]);
const totals = { salesCents: 0, refundsCents: 5000, netCents: -5000, count: 1 };

describe('the cashier desk', () => {
  it('finds a member, sells an item in cents and shows its receipt', async () => {
    const sold = aLedgerRow({ id: 42, description: 'Towel', itemKind: 'other', quantity: 2, signedCents: 3000 });
    const { gateway } = await renderWithRuntime(<CashierPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:cashier:page', 'fitness:cashier:sell'] }),
      serve: (g) => {
        g.on(fitnessCashierMembers, () => [
          { id: 7, account: 'alice', name: 'Alice Chen', phone: '138****2222', orgName: null },
        ]);
        g.on(fitnessPayMethodPage, methods);
        g.on(fitnessCardTypeOnSale, () => [aCardType()]);
        g.on(fitnessCardPage, () => aPage([]));
        g.on(fitnessCashierSell, () => sold);
        g.on(fitnessCashierReceipt, () => sold);
      },
    });
    fireEvent.change(screen.getByPlaceholderText('Account, name or mobile'), { target: { value: '1381111' } });
    fireEvent.click(screen.getByTestId('member-search'));
    fireEvent.click(await screen.findByTestId('member-alice'));
    const panel = screen.getByTestId('sell-item');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Cash' })).toBeTruthy());
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Item kind' }), { target: { value: 'other' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Description' }), { target: { value: 'Towel' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Unit price (yuan)' }), { target: { value: '15' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(within(panel).getByTestId('sell-item-submit'));
    const slip = await screen.findByTestId('receipt-slip');
    expect(gateway.calls(fitnessCashierSell)[0]).toMatchObject({
      userId: 7,
      itemKind: 'other',
      description: 'Towel',
      unitCents: 1500,
      quantity: 2,
      methodId: 1,
    });
    expect(within(slip).getByText('30.00')).toBeTruthy();
    expect(within(slip).getByText('R00000042')).toBeTruthy();
  }, 30_000);
});

describe('the ledger views', () => {
  it('/refundRecord asks for refunds only and shows them negative with the totals', async () => {
    const { gateway } = await renderWithRuntime(<RefundRecordPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:ledger:page'] }),
      serve: (g) => {
        g.on(fitnessLedgerPage, () => ({
          ...aPage([
            aLedgerRow({ kind: 'refund', signedCents: -5000, amountCents: 5000, itemKind: 'card', cardNo: 'MC1' }),
          ]),
          totals,
        }));
        g.on(fitnessPayMethodPage, methods);
      },
    });
    const row = (await screen.findByText('MC1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('-50.00')).toBeTruthy();
    expect(gateway.requests(fitnessLedgerPage)[0].body.kind).toBe('refund');
    expect((await screen.findByTestId('ledger-totals')).textContent).toContain('net -50.00');
  }, 30_000);
});

describe('the daily close', () => {
  it('shows the day’s figures and closes it with the cash counted in cents', async () => {
    const { gateway } = await renderWithRuntime(<DayClosePage />, {
      lang: 'CN',
      user: aUser({ account: 'admin', permissions: ['fitness:dayClose:page', 'fitness:dayClose:close'] }),
      serve: (g) => {
        g.on(fitnessDayClosePreview, (input) => ({
          day: input.day,
          methods: [
            {
              methodId: 1,
              methodName: '现金',
              methodKind: 'cash',
              salesCents: 7000,
              refundsCents: 2000,
              netCents: 5000,
              count: 2,
            },
          ],
          salesCents: 7000,
          refundsCents: 2000,
          expectedCashCents: 5000,
          closed: false,
        }));
        g.on(fitnessDayClosePage, () => aPage([]));
        g.on(fitnessDayCloseClose, (input) => ({
          id: 1,
          day: input.day,
          methods: [],
          salesCents: 7000,
          refundsCents: 2000,
          expectedCashCents: 5000,
          countedCashCents: input.countedCashCents,
          differenceCents: input.countedCashCents - 5000,
          note: '',
          staffName: 'Administrator',
          at: '2026-11-20T22:00:00+08:00',
        }));
      },
    });
    expect((await screen.findByTestId('day-close-method')).textContent).toContain('现金');
    expect(screen.getByTestId('day-close-expected').textContent).toContain('50.00');
    fireEvent.change(screen.getByRole('textbox', { name: '实点现金（元）' }), { target: { value: '49.5' } });
    fireEvent.click(screen.getByTestId('day-close-submit'));
    await waitFor(() => expect(gateway.calls(fitnessDayCloseClose)).toHaveLength(1));
    expect(gateway.calls(fitnessDayCloseClose)[0]).toMatchObject({ countedCashCents: 4950 });
  }, 30_000);
});

describe('income statistics', () => {
  it('shows received, refunded, earned and deferred', async () => {
    const row = {
      period: '2026-11-20',
      receivedCents: 30_000,
      refundedCents: 5000,
      earnedCents: 1000,
      deferredCents: 24_000,
    };
    await renderWithRuntime(<IncomeStatisticsPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:income:page'] }),
      serve: (g) => g.on(fitnessIncomeStatistics, () => ({ rows: [row], totals: { ...row, period: 'all' } })),
    });
    expect((await screen.findByTestId('figure-received')).textContent).toContain('300.00');
    expect(screen.getByTestId('figure-deferred').textContent).toContain('240.00');
    expect(screen.getAllByTestId('income-table-row')).toHaveLength(1);
  }, 30_000);
});

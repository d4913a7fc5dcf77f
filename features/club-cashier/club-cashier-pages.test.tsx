/**
 * The cashier's pages against the fake gateway: the desk finds a member, sells a priced item in cents and
 * shows its receipt, and an internal member's price; /cashierCopy refunds part of a desk item's sale (never a
 * card's) and shows the refund's receipt; /refundRecord asks for refunds only and shows them negative with the
 * totals; the daily close shows the day's figures per method and closes it with the cash counted in cents;
 * the income page shows received, refunded, earned and deferred; the desk pays a member's unpaid site order by
 * the chosen method and shows its receipt.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessCashierMembers,
  fitnessCashierReceipt,
  fitnessCashierRefund,
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
import { sportOrderPage, sportOrderPay, type SportOrder } from '../../platform/contracts/sport-site.contract';
import { aCardType, aLedgerRow, aPage, aUser, renderWithRuntime } from '../../ui/testing';
import CashierPage from './cashier-page';
import DayClosePage from './day-close-page';
import IncomeStatisticsPage from './income-page';
import { CashierCopyPage, RefundRecordPage } from './ledger-views';

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
          { id: 7, account: 'alice', name: 'Alice Chen', phone: '138****2222', orgName: null, inner: null },
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

describe('site orders at the desk', () => {
  it('lists the member’s own site orders and pays an unpaid one by the chosen method', async () => {
    const anOrder = (over: Partial<SportOrder>): SportOrder => ({
      id: 51,
      siteId: 3,
      siteName: 'Basketball Court 2',
      sceneName: 'Basketball',
      userName: 'Alice Chen',
      account: 'alice',
      start: '2099-11-30T10:00:00+08:00',
      end: '2099-11-30T11:00:00+08:00',
      status: 'approved',
      amountCents: 6000,
      payState: 'unpaid',
      paymentId: null,
      createdAt: '2099-11-29T10:00:00+08:00',
      ...over,
    });
    const receipt = aLedgerRow({ id: 77, itemKind: 'site', signedCents: 6000 });
    const { gateway } = await renderWithRuntime(<CashierPage />, {
      lang: 'EN',
      user: aUser({
        account: 'admin',
        permissions: ['fitness:cashier:page', 'fitness:sportOrder:page', 'fitness:sportOrder:pay'],
      }),
      serve: (g) => {
        g.on(fitnessCashierMembers, () => [
          { id: 7, account: 'alice', name: 'Alice Chen', phone: '138****2222', orgName: null, inner: null },
        ]);
        g.on(fitnessPayMethodPage, () =>
          aPage([
            { ...CASH, enabled: true, sort: 0 },
            { ...CASH, id: 2, code: 'bank', name: 'Bank card', kind: 'bankCard' as const, enabled: true, sort: 1 },
          ]),
        );
        g.on(fitnessCardTypeOnSale, () => [aCardType()]);
        g.on(fitnessCardPage, () => aPage([]));
        g.on(sportOrderPage, () =>
          aPage([
            anOrder({}),
            anOrder({ id: 52, payState: 'paid', paymentId: 70 }),
            anOrder({ id: 53, account: 'alice2' }),
          ]),
        );
        g.on(sportOrderPay, () => anOrder({ payState: 'paid', paymentId: 77 }));
        g.on(fitnessCashierReceipt, () => receipt);
      },
    });
    fireEvent.change(screen.getByPlaceholderText('Account, name or mobile'), { target: { value: 'alice' } });
    fireEvent.click(screen.getByTestId('member-search'));
    fireEvent.click(await screen.findByTestId('member-alice'));
    const card = await screen.findByTestId('sport-order-51');
    // Another account containing the keyword is not the member's.
    expect(screen.queryByTestId('sport-order-53')).toBeNull();
    expect(within(screen.getByTestId('sport-order-52')).getByText('Paid')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bank card' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment method' }), { target: { value: '2' } });
    fireEvent.click(within(card).getByTestId('sport-order-pay-51'));
    await screen.findByTestId('receipt-slip');
    expect(gateway.calls(sportOrderPay)).toEqual([{ id: 51, methodId: 2 }]);
    expect(gateway.calls(sportOrderPage)[0]).toMatchObject({ keyword: 'alice' });
  }, 30_000);
});

describe('internal members at the desk', () => {
  it('shows the member as internal and the internal price of the types it applies to', async () => {
    await renderWithRuntime(<CashierPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:cashier:page', 'fitness:card:buy'] }),
      serve: (g) => {
        g.on(fitnessCashierMembers, () => [
          {
            id: 8,
            account: 'staff1',
            name: 'Staff One',
            phone: '',
            orgName: null,
            inner: { cardTypeId: 2, validTo: '2026-12-31' },
          },
        ]);
        g.on(fitnessPayMethodPage, methods);
        g.on(fitnessCardTypeOnSale, () => [
          aCardType({ id: 1, name: 'Gym month card', priceCents: 30_000, innerPriceCents: 10_000 }),
          aCardType({ id: 2, name: 'Staff card', priceCents: 30_000, innerPriceCents: 12_000 }),
        ]);
        g.on(fitnessCardPage, () => aPage([]));
      },
    });
    fireEvent.change(screen.getByPlaceholderText('Account, name or mobile'), { target: { value: 'staff' } });
    fireEvent.click(screen.getByTestId('member-search'));
    fireEvent.click(await screen.findByTestId('member-staff1'));
    expect(screen.getByTestId('member-inner').textContent).toBe('Internal member (until 2026-12-31)');
    const select = within(screen.getByTestId('sell-card')).getByRole('combobox', { name: 'Card type' });
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Gym month card · ¥300.00', 'Staff card · internal ¥120.00 (list ¥300.00)']);
  }, 30_000);
});

describe('refunds of desk items', () => {
  it('refunds part of what is left of a desk sale with a reason, then shows the refund’s receipt', async () => {
    const sale = aLedgerRow({ id: 5, description: 'Spinning', amountCents: 10_000, refundedCents: 3000 });
    const cardSale = aLedgerRow({
      id: 6,
      item: 'buy',
      itemKind: 'card',
      description: '',
      cardNo: 'MC00000006',
      cardTypeName: 'Gym month card',
    });
    const refund = aLedgerRow({
      id: 9,
      kind: 'refund',
      amountCents: 2000,
      signedCents: -2000,
      refundOfId: 5,
      reason: 'Missed a class',
    });
    const { gateway } = await renderWithRuntime(<CashierCopyPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:ledger:page', 'fitness:cashier:refund'] }),
      serve: (g) => {
        g.on(fitnessLedgerPage, () => ({ ...aPage([sale, cardSale]), totals }));
        g.on(fitnessPayMethodPage, methods);
        g.on(fitnessCashierRefund, () => refund);
        g.on(fitnessCashierReceipt, () => refund);
      },
    });
    const cardRow = (await screen.findByText('Gym month card')).closest('tr') as HTMLElement;
    expect(within(cardRow).queryByTestId('action-refund')).toBeNull();
    const row = screen.getByText('Spinning').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-refund'));
    const dialog = await screen.findByTestId('refund-dialog');
    expect(within(dialog).getByTestId('refund-left').textContent).toBe('¥70.00 left to refund (¥30.00 refunded)');
    const submit = within(dialog).getByTestId('refund-submit') as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' }), { target: { value: '80' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Missed a class' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' }), { target: { value: '20' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(gateway.calls(fitnessCashierRefund)).toHaveLength(1));
    expect(gateway.calls(fitnessCashierRefund)[0]).toEqual({
      id: 5,
      amountCents: 2000,
      methodId: 1,
      reason: 'Missed a class',
    });
    const slip = await screen.findByTestId('receipt-slip');
    expect(within(slip).getByText('Missed a class')).toBeTruthy();
    expect(within(slip).getByText('-20.00')).toBeTruthy();
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

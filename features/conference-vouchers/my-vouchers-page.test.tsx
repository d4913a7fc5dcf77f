/**
 * /myMealVoucher and /myMealVoucherDetail against the fake gateway: the list asks for the
 * unused vouchers by default and for all on the All tab; each voucher shows its QR — the
 * signed code itself, what the catering app's write-off takes — its day and whether it was
 * used (and when); the detail shows the QR large with the code, "Used" with the time once
 * written off, and "does not exist" for a voucher that is not the caller's.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  mealVoucherMyVoucherDetail,
  mealVoucherMyVouchers,
  type HeldVoucher,
} from '../../platform/contracts/meal-voucher.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse } from '../../platform/session/fake-gateway';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { MyMealVoucherDetailPage, MyMealVoucherPage } from './my-vouchers-page';

const voucher = (over: Partial<HeldVoucher>): HeldVoucher => ({
  id: 101,
  code: '11-20261129-1.AAAAAAAAAAAAAAAAAAAAAA',
  applicationId: 1,
  applicationNo: 'MV20261129-0001',
  customerName: 'Administration Office',
  personName: 'Li Lei',
  ticketTypeId: 2,
  ticketTypeName: 'Lunch',
  priceCents: 2000,
  validFrom: '2026-11-29',
  validTo: '2026-11-29',
  state: 'issued',
  status: 'unused',
  used: false,
  redeemedAt: null,
  ...over,
});

const UNUSED = voucher({});
const USED = voucher({
  id: 102,
  code: '11-20261128-1.BBBBBBBBBBBBBBBBBBBBBB',
  validFrom: '2026-11-28',
  validTo: '2026-11-28',
  state: 'redeemed',
  status: 'used',
  used: true,
  redeemedAt: '2026-11-28T04:30:00.000Z',
});

/** The code a QR image encodes, once drawn. */
const qrCodes = async (root: HTMLElement) =>
  waitFor(() => {
    const images = within(root).getAllByTestId('voucher-qr');
    for (const img of images) expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    return images.map((img) => img.getAttribute('data-code'));
  });

describe('/myMealVoucher', () => {
  it('shows unused vouchers by default, then all with used and unused, each with its QR (English)', async () => {
    const { gateway } = await renderWithRuntime(<MyMealVoucherPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/myMealVoucher',
      serve: (g) => g.on(mealVoucherMyVouchers, ({ status }) => aPage(status === 'unused' ? [UNUSED] : [UNUSED, USED])),
    });
    const first = await screen.findAllByTestId('voucher-card');
    expect(first).toHaveLength(1);
    expect(gateway.calls(mealVoucherMyVouchers)).toEqual([{ status: 'unused', pageNo: 1, pageSize: 10 }]);

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('voucher-card')).toHaveLength(2));
    expect(gateway.calls(mealVoucherMyVouchers).at(-1)).toEqual({ pageNo: 1, pageSize: 10 });
    const [unused, used] = screen.getAllByTestId('voucher-card');
    expect(within(unused).getByTestId('voucher-status').textContent).toBe('Unused');
    expect(unused.textContent).toContain('Valid on 29 Nov 2026');
    expect(within(used).getByTestId('voucher-status').textContent).toBe('Used');
    expect(used.textContent).toContain('Used at 28 Nov 2026, 12:30');
    expect(await qrCodes(screen.getByRole('list', { name: 'All' }))).toEqual([UNUSED.code, USED.code]);
    expect(within(unused).getByRole('link', { name: 'Open Lunch (29 Nov 2026)' }).getAttribute('href')).toBe(
      '/myMealVoucherDetail?id=101',
    );
  });

  it('says so when there is none (Chinese)', async () => {
    await renderWithRuntime(<MyMealVoucherPage />, {
      app: 'terminal',
      lang: 'CN',
      url: '/myMealVoucher',
      serve: (g) => g.on(mealVoucherMyVouchers, () => aPage([])),
    });
    expect(await screen.findByText('这里没有餐券')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '未使用', selected: true })).toBeTruthy();
  });
});

describe('/myMealVoucherDetail', () => {
  it('shows an unused voucher with its QR and code (Chinese)', async () => {
    const { gateway } = await renderWithRuntime(<MyMealVoucherDetailPage />, {
      app: 'terminal',
      lang: 'CN',
      url: '/myMealVoucherDetail?id=101',
      serve: (g) => g.on(mealVoucherMyVoucherDetail, () => UNUSED),
    });
    const view = await screen.findByTestId('voucher-detail');
    expect(within(view).getByTestId('voucher-status').textContent).toBe('未使用');
    expect(view.textContent).toContain('2026年11月29日 当天有效');
    expect(within(view).getByTestId('voucher-hint').textContent).toBe('请在餐厅出示此二维码核销，每张只能使用一次。');
    expect(view.textContent).toContain(UNUSED.code);
    expect(await qrCodes(view)).toEqual([UNUSED.code]);
    expect(screen.getByRole('img', { name: '餐券二维码' })).toBeTruthy();
    expect(gateway.calls(mealVoucherMyVoucherDetail)).toEqual([{ id: 101 }]);
  });

  it('shows a used voucher as used, with when (English)', async () => {
    await renderWithRuntime(<MyMealVoucherDetailPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/myMealVoucherDetail?id=102',
      serve: (g) => g.on(mealVoucherMyVoucherDetail, () => USED),
    });
    const view = await screen.findByTestId('voucher-detail');
    expect(within(view).getByTestId('voucher-status').textContent).toBe('Used');
    expect(within(view).getByTestId('voucher-hint').textContent).toBe('Used at 28 Nov 2026, 12:30');
  });

  it("answers a voucher that is not the caller's as not existing", async () => {
    await renderWithRuntime(<MyMealVoucherDetailPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/myMealVoucherDetail?id=999',
      serve: (g) => g.on(mealVoucherMyVoucherDetail, () => refuse(Code.NOT_FOUND, 'Not found')),
    });
    expect(await screen.findByText('This voucher does not exist')).toBeTruthy();
    expect(screen.queryByTestId('voucher-qr')).toBeNull();
  });
});

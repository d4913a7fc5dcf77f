/**
 * The back office's /settlement page against the fake gateway: the statements of the chosen
 * kind with the status counts and the totals; each row offers exactly the steps the
 * statement's state and the user's permissions allow (a table written here from spec §4,
 * independently of the machine); confirming asks, sends `confirm` and reads the list again;
 * a refused batch names the refused statement and shows nothing as confirmed; the invoice
 * dialog refuses bad input before any call; export saves the answer's decoded bytes under
 * its name; the details drawer and the billing rule; the texts follow the language (TC).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDropdown } from '../../platform/contracts/catering-catalogue.contract';
import {
  meetingSettlementGetPageCount,
  meetingSettlementGetTotalAmount,
  meetingSettlementPage,
  ruleCateringDetail,
  ruleCateringEdit,
  summarySettlementBatchConfirm,
  summarySettlementConfirm,
  summarySettlementDetail,
  summarySettlementExport,
  summarySettlementGetPageCount,
  summarySettlementGetTotalAmount,
  summarySettlementInvoice,
  summarySettlementPage,
  summarySettlementStatement,
  type SettlementRow,
  type SettlementState,
} from '../../platform/contracts/settlement.contract';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { formatMoney } from '../../ui/components';
import { toaster } from '../../ui/runtime';
import { aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import SettlementsPage from './settlements-page';
import { aCateringRule, aPageCount, aSettlementDetail, aSettlementRow, someTotals } from './test-builders';

const PAGE = 'mc:settlement:page';
const ALL = [PAGE, 'mc:settlement:confirm', 'mc:settlement:invoice', 'mc:settlement:export', 'mc:ruleCatering:edit'];

/** The actions each state offers to a user holding every button permission (spec §4). */
const OFFERED: Record<SettlementState, string[]> = {
  pending: ['confirm', 'statement', 'detail'],
  confirmed: ['invoice', 'statement', 'detail'],
  invoiced: ['statement', 'detail'],
};

const PENDING = aSettlementRow({ id: 1, state: 'pending' });
const CONFIRMED = aSettlementRow({
  id: 2,
  state: 'confirmed',
  customerName: 'Physics Department',
  period: '2026-10',
  sequence: 2,
  amountCents: 50000,
  meetingCents: 50000,
  cateringCents: 0,
  confirmedAt: '2026-11-02T10:30:00+08:00',
  confirmedByName: 'Finance Wang',
});
const INVOICED = aSettlementRow({
  id: 3,
  state: 'invoiced',
  confirmedAt: '2026-11-02T10:30:00+08:00',
  confirmedByName: 'Finance Wang',
  invoiceNo: 'INV-0003',
  invoiceDate: '2026-11-05',
  invoiceAmountCents: 128050,
});

interface Setup {
  permissions?: string[];
  rows?: SettlementRow[];
  lang?: 'EN' | 'TC' | 'CN';
  serve?: (gateway: FakeGateway) => void;
}

async function setup({ permissions = ALL, rows = [PENDING, CONFIRMED, INVOICED], lang = 'EN', serve }: Setup = {}) {
  const result = await renderWithRuntime(<SettlementsPage />, {
    lang,
    user: aUser({ account: 'finance', permissions }),
    serve: (gateway) => {
      gateway.on(customerDropdown, () => [
        { id: 7, name: 'Administration Office', kind: 'internal', orgId: 1 },
        { id: 8, name: 'Physics Department', kind: 'internal', orgId: 2 },
      ]);
      gateway.on(summarySettlementPage, () => aPage(rows));
      gateway.on(summarySettlementGetPageCount, () => aPageCount({ pending: 1, confirmed: 1, invoiced: 1 }));
      gateway.on(summarySettlementGetTotalAmount, () =>
        someTotals({
          count: 3,
          amountCents: 306100,
          pendingCents: 128050,
          confirmedCents: 50000,
          invoicedCents: 128050,
        }),
      );
      gateway.on(summarySettlementDetail, ({ id }) => aSettlementDetail({ id }));
      gateway.on(ruleCateringDetail, () => aCateringRule());
      serve?.(gateway);
    },
  });
  await screen.findByText(PENDING.settlementNo);
  return result;
}

/** The table row showing `settlementNo`. */
function rowOf(settlementNo: string): HTMLElement {
  return screen.getByText(settlementNo).closest('tr') as HTMLElement;
}

/** The action test ids a row shows, in order. */
function actionsOf(settlementNo: string): string[] {
  return [...rowOf(settlementNo).querySelectorAll('[data-testid^="action-"]')].map((b) =>
    (b.getAttribute('data-testid') ?? '').slice('action-'.length),
  );
}

/** Ticks the rows of `settlementNos`, one after the other (each tick shown before the next). */
async function select(...settlementNos: string[]) {
  for (const [i, no] of settlementNos.entries()) {
    fireEvent.click(within(rowOf(no)).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('batch-selected').textContent).toBe(`${i + 1} selected`));
  }
}

/** The state shown in a row's badge. */
function badgeOf(settlementNo: string): string {
  return within(rowOf(settlementNo)).getByTestId(/^state-/).textContent ?? '';
}

// Toasts live in one toaster for the whole file: each test starts without the last one's.
afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('/settlement', { timeout: 30_000 }, () => {
  it('lists the summary statements with the status counts and the totals', async () => {
    const { gateway } = await setup();
    expect(screen.getByTestId('kind-tab-summary').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tab-all').textContent).toBe('All (3)');
    expect(screen.getByTestId('tab-pending').textContent).toBe('Pending (1)');
    expect(screen.getByTestId('tab-invoiced').textContent).toBe('Invoiced (1)');
    await waitFor(() => expect(screen.getByTestId('totals-count').textContent).toBe('3 statements'));
    expect(screen.getByTestId('totals-amount').textContent).toBe(formatMoney(306100, 'EN'));
    expect(screen.getByTestId('totals-pending').textContent).toBe(formatMoney(128050, 'EN'));
    expect(screen.getByTestId('totals-confirmed').textContent).toBe(formatMoney(50000, 'EN'));
    expect(screen.getByTestId('totals-invoiced').textContent).toBe(formatMoney(128050, 'EN'));

    const second = within(rowOf(CONFIRMED.settlementNo));
    expect(second.getByText('Physics Department')).toBeTruthy();
    expect(second.getByText('2026-10 (statement 2)')).toBeTruthy();
    expect(second.getByText('Finance Wang')).toBeTruthy();
    expect(second.getByText('2026-11-02 10:30')).toBeTruthy();
    const first = rowOf(PENDING.settlementNo);
    expect(within(first).getByText('2026-10')).toBeTruthy();
    expect(first.querySelector('[data-column="meetingPart"]')?.textContent).toBe(formatMoney(80000, 'EN'));
    expect(first.querySelector('[data-column="cateringPart"]')?.textContent).toBe(formatMoney(48050, 'EN'));
    expect(first.querySelector('[data-column="amount"]')?.textContent).toBe(formatMoney(128050, 'EN'));
    expect(within(rowOf(INVOICED.settlementNo)).getByText('INV-0003')).toBeTruthy();
    expect(badgeOf(INVOICED.settlementNo)).toBe('Invoiced');
    expect(gateway.calls(summarySettlementPage)[0]).toMatchObject({ pageNo: 1, pageSize: 10 });

    // The Meeting tab reads the meeting calls and has no meeting / catering parts.
    gateway.on(meetingSettlementPage, () => aPage([aSettlementRow({ id: 9, kind: 'meeting', settlementNo: 'SM-9' })]));
    gateway.on(meetingSettlementGetPageCount, () => aPageCount({ pending: 1 }));
    gateway.on(meetingSettlementGetTotalAmount, () => someTotals({ count: 1, amountCents: 128050 }));
    fireEvent.click(screen.getByTestId('kind-tab-meeting'));
    await screen.findByText('SM-9');
    expect(gateway.calls(meetingSettlementPage)).toHaveLength(1);
    expect(screen.queryByText(PENDING.settlementNo)).toBeNull();
    expect(rowOf('SM-9').querySelector('[data-column="meetingPart"]')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('totals-count').textContent).toBe('1 statements'));
    expect(screen.getByTestId('tab-all').textContent).toBe('All (1)');
  });

  it('sends the period, customer and keyword filters and the status tab to the list, counts and totals', async () => {
    const { gateway } = await setup();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Physics Department' })).toHaveLength(1));
    fireEvent.change(screen.getByTestId('period-mode'), { target: { value: 'range' } });
    fireEvent.change(screen.getByTestId('period-from'), { target: { value: '2026-08' } });
    fireEvent.change(screen.getByTestId('period-to'), { target: { value: '2026-10' } });
    fireEvent.change(screen.getByTestId('customer-filter'), { target: { value: '8' } });
    fireEvent.change(screen.getByTestId('keyword-filter'), { target: { value: ' ST2026 ' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    const filters = { periodFrom: '2026-08', periodTo: '2026-10', customerId: 8, keyword: 'ST2026' };
    await waitFor(() => expect(gateway.calls(summarySettlementGetPageCount).at(-1)).toEqual(filters));
    await waitFor(() => expect(gateway.calls(summarySettlementGetTotalAmount).at(-1)).toEqual(filters));
    expect(gateway.calls(summarySettlementPage).at(-1)).toEqual({ ...filters, pageNo: 1, pageSize: 10 });

    fireEvent.click(screen.getByTestId('tab-confirmed'));
    await waitFor(() =>
      expect(gateway.calls(summarySettlementPage).at(-1)).toEqual({
        ...filters,
        state: 'confirmed',
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('offers on each row exactly the steps its state and the permissions allow', async () => {
    await setup();
    for (const row of [PENDING, CONFIRMED, INVOICED]) expect(actionsOf(row.settlementNo)).toEqual(OFFERED[row.state]);
  });

  it('offers only the reads to a user without the button permissions, and no batch confirm or export', async () => {
    await setup({ permissions: [PAGE] });
    for (const row of [PENDING, CONFIRMED, INVOICED])
      expect(actionsOf(row.settlementNo)).toEqual(['statement', 'detail']);
    expect(screen.queryByTestId('batch-confirm')).toBeNull();
    expect(screen.queryByTestId('settlement-export')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers confirm but not invoice to a user who may confirm only', async () => {
    await setup({ permissions: [PAGE, 'mc:settlement:confirm'] });
    expect(actionsOf(PENDING.settlementNo)).toEqual(['confirm', 'statement', 'detail']);
    expect(actionsOf(CONFIRMED.settlementNo)).toEqual(['statement', 'detail']);
  });

  it('confirms a statement after asking, then reads the list, counts and totals again', async () => {
    let rows = [PENDING, CONFIRMED, INVOICED];
    const { gateway } = await setup({
      serve: (g) => {
        g.on(summarySettlementPage, () => aPage(rows));
        g.on(summarySettlementConfirm, ({ id }) => {
          rows = rows.map((r) => (r.id === id ? { ...r, state: 'confirmed' as const } : r));
          return rows.find((r) => r.id === id)!;
        });
      },
    });
    const lists = gateway.calls(summarySettlementPage).length;
    const counts = gateway.calls(summarySettlementGetPageCount).length;
    fireEvent.click(within(rowOf(PENDING.settlementNo)).getByTestId('action-confirm'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(
      `Confirm statement ${PENDING.settlementNo} of Administration Office (${formatMoney(128050, 'EN')})?`,
    );
    expect(gateway.calls(summarySettlementConfirm)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(summarySettlementConfirm)).toEqual([{ id: PENDING.id }]));
    await waitFor(() => expect(badgeOf(PENDING.settlementNo)).toBe('Confirmed'));
    expect(gateway.calls(summarySettlementPage).length).toBeGreaterThan(lists);
    expect(gateway.calls(summarySettlementGetPageCount).length).toBeGreaterThan(counts);
    expect(actionsOf(PENDING.settlementNo)).toEqual(OFFERED.confirmed);
    expect(await screen.findByText(`Statement ${PENDING.settlementNo} confirmed`)).toBeTruthy();
  });

  it('confirms the selected statements in one batch call', async () => {
    const second = aSettlementRow({ id: 4, settlementNo: 'ST202610-0004' });
    const { gateway } = await setup({
      rows: [PENDING, second, INVOICED],
      serve: (g) => g.on(summarySettlementBatchConfirm, ({ ids }) => ({ confirmed: ids })),
    });
    expect((screen.getByTestId('batch-confirm') as HTMLButtonElement).disabled).toBe(true);
    await select(PENDING.settlementNo, second.settlementNo);
    fireEvent.click(screen.getByTestId('batch-confirm'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Confirm the 2 selected statements?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(summarySettlementBatchConfirm)).toEqual([{ ids: [1, 4] }]));
    expect(await screen.findByText('2 statements confirmed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('batch-selected').textContent).toBe('0 selected'));
  });

  it('shows a refused batch naming the refused statement, and nothing as confirmed', async () => {
    const message = `Statement ${CONFIRMED.settlementNo} is Confirmed and cannot be confirmed; nothing was confirmed`;
    const { gateway } = await setup({
      serve: (g) =>
        g.on(summarySettlementBatchConfirm, () =>
          refuse(Code.SETTLEMENT_BATCH_REFUSED, message, { settlementNo: CONFIRMED.settlementNo }),
        ),
    });
    const lists = gateway.calls(summarySettlementPage).length;
    await select(PENDING.settlementNo, CONFIRMED.settlementNo);
    fireEvent.click(screen.getByTestId('batch-confirm'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'OK' }));
    const refused = await screen.findByTestId('batch-refused');
    expect(gateway.calls(summarySettlementBatchConfirm)).toEqual([{ ids: [1, 2] }]);
    expect(refused.textContent).toContain('No statement was confirmed');
    expect(refused.textContent).toContain(CONFIRMED.settlementNo);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.queryByText(/statements confirmed/)).toBeNull();
    expect(badgeOf(PENDING.settlementNo)).toBe('Pending');
    await waitFor(() => expect(gateway.calls(summarySettlementPage).length).toBeGreaterThan(lists));
  });

  it('records an invoice only once number, date and amount are valid, the amount prefilled', async () => {
    const { gateway } = await setup({
      serve: (g) =>
        g.on(summarySettlementInvoice, ({ id, invoiceNo }) => ({
          ...CONFIRMED,
          id,
          state: 'invoiced' as const,
          invoiceNo,
        })),
    });
    fireEvent.click(within(rowOf(CONFIRMED.settlementNo)).getByTestId('action-invoice'));
    const dialog = await screen.findByTestId('invoice-dialog');
    expect((within(dialog).getByTestId('invoice-amount') as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(within(dialog).getByTestId('invoice-date'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByTestId('invoice-amount'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByTestId('invoice-save'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('invoice-error-invoiceNo').textContent).toBe('This field is required'),
    );
    expect(within(dialog).getByTestId('invoice-error-invoiceDate').textContent).toBe('This field is required');
    expect(within(dialog).getByTestId('invoice-error-amount').textContent).toBe(
      'Enter an amount such as 1280 or 1280.50 (at most two decimals)',
    );
    expect(gateway.calls(summarySettlementInvoice)).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('invoice-no'), { target: { value: ' INV-0002 ' } });
    fireEvent.change(within(dialog).getByTestId('invoice-date'), { target: { value: '2026-11-06' } });
    fireEvent.change(within(dialog).getByTestId('invoice-amount'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByTestId('invoice-save'));
    await waitFor(() =>
      expect(gateway.calls(summarySettlementInvoice)).toEqual([
        { id: CONFIRMED.id, invoiceNo: 'INV-0002', invoiceDate: '2026-11-06', amountCents: 50000 },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('invoice-dialog')).toBeNull());
  });

  it("shows the server's refusal of a taken invoice number under the field", async () => {
    const taken = 'Invoice number INV-0003 is already on statement ST202610-0003';
    await setup({
      serve: (g) => g.on(summarySettlementInvoice, () => refuse(Code.SETTLEMENT_INVOICE_NO_TAKEN, taken)),
    });
    fireEvent.click(within(rowOf(CONFIRMED.settlementNo)).getByTestId('action-invoice'));
    const dialog = await screen.findByTestId('invoice-dialog');
    fireEvent.change(within(dialog).getByTestId('invoice-no'), { target: { value: 'INV-0003' } });
    fireEvent.click(within(dialog).getByTestId('invoice-save'));
    await waitFor(() => expect(within(dialog).getByTestId('invoice-error-invoiceNo').textContent).toBe(taken));
    expect(screen.getByTestId('invoice-dialog')).toBeTruthy();
  });

  it('exports the filtered statements and saves the decoded bytes under the name the server gave', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const bytes = [0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10];
    const { gateway } = await setup({
      serve: (g) =>
        g.on(summarySettlementExport, () => ({
          fileName: 'settlements-2026-10.xlsx',
          contentBase64: btoa(String.fromCharCode(...bytes)),
        })),
    });
    fireEvent.change(screen.getByTestId('period-month'), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    fireEvent.click(screen.getByTestId('tab-pending'));
    await waitFor(() => expect(gateway.calls(summarySettlementPage).at(-1)).toMatchObject({ state: 'pending' }));
    fireEvent.click(screen.getByTestId('settlement-export'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(gateway.calls(summarySettlementExport)).toEqual([{ period: '2026-10', state: 'pending' }]);
    expect(names).toEqual(['settlements-2026-10.xlsx']);
    expect([...new Uint8Array(await blobs[0].arrayBuffer())]).toEqual(bytes);
    expect(blobs[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('downloads a statement as its PDF', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { gateway } = await setup({
      serve: (g) =>
        g.on(summarySettlementStatement, ({ id }) => ({
          fileName: `statement-${id}.pdf`,
          contentBase64: btoa('%PDF-1.7'),
        })),
    });
    fireEvent.click(within(rowOf(INVOICED.settlementNo)).getByTestId('action-statement'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(gateway.calls(summarySettlementStatement)).toEqual([{ id: INVOICED.id }]);
    expect(names).toEqual(['statement-3.pdf']);
    expect(await blobs[0].text()).toBe('%PDF-1.7');
    expect(blobs[0].type).toBe('application/pdf');
  });

  it("shows a statement's billing details, items with their charges, and totals in the drawer", async () => {
    const { gateway } = await setup();
    fireEvent.click(within(rowOf(PENDING.settlementNo)).getByTestId('action-detail'));
    const detail = await screen.findByTestId('settlement-detail');
    expect(gateway.calls(summarySettlementDetail)).toEqual([{ id: PENDING.id }]);
    expect(within(detail).getByText('Venueflow University Administration Office')).toBeTruthy();
    expect(within(detail).getByText('91310000TAX0001')).toBeTruthy();
    const items = within(detail).getAllByTestId('settlement-item');
    expect(items.map((i) => [...i.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      [
        '2026-10-12',
        'Meeting service order RO20261012-0031',
        'Tea break, Room 301',
        'Full charge 100%',
        formatMoney(80000, 'EN'),
      ],
      [
        '2026-10-15',
        'Food delivery FD20261015-0041',
        'Lunch boxes × 20',
        'Late cancellation 50%',
        formatMoney(30000, 'EN'),
      ],
      ['2026-10-20', 'Meal voucher MV-51', 'Lunch voucher', 'Full charge 100%', formatMoney(18050, 'EN')],
    ]);
    expect(within(detail).getByTestId('settlement-total').textContent).toBe(formatMoney(128050, 'EN'));
  });

  it('shows the billing rule read-only without the edit permission', async () => {
    const { gateway } = await setup({ permissions: [PAGE] });
    fireEvent.click(screen.getByTestId('billing-rule'));
    const dialog = await screen.findByTestId('rule-dialog');
    await waitFor(() =>
      expect((within(dialog).getByTestId('rule-lateCancelHours') as HTMLInputElement).value).toBe('24'),
    );
    expect(within(dialog).getByTestId('rule-read-only')).toBeTruthy();
    expect(within(dialog).queryByTestId('rule-save')).toBeNull();
    expect(gateway.calls(ruleCateringEdit)).toHaveLength(0);
  });

  it('saves the billing rule after checking it', async () => {
    const { gateway } = await setup({
      serve: (g) => g.on(ruleCateringEdit, (input) => ({ ...input, updatedAt: '2026-11-26T12:00:00+08:00' })),
    });
    fireEvent.click(screen.getByTestId('billing-rule'));
    const dialog = await screen.findByTestId('rule-dialog');
    await waitFor(() =>
      expect((within(dialog).getByTestId('rule-noShowPercent') as HTMLInputElement).value).toBe('100'),
    );
    fireEvent.change(within(dialog).getByTestId('rule-lateCancelPercent'), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('rule-error-lateCancelPercent').textContent).toBe('Must be at most 100'),
    );
    expect(gateway.calls(ruleCateringEdit)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('rule-lateCancelPercent'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByTestId('rule-lateCancelHours'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() =>
      expect(gateway.calls(ruleCateringEdit)).toEqual([
        { lateCancelHours: 12, lateCancelPercent: 30, noShowPercent: 100, remark: '' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('rule-dialog')).toBeNull());
  });

  it('shows the TC texts when the language switches', async () => {
    const { runtime } = await setup();
    expect(screen.getByTestId('kind-tab-summary').textContent).toBe('Summary');
    act(() => runtime.setLang('TC'));
    await waitFor(() => expect(screen.getByTestId('kind-tab-summary').textContent).toBe('匯總結算'));
    expect(screen.getByTestId('kind-tab-catering').textContent).toBe('餐飲結算');
    await waitFor(() => expect(screen.getByTestId('tab-pending').textContent).toBe('待確認 (1)'));
    expect(badgeOf(INVOICED.settlementNo)).toBe('已開票');
    expect(screen.getByTestId('settlement-export').textContent).toBe('匯出');
    await waitFor(() => expect(screen.getByTestId('totals-amount').textContent).toBe(formatMoney(306100, 'TC')));
    expect(screen.getByText('2026-10（第 2 張）')).toBeTruthy();
  });
});

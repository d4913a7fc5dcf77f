/**
 * /settlement and /cateringSettlement in the real runtime on the fake gateway: the list asks for
 * my organisation's statements of the page's kind, shows each one's number, state, organisation,
 * month and amount (formatMoney in the reader's language), the tabs count each state and the
 * tab's total is shown; a tab and a month narrow every call; "Load more" reads the next page;
 * the catering page is the same component with its own kind; Traditional Chinese throughout.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  orgSettlementGetPageCount,
  orgSettlementGetTotalAmount,
  orgSettlementPage,
  type OrgSettlementKind,
} from '../../platform/contracts/org-settlement.contract';
import type { SettlementDetail } from '../../platform/contracts/settlement.contract';
import type { Lang } from '../../platform/i18n/languages';
import { formatMoney } from '../../ui/components';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { OrgSettlementListPage } from './index';
import { someStatements } from './test-builders';

/** Renders the list page of `kind` at `url` over `statements` (the gateway filters like the server). */
async function renderList(lang: Lang, kind: OrgSettlementKind, statements: SettlementDetail[], url?: string) {
  const path = kind === 'meeting' ? '/settlement' : '/cateringSettlement';
  const of = (f: { kind: string; period?: string; state?: string }) =>
    statements.filter(
      (s) => s.kind === f.kind && (!f.period || s.period === f.period) && (!f.state || s.state === f.state),
    );
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url: url ?? path,
    routes: [{ path, element: <OrgSettlementListPage kind={kind} /> }],
    serve: (gateway) => {
      gateway.on(orgSettlementPage, ({ pageNo, pageSize, ...f }) => {
        const rows = of(f);
        return aPage(rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), { total: rows.length, pageNo, pageSize });
      });
      gateway.on(orgSettlementGetPageCount, (f) => {
        const rows = of({ ...f, state: undefined });
        const n = (state: string) => rows.filter((s) => s.state === state).length;
        return { all: rows.length, pending: n('pending'), confirmed: n('confirmed'), invoiced: n('invoiced') };
      });
      gateway.on(orgSettlementGetTotalAmount, (f) => {
        const rows = of(f);
        const sum = (state?: string) =>
          rows.filter((s) => !state || s.state === state).reduce((a, s) => a + s.amountCents, 0);
        return {
          count: rows.length,
          amountCents: sum(),
          pendingCents: sum('pending'),
          confirmedCents: sum('confirmed'),
          invoicedCents: sum('invoiced'),
        };
      });
    },
  });
}

describe('OrgSettlementListPage', () => {
  it("lists my organisation's meeting statements with their states, amounts, counts and total", async () => {
    const statements = someStatements('meeting', 4);
    const { gateway } = await renderList('EN', 'meeting', statements);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting statements' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'ST-M-202612-0001' });
    expect(gateway.calls(orgSettlementPage)[0]).toEqual({ kind: 'meeting', pageSize: 10, pageNo: 1 });
    expect(gateway.calls(orgSettlementGetPageCount)[0]).toEqual({ kind: 'meeting' });
    expect(within(first).getByTestId('settlement-state').textContent).toBe('Pending');
    expect(within(first).getByTestId('settlement-amount').textContent).toBe('CN¥100.50');
    expect(within(first).getByText('School of Computer Science')).toBeTruthy();
    expect(within(first).getByText('December 2026 · 2 items')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'ST-M-202612-0001' }).getAttribute('href')).toBe(
      '/settlementDetail?id=1',
    );
    const second = screen.getByRole('article', { name: 'ST-M-202611-0002' });
    expect(within(second).getByTestId('settlement-state').textContent).toBe('Confirmed');
    expect(screen.getAllByTestId('settlement-card')).toHaveLength(4);
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('All (4)'));
    expect(screen.getByTestId('tab-pending').textContent).toBe('Pending (2)');
    expect(screen.getByTestId('tab-confirmed').textContent).toBe('Confirmed (1)');
    expect(screen.getByTestId('tab-invoiced').textContent).toBe('Invoiced (1)');
    const total = statements.reduce((a, s) => a + s.amountCents, 0);
    await waitFor(() =>
      expect(screen.getByTestId('settlement-totals').textContent).toBe(
        `4 statements, total ${formatMoney(total, 'EN')}`,
      ),
    );
  });

  it('narrows the list, the counts and the total by tab and month', async () => {
    const { gateway, router } = await renderList('EN', 'meeting', someStatements('meeting', 6));
    await screen.findByRole('article', { name: 'ST-M-202612-0001' });
    fireEvent.click(screen.getByTestId('tab-pending'));
    await waitFor(() => expect(router!.state.location.search).toBe('?state=pending'));
    await waitFor(() => expect(screen.getAllByTestId('settlement-card')).toHaveLength(2));
    expect(gateway.calls(orgSettlementPage).at(-1)).toEqual({
      kind: 'meeting',
      state: 'pending',
      pageSize: 10,
      pageNo: 1,
    });
    await waitFor(() =>
      expect(screen.getByTestId('settlement-totals').textContent).toBe(
        `2 statements, total ${formatMoney(10050 + 40050, 'EN')}`,
      ),
    );
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() => expect(router!.state.location.search).toBe('?state=pending&month=2026-09'));
    await waitFor(() => expect(screen.getAllByTestId('settlement-card')).toHaveLength(1));
    expect(gateway.calls(orgSettlementPage).at(-1)).toEqual({
      kind: 'meeting',
      period: '2026-09',
      state: 'pending',
      pageSize: 10,
      pageNo: 1,
    });
    expect(gateway.calls(orgSettlementGetPageCount).at(-1)).toEqual({ kind: 'meeting', period: '2026-09' });
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('All (1)'));
    expect(screen.getByTestId('settlement-totals').textContent).toBe(`1 statement, total ${formatMoney(40050, 'EN')}`);
    fireEvent.click(screen.getByRole('button', { name: 'All months' }));
    await waitFor(() => expect(router!.state.location.search).toBe('?state=pending'));
    await waitFor(() => expect(screen.getAllByTestId('settlement-card')).toHaveLength(2));
  });

  it('reads page after page with "Load more"', async () => {
    const { gateway } = await renderList('EN', 'meeting', someStatements('meeting', 13));
    await screen.findByRole('article', { name: 'ST-M-202612-0001' });
    expect(screen.getAllByTestId('settlement-card')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('settlement-card')).toHaveLength(13));
    expect(gateway.calls(orgSettlementPage).map((c) => c.pageNo)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('is the same page for catering statements, in Traditional Chinese', async () => {
    const { gateway } = await renderList('TC', 'catering', [
      ...someStatements('catering', 2),
      ...someStatements('meeting', 3).map((s) => ({ ...s, id: s.id + 100 })),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: '餐飲結算' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'ST-C-202612-0001' });
    expect(gateway.calls(orgSettlementPage)[0]).toEqual({ kind: 'catering', pageSize: 10, pageNo: 1 });
    expect(screen.getAllByTestId('settlement-card')).toHaveLength(2);
    expect(within(card).getByTestId('settlement-state').textContent).toBe('待確認');
    expect(within(card).getByText('2026年12月 · 2 筆')).toBeTruthy();
    expect(within(card).getByTestId('settlement-amount').textContent).toBe(formatMoney(10050, 'TC'));
    expect(within(card).getByRole('link', { name: 'ST-C-202612-0001' }).getAttribute('href')).toBe(
      '/cateringSettlementDetail?id=1',
    );
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('全部 (2)'));
    expect(screen.getByTestId('tab-confirmed').textContent).toBe('已確認 (1)');
    await waitFor(() =>
      expect(screen.getByTestId('settlement-totals').textContent).toBe(
        `共 2 張，合計 ${formatMoney(10050 + 20050, 'TC')}`,
      ),
    );
    expect(screen.getByRole('link', { name: '查看會議結算' }).getAttribute('href')).toBe('/settlement');
  });

  it('says so when the organisation has no statement', async () => {
    await renderList('CN', 'meeting', []);
    expect(await screen.findByText('暂无结算单')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('全部 (0)'));
  });
});

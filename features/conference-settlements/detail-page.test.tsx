/**
 * /settlementDetail and /cateringSettlementDetail in the real runtime on the fake gateway: one
 * statement of my organisation with its items, their charges and its total in the reader's
 * language; "Confirm statement" is offered exactly when the settlement machine accepts the
 * confirm in the statement's state AND the user holds mc:settlement:orgConfirm (checked for every
 * state, with and without the permission), asks first and sends the confirm of the page's kind;
 * the PDF is downloaded under the server's name; a statement not found says so; Traditional
 * Chinese throughout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SETTLEMENT_STATES } from '../../machines/settlement.machine';
import {
  ORG_CONFIRM_PERMISSION,
  orgSettlementConfirm,
  orgSettlementDetail,
  orgSettlementStatement,
  type OrgSettlementKind,
} from '../../platform/contracts/org-settlement.contract';
import type { LoginUser } from '../../platform/contracts/auth.contract';
import type { SettlementDetail } from '../../platform/contracts/settlement.contract';
import type { Lang } from '../../platform/i18n/languages';
import { Code } from '../../platform/protocol/codes';
import { refuse } from '../../platform/session/fake-gateway';
import { formatMoney } from '../../ui/components';
import { aUser, renderWithRuntime } from '../../ui/testing';
import { OrgSettlementDetailPage } from './index';
import { canOrgConfirm } from './steps';
import { aStatement } from './test-builders';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The approver: holds the organisation's confirm. */
const approver = aUser({ id: 3, account: 'approver', name: 'Demo Approver', permissions: [ORG_CONFIRM_PERMISSION] });
/** A booker: reads, never confirms. */
const booker = aUser({ permissions: [] });

/** Renders the detail page of `kind` for `id` over `statement` (confirming turns it confirmed). */
async function renderDetail(
  lang: Lang,
  statement: SettlementDetail,
  {
    user = approver,
    kind = 'meeting',
    id = statement.id,
  }: { user?: LoginUser; kind?: OrgSettlementKind; id?: number } = {},
) {
  const path = kind === 'meeting' ? '/settlementDetail' : '/cateringSettlementDetail';
  let current = statement;
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    user,
    url: `${path}?id=${id}`,
    routes: [{ path, element: <OrgSettlementDetailPage kind={kind} /> }],
    serve: (gateway) => {
      gateway.on(orgSettlementDetail, (input) =>
        input.id === current.id && input.kind === current.kind ? current : refuse(Code.NOT_FOUND, 'Not found'),
      );
      gateway.on(orgSettlementConfirm, () => {
        current = {
          ...current,
          state: 'confirmed',
          confirmedAt: '2026-11-29T09:00:00+08:00',
          confirmedByName: 'Demo Approver',
        };
        return current;
      });
      gateway.on(orgSettlementStatement, () => ({
        fileName: `${current.settlementNo}.pdf`,
        contentBase64: btoa('%PDF-1.3 statement'),
      }));
    },
  });
}

describe('OrgSettlementDetailPage', () => {
  it('shows the statement, its items with their charges and its total', async () => {
    const { gateway } = await renderDetail('EN', aStatement());
    const detail = await screen.findByTestId('settlement-detail');
    expect(gateway.calls(orgSettlementDetail)).toEqual([{ kind: 'meeting', id: 41 }]);
    expect(within(detail).getByRole('heading', { level: 1, name: 'ST-M-202610-0001' })).toBeTruthy();
    expect(within(detail).getByText('Meeting statement')).toBeTruthy();
    expect(within(detail).getByTestId('settlement-state').textContent).toBe('Pending');
    expect(within(detail).getByText('School of Computer Science')).toBeTruthy();
    expect(within(detail).getByText('October 2026')).toBeTruthy();
    const items = within(within(detail).getByRole('list', { name: 'Statement items' })).getAllByTestId(
      'settlement-item',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Quarterly budget review')).toBeTruthy();
    expect(within(items[0]).getByTestId('settlement-item-amount').textContent).toBe('CN¥980.50');
    expect(within(items[0]).queryByTestId('settlement-item-charge')).toBeNull();
    expect(within(items[1]).getByTestId('settlement-item-charge').textContent).toBe(
      'Late cancellation (50% of CN¥600.00)',
    );
    expect(within(items[1]).getByTestId('settlement-item-amount').textContent).toBe('CN¥300.00');
    expect(within(detail).getByTestId('settlement-total').textContent).toBe('CN¥1,280.50');
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/settlement');
  });

  it('offers the confirm only where the machine accepts it and the user may', () => {
    const offered = (allowed: boolean) =>
      Object.fromEntries(
        SETTLEMENT_STATES.map((s) => [s, canOrgConfirm(s, (p) => allowed && p === ORG_CONFIRM_PERMISSION)]),
      );
    expect(offered(true)).toEqual({ pending: true, confirmed: false, invoiced: false });
    expect(offered(false)).toEqual({ pending: false, confirmed: false, invoiced: false });
  });

  it.each(SETTLEMENT_STATES.flatMap((state) => [[state, 'approver'] as const, [state, 'booker'] as const]))(
    'a %s statement shown to the %s offers the confirm exactly when both allow it',
    async (state, who) => {
      await renderDetail('EN', aStatement({ state }), { user: who === 'approver' ? approver : booker });
      const detail = await screen.findByTestId('settlement-detail');
      const shown = within(detail).queryByRole('button', { name: 'Confirm statement' }) !== null;
      expect(shown).toBe(state === 'pending' && who === 'approver');
      expect(within(detail).getByRole('button', { name: 'Download statement (PDF)' })).toBeTruthy();
      // A pending statement tells those who may not confirm it who does.
      expect(within(detail).queryByTestId('settlement-confirm-hint') !== null).toBe(
        state === 'pending' && who === 'booker',
      );
    },
  );

  it('confirms after the question, then shows it confirmed without the button', async () => {
    const { gateway } = await renderDetail('EN', aStatement());
    const detail = await screen.findByTestId('settlement-detail');
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm statement' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Confirm statement ST-M-202610-0001 (CN¥1,280.50)? ' +
          'Its orders are then settled and the statement no longer changes.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.calls(orgSettlementConfirm)).toEqual([]);

    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm statement' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(orgSettlementConfirm)).toEqual([{ kind: 'meeting', id: 41 }]));
    await waitFor(() =>
      expect(within(screen.getByTestId('settlement-detail')).getByTestId('settlement-state').textContent).toBe(
        'Confirmed',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Confirm statement' })).toBeNull();
    expect(screen.getByText('Demo Approver, 29 Nov 2026, 09:00')).toBeTruthy();
  });

  it('downloads the PDF under the name the server gave', async () => {
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
    const { gateway } = await renderDetail('EN', aStatement({ kind: 'catering', settlementNo: 'ST-C-202610-0003' }), {
      kind: 'catering',
      user: booker,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download statement (PDF)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(gateway.calls(orgSettlementStatement)).toEqual([{ kind: 'catering', id: 41 }]);
    expect(names).toEqual(['ST-C-202610-0003.pdf']);
    expect(blobs[0].type).toBe('application/pdf');
    expect(await blobs[0].text()).toBe('%PDF-1.3 statement');
  });

  it('says a statement of another organisation (or kind) is not found', async () => {
    await renderDetail('EN', aStatement(), { kind: 'catering' });
    expect(await screen.findByText('This statement does not exist or is not one of your organisation’s')).toBeTruthy();
    expect(screen.queryByTestId('settlement-detail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/cateringSettlement');
  });

  it('reads in Traditional Chinese', async () => {
    await renderDetail('TC', aStatement({ state: 'invoiced' }));
    const detail = await screen.findByTestId('settlement-detail');
    expect(within(detail).getByText('會議結算單')).toBeTruthy();
    expect(within(detail).getByTestId('settlement-state').textContent).toBe('已開票');
    expect(within(detail).getByText('2026年10月')).toBeTruthy();
    expect(within(detail).getByText('INV-2026-001（2026年11月5日）')).toBeTruthy();
    expect(within(detail).getByRole('heading', { level: 2, name: '明細（2 筆）' })).toBeTruthy();
    expect(within(detail).getAllByTestId('settlement-item-charge')[0].textContent).toBe(
      `逾時取消（50%，原價 ${formatMoney(60000, 'TC')}）`,
    );
    expect(within(detail).getByTestId('settlement-total').textContent).toBe(formatMoney(128050, 'TC'));
    expect(within(detail).getByRole('button', { name: '下載對帳單（PDF）' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: '確認結算單' })).toBeNull();
  });
});

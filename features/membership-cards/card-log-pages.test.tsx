/**
 * The card views against the fake gateway: each operation log page asks only for its kinds and
 * shows what its people need (a transfer's fee, a delay's end before → after, a leave's period, a
 * use's value taken), in the reader's language; /eleCards asks for the cards carrying stored value
 * and shows the value left in yuan.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  fitnessCardEventPage,
  fitnessCardPage,
  type CardEventRow,
  type CardRow,
} from '../../platform/contracts/membership-card.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import { DelayLogPage, DelayRecordPage, LeaveLogPage, TransferLogPage, UseLogPage } from './card-log-page';
import EleCardsPage from './ele-cards-page';

/** An event of `kind` on card MC00000012 of Alice Chen. */
function anEvent(kind: CardEventRow['kind'], over: Partial<CardEventRow> = {}): CardEventRow {
  return {
    id: 1,
    cardId: 12,
    cardNo: 'MC00000012',
    memberName: 'Alice Chen',
    kind,
    actorName: 'Administrator',
    feeCents: 0,
    amountCents: 0,
    days: null,
    uses: null,
    endsBefore: '2027-03-01',
    endsAfter: '2027-03-01',
    stateBefore: 'active',
    stateAfter: 'active',
    fromOn: null,
    toOn: null,
    reason: '',
    otherCardId: null,
    at: '2026-11-20T09:00:00+08:00',
    ...over,
  };
}

/** Renders a page with the log answering `rows`; returns the gateway. */
async function showLog(page: React.ReactElement, rows: CardEventRow[], lang: Lang = 'EN') {
  const { gateway } = await renderWithRuntime(page, {
    lang,
    user: aUser({ account: 'admin', permissions: ['fitness:cardLog:page'] }),
    serve: (g) => g.on(fitnessCardEventPage, () => aPage(rows)),
  });
  const row = (await screen.findByText('MC00000012')).closest('tr') as HTMLElement;
  return { gateway, row };
}

describe('the card operation logs', () => {
  it('/tranfCardLog asks for transfers and shows the fee and the card closed', async () => {
    const { gateway, row } = await showLog(<TransferLogPage />, [
      anEvent('transfer', { feeCents: 5000, stateAfter: 'transferred', reason: 'moving away' }),
    ]);
    expect(gateway.requests(fitnessCardEventPage)[0].body.kind).toBe('transfer');
    expect(screen.getByRole('heading', { name: 'Card transfers' })).toBeTruthy();
    expect(within(row).getByText('50.00')).toBeTruthy();
    expect(within(row).getByText('active → transferred')).toBeTruthy();
    expect(within(row).getByText('moving away')).toBeTruthy();
  }, 30_000);

  it('/delayCardLog asks for delays and shows the days, fee and the end moved', async () => {
    const { gateway, row } = await showLog(
      <DelayLogPage />,
      [anEvent('delay', { days: 10, feeCents: 2000, endsAfter: '2027-03-11' })],
      'CN',
    );
    expect(gateway.requests(fitnessCardEventPage)[0].body.kind).toBe('delay');
    expect(screen.getByRole('heading', { name: '延期记录' })).toBeTruthy();
    expect(within(row).getByText('2027-03-01 → 2027-03-11')).toBeTruthy();
    expect(within(row).getByText('20.00')).toBeTruthy();
    expect(within(row).getByText('10')).toBeTruthy();
  }, 30_000);

  it('/leaveCardLog asks for leave requests, leaves and resumptions, names the kind and shows the period', async () => {
    const { gateway, row } = await showLog(
      <LeaveLogPage />,
      [anEvent('leave', { days: 7, fromOn: '2026-12-01', toOn: '2026-12-07', reason: 'travel' })],
      'TC',
    );
    expect(gateway.requests(fitnessCardEventPage)[0].body.kind).toBe(
      'leaveRequest,leave,leaveReject,leaveWithdraw,resume',
    );
    expect(within(row).getByText('請假')).toBeTruthy();
    expect(within(row).getByText('2026-12-01 → 2026-12-07')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '操作' })).toBeTruthy();
  }, 30_000);

  it('/delayRecord shows the end date before and after in columns of their own', async () => {
    const { row } = await showLog(<DelayRecordPage />, [anEvent('delay', { days: 10, endsAfter: '2027-03-11' })]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Card number', 'Member', 'End before', 'End after']);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(2, 4)).toEqual(['2027-03-01', '2027-03-11']);
  }, 30_000);

  it('/useCardRecord asks for uses and shows the value taken', async () => {
    const { gateway, row } = await showLog(<UseLogPage />, [anEvent('use', { uses: 1, amountCents: 4000 })]);
    expect(gateway.requests(fitnessCardEventPage)[0].body.kind).toBe('use');
    expect(within(row).getByText('40.00')).toBeTruthy();
  }, 30_000);
});

describe('/eleCards', () => {
  it('asks for the cards carrying stored value and shows the value left in yuan', async () => {
    const card: CardRow = {
      id: 12,
      cardNo: 'MC00000012',
      typeId: 4,
      typeName: 'Value card',
      userId: 7,
      memberName: 'Alice Chen',
      memberAccount: 'alice',
      state: 'active',
      startsOn: '2026-11-01',
      endsOn: null,
      activateBy: null,
      usesLeft: null,
      valueLeftCents: 11_050,
      frozenUntil: null,
      transfers: 0,
      leaves: 0,
      leaveDays: 0,
      renewedFromId: null,
      transferredFromId: null,
      pricePaidCents: 50_000,
      createdAt: '2026-11-01T10:00:00+08:00',
    };
    const { gateway } = await renderWithRuntime(<EleCardsPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:card:page'] }),
      serve: (g) => g.on(fitnessCardPage, () => aPage([card])),
    });
    const row = (await screen.findByText('MC00000012')).closest('tr') as HTMLElement;
    expect(gateway.requests(fitnessCardPage)[0].body.storedValue).toBe('true');
    expect(screen.getByRole('heading', { name: 'Stored-value cards' })).toBeTruthy();
    expect(within(row).getByText('110.50')).toBeTruthy();
    expect(within(row).getByText('Alice Chen (alice)')).toBeTruthy();
  }, 30_000);
});

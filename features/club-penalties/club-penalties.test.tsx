/**
 * The penalty pages against the fake gateway: /breakContract's rules tab saves a rule (fee in yuan sent as
 * cents) and hides editing without `fitness:breakContract:edit`; its records tab waives a charged record with
 * a reason and pays a fee by the method chosen in the pay dialog; /fitnessCenter/defaultRecords explains each of
 * my records (rule, use, grace, fee owed, waiver).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessPenaltyMine,
  fitnessPenaltyPage,
  fitnessPenaltyPay,
  fitnessPenaltyRules,
  fitnessPenaltyRuleSave,
  fitnessPenaltyWaive,
  type PenaltyRow,
  type PenaltyRuleRow,
} from '../../platform/contracts/club-penalty.contract';
import { fitnessPayMethodPage } from '../../platform/contracts/membership-card.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import BreakContractPage from './break-contract-page';
import { DefaultRecordsPage } from './default-records-page';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const aRule = (over: Partial<PenaltyRuleRow> = {}): PenaltyRuleRow => ({
  id: 1,
  courseKind: 'league',
  offence: 'lateCancel',
  classTypeId: null,
  classTypeName: null,
  forfeitUse: true,
  feeCents: 2000,
  graceCount: 1,
  graceDays: 30,
  waiveDays: 1,
  creditPoints: 0,
  updatedAt: '2026-11-20T09:00:00+08:00',
  ...over,
});

const aPenalty = (over: Partial<PenaltyRow> = {}): PenaltyRow => ({
  id: 7,
  userId: 3,
  memberName: 'Demo Member',
  sourceKind: 'class',
  sourceId: 11,
  courseKind: 'league',
  offence: 'noShow',
  subjectName: 'Flow yoga',
  coachName: 'Li Ming',
  startsAt: '2026-11-20T18:00:00+08:00',
  rule: { ruleId: 1, classTypeId: null, forfeitUse: true, feeCents: 2000, graceCount: 1, graceDays: 30, waiveDays: 3 },
  priorCount: 1,
  feeCents: 2000,
  forfeited: true,
  creditPoints: 0,
  paymentId: null,
  state: 'charged',
  waiveUntil: future(2),
  reason: '',
  resolvedByName: null,
  resolvedAt: null,
  at: '2026-11-20T19:00:00+08:00',
  ...over,
});

describe('/breakContract', () => {
  const setup = (permissions: string[]) =>
    renderWithRuntime(<BreakContractPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions }),
      serve: (gateway) => {
        gateway.on(fitnessPenaltyRules, () => ({
          rules: [
            aRule(),
            aRule({ id: 2, offence: 'noShow' }),
            aRule({ id: 3, classTypeId: 5, classTypeName: 'Spinning', feeCents: 0 }),
          ],
          classTypes: [{ id: 5, name: 'Spinning' }],
        }));
        gateway.on(fitnessPenaltyRuleSave, () => aRule({ feeCents: 1550 }));
        gateway.on(fitnessPenaltyPage, () => aPage([aPenalty(), aPenalty({ id: 8, state: 'paid' })]));
        gateway.on(fitnessPenaltyWaive, () => aPenalty({ state: 'waived', reason: 'ill' }));
        gateway.on(fitnessPenaltyPay, () => aPenalty({ state: 'paid', paymentId: 90 }));
        gateway.on(fitnessPayMethodPage, () =>
          aPage([
            {
              id: 1,
              code: 'cash',
              name: 'Cash',
              nameCn: '现金',
              nameEn: 'Cash',
              nameTc: '現金',
              kind: 'cash' as const,
              enabled: true,
              sort: 0,
            },
            {
              id: 2,
              code: 'bank',
              name: 'Bank card',
              nameCn: '银行卡',
              nameEn: 'Bank card',
              nameTc: '銀行卡',
              kind: 'bankCard' as const,
              enabled: true,
              sort: 1,
            },
          ]),
        );
      },
    });

  it('saves a rule with the fee in cents; an override names its class type', async () => {
    const { gateway } = await setup([
      'fitness:breakContract:page',
      'fitness:breakContract:edit',
      'fitness:breakContract:waive',
    ]);
    const row = await screen.findByTestId('rule-1');
    expect(within(row).getByText('Group class (all)')).toBeTruthy();
    expect(within(screen.getByTestId('rule-3')).getByText('Group class · Spinning')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Fee (yuan)'), { target: { value: '15.5' } });
    fireEvent.click(within(row).getByTestId('rule-save'));
    await waitFor(() => expect(gateway.calls(fitnessPenaltyRuleSave)).toHaveLength(1));
    expect(gateway.calls(fitnessPenaltyRuleSave)[0]).toMatchObject({
      courseKind: 'league',
      offence: 'lateCancel',
      classTypeId: null,
      feeCents: 1550,
      graceCount: 1,
    });
  });

  it('shows no Save without the edit permission', async () => {
    await setup(['fitness:breakContract:page']);
    await screen.findByTestId('rule-1');
    expect(screen.queryByTestId('rule-save')).toBeNull();
    expect(screen.queryByTestId('override-add')).toBeNull();
  });

  it('waives a charged record with a reason; a paid one offers nothing', async () => {
    const { gateway } = await setup(['fitness:breakContract:page', 'fitness:breakContract:waive']);
    fireEvent.click(await screen.findByTestId('tab-records'));
    const rows = await screen.findAllByTestId('data-row');
    expect(within(rows[0]).getByText('Fee owed')).toBeTruthy();
    expect(within(rows[1]).queryByTestId('action-waive')).toBeNull();
    expect(within(rows[0]).queryByTestId('action-pay')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('action-waive'));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessPenaltyWaive)).toEqual([{ id: 7, reason: 'ill' }]));
  }, 20_000);

  it('pays a charged fee by the method chosen in the dialog', async () => {
    const { gateway } = await setup(['fitness:breakContract:page', 'fitness:breakContract:pay']);
    fireEvent.click(await screen.findByTestId('tab-records'));
    const rows = await screen.findAllByTestId('data-row');
    expect(within(rows[1]).queryByTestId('action-pay')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('action-pay'));
    const dialog = await screen.findByTestId('pay-dialog');
    expect(within(dialog).getByText('Has Demo Member paid the fee of 20.00 yuan?')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Bank card' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessPenaltyPay)).toEqual([{ id: 7, methodId: 2 }]));
  }, 20_000);
});

describe('/fitnessCenter/defaultRecords', () => {
  it('explains each record: the rule, the use, the grace, the fee owed or the waiver', async () => {
    await renderWithRuntime(<DefaultRecordsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(fitnessPenaltyMine, () => [
          aPenalty(),
          aPenalty({ id: 9, state: 'graced', feeCents: 0, forfeited: false, priorCount: 0, offence: 'lateCancel' }),
          aPenalty({ id: 10, state: 'waived', reason: 'Ill that day', subjectName: '', courseKind: 'private' }),
        ]),
    });
    const cards = await screen.findAllByTestId('penalty');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('No-show · Flow yoga')).toBeTruthy();
    expect(within(cards[0]).getByText('Rule: one use forfeited, fee 20.00 yuan')).toBeTruthy();
    expect(within(cards[0]).getByTestId('penalty-outcome').textContent).toBe(
      'Fee owed: 20.00 yuan (pay at the front desk)',
    );
    expect(within(cards[1]).getByTestId('penalty-outcome').textContent).toBe('Offence 1 within the grace: forgiven');
    expect(within(cards[1]).getByTestId('penalty-use').textContent).toBe('Use given back');
    expect(within(cards[2]).getByText('No-show · Private session')).toBeTruthy();
    expect(within(cards[2]).getByTestId('penalty-outcome').textContent).toBe('Waived: Ill that day');
  });
});

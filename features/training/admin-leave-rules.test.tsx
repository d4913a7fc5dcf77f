/**
 * The late leave rules on /trainGroup's course types, against the fake gateway (docs/training.md "Late leave
 * rules"): the stored rules as lines (the club default named as such), setting a type's rule through the form
 * (the call's input), editing a line into the form, removing one, an invalid figure keeping Save disabled, the
 * server's refusal shown, no form without the edit permission; and the attendance log's Waive on a late leave
 * without token only.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as rule from '../../platform/contracts/training-rule.contract';
import * as tr from '../../platform/contracts/training.contract';
import { Code } from '../../platform/protocol/codes';
import { aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import { LeaveRulesPanel } from './admin-leave-rules';
import { ClassLogPage } from './admin-log-pages';

const TYPE = {
  id: 3,
  name: 'Adult swimming course',
  nameCn: '成人游泳课',
  nameEn: 'Adult swimming course',
  nameTc: '成人游泳課',
  description: '',
  priceCents: 0,
  sessions: 10,
  capacity: 8,
  enabled: true,
  sort: 1,
};
const DEFAULT_RULE: rule.TrainRuleRow = {
  typeId: null,
  typeName: null,
  lateHours: 12,
  graceCount: 1,
  waiveDays: 3,
  updatedAt: '2026-11-30T02:00:00.000Z',
};
const SWIM_RULE: rule.TrainRuleRow = { ...DEFAULT_RULE, typeId: 3, typeName: 'Adult swimming course', lateHours: 24 };

describe('the late leave rules', () => {
  it('lists the rules, saves a type’s rule from the form, edits and removes one', async () => {
    const { gateway } = await renderWithRuntime(<LeaveRulesPanel />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:trainGroup:page', 'fitness:trainType:edit'] }),
      serve: (g) => {
        g.on(rule.trainRuleList, () => [DEFAULT_RULE, SWIM_RULE]);
        g.on(tr.trainTypePage, () => aPage([TYPE]));
        g.on(rule.trainRuleSave, (input) => ({ ...SWIM_RULE, ...input }));
        g.on(rule.trainRuleDelete, () => null);
      },
    });
    const lines = await screen.findAllByTestId('leave-rule');
    expect(within(lines[0]).getByText('Club default')).toBeTruthy();
    expect(within(lines[0]).getByText('Within 12 h of the start · grace 1 · waivable for 3 days')).toBeTruthy();
    expect(within(lines[1]).getByText('Adult swimming course')).toBeTruthy();

    const form = screen.getByTestId('leave-rule-form');
    await within(form).findByRole('option', { name: 'Adult swimming course' });
    fireEvent.change(within(form).getByLabelText('Applies to'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Hours before the start'), { target: { value: '48' } });
    fireEvent.change(within(form).getByLabelText('Grace per term'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Days to waive'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(gateway.calls(rule.trainRuleSave)).toEqual([{ typeId: 3, lateHours: 48, graceCount: 2, waiveDays: 5 }]),
    );

    // A figure that is no whole number in bounds keeps Save disabled: nothing more is sent.
    fireEvent.change(within(form).getByLabelText('Grace per term'), { target: { value: '-1' } });
    expect((within(form).getByRole('button', { name: 'Save rule' }) as HTMLButtonElement).disabled).toBe(true);

    // Edit copies the club default's figures into the form, with the scope on the default.
    fireEvent.click(within(lines[0]).getByRole('button', { name: 'Edit' }));
    expect((within(form).getByLabelText('Applies to') as HTMLSelectElement).value).toBe('');
    expect((within(form).getByLabelText('Hours before the start') as HTMLInputElement).value).toBe('12');
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(gateway.calls(rule.trainRuleSave)).toHaveLength(2));
    expect(gateway.calls(rule.trainRuleSave)[1]).toEqual({ typeId: null, lateHours: 12, graceCount: 1, waiveDays: 3 });

    fireEvent.click(within(lines[1]).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(gateway.calls(rule.trainRuleDelete)).toEqual([{ typeId: 3 }]));
  }, 30_000);

  it('says when no rule is set and shows the server’s refusal', async () => {
    await renderWithRuntime(<LeaveRulesPanel />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:trainGroup:page', 'fitness:trainType:edit'] }),
      serve: (g) => {
        g.on(rule.trainRuleList, () => []);
        g.on(tr.trainTypePage, () => aPage([TYPE]));
        g.on(rule.trainRuleSave, () => refuse(Code.NOT_FOUND, 'The record does not exist'));
      },
    });
    expect(await screen.findByText('No rule yet: no leave is late.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('The record does not exist')).toBeTruthy();
  }, 30_000);

  it('hides the form from a reader without the edit permission', async () => {
    await renderWithRuntime(<LeaveRulesPanel />, {
      lang: 'EN',
      user: aUser({ account: 'viewer', permissions: ['fitness:trainGroup:page'] }),
      serve: (g) => {
        g.on(rule.trainRuleList, () => [DEFAULT_RULE]);
        g.on(tr.trainTypePage, () => aPage([TYPE]));
      },
    });
    const line = await screen.findByTestId('leave-rule');
    expect(within(line).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('leave-rule-form')).toBeNull();
  }, 30_000);
});

describe('/classLog', () => {
  it('explains late leaves and offers Waive only on one without token', async () => {
    const mark = {
      id: 7,
      sessionId: 1,
      on: '2026-12-01',
      startsAt: '18:00',
      endsAt: '19:00',
      groupName: 'Adult swimming — winter',
      coachName: 'Li Ming',
      memberName: 'Demo Member',
      status: 'leave' as const,
      makeup: false,
      at: '2026-11-30T02:00:00.000Z',
      late: true,
      lateWhy: 'noGrace' as const,
      waived: false,
    };
    const { gateway } = await renderWithRuntime(<ClassLogPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:classLog:page', 'fitness:classLog:waive'] }),
      serve: (g) => {
        g.on(tr.trainAttendancePage, () =>
          aPage([mark, { ...mark, id: 8, memberName: 'Other Member', lateWhy: 'grace' as const }]),
        );
        g.on(rule.trainLeaveWaive, () => ({ ...mark, waived: true }));
      },
    });
    const noToken = (await screen.findByText('Demo Member')).closest('tr') as HTMLElement;
    expect(within(noToken).getByText('Late leave (grace used up: no token)')).toBeTruthy();
    const withToken = screen.getByText('Other Member').closest('tr') as HTMLElement;
    expect(within(withToken).getByText('Late leave (within the grace: token issued)')).toBeTruthy();
    expect(within(withToken).queryByRole('button', { name: 'Waive' })).toBeNull();
    fireEvent.click(within(noToken).getByRole('button', { name: 'Waive' }));
    const dialog = await screen.findByTestId('reason-dialog');
    expect(within(dialog).getByText(/Waive the late leave of Demo Member on 2026-12-01/)).toBeTruthy();
    // OK waits for a reason: the waiver is audited with it.
    expect((within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the waiver/), { target: { value: 'Ill, with a note' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(rule.trainLeaveWaive)).toEqual([{ id: 7, reason: 'Ill, with a note' }]));
  }, 30_000);
});

/**
 * /quotaRule and /quotaManagement against the fake gateway: a time limit is entered in
 * hours and sent in minutes; /quotaManagement opens on the first rule, shows used / limit,
 * and sets a subject's own amount (hours → minutes) through quotaManagement/save.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { sceneList } from '../../platform/contracts/assets.contract';
import type { CallOutput } from '../../platform/contracts/define-call';
import { orgTree } from '../../platform/contracts/org.contract';
import {
  quotaOverrideSave,
  quotaRuleAdd,
  quotaRuleList,
  quotaRulePage,
  quotaSubjectPage,
  type QuotaSubjectRow,
} from '../../platform/contracts/quota.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import { QuotaManagementPage, QuotaRulePage } from './quota-pages';

const SUBJECT: QuotaSubjectRow = {
  ruleId: 3,
  ruleName: 'Badminton weekly',
  subject: 'user',
  unit: 'minutes',
  subjectId: 2,
  account: 'booker',
  name: 'Demo Booker',
  orgName: 'Computer Science',
  ruleAmount: 600,
  overrideId: null,
  overrideAmount: null,
  overrideRemark: null,
  used: 90,
  firstDate: '2026-11-23',
  lastDate: '2026-11-29',
};

async function setup(page: ReactElement, permissions: string[]) {
  const { gateway } = await renderWithRuntime(page, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(quotaRulePage, () => aPage([]));
      gateway.on(quotaRuleAdd, (input) => ({ id: 9, sceneName: null, overrideCount: 0, ...input }));
      gateway.on(
        quotaRuleList,
        () =>
          [
            { id: 3, name: 'Badminton weekly', subject: 'user', unit: 'minutes' },
            { id: 4, name: 'Daily', subject: 'user', unit: 'count' },
          ] satisfies CallOutput<typeof quotaRuleList>,
      );
      gateway.on(quotaSubjectPage, () => aPage([SUBJECT]));
      gateway.on(quotaOverrideSave, () => ({ ...SUBJECT, overrideId: 1, overrideAmount: 720 }));
      gateway.on(sceneList, () => [{ id: 1, code: 'badminton', name: 'Badminton' }]);
      gateway.on(orgTree, () => []);
    },
  });
  return gateway;
}

describe('/quotaRule', () => {
  it('takes a time limit in hours and sends it in minutes', async () => {
    const gateway = await setup(<QuotaRulePage />, ['resv:quotaRule:page', 'resv:quotaRule:add']);
    fireEvent.click(await screen.findByTestId('quotaRule-add'));
    const form = await screen.findByTestId('quotaRule-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Badminton weekly' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Limit' }), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(quotaRuleAdd)).toHaveLength(1));
    expect(gateway.requests(quotaRuleAdd)[0].body).toEqual({
      name: 'Badminton weekly',
      subject: 'user',
      sceneId: null,
      period: 'week',
      unit: 'minutes',
      amount: 90,
      orgIds: [],
      status: 0,
      sort: 0,
    });
  });
});

describe('/quotaManagement', () => {
  it('opens on the first rule, shows used / limit, and sets an own amount in hours', async () => {
    const gateway = await setup(<QuotaManagementPage />, ['resv:quotaManagement:page', 'resv:quotaManagement:edit']);
    const row = (await screen.findByText('booker')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(gateway.requests(quotaSubjectPage)[0].body).toMatchObject({ ruleId: '3' });
    expect(within(row).getByTestId('quota-used').textContent).toBe('1.5 / 10 h');
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('quotaManagement-form');
    const amount = within(form).getByRole('spinbutton', { name: 'Own amount' });
    expect((amount as HTMLInputElement).value).toBe('10');
    fireEvent.change(amount, { target: { value: '12' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Remark' }), { target: { value: 'Team captain' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(quotaOverrideSave)).toHaveLength(1));
    expect(gateway.requests(quotaOverrideSave)[0].body).toEqual({
      ruleId: 3,
      userId: 2,
      orgId: null,
      amount: 720,
      remark: 'Team captain',
    });
  });
});

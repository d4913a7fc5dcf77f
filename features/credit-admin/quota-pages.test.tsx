/**
 * /quotaRule and /quotaManagement against the fake gateway: a time limit is entered in
 * hours and sent in minutes; /quotaManagement opens on the first rule, shows used / limit,
 * and sets a subject's own amount (hours → minutes) through quotaManagement/save.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { QuotaSubjectRow } from '../../platform/contracts/quota.contract';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser, type FakeRequest } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { QuotaManagementPage, QuotaRulePage } from './quota-pages';

afterEach(cleanup);

const SUBJECT: QuotaSubjectRow = {
  ruleId: 3, ruleName: 'Badminton weekly', subject: 'user', unit: 'minutes', subjectId: 2, account: 'booker', name: 'Demo Booker',
  orgName: 'Computer Science', ruleAmount: 600, overrideId: null, overrideAmount: null, overrideRemark: null, used: 90,
  firstDate: '2026-11-23', lastDate: '2026-11-29',
};

async function setup(page: ReactElement, permissions: string[]) {
  const gateway = createFakeGateway({
    users: { admin: { password: 'Admin@123', user: fakeUser({ account: 'admin', permissions }) } },
    routes: {
      '/resv/quotaRule/page': () => ok({ rows: [], total: 0, pageNo: 1, pageSize: 10 }),
      '/resv/quotaRule/add': (req) => ok({ id: 9, sceneName: null, overrideCount: 0, ...req.body }),
      '/resv/quotaRule/list': () => ok([{ id: 3, name: 'Badminton weekly', subject: 'user', unit: 'minutes' }, { id: 4, name: 'Daily', subject: 'user', unit: 'count' }]),
      '/resv/quotaManagement/page': () => ok({ rows: [SUBJECT], total: 1, pageNo: 1, pageSize: 10 }),
      '/resv/quotaManagement/save': () => ok({ ...SUBJECT, overrideId: 1, overrideAmount: 720 }),
      '/resv/scene/list': () => ok([{ id: 1, code: 'badminton', name: 'Badminton' }]),
      '/system/org/tree': () => ok([]),
    },
  });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('admin', 'Admin@123');
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </RuntimeProvider>,
  );
  return (path: string): FakeRequest[] => gateway.log.filter((r) => r.path === path);
}

describe('/quotaRule', () => {
  it('takes a time limit in hours and sends it in minutes', async () => {
    const calls = await setup(<QuotaRulePage />, ['resv:quotaRule:page', 'resv:quotaRule:add']);
    fireEvent.click(await screen.findByTestId('quotaRule-add'));
    const form = await screen.findByTestId('quotaRule-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Badminton weekly' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Limit' }), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/resv/quotaRule/add')).toHaveLength(1));
    expect(calls('/resv/quotaRule/add')[0].body).toEqual({
      name: 'Badminton weekly', subject: 'user', sceneId: null, period: 'week', unit: 'minutes', amount: 90, orgIds: [], status: 0, sort: 0,
    });
  });
});

describe('/quotaManagement', () => {
  it('opens on the first rule, shows used / limit, and sets an own amount in hours', async () => {
    const calls = await setup(<QuotaManagementPage />, ['resv:quotaManagement:page', 'resv:quotaManagement:edit']);
    const row = (await screen.findByText('booker')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(calls('/resv/quotaManagement/page')[0].body).toMatchObject({ ruleId: '3' });
    expect(within(row).getByTestId('quota-used').textContent).toBe('1.5 / 10 h');
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('quotaManagement-form');
    const amount = within(form).getByRole('spinbutton', { name: 'Own amount' });
    expect((amount as HTMLInputElement).value).toBe('10');
    fireEvent.change(amount, { target: { value: '12' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Remark' }), { target: { value: 'Team captain' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('/resv/quotaManagement/save')).toHaveLength(1));
    expect(calls('/resv/quotaManagement/save')[0].body).toEqual({ ruleId: 3, userId: 2, orgId: null, amount: 720, remark: 'Team captain' });
  });
});

/**
 * The back-office /vouchers page against the fake gateway: the drawer offers exactly the
 * steps the application's machine accepts in its state and the user may take (checked per
 * state against a table written here); approving calls the audit, rejecting needs a reason
 * (the confirm stays disabled while it is blank) and sends it; retry and settlement call
 * theirs; the status tabs filter the list; the drawer shows the people, their distribution
 * (the failed one with its error) and a voucher's QR; the application form picks the
 * customer from the customer dropdown (apply and edit) and imports people from .xlsx,
 * listing the row errors.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDropdown } from '../../platform/contracts/catering-catalogue.contract';
import {
  mealVoucherAdd,
  mealVoucherAudit,
  mealVoucherCancel,
  mealVoucherDetail,
  mealVoucherEdit,
  mealVoucherGetTicketTypes,
  mealVoucherImportMealVoucherUser,
  mealVoucherPage,
  mealVoucherRetryDistribution,
  mealVoucherSettlement,
  type MealVoucherDetail,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { MEAL_VOUCHER_STATES, type MealVoucherState } from '../../machines/meal-voucher.machine';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import VouchersPage from './vouchers-page';
import { offeredVoucherSteps } from './steps';

const row = (id: number, state: MealVoucherState): MealVoucherRow => ({
  id,
  applicationNo: `MV20261126-000${id}`,
  customerId: 1,
  customerName: 'Administration Office',
  applicantUserId: 2,
  applicantName: 'Demo Booker',
  validFrom: '2026-11-26',
  validTo: '2026-11-27',
  state,
  reason: null,
  remark: '',
  persons: 2,
  createdAt: '2026-11-26T08:00:00+08:00',
});

const DETAIL: MealVoucherDetail = {
  ...row(1, 'partiallyDistributed'),
  totalCents: 8000,
  persons: [
    {
      id: 11,
      userId: 2,
      name: 'Demo Booker',
      phone: '13800000000',
      ticketTypeId: 2,
      ticketTypeName: 'Lunch',
      quantityPerDay: 1,
      distribution: { state: 'done', attempts: 1, nextAttemptAt: '2026-11-26T08:00:00+08:00', lastError: null },
      vouchers: [
        {
          id: 101,
          code: '11-20261126-1.AAAAAAAAAAAAAAAAAAAAAA',
          ticketTypeId: 2,
          priceCents: 2000,
          validFrom: '2026-11-26',
          validTo: '2026-11-26',
          state: 'issued',
          redeemedAt: null,
          settledAt: null,
        },
      ],
    },
    {
      id: 12,
      userId: null,
      name: '李雷',
      phone: '',
      ticketTypeId: 2,
      ticketTypeName: 'Lunch',
      quantityPerDay: 1,
      distribution: {
        state: 'failed',
        attempts: 5,
        nextAttemptAt: '2026-11-26T08:00:00+08:00',
        lastError: { code: 2470020, params: {} },
      },
      vouchers: [],
    },
  ],
};

const ALL = [
  'mc:mealVoucher:page',
  'mc:mealVoucher:audit',
  'mc:mealVoucher:financeAudit',
  'mc:mealVoucher:lifeScienceAudit',
  'mc:mealVoucher:confirm',
  'mc:mealVoucher:retryDistribution',
  'mc:mealVoucher:settlement',
];

/** The steps each state offers to staff (written from spec §4, independently of the machine). */
const OFFERED: Record<MealVoucherState, string[]> = {
  submitted: ['audit', 'auditReject', 'edit', 'cancel'],
  audited: ['financeAudit', 'financeAuditReject', 'cancel'],
  financeAudited: ['lifeScienceAudit', 'lifeScienceAuditReject', 'cancel'],
  lifeScienceAudited: ['confirm', 'cancel'],
  confirmed: [],
  distributing: [],
  distributed: ['settlement'],
  partiallyDistributed: ['retryDistribution', 'settlement'],
  settled: [],
  rejected: [],
  cancelled: [],
};

const CUSTOMERS = [
  { id: 1, name: 'Administration Office', kind: 'internal' as const, orgId: 3 },
  { id: 4, name: 'ACME Catering Guests', kind: 'external' as const, orgId: null },
];

async function setup(permissions: string[], rows: MealVoucherRow[]) {
  const { gateway } = await renderWithRuntime(<VouchersPage />, {
    lang: 'EN',
    user: aUser({ account: 'catering', permissions }),
    serve: (gateway) => {
      gateway.on(mealVoucherPage, (q) => aPage(rows.filter((r) => !q.state || r.state === q.state)));
      gateway.on(mealVoucherAudit, ({ id }) => ({ ...row(id, 'audited') }));
      gateway.on(mealVoucherCancel, ({ id }) => row(id, 'cancelled'));
      gateway.on(mealVoucherRetryDistribution, ({ id }) => row(id, 'distributing'));
      gateway.on(mealVoucherSettlement, () => ({ count: 1, totalCents: 2000, settledApplications: [] }));
      // The detail of a listed row: DETAIL's people in the row's state.
      gateway.on(mealVoucherDetail, ({ id }) => ({ ...DETAIL, id, state: rows.find((r) => r.id === id)!.state }));
      gateway.on(customerDropdown, () => CUSTOMERS);
      gateway.on(mealVoucherGetTicketTypes, () => [
        {
          id: 2,
          nameCn: '午餐券',
          nameEn: 'Lunch',
          nameTc: '午餐券',
          name: 'Lunch',
          diningTypeCode: 'lunch',
          priceCents: 2000,
        },
      ]);
      gateway.on(mealVoucherImportMealVoucherUser, () => ({
        rows: [{ row: 2, name: '郑十', phone: '13800138010', ticketTypeId: 2, quantityPerDay: 2 }],
        errors: [
          { row: 3, column: 'phone', code: 2470014, params: { phone: '123' }, message: 'Phone 123 is not 11 digits' },
        ],
      }));
      gateway.on(mealVoucherAdd, () => row(9, 'submitted'));
      gateway.on(mealVoucherEdit, ({ id }) => row(id, 'submitted'));
    },
  });
  return gateway;
}

const rowOf = async (no: string) => (await screen.findByText(no)).closest('[data-testid="data-row"]') as HTMLElement;

/** Opens the drawer of the row `no` and answers the step buttons it shows (their keys). */
async function openDrawer(no: string) {
  fireEvent.click(within(await rowOf(no)).getByTestId('action-detail'));
  await screen.findByTestId('voucher-detail');
  const bar = await screen.findByTestId('order-steps');
  return within(bar)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid')!.replace(/^step-/, ''));
}

describe('/vouchers', () => {
  it('offers in each state exactly the steps the machine accepts', () => {
    for (const state of MEAL_VOUCHER_STATES)
      expect(
        offeredVoucherSteps(row(1, state), () => true).map((s) => s.key),
        state,
      ).toEqual(OFFERED[state]);
    // Without staff permissions: only the applicant's own steps.
    expect(offeredVoucherSteps(row(1, 'submitted'), () => false).map((s) => s.key)).toEqual(['edit', 'cancel']);
  });

  it('approves an audit from the drawer; the row offers its detail only', async () => {
    const gateway = await setup(ALL, [row(1, 'submitted'), row(2, 'partiallyDistributed')]);
    const submitted = await rowOf('MV20261126-0001');
    expect(
      within(submitted)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['action-detail']);
    expect(await openDrawer('MV20261126-0001')).toEqual(OFFERED.submitted);
    fireEvent.click(screen.getByTestId('step-audit'));
    await waitFor(() => expect(gateway.requests(mealVoucherAudit)).toHaveLength(1));
    expect(gateway.requests(mealVoucherAudit)[0].body).toEqual({ id: 1, approve: true });
  });

  it('rejects an audit only with a reason, and sends it', async () => {
    const gateway = await setup(ALL, [row(1, 'submitted')]);
    await openDrawer('MV20261126-0001');
    fireEvent.click(screen.getByTestId('step-auditReject'));
    const confirm = screen.getByTestId('confirm-reject') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: '  Too many people  ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.requests(mealVoucherAudit)).toHaveLength(1));
    expect(gateway.requests(mealVoucherAudit)[0].body).toEqual({ id: 1, approve: false, reason: 'Too many people' });
  });

  it('retries the failed distributions and settles the customer of a partially distributed application', async () => {
    const gateway = await setup(ALL, [row(2, 'partiallyDistributed')]);
    expect(await openDrawer('MV20261126-0002')).toEqual(OFFERED.partiallyDistributed);
    fireEvent.click(screen.getByTestId('step-retryDistribution'));
    await waitFor(() => expect(gateway.requests(mealVoucherRetryDistribution)).toHaveLength(1));
    expect(gateway.requests(mealVoucherRetryDistribution)[0].body).toEqual({ id: 2 });
    fireEvent.click(await screen.findByTestId('step-settlement'));
    await waitFor(() => expect(gateway.requests(mealVoucherSettlement)).toHaveLength(1));
    expect(gateway.requests(mealVoucherSettlement)[0].body).toEqual({ customerId: 1 });
  });

  it('shows only edit and cancel to the applicant without staff permissions', async () => {
    const gateway = await setup(['mc:mealVoucher:page'], [row(1, 'submitted')]);
    expect(await openDrawer('MV20261126-0001')).toEqual(['edit', 'cancel']);
    fireEvent.click(screen.getByTestId('step-cancel'));
    await waitFor(() => expect(gateway.requests(mealVoucherCancel)).toHaveLength(1));
    expect(gateway.requests(mealVoucherCancel)[0].body).toEqual({ id: 1 });
  });

  it('filters the list by the status tab', async () => {
    const gateway = await setup(ALL, [row(1, 'submitted'), row(2, 'audited')]);
    await rowOf('MV20261126-0001');
    expect(screen.getByTestId('tab-all').textContent).toBe('All');
    fireEvent.click(screen.getByTestId('tab-audited'));
    await waitFor(() => expect(screen.queryByText('MV20261126-0001')).toBeNull());
    expect(await screen.findByText('MV20261126-0002')).toBeTruthy();
    expect(gateway.requests(mealVoucherPage).at(-1)!.body).toMatchObject({ state: 'audited' });
  });

  it('shows the people, their distribution and a voucher’s QR in the drawer', async () => {
    await setup(ALL, [row(1, 'partiallyDistributed')]);
    fireEvent.click(within(await rowOf('MV20261126-0001')).getByTestId('action-detail'));
    const drawer = await screen.findByTestId('voucher-detail');
    expect(screen.getByTestId('order-drawer')).toBeTruthy();
    const people = within(drawer).getAllByTestId('voucher-person');
    expect(people).toHaveLength(2);
    expect(within(people[1]).getByTestId('distribution-state').textContent).toContain('failed');
    expect(within(people[1]).getByTestId('distribution-state').textContent).toContain(
      'The person without an account has no valid phone',
    );
    fireEvent.click(within(people[0]).getByRole('button', { name: 'QR code' }));
    expect(await within(drawer).findByTestId('voucher-qr')).toBeTruthy();
  });

  it('imports people from .xlsx into the apply form, listing the row errors', async () => {
    const gateway = await setup(ALL, []);
    fireEvent.click(await screen.findByTestId('apply-button'));
    const dialog = await screen.findByTestId('apply-dialog');
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'people.xlsx');
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [file] } });
    const errors = await within(dialog).findByTestId('import-errors');
    expect(errors.textContent).toContain('Phone 123 is not 11 digits');
    expect(within(dialog).getAllByTestId('apply-person')).toHaveLength(1);
    expect(gateway.requests(mealVoucherImportMealVoucherUser)[0].body).toEqual({ data: 'UEsDBA==' });
  });

  it('applies for the customer picked from the customer dropdown', async () => {
    const gateway = await setup(ALL, []);
    fireEvent.click(await screen.findByTestId('apply-button'));
    const dialog = await screen.findByTestId('apply-dialog');
    const select = within(dialog).getByTestId('voucher-customer') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Choose the customer',
      'Administration Office',
      'ACME Catering Guests',
    ]);
    fireEvent.change(within(dialog).getByTestId('import-file'), {
      target: { files: [new File([new Uint8Array([80, 75, 3, 4])], 'people.xlsx')] },
    });
    await within(dialog).findByTestId('import-errors');
    const save = within(dialog).getByTestId('save-voucher') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-12-02' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(gateway.requests(mealVoucherAdd)).toHaveLength(1));
    expect(gateway.requests(mealVoucherAdd)[0].body).toEqual({
      customerId: 4,
      validFrom: '2026-12-01',
      validTo: '2026-12-02',
      remark: '',
      persons: [{ name: '郑十', phone: '13800138010', ticketTypeId: 2, quantityPerDay: 2 }],
    });
    await waitFor(() => expect(screen.queryByTestId('apply-dialog')).toBeNull());
  });

  it('edits a submitted application: the form starts from it and the customer can be changed', async () => {
    const gateway = await setup(ALL, [row(1, 'submitted')]);
    await openDrawer('MV20261126-0001');
    fireEvent.click(screen.getByTestId('step-edit'));
    const dialog = await screen.findByTestId('apply-dialog');
    const select = within(dialog).getByTestId('voucher-customer') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe('1');
    expect(within(dialog).getAllByTestId('apply-person')).toHaveLength(2);
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByTestId('save-voucher'));
    await waitFor(() => expect(gateway.requests(mealVoucherEdit)).toHaveLength(1));
    expect(gateway.requests(mealVoucherEdit)[0].body).toEqual({
      id: 1,
      customerId: 4,
      validFrom: '2026-11-26',
      validTo: '2026-11-27',
      remark: '',
      persons: [
        { userId: 2, name: 'Demo Booker', phone: '13800000000', ticketTypeId: 2, quantityPerDay: 1 },
        { name: '李雷', phone: '', ticketTypeId: 2, quantityPerDay: 1 },
      ],
    });
  });
});

/**
 * The back-office /vouchers page against the fake gateway: each row offers exactly the
 * steps the application's machine accepts in its state and the user may take (checked per
 * state against a table written here); approving calls the audit, rejecting needs a reason
 * (refused in the dialog before any call); the drawer shows the people, their distribution
 * and a voucher's QR; the apply form imports people from .xlsx and lists the row errors.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  mealVoucherAdd,
  mealVoucherAudit,
  mealVoucherDetail,
  mealVoucherGetTicketTypes,
  mealVoucherImportMealVoucherUser,
  mealVoucherPage,
  type MealVoucherDetail,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { MEAL_VOUCHER_STATES, type MealVoucherState } from '../../machines/meal-voucher.machine';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import VouchersPage, { voucherActions } from './vouchers-page';

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
];

/** The steps each state offers (written from spec §4, independently of the machine). */
const OFFERED: Record<MealVoucherState, string[]> = {
  submitted: ['detail', 'audit-approve', 'audit-reject', 'cancel'],
  audited: ['detail', 'financeAudit-approve', 'financeAudit-reject', 'cancel'],
  financeAudited: ['detail', 'lifeScienceAudit-approve', 'lifeScienceAudit-reject', 'cancel'],
  lifeScienceAudited: ['detail', 'confirm', 'cancel'],
  confirmed: ['detail'],
  distributing: ['detail'],
  distributed: ['detail'],
  partiallyDistributed: ['detail', 'retryDistribution'],
  settled: ['detail'],
  rejected: ['detail'],
  cancelled: ['detail'],
};

async function setup(permissions: string[], rows: MealVoucherRow[]) {
  const { gateway } = await renderWithRuntime(<VouchersPage />, {
    lang: 'EN',
    user: aUser({ account: 'catering', permissions }),
    serve: (gateway) => {
      gateway.on(mealVoucherPage, () => aPage(rows));
      gateway.on(mealVoucherAudit, ({ id }) => ({ ...row(id, 'audited') }));
      gateway.on(mealVoucherDetail, () => DETAIL);
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
    },
  });
  return gateway;
}

const rowOf = async (no: string) => (await screen.findByText(no)).closest('[data-testid="data-row"]') as HTMLElement;

describe('/vouchers', () => {
  it('offers in each state exactly the steps the machine accepts', () => {
    const actions = voucherActions({ detail: () => undefined, reject: () => undefined });
    for (const state of MEAL_VOUCHER_STATES)
      expect(
        actions.filter((a) => !a.visible || a.visible(row(1, state))).map((a) => a.key),
        state,
      ).toEqual(OFFERED[state]);
  });

  it('approves an audit and offers retry on a partially distributed application', async () => {
    const gateway = await setup(ALL, [row(1, 'submitted'), row(2, 'partiallyDistributed')]);
    const submitted = await rowOf('MV20261126-0001');
    expect(within(submitted).getByTestId('action-detail')).toBeTruthy();
    fireEvent.click(within(submitted).getByTestId('action-audit-approve'));
    await waitFor(() => expect(gateway.requests(mealVoucherAudit)).toHaveLength(1));
    expect(gateway.requests(mealVoucherAudit)[0].body).toEqual({ id: 1, approve: true });
    const partial = await rowOf('MV20261126-0002');
    expect(within(partial).getByTestId('action-retryDistribution')).toBeTruthy();
  });

  it('shows only detail and cancel to the applicant without staff permissions', async () => {
    await setup(['mc:mealVoucher:page'], [row(1, 'submitted')]);
    const submitted = await rowOf('MV20261126-0001');
    expect(within(submitted).queryByTestId('action-audit-approve')).toBeNull();
    expect(within(submitted).getByTestId('action-detail')).toBeTruthy();
    expect(within(submitted).getByTestId('action-cancel')).toBeTruthy();
  });

  it('shows the people, their distribution and a voucher’s QR in the drawer', async () => {
    await setup(ALL, [row(1, 'partiallyDistributed')]);
    fireEvent.click(within(await rowOf('MV20261126-0001')).getByTestId('action-detail'));
    const drawer = await screen.findByTestId('voucher-detail');
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
});

/**
 * /mealVoucherReserve against the fake gateway: the form sends `add` the ordering unit, the
 * validity, the reason and the people (an account picked from the search by its id, a person
 * without an account by name and phone) with the chosen ticket type and number per day; the
 * server's refusal is shown on the page in the caller's language and nothing is lost; success
 * opens the new application. People imported from a sheet keep their own ticket type, the
 * rows the import refuses are listed, a favourite group adds its members once each, and the
 * estimated amount follows.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDropdown } from '../../platform/contracts/catering-catalogue.contract';
import {
  mealVoucherAdd,
  mealVoucherGetTicketTypes,
  mealVoucherImportMealVoucherUser,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { favoriteGroupMember, favoriteGroupsDetails, userSearch } from '../../platform/contracts/people.contract';
import { createI18n } from '../../platform/i18n/create-i18n';
import { Code } from '../../platform/protocol/codes';
import { refuse, type FakeGateway } from '../../platform/session/fake-gateway';
import { todayIn } from '../../ui/terminal-shell/time-format';
import { renderWithRuntime } from '../../ui/testing';
import { MealVoucherReservePage } from './reserve-page';

const TYPES = [
  { id: 1, nameCn: '早餐券', nameEn: 'Breakfast', nameTc: '早餐券', diningTypeCode: 'breakfast', priceCents: 1000 },
  { id: 2, nameCn: '午餐券', nameEn: 'Lunch', nameTc: '午餐券', diningTypeCode: 'lunch', priceCents: 2000 },
];
const LI = { id: 7, name: '李雷', account: 'lilei', orgName: '行政办公室', phone: '138****0001' };

const ROW: MealVoucherRow = {
  id: 42,
  applicationNo: 'MV20261129-0042',
  customerId: 3,
  customerName: '行政办公室',
  applicantUserId: 2,
  applicantName: 'Demo Booker',
  validFrom: '2026-11-29',
  validTo: '2026-11-30',
  state: 'submitted',
  reason: null,
  remark: '',
  persons: 2,
  createdAt: '2026-11-29T08:00:00+08:00',
};

/** `date` (YYYY-MM-DD) plus `n` days. */
function plusDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The catalogue calls every render of the form makes. */
function serveCatalogue(g: FakeGateway, lang: 'CN' | 'EN') {
  g.on(mealVoucherGetTicketTypes, () => TYPES.map((t) => ({ ...t, name: lang === 'EN' ? t.nameEn : t.nameCn })));
  g.on(customerDropdown, () => [{ id: 3, name: '行政办公室', kind: 'internal', orgId: 1 }]);
}

/** The page under a data router, so the move to the new application can be read. */
const ROUTES = [
  { path: '/mealVoucherReserve', element: <MealVoucherReservePage /> },
  { path: '/mealVouchers', element: <p>applications</p> },
];

describe('/mealVoucherReserve', () => {
  it('sends the ordering unit, validity, reason and people, shows a refusal in Chinese, then submits', async () => {
    const message = createI18n('CN').t(`errors:${Code.MEAL_VOUCHER_PERSON_INVALID}`, { index: 2 });
    const { gateway, router } = await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'CN',
      url: '/mealVoucherReserve',
      routes: ROUTES,
      serve: (g) => {
        serveCatalogue(g, 'CN');
        g.on(favoriteGroupsDetails, () => []);
        g.on(userSearch, ({ keyword }) => (LI.account.includes(keyword) ? [LI] : []));
        g.on(mealVoucherAdd, () => refuse(Code.MEAL_VOUCHER_PERSON_INVALID, message));
      },
    });
    const today = todayIn('Asia/Shanghai');
    await screen.findByRole('option', { name: '行政办公室' });
    fireEvent.change(screen.getByTestId('reserve-customer'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: plusDays(today, 1) } });
    await screen.findByRole('option', { name: '午餐券 · ¥20.00' });
    fireEvent.change(screen.getByTestId('reserve-ticket-type'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('每天张数'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('申请事由'), { target: { value: '研讨会午餐' } });

    fireEvent.change(screen.getByRole('searchbox', { name: '按账号或姓名添加人员' }), { target: { value: 'lil' } });
    fireEvent.click(await screen.findByRole('button', { name: '添加 李雷（lilei）' }, { timeout: 3000 }));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王芳' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请填写姓名和11位手机号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));

    expect(screen.getAllByTestId('reserve-person')).toHaveLength(2);
    // Two people × 2 lunches (¥20) × 2 days.
    expect(screen.getByTestId('reserve-total').textContent).toBe('预计金额 ¥160.00（2 天）');

    fireEvent.click(screen.getByTestId('reserve-submit'));
    const refusal = await screen.findByTestId('reserve-refusal');
    expect(refusal.textContent).toContain('申请未提交');
    expect(refusal.textContent).toContain('第 2 位人员须为已有账号，或填写姓名和 11 位手机号');
    expect(gateway.calls(mealVoucherAdd)).toEqual([
      {
        customerId: 3,
        validFrom: today,
        validTo: plusDays(today, 1),
        remark: '研讨会午餐',
        persons: [
          { userId: 7, name: '', phone: '', ticketTypeId: 2, quantityPerDay: 2 },
          { name: '王芳', phone: '13800138000', ticketTypeId: 2, quantityPerDay: 2 },
        ],
      },
    ]);
    // Nothing is lost: the people stay, the page stays.
    expect(screen.getAllByTestId('reserve-person')).toHaveLength(2);
    expect(router!.state.location.pathname).toBe('/mealVoucherReserve');

    gateway.on(mealVoucherAdd, () => ROW);
    fireEvent.click(screen.getByTestId('reserve-submit'));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/mealVouchers'));
    expect(router!.state.location.search).toBe('?id=42');
    expect(gateway.calls(mealVoucherAdd)).toHaveLength(2);
  }, 20_000);

  it('imports people from a sheet, lists the refused rows and adds a favourite group once each (English)', async () => {
    const { gateway } = await renderWithRuntime(<MealVoucherReservePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        serveCatalogue(g, 'EN');
        g.on(favoriteGroupsDetails, () => [
          { id: 5, name: 'Workshop team', sort: 0, memberCount: 2, createdAt: '2026-11-01T08:00:00+08:00' },
        ]);
        g.on(favoriteGroupMember, () => [
          { ...LI, name: 'Li Lei', addedAt: '2026-11-01T08:00:00+08:00' },
          {
            id: 8,
            name: 'Han Meimei',
            account: 'hanmm',
            orgName: null,
            phone: '',
            addedAt: '2026-11-01T08:00:00+08:00',
          },
        ]);
        g.on(mealVoucherImportMealVoucherUser, () => ({
          rows: [
            { row: 2, userId: 7, name: 'Li Lei', phone: '', ticketTypeId: 1, quantityPerDay: 1 },
            { row: 3, name: 'Wang Fang', phone: '13800138000', ticketTypeId: 2, quantityPerDay: 3 },
          ],
          errors: [{ row: 4, column: 'phone', code: 2470004, params: {}, message: 'Phone 123 is not 11 digits' }],
        }));
      },
    });
    fireEvent.change(await screen.findByTestId('reserve-import'), {
      target: { files: [new File([new Uint8Array([80, 75, 3, 4])], 'people.xlsx')] },
    });
    const errors = await screen.findByTestId('reserve-import-errors');
    expect(errors.textContent).toContain('These rows were not imported');
    expect(errors.textContent).toContain('Row 4: Phone 123 is not 11 digits');
    expect(gateway.requests(mealVoucherImportMealVoucherUser)[0].body).toEqual({ data: 'UEsDBA==' });
    expect(screen.getAllByTestId('reserve-person')).toHaveLength(2);
    // Imported rows keep their own ticket type.
    expect((screen.getByLabelText('Ticket type of Wang Fang') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Vouchers per day for Wang Fang') as HTMLInputElement).value).toBe('3');

    fireEvent.change(await screen.findByTestId('reserve-group'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add all members' }));
    await waitFor(() => expect(screen.getAllByTestId('reserve-person')).toHaveLength(3));
    expect(gateway.calls(favoriteGroupMember)).toEqual([{ groupId: 5 }]);
    const list = screen.getByRole('list', { name: 'People' });
    expect(
      within(list)
        .getAllByTestId('reserve-person')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Li Lei'),
      expect.stringContaining('Wang Fang'),
      expect.stringContaining('Han Meimei'),
    ]);
    // Li Lei breakfast ¥10 + Wang Fang 3 × lunch ¥20 + Han Meimei breakfast ¥10, one day.
    expect(screen.getByTestId('reserve-total').textContent).toBe('Estimated amount CN¥80.00 (1 day)');
    // No ordering unit chosen yet: nothing can be sent.
    expect((screen.getByTestId('reserve-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(gateway.calls(mealVoucherAdd)).toEqual([]);
  });
});

/**
 * /foodDeliveryOrderReserve in the real runtime on the fake gateway: the enabled order rule
 * is shown (cut-off, minimum, areas, money in the reader's language); an order below the
 * minimum is refused with a localized message and nothing is sent; a valid order sends the
 * chosen date, dining time, saved receiver and lines, then opens the new order; a server
 * refusal shows its localized message with its code; without a rule nothing can be ordered;
 * a saved receiver is added through /mc/applicantInfo/add and fills the form.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  categoryTree,
  merchandiseDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import {
  applicantInfoAdd,
  applicantInfoDelete,
  applicantInfoDropdown,
  applicantInfoEdit,
  foodDeliveryOrderAdd,
  orderRuleCurrent,
  type ApplicantInfoRow,
  type FoodOrderDetail,
  type OrderRuleRow,
} from '../../platform/contracts/food-delivery.contract';
import type { Lang } from '../../platform/i18n/languages';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { Code } from '../../platform/protocol/codes';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { OrderReservePage } from './index';
import { campusDay, orderDeadline, orderProblem } from './order-rule';

const RULE: OrderRuleRow = {
  id: 1,
  name: 'Default',
  cutoffKind: 'minutesBefore',
  cutoffMinutes: 60,
  cutoffTime: '17:00',
  minAmountCents: 5000,
  areas: ['East Campus', 'West Campus'],
  remark: '',
  status: 1,
  updatedAt: '2026-11-01T09:00:00+08:00',
};

const LI_LEI: ApplicantInfoRow = {
  id: 5,
  userId: 3,
  userName: 'booker',
  name: 'Li Lei',
  phone: '13900000000',
  area: 'East Campus',
  address: 'Room 301',
  isDefault: true,
  updatedAt: '2026-11-01T09:00:00+08:00',
};

/** What the add call answers (only id and number matter to the page). */
const created = (input: { deliveryDate: string }): FoodOrderDetail => ({
  id: 77,
  orderNo: 'FD-0077',
  state: 'submitted',
  applicantUserId: 3,
  applicantName: 'Booker',
  customerId: null,
  deliveryDate: input.deliveryDate,
  timeRangeId: 2,
  timeRangeName: 'Lunch',
  startTime: '11:30',
  endTime: '13:00',
  area: 'East Campus',
  address: 'Room 301',
  receiverName: 'Li Lei',
  receiverPhone: '13900000000',
  totalCents: 5100,
  remark: '',
  reason: null,
  createdAt: '2026-11-01T09:00:00+08:00',
  lines: [],
  auditedAt: null,
  rejectedAt: null,
  deliveringAt: null,
  deliveredAt: null,
  confirmedAt: null,
  settledAt: null,
  cancelledAt: null,
});

function serve(gateway: FakeGateway, rule: OrderRuleRow | null = RULE, saved: ApplicantInfoRow[] = [LI_LEI]) {
  gateway.on(orderRuleCurrent, () => rule);
  gateway.on(timeRangeDropdown, () => [
    {
      id: 1,
      name: 'Breakfast',
      diningTypeCode: 'breakfast',
      diningTypeName: 'Breakfast',
      startTime: '07:00',
      endTime: '09:00',
    },
    { id: 2, name: 'Lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', startTime: '11:30', endTime: '13:00' },
  ]);
  gateway.on(categoryTree, () => [
    {
      id: 10,
      parentId: null,
      name: 'Hot dishes',
      nameCn: '',
      nameEn: '',
      nameTc: '',
      sort: 0,
      status: 0,
      children: [],
    },
  ]);
  gateway.on(merchandiseDropdown, () => [
    { id: 2, name: 'Set lunch box', unit: 'box', priceCents: 2550, categoryId: 10 },
    { id: 3, name: 'Water', unit: 'bottle', priceCents: 300, categoryId: 10 },
  ]);
  gateway.on(applicantInfoDropdown, () => saved);
  gateway.on(foodDeliveryOrderAdd, (input) => created(input));
}

async function renderOrder(lang: Lang, extra: (g: FakeGateway) => void = serve) {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url: '/foodDeliveryOrderReserve?timeRangeId=2',
    routes: [
      { path: '/foodDeliveryOrderReserve', element: <OrderReservePage /> },
      { path: '/foodDeliveryOrder', element: <p>my deliveries</p> },
    ],
    serve: extra,
  });
}

describe('OrderReservePage', () => {
  it('refuses an order below the minimum without sending it, then sends a valid one', async () => {
    const { gateway, router } = await renderOrder('EN');
    const rule = await screen.findByTestId('order-rule');
    expect(rule.textContent).toContain('Order at least 60 minutes before the dining time starts');
    expect(rule.textContent).toContain('Minimum order: CN¥50.00');
    expect(rule.textContent).toContain('Delivery areas: East Campus, West Campus');
    // The saved default receiver fills the form.
    await waitFor(() => expect((screen.getByLabelText('Receiver') as HTMLInputElement).value).toBe('Li Lei'));
    const date = campusDay(new Date(), 3);
    fireEvent.change(screen.getByLabelText(/^Delivery date/), { target: { value: date } });

    fireEvent.click(screen.getByRole('button', { name: 'One more Set lunch box' }));
    expect(screen.getByTestId('order-total').textContent).toBe('Total: CN¥25.50');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const problem = await screen.findByTestId('order-problem');
    expect(problem.textContent).toBe('The order total CN¥25.50 is below the minimum order of CN¥50.00');
    expect(gateway.calls(foodDeliveryOrderAdd)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'One more Set lunch box' }));
    expect(screen.getByTestId('order-total').textContent).toBe('Total: CN¥51.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(gateway.calls(foodDeliveryOrderAdd)).toHaveLength(1));
    expect(gateway.calls(foodDeliveryOrderAdd)[0]).toEqual({
      deliveryDate: date,
      timeRangeId: 2,
      customerId: null,
      area: 'East Campus',
      address: 'Room 301',
      receiverName: 'Li Lei',
      receiverPhone: '13900000000',
      remark: '',
      lines: [{ merchandiseId: 2, quantity: 2 }],
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/foodDeliveryOrder'));
    expect(router!.state.location.search).toBe('?id=77');
  });

  it('shows the rule in Chinese and a server refusal with its localized message and code', async () => {
    const { gateway } = await renderOrder('CN', (g) => {
      serve(g);
      g.on(foodDeliveryOrderAdd, () => refuse(Code.FOOD_ORDER_AREA_NOT_SERVED, '“East Campus”不在配送区域内'));
    });
    const rule = await screen.findByTestId('order-rule');
    expect(rule.textContent).toContain('请在餐次开始前 60 分钟下单');
    expect(rule.textContent).toContain('起送金额：¥50.00');
    expect(rule.textContent).toContain('配送区域：East Campus、West Campus');
    await waitFor(() => expect((screen.getByLabelText('收餐人') as HTMLInputElement).value).toBe('Li Lei'));
    fireEvent.change(screen.getByLabelText('Water 的数量'), { target: { value: '20' } });
    expect(screen.getByTestId('order-total').textContent).toBe('合计：¥60.00');
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(gateway.calls(foodDeliveryOrderAdd)).toHaveLength(1));
    expect(gateway.calls(foodDeliveryOrderAdd)[0]!.lines).toEqual([{ merchandiseId: 3, quantity: 20 }]);
    const problem = await screen.findByTestId('order-problem');
    expect(problem.textContent).toBe(`“East Campus”不在配送区域内 (${Code.FOOD_ORDER_AREA_NOT_SERVED})`);
  });

  it('takes no order without an enabled rule', async () => {
    const { gateway } = await renderOrder('EN', (g) => serve(g, null));
    expect((await screen.findByTestId('order-rule')).textContent).toContain('No delivery rule is enabled');
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(gateway.calls(foodDeliveryOrderAdd)).toEqual([]);
  });

  it('adds a saved receiver, which then fills the form', async () => {
    const { gateway } = await renderOrder('EN', (g) => {
      serve(g, RULE, []);
      g.on(applicantInfoAdd, (input) => ({
        ...input,
        id: 9,
        userId: 3,
        userName: 'booker',
        updatedAt: LI_LEI.updatedAt,
      }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage saved receivers' }));
    const dialog = await screen.findByTestId('applicants-dialog');
    expect(within(dialog).getByText('No saved receiver')).toBeTruthy();
    // Incomplete: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in the receiver, the phone, the area and the address')).toBeTruthy();
    expect(gateway.calls(applicantInfoAdd)).toEqual([]);
    const form = within(within(dialog).getByTestId('applicant-form'));
    fireEvent.change(form.getByLabelText(/^Receiver/), { target: { value: 'Han Meimei' } });
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '13800000000' } });
    fireEvent.change(form.getByLabelText(/^Delivery area/), { target: { value: 'West Campus' } });
    fireEvent.change(form.getByLabelText(/^Address/), { target: { value: 'Library 2F' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.calls(applicantInfoAdd)).toEqual([
        { name: 'Han Meimei', phone: '13800000000', area: 'West Campus', address: 'Library 2F', isDefault: false },
      ]),
    );
    await waitFor(() => {
      const page = screen.getAllByLabelText(/^Address/).find((el) => !dialog.contains(el)) as HTMLInputElement;
      expect(page.value).toBe('Library 2F');
    });
  });
});

describe('ApplicantsDialog', () => {
  it('edits a saved receiver, and deletes one only after asking', async () => {
    const { gateway } = await renderOrder('EN', (g) => {
      serve(g);
      g.on(applicantInfoEdit, (input) => ({ ...LI_LEI, ...input }));
      g.on(applicantInfoDelete, () => null);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage saved receivers' }));
    const dialog = await screen.findByTestId('applicants-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Li Lei' }));
    const form = within(within(dialog).getByTestId('applicant-form'));
    expect((form.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('Room 301');
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '13700000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.calls(applicantInfoEdit)).toEqual([
        { id: 5, name: 'Li Lei', phone: '13700000000', area: 'East Campus', address: 'Room 301', isDefault: true },
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Li Lei' }));
    expect(within(dialog).getByText('Delete the saved receiver "Li Lei"?')).toBeTruthy();
    expect(gateway.calls(applicantInfoDelete)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(gateway.calls(applicantInfoDelete)).toEqual([{ ids: [5] }]));
  });
});

describe('orderProblem', () => {
  const draft = {
    deliveryDate: '2026-12-01',
    startTime: '11:30',
    area: 'East Campus',
    address: 'Room 301',
    receiverName: 'Li Lei',
    receiverPhone: '139',
    totalCents: 5000,
    lineCount: 1,
  };
  it('checks the cut-off, the area and the minimum as the server does', () => {
    const before = new Date('2026-12-01T10:30:00+08:00');
    expect(orderProblem(RULE, draft, before)).toBeNull();
    expect(orderProblem(RULE, draft, new Date(before.getTime() + 1000))).toEqual({
      key: 'cutoffPassed',
      params: { deadline: '2026-12-01 10:30' },
    });
    expect(orderProblem(RULE, { ...draft, area: 'North' }, before)).toEqual({
      key: 'areaNotServed',
      params: { area: 'North' },
    });
    expect(orderProblem(RULE, { ...draft, totalCents: 4999 }, before)).toEqual({
      key: 'belowMinimum',
      params: { total: 4999, minimum: 5000 },
    });
    expect(orderProblem(null, draft, before)).toEqual({ key: 'noRule' });
    expect(orderProblem(RULE, { ...draft, lineCount: 0 }, before)).toEqual({ key: 'noItems' });
  });
  it('closes at the given time the day before under dayBefore', () => {
    const rule = { ...RULE, cutoffKind: 'dayBefore' as const, cutoffTime: '17:00' };
    expect(orderDeadline(rule, '2026-12-01', '11:30').toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });
});

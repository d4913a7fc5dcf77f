/**
 * The food delivery back office against the fake gateway: /mealManagement's status tabs
 * with their counts and money in the user's language; the detail drawer offers exactly the
 * steps the order's machine accepts in its state and the user may take (a rejection asks a
 * reason and sends it); /orderRule sends the minimum in cents and the areas as a list.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  applicantInfoPage,
  foodDeliveryOrderAudit,
  foodDeliveryOrderDetail,
  foodDeliveryOrderPage,
  foodDeliveryOrderStateCount,
  orderRulePage,
  type FoodOrderDetail,
} from '../../platform/contracts/food-delivery.contract';
import { FOOD_DELIVERY_STATES } from '../../machines/food-delivery-order.machine';
import { formatMoney } from '../../ui/components';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import MealManagementPage from './meal-management-page';
import { ApplicantInfoPage, areasOf, OrderRulePage } from './catalogue-pages';
import { offeredSteps } from './steps';

const ORDER: FoodOrderDetail = {
  id: 7,
  orderNo: 'FD20261126-0007',
  state: 'submitted',
  applicantUserId: 3,
  applicantName: 'Booker',
  customerId: null,
  deliveryDate: '2026-11-28',
  timeRangeId: 1,
  timeRangeName: 'Lunch',
  startTime: '11:30',
  endTime: '13:00',
  area: 'East Campus Admin Building',
  address: 'Room 301',
  receiverName: 'Li Lei',
  receiverPhone: '13900000000',
  totalCents: 6200,
  remark: '',
  reason: null,
  createdAt: '2026-11-26T09:00:00+08:00',
  lines: [
    {
      id: 1,
      merchandiseId: 1,
      name: 'Set lunch box',
      unit: 'box',
      unitPriceCents: 2500,
      quantity: 2,
      amountCents: 5000,
    },
    { id: 2, merchandiseId: 2, name: 'Water', unit: 'bottle', unitPriceCents: 300, quantity: 4, amountCents: 1200 },
  ],
  auditedAt: null,
  rejectedAt: null,
  deliveringAt: null,
  deliveredAt: null,
  confirmedAt: null,
  settledAt: null,
  cancelledAt: null,
};

const ALL_STEPS = [
  'mc:foodDelivery:audit',
  'mc:foodDelivery:deliver',
  'mc:foodDelivery:delivered',
  'mc:foodDelivery:settle',
];

async function setup(order: FoodOrderDetail, permissions: string[]) {
  const { gateway } = await renderWithRuntime(<MealManagementPage />, {
    lang: 'EN',
    user: aUser({ account: 'catering', permissions: ['mc:foodDelivery:page', ...permissions] }),
    serve: (gateway) => {
      gateway.on(foodDeliveryOrderPage, () => aPage([order]));
      gateway.on(foodDeliveryOrderStateCount, () => ({ submitted: 2, settled: 1 }));
      gateway.on(foodDeliveryOrderDetail, () => order);
      gateway.on(foodDeliveryOrderAudit, () => ({ ...order, state: 'rejected' as const, reason: 'Sold out' }));
    },
  });
  return gateway;
}

async function openDrawer() {
  const row = (await screen.findByText('FD20261126-0007')).closest('[data-testid="data-row"]') as HTMLElement;
  expect(within(row).getByText(formatMoney(6200, 'EN'))).toBeTruthy();
  fireEvent.click(within(row).getByTestId('action-detail'));
  return screen.findByTestId('order-drawer');
}

describe('MealManagementPage', () => {
  it('shows the status tabs with their counts', async () => {
    await setup(ORDER, ALL_STEPS);
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('All (3)'));
    expect(screen.getByTestId('tab-submitted').textContent).toBe('Awaiting audit (2)');
    expect(screen.getByTestId('tab-delivered').textContent).toBe('Delivered (0)');
  });

  it('offers audit and reject on a submitted order; rejecting sends the reason', async () => {
    const gateway = await setup(ORDER, ALL_STEPS);
    const drawer = await openDrawer();
    await within(drawer).findByTestId('order-lines');
    expect(within(drawer).getByText('Set lunch box')).toBeTruthy();
    const steps = within(drawer).getByTestId('order-steps');
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['step-audit', 'step-reject']);
    fireEvent.click(within(steps).getByTestId('step-reject'));
    const confirm = within(drawer).getByTestId('confirm-reject');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(drawer).getByTestId('reject-reason'), { target: { value: 'Sold out' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.requests(foodDeliveryOrderAudit)).toHaveLength(1));
    expect(gateway.requests(foodDeliveryOrderAudit)[0].body).toEqual({ id: 7, approved: false, reason: 'Sold out' });
  });

  it('offers nothing the user may not do', async () => {
    await setup({ ...ORDER, state: 'audited' }, ['mc:foodDelivery:audit']);
    const drawer = await openDrawer();
    const steps = await within(drawer).findByTestId('order-steps');
    expect(within(steps).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('offeredSteps', () => {
  it("offers exactly the machine's steps in each state, for the permissions held", () => {
    const all = () => true;
    const expected: Record<string, string[]> = {
      submitted: ['audit', 'reject'],
      audited: ['deliver'],
      deliveryInProgress: ['delivered'],
      delivered: [],
      confirmed: ['settle'],
      settled: [],
      rejected: [],
      cancelled: [],
    };
    for (const state of FOOD_DELIVERY_STATES) {
      expect(
        offeredSteps({ state, reason: null }, all).map((s) => s.action),
        state,
      ).toEqual(expected[state]);
    }
    expect(offeredSteps({ state: 'submitted', reason: null }, () => false)).toEqual([]);
  });
});

describe('catalogue pages', () => {
  it('lists the order rules with the minimum as money', async () => {
    await renderWithRuntime(<OrderRulePage />, {
      lang: 'EN',
      user: aUser({ account: 'catering', permissions: ['mc:orderRule:page'] }),
      serve: (gateway) =>
        gateway.on(orderRulePage, () =>
          aPage([
            {
              id: 1,
              name: 'Default',
              cutoffKind: 'minutesBefore' as const,
              cutoffMinutes: 60,
              cutoffTime: '17:00',
              minAmountCents: 3000,
              areas: ['East', 'West'],
              remark: '',
              status: 0,
              updatedAt: '2026-11-26T09:00:00+08:00',
            },
          ]),
        ),
    });
    const row = (await screen.findByText('Default')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText(formatMoney(3000, 'EN'))).toBeTruthy();
    expect(within(row).getByText('East, West')).toBeTruthy();
    expect(areasOf(' East \n\nWest\n')).toEqual(['East', 'West']);
  });

  it('lists the saved applicants with their user', async () => {
    await renderWithRuntime(<ApplicantInfoPage />, {
      lang: 'EN',
      user: aUser({ account: 'catering', permissions: ['mc:applicantInfo:page'] }),
      serve: (gateway) =>
        gateway.on(applicantInfoPage, () =>
          aPage([
            {
              id: 1,
              userId: 3,
              userName: 'Booker',
              name: 'Li Lei',
              phone: '139',
              area: 'East',
              address: 'Room 301',
              isDefault: true,
              updatedAt: '2026-11-26T09:00:00+08:00',
            },
          ]),
        ),
    });
    const row = (await screen.findByText('Li Lei')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('Booker')).toBeTruthy();
    expect(within(row).getByText('Room 301')).toBeTruthy();
  });
});

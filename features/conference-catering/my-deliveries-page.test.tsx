/**
 * /foodDeliveryOrder in the real runtime on the fake gateway: the caller's own orders
 * (`mine`) under status tabs with their counts; each order offers "Confirm receipt" only when
 * delivered and "Cancel order" only where the order machine accepts a cancel (submitted,
 * audited) — checked for every state of the machine; confirming sends the call, cancelling
 * asks first; the detail (`?id=`) shows the lines and total in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FOOD_DELIVERY_STATES, type FoodDeliveryState } from '../../machines/food-delivery-order.machine';
import {
  foodDeliveryOrderCancel,
  foodDeliveryOrderConfirm,
  foodDeliveryOrderDetail,
  foodDeliveryOrderPage,
  foodDeliveryOrderStateCount,
  type FoodOrderDetail,
} from '../../platform/contracts/food-delivery.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { MyDeliveriesPage } from './index';
import { applicantSteps } from './delivery-steps';

/** An order of the caller in `state` (id and number follow its place among the states). */
function anOrder(state: FoodDeliveryState, over: Partial<FoodOrderDetail> = {}): FoodOrderDetail {
  const id = FOOD_DELIVERY_STATES.indexOf(state) + 1;
  return {
    id,
    orderNo: `FD-${id}`,
    state,
    applicantUserId: 3,
    applicantName: 'Booker',
    customerId: null,
    deliveryDate: '2026-11-28',
    timeRangeId: 2,
    timeRangeName: 'Lunch',
    startTime: '11:30',
    endTime: '13:00',
    area: 'East Campus',
    address: 'Room 301',
    receiverName: 'Li Lei',
    receiverPhone: '13900000000',
    totalCents: 6200,
    remark: '',
    reason: state === 'rejected' ? 'Kitchen closed' : null,
    createdAt: '2026-11-26T09:00:00+08:00',
    lines: [
      {
        id: 1,
        merchandiseId: 2,
        name: 'Set lunch box',
        unit: 'box',
        unitPriceCents: 2500,
        quantity: 2,
        amountCents: 5000,
      },
      { id: 2, merchandiseId: 3, name: 'Water', unit: 'bottle', unitPriceCents: 300, quantity: 4, amountCents: 1200 },
    ],
    auditedAt: null,
    rejectedAt: null,
    deliveringAt: null,
    deliveredAt: null,
    confirmedAt: null,
    settledAt: null,
    cancelledAt: null,
    ...over,
  };
}

async function renderMine(lang: Lang, url = '/foodDeliveryOrder') {
  let orders = FOOD_DELIVERY_STATES.map((s) => anOrder(s));
  const result = await renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url,
    routes: [{ path: '/foodDeliveryOrder', element: <MyDeliveriesPage /> }],
    serve: (gateway) => {
      gateway.on(foodDeliveryOrderPage, ({ state }) => aPage(orders.filter((o) => !state || o.state === state)));
      gateway.on(foodDeliveryOrderStateCount, () =>
        Object.fromEntries(FOOD_DELIVERY_STATES.map((s) => [s, orders.filter((o) => o.state === s).length])),
      );
      gateway.on(foodDeliveryOrderDetail, ({ id }) => orders.find((o) => o.id === id)!);
      gateway.on(foodDeliveryOrderConfirm, ({ id }) => {
        orders = orders.map((o) => (o.id === id ? { ...o, state: 'confirmed' } : o));
        return orders.find((o) => o.id === id)!;
      });
      gateway.on(foodDeliveryOrderCancel, ({ id }) => {
        orders = orders.map((o) => (o.id === id ? { ...o, state: 'cancelled' } : o));
        return orders.find((o) => o.id === id)!;
      });
    },
  });
  return result;
}

/** The step buttons' labels on the card of order `orderNo`. */
const stepsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('MyDeliveriesPage', () => {
  it('offers confirm receipt only when delivered and cancel only where the machine allows it', async () => {
    const { gateway } = await renderMine('EN');
    await screen.findByRole('article', { name: 'Order FD-1' });
    expect(gateway.calls(foodDeliveryOrderPage)[0]).toEqual({ mine: true, pageSize: 10, pageNo: 1 });
    expect(gateway.calls(foodDeliveryOrderStateCount)[0]).toEqual({ mine: true });
    const offered = Object.fromEntries(
      FOOD_DELIVERY_STATES.map((s) => [
        s,
        stepsOf(screen.getByRole('article', { name: `Order ${anOrder(s).orderNo}` })),
      ]),
    );
    expect(offered).toEqual({
      submitted: ['Cancel order'],
      audited: ['Cancel order'],
      rejected: [],
      deliveryInProgress: [],
      delivered: ['Confirm receipt'],
      confirmed: [],
      settled: [],
      cancelled: [],
    });
    // The state and the total in the card.
    const delivered = screen.getByRole('article', { name: 'Order FD-5' });
    expect(within(delivered).getByTestId('delivery-state').textContent).toBe('Delivered');
    expect(within(delivered).getByTestId('delivery-total').textContent).toBe('CN¥62.00');
    // The tabs count the caller's orders.
    await waitFor(() => expect(screen.getByTestId('tab-all').textContent).toBe('All (8)'));
    expect(screen.getByTestId('tab-delivered').textContent).toBe('Delivered (1)');
  });

  it('confirms receipt, and cancels only after the question', async () => {
    const { gateway } = await renderMine('EN');
    const delivered = await screen.findByRole('article', { name: 'Order FD-5' });
    fireEvent.click(within(delivered).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(gateway.calls(foodDeliveryOrderConfirm)).toEqual([{ id: 5 }]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Order FD-5' })).getByTestId('delivery-state').textContent,
      ).toBe('Receipt confirmed'),
    );
    expect(stepsOf(screen.getByRole('article', { name: 'Order FD-5' }))).toEqual([]);

    const submitted = screen.getByRole('article', { name: 'Order FD-1' });
    fireEvent.click(within(submitted).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cancel order FD-1?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.calls(foodDeliveryOrderCancel)).toEqual([]);
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Order FD-1' })).getByRole('button', { name: 'Cancel order' }),
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(foodDeliveryOrderCancel)).toEqual([{ id: 1 }]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Order FD-1' })).getByTestId('delivery-state').textContent,
      ).toBe('Cancelled'),
    );
  });

  it('filters by the state tab', async () => {
    const { gateway, router } = await renderMine('EN');
    await screen.findByRole('article', { name: 'Order FD-1' });
    fireEvent.click(screen.getByTestId('tab-delivered'));
    await waitFor(() => expect(router!.state.location.search).toBe('?state=delivered'));
    await waitFor(() =>
      expect(gateway.calls(foodDeliveryOrderPage).at(-1)).toEqual({
        mine: true,
        state: 'delivered',
        pageSize: 10,
        pageNo: 1,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('delivery-card')).toHaveLength(1));
  });

  it('shows the detail with its lines and total in Chinese', async () => {
    const { gateway } = await renderMine('CN', '/foodDeliveryOrder?id=3');
    const detail = await screen.findByTestId('delivery-detail');
    expect(gateway.calls(foodDeliveryOrderDetail)).toEqual([{ id: 3 }]);
    expect(within(detail).getByRole('heading', { name: '订单号 FD-3' })).toBeTruthy();
    expect(within(detail).getByTestId('delivery-state').textContent).toBe('已驳回');
    expect(within(detail).getByText('Kitchen closed')).toBeTruthy();
    expect(within(detail).getByTestId('order-total').textContent).toBe('合计: ¥62.00');
    expect(within(detail).getByTestId('order-lines').textContent).toContain('¥25.00');
    // A rejected order offers no step.
    expect(within(detail).queryByTestId('order-steps')).toBeNull();
    expect(within(detail).getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/foodDeliveryOrder');
  });
});

describe('applicantSteps', () => {
  it('follows the machine for every state', () => {
    expect(FOOD_DELIVERY_STATES.map((s) => [s, applicantSteps({ state: s, reason: null })])).toEqual([
      ['submitted', ['cancel']],
      ['audited', ['cancel']],
      ['rejected', []],
      ['deliveryInProgress', []],
      ['delivered', ['confirm']],
      ['confirmed', []],
      ['settled', []],
      ['cancelled', []],
    ]);
  });
});

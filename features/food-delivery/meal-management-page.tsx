/**
 * /mealManagement — food delivery orders in the caller's scope (spec §2 catering set): status
 * tabs with their counts, the list (order no, date and time range, area and address,
 * receiver, total, state), a detail drawer with the lines, and the staff's steps — each
 * offered exactly when the order's machine accepts it in the order's state and the user holds
 * its permission (features/food-delivery/steps.ts, through ui/order-page's step bar);
 * rejecting asks a reason.
 */
import { useState } from 'react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  foodDeliveryOrderDetail,
  foodDeliveryOrderPage,
  foodDeliveryOrderStateCount,
  type FoodOrderRow,
} from '../../platform/contracts/food-delivery.contract';
import { FOOD_DELIVERY_STATES, foodDeliveryOrderMachine } from '../../machines/food-delivery-order.machine';
import type { Lang } from '../../platform/i18n/languages';
import { formatMoney } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { OrderDrawer, OrderLines, OrderStateTabs, OrderStepBar, type OrderStepSpec } from '../../ui/order-page';
import { useApi, useCall, useLang } from '../../ui/runtime';
import { STAFF_STEPS, stepInput } from './steps';

/** The state's badge. */
function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('foodDelivery');
  const palette: Record<string, string> = {
    submitted: 'orange',
    audited: 'blue',
    deliveryInProgress: 'purple',
    delivered: 'teal',
    confirmed: 'green',
    settled: 'gray',
    rejected: 'red',
    cancelled: 'gray',
  };
  return (
    <Badge colorPalette={palette[state] ?? 'gray'} data-testid={`state-${state}`}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The staff's steps on order `id`, for the shared step bar. */
function useStepSpecs(id: number): OrderStepSpec<typeof foodDeliveryOrderMachine>[] {
  const api = useApi();
  return STAFF_STEPS.map((s) => ({
    key: s.action,
    event: s.event,
    permission: s.permission,
    needsReason: s.needsReason,
    danger: s.danger,
    run: (reason: string) => api(s.call, stepInput(s, id, reason) as never),
  }));
}

/** The detail drawer of order `id`. */
function FoodOrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('foodDelivery');
  const detail = useCall(foodDeliveryOrderDetail, { id });
  const steps = useStepSpecs(id);
  const o = detail.data;
  return (
    <OrderDrawer
      title={
        <>
          {t('title')} {o?.orderNo ?? ''}
        </>
      }
      onClose={onClose}
    >
      {o ? (
        <Stack gap="3">
          <HStack>
            <StateBadge state={o.state} />
          </HStack>
          <Text>
            {t('orders.delivery')}: {o.deliveryDate} {o.timeRangeName} {o.startTime}–{o.endTime}
          </Text>
          <Text>
            {t('orders.place')}: {o.area} · {o.address}
          </Text>
          <Text>
            {t('orders.receiver')}: {o.receiverName} {o.receiverPhone}
          </Text>
          <Text>
            {t('orders.applicant')}: {o.applicantName}
          </Text>
          {o.remark ? (
            <Text>
              {t('orders.remark')}: {o.remark}
            </Text>
          ) : null}
          {o.reason ? (
            <Text data-testid="order-reason">
              {t('orders.reason')}: {o.reason}
            </Text>
          ) : null}
          <OrderLines ns="foodDelivery" lines={o.lines.map((l) => ({ ...l, key: l.id }))} totalCents={o.totalCents} />
          <OrderStepBar
            ns="foodDelivery"
            machine={foodDeliveryOrderMachine}
            state={o.state}
            context={{ reason: o.reason }}
            steps={steps}
          />
        </Stack>
      ) : null}
    </OrderDrawer>
  );
}

/** The list's declaration for the tab `state` (undefined: all). */
function ordersConfig(
  state: FoodOrderRow['state'] | undefined,
  lang: Lang,
  open: (row: FoodOrderRow) => void,
): ResourcePageConfig<typeof foodDeliveryOrderPage, FoodOrderRow> {
  return {
    id: 'foodDeliveryOrder',
    ns: 'foodDelivery',
    title: 'title',
    list: foodDeliveryOrderPage,
    listInput: state ? { state } : {},
    rowKey: (r) => r.id,
    filters: [
      { name: 'keyword', label: 'orders.orderNo', kind: 'text' },
      { name: 'deliveryDate', label: 'orders.delivery', kind: 'date' },
    ],
    columns: [
      { key: 'orderNo', label: 'orders.orderNo', nowrap: true },
      {
        key: 'delivery',
        label: 'orders.delivery',
        nowrap: true,
        render: (r) => `${r.deliveryDate} ${r.timeRangeName} ${r.startTime}–${r.endTime}`,
      },
      { key: 'place', label: 'orders.place', render: (r) => `${r.area} · ${r.address}` },
      { key: 'receiver', label: 'orders.receiver', render: (r) => `${r.receiverName} ${r.receiverPhone}` },
      { key: 'totalCents', label: 'orders.total', align: 'end', render: (r) => formatMoney(r.totalCents, lang) },
      { key: 'state', label: 'orders.state', nowrap: true, render: (r) => <StateBadge state={r.state} /> },
    ],
    rowActions: [{ key: 'detail', label: 'orders.detail', run: { onClick: (row) => open(row) } }],
    emptyTitle: 'orders.empty',
  };
}

/** /mealManagement. */
export default function MealManagementPage() {
  const { lang } = useLang();
  const [tab, setTab] = useState<string>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useCall(foodDeliveryOrderStateCount, undefined);
  const state = tab === 'all' ? undefined : (tab as FoodOrderRow['state']);
  return (
    <Stack gap="3">
      <OrderStateTabs
        ns="foodDelivery"
        states={FOOD_DELIVERY_STATES}
        counts={counts.data}
        value={tab}
        onChange={setTab}
      />
      <ResourcePage key={tab} config={ordersConfig(state, lang, (row) => setOpenId(row.id))} />
      {openId !== null ? <FoodOrderDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}

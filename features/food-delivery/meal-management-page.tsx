/**
 * /mealManagement — food delivery orders in the caller's scope (spec §2 catering set): status
 * tabs with their counts, the list (order no, date and time range, area and address,
 * receiver, total, state), a detail drawer with the lines, and the staff's steps — each
 * offered exactly when the order's machine accepts it in the order's state and the user holds
 * its permission (features/food-delivery/steps.ts); rejecting asks a reason.
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Portal,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  foodDeliveryOrderDetail,
  foodDeliveryOrderPage,
  foodDeliveryOrderStateCount,
  type FoodOrderRow,
} from '../../platform/contracts/food-delivery.contract';
import { FOOD_DELIVERY_STATES } from '../../machines/food-delivery-order.machine';
import type { Lang } from '../../platform/i18n/languages';
import { formatMoney } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useApi, useCall, useLang, useSession } from '../../ui/runtime';
import { offeredSteps, stepInput, type OrderStep } from './steps';

/** The status tabs: all, then each state of the machine. */
const FOOD_DELIVERY_TABS = ['all', ...FOOD_DELIVERY_STATES];

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

/** The step buttons of one order; `onDone` after a step succeeded. */
function StepButtons({ row, onDone }: { row: FoodOrderRow; onDone: () => void }) {
  const { t } = useTranslation('foodDelivery');
  const api = useApi();
  const { hasPermi } = useSession();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const steps = offeredSteps(row, (p) => hasPermi(p));
  const run = async (step: OrderStep, why = '') => {
    setBusy(true);
    try {
      await api(step.call, stepInput(step, row.id, why) as never);
      toaster.create({ type: 'success', description: t('orders.done') });
      setRejecting(false);
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  if (rejecting) {
    const reject = steps.find((s) => s.action === 'reject')!;
    return (
      <Stack gap="2" data-testid="reject-form">
        <Field.Root required>
          <Field.Label>{t('orders.rejectReason')}</Field.Label>
          <Textarea
            data-testid="reject-reason"
            placeholder={t('orders.rejectPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Field.Root>
        <HStack>
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            disabled={!reason.trim()}
            data-testid="confirm-reject"
            onClick={() => void run(reject, reason.trim())}
          >
            {t('orders.confirmReject')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(false)}>
            {t('orders.close')}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" data-testid="order-steps">
      {steps.map((s) => (
        <Button
          key={s.action}
          size="sm"
          variant={s.danger ? 'outline' : 'solid'}
          colorPalette={s.danger ? 'red' : 'blue'}
          loading={busy}
          data-testid={`step-${s.action}`}
          onClick={() => (s.needsReason ? setRejecting(true) : void run(s))}
        >
          {t(`action.${s.action}`)}
        </Button>
      ))}
    </HStack>
  );
}

/** The detail drawer of order `id`. */
function OrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('foodDelivery');
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const detail = useCall(foodDeliveryOrderDetail, { id });
  const o = detail.data;
  return (
    <Drawer.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="order-drawer">
            <Drawer.Header>
              <Drawer.Title>
                {t('title')} {o?.orderNo ?? ''}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
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
                  <Table.Root size="sm" data-testid="order-lines">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('orders.lineName')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('orders.linePrice')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('orders.lineQty')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('orders.lineAmount')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {o.lines.map((l) => (
                        <Table.Row key={l.id}>
                          <Table.Cell>{l.name}</Table.Cell>
                          <Table.Cell textAlign="end">{formatMoney(l.unitPriceCents, lang)}</Table.Cell>
                          <Table.Cell textAlign="end">
                            {l.quantity} {l.unit}
                          </Table.Cell>
                          <Table.Cell textAlign="end">{formatMoney(l.amountCents, lang)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                  <Text fontWeight="semibold" data-testid="order-total">
                    {t('orders.total')}: {formatMoney(o.totalCents, lang)}
                  </Text>
                  <StepButtons row={o} onDone={() => void queryClient.invalidateQueries()} />
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
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
  const { t } = useTranslation('foodDelivery');
  const { lang } = useLang();
  const [tab, setTab] = useState<string>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useCall(foodDeliveryOrderStateCount, undefined);
  const count = (s: string) =>
    s === 'all' ? Object.values(counts.data ?? {}).reduce((a, b) => a + b, 0) : ((counts.data ?? {})[s] ?? 0);
  const state = tab === 'all' ? undefined : (tab as FoodOrderRow['state']);
  return (
    <Stack gap="3">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" data-testid="state-tabs">
        <Tabs.List flexWrap="wrap">
          {FOOD_DELIVERY_TABS.map((s) => (
            <Tabs.Trigger key={s} value={s} data-testid={`tab-${s}`}>
              {t(`state.${s}`)} ({count(s)})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ResourcePage key={tab} config={ordersConfig(state, lang, (row) => setOpenId(row.id))} />
      {openId !== null ? <OrderDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}

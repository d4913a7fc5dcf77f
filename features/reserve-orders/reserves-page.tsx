/**
 * /reserves — meeting service orders in the caller's scope (spec §2 catering set, §7
 * reserveOrder): status tabs with their counts (getProgressStatusCount), the list (order no,
 * room, time in campus time, subject, applicant, customer, total, state), a detail drawer
 * with the lines and timestamps, and the staff's steps through ui/order-page's step bar —
 * each offered exactly when machines/reserve-order.machine accepts it in the order's state
 * and the user holds its `mc:reserveOrder:*` permission (./steps.ts). Reject asks a reason;
 * editMerchandise opens a quantities dialog over the merchandise and service-item dropdowns.
 */
import { useState } from 'react';
import { Badge, Button, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  reserveOrderDetail,
  reserveOrderEditMerchandise,
  reserveOrderPage,
  reserveOrderStatusCount,
  type ReserveOrderDetail,
  type ReserveOrderRow,
} from '../../platform/contracts/reserve-order.contract';
import { itemFormDropdown, merchandiseDropdown } from '../../platform/contracts/catering-catalogue.contract';
import { RESERVE_ORDER_STATES, reserveOrderMachine } from '../../machines/reserve-order.machine';
import type { Lang } from '../../platform/i18n/languages';
import { formatMoney } from '../../ui/components';
import { OrderDrawer, OrderLines, OrderStateTabs, OrderStepBar, type OrderStepSpec } from '../../ui/order-page';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useApi, useCall, useLang } from '../../ui/runtime';
import { QuantityFields, quantityList, type Quantities } from '../../ui/order-form';
import { contextOf, RESERVE_STEPS } from './steps';
import { campusDateTime, campusPeriod } from './time';

const PALETTE: Record<string, string> = {
  submitted: 'orange',
  audited: 'blue',
  arranged: 'purple',
  served: 'teal',
  settled: 'gray',
  rejected: 'red',
  cancelled: 'gray',
  cancelRequested: 'yellow',
};

/** The state's badge. */
function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('reserveOrder');
  return (
    <Badge colorPalette={PALETTE[state] ?? 'gray'} data-testid={`state-${state}`}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The quantities of an order's merchandise and item lines, by catalogue id. */
function quantitiesOf(order: ReserveOrderDetail, kind: 'merchandise' | 'item'): Quantities {
  return Object.fromEntries(order.lines.filter((l) => l.kind === kind).map((l) => [l.refId, l.quantity]));
}

/** The editMerchandise dialog: new quantities of merchandise and service items, re-priced by the server. */
function MerchandiseDialog({ order, onClose }: { order: ReserveOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('reserveOrder');
  const api = useApi();
  const queryClient = useQueryClient();
  const merchandise = useCall(merchandiseDropdown, {});
  const items = useCall(itemFormDropdown, undefined);
  const [m, setM] = useState<Quantities>(() => quantitiesOf(order, 'merchandise'));
  const [i, setI] = useState<Quantities>(() => quantitiesOf(order, 'item'));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await api(reserveOrderEditMerchandise, {
        id: order.id,
        merchandise: quantityList(merchandise.data ?? [], m),
        items: quantityList(items.data ?? [], i),
      });
      toaster.create({ type: 'success', description: t('orders.done') });
      await queryClient.invalidateQueries();
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="merchandise-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('orders.merchandiseTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Heading size="sm">{t('orders.merchandise')}</Heading>
                <QuantityFields
                  options={merchandise.data ?? []}
                  value={m}
                  onChange={setM}
                  testPrefix="m"
                  quantityLabel={t('orders.quantity')}
                />
                <Heading size="sm">{t('orders.items')}</Heading>
                <QuantityFields
                  options={items.data ?? []}
                  value={i}
                  onChange={setI}
                  testPrefix="i"
                  quantityLabel={t('orders.quantity')}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('orders.close')}
              </Button>
              <Button
                loading={busy}
                disabled={!merchandise.data || !items.data}
                data-testid="save-merchandise"
                onClick={() => void save()}
              >
                {t('orders.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The staff's steps on `order` for the shared step bar (editMerchandise opens its dialog). */
function useStepSpecs(
  order: ReserveOrderDetail | undefined,
  openMerchandise: () => void,
): OrderStepSpec<typeof reserveOrderMachine>[] {
  const api = useApi();
  return RESERVE_STEPS.map((s) => ({
    key: s.key,
    event: s.event,
    permission: s.call.access,
    needsReason: s.needsReason,
    reasonTexts: s.reasonTexts,
    danger: s.danger,
    open: s.body ? undefined : openMerchandise,
    run: s.body && order ? (reason: string) => api(s.call, s.body!(order.id, reason) as never) : undefined,
  }));
}

const TIMESTAMPS = ['createdAt', 'auditedAt', 'arrangedAt', 'servedAt', 'settledAt', 'cancelledAt'] as const;

/** The detail drawer of order `id`. */
function ReserveOrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('reserveOrder');
  const detail = useCall(reserveOrderDetail, { id });
  const [editing, setEditing] = useState(false);
  const o = detail.data;
  const steps = useStepSpecs(o, () => setEditing(true));
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
            <StateBadge state={o.status} />
          </HStack>
          <Text>
            {t('orders.room')}: {o.siteName}
          </Text>
          <Text>
            {t('orders.time')}: {campusPeriod(o.start, o.end)}
          </Text>
          <Text>
            {t('orders.subject')}: {o.subject} · {t('orders.attendees')}: {o.attendees}
          </Text>
          <Text>
            {t('orders.applicant')}: {o.applicantName} {o.applicantPhone}
          </Text>
          {o.customerName ? (
            <Text>
              {t('orders.customer')}: {o.customerName}
            </Text>
          ) : null}
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
          <OrderLines
            ns="reserveOrder"
            lines={o.lines.map((l) => ({
              ...l,
              key: `${l.kind}-${l.refId}`,
              tag: <Badge size="xs">{t(`orders.kind.${l.kind}`)}</Badge>,
            }))}
            totalCents={o.totalCents}
          />
          <Stack gap="0" data-testid="order-times">
            {TIMESTAMPS.filter((k) => o[k]).map((k) => (
              <Text key={k} fontSize="sm" color="fg.muted">
                {t(`orders.${k}`)}: {campusDateTime(o[k])}
              </Text>
            ))}
          </Stack>
          <OrderStepBar
            ns="reserveOrder"
            machine={reserveOrderMachine}
            state={o.status}
            context={contextOf(o)}
            steps={steps}
            texts={{ labelPrefix: 'step.' }}
          />
          {editing ? <MerchandiseDialog order={o} onClose={() => setEditing(false)} /> : null}
        </Stack>
      ) : null}
    </OrderDrawer>
  );
}

/** The list's declaration for the tab `status` (undefined: all). */
function ordersConfig(
  status: ReserveOrderRow['status'] | undefined,
  lang: Lang,
  open: (row: ReserveOrderRow) => void,
): ResourcePageConfig<typeof reserveOrderPage, ReserveOrderRow> {
  return {
    id: 'reserveOrder',
    ns: 'reserveOrder',
    title: 'title',
    list: reserveOrderPage,
    listInput: status ? { status } : {},
    rowKey: (r) => r.id,
    filters: [{ name: 'keyword', label: 'orders.keyword', kind: 'text' }],
    columns: [
      { key: 'orderNo', label: 'orders.orderNo', nowrap: true },
      { key: 'siteName', label: 'orders.room' },
      { key: 'time', label: 'orders.time', nowrap: true, render: (r) => campusPeriod(r.start, r.end) },
      { key: 'subject', label: 'orders.subject' },
      { key: 'applicantName', label: 'orders.applicant' },
      { key: 'customerName', label: 'orders.customer', render: (r) => r.customerName ?? '' },
      { key: 'totalCents', label: 'orders.total', align: 'end', render: (r) => formatMoney(r.totalCents, lang) },
      { key: 'status', label: 'orders.state', nowrap: true, render: (r) => <StateBadge state={r.status} /> },
    ],
    rowActions: [{ key: 'detail', label: 'orders.detail', run: { onClick: (row) => open(row) } }],
    emptyTitle: 'orders.empty',
  };
}

/** /reserves. */
export default function ReservesPage() {
  const { lang } = useLang();
  const [tab, setTab] = useState<string>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useCall(reserveOrderStatusCount, {});
  const status = tab === 'all' ? undefined : (tab as ReserveOrderRow['status']);
  return (
    <Stack gap="3">
      <OrderStateTabs
        ns="reserveOrder"
        states={RESERVE_ORDER_STATES}
        counts={counts.data}
        value={tab}
        onChange={setTab}
      />
      <ResourcePage key={tab} config={ordersConfig(status, lang, (row) => setOpenId(row.id))} />
      {openId !== null ? <ReserveOrderDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}

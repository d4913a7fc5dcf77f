/**
 * /foodDeliveryOrder (spec §2 Variant 5): the caller's own food delivery orders.
 *
 * - The list: status tabs — "All" and each stored state of the order machine — with their
 *   counts (/mc/foodDeliveryOrder/getStateCount, `mine`), the chosen one in the URL
 *   (`?state=`); the orders of the tab (/mc/foodDeliveryOrder/page, `mine`), newest delivery
 *   first, {@link DELIVERY_PAGE_SIZE} a page with "Load more". Each card: order number, state,
 *   delivery time, receiver and address, total, a link to its detail, and its steps.
 * - The detail (`?id=`, /mc/foodDeliveryOrder/detail): the same facts, the reason of a
 *   rejection or cancellation, the lines and total (ui/order-page OrderLines); while submitted, the
 *   notice that it waits for the department's approval (ui/business-approval).
 * - Steps (./delivery-steps.tsx): "Confirm receipt" and "Cancel order", each offered only when
 *   the order's machine accepts it in its state; cancelling asks first (the spec's dialog).
 *   After a step every query is read again.
 */
import { useState } from 'react';
import { Badge, Button, Card, HStack, Heading, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FOOD_DELIVERY_STATES, type FoodDeliveryState } from '../../machines/food-delivery-order.machine';
import {
  foodDeliveryOrderCancel,
  foodDeliveryOrderDetail,
  foodDeliveryOrderPage,
  foodDeliveryOrderStateCount,
  type FoodOrderRow,
} from '../../platform/contracts/food-delivery.contract';
import { BusinessApprovalNotice } from '../../ui/business-approval';
import {
  ConfirmDialog,
  EmptyState,
  QueryList,
  formatMoney,
  LoadMoreButton,
  StateTabs,
  useTabParam,
} from '../../ui/components';
import { OrderLines, tabCount } from '../../ui/order-page';
import { toaster, useCall, useLang, useMutationCall, usePagedCall } from '../../ui/runtime';
import { formatCalendarDate } from '../../ui/terminal-shell/time-format';
import { DeliverySteps, applicantSteps, type DeliveryStepsProps } from './delivery-steps';

/** Orders per page of the list. */
export const DELIVERY_PAGE_SIZE = 10;

/** The colour of each state's badge (typed by the machine's states, so none is missed). */
const STATE_PALETTE: Readonly<Record<FoodDeliveryState, string>> = {
  submitted: 'orange',
  audited: 'blue',
  rejected: 'red',
  deliveryInProgress: 'purple',
  delivered: 'teal',
  confirmed: 'green',
  settled: 'gray',
  cancelled: 'gray',
};

/** A tab of the list: every order, or one state. */
type Tab = 'all' | FoodDeliveryState;

/** The tabs: every order, then each stored state of the order machine. */
const TABS: readonly Tab[] = ['all', ...FOOD_DELIVERY_STATES];

/** The /foodDeliveryOrder page: the detail when `?id=` names an order, else the list. */
export function MyDeliveriesPage() {
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const [cancelling, setCancelling] = useState<DeliveryStepsProps['order'] | null>(null);
  return (
    <>
      {Number.isInteger(id) && id > 0 ? (
        <DeliveryDetail id={id} onCancel={setCancelling} />
      ) : (
        <DeliveryList onCancel={setCancelling} />
      )}
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

/** The state badge of an order (`delivery-state`). */
function StateBadge({ state }: { state: FoodDeliveryState }) {
  const { t } = useTranslation('conferenceCatering');
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid="delivery-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** "2026年11月28日 午餐 11:30–13:00": when an order is delivered. */
function useDeliveryText() {
  const { t } = useTranslation('conferenceCatering');
  const { lang } = useLang();
  return (o: Pick<FoodOrderRow, 'deliveryDate' | 'timeRangeName' | 'startTime' | 'endTime'>) =>
    t('mine.delivery', {
      date: formatCalendarDate(o.deliveryDate, lang),
      range: o.timeRangeName,
      time: `${o.startTime}–${o.endTime}`,
    });
}

/** The tabs and the paged cards. */
function DeliveryList({ onCancel }: { onCancel: DeliveryStepsProps['onCancel'] }) {
  const { t } = useTranslation(['conferenceCatering', 'terminal']);
  const [tab, choose] = useTabParam('state', TABS);
  const counts = useCall(foodDeliveryOrderStateCount, { mine: 'true' }, { staleTime: 0 });
  const pages = usePagedCall(foodDeliveryOrderPage, {
    mine: 'true',
    pageSize: DELIVERY_PAGE_SIZE,
    ...(tab === 'all' ? {} : { state: tab }),
  });

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('mine.title')}
        </Heading>
        <Button asChild colorPalette="purple" size="sm">
          <RouterLink to="/foodDeliveryOrderReserve">{t('mine.orderNow')}</RouterLink>
        </Button>
      </HStack>
      <StateTabs
        tabs={TABS}
        value={tab}
        onChange={choose}
        label={t('mine.tabs')}
        labelOf={(s) => t(`state.${s}`)}
        countOf={(s) => tabCount(counts.data, s)}
        colorPalette="purple"
      >
        <Stack gap="3">
          <QueryList
            query={pages}
            rows={pages.rows}
            label={t('mine.list')}
            skeletonHeight="32"
            errorTitle={t('terminal:loadFailed')}
            empty={<EmptyState title={t('mine.empty')} />}
            rowKey={(o) => o.id}
            renderRow={(o) => <DeliveryCard order={o} onCancel={onCancel} />}
          />
          <LoadMoreButton pages={pages} colorPalette="purple">
            {t('mine.more')}
          </LoadMoreButton>
        </Stack>
      </StateTabs>
    </Stack>
  );
}

/** One order of the list (an `article` named by its order number). */
function DeliveryCard({ order, onCancel }: { order: FoodOrderRow; onCancel: DeliveryStepsProps['onCancel'] }) {
  const { t } = useTranslation('conferenceCatering');
  const { lang } = useLang();
  const when = useDeliveryText();
  const title = t('mine.orderNo', { orderNo: order.orderNo });
  return (
    <Card.Root as="article" aria-label={title} variant="outline" borderRadius="xl" data-testid="delivery-card">
      <Card.Body gap="2" p="4">
        <LinkBox>
          <HStack justify="space-between" gap="2" align="flex-start">
            <LinkOverlay asChild fontWeight="semibold">
              <RouterLink to={`/foodDeliveryOrder?id=${order.id}`}>{title}</RouterLink>
            </LinkOverlay>
            <StateBadge state={order.state} />
          </HStack>
          <Text fontSize="sm">{when(order)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {order.receiverName} · {order.area} {order.address}
          </Text>
          <Text fontWeight="semibold" data-testid="delivery-total">
            {formatMoney(order.totalCents, lang)}
          </Text>
        </LinkBox>
        {applicantSteps(order).length > 0 ? <DeliverySteps order={order} onCancel={onCancel} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The detail of order `id`. */
function DeliveryDetail({ id, onCancel }: { id: number; onCancel: DeliveryStepsProps['onCancel'] }) {
  const { t } = useTranslation(['conferenceCatering', 'terminal']);
  const when = useDeliveryText();
  const detail = useCall(foodDeliveryOrderDetail, { id }, { staleTime: 0, retry: false });
  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <RouterLink to="/foodDeliveryOrder">{t('mine.back')}</RouterLink>
    </Button>
  );
  if (detail.isPending) return <Skeleton h="64" borderRadius="xl" />;
  if (detail.isError || !detail.data) {
    return (
      <Stack gap="3">
        {back}
        <EmptyState title={t('mine.notFound')} />
      </Stack>
    );
  }
  const o = detail.data;
  const facts: [string, string][] = [
    [t('order.when'), when(o)],
    [t('mine.receiver'), `${o.receiverName} ${o.receiverPhone}`],
    [t('mine.place'), `${o.area} ${o.address}`],
    ...(o.remark ? ([[t('mine.remark'), o.remark]] as [string, string][]) : []),
    ...(o.reason ? ([[t('mine.reason'), o.reason]] as [string, string][]) : []),
  ];
  return (
    <Stack gap="4" data-testid="delivery-detail">
      {back}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {t('mine.orderNo', { orderNo: o.orderNo })}
        </Heading>
        <StateBadge state={o.state} />
      </HStack>
      {o.state === 'submitted' ? <BusinessApprovalNotice businessType="FOOD_DELIVERY" recordId={o.id} /> : null}
      <Stack as="dl" gap="2">
        {facts.map(([label, value]) => (
          <Stack key={label} gap="0">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Stack>
        ))}
      </Stack>
      <OrderLines
        ns="conferenceCatering"
        totalCents={o.totalCents}
        lines={o.lines.map((l) => ({
          key: l.id,
          name: l.name,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          unit: l.unit,
          amountCents: l.amountCents,
        }))}
      />
      {applicantSteps(o).length > 0 ? <DeliverySteps order={o} onCancel={onCancel} /> : null}
    </Stack>
  );
}

/** The spec's dialog asking to cancel `order` (null: closed); OK cancels it and reads everything again. */
function CancelDialog({ order, onClose }: { order: DeliveryStepsProps['order'] | null; onClose(): void }) {
  const { t } = useTranslation('conferenceCatering');
  const queryClient = useQueryClient();
  const cancel = useMutationCall(foodDeliveryOrderCancel);
  const confirm = async () => {
    if (!order) return;
    try {
      await cancel.mutateAsync({ id: order.id });
      toaster.create({ type: 'success', description: t('mine.cancelled') });
    } catch {
      // The client has shown the server's message.
    }
    onClose();
    await queryClient.invalidateQueries();
  };
  return (
    <ConfirmDialog
      open={order !== null}
      tone="red"
      pending={cancel.isPending}
      message={order ? t('mine.confirmCancel', { orderNo: order.orderNo }) : ''}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

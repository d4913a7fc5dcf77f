/**
 * The catering app's venue view /site (spec §2 "Catering admin app" /site; §7
 * /mc/room/getDynamicPage, getRoomReserveDynamicPage, lock, unlock): the rooms of one campus
 * day (today by default; a campus filter built from the rooms listed) as a timeline — one
 * row per room with its name and capacity, the day's bookings (subject and booker when in
 * the caller's data scope, else "occupied") and locks (reason) as blocks placed by time, and
 * a now-line on today. A booking block names the meeting service order holding it (order
 * no., state, attendees); clicking a block shows its details (for an order: no., state,
 * attendees, total and its lines from /mc/reserveOrder/detail). Holders of
 * `mc:roomLock:lock` lock a room over a period of the day with a reason; holders of
 * `mc:roomLock:unlock` end a lock where machines/room-lock.machine accepts `lock.unlock` now
 * (`canStep`). Refusals (LOCK_CONFLICT, ORDER_STEP_NOT_ALLOWED) are the runtime's toasts.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getDynamicPage,
  getRoomReserveDynamicPage,
  lock,
  unlock,
  type RoomDynamic,
  type RoomReserveDynamic,
} from '../../platform/contracts/catering-room.contract';
import { reserveOrderDetail } from '../../platform/contracts/reserve-order.contract';
import { ConfirmDialog, EmptyState, PageHeader, ReservationStatusBadge, formatMoney } from '../../ui/components';
import {
  LockStateBadge,
  RoomDayTimeline,
  addDays,
  campusToday,
  hhmm,
  mayUnlock,
  periodOf,
  wireTime,
  type TimelineRow,
} from '../../ui/room-timeline';
import { callKey, toaster, useCall, useLang, useMutationCall, useSession } from '../../ui/runtime';

/** The meeting order holding a booking, as the reserve dynamic call returns it. */
type Holding = NonNullable<RoomReserveDynamic['order']>;
/** A booking and a lock as the room dynamic call returns them. */
type OccupancyBooking = RoomDynamic['bookings'][number];
type OccupancyLock = RoomDynamic['locks'][number];

/** What the details card shows: a booking (with its order, if any) or a lock, of a room. */
export type Selected =
  | { kind: 'booking'; room: RoomDynamic; booking: OccupancyBooking; order: Holding | null }
  | { kind: 'lock'; room: RoomDynamic; lock: OccupancyLock };

/** The lock form as typed. */
interface LockForm {
  room: RoomDynamic;
  from: string;
  to: string;
  reason: string;
}

/** The label of a room row: name, capacity and, for holders of the permission, Lock. */
function RoomLabel({ room, onLock }: { room: RoomDynamic; onLock?: () => void }) {
  const { t } = useTranslation('cateringSite');
  return (
    <HStack justify="space-between" align="start">
      <Stack gap="0">
        <Text fontWeight="medium" textStyle="sm">
          {room.name}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {t('capacity', { count: room.capacity })}
        </Text>
      </Stack>
      {onLock ? (
        <Button size="2xs" variant="outline" onClick={onLock} data-testid="lock-room">
          {t('lock')}
        </Button>
      ) : null}
    </HStack>
  );
}

/** The lines of the order holding a booking (GET /mc/reserveOrder/detail), each with its amount. */
function OrderLines({ orderId }: { orderId: number }) {
  const { t } = useTranslation('cateringSite');
  const { lang } = useLang();
  const detail = useCall(reserveOrderDetail, { id: orderId });
  if (!detail.data) return null;
  return (
    <Stack gap="0" data-testid="order-lines">
      <Text fontWeight="semibold">{t('lines')}</Text>
      {detail.data.lines.length === 0 ? <Text color="fg.muted">{t('noLines')}</Text> : null}
      {detail.data.lines.map((l) => (
        <Text key={`${l.kind}-${l.refId}`}>
          {t('line', { name: l.name, quantity: l.quantity, unit: l.unit, amount: formatMoney(l.amountCents, lang) })}
        </Text>
      ))}
    </Stack>
  );
}

/** The details of the block clicked. */
function Details({ selected, onClose, onUnlock }: { selected: Selected; onClose: () => void; onUnlock?: () => void }) {
  const { t } = useTranslation('cateringSite');
  const { t: tOrder } = useTranslation('reserveOrder');
  const { lang } = useLang();
  const line = (label: string, value: ReactNode) => (
    <Text>
      {label}: <b>{value}</b>
    </Text>
  );
  return (
    <Card.Root data-testid="block-details">
      <Card.Body>
        <Stack gap="1" textStyle="sm">
          <Text fontWeight="semibold">{`${selected.room.name} · ${
            selected.kind === 'booking' ? t('booking') : t('lock')
          }`}</Text>
          {selected.kind === 'booking' ? (
            <>
              {line(t('time'), periodOf(selected.booking.start, selected.booking.end))}
              {line(t('subject'), selected.booking.subject ?? t('occupied'))}
              {selected.booking.bookerName ? line(t('booker'), selected.booking.bookerName) : null}
              <HStack>
                <Text>{t('status')}:</Text>
                <ReservationStatusBadge status={selected.booking.status} />
              </HStack>
              {selected.order ? (
                <Stack gap="1" mt="2" data-testid="order-details">
                  <Text fontWeight="semibold">{t('order')}</Text>
                  {line(t('orderNo'), selected.order.orderNo)}
                  {line(t('orderState'), tOrder(`state.${selected.order.status}`, selected.order.status))}
                  {line(t('attendees'), selected.order.attendees)}
                  {line(t('total'), formatMoney(selected.order.totalCents, lang))}
                  <OrderLines orderId={selected.order.id} />
                </Stack>
              ) : (
                <Text color="fg.muted">{t('noOrder')}</Text>
              )}
            </>
          ) : (
            <>
              {line(t('time'), periodOf(selected.lock.start, selected.lock.end))}
              {line(t('reason'), selected.lock.reason)}
              <HStack>
                <Text>{t('lockState')}:</Text>
                <LockStateBadge state={selected.lock.state} />
              </HStack>
            </>
          )}
          <HStack mt="2">
            {onUnlock ? (
              <Button size="sm" colorPalette="red" onClick={onUnlock} data-testid="unlock">
                {t('unlock')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={onClose}>
              {t('close')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The /site page (default export for the lazy route). */
export default function SitePage() {
  const { t } = useTranslation('cateringSite');
  const { t: tOrder } = useTranslation('reserveOrder');
  const session = useSession();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => campusToday());
  const [campusId, setCampusId] = useState('');
  const [selected, setSelected] = useState<Selected | null>(null);
  const [form, setForm] = useState<LockForm | null>(null);
  const [confirmUnlock, setConfirmUnlock] = useState(false);
  const now = Date.now();

  const dynamic = useCall(getDynamicPage, { dateFrom: date, dateTo: date, pageNo: 1, pageSize: 100 });
  const reserves = useCall(getRoomReserveDynamicPage, { dateFrom: date, dateTo: date, pageNo: 1, pageSize: 100 });
  const orders = useMemo(
    () => new Map((reserves.data?.rows ?? []).map((r) => [r.id, r.order] as const)),
    [reserves.data],
  );
  const allRooms = dynamic.data?.rows ?? [];
  const campuses = [...new Map(allRooms.map((r) => [r.campusId, r.campusName])).entries()];
  const rooms = campusId ? allRooms.filter((r) => String(r.campusId) === campusId) : allRooms;
  const mayLock = session.hasPermi(lock.access);
  const mayEnd = session.hasPermi(unlock.access);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: callKey(getDynamicPage) });
    void queryClient.invalidateQueries({ queryKey: callKey(getRoomReserveDynamicPage) });
  };
  const doLock = useMutationCall(lock, {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('lockedToast') });
      setForm(null);
      refresh();
    },
  });
  const doUnlock = useMutationCall(unlock, {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('unlockedToast') });
      setConfirmUnlock(false);
      setSelected(null);
      refresh();
    },
  });

  const rows: TimelineRow[] = rooms.map((room) => ({
    key: String(room.id),
    testId: `site-room-${room.id}`,
    label: (
      <RoomLabel
        room={room}
        onLock={mayLock ? () => setForm({ room, from: '09:00', to: '10:00', reason: '' }) : undefined}
      />
    ),
    blocks: [
      ...room.locks.map((l) => ({
        key: `lock-${l.id}`,
        start: l.start,
        end: l.end,
        palette: 'red',
        title: t('locked', { reason: l.reason }),
        testId: 'site-lock',
        content: <Text lineClamp={2}>{t('locked', { reason: l.reason })}</Text>,
        onClick: () => setSelected({ kind: 'lock', room, lock: l }),
      })),
      ...room.bookings.map((b) => {
        const order = orders.get(b.id) ?? null;
        const subject = b.subject ?? t('occupied');
        const time = `${hhmm(b.start)}–${hhmm(b.end)}`;
        return {
          key: `booking-${b.id}`,
          start: b.start,
          end: b.end,
          palette: order ? 'green' : 'blue',
          title: [time, subject, b.bookerName, order?.orderNo].filter(Boolean).join(' · '),
          testId: 'site-booking',
          content: (
            <Stack gap="0">
              <Text fontWeight="medium" truncate>{`${time} ${subject}`}</Text>
              {b.bookerName ? <Text truncate>{b.bookerName}</Text> : null}
              {order ? (
                <Text truncate data-testid="site-order">
                  {`${order.orderNo} · ${tOrder(`state.${order.status}`, order.status)} · ${t('capacity', {
                    count: order.attendees,
                  })}`}
                </Text>
              ) : null}
            </Stack>
          ),
          onClick: () => setSelected({ kind: 'booking', room, booking: b, order }),
        };
      }),
    ],
  }));

  const lockInput = form && {
    siteId: form.room.id,
    start: wireTime(date, form.from),
    end: wireTime(date, form.to),
    reason: form.reason.trim(),
  };

  return (
    <Stack gap="4">
      <PageHeader title={t('title')} description={t('description')} />
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>{t('date')}</Field.Label>
          <Input
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            aria-label={t('date')}
            data-testid="site-date"
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, -1))}>
          {t('previous')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDate(campusToday())}>
          {t('today')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, 1))}>
          {t('next')}
        </Button>
        {campuses.length > 1 ? (
          <Field.Root w="auto">
            <Field.Label>{t('campus')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={campusId}
                onChange={(e) => setCampusId(e.target.value)}
                aria-label={t('campus')}
                data-testid="site-campus"
              >
                <option value="">{t('allCampuses')}</option>
                {campuses.map(([id, name]) => (
                  <option key={id} value={String(id)}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </HStack>

      {form && lockInput ? (
        <Card.Root data-testid="lock-form">
          <Card.Body>
            <Stack gap="3">
              <Text fontWeight="medium">{t('lockTitle', { name: form.room.name })}</Text>
              <HStack gap="3" align="end" wrap="wrap">
                <Field.Root w="auto">
                  <Field.Label>{t('from')}</Field.Label>
                  <Input
                    type="time"
                    value={form.from}
                    onChange={(e) => setForm({ ...form, from: e.target.value })}
                    aria-label={t('from')}
                  />
                </Field.Root>
                <Field.Root w="auto">
                  <Field.Label>{t('to')}</Field.Label>
                  <Input
                    type="time"
                    value={form.to}
                    onChange={(e) => setForm({ ...form, to: e.target.value })}
                    aria-label={t('to')}
                  />
                </Field.Root>
                <Field.Root flex="1" minW="200px">
                  <Field.Label>{t('reason')}</Field.Label>
                  <Input
                    value={form.reason}
                    maxLength={200}
                    onChange={(e) => setForm({ ...form, reason: e.target.value })}
                    aria-label={t('reason')}
                  />
                </Field.Root>
              </HStack>
              <HStack>
                <Button
                  colorPalette="red"
                  disabled={lockInput.reason === '' || !form.from || !form.to || form.to <= form.from}
                  loading={doLock.isPending}
                  onClick={() => doLock.mutate(lockInput)}
                  data-testid="confirm-lock"
                >
                  {t('confirmLock')}
                </Button>
                <Button variant="outline" onClick={() => setForm(null)}>
                  {t('cancel')}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}

      {dynamic.data && rooms.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <RoomDayTimeline
          date={date}
          rows={rows}
          now={date === campusToday(now) ? now : undefined}
          labelHeader={t('room')}
        />
      )}

      {selected ? (
        <Details
          selected={selected}
          onClose={() => setSelected(null)}
          onUnlock={
            selected.kind === 'lock' && mayEnd && mayUnlock(selected.lock, Date.now())
              ? () => setConfirmUnlock(true)
              : undefined
          }
        />
      ) : null}

      {selected?.kind === 'lock' ? (
        <ConfirmDialog
          open={confirmUnlock}
          message={t('confirmUnlock', { name: selected.room.name, reason: selected.lock.reason })}
          onConfirm={() => doUnlock.mutate({ id: selected.lock.id })}
          onClose={() => setConfirmUnlock(false)}
          pending={doUnlock.isPending}
          tone="red"
        />
      ) : null}
    </Stack>
  );
}

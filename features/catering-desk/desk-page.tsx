/**
 * The catering app's front desk /index (spec §2 "Catering admin app" /index): a board of
 * today's and upcoming orders by state, for the meeting service orders (submitted, audited,
 * arranged, served, and the cancel requests to confirm or decline) or — switched above the
 * board — the food delivery orders (submitted, audited, deliveryInProgress, delivered).
 *
 * - The board's window: from the picked day (default today, campus time) that day only or
 *   with the next 7 days (default). Each column lists the latest 100 orders (by creation for
 *   meetings, by delivery time for food) of its state whose meeting starts (or delivery falls)
 *   in the window — the server filters by the window (startFrom / startBefore, deliveryFrom /
 *   deliveryTo), so orders of other days never crowd the window's out — shown by time.
 * - The number in a column's head is the server's count of that state over the same window
 *   (getProgressStatusCount / getStateCount), all its orders in scope, beyond the 100 listed;
 *   lists and counts are refetched every 30 s and when the window takes the focus again.
 * - A card offers exactly the steps the order's machine accepts in its state and the user's
 *   permissions allow (./steps); reject asks a reason first. After a step the board is
 *   refetched; a refusal (someone moved the order first) shows the server's localized
 *   message above the board, and the board is refetched too.
 * - A card can also be dragged (by its handle, with the pointer or the keyboard) onto the
 *   column its next step leads to; only such columns are drop targets while it is dragged
 *   (reject and settle leave the board: buttons only).
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Field,
  HStack,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reserveOrderPage, reserveOrderStatusCount } from '../../platform/contracts/reserve-order.contract';
import { foodDeliveryOrderPage, foodDeliveryOrderStateCount } from '../../platform/contracts/food-delivery.contract';
import type { FoodDeliveryState } from '../../machines/food-delivery-order.machine';
import type { ReserveOrderState } from '../../machines/reserve-order.machine';
import { formatMoney } from '../../ui/components';
import { callKey, useApi, useCall, useLang, useSession } from '../../ui/runtime';
import { formatCalendarDate, formatDateTime, formatTime, nextDays, todayIn } from '../../ui/terminal-shell/time-format';
import { dropStep, foodSteps, meetingSteps, type AnyDeskStep } from './steps';

/** Campus time zone: days and times of the board are the campus's. */
const CAMPUS_ZONE = 'Asia/Shanghai';
/** How often the lists and counts are refetched (ms). */
export const DESK_REFRESH_MS = 30_000;
/** Orders fetched per column (the page call's maximum). */
const COLUMN_ROWS = 100;
/** Days after the picked one shown by default. */
const WEEK_AFTER = 7;

/** The board's columns: meeting service orders. */
export const MEETING_COLUMNS: readonly ReserveOrderState[] = [
  'submitted',
  'audited',
  'arranged',
  'served',
  'cancelRequested',
];
/** The board's columns: food delivery orders. */
export const FOOD_COLUMNS: readonly FoodDeliveryState[] = ['submitted', 'audited', 'deliveryInProgress', 'delivered'];

/** Which orders the board shows. */
type Kind = 'meeting' | 'food';

/** An order as a card shows it, whatever its kind. */
interface DeskCard {
  id: number;
  orderNo: string;
  /** Campus date of the meeting / delivery, `YYYY-MM-DD`. */
  day: string;
  time: string;
  place: string;
  who: string;
  attendees: number | null;
  totalCents: number;
  steps: AnyDeskStep[];
}

const LIVE = { refetchInterval: DESK_REFRESH_MS, refetchOnWindowFocus: true, staleTime: 0 } as const;

/** The calls whose answers the board shows (refetched after each step). */
const BOARD_CALLS = [reserveOrderPage, reserveOrderStatusCount, foodDeliveryOrderPage, foodDeliveryOrderStateCount];

/** The card being dragged (null: none); columns read it to know whether they accept a drop. */
const DraggingContext = createContext<DeskCard | null>(null);

/** The campus date of an instant, `YYYY-MM-DD`. */
function campusDay(iso: string): string {
  return todayIn(CAMPUS_ZONE, new Date(iso));
}

/** One order card with its step buttons. */
function OrderCard({
  card,
  onStep,
}: {
  card: DeskCard;
  onStep: (step: AnyDeskStep, id: number, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('cateringDesk');
  const { lang } = useLang();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<AnyDeskStep | null>(null);
  const [reason, setReason] = useState('');
  const movable = card.steps.some((s) => s.target !== null && !s.needsReason);
  const drag = useDraggable({ id: card.id, data: { card }, disabled: !movable });
  const run = async (step: AnyDeskStep, why = '') => {
    setBusy(true);
    try {
      await onStep(step, card.id, why);
    } finally {
      setBusy(false);
      setRejecting(null);
      setReason('');
    }
  };
  return (
    <Card.Root size="sm" data-testid={`desk-card-${card.id}`} ref={drag.setNodeRef} opacity={drag.isDragging ? 0.5 : 1}>
      <Card.Body gap="1">
        <HStack justify="space-between">
          <HStack gap="1">
            {movable && (
              <Box
                as="span"
                cursor="grab"
                aria-label={t('dragHandle')}
                data-testid="drag-handle"
                {...drag.attributes}
                {...drag.listeners}
              >
                ⠿
              </Box>
            )}
            <Text fontWeight="semibold">{card.orderNo}</Text>
          </HStack>
          <Text>{formatMoney(card.totalCents, lang)}</Text>
        </HStack>
        <Text fontSize="sm">{card.time}</Text>
        <Text fontSize="sm">{card.place}</Text>
        <Text fontSize="sm">{card.who}</Text>
        {card.attendees != null && <Text fontSize="sm">{t('attendees', { count: card.attendees })}</Text>}
        {rejecting ? (
          <Stack gap="2" data-testid="reject-form">
            <Field.Root required>
              <Field.Label>{t(rejecting.reasonTexts?.reason ?? 'rejectReason')}</Field.Label>
              <Textarea
                data-testid="reject-reason"
                placeholder={t(rejecting.reasonTexts?.placeholder ?? 'rejectPlaceholder')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            </Field.Root>
            <HStack>
              <Button
                size="xs"
                colorPalette="red"
                loading={busy}
                disabled={!reason.trim()}
                data-testid="confirm-reject"
                onClick={() => void run(rejecting, reason.trim())}
              >
                {t(rejecting.reasonTexts?.confirm ?? 'confirmReject')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => setRejecting(null)}>
                {t('close')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          card.steps.length > 0 && (
            <HStack gap="2" wrap="wrap" pt="1">
              {card.steps.map((s) => (
                <Button
                  key={s.action}
                  size="xs"
                  variant={s.needsReason ? 'outline' : 'solid'}
                  colorPalette={s.needsReason ? 'red' : 'blue'}
                  loading={busy}
                  data-testid={`step-${s.action}`}
                  onClick={() => (s.needsReason ? setRejecting(s) : void run(s))}
                >
                  {t(`step.${s.action}`)}
                </Button>
              ))}
            </HStack>
          )
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A column: its state's name, the server's count, and the cards in the window. */
function Column(props: {
  state: string;
  title: string;
  count: number | undefined;
  cards: DeskCard[] | undefined;
  onStep: (step: AnyDeskStep, id: number, reason: string) => Promise<void>;
}): ReactNode {
  const { t } = useTranslation('cateringDesk');
  const dragging = useContext(DraggingContext);
  const accepts = dragging !== null && dropStep(dragging.steps, props.state) !== undefined;
  const drop = useDroppable({ id: props.state, disabled: !accepts });
  return (
    <Stack
      ref={drop.setNodeRef}
      gap="2"
      bg="bg.muted"
      p="2"
      borderRadius="md"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={accepts ? (drop.isOver ? 'blue.500' : 'blue.200') : 'transparent'}
      data-testid={`desk-column-${props.state}`}
      data-drop-target={accepts || undefined}
    >
      <HStack justify="space-between">
        <Heading size="sm">{props.title}</Heading>
        <Badge data-testid={`desk-count-${props.state}`} title={t('count', { count: props.count ?? 0 })}>
          {props.count ?? 0}
        </Badge>
      </HStack>
      {props.cards === undefined ? (
        <Text fontSize="sm">{t('loading')}</Text>
      ) : props.cards.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('empty')}
        </Text>
      ) : (
        props.cards.map((c) => <OrderCard key={c.id} card={c} onStep={props.onStep} />)
      )}
    </Stack>
  );
}

/** The board's window: its campus days, first to last (`YYYY-MM-DD`), and the meeting starts [from, before). */
export interface DeskWindow {
  first: string;
  last: string;
  /** ISO instants: midnight (campus time) of the first day and of the day after the last. */
  startFrom: string;
  startBefore: string;
}

/** The window of `count` campus days from `from` (`YYYY-MM-DD`). */
export function deskWindow(from: string, count: number): DeskWindow {
  const days = nextDays(CAMPUS_ZONE, count, new Date(`${from}T12:00:00+08:00`));
  const last = days[days.length - 1];
  const dayAfter = nextDays(CAMPUS_ZONE, 2, new Date(`${last}T12:00:00+08:00`))[1];
  return {
    first: days[0],
    last,
    startFrom: new Date(`${days[0]}T00:00:00+08:00`).toISOString(),
    startBefore: new Date(`${dayAfter}T00:00:00+08:00`).toISOString(),
  };
}

/** Props shared by the two boards. */
interface BoardProps {
  range: DeskWindow;
  allowed: (permission: string) => boolean;
  onStep: (step: AnyDeskStep, id: number, reason: string) => Promise<void>;
}

/** A meeting-order column's cards. */
function MeetingColumn({
  state,
  count,
  range,
  allowed,
  onStep,
}: BoardProps & { state: ReserveOrderState; count?: number }) {
  const { t } = useTranslation('cateringDesk');
  const { lang } = useLang();
  const list = useCall(
    reserveOrderPage,
    { pageNo: 1, pageSize: COLUMN_ROWS, status: state, startFrom: range.startFrom, startBefore: range.startBefore },
    LIVE,
  );
  const cards = [...(list.data?.rows ?? [])]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((r): DeskCard => ({
      id: r.id,
      orderNo: r.orderNo,
      day: campusDay(r.start),
      time: `${formatDateTime(r.start, CAMPUS_ZONE, lang)}–${formatTime(r.end, CAMPUS_ZONE, lang)}`,
      place: r.siteName,
      who: r.subject,
      attendees: r.attendees,
      totalCents: r.totalCents,
      steps: meetingSteps(r, allowed),
    }));
  const shown = list.data ? cards : undefined;
  return <Column state={state} title={t(`column.meeting.${state}`)} count={count} cards={shown} onStep={onStep} />;
}

/** A food-delivery column's cards. */
function FoodColumn({
  state,
  count,
  range,
  allowed,
  onStep,
}: BoardProps & { state: FoodDeliveryState; count?: number }) {
  const { t } = useTranslation('cateringDesk');
  const { lang } = useLang();
  const list = useCall(
    foodDeliveryOrderPage,
    { pageNo: 1, pageSize: COLUMN_ROWS, state, deliveryFrom: range.first, deliveryTo: range.last },
    LIVE,
  );
  const cards = [...(list.data?.rows ?? [])]
    .sort((a, b) => `${a.deliveryDate} ${a.startTime}`.localeCompare(`${b.deliveryDate} ${b.startTime}`))
    .map((r): DeskCard => ({
      id: r.id,
      orderNo: r.orderNo,
      day: r.deliveryDate,
      time: `${formatCalendarDate(r.deliveryDate, lang)} ${r.startTime}–${r.endTime}`,
      place: `${r.area} ${r.address}`,
      who: r.receiverName,
      attendees: null,
      totalCents: r.totalCents,
      steps: foodSteps(r, allowed),
    }));
  const shown = list.data ? cards : undefined;
  return <Column state={state} title={t(`column.food.${state}`)} count={count} cards={shown} onStep={onStep} />;
}

/** Drag and drop over a board: a drop on a column takes the dragged card's step into it. */
function DeskDnd({ onStep, children }: { onStep: BoardProps['onStep']; children: ReactNode }) {
  const [dragging, setDragging] = useState<DeskCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const start = (e: DragStartEvent) => setDragging((e.active.data.current?.card as DeskCard | undefined) ?? null);
  const end = (e: DragEndEvent) => {
    const card = e.active.data.current?.card as DeskCard | undefined;
    setDragging(null);
    const step = card && e.over ? dropStep(card.steps, String(e.over.id)) : undefined;
    if (card && step) void onStep(step, card.id, '');
  };
  return (
    <DndContext sensors={sensors} onDragStart={start} onDragEnd={end} onDragCancel={() => setDragging(null)}>
      <DraggingContext.Provider value={dragging}>{children}</DraggingContext.Provider>
    </DndContext>
  );
}

/** The meeting orders' four columns with the server's counts. */
function MeetingBoard(props: BoardProps) {
  const { startFrom, startBefore } = props.range;
  const counts = useCall(reserveOrderStatusCount, { startFrom, startBefore }, LIVE);
  return (
    <DeskDnd onStep={props.onStep}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="3">
        {MEETING_COLUMNS.map((s) => (
          <MeetingColumn key={s} state={s} count={counts.data?.[s]} {...props} />
        ))}
      </SimpleGrid>
    </DeskDnd>
  );
}

/** The food delivery orders' four columns with the server's counts. */
function FoodBoard(props: BoardProps) {
  const counts = useCall(
    foodDeliveryOrderStateCount,
    { deliveryFrom: props.range.first, deliveryTo: props.range.last },
    LIVE,
  );
  return (
    <DeskDnd onStep={props.onStep}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        {FOOD_COLUMNS.map((s) => (
          <FoodColumn key={s} state={s} count={counts.data?.[s]} {...props} />
        ))}
      </SimpleGrid>
    </DeskDnd>
  );
}

/** The /index page (default export for the lazy route). */
export default function DeskPage() {
  const { t } = useTranslation('cateringDesk');
  const api = useApi();
  const queryClient = useQueryClient();
  const { hasPermi } = useSession();
  const today = todayIn(CAMPUS_ZONE);
  const [kind, setKind] = useState<Kind>('meeting');
  const [from, setFrom] = useState(today);
  const [week, setWeek] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const range = deskWindow(from, week ? WEEK_AFTER + 1 : 1);

  const refresh = useCallback(
    () => Promise.all(BOARD_CALLS.map((c) => queryClient.invalidateQueries({ queryKey: callKey(c) }))),
    [queryClient],
  );

  const onStep = useCallback(
    async (step: AnyDeskStep, id: number, reason: string) => {
      setRefusal(null);
      try {
        // The refusal is shown on the board, not as a toast.
        await api(step.call, step.input(id, reason) as never, { notify: false });
      } catch (e) {
        setRefusal(e instanceof Error ? e.message : String(e));
      }
      await refresh();
    },
    [api, refresh],
  );

  const props: BoardProps = { range, allowed: (p) => hasPermi(p), onStep };
  return (
    <Stack gap="4" p="4">
      <Heading size="lg">{t('title')}</Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <HStack gap="1">
          <Button
            size="sm"
            variant={kind === 'meeting' ? 'solid' : 'outline'}
            data-testid="desk-kind-meeting"
            onClick={() => setKind('meeting')}
          >
            {t('meeting')}
          </Button>
          <Button
            size="sm"
            variant={kind === 'food' ? 'solid' : 'outline'}
            data-testid="desk-kind-food"
            onClick={() => setKind('food')}
          >
            {t('food')}
          </Button>
        </HStack>
        <Field.Root width="auto">
          <Field.Label>{t('from')}</Field.Label>
          <Input
            size="sm"
            type="date"
            data-testid="desk-from"
            value={from}
            onChange={(e) => e.currentTarget.value && setFrom(e.currentTarget.value)}
          />
        </Field.Root>
        <Button size="sm" variant="ghost" onClick={() => setFrom(today)}>
          {t('today')}
        </Button>
        <HStack gap="1" aria-label={t('span')}>
          <Button
            size="sm"
            variant={week ? 'outline' : 'solid'}
            data-testid="desk-span-day"
            onClick={() => setWeek(false)}
          >
            {t('spanDay')}
          </Button>
          <Button
            size="sm"
            variant={week ? 'solid' : 'outline'}
            data-testid="desk-span-week"
            onClick={() => setWeek(true)}
          >
            {t('spanWeek')}
          </Button>
        </HStack>
      </HStack>
      {refusal && (
        <Alert.Root status="error" data-testid="desk-refusal">
          <Alert.Indicator />
          <Box flex="1">
            <Alert.Title>{t('refused')}</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Box>
          <CloseButton size="sm" aria-label={t('close')} onClick={() => setRefusal(null)} />
        </Alert.Root>
      )}
      {kind === 'meeting' ? <MeetingBoard {...props} /> : <FoodBoard {...props} />}
    </Stack>
  );
}

/**
 * /scheduling of the variant-5 terminal (spec §2 Variant 5): the centre's schedule of meetings
 * for a campus day (`?date=`, default today; previous / next day) — the meeting rooms as the rows
 * of the shared room timeline (ui/room-timeline RoomDayTimeline, as the back office's /meetWeeks
 * and the catering app's /site draw it), the day's bookings as blocks with their time, subject or
 * organisation, and state. The rooms come page by page (`/mc/room/schedule`, "More rooms"). A
 * booking that is not mine, not one I attend (and, without the back office's permission, not in
 * my scope) shows only as "Occupied". A room's name opens its day (/schedulingDetails?roomId=&date=),
 * a block that day with the meeting chosen (`&id=`).
 */
import { Badge, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  roomSchedule,
  type ScheduleMeeting,
  type ScheduleRoom,
} from '../../platform/contracts/conference-day.contract';
import { EmptyState, ErrorState, LoadMoreButton } from '../../ui/components';
import { RoomDayTimeline, hhmm, type TimelineRow } from '../../ui/room-timeline';
import { useApi, useLang } from '../../ui/runtime';
import { campusToday, dateOfParam, dayLabel } from './day';
import { DayNav } from './day-nav';

/** Rooms per page of the schedule. */
export const SCHEDULE_PAGE_SIZE = 10;

/** The link of a room's day, or of one meeting of it. */
export function roomDayHref(roomId: number, date: string, meetingId?: number): string {
  return `/schedulingDetails?roomId=${roomId}&date=${date}${meetingId ? `&id=${meetingId}` : ''}`;
}

/** The colour of a block: mine purple, attended teal, other people's grey. */
export function paletteOf(m: ScheduleMeeting): string {
  return m.mine ? 'purple' : m.attending ? 'teal' : 'gray';
}

/** What a block is called: its subject, else its organisation, else "Occupied" (`conferenceDay:schedule.occupied`). */
export function useMeetingTitle() {
  const { t } = useTranslation('conferenceDay');
  return (m: ScheduleMeeting) => m.subject ?? m.organisation ?? t('schedule.occupied');
}

/** The pages of the rooms' schedule of `date`, one after another. */
function useSchedulePages(date: string) {
  const api = useApi();
  const { lang } = useLang();
  const input = { date, pageSize: SCHEDULE_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [roomSchedule.path, 'pages', input, lang],
    queryFn: ({ pageParam, signal }) => api(roomSchedule, { ...input, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    staleTime: 0,
  });
}

/** The timeline rows of `rooms` on `date`. */
function useRows(rooms: readonly ScheduleRoom[], date: string): TimelineRow[] {
  const { t } = useTranslation(['conferenceDay', 'common']);
  const navigate = useNavigate();
  const titleOf = useMeetingTitle();
  return rooms.map((room) => ({
    key: String(room.id),
    testId: 'schedule-room',
    label: (
      <Stack gap="0" minW="0">
        <Link asChild fontWeight="medium" fontSize="sm" colorPalette="purple">
          <RouterLink to={roomDayHref(room.id, date)} aria-label={t('schedule.roomLink', { room: room.name })}>
            {room.name}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" truncate>
          {t('schedule.capacity', { count: room.capacity })} ·{' '}
          {t('schedule.meetingCount', { count: room.meetings.length })}
        </Text>
      </Stack>
    ),
    blocks: room.meetings.map((m) => {
      const time = `${hhmm(m.start)}–${hhmm(m.end)}`;
      const title = titleOf(m);
      return {
        key: String(m.id),
        start: m.start,
        end: m.end,
        palette: paletteOf(m),
        testId: 'schedule-block',
        title: t('schedule.block', { time, title, state: t(`common:status.${m.status}`) }),
        content: (
          <Text as="span" lineClamp={2}>
            {hhmm(m.start)} {title}
          </Text>
        ),
        onClick: () => void navigate(roomDayHref(room.id, date, m.id)),
      };
    }),
  }));
}

/** /scheduling; see the module comment. */
export function SchedulingPage() {
  const { t } = useTranslation(['conferenceDay', 'terminal']);
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const today = campusToday();
  const date = dateOfParam(params.get('date'), today);
  const pages = useSchedulePages(date);
  const rooms = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const rows = useRows(rooms, date);
  const go = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === today) p.delete('date');
    else p.set('date', next);
    setParams(p, { replace: true });
  };
  const label = dayLabel(date, lang);
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('schedule.title')}
        </Heading>
        <Text color="fg.muted">{t('schedule.subtitle')}</Text>
      </Stack>
      <DayNav date={date} today={today} onChange={go} testIdPrefix="schedule" />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" data-testid="schedule-day">
          {label}
        </Heading>
        <HStack gap="2">
          <Badge colorPalette="purple" variant="subtle">
            {t('schedule.mine')}
          </Badge>
          <Badge colorPalette="teal" variant="subtle">
            {t('schedule.attending')}
          </Badge>
          <Badge colorPalette="gray" variant="subtle">
            {t('schedule.occupied')}
          </Badge>
        </HStack>
      </HStack>
      {pages.isPending ? (
        <Skeleton h="40" borderRadius="lg" />
      ) : pages.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('schedule.empty')} />
      ) : (
        <section aria-label={t('schedule.rooms')}>
          <RoomDayTimeline date={date} rows={rows} now={Date.now()} labelHeader={t('schedule.room')} />
        </section>
      )}
      <LoadMoreButton pages={pages} colorPalette="purple" data-testid="schedule-more">
        {t('schedule.more')}
      </LoadMoreButton>
    </Stack>
  );
}

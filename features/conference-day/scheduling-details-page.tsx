/**
 * /schedulingDetails of the variant-5 terminal (spec §2 Variant 5): one meeting room's day —
 * `?roomId=&date=` (date default today), `&id=` a booking of that day to single out (the
 * schedule's blocks and /trip's attended meetings link so). Read with the schedule's own call
 * (`/mc/room/schedule` for that room), so it shows exactly what the schedule may show: the room
 * (place, capacity, devices) and its meetings of the day — time, booking state, and only for my
 * own, attended (or, with the back office's permission, in-scope) ones the subject, organisation and
 * order state; my own meeting links to its order (/conferenceDetails?id=). Without a room the page
 * says so and leads back to /scheduling; an unknown room reads "does not exist".
 */
import type { ReactNode } from 'react';
import { Badge, Button, Card, DataList, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuChevronLeft } from 'react-icons/lu';
import {
  roomSchedule,
  type ScheduleMeeting,
  type ScheduleRoom,
} from '../../platform/contracts/conference-day.contract';
import type { Lang } from '../../platform/i18n/languages';
import { EmptyState, ErrorState, ReservationStatusBadge } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { formatTimeRange } from '../../ui/terminal-shell';
import { CAMPUS_ZONE, campusToday, dateOfParam, dayLabel } from './day';
import { paletteOf, useMeetingTitle } from './scheduling-page';

/** A positive integer of a query value, else null. */
function idOf(value: string | null): number | null {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A device's name in `lang`. */
function deviceName(d: ScheduleRoom['devices'][number], lang: Lang): string {
  return lang === 'EN' ? d.nameEn || d.nameCn : lang === 'TC' ? d.nameTc || d.nameCn : d.nameCn;
}

/** The room: place, capacity and devices. */
function RoomFacts({ room }: { room: ScheduleRoom }) {
  const { t } = useTranslation('conferenceDay');
  const { lang } = useLang();
  const devices = room.devices.map((d) => `${deviceName(d, lang)} × ${d.quantity}`).join('、');
  const facts: [string, ReactNode][] = [
    ['place', [room.campusName, room.buildingName, room.floorName].filter(Boolean).join(' · ')],
    ['capacity', t('schedule.capacity', { count: room.capacity })],
    ['devices', devices || t('details.noDevices')],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="room-facts">
      {facts.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel>{t(`details.${key}`)}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One meeting of the day as a card; `selected` marks the one the link named. */
function MeetingCard({ meeting: m, selected }: { meeting: ScheduleMeeting; selected: boolean }) {
  const { t } = useTranslation(['conferenceDay', 'conference']);
  const { lang } = useLang();
  const title = useMeetingTitle()(m);
  const visible = m.subject !== null || m.organisation !== null;
  return (
    <Card.Root
      as="article"
      variant="outline"
      borderRadius="xl"
      borderColor={selected ? 'purple.500' : undefined}
      borderWidth={selected ? '2px' : undefined}
      aria-current={selected ? 'true' : undefined}
      aria-label={selected ? t('details.selected') : undefined}
      data-testid="schedule-meeting"
      data-selected={selected || undefined}
    >
      <Card.Body gap="1.5" p="4">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="schedule-meeting-time">
            {formatTimeRange(m.start, m.end, CAMPUS_ZONE, lang)}
          </Text>
          <HStack gap="1.5">
            {m.mine || m.attending ? (
              <Badge colorPalette={paletteOf(m)} variant="subtle">
                {t(m.mine ? 'schedule.mine' : 'schedule.attending')}
              </Badge>
            ) : null}
            <ReservationStatusBadge status={m.status} />
          </HStack>
        </HStack>
        <Text fontWeight="medium" data-testid="schedule-meeting-title">
          {title}
        </Text>
        {visible ? (
          <>
            {m.organisation && m.subject ? (
              <Text fontSize="sm" color="fg.muted">
                {t('details.organisation')}: {m.organisation}
              </Text>
            ) : null}
            {m.orderStatus ? (
              <Text fontSize="sm" color="fg.muted">
                {t('details.orderState')}: {t(`conference:state.${m.orderStatus}`)}
              </Text>
            ) : null}
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('details.hidden')}
          </Text>
        )}
        {m.orderId ? (
          <Button asChild size="sm" variant="outline" colorPalette="purple" alignSelf="flex-start">
            <RouterLink to={`/conferenceDetails?id=${m.orderId}`}>{t('details.openOrder')}</RouterLink>
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** /schedulingDetails; see the module comment. */
export function SchedulingDetailsPage() {
  const { t } = useTranslation(['conferenceDay', 'terminal']);
  const { lang } = useLang();
  const [params] = useSearchParams();
  const roomId = idOf(params.get('roomId'));
  const selected = idOf(params.get('id'));
  const date = dateOfParam(params.get('date'), campusToday());
  const schedule = useCall(
    roomSchedule,
    { date, siteId: roomId ?? 0, pageNo: 1, pageSize: 1 },
    { staleTime: 0, enabled: roomId !== null },
  );
  const room = schedule.data?.rows[0];
  const back = (
    <Button asChild size="sm" variant="ghost" alignSelf="flex-start">
      <RouterLink to={`/scheduling?date=${date}`}>
        <LuChevronLeft aria-hidden /> {t('details.back')}
      </RouterLink>
    </Button>
  );
  if (roomId === null)
    return (
      <Stack gap="4">
        <EmptyState title={t('details.missing')} />
        {back}
      </Stack>
    );
  // The meeting named first, then the others by time.
  const meetings = room ? [...room.meetings].sort((a, b) => Number(b.id === selected) - Number(a.id === selected)) : [];
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      {back}
      {schedule.isPending ? (
        <Skeleton h="40" borderRadius="lg" />
      ) : schedule.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : !room ? (
        <EmptyState title={t('details.notFound')} />
      ) : (
        <>
          <Stack gap="1">
            <Heading as="h1" size="2xl" data-testid="room-name">
              {room.name}
            </Heading>
            <Text color="fg.muted" data-testid="room-day">
              {t('details.title')} · {dayLabel(date, lang)}
            </Text>
          </Stack>
          <Card.Root borderRadius="xl">
            <Card.Body p="4">
              <RoomFacts room={room} />
            </Card.Body>
          </Card.Root>
          <Heading as="h2" size="md">
            {t('details.meetings')}
          </Heading>
          {meetings.length ? (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('details.meetings')}>
              {meetings.map((m) => (
                <li key={m.id}>
                  <MeetingCard meeting={m} selected={m.id === selected} />
                </li>
              ))}
            </Stack>
          ) : (
            <EmptyState title={t('schedule.noMeetings')} />
          )}
        </>
      )}
    </Stack>
  );
}

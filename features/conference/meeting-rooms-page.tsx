/**
 * /meet and /siteList of the variant-5 terminal (spec §2 Variant 5: "/meet (meeting room
 * intro)", "/siteList"): the centre's meeting rooms free for a campus date, start and end
 * time and number of people (`/mc/room/getAvailable`), each with its place, capacity,
 * devices and first photo (the sites' `/api/site/choose` of the rooms' scene, which carries
 * photos), and "Book" → `/conference?roomId=&start=&end=&attendees=`. The search lives in
 * the URL (`?date=&from=&to=&attendees=`), so a shared link shows the same rooms. /meet is
 * the same page with an introduction above it.
 *
 * A search on a day no room of its size opens (the rooms' weekly opening hours, from
 * `/api/site/choose` — the rooms holding that many — and their scenes' `/api/site/scene/detail`) says
 * so instead of "no free room", and offers a search of the next day they open (./open-days).
 */
import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Card, Center, HStack, Heading, Icon, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuMapPin, LuSearch, LuUsers } from 'react-icons/lu';
import { getAvailable, type AvailableRoom } from '../../platform/contracts/catering-room.contract';
import { choose, sceneDetail } from '../../platform/contracts/site.contract';
import type { Lang } from '../../platform/i18n/languages';
import { EmptyState, QueryList } from '../../ui/components';
import { useApi, useCall, useLang } from '../../ui/runtime';
import { formatDate } from '../../ui/terminal-shell/time-format';
import { closedDayOf, type RoomOpening } from './open-days';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import { CAMPUS_ZONE, nextMeetingHour, whenProblem, wireRange, type MeetingWhen } from './time';
import { WhenFields } from './when-fields';

/** Where the gateway serves media (the `/media/<id>` paths of the contracts lie under it). */
const PROXY_BASE = '/gateway';

/** The search of a URL's query; what it does not name comes from {@link nextMeetingHour} (5 people). */
export function whenOfParams(params: URLSearchParams, now: number = Date.now()): MeetingWhen {
  const attendees = Number(params.get('attendees') ?? '5');
  const next = nextMeetingHour(now);
  return {
    date: params.get('date') ?? next.date,
    from: params.get('from') ?? next.from,
    to: params.get('to') ?? next.to,
    attendees: Number.isFinite(attendees) ? Math.floor(attendees) : 5,
  };
}

/** The booking form's address for `room` over a valid search. */
export function bookingPathOf(roomId: number, when: MeetingWhen): string {
  const { start, end } = wireRange(when);
  const q = new URLSearchParams({ roomId: String(roomId), start, end, attendees: String(when.attendees) });
  return `/conference?${q.toString()}`;
}

/** A device's name in `lang`. */
function deviceName(d: AvailableRoom['devices'][number], lang: Lang): string {
  return (lang === 'EN' ? d.nameEn : lang === 'TC' ? d.nameTc : d.nameCn) || d.nameCn;
}

/** One free room: photo, name, place, capacity, devices and "Book". */
function RoomCard({ room, photo, when }: { room: AvailableRoom; photo: string | null; when: MeetingWhen }) {
  const { t } = useTranslation('conference');
  const { lang } = useLang();
  return (
    <Card.Root variant="outline" borderRadius="xl" overflow="hidden" data-testid="room-card">
      <HStack align="stretch" gap="0">
        <Box w={{ base: '24', sm: '36' }} flexShrink={0} bg="purple.subtle">
          {photo ? (
            <Image src={`${PROXY_BASE}${photo}`} alt="" h="full" w="full" objectFit="cover" minH="28" />
          ) : (
            <Center h="full" minH="28" color="purple.fg" role="img" aria-label={t('rooms.noPhoto')}>
              <SceneIcon code="meeting" size="lg" />
            </Center>
          )}
        </Box>
        <Stack gap="1.5" p="3" flex="1" minW="0">
          <Heading as="h2" size="sm">
            {room.name}
          </Heading>
          <HStack gap="1" color="fg.muted" fontSize="sm" minW="0">
            <Icon aria-hidden flexShrink={0}>
              <LuMapPin />
            </Icon>
            <Text truncate>{[room.campusName, room.buildingName, room.floorName].filter(Boolean).join(' · ')}</Text>
          </HStack>
          <HStack gap="1.5" wrap="wrap">
            <Badge variant="subtle" colorPalette="purple" data-testid="room-capacity">
              <LuUsers aria-hidden /> {t('rooms.capacity', { count: room.capacity })}
            </Badge>
            {room.devices.map((d) => (
              <Badge key={d.code} variant="outline" colorPalette="gray">
                {d.quantity > 1 ? `${deviceName(d, lang)} ×${d.quantity}` : deviceName(d, lang)}
              </Badge>
            ))}
          </HStack>
          <HStack justify="flex-end">
            <Button asChild size="sm" colorPalette="purple" data-testid={`book-${room.id}`}>
              <RouterLink to={bookingPathOf(room.id, when)}>{t('rooms.book')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </HStack>
    </Card.Root>
  );
}

/**
 * The weekly openings of each enabled room holding `attendees` (one list per room); undefined while
 * loading or when not `enabled`.
 */
function useRoomOpenings(attendees: number, enabled: boolean): RoomOpening[][] | undefined {
  const api = useApi();
  const { lang } = useLang();
  const rooms = useCall(choose, { pageNo: 1, pageSize: 100, minCapacity: attendees }, { enabled, staleTime: 60_000 });
  const ids = new Set((rooms.data?.rows ?? []).map((r) => r.id));
  const sceneIds = [...new Set((rooms.data?.rows ?? []).map((r) => r.sceneId))];
  const scenes = useQueries({
    queries: sceneIds.map((id) => ({
      queryKey: [sceneDetail.path, { id }, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => api(sceneDetail, { id }, { signal }),
      staleTime: 60_000,
    })),
  });
  if (!rooms.data || scenes.some((q) => !q.data)) return undefined;
  return scenes.flatMap((q) => (q.data?.sites ?? []).filter((s) => ids.has(s.id)).map((s) => s.openingHours));
}

/** "No free room" — or, on a day the rooms are closed, why, with a search of the next day they open. */
function NoFreeRoom({ when, onSearch }: { when: MeetingWhen; onSearch: (next: MeetingWhen) => void }) {
  const { t } = useTranslation(['conferenceMessages', 'conference']);
  const { lang } = useLang();
  const openings = useRoomOpenings(when.attendees, true);
  const closed = openings ? closedDayOf(when, openings) : null;
  if (!closed) return <EmptyState title={t('conference:rooms.empty')} />;
  const dayOf = (date: string) => formatDate(`${date}T12:00:00+08:00`, CAMPUS_ZONE, lang);
  const next = closed.next;
  return (
    <EmptyState
      title={t('closed.title', { day: dayOf(when.date) })}
      description={next ? t('closed.text') : t('closed.never')}
    >
      {next ? (
        <Button colorPalette="purple" onClick={() => onSearch(next)} data-testid="next-open-day">
          <LuSearch aria-hidden /> {t('closed.next', { day: dayOf(next.date) })}
        </Button>
      ) : null}
    </EmptyState>
  );
}

/** The free rooms of a valid search, with the first photo of each. */
function FreeRooms({ when, onSearch }: { when: MeetingWhen; onSearch: (next: MeetingWhen) => void }) {
  const { t } = useTranslation(['conference', 'terminal']);
  const rooms = useCall(getAvailable, { ...wireRange(when), attendees: when.attendees }, { staleTime: 0 });
  const sceneId = rooms.data?.[0]?.sceneId;
  // Photos come with the sites of the rooms' scene (one page of the largest size).
  const sites = useCall(
    choose,
    { sceneId: sceneId ?? 1, pageNo: 1, pageSize: 100 },
    { enabled: sceneId !== undefined, staleTime: 60_000 },
  );
  const photos = new Map((sites.data?.rows ?? []).map((s) => [s.id, s.photo]));
  const list = rooms.data ?? [];
  return (
    <Stack gap="3">
      {rooms.data ? (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="room-count">
          {t('rooms.count', { count: list.length })}
        </Text>
      ) : null}
      <QueryList
        query={rooms}
        rows={list}
        label={t('rooms.list')}
        skeletonHeight="28"
        empty={<NoFreeRoom when={when} onSearch={onSearch} />}
        errorTitle={t('terminal:loadFailed')}
        rowKey={(room) => room.id}
        renderRow={(room) => <RoomCard room={room} photo={photos.get(room.id) ?? null} when={when} />}
      />
    </Stack>
  );
}

/** Props of {@link MeetingRoomsPage}: `intro` adds the introduction of /meet. */
export interface MeetingRoomsPageProps {
  intro?: boolean;
}

/** /meet (with `intro`) and /siteList. */
export function MeetingRoomsPage({ intro = false }: MeetingRoomsPageProps) {
  const { t } = useTranslation('conference');
  const [params, setParams] = useSearchParams();
  const searched = whenOfParams(params);
  const [draft, setDraft] = useState<MeetingWhen>(searched);
  const [tried, setTried] = useState(false);

  const searchFor = (next: MeetingWhen) =>
    setParams({ date: next.date, from: next.from, to: next.to, attendees: String(next.attendees) }, { replace: true });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (whenProblem(draft)) return;
    searchFor(draft);
  };

  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {intro ? t('rooms.introTitle') : t('rooms.title')}
        </Heading>
        <Text color="fg.muted">{intro ? t('rooms.introText') : t('rooms.subtitle')}</Text>
      </Stack>
      <chakra.form onSubmit={search} noValidate data-testid="room-search">
        <Stack gap="3" p="4" borderWidth="1px" borderRadius="xl" bg="bg">
          <WhenFields value={draft} onChange={setDraft} showProblem={tried} />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="purple" data-testid="room-search-submit">
              <LuSearch aria-hidden /> {t('rooms.search')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {whenProblem(searched) ? null : (
        <FreeRooms
          when={searched}
          onSearch={(next) => {
            setDraft(next);
            searchFor(next);
          }}
        />
      )}
    </Stack>
  );
}

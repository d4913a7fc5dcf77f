/**
 * /trip of the variant-5 terminal (spec §2 Variant 5): "my day" — on one timeline for a campus
 * day (`?date=`, default today in the campus zone; previous / next day, a date field, "Today"),
 * read in one call (`/mc/trip/day`, the caller's own records only):
 * - the meal vouchers issued to me that are valid that day ("All day", first), each opening
 *   /myMealVoucherDetail?id=;
 * - my meetings — orders I applied for or booked (opening /conferenceDetails?id=) and meetings
 *   whose booking names me (opening the room's day in /schedulingDetails, which shows what I may
 *   see of it) — and the food deliveries I ordered for the day (opening /foodDeliveryOrder?id=),
 *   by start time, each with its time range and state.
 */
import { Badge, Box, Card, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { tripDay, type TripItem } from '../../platform/contracts/conference-day.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { formatTimeRange } from '../../ui/terminal-shell';
import { CAMPUS_ZONE, campusToday, dateOfParam, dayLabel } from './day';
import { DayNav } from './day-nav';
import { roomDayHref } from './scheduling-page';

/** Badge colours of the three kinds of entry. */
const KIND_PALETTE: Record<TripItem['kind'], string> = { meeting: 'purple', delivery: 'orange', voucher: 'teal' };

/** The page an entry opens on `date`. */
export function entryHref(item: TripItem, date: string): string {
  switch (item.kind) {
    case 'meeting':
      if (item.role === 'applicant') return `/conferenceDetails?id=${item.id}`;
      return roomDayHref(item.siteId, date, item.reservationId ?? undefined);
    case 'delivery':
      return `/foodDeliveryOrder?id=${item.id}`;
    case 'voucher':
      return `/myMealVoucherDetail?id=${item.id}`;
  }
}

/** One entry of the day: its time (or "All day") beside a card with what it is, its state and its link. */
function TripEntry({ item, date }: { item: TripItem; date: string }) {
  const { t } = useTranslation(['conferenceDay', 'conference', 'conferenceCatering', 'conferenceVouchers']);
  const { lang } = useLang();
  const time = item.kind === 'voucher' ? t('trip.allDay') : formatTimeRange(item.start, item.end, CAMPUS_ZONE, lang);
  const title =
    item.kind === 'meeting'
      ? item.subject
      : item.kind === 'delivery'
        ? `${item.timeRangeName} · ${item.orderNo}`
        : item.ticketTypeName;
  const state =
    item.kind === 'meeting'
      ? t(`conference:state.${item.status}`)
      : item.kind === 'delivery'
        ? t(`conferenceCatering:state.${item.state}`)
        : t(`conferenceVouchers:mine.status.${item.status}`);
  const detail =
    item.kind === 'meeting'
      ? item.siteName
      : item.kind === 'delivery'
        ? t('trip.deliverTo', { area: item.area, address: item.address })
        : item.customerName;
  return (
    <HStack align="stretch" gap="3" data-testid="trip-entry" data-kind={item.kind}>
      <Box w="20" flexShrink={0} pt="4" textAlign="right">
        <Text fontSize="sm" fontWeight="semibold" data-testid="trip-time">
          {time}
        </Text>
      </Box>
      <Box borderLeftWidth="2px" borderColor={`${KIND_PALETTE[item.kind]}.300`} />
      <LinkBox as="article" flex="1" minW="0">
        <Card.Root variant="outline" borderRadius="xl" _hover={{ borderColor: 'purple.400' }}>
          <Card.Body gap="1.5" p="4">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={KIND_PALETTE[item.kind]} variant="solid">
                {t(`trip.kind.${item.kind}`)}
              </Badge>
              {item.kind === 'meeting' ? (
                <Badge variant="outline" data-testid="trip-role">
                  {t(`trip.role.${item.role}`)}
                </Badge>
              ) : null}
              <Badge variant="subtle" data-testid="trip-state">
                {state}
              </Badge>
            </HStack>
            <LinkOverlay asChild>
              <RouterLink to={entryHref(item, date)} aria-label={t('trip.open', { title })}>
                <Text as="span" fontWeight="semibold" lineClamp={2}>
                  {title}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Text fontSize="sm" color="fg.muted" truncate>
              {detail}
            </Text>
          </Card.Body>
        </Card.Root>
      </LinkBox>
    </HStack>
  );
}

/** /trip; see the module comment. */
export function TripPage() {
  const { t } = useTranslation(['conferenceDay', 'terminal']);
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const today = campusToday();
  const date = dateOfParam(params.get('date'), today);
  const day = useCall(tripDay, { date }, { staleTime: 0 });
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
          {t('trip.title')}
        </Heading>
        <Text color="fg.muted">{t('trip.subtitle')}</Text>
      </Stack>
      <DayNav date={date} today={today} onChange={go} testIdPrefix="trip" />
      <Heading as="h2" size="md" data-testid="trip-day">
        {label}
      </Heading>
      <QueryList
        query={day}
        rows={day.data?.items ?? []}
        label={t('trip.list', { date: label })}
        skeletonHeight="20"
        empty={<EmptyState title={t('trip.empty')} description={t('trip.emptyHint')} />}
        errorTitle={t('terminal:loadFailed')}
        rowKey={(item) => `${item.kind}-${item.id}`}
        renderRow={(item) => <TripEntry item={item} date={date} />}
      />
    </Stack>
  );
}

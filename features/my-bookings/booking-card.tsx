/**
 * One of the user's bookings as /my lists it (spec §2 /my): site, scene and campus, the
 * local date and time range in the site's time zone, a status badge (`common:status.*`),
 * a Details link (/detail?id=) and a "Cancel booking" button when the booking can still
 * be cancelled. Rendered as an `article` named by its site heading.
 */
import { Badge, Button, Card, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuCalendar, LuClock, LuMapPin } from 'react-icons/lu';
import type { Reservation, ReservationStatus } from '../../platform/contracts/reserve.contract';
import { formatDate, formatTimeRange, offsetOf } from '../../ui/terminal-shell/time-format';

/** A list row, optionally with the site's IANA time zone when the server sends one. */
export type BookingRow = Reservation & { timeZone?: string | null };

/** Chakra colour palette of each reservation state. */
export const STATUS_PALETTE: Record<ReservationStatus, string> = {
  pendingAudit: 'orange',
  approved: 'teal',
  rejected: 'red',
  checkedIn: 'blue',
  completed: 'gray',
  cancelled: 'gray',
  noShow: 'red',
};

/**
 * The zone a row is shown in: its own `timeZone` when present, else the UTC offset its
 * `start` carries (the server writes timestamps with the campus's offset).
 */
export function zoneOfRow(row: Pick<BookingRow, 'start'> & { timeZone?: string | null }): string {
  return row.timeZone || offsetOf(row.start);
}

/**
 * Whether the list offers "Cancel booking" for a row: it is pending approval or booked,
 * and has not started yet at `now`. (The detail page uses the server's `cancellable`.)
 */
export function canCancelRow(row: Pick<Reservation, 'status' | 'start'>, now: Date = new Date()): boolean {
  return (row.status === 'approved' || row.status === 'pendingAudit') && new Date(row.start).getTime() > now.getTime();
}

/** Props of {@link BookingCard}. */
export interface BookingCardProps {
  booking: BookingRow;
  /** Shown when given and the row can be cancelled; called with the row. */
  onCancel?: (booking: BookingRow) => void;
  /** "Now" for the cancellable check (tests); default the clock. */
  now?: Date;
  /** More actions in the footer (e.g. "Book again" on /history). */
  actions?: ReactNode;
}

/** A booking card; see the module comment. */
export function BookingCard({ booking, onCancel, now, actions }: BookingCardProps) {
  const { t, i18n } = useTranslation(['myBookings', 'common']);
  const zone = zoneOfRow(booking);
  const headingId = `booking-${booking.id}-title`;
  const cancelled = booking.status === 'cancelled';
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-testid="booking-card"
      data-status={booking.status}
      size="sm"
      variant="outline"
      borderLeftWidth="4px"
      borderLeftColor={`${STATUS_PALETTE[booking.status]}.solid`}
      bg={cancelled ? 'bg.muted' : undefined}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" id={headingId} size="md" textDecoration={cancelled ? 'line-through' : undefined}>
              {booking.siteName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {booking.sceneName}
            </Text>
          </Stack>
          <Badge
            colorPalette={STATUS_PALETTE[booking.status]}
            variant="subtle"
            size="md"
            flexShrink={0}
            data-testid="booking-status"
          >
            {t(`common:status.${booking.status}`)}
          </Badge>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <HStack gap="2">
            <Icon color="fg.muted">
              <LuCalendar />
            </Icon>
            <Text data-testid="booking-date">{formatDate(booking.start, zone, i18n.language)}</Text>
          </HStack>
          <HStack gap="2">
            <Icon color="fg.muted">
              <LuClock />
            </Icon>
            <Text data-testid="booking-time" fontVariantNumeric="tabular-nums">
              {formatTimeRange(booking.start, booking.end, zone, i18n.language)}
            </Text>
          </HStack>
          <HStack gap="2">
            <Icon color="fg.muted">
              <LuMapPin />
            </Icon>
            <Text>{booking.campusName}</Text>
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2">
        {actions}
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={`/detail?id=${booking.id}`}>{t('viewDetail')}</RouterLink>
        </Button>
        {onCancel && canCancelRow(booking, now) ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancel(booking)}>
            {t('cancelBooking')}
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * /detail?id= (spec §2, variants 0 and 3): everything of one booking
 * (`currentDetail` → ReservationDetail) — site, scene, campus, building, floor, date and
 * time in the site's time zone, the zone itself, status, subject, phone, remark, who
 * booked it and when, when it was cancelled — and "Cancel booking" when the server says
 * it is `cancellable` (confirmation as on /my, then the detail refreshes); an approved
 * booking also shows its check-in QR code (./check-in-qr.tsx); "Extend" and
 * "End early" when the reservation statechart allows them now (./extend-actions.tsx); its
 * participants and leader, with "Edit" for the owner while allowed (./booking-people.tsx);
 * "Book again" (copyResv, ./copy-booking.tsx) for the owner once it is past; and, when its
 * participants were asked for a receipt, who attends and who declined (./receipt-summary.tsx).
 */
import { useState } from 'react';
import { Badge, Box, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuChevronLeft } from 'react-icons/lu';
import { cancelReserveBatch, currentDetail, type ReservationDetail } from '../../platform/contracts/reserve.contract';
import { useCall, useMutationCall, useSession, toaster } from '../../ui/runtime';
import { ConfirmDialog, EmptyState, ErrorState } from '../../ui/components';
import { formatDate, formatDateTime, formatTimeRange } from '../../ui/terminal-shell/time-format';
import { STATUS_PALETTE } from './booking-card';
import { CopyBookingButton } from './copy-booking';
import { CheckInQr } from './check-in-qr';
import { ExtendActions } from './extend-actions';
import { BookingPeople } from './booking-people';
import { ReceiptSummary } from './receipt-summary';
import { connectReservation } from '../../machines/reservation.connect';

/** The /detail page; reads the booking id from `?id=`. */
export function BookingDetailPage() {
  const { t } = useTranslation(['myBookings', 'terminal']);
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useCall(
    currentDetail,
    { id: valid ? id : 0 },
    {
      enabled: valid,
      staleTime: 0,
      placeholderData: (previous) => (previous && previous.id === id ? previous : undefined),
    },
  );

  return (
    <Stack gap="5">
      <HStack>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <RouterLink to="/my">
            <LuChevronLeft /> {t('detail.backToList')}
          </RouterLink>
        </Button>
      </HStack>
      <Heading as="h1" size="2xl">
        {t('detail.title')}
      </Heading>
      {!valid ? (
        <EmptyState title={t('detail.notFound')} />
      ) : detail.isPending ? (
        <Skeleton h="80" borderRadius="xl" />
      ) : detail.isError || !detail.data ? (
        <ErrorState title={t('detail.notFound')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <DetailCard booking={detail.data} onChanged={() => void detail.refetch()} />
          {detail.data.status === 'approved' ? <CheckInQr booking={detail.data} /> : null}
          <BookingPeople id={detail.data.id} />
          <ReceiptSummary id={detail.data.id} />
        </>
      )}
    </Stack>
  );
}

/** Statuses a booking ends its life in. */
const FINAL_STATUSES: readonly ReservationDetail['status'][] = ['completed', 'cancelled', 'rejected', 'noShow'];

/** Whether `booking` is past (ended, or in a final state): its owner may book it again (copyResv). */
export function isPastBooking(booking: Pick<ReservationDetail, 'status' | 'end'>, now: Date = new Date()): boolean {
  return FINAL_STATUSES.includes(booking.status) || Date.parse(booking.end) <= now.getTime();
}

/** Props of {@link DetailCard}. */
export interface DetailCardProps {
  booking: ReservationDetail;
  /** Called after a successful cancellation. */
  onChanged: () => void;
}

/** The body of /detail: all fields and the cancel action. */
export function DetailCard({ booking, onChanged }: DetailCardProps) {
  const { t, i18n } = useTranslation(['myBookings', 'common']);
  const [asking, setAsking] = useState(false);
  const { user } = useSession();
  const cancel = useMutationCall(cancelReserveBatch);
  const zone = booking.timeZone;
  const lang = i18n.language;
  const none = t('detail.none');
  const rows: [string, string][] = [
    [t('detail.bookingNo'), String(booking.id)],
    [t('detail.scene'), booking.sceneName],
    [t('detail.campus'), booking.campusName],
    [t('detail.building'), booking.buildingName],
    [t('detail.floor'), booking.floorName],
    [t('detail.date'), formatDate(booking.start, zone, lang)],
    [t('detail.time'), formatTimeRange(booking.start, booking.end, zone, lang)],
    [t('detail.timeZone'), zone],
    [t('detail.subject'), booking.subject || none],
    [t('detail.phone'), booking.phone || none],
    [t('detail.remark'), booking.remark || none],
    [t('detail.booker'), `${booking.userName} (${booking.account})`],
    [t('detail.bookedAt'), formatDateTime(booking.createdAt, zone, lang)],
  ];
  const { canExtend, canEndEarly } = connectReservation(booking);
  const changeable = canExtend || canEndEarly;
  const again = isPastBooking(booking) && booking.userId === user?.id;
  if (booking.cancelledAt) rows.push([t('detail.cancelledAt'), formatDateTime(booking.cancelledAt, zone, lang)]);

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ ids: [booking.id] });
      toaster.create({ type: 'success', title: t('cancelled') });
    } catch {
      // The runtime has shown the server's message (spec §8).
    } finally {
      setAsking(false);
      onChanged();
    }
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby="detail-site"
      variant="elevated"
      borderRadius="xl"
      data-testid="booking-detail"
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading as="h2" id="detail-site" size="xl">
              {booking.siteName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {formatDate(booking.start, zone, lang)} · {formatTimeRange(booking.start, booking.end, zone, lang)}
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[booking.status]} size="lg" variant="subtle" data-testid="booking-status">
            {t(`common:status.${booking.status}`)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('detail.site')}</DataList.ItemLabel>
            <DataList.ItemValue>{booking.siteName}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('detail.status')}</DataList.ItemLabel>
            <DataList.ItemValue>{t(`common:status.${booking.status}`)}</DataList.ItemValue>
          </DataList.Item>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {booking.cancellable || changeable || again ? (
        <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
          {again ? <CopyBookingButton booking={booking} /> : null}
          <ExtendActions booking={booking} onChanged={onChanged} />
          {booking.cancellable ? (
            <Box>
              <Button colorPalette="red" variant="outline" onClick={() => setAsking(true)}>
                {t('cancelBooking')}
              </Button>
            </Box>
          ) : null}
        </Card.Footer>
      ) : null}
      <ConfirmDialog
        open={asking}
        tone="red"
        pending={cancel.isPending}
        message={t('confirmCancel', {
          site: booking.siteName,
          date: formatDate(booking.start, zone, lang),
          time: formatTimeRange(booking.start, booking.end, zone, lang),
        })}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Card.Root>
  );
}

/**
 * /receipt?id= (terminal variants 0 and 3; spec §7 /receipt/reserve/details, agree): the
 * invitation to a booking the signed-in user is a participant of, opened from the
 * `receiptInvite` message — the site, place, date and time in the site's zone, the
 * organiser and the subject — with the user's current answer and, while the booking is
 * pending or booked and has not started, "Attend" and "Decline" (a decline asks for a
 * reason, which the organiser is told). Refusals show the server's message (spec §8).
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  DataList,
  Field,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuChevronLeft, LuCircleCheck, LuCircleX } from 'react-icons/lu';
import {
  RECEIPT_REASON_MAX,
  receiptAgree,
  receiptDetails,
  type ReceiptInvitation,
} from '../../platform/contracts/receipt.contract';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { EmptyState, ErrorState } from '../../ui/components';
import { formatDate, formatDateTime, formatTimeRange } from '../../ui/terminal-shell/time-format';
import { RECEIPT_PALETTE } from './receipt-summary';

/** The /receipt page; reads the booking id from `?id=`. */
export function ReceiptPage() {
  const { t } = useTranslation('receipt');
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const details = useCall(receiptDetails, { id: valid ? id : 0 }, { enabled: valid, staleTime: 0 });

  return (
    <Stack gap="5">
      <HStack>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <RouterLink to="/messages">
            <LuChevronLeft /> {t('invitation.back')}
          </RouterLink>
        </Button>
      </HStack>
      <Heading as="h1" size="2xl">
        {t('invitation.title')}
      </Heading>
      {!valid ? (
        <EmptyState title={t('invitation.notFound')} />
      ) : details.isPending ? (
        <Skeleton h="80" borderRadius="xl" />
      ) : details.isError || !details.data ? (
        <ErrorState title={t('invitation.notFound')} error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <InvitationCard invitation={details.data} onAnswered={() => void details.refetch()} />
      )}
    </Stack>
  );
}

/** Props of {@link InvitationCard}. */
export interface InvitationCardProps {
  invitation: ReceiptInvitation;
  /** Called after an answer was recorded. */
  onAnswered: () => void;
}

/** The booking an invitation is about, the caller's answer and the Attend / Decline actions. */
export function InvitationCard({ invitation, onAnswered }: InvitationCardProps) {
  const { t, i18n } = useTranslation(['receipt', 'common']);
  const { booking, receipt, answerable } = invitation;
  const agree = useMutationCall(receiptAgree);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const zone = booking.timeZone;
  const lang = i18n.language;
  const rows: [string, string][] = [
    [t('invitation.organiser'), `${booking.userName} (${booking.account})`],
    [t('invitation.subject'), booking.subject || t('invitation.none')],
    [t('invitation.site'), booking.siteName],
    [t('invitation.place'), [booking.campusName, booking.buildingName, booking.floorName].join(' · ')],
    [t('invitation.date'), formatDate(booking.start, zone, lang)],
    [t('invitation.time'), formatTimeRange(booking.start, booking.end, zone, lang)],
    [t('invitation.bookingStatus'), t(`common:status.${booking.status}`)],
  ];

  const answer = async (attend: boolean) => {
    try {
      await agree.mutateAsync(attend ? { id: booking.id, attend } : { id: booking.id, attend, reason });
      toaster.create({ type: 'success', title: t(attend ? 'invitation.attended' : 'invitation.declined') });
      setDeclining(false);
      onAnswered();
    } catch {
      // The runtime has shown the server's message (spec §8).
    }
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby="invitation-site"
      variant="elevated"
      borderRadius="xl"
      data-testid="receipt-invitation"
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading as="h2" id="invitation-site" size="xl">
              {booking.subject || booking.siteName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {formatDate(booking.start, zone, lang)} · {formatTimeRange(booking.start, booking.end, zone, lang)}
            </Text>
          </Stack>
          <Badge colorPalette={RECEIPT_PALETTE[receipt.status]} size="lg" variant="subtle" data-testid="receipt-status">
            {t(`status.${receipt.status}`)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="md" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Stack gap="1" data-testid="receipt-answer">
          <Text fontWeight="medium">{t('invitation.yourAnswer')}</Text>
          <Text fontSize="sm">{t(`status.${receipt.status}`)}</Text>
          {receipt.reason ? (
            <Text fontSize="sm" color="fg.muted">
              {receipt.reason}
            </Text>
          ) : null}
          {receipt.repliedAt ? (
            <Text fontSize="xs" color="fg.muted">
              {t('invitation.repliedAt', { time: formatDateTime(receipt.repliedAt, zone, lang) })}
            </Text>
          ) : null}
        </Stack>
        {!answerable ? (
          <Text fontSize="sm" color="fg.muted" data-testid="receipt-closed">
            {t('invitation.closed')}
          </Text>
        ) : declining ? (
          <Field.Root required>
            <Field.Label>{t('invitation.reason')}</Field.Label>
            <Textarea
              value={reason}
              maxLength={RECEIPT_REASON_MAX}
              rows={2}
              placeholder={t('invitation.reasonPlaceholder')}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </Field.Root>
        ) : null}
      </Card.Body>
      {answerable ? (
        <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
          {declining ? (
            <>
              <Button variant="outline" disabled={agree.isPending} onClick={() => setDeclining(false)}>
                {t('invitation.cancel')}
              </Button>
              <Button
                colorPalette="red"
                loading={agree.isPending}
                disabled={reason.trim() === ''}
                onClick={() => void answer(false)}
              >
                {t('invitation.sendDecline')}
              </Button>
            </>
          ) : (
            <>
              <Button
                colorPalette="red"
                variant="outline"
                disabled={agree.isPending}
                onClick={() => {
                  setReason(receipt.reason ?? '');
                  setDeclining(true);
                }}
              >
                <LuCircleX /> {t('invitation.decline')}
              </Button>
              <Button
                colorPalette="teal"
                loading={agree.isPending}
                disabled={receipt.status === 'ACCEPTED'}
                onClick={() => void answer(true)}
              >
                <LuCircleCheck /> {t('invitation.attend')}
              </Button>
            </>
          )}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

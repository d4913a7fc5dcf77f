/**
 * /fitnessCenter/courseRecords (variants 2 and 4, docs/fitness-classes.md): my class bookings
 * (`class/mine`) — upcoming ones with Cancel (`class/cancel`), its consequence said in words before
 * confirming (in time: the use given back; inside the late-cancel window: kept), past ones with their
 * outcome — and my waitlist entries with my place and Leave (`class/waitlistLeave`).
 */
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fitnessClassCancel,
  fitnessClassMine,
  fitnessClassWaitlistLeave,
  type ClassBookingRow,
} from '../../platform/contracts/club-class.contract';
import { ConfirmDialog, ErrorState } from '../../ui/components';
import { notify, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';
import { CAMPUS_ZONE, useClassTime } from './shared';

/** Minutes from `from` to `to` (ISO instants), rounded. */
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** /fitnessCenter/courseRecords. */
export function CourseRecordsPage() {
  const { t } = useTranslation('clubClasses');
  const { lang } = useLang();
  const when = useClassTime();
  const mine = useCall(fitnessClassMine, {});
  const [asked, setAsked] = useState<ClassBookingRow | null>(null);
  const onError = (err: Error) => notify(err.message, 'error');
  const cancel = useMutationCall(fitnessClassCancel, {
    onSuccess: () => {
      notify(t('page.cancelled'), 'success');
      setAsked(null);
      void mine.refetch();
    },
    onError,
  });
  const leave = useMutationCall(fitnessClassWaitlistLeave, {
    onSuccess: () => void mine.refetch(),
    onError,
  });
  if (mine.isPending) return <Skeleton h="32" borderRadius="md" />;
  if (mine.isError)
    return <ErrorState title={t('page.loadFailed')} error={mine.error} onRetry={() => void mine.refetch()} />;
  const now = Date.now();
  const upcoming = mine.data.bookings.filter((b) => Date.parse(b.startsAt) >= now);
  const past = mine.data.bookings.filter((b) => Date.parse(b.startsAt) < now);
  const waiting = mine.data.waitlist.filter((w) => w.state === 'waiting');
  const booking = (b: ClassBookingRow) => (
    <Card.Root key={b.id} size="sm" data-testid="booking">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Stack gap="1">
            <Text fontWeight="semibold">{b.typeName}</Text>
            <Text>{when(b.startsAt, b.endsAt)}</Text>
            <Text color="fg.muted">
              {b.coachName}
              {b.place ? ` · ${b.place}` : ''}
            </Text>
          </Stack>
          <Stack gap="2" align="end">
            <Badge data-testid="booking-state">{t(`state.${b.state}`)}</Badge>
            {b.state === 'booked' && Date.parse(b.startsAt) > now ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsked(b)}>
                {t('page.cancel')}
              </Button>
            ) : null}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
  return (
    <Stack gap="5">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('page.records')}
      </Text>
      <Stack gap="2" as="section" aria-label={t('page.upcoming')}>
        <Text as="h2" fontWeight="semibold">
          {t('page.upcoming')}
        </Text>
        {upcoming.length ? upcoming.map(booking) : <Text color="fg.muted">{t('page.empty')}</Text>}
      </Stack>
      <Stack gap="2" as="section" aria-label={t('page.myWaitlist')}>
        <Text as="h2" fontWeight="semibold">
          {t('page.myWaitlist')}
        </Text>
        {waiting.length ? (
          waiting.map((w) => (
            <HStack key={w.id} justify="space-between" data-testid="waitlist-entry">
              <Stack gap="0">
                <Text>{w.typeName}</Text>
                <Text color="fg.muted">{formatDateTime(w.startsAt, CAMPUS_ZONE, lang)}</Text>
                <Text data-testid="waitlist-position">{t('page.position', { position: w.position })}</Text>
              </Stack>
              <Button size="xs" variant="outline" loading={leave.isPending} onClick={() => leave.mutate({ id: w.id })}>
                {t('page.leave')}
              </Button>
            </HStack>
          ))
        ) : (
          <Text color="fg.muted">{t('page.empty')}</Text>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-label={t('page.past')}>
        <Text as="h2" fontWeight="semibold">
          {t('page.past')}
        </Text>
        {past.length ? past.map(booking) : <Text color="fg.muted">{t('page.empty')}</Text>}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        tone="red"
        pending={cancel.isPending}
        confirmLabel={t('page.cancel')}
        message={
          asked
            ? Date.now() >= Date.parse(asked.lateCancelFrom)
              ? t('page.lateWarning', { minutes: minutesBetween(asked.lateCancelFrom, asked.startsAt) })
              : t('page.inTime', { time: formatDateTime(asked.lateCancelFrom, CAMPUS_ZONE, lang) })
            : ''
        }
        onConfirm={() => asked && cancel.mutate({ id: asked.id })}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}

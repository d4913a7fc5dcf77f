/**
 * The caller's waitlist places (/api/reserve/waitlist/page), the "Waitlist" tab of
 * /my: site, time, state — waiting with the place in line, booked (linking to the
 * booking), left, ended, or not booked with the rule's reason — and "Leave" for a waiting
 * one (asked in the spec's dialog, then /api/reserve/waitlist/leave).
 */
import { useState } from 'react';
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  waitlistLeave,
  waitlistPage,
  type WaitlistEntry,
  type WaitlistStatus,
} from '../../platform/contracts/waitlist.contract';
import { ConfirmDialog, EmptyState, ErrorState } from '../../ui/components';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { formatDate, formatTimeRange } from '../../ui/terminal-shell/time-format';

/** Badge colour per state. */
const PALETTE: Record<WaitlistStatus, string> = {
  waiting: 'orange',
  promoted: 'green',
  cancelled: 'gray',
  expired: 'gray',
  failed: 'red',
};

/** The list (first 50 places: a waitlist is short). */
export function WaitlistList() {
  const { t, i18n } = useTranslation(['myBookings', 'common', 'terminal']);
  const list = useCall(waitlistPage, { pageNo: 1, pageSize: 50 }, { staleTime: 0 });
  const leave = useMutationCall(waitlistLeave);
  const [target, setTarget] = useState<WaitlistEntry | null>(null);
  const confirmLeave = async () => {
    if (!target) return;
    try {
      await leave.mutateAsync({ id: target.id });
      toaster.create({ type: 'success', title: t('waitlist.left') });
    } finally {
      setTarget(null);
      void list.refetch();
    }
  };
  if (list.isPending) return <Skeleton h="24" borderRadius="lg" />;
  if (list.isError)
    return <ErrorState title={t('terminal:loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.rows.length === 0) return <EmptyState title={t('waitlist.empty')} />;
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('tabs.waitlist')} data-testid="waitlist-list">
        {list.data.rows.map((e) => (
          <Card.Root as="li" key={e.id} variant="outline" borderRadius="lg">
            <Card.Body gap="2" py="3">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{e.siteName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(e.start, e.timeZone, i18n.language)}{' '}
                    {formatTimeRange(e.start, e.end, e.timeZone, i18n.language)} · {e.sceneName} · {e.campusName}
                  </Text>
                </Stack>
                <Badge colorPalette={PALETTE[e.status]}>
                  {e.status === 'waiting'
                    ? t('waitlist.position', { position: e.position ?? 1 })
                    : t(`waitlist.status.${e.status}`)}
                </Badge>
              </HStack>
              {e.reason ? (
                <Text fontSize="sm" color="red.fg">
                  {e.reason}
                </Text>
              ) : null}
              <HStack justify="flex-end" gap="2">
                {e.reservationId !== null ? (
                  <Button asChild size="sm" variant="outline" colorPalette="teal">
                    <RouterLink to={`/detail?id=${e.reservationId}`}>{t('waitlist.viewBooking')}</RouterLink>
                  </Button>
                ) : null}
                {e.status === 'waiting' ? (
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setTarget(e)}>
                    {t('waitlist.leave')}
                  </Button>
                ) : null}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ConfirmDialog
        open={target !== null}
        message={target ? t('waitlist.confirmLeave', { site: target.siteName }) : ''}
        pending={leave.isPending}
        onConfirm={() => void confirmLeave()}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

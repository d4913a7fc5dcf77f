/**
 * /fitnessCenter/private (spec §2 "Fitness centre", variants 2 and 4): the coaches taking private
 * sessions with their next free slots (links to book a session or a test), and my bookings with
 * Cancel (the use comes back before the coach's cancel window; docs/fitness-private.md).
 */
import { Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privateCancel, privateCoaches, privateMine } from '../../platform/contracts/private-session.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { notify, useCall, useMutationCall } from '../../ui/runtime';
import { StateBadge, wireDateTime } from './shared';

/** My private sessions and tests with Cancel on the booked ones. */
export function MyBookings() {
  const { t } = useTranslation('clubPrivate');
  const mine = useCall(privateMine, { pageNo: 1, pageSize: 50 });
  const cancel = useMutationCall(privateCancel, {
    onSuccess: () => {
      notify(t('mine.cancelled'), 'success');
      void mine.refetch();
    },
    onError: (e) => notify(e.message),
  });
  return (
    <Stack gap="2">
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {t('mine.title')}
      </Text>
      <QueryList
        query={mine}
        rows={mine.data?.rows ?? []}
        label={t('mine.label')}
        errorTitle={t('loadFailed')}
        rowKey={(s) => s.id}
        renderRow={(s) => (
          <Card.Root size="sm" data-testid="my-session">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="semibold">
                    {wireDateTime(s.startAt)} · {s.coachName}
                  </Text>
                  <Text color="fg.muted" textStyle="sm">
                    {s.testTypeName ?? t(`kind.${s.kind}`)}
                  </Text>
                </Stack>
                <HStack>
                  <StateBadge state={s.state} />
                  {s.state === 'booked' ? (
                    <Button size="xs" variant="outline" onClick={() => cancel.mutate({ id: s.id })}>
                      {t('mine.cancel')}
                    </Button>
                  ) : null}
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('mine.empty')} />}
      />
    </Stack>
  );
}

/** /fitnessCenter/private. */
export function PrivatePage() {
  const { t } = useTranslation('clubPrivate');
  const coaches = useCall(privateCoaches, {});
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('coaches.title')}
      </Text>
      <QueryList
        query={coaches}
        rows={coaches.data ?? []}
        label={t('coaches.label')}
        errorTitle={t('loadFailed')}
        rowKey={(c) => c.coachId}
        renderRow={(c) => (
          <Card.Root size="sm" data-testid="private-coach">
            <Card.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{c.name}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {c.lengths.map((l) => t('coaches.minutes', { minutes: l.minutes })).join(' / ')}
                </Text>
                <Text textStyle="sm">
                  {t('coaches.next')}: {c.next.length ? c.next.map(wireDateTime).join(', ') : t('coaches.none')}
                </Text>
                <Wrap>
                  <Button asChild size="sm">
                    <Link to={`/privateReserve?coachId=${c.coachId}`}>{t('coaches.book')}</Link>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/testReserve?coachId=${c.coachId}`}>{t('coaches.test')}</Link>
                  </Button>
                </Wrap>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('coaches.empty')} />}
      />
      <MyBookings />
    </Stack>
  );
}

/**
 * /leagueReserve?id= (variants 2 and 4, docs/fitness-classes.md): one class (`class/detail`) — coach,
 * time, places — and which of the member's cards would pay for it and why, each other card with why
 * not (`membershipCard:why.*`); then Book (`class/book`) or, when full, Join waitlist
 * (`class/waitlistJoin`).
 */
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  fitnessClassBook,
  fitnessClassDetail,
  fitnessClassWaitlistJoin,
} from '../../platform/contracts/club-class.contract';
import { ErrorState } from '../../ui/components';
import { notify, useCall, useMutationCall } from '../../ui/runtime';
import { ClassSummary } from './shared';

/** /leagueReserve. */
export function LeagueReservePage() {
  const { t } = useTranslation(['clubClasses', 'membershipCard']);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = useCall(fitnessClassDetail, { id });
  const onError = (err: Error) => notify(err.message, 'error');
  const book = useMutationCall(fitnessClassBook, {
    onSuccess: () => {
      notify(t('page.booked'), 'success');
      void detail.refetch();
    },
    onError,
  });
  const join = useMutationCall(fitnessClassWaitlistJoin, {
    onSuccess: () => {
      notify(t('page.joined'), 'success');
      void detail.refetch();
    },
    onError,
  });
  if (detail.isPending) return <Skeleton h="32" borderRadius="md" />;
  if (detail.isError)
    return <ErrorState title={t('page.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />;
  const { session, choice } = detail.data;
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('page.detail')}
      </Text>
      <ClassSummary row={session} />
      <Stack gap="1" data-testid="paying-choice">
        {choice.cardId === null ? (
          <Text>{t('page.noCardPays')}</Text>
        ) : (
          <Text fontWeight="medium" data-testid="paying-card">
            {t('page.paysWith', { cardNo: choice.cardNo })}
            {choice.reason ? ` — ${t(`membershipCard:why.${choice.reason}`)}` : ''}
          </Text>
        )}
        {choice.passed.map((p) => (
          <Text key={p.cardId} textStyle="sm" color="fg.muted" data-testid="passed-card">
            {p.cardNo}: {t(`membershipCard:why.${p.why}`)}
          </Text>
        ))}
      </Stack>
      {session.offer === 'book' ? (
        <Button colorPalette="blue" loading={book.isPending} onClick={() => book.mutate({ id })}>
          {t('offer.book')}
        </Button>
      ) : session.offer === 'waitlist' ? (
        <Button colorPalette="orange" loading={join.isPending} onClick={() => join.mutate({ id })}>
          {t('offer.waitlist')}
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link to="/fitnessCenter/courseRecords">{t('page.records')}</Link>
      </Button>
    </Stack>
  );
}

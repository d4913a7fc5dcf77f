/**
 * /fitnessCenter/league (variants 2 and 4, docs/fitness-classes.md): the week's group classes by
 * campus day (`class/week`), each with its coach, places left and what the member may do (book, join
 * the waitlist of a full class, booked, waiting …); a class opens /leagueReserve?id=.
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fitnessClassWeek, type MyClassRow } from '../../platform/contracts/club-class.contract';
import { ErrorState } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { formatDate } from '../../ui/terminal-shell/time-format';
import { CAMPUS_ZONE, ClassSummary } from './shared';

/** /fitnessCenter/league. */
export function LeaguePage() {
  const { t } = useTranslation('clubClasses');
  const { lang } = useLang();
  const week = useCall(fitnessClassWeek, {});
  const days = new Map<string, MyClassRow[]>();
  for (const row of week.data ?? []) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('page.week')}
      </Text>
      {week.isPending ? (
        <Skeleton h="24" borderRadius="md" />
      ) : week.isError ? (
        <ErrorState title={t('page.loadFailed')} error={week.error} onRetry={() => void week.refetch()} />
      ) : days.size === 0 ? (
        <Text color="fg.muted">{t('page.empty')}</Text>
      ) : (
        [...days.entries()].map(([date, rows]) => (
          <Stack key={date} gap="2" as="section" aria-label={formatDate(`${date}T12:00:00+08:00`, CAMPUS_ZONE, lang)}>
            <Text as="h2" fontWeight="semibold">
              {formatDate(`${date}T12:00:00+08:00`, CAMPUS_ZONE, lang)}
            </Text>
            {rows.map((row) => (
              <Link key={row.id} to={`/leagueReserve?id=${row.id}`} aria-label={row.typeName}>
                <ClassSummary row={row} />
              </Link>
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}

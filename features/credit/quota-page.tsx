/**
 * /quota (spec §2, variants 0 and 3): the signed-in user's quota standings
 * (`record/quota`): for each quota rule that applies to them, what their bookings (or
 * their organisation's, for a per-organisation quota) use in the period holding today,
 * against the limit — hours for time quotas, bookings for count quotas — as a progress
 * bar that turns orange from 80 % and red when used up.
 */
import { Badge, Card, Heading, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { recordQuota, type QuotaStandingRow } from '../../platform/contracts/quota.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { formatCalendarDate } from '../../ui/terminal-shell/time-format';

/** Minutes as hours with at most one decimal; counts as they are. */
export function quotaAmount(n: number, unit: QuotaStandingRow['unit']): string {
  return unit === 'minutes' ? String(Math.round((n / 60) * 10) / 10) : String(n);
}

/** The share used, 0–100. */
function percentOf(q: QuotaStandingRow): number {
  if (q.limit <= 0) return 100;
  return Math.min(100, Math.round((q.used / q.limit) * 100));
}

/** One standing as a card with its progress bar. */
function QuotaCard({ quota: q }: { quota: QuotaStandingRow }) {
  const { t, i18n } = useTranslation('credit');
  const percent = percentOf(q);
  const palette = percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'teal';
  const used = t('quota.used', {
    used: quotaAmount(q.used, q.unit),
    limit: quotaAmount(q.limit, q.unit),
    unit: t(`quota.unit.${q.unit}`),
  });
  return (
    <Card.Root as="li" data-testid="quota-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5">
            <Heading as="h2" size="md">
              {q.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {q.sceneName ?? t('quota.everyScene')} · {t(`quota.subject.${q.subject}`)} ·{' '}
              {t(`quota.period.${q.period}`)} (
              {t('quota.range', {
                first: formatCalendarDate(q.firstDate, i18n.language),
                last: formatCalendarDate(q.lastDate, i18n.language),
              })}
              )
            </Text>
          </Stack>
          <HStack gap="1">
            {q.overridden ? <Badge colorPalette="purple">{t('quota.overridden')}</Badge> : null}
            {percent >= 100 ? <Badge colorPalette="red">{t('quota.full')}</Badge> : null}
          </HStack>
        </HStack>
        <Progress.Root value={percent} colorPalette={palette} size="md" aria-label={`${q.name}: ${used}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" fontWeight="medium" data-testid="quota-used">
          {used}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The /quota page. */
export function QuotaPage() {
  const { t } = useTranslation(['credit', 'terminal']);
  const quotas = useCall(recordQuota, undefined, { staleTime: 0 });
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('quota.title')}
        </Heading>
        <Text color="fg.muted">{t('quota.subtitle')}</Text>
      </Stack>
      {quotas.isPending ? (
        <Skeleton h="32" borderRadius="lg" />
      ) : quotas.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={quotas.error} onRetry={() => void quotas.refetch()} />
      ) : quotas.data.length === 0 ? (
        <EmptyState title={t('quota.empty')} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('quota.title')}>
          {quotas.data.map((q) => (
            <QuotaCard key={q.ruleId} quota={q} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

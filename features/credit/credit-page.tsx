/**
 * /credit (spec §2, variants 0 and 3): the signed-in user's credit score
 * (`getUserCredit`) with the bar in force and its end, or "you may book"; the newest score
 * changes with their reason, remark and booking (or the fitness club's penalty record); and the credit rule of
 * each scene as it applies to them (`getSceneCredit`): points for a no-show and a late cancellation, the
 * threshold and the days of a bar. Times are shown in the campus zone they arrive in.
 */
import { Badge, Box, Card, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuCircleCheck } from 'react-icons/lu';
import { getSceneCredit, getUserCredit, type CreditRecordRow } from '../../platform/contracts/credit.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { formatDateTime, offsetOf } from '../../ui/terminal-shell';

/** A score change: +/- points, the reason, the remark, the booking or club penalty, when and by whom. */
function RecordItem({ record }: { record: CreditRecordRow }) {
  const { t } = useTranslation('credit');
  const { lang } = useLang();
  const up = record.delta > 0;
  return (
    <HStack as="li" justify="space-between" align="start" py="3" borderBottomWidth="1px" data-testid="credit-record">
      <Stack gap="0.5">
        <Text fontWeight="medium">{t(`reason.${record.reason}`)}</Text>
        {record.remark ? <Text fontSize="sm">{record.remark}</Text> : null}
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(record.createdAt, offsetOf(record.createdAt), lang)}
          {record.reservationId ? ` · ${t('booking', { id: record.reservationId })}` : ''}
          {record.penaltyId ? ` · ${t('penalty', { id: record.penaltyId })}` : ''}
          {record.createdByName ? ` · ${t('by', { name: record.createdByName })}` : ''}
        </Text>
      </Stack>
      <Stack gap="0" align="end">
        <Text fontWeight="bold" color={up ? 'green.600' : 'red.600'} data-testid="credit-delta">
          {up ? `+${record.delta}` : record.delta}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {record.scoreAfter}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The /credit page. */
export function CreditPage() {
  const { t } = useTranslation(['credit', 'terminal']);
  const { lang } = useLang();
  const credit = useCall(getUserCredit, undefined, { staleTime: 0 });
  const scenes = useCall(getSceneCredit, {});
  const c = credit.data;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      {credit.isPending ? (
        <Skeleton h="36" borderRadius="lg" />
      ) : credit.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={credit.error} onRetry={() => void credit.refetch()} />
      ) : (
        <>
          <Card.Root data-testid="credit-summary" borderColor={c!.barredUntil ? 'red.300' : undefined}>
            <Card.Body>
              <HStack justify="space-between" align="center" gap="4" wrap="wrap">
                <Stack gap="1">
                  <Text fontSize="sm" color="fg.muted">
                    {t('score')}
                  </Text>
                  <Text fontSize="5xl" fontWeight="bold" lineHeight="1" data-testid="credit-score">
                    {c!.score}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('outOf', { initial: c!.initialScore, threshold: c!.threshold })}
                  </Text>
                </Stack>
                {c!.barredUntil ? (
                  <Stack gap="1" align={{ base: 'start', sm: 'end' }}>
                    <Badge colorPalette="red" size="lg" data-testid="credit-barred">
                      <LuBan /> {t('barred', { until: formatDateTime(c!.barredUntil, offsetOf(c!.barredUntil), lang) })}
                    </Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {t('barredHint', { initial: c!.initialScore })}
                    </Text>
                  </Stack>
                ) : (
                  <Badge colorPalette="green" size="lg" data-testid="credit-ok">
                    <LuCircleCheck /> {t('goodStanding')}
                  </Badge>
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
          <Stack gap="2" as="section" aria-label={t('records')}>
            <Heading as="h2" size="lg">
              {t('records')}
            </Heading>
            {c!.records.length === 0 ? (
              <EmptyState title={t('noRecords')} />
            ) : (
              <Box as="ul" listStyleType="none" aria-label={t('records')}>
                {c!.records.map((r) => (
                  <RecordItem key={r.id} record={r} />
                ))}
              </Box>
            )}
          </Stack>
        </>
      )}
      <Stack gap="2" as="section" aria-label={t('rules')}>
        <Heading as="h2" size="lg">
          {t('rules')}
        </Heading>
        {scenes.isPending ? (
          <Skeleton h="24" />
        ) : scenes.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={scenes.error} onRetry={() => void scenes.refetch()} />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={t('rules')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('rule.scene')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('rule.noShow')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('rule.lateCancel')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('rule.threshold')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('rule.barDays')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {scenes.data.map((s) => (
                  <Table.Row key={s.sceneId} data-testid="scene-credit">
                    <Table.Cell>
                      <Stack gap="0">
                        <Text>{s.sceneName}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {t(`rule.source.${s.source}`)}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">−{s.noShowPoints}</Table.Cell>
                    <Table.Cell textAlign="end">−{s.lateCancelPoints}</Table.Cell>
                    <Table.Cell textAlign="end">{s.threshold}</Table.Cell>
                    <Table.Cell textAlign="end">{t('rule.days', { count: s.barDays })}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </Stack>
  );
}

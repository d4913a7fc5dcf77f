/**
 * /fitnessCenter/defaultRecords (variants 2 and 4; docs/fitness-penalties.md): the member's own late-cancel
 * and no-show records (`penalty/mine`), each explained — which class or session, when, the rule applied
 * (forfeit, fee), whether a use was forfeited or given back, the grace, a waiver and its reason, a fee owed
 * (paid at the front desk) or paid.
 */
import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessPenaltyMine, type PenaltyRow, type PenaltyState } from '../../platform/contracts/club-penalty.contract';
import { ErrorState } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';

const CAMPUS_ZONE = 'Asia/Shanghai';
const TONE: Record<PenaltyState, string> = { charged: 'red', graced: 'gray', waived: 'blue', paid: 'green' };
const yuan = (cents: number) => (cents / 100).toFixed(2);

/** What happened to an offence, in words: the fee owed or paid, forgiven by the grace, or waived. */
export function outcomeText(r: PenaltyRow, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (r.state === 'graced') return t('mine.graced', { n: r.priorCount + 1 });
  if (r.state === 'waived') return t('mine.waivedText', { reason: r.reason });
  if (r.state === 'paid') return t('mine.paidText', { fee: yuan(r.feeCents) });
  return r.feeCents > 0 ? t('mine.feeOwed', { fee: yuan(r.feeCents) }) : '';
}

/** One record as a card. */
function Record({ r }: { r: PenaltyRow }) {
  const { t } = useTranslation('clubPenalties');
  const { lang } = useLang();
  const rule = t('mine.ruleText', {
    forfeit: t(r.rule.forfeitUse ? 'mine.forfeitYes' : 'mine.forfeitNo'),
    fee: yuan(r.rule.feeCents),
  });
  const outcome = outcomeText(r, t);
  return (
    <Card.Root size="sm" data-testid="penalty">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Stack gap="1">
            <Text fontWeight="semibold">
              {t(`offence.${r.offence}`)} · {r.subjectName || t(`kind.${r.courseKind}`)}
            </Text>
            <Text>
              {r.startsAt ? formatDateTime(r.startsAt, CAMPUS_ZONE, lang) : ''}
              {r.coachName ? ` · ${r.coachName}` : ''}
            </Text>
            <Text color="fg.muted">{rule}</Text>
            {r.rule.graceCount > 0 ? (
              <Text color="fg.muted">
                {t('graceText', { count: r.rule.graceCount, days: r.rule.graceDays, prior: r.priorCount })}
              </Text>
            ) : null}
            <Text data-testid="penalty-use">{t(r.forfeited ? 'mine.forfeitedYes' : 'mine.forfeitedNo')}</Text>
            {outcome ? <Text data-testid="penalty-outcome">{outcome}</Text> : null}
          </Stack>
          <Badge colorPalette={TONE[r.state]} data-testid="penalty-state">
            {t(`state.${r.state}`)}
          </Badge>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** /fitnessCenter/defaultRecords. */
export function DefaultRecordsPage() {
  const { t } = useTranslation('clubPenalties');
  const mine = useCall(fitnessPenaltyMine, {});
  if (mine.isPending) return <Skeleton h="32" borderRadius="md" />;
  if (mine.isError)
    return <ErrorState title={t('mine.title')} error={mine.error} onRetry={() => void mine.refetch()} />;
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('mine.title')}
      </Text>
      {mine.data.length === 0 ? <Text color="fg.muted">{t('mine.empty')}</Text> : null}
      {mine.data.map((r) => (
        <Record key={r.id} r={r} />
      ))}
    </Stack>
  );
}

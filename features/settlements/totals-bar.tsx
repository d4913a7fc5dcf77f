/**
 * The totals bar of /settlement (`totals-bar`): how many statements the filters select and
 * their sums per state, from `getTotalAmount` of the chosen kind — `totals-count`,
 * `totals-amount`, `totals-pending`, `totals-confirmed`, `totals-invoiced` (money with
 * `formatMoney`, integer cents on the wire).
 */
import { HStack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettlementTotals } from '../../platform/contracts/settlement.contract';
import type { z } from 'zod';
import { formatMoney } from '../../ui/components';
import { useLang } from '../../ui/runtime';

/** The sums of the filtered statements; undefined while loading (nothing shown yet). */
export function TotalsBar({ totals }: { totals: z.infer<typeof SettlementTotals> | undefined }) {
  const { t } = useTranslation('settlementAdmin');
  const { lang } = useLang();
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatMoney(cents, lang));
  const items = [
    { key: 'amount', cents: totals?.amountCents },
    { key: 'pending', cents: totals?.pendingCents },
    { key: 'confirmed', cents: totals?.confirmedCents },
    { key: 'invoiced', cents: totals?.invoicedCents },
  ] as const;
  return (
    <HStack
      gap="6"
      wrap="wrap"
      p="3"
      mb="3"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.subtle"
      data-testid="totals-bar"
    >
      {/* A count, not a label–value pair: plain text, since a Stat is a <dl> that needs its <dt>. */}
      <Text fontSize="lg" fontWeight="medium" flex="0 0 auto" data-testid="totals-count">
        {t('totals.count', { count: totals?.count ?? 0 })}
      </Text>
      {items.map((i) => (
        <Stat.Root key={i.key} size="sm" flex="0 0 auto">
          <Stat.Label>{t(`totals.${i.key}`)}</Stat.Label>
          <Stat.ValueText data-testid={`totals-${i.key}`}>{money(i.cents)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </HStack>
  );
}

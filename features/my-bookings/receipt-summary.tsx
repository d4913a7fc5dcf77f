/**
 * The receipts card of /detail (spec §7 /receipt/reserve/getReceiptInfo): for the
 * organiser of a booking whose participants were asked for a receipt, how many attend,
 * decline or have not answered yet, and each invitee with their answer and, for a
 * decline, the reason. Shows nothing when nobody was invited (a scene without receipts).
 */
import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getReceiptInfo, type ReceiptStatus } from '../../platform/contracts/receipt.contract';
import { useCall } from '../../ui/runtime';
import { ErrorState } from '../../ui/components';

/** Badge colour of each receipt status. */
export const RECEIPT_PALETTE: Record<ReceiptStatus, string> = {
  NEEDS_ACTION: 'gray',
  ACCEPTED: 'green',
  DECLINED: 'red',
};

/** Props of {@link ReceiptSummary}. */
export interface ReceiptSummaryProps {
  /** The booking's id. */
  id: number;
}

/** The receipts card; renders nothing while loading or when the booking invited nobody. */
export function ReceiptSummary({ id }: ReceiptSummaryProps) {
  const { t } = useTranslation('receipt');
  const info = useCall(getReceiptInfo, { id }, { staleTime: 0 });
  if (info.isError) {
    return <ErrorState title={t('summary.loadFailed')} error={info.error} onRetry={() => void info.refetch()} />;
  }
  if (!info.data || info.data.receipts.length === 0) return null;
  const { accepted, declined, pending, receipts } = info.data;
  return (
    <Card.Root
      as="section"
      aria-labelledby="booking-receipts"
      variant="outline"
      borderRadius="xl"
      data-testid="receipt-summary"
    >
      <Card.Header>
        <Heading as="h2" id="booking-receipts" size="lg">
          {t('summary.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="receipt-counts">
          {t('summary.counts', { accepted, declined, pending })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('summary.heading')}>
          {receipts.map((r) => (
            <Stack as="li" key={r.userId} gap="0.5" data-testid="receipt-entry">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{r.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.account}
                </Text>
                <Badge colorPalette={RECEIPT_PALETTE[r.status]} variant="subtle">
                  {t(`status.${r.status}`)}
                </Badge>
              </HStack>
              {r.reason ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('summary.reasonLine', { reason: r.reason })}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

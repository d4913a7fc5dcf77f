/**
 * /fitnessCenter/operationRecords (spec §2 "Fitness centre", variants 2 and 4): every operation on the member's own
 * cards (`cardEvent/mine`, newest first) — purchase, activation, uses and uses given back, leaves, renewals,
 * transfers, refunds — each with its card number, time (campus zone), money, days, uses and actor, as a card's own
 * history on /fitnessCenter/cardManagement shows it. Fifty at a time, "Show more" for the next. Texts: the
 * `memberCards` and `membershipCard` namespaces.
 */
import { useState } from 'react';
import { Button, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessCardEventMine } from '../../platform/contracts/membership-card.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { EventItem } from './card-management-page';

/** How many operations one "Show more" adds. */
export const OPERATIONS_STEP = 50;

/** /fitnessCenter/operationRecords. */
export function OperationRecordsPage() {
  const { t } = useTranslation('memberCards');
  const [pageSize, setPageSize] = useState(OPERATIONS_STEP);
  const ops = useCall(fitnessCardEventMine, { pageNo: 1, pageSize });
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('operations.title')}
      </Text>
      {ops.isPending ? (
        <Skeleton h="24" borderRadius="lg" />
      ) : ops.isError ? (
        <ErrorState title={t('loadFailed')} error={ops.error} onRetry={() => void ops.refetch()} />
      ) : ops.data.rows.length === 0 ? (
        <EmptyState title={t('operations.empty')} />
      ) : (
        <Card.Root size="sm">
          <Card.Body>
            <Stack as="ul" gap="3" aria-label={t('operations.label')} listStyleType="none" m="0" p="0">
              {ops.data.rows.map((e) => (
                <EventItem key={e.id} e={e} withCard />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      {ops.data && ops.data.total > ops.data.rows.length ? (
        <Button variant="outline" alignSelf="center" onClick={() => setPageSize((n) => n + OPERATIONS_STEP)}>
          {t('operations.more')}
        </Button>
      ) : null}
    </Stack>
  );
}

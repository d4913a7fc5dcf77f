/**
 * /submit?id= of the variant-5 terminal (spec §2 Variant 5): the result after a meeting was
 * booked — the order's number, room, time, status and total (money per locale), with links to
 * its details (/conferenceDetails?id=) and home.
 */
import { Button, Card, Circle, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuCircleCheck } from 'react-icons/lu';
import { reserveOrderDetail } from '../../platform/contracts/reserve-order.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { OrderSummary } from './order-summary';

/** The order id of a `?id=` query, or null. */
export function idOfParams(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /submit. */
export function SubmitPage() {
  const { t } = useTranslation(['conference', 'terminal']);
  const [params] = useSearchParams();
  const id = idOfParams(params);
  const order = useCall(reserveOrderDetail, { id: id ?? 1 }, { enabled: id !== null, staleTime: 0 });
  if (id === null) return <EmptyState title={t('submit.missing')} />;
  if (order.isPending) return null;
  if (order.isError)
    return <ErrorState title={t('submit.missing')} error={order.error} onRetry={() => void order.refetch()} />;
  return (
    <Stack gap="5" maxW="xl" mx="auto" pb={{ base: '20', md: '0' }}>
      <Stack align="center" gap="2" textAlign="center">
        <Circle size="14" bg="green.subtle" color="green.fg" fontSize="3xl">
          <LuCircleCheck aria-hidden />
        </Circle>
        <Heading as="h1" size="2xl" data-testid="submit-title">
          {t('submit.title')}
        </Heading>
        <Text color="fg.muted">{t('submit.text')}</Text>
      </Stack>
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <OrderSummary row={order.data} />
        </Card.Body>
      </Card.Root>
      <HStack gap="3" justify="center" wrap="wrap">
        <Button asChild colorPalette="purple" data-testid="submit-details">
          <RouterLink to={`/conferenceDetails?id=${order.data.id}`}>{t('submit.details')}</RouterLink>
        </Button>
        <Button asChild variant="outline" data-testid="submit-home">
          <RouterLink to="/home">{t('submit.home')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

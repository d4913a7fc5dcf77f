/**
 * /conferenceDetails?id= of the variant-5 terminal (spec §2 Variant 5; §7
 * reserveOrder/detail, cancel, edit): one of the user's meeting orders — its progress
 * through the order machine's states (./order-progress), its facts, its lines and total
 * (ui/order-page OrderLines), the check-in code (/codePage?id=) while its room booking
 * stands, while submitted the notice that it waits for the department's approval (with the
 * approver's name; ui/business-approval), and the applicant's steps the machine accepts in its
 * state (./applicant-steps):
 * "Cancel booking" at once while submitted, "Request cancellation" after the audit (both
 * with a reason, /mc/reserveOrder/cancel), "Change" while submitted (the form on the order).
 * After a step the order is read again.
 */
import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LuQrCode } from 'react-icons/lu';
import { reserveOrderDetail } from '../../platform/contracts/reserve-order.contract';
import { reserveOrderMachine } from '../../machines/reserve-order.machine';
import { EmptyState, ErrorState } from '../../ui/components';
import { BusinessApprovalNotice } from '../../ui/business-approval';
import { OrderLines, OrderStepBar } from '../../ui/order-page';
import { useApi, useCall } from '../../ui/runtime';
import { applicantSteps, bookingStands } from './applicant-steps';
import { OrderProgress } from './order-progress';
import { OrderSummary } from './order-summary';
import { idOfParams } from './submit-page';

/** The texts of the step bar's reason form and toast (keys of `conference`). */
const STEP_TEXTS = {
  labelPrefix: 'action.',
  done: 'steps.done',
  reason: 'steps.reason',
  reasonPlaceholder: 'steps.reasonPlaceholder',
  confirm: 'steps.confirm',
  close: 'steps.close',
};

/** /conferenceDetails. */
export function ConferenceDetailsPage() {
  const { t } = useTranslation(['conference', 'terminal']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const id = idOfParams(params);
  const order = useCall(reserveOrderDetail, { id: id ?? 1 }, { enabled: id !== null, staleTime: 0 });
  if (id === null) return <EmptyState title={t('details.notFound')} />;
  if (order.isPending) return <Skeleton h="60" borderRadius="xl" />;
  if (order.isError)
    return <ErrorState title={t('details.notFound')} error={order.error} onRetry={() => void order.refetch()} />;
  const row = order.data;
  const steps = applicantSteps(row, api, () => void navigate(`/conference?edit=${row.id}`));
  return (
    <Stack gap="5" pb={{ base: '20', md: '0' }} maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('details.title')}
        </Heading>
        <Text color="fg.muted">{row.subject}</Text>
      </Stack>
      {row.status === 'submitted' ? <BusinessApprovalNotice businessType="RESERVE_ORDER" recordId={row.id} /> : null}
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <OrderSummary row={row} full />
        </Card.Body>
      </Card.Root>
      <Stack gap="2" as="section" aria-labelledby="progress-heading">
        <Heading as="h2" size="md" id="progress-heading">
          {t('details.progress')}
        </Heading>
        <OrderProgress row={row} />
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="lines-heading">
        <Heading as="h2" size="md" id="lines-heading">
          {t('details.lines')}
        </Heading>
        {row.lines.length === 0 ? (
          <Text color="fg.muted">{t('details.noLines')}</Text>
        ) : (
          <Box overflowX="auto">
            <OrderLines
              ns="conference"
              lines={row.lines.map((l, i) => ({
                key: `${l.kind}-${l.refId}-${i}`,
                name: l.name,
                tag: (
                  <Badge size="sm" variant="subtle" colorPalette="gray">
                    {t(`kind.${l.kind}`)}
                  </Badge>
                ),
                unitPriceCents: l.unitPriceCents,
                quantity: l.quantity,
                unit: l.unit,
                amountCents: l.amountCents,
              }))}
              totalCents={row.totalCents}
            />
          </Box>
        )}
      </Stack>
      <HStack gap="3" wrap="wrap" align="flex-start">
        {bookingStands(row) ? (
          <Button asChild variant="outline" size="sm" data-testid="open-code">
            <RouterLink to={`/codePage?id=${row.id}`}>
              <LuQrCode aria-hidden /> {t('details.code')}
            </RouterLink>
          </Button>
        ) : null}
        <OrderStepBar
          ns="conference"
          machine={reserveOrderMachine}
          state={row.status}
          context={{ cancelFrom: row.cancelFrom }}
          steps={steps}
          texts={STEP_TEXTS}
        />
      </HStack>
      {steps.some((s) => s.key === 'requestCancel') ? (
        <Text fontSize="sm" color="fg.muted">
          {t('details.cancelNote')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /mealVouchers (spec §2 Variant 5): the caller's own meal-voucher applications
 * (/mc/mealVoucher/page with `applicant=me`, newest first, 10 at a time with "Load more"),
 * each with its state; `?id=` shows one application (/mc/mealVoucher/detail): ordering unit,
 * validity, amount, reason, the rejection reason, its people with their ticket type,
 * distribution and vouchers issued and used (while submitted, the notice that it waits for the
 * department's approval: ui/business-approval). "Cancel application" is offered only when the
 * application's machine accepts the cancel in its state (./application-steps.ts); it asks
 * first, then reloads the application and the list. Texts: `conferenceVouchers:applications.*`,
 * states `mealVoucher:state.*`.
 */
import { useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  mealVoucherCancel,
  mealVoucherDetail,
  mealVoucherPage,
  type MealVoucherDetail,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { Code } from '../../platform/protocol/codes';
import { BusinessApprovalNotice } from '../../ui/business-approval';
import { ConfirmDialog, EmptyState, ErrorState, QueryList, formatMoney, LoadMoreButton } from '../../ui/components';
import { toaster, useCall, useLang, useMutationCall, usePagedCall } from '../../ui/runtime';
import { formatCalendarDate, formatDateTime } from '../../ui/terminal-shell/time-format';
import { canCancelApplication, statePalette } from './application-steps';

/** Applications per page of the list. */
export const APPLICATIONS_PAGE_SIZE = 10;
/** The campus's zone, for the submission time. */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** An application's state as a badge. */
function StateBadge({ state }: { state: MealVoucherRow['state'] }) {
  const { t } = useTranslation('mealVoucher');
  return (
    // The English state names are lower case (they also sit inside refusal sentences): capitalized here.
    <Badge
      colorPalette={statePalette(state)}
      variant="subtle"
      textTransform="capitalize"
      data-testid="application-state"
    >
      {t(`state.${state}`)}
    </Badge>
  );
}

/** A validity as people read it: one day, or from – to. */
function useValidity() {
  const { lang } = useLang();
  return (from: string, to: string) =>
    from === to
      ? formatCalendarDate(from, lang)
      : `${formatCalendarDate(from, lang)} – ${formatCalendarDate(to, lang)}`;
}

/** One application of the list, opening its detail. */
function ApplicationCard({ row }: { row: MealVoucherRow }) {
  const { t } = useTranslation('conferenceVouchers');
  const validity = useValidity();
  return (
    <LinkBox as="article" borderWidth="1px" borderRadius="xl" p="4" bg="bg" data-testid="application-card">
      <Stack gap="1">
        <HStack justify="space-between" gap="2">
          <LinkOverlay asChild>
            <RouterLink to={`/mealVouchers?id=${row.id}`}>
              <Text fontWeight="semibold">{row.applicationNo}</Text>
            </RouterLink>
          </LinkOverlay>
          <StateBadge state={row.state} />
        </HStack>
        <Text fontSize="sm">{row.customerName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {validity(row.validFrom, row.validTo)} · {t('applications.people', { count: row.persons })}
        </Text>
      </Stack>
    </LinkBox>
  );
}

/** The list of the caller's applications. */
function ApplicationList() {
  const { t } = useTranslation(['conferenceVouchers', 'terminal']);
  const pages = usePagedCall(mealVoucherPage, { applicant: 'me', pageSize: APPLICATIONS_PAGE_SIZE });
  return (
    <Stack gap="3">
      <QueryList
        query={pages}
        rows={pages.rows}
        label={t('applications.title')}
        skeletonHeight="24"
        errorTitle={t('terminal:loadFailed')}
        empty={
          <EmptyState title={t('applications.empty')}>
            <Button asChild colorPalette="teal">
              <RouterLink to="/mealVoucherReserve">{t('applications.apply')}</RouterLink>
            </Button>
          </EmptyState>
        }
        rowKey={(row) => row.id}
        renderRow={(row) => <ApplicationCard row={row} />}
      />
      <LoadMoreButton pages={pages} colorPalette="teal">
        {t('applications.more')}
      </LoadMoreButton>
    </Stack>
  );
}

/** A label and its value in the detail. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" gap="3">
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Text fontSize="sm" textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

/** The detail of application `d`, with the cancel it allows. */
function ApplicationDetailView({ d }: { d: MealVoucherDetail }) {
  const { t } = useTranslation(['conferenceVouchers', 'mealVoucher']);
  const { lang } = useLang();
  const validity = useValidity();
  const queryClient = useQueryClient();
  const cancel = useMutationCall(mealVoucherCancel);
  const [asking, setAsking] = useState(false);
  const ended = d.state === 'rejected' || d.state === 'cancelled';

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync({ id: d.id });
      toaster.create({ type: 'success', title: t('applications.cancelled') });
    } catch {
      // The client has shown the server's refusal.
    } finally {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: [mealVoucherDetail.path] });
      await queryClient.invalidateQueries({ queryKey: [mealVoucherPage.path] });
    }
  };

  return (
    <Stack gap="4" data-testid="application-detail">
      <HStack justify="space-between" gap="2">
        <Heading as="h1" size="xl">
          {d.applicationNo}
        </Heading>
        <StateBadge state={d.state} />
      </HStack>
      {d.state === 'submitted' ? <BusinessApprovalNotice businessType="MEAL_VOUCHER" recordId={d.id} /> : null}
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <Stack gap="2">
            <Fact label={t('applications.customer')}>{d.customerName}</Fact>
            <Fact label={t('applications.validity')}>{validity(d.validFrom, d.validTo)}</Fact>
            <Fact label={t('applications.amount')}>{formatMoney(d.totalCents, lang)}</Fact>
            <Fact label={t('applications.createdAt')}>{formatDateTime(d.createdAt, CAMPUS_ZONE, lang)}</Fact>
            {d.remark ? <Fact label={t('applications.reason')}>{d.remark}</Fact> : null}
            {ended && d.reason ? (
              <Text color="red.fg" fontSize="sm" data-testid="application-reason">
                {t('applications.rejectReason')}: {d.reason}
              </Text>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md">
        {t('applications.persons')} ({d.persons.length})
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('applications.persons')}>
        {d.persons.map((p) => (
          <Box as="li" key={p.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="application-person">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="medium" truncate>
                {p.name}
              </Text>
              <Text fontSize="sm">
                {p.ticketTypeName} × {p.quantityPerDay}
              </Text>
            </HStack>
            {p.distribution ? (
              <Text fontSize="sm" color="fg.muted">
                {t('applications.distribution', { state: t(`mealVoucher:state.${p.distribution.state}`) })}
                {p.vouchers.length
                  ? ` · ${t('applications.vouchers', {
                      count: p.vouchers.length,
                      used: p.vouchers.filter((v) => v.state === 'redeemed').length,
                    })}`
                  : ''}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
      {canCancelApplication(d.state) ? (
        <Button variant="outline" colorPalette="red" data-testid="application-cancel" onClick={() => setAsking(true)}>
          {t('applications.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        tone="red"
        pending={cancel.isPending}
        message={t('applications.confirmCancel', { no: d.applicationNo })}
        onConfirm={() => void confirmCancel()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/** Application `id` (loading, failed and missing states included). */
function ApplicationDetail({ id }: { id: number }) {
  const { t } = useTranslation('conferenceVouchers');
  const detail = useCall(mealVoucherDetail, { id }, { retry: false, enabled: id > 0 });
  if (!(id > 0) || (detail.isError && detail.error.code === Code.NOT_FOUND))
    return <EmptyState title={t('applications.notFound')} />;
  if (detail.isPending) return <Skeleton h="60" borderRadius="xl" />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return <ApplicationDetailView d={detail.data} />;
}

/** The /mealVouchers page: the list, or one application with `?id=`. */
export function MealVouchersPage() {
  const { t } = useTranslation('conferenceVouchers');
  const [params] = useSearchParams();
  const idParam = params.get('id');
  if (idParam !== null) {
    return (
      <Stack gap="4" maxW="3xl" mx="auto" w="full">
        <Button asChild alignSelf="start" size="sm" variant="ghost">
          <RouterLink to="/mealVouchers">
            <LuArrowLeft /> {t('applications.back')}
          </RouterLink>
        </Button>
        <ApplicationDetail key={idParam} id={Number(idParam)} />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('applications.title')}
        </Heading>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline" colorPalette="teal">
            <RouterLink to="/myMealVoucher">{t('applications.myVouchers')}</RouterLink>
          </Button>
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to="/mealVoucherReserve">
              <LuPlus /> {t('applications.apply')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <ApplicationList />
    </Stack>
  );
}

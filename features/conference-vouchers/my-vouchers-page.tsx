/**
 * /myMealVoucher and /myMealVoucherDetail?id= (spec §2 Variant 5): the meal vouchers the
 * caller holds — issued to their account by an approved, distributed application
 * (/mc/mealVoucher/myVouchers, /mc/mealVoucher/myVoucherDetail; nobody else's). The list has
 * the tabs Unused (the default: usable today or later, soonest first), Used and All, in the URL
 * (`?tab=used`), 10 at a time with "Load more"; each voucher shows its QR (./voucher-qr.tsx, the
 * signed code the catering app's write-off accepts; faded once it can no longer be used), its
 * ticket type, the day it is valid and whether it was used, and when. The detail shows the QR
 * large with the code as text; while the voucher is unused it is read again every 10 seconds,
 * so it turns "Used" once the counter has written it off. Texts: `conferenceVouchers:mine.*`.
 */
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
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  mealVoucherMyVoucherDetail,
  mealVoucherMyVouchers,
  type HeldVoucher,
  type HeldVoucherStatus,
} from '../../platform/contracts/meal-voucher.contract';
import { Code } from '../../platform/protocol/codes';
import {
  EmptyState,
  ErrorState,
  QueryList,
  formatMoney,
  LoadMoreButton,
  StateTabs,
  useTabParam,
} from '../../ui/components';
import { useCall, useLang, usePagedCall } from '../../ui/runtime';
import { formatCalendarDate, formatDateTime } from '../../ui/terminal-shell/time-format';
import { VoucherQr } from './voucher-qr';

/** Vouchers per page of the list. */
export const MY_VOUCHERS_PAGE_SIZE = 10;
/** How often an unused voucher's detail is read again, ms (to show its write-off). */
export const DETAIL_REFRESH_MS = 10_000;
/** The campus's zone, for the write-off time. */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** The tabs of /myMealVoucher. */
export type MyVoucherTab = 'unused' | 'used' | 'all';
const TABS: readonly MyVoucherTab[] = ['unused', 'used', 'all'];

/** The colour of a voucher's status badge. */
function paletteOf(status: HeldVoucherStatus): 'teal' | 'gray' | 'orange' | 'red' {
  return status === 'unused' ? 'teal' : status === 'used' ? 'gray' : status === 'expired' ? 'orange' : 'red';
}

/** A voucher's status as a badge. */
function StatusBadge({ status }: { status: HeldVoucherStatus }) {
  const { t } = useTranslation('conferenceVouchers');
  return (
    <Badge colorPalette={paletteOf(status)} variant="subtle" data-testid="voucher-status">
      {t(`mine.status.${status}`)}
    </Badge>
  );
}

/** "Valid on <day>" or "Valid <from> to <to>". */
function useValidText() {
  const { t } = useTranslation('conferenceVouchers');
  const { lang } = useLang();
  return (v: Pick<HeldVoucher, 'validFrom' | 'validTo'>) =>
    v.validFrom === v.validTo
      ? t('mine.validOn', { date: formatCalendarDate(v.validFrom, lang) })
      : t('mine.validRange', { from: formatCalendarDate(v.validFrom, lang), to: formatCalendarDate(v.validTo, lang) });
}

/** One voucher of the list: QR, ticket type, validity, status; opens its detail. */
function VoucherCard({ v }: { v: HeldVoucher }) {
  const { t } = useTranslation('conferenceVouchers');
  const { lang } = useLang();
  const validText = useValidText();
  return (
    <LinkBox as="article" borderWidth="1px" borderRadius="xl" p="3" bg="bg" data-testid="voucher-card">
      <HStack gap="3" align="center">
        <VoucherQr code={v.code} label={t('mine.qr')} size="24" faded={v.status !== 'unused'} />
        <Stack gap="1" minW="0" flex="1">
          <HStack justify="space-between" gap="2">
            <LinkOverlay asChild>
              <RouterLink
                to={`/myMealVoucherDetail?id=${v.id}`}
                aria-label={t('mine.open', { type: v.ticketTypeName, date: formatCalendarDate(v.validFrom, lang) })}
              >
                <Text fontWeight="semibold" truncate>
                  {v.ticketTypeName}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <StatusBadge status={v.status} />
          </HStack>
          <Text fontSize="sm">{validText(v)}</Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {v.redeemedAt
              ? t('mine.usedAt', { time: formatDateTime(v.redeemedAt, CAMPUS_ZONE, lang) })
              : v.customerName}
          </Text>
        </Stack>
      </HStack>
    </LinkBox>
  );
}

/** The /myMealVoucher page. */
export function MyMealVoucherPage() {
  const { t } = useTranslation(['conferenceVouchers', 'terminal']);
  const [tab, choose] = useTabParam('tab', TABS);
  const pages = usePagedCall(mealVoucherMyVouchers, {
    pageSize: MY_VOUCHERS_PAGE_SIZE,
    ...(tab === 'all' ? {} : { status: tab }),
  });
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        {t('mine.title')}
      </Heading>
      <StateTabs
        tabs={TABS}
        value={tab}
        onChange={choose}
        label={t('mine.tabs.label')}
        labelOf={(x) => t(`mine.tabs.${x}`)}
        colorPalette="teal"
        fitted
      >
        <Stack gap="3">
          <QueryList
            query={pages}
            rows={pages.rows}
            label={t(`mine.tabs.${tab}`)}
            skeletonHeight="28"
            errorTitle={t('terminal:loadFailed')}
            empty={<EmptyState title={t('mine.empty')} description={t('mine.emptyHint')} />}
            rowKey={(v) => v.id}
            renderRow={(v) => <VoucherCard v={v} />}
          />
          <LoadMoreButton pages={pages} colorPalette="teal">
            {t('mine.more')}
          </LoadMoreButton>
        </Stack>
      </StateTabs>
    </Stack>
  );
}

/** A label and its value in the detail. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" align="start" gap="3">
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Text fontSize="sm" textAlign="end" wordBreak="break-all">
        {value}
      </Text>
    </HStack>
  );
}

/** Voucher `id` of the caller (loading, failed and missing states included). */
function VoucherDetail({ id }: { id: number }) {
  const { t } = useTranslation('conferenceVouchers');
  const { lang } = useLang();
  const validText = useValidText();
  const detail = useCall(
    mealVoucherMyVoucherDetail,
    { id },
    {
      retry: false,
      enabled: id > 0,
      refetchInterval: (query) => (query.state.data?.status === 'unused' ? DETAIL_REFRESH_MS : false),
    },
  );
  if (!(id > 0) || (detail.isError && detail.error.code === Code.NOT_FOUND))
    return <EmptyState title={t('mine.notFound')} />;
  if (detail.isPending) return <Skeleton h="96" borderRadius="xl" />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const v = detail.data;
  const usable = v.status === 'unused';
  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid="voucher-detail">
      <Card.Body>
        <Stack gap="4" align="center">
          <HStack justify="space-between" w="full" gap="2">
            <Heading as="h1" size="xl">
              {v.ticketTypeName}
            </Heading>
            <StatusBadge status={v.status} />
          </HStack>
          <Text fontWeight="medium" alignSelf="start">
            {validText(v)}
          </Text>
          <VoucherQr code={v.code} label={t('mine.qr')} size="64" faded={!usable} />
          <Text fontSize="sm" color={usable ? 'fg.muted' : 'red.fg'} textAlign="center" data-testid="voucher-hint">
            {v.redeemedAt
              ? t('mine.usedAt', { time: formatDateTime(v.redeemedAt, CAMPUS_ZONE, lang) })
              : usable
                ? t('mine.qrHint')
                : t('mine.notUsable')}
          </Text>
          <Box w="full">
            <Stack gap="2">
              <Fact label={t('mine.code')} value={v.code} />
              <Fact label={t('mine.price')} value={formatMoney(v.priceCents, lang)} />
              <Fact label={t('mine.customer')} value={v.customerName} />
              <Fact label={t('mine.application')} value={v.applicationNo} />
            </Stack>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The /myMealVoucherDetail?id= page. */
export function MyMealVoucherDetailPage() {
  const { t } = useTranslation('conferenceVouchers');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Stack gap="4" maxW="md" mx="auto" w="full">
      <Button asChild alignSelf="start" size="sm" variant="ghost">
        <RouterLink to="/myMealVoucher">
          <LuArrowLeft /> {t('mine.back')}
        </RouterLink>
      </Button>
      <VoucherDetail key={id} id={id} />
    </Stack>
  );
}

/**
 * /settlementDetail?id= and /cateringSettlementDetail?id= (spec §2 Variant 5): one statement of my
 * organisation (`kind` prop: `meeting` | `catering`; /mc/orgSettlement/detail), phone-first.
 *
 * - Its number and state; the organisation billed, the month and batch, when it was made, who
 *   confirmed it and when, the invoice when recorded.
 * - Its items — the meeting orders, food deliveries and meal vouchers billed, each with its date,
 *   source, number, the charge when not in full (late cancellation, no-show: share of the base
 *   amount) and amount — and the statement's total, in cents shown with formatMoney.
 * - "Download statement (PDF)" (/mc/orgSettlement/statement, in the reader's language).
 * - "Confirm statement" only when the settlement machine accepts `settlement.confirm` in its state
 *   and the user holds mc:settlement:orgConfirm (./steps.ts); it asks first, then reads
 *   everything again. The server checks both again.
 *
 * A statement that does not exist, or is not the organisation's, shows "not found".
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuDownload } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  orgSettlementConfirm,
  orgSettlementDetail,
  orgSettlementStatement,
  type OrgSettlementKind,
} from '../../platform/contracts/org-settlement.contract';
import type { SettlementDetail, SettlementItem } from '../../platform/contracts/settlement.contract';
import { Code } from '../../platform/protocol/codes';
import { ConfirmDialog, EmptyState, ErrorState, formatMoney, saveGeneratedFile } from '../../ui/components';
import { toaster, useApi, useCall, useLang, useMutationCall, useSession } from '../../ui/runtime';
import { formatCalendarDate, formatDateTime } from '../../ui/terminal-shell/time-format';
import { SETTLEMENT_PAGES } from './kinds';
import { StateBadge, formatMonth } from './parts';
import { canOrgConfirm } from './steps';

/** The campus's zone, for the times shown. */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** Props of {@link OrgSettlementDetailPage}. */
export interface OrgSettlementDetailPageProps {
  kind: OrgSettlementKind;
}

/** The detail page of one statement of `kind`, named by `?id=` (see the module comment). */
export function OrgSettlementDetailPage({ kind }: OrgSettlementDetailPageProps) {
  const { t } = useTranslation('conferenceSettlements');
  const [params] = useSearchParams();
  const idParam = params.get('id') ?? '';
  const id = /^\d+$/.test(idParam) ? Number(idParam) : 0;
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <Button asChild alignSelf="start" size="sm" variant="ghost">
        <RouterLink to={SETTLEMENT_PAGES[kind].list}>
          <LuArrowLeft /> {t('detail.back')}
        </RouterLink>
      </Button>
      <StatementDetail key={`${kind}-${id}`} kind={kind} id={id} />
    </Stack>
  );
}

/** Statement `id` of `kind`: loading, failed and not-found states included. */
function StatementDetail({ kind, id }: { kind: OrgSettlementKind; id: number }) {
  const { t } = useTranslation('conferenceSettlements');
  const detail = useCall(orgSettlementDetail, { kind, id }, { retry: false, staleTime: 0, enabled: id > 0 });
  if (!(id > 0) || (detail.isError && detail.error.code === Code.NOT_FOUND))
    return <EmptyState title={t('detail.notFound')} />;
  if (detail.isPending) return <Skeleton h="64" borderRadius="xl" />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return <StatementView kind={kind} d={detail.data} />;
}

/** A label and its value in the statement's facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack as="div" justify="space-between" align="start" gap="3">
      <Text as="dt" color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Text as="dd" fontSize="sm" textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

/** One billed item: what, when, its number, the charge when not in full, and its amount. */
function ItemRow({ item }: { item: SettlementItem }) {
  const { t } = useTranslation(['conferenceSettlements', 'settlement']);
  const { lang } = useLang();
  const partial = item.charge !== 'full' || item.percent !== 100;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="3" data-testid="settlement-item">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{item.description || item.sourceNo}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatCalendarDate(item.serviceDate, lang)} · {t(`settlement:source.${item.source}`)} · {item.sourceNo}
          </Text>
          {partial ? (
            <Text fontSize="sm" color="orange.fg" data-testid="settlement-item-charge">
              {t('detail.charge', {
                charge: t(`settlement:charge.${item.charge}`),
                percent: item.percent,
                base: formatMoney(item.baseCents, lang),
              })}
            </Text>
          ) : null}
        </Stack>
        <Text fontWeight="semibold" flexShrink={0} data-testid="settlement-item-amount">
          {formatMoney(item.amountCents, lang)}
        </Text>
      </HStack>
    </Box>
  );
}

/** The statement `d` with its items, its total, the PDF and the confirm it allows. */
function StatementView({ kind, d }: { kind: OrgSettlementKind; d: SettlementDetail }) {
  const { t } = useTranslation('conferenceSettlements');
  const { lang } = useLang();
  const api = useApi();
  const { hasPermi } = useSession();
  const queryClient = useQueryClient();
  const confirm = useMutationCall(orgSettlementConfirm);
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const offered = canOrgConfirm(d.state, (permission) => hasPermi(permission));
  // Awaiting the organisation's confirmation, by someone else (the machine accepts it, the user may not).
  const awaitingOthers = !offered && canOrgConfirm(d.state, () => true);
  const amount = formatMoney(d.amountCents, lang);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await api(orgSettlementStatement, { kind, id: d.id });
      saveGeneratedFile(file);
      toaster.create({ type: 'success', description: t('detail.pdfDone', { fileName: file.fileName }) });
    } catch {
      // The client has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };

  const confirmNow = async () => {
    try {
      await confirm.mutateAsync({ kind, id: d.id });
      toaster.create({ type: 'success', title: t('detail.confirmed') });
    } catch {
      // The client has shown the server's refusal.
    } finally {
      setAsking(false);
      await queryClient.invalidateQueries();
    }
  };

  return (
    <Stack gap="4" data-testid="settlement-detail">
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm">
          {t(`detailTitle.${kind}`)}
        </Text>
        <HStack justify="space-between" gap="2" align="start">
          <Heading as="h1" size="xl" wordBreak="break-all">
            {d.settlementNo}
          </Heading>
          <StateBadge state={d.state} />
        </HStack>
      </Stack>

      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body p="4">
          <Stack as="dl" gap="2">
            <Fact label={t('detail.customer')}>{d.customerName}</Fact>
            <Fact label={t('detail.month')}>{formatMonth(d.period, lang)}</Fact>
            <Fact label={t('detail.sequence')}>{t('detail.sequenceValue', { sequence: d.sequence })}</Fact>
            <Fact label={t('detail.createdAt')}>{formatDateTime(d.createdAt, CAMPUS_ZONE, lang)}</Fact>
            {d.confirmedAt ? (
              <Fact label={t('detail.confirmedBy')}>
                {t('detail.confirmedByValue', {
                  name: d.confirmedByName ?? '—',
                  time: formatDateTime(d.confirmedAt, CAMPUS_ZONE, lang),
                })}
              </Fact>
            ) : null}
            {d.invoiceNo ? (
              <Fact label={t('detail.invoice')}>
                {t('detail.invoiceValue', {
                  no: d.invoiceNo,
                  date: d.invoiceDate ? formatCalendarDate(d.invoiceDate, lang) : '—',
                })}
              </Fact>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="md">
        {t('detail.items', { count: d.items.length })}
      </Heading>
      {d.items.length ? (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('detail.itemsLabel')}>
          {d.items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('detail.noItems')}</Text>
      )}
      <HStack justify="space-between" borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">{t('detail.total')}</Text>
        <Text fontWeight="bold" fontSize="lg" data-testid="settlement-total">
          {amount}
        </Text>
      </HStack>

      <Stack gap="2">
        {offered ? (
          <Button colorPalette="teal" onClick={() => setAsking(true)} data-testid="settlement-confirm">
            {t('detail.confirm')}
          </Button>
        ) : null}
        <Button variant="outline" loading={downloading} onClick={() => void download()} data-testid="settlement-pdf">
          <LuDownload /> {t('detail.pdf')}
        </Button>
        {awaitingOthers ? (
          <Text fontSize="sm" color="fg.muted" data-testid="settlement-confirm-hint">
            {t('detail.confirmHint')}
          </Text>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={asking}
        pending={confirm.isPending}
        message={t('detail.confirmAsk', { no: d.settlementNo, amount })}
        onConfirm={() => void confirmNow()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/**
 * The department approver's queues of the conference centre on the variant-5 terminal (spec §2
 * Variant 5): /auditing — meeting service orders, food-delivery orders and meal-voucher
 * applications of the approver's department waiting for them (the three kinds), /mealVoucherAudit
 * and /foodDeliveryAudit — the same queue of one kind.
 *
 * The queue is the workflow engine's own list of the caller's processes (`/workflow/process/list`,
 * views `todo` and `done` as the tabs "To do" / "Done", `?tab=`), filtered by business group
 * CONFERENCE or by the page's business type, loaded page after page. Each row shows what the
 * record is — its kind, applicant and department, the room and time / the delivery / the vouchers,
 * the amount (formatMoney) and when it was submitted — as the server read it under the caller's
 * right to see the process (`business`), its lines on demand, and in the to-do tab Approve and
 * Reject (a reason required) through the engine's task calls (`/workflow/process/approve`,
 * `/workflow/process/reject`): the record's own step follows on the server (approved → audited).
 */
import { useState } from 'react';
import { Badge, Button, Card, HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  processApprove,
  processList,
  processReject,
  type BusinessSummary,
  type ConferenceBusinessType,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../platform/i18n/languages';
import { EmptyState, LoadMoreButton, QueryList, StateTabs, formatMoney, useTabParam } from '../../ui/components';
import { DecisionDialog, useProcessCall, type DecisionValues } from '../../ui/process-detail';
import { useLang, usePagedCall } from '../../ui/runtime';
import { formatDate, formatDateTime, formatTimeRange } from '../../ui/terminal-shell/time-format';

/** Rows per page of a queue. */
export const QUEUE_PAGE_SIZE = 10;

/** The campus zone of the conference centre (times shown there whatever the browser's zone). */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** A tab of the queue: waiting for me, or decided by me. */
export type QueueTab = 'todo' | 'done';

/** The tabs, to do first (`?tab=`). */
const QUEUE_TABS: readonly QueueTab[] = ['todo', 'done'];

/** A calendar date (`YYYY-MM-DD`) as the campus shows it. */
function dayText(date: string, lang: Lang): string {
  return formatDate(`${date}T12:00:00+08:00`, CAMPUS_ZONE, lang);
}

/** The texts {@link whatOf} needs (the page's `t`). */
type Texts = (key: string, o?: Record<string, unknown>) => string;

/** What a record is, in one line: the room and time, the delivery, or the vouchers. */
export function whatOf(b: BusinessSummary, lang: Lang, t: Texts): string {
  if (b.kind === 'RESERVE_ORDER' && b.start && b.end) {
    const when = `${formatDate(b.start, CAMPUS_ZONE, lang)} ${formatTimeRange(b.start, b.end, CAMPUS_ZONE, lang)}`;
    return `${b.place ?? ''} · ${when}`;
  }
  if (b.kind === 'FOOD_DELIVERY')
    return t('row.dishes', {
      date: b.date ? dayText(b.date, lang) : '',
      range: b.timeRange ?? '',
      place: b.place ?? '',
    });
  return t('row.vouchers', {
    count: b.count,
    from: b.date ? dayText(b.date, lang) : '',
    to: b.dateTo ? dayText(b.dateTo, lang) : '',
  });
}

/** The pages of the caller's conference-centre processes in `tab`, of one kind or all three. */
function useQueuePages(tab: QueueTab, kind: ConferenceBusinessType | undefined) {
  return usePagedCall(processList, {
    view: tab,
    pageSize: QUEUE_PAGE_SIZE,
    ...(kind ? { businessType: kind } : { businessGroup: 'CONFERENCE' as const }),
  });
}

/** The lines of a record and its total. */
function Lines({ business }: { business: BusinessSummary }) {
  const { t } = useTranslation('conferenceApprovals');
  const { lang } = useLang();
  if (!business.lines.length) return <Text color="fg.muted">{t('lines.empty')}</Text>;
  return (
    <Stack gap="1" as="ul" listStyleType="none" data-testid="approval-lines" aria-label={t('lines.title')}>
      {business.lines.map((l, i) => (
        <HStack as="li" key={i} justify="space-between" gap="3" fontSize="sm">
          <Text>
            {l.name} × {l.quantity}
          </Text>
          <Text>{formatMoney(l.amountCents, lang)}</Text>
        </HStack>
      ))}
      <HStack as="li" justify="space-between" gap="3" fontSize="sm" fontWeight="semibold">
        <Text>{t('lines.total')}</Text>
        <Text>{formatMoney(business.amountCents, lang)}</Text>
      </HStack>
    </Stack>
  );
}

/** One process of the queue as a card; `onDecide` opens the decision dialog (to-do tab only). */
function QueueCard({
  row,
  tab,
  onDecide,
}: {
  row: ProcessRow;
  tab: QueueTab;
  onDecide: (row: ProcessRow, kind: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation('conferenceApprovals');
  const { lang } = useLang();
  const [open, setOpen] = useState(false);
  const b = row.business ?? null;
  const kind = b?.kind ?? (row.businessType as ConferenceBusinessType);
  const decided =
    row.myDecision === 'approve' || row.myDecision === 'reject' ? row.myDecision : row.myDecision ? 'other' : null;
  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid="approval-card" data-process-id={row.id}>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="purple" variant="subtle">
                {t(`kind.${kind}`)}
              </Badge>
              {b ? (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {b.no}
                </Text>
              ) : null}
            </HStack>
            <Heading as="h2" size="sm">
              {b ? (b.subject ?? whatOf(b, lang, t)) : t('row.gone')}
            </Heading>
          </Stack>
          {b ? (
            <Text fontWeight="semibold" whiteSpace="nowrap" aria-label={t('row.amount')}>
              {formatMoney(b.amountCents, lang)}
            </Text>
          ) : null}
        </HStack>
        {b ? (
          <Stack gap="0.5" fontSize="sm">
            {b.subject ? <Text>{whatOf(b, lang, t)}</Text> : null}
            <Text color="fg.muted">
              {t('row.applicant')}: {b.applicantName}
              {b.applicantOrgName ? ` · ${t('row.department')}: ${b.applicantOrgName}` : ''}
            </Text>
            <Text color="fg.muted">
              {t('row.submittedAt')}: {formatDateTime(b.submittedAt, CAMPUS_ZONE, lang)}
            </Text>
          </Stack>
        ) : null}
        {tab === 'done' && decided ? (
          <Badge alignSelf="start" colorPalette={decided === 'reject' ? 'red' : 'green'} data-testid="my-decision">
            {t(`row.decided.${decided}`)}
          </Badge>
        ) : null}
        {open && b ? (
          <>
            <Separator />
            <Lines business={b} />
          </>
        ) : null}
        <HStack gap="2" wrap="wrap" justify="flex-end">
          {b ? (
            <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? t('action.hideDetails') : t('action.details')}
            </Button>
          ) : null}
          {tab === 'todo' ? (
            <>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDecide(row, 'reject')}>
                {t('action.reject')}
              </Button>
              <Button size="sm" colorPalette="teal" onClick={() => onDecide(row, 'approve')}>
                {t('action.approve')}
              </Button>
            </>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Props of {@link ApprovalQueuePage}. */
export interface ApprovalQueuePageProps {
  /** One kind only (/mealVoucherAudit, /foodDeliveryAudit); absent: the three (/auditing). */
  kind?: ConferenceBusinessType;
}

/** /auditing, /mealVoucherAudit, /foodDeliveryAudit (see the module comment). */
export function ApprovalQueuePage({ kind }: ApprovalQueuePageProps) {
  const { t } = useTranslation(['conferenceApprovals', 'terminal']);
  const [tab, chooseTab] = useTabParam('tab', QUEUE_TABS);
  const pages = useQueuePages(tab, kind);
  const call = useProcessCall();
  const [deciding, setDeciding] = useState<{ row: ProcessRow; kind: 'approve' | 'reject' } | null>(null);
  const decide = async (values: DecisionValues) => {
    if (!deciding) return;
    const ids = [deciding.row.id];
    const out =
      deciding.kind === 'approve'
        ? await call.run(processApprove, { ids, ...(values.comment ? { comment: values.comment } : {}) })
        : await call.run(processReject, { ids, comment: values.comment });
    if (out === undefined) return;
    setDeciding(null);
    void pages.refetch();
  };
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(`title.${kind ?? 'all'}`)}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      <StateTabs
        tabs={QUEUE_TABS}
        value={tab}
        onChange={chooseTab}
        label={t('tabs')}
        labelOf={(s) => t(`tab.${s}`)}
        colorPalette="purple"
      >
        <Stack gap="3">
          <QueryList
            query={pages}
            rows={pages.rows}
            label={t(`tab.${tab}`)}
            skeletonHeight="28"
            empty={<EmptyState title={t(`empty.${tab}`)} />}
            errorTitle={t('terminal:loadFailed')}
            rowKey={(row) => row.id}
            renderRow={(row) => <QueueCard row={row} tab={tab} onDecide={(r, k) => setDeciding({ row: r, kind: k })} />}
          />
          <LoadMoreButton pages={pages} data-testid="approvals-more">
            {t('more')}
          </LoadMoreButton>
        </Stack>
      </StateTabs>
      <DecisionDialog
        kind={deciding?.kind ?? null}
        title={deciding ? t(`dialog.${deciding.kind}`) : undefined}
        pending={call.pending}
        onSubmit={(v) => void decide(v)}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}

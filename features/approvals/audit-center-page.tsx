/**
 * /auditCenter (terminal variants 0 and 3, spec §2): the caller's approvals on a phone — tabs
 * to do / done / copied / started (`?tab=`, each one processList view, with its count from
 * processCounts), 10 cards per page (`?page=`), each with the form's name, the initiator,
 * the status, the node it waits at and a time (waiting since, decided, or submitted). A card
 * opens /auditDetail?id=<id>; opening an unread copy marks it read.
 */
import { Badge, Card, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  ProcessView,
  processCopyRead,
  processCounts,
  processList,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { ProcessStatusBadge, processTime } from '../../ui/process-detail';
import { useApi, useCall } from '../../ui/runtime';
import { TerminalPager } from '../../ui/terminal-shell/terminal-pager';

/** Cards per page of /auditCenter. */
export const AUDIT_CENTER_PAGE_SIZE = 10;

/** The processCounts field shown on each tab. */
const TAB_COUNT: Partial<Record<ProcessView, 'todo' | 'copiedUnread' | 'startedOpen'>> = {
  todo: 'todo',
  copied: 'copiedUnread',
  started: 'startedOpen',
};

/** The time a card shows in a view. */
function timeOf(row: ProcessRow, view: ProcessView): string {
  if (view === 'todo') return row.updatedAt;
  if (view === 'done') return row.myDecidedAt ?? row.updatedAt;
  return row.createdAt;
}

/** One process as a card linking to its detail. */
function ProcessCard({ row, view, onOpen }: { row: ProcessRow; view: ProcessView; onOpen: (row: ProcessRow) => void }) {
  const { t, i18n } = useTranslation(['approvals', 'process']);
  const unread = row.read === false;
  return (
    <Card.Root
      asChild
      size="sm"
      variant="outline"
      borderLeftWidth="4px"
      borderLeftColor={unread ? 'teal.500' : 'border'}
      _hover={{ bg: 'bg.muted' }}
    >
      <RouterLink to={`/auditDetail?id=${row.id}`} onClick={() => onOpen(row)} data-testid="process-card">
        <Card.Body gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <HStack gap="2" minW="0">
              {unread ? (
                <Badge colorPalette="teal" variant="solid" size="sm">
                  {t('unread')}
                </Badge>
              ) : null}
              <Heading as="h2" size="sm" fontWeight={unread ? 'bold' : 'medium'} truncate>
                {row.formName}
              </Heading>
            </HStack>
            <ProcessStatusBadge status={row.status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('column.initiator')}: {row.initiatorName}
            {row.initiatorOrgName ? ` · ${row.initiatorOrgName}` : ''}
          </Text>
          {view === 'done' && row.myDecision ? (
            <Text fontSize="sm">
              {t('column.myDecision')}: {t(`process:kind.${row.myDecision}`)}
            </Text>
          ) : row.currentNodeName ? (
            <Text fontSize="sm">
              {t('column.node')}: {row.currentNodeName}
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {processTime(timeOf(row, view), i18n.language)}
          </Text>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

/** The /auditCenter page. */
export function AuditCenterPage() {
  const { t } = useTranslation(['approvals', 'terminal']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const parsed = ProcessView.safeParse(params.get('tab'));
  const view: ProcessView = parsed.success ? parsed.data : 'todo';
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useCall(
    processList,
    { view, pageNo, pageSize: AUDIT_CENTER_PAGE_SIZE },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
  const counts = useCall(processCounts, {}, { staleTime: 0 });
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / AUDIT_CENTER_PAGE_SIZE));

  const go = (next: { tab?: ProcessView; page?: number }) => {
    const p = new URLSearchParams();
    const tab = next.tab ?? view;
    if (tab !== 'todo') p.set('tab', tab);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const open = (row: ProcessRow) => {
    if (row.read !== false) return;
    void api(processCopyRead, { ids: [row.id] }).then(
      () => void queryClient.invalidateQueries(),
      () => undefined,
    );
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('center.title')}
      </Heading>
      <Tabs.Root
        value={view}
        onValueChange={(e) => go({ tab: e.value as ProcessView })}
        variant="enclosed"
        colorPalette="teal"
        fitted
        size="sm"
      >
        <Tabs.List aria-label={t('center.tabs')} bg="bg.muted">
          {ProcessView.options.map((v) => {
            const field = TAB_COUNT[v];
            const count = field ? (counts.data?.[field] ?? 0) : 0;
            return (
              <Tabs.Trigger key={v} value={v} data-testid={`tab-${v}`}>
                {t(`tab.${v}`)}
                {count > 0 ? (
                  <Badge colorPalette="red" variant="solid" size="xs" borderRadius="full">
                    {count}
                  </Badge>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {/* One panel, the chosen tab's: the triggers' aria-controls names it. */}
        <Tabs.Content value={view} pt="4">
          <Stack gap="4">
            <QueryList
              query={list}
              rows={rows}
              label={t(`tab.${view}`)}
              empty={<EmptyState title={t(`empty.${view}`)} />}
              errorTitle={t('terminal:loadFailed')}
              rowKey={(row) => row.id}
              renderRow={(row) => <ProcessCard row={row} view={view} onOpen={open} />}
            />
            <TerminalPager pageNo={pageNo} pages={pages} onGo={(page) => go({ page })} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/**
 * /operationLog — every state-changing call (issue 3, DESIGN.md §6): filters (account,
 * path keyword, date range in Asia/Shanghai), a paged table newest first, and per row a
 * detail dialog with the redacted input and the before / after snapshots as JSON.
 */
import { useState } from 'react';
import {
  Badge, Box, Button, CloseButton, Code as CodeText, Dialog, Field, Grid, Heading, Input, Portal, Stack, Text,
} from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuHistory } from 'react-icons/lu';
import type { CallInput } from '../../platform/contracts/define-call';
import { operationLogPage, type OperationLogRow } from '../../platform/contracts/log.contract';
import { DataTable, EmptyState, PageHeader, type DataTableColumn, DateRangeFields } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { FilterBar } from './filter-bar';
import { formatJson, formatLogTime } from './format';
import {
  EMPTY_OPERATION_FILTERS, parseOperationLogQuery, toCallInput, toSearchParams, type OperationLogFilters, type Paging,
} from './query';

/** One JSON snapshot under a heading; "None" when empty. */
function Snapshot({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const { t } = useTranslation('systemLogs');
  const json = formatJson(value);
  return (
    <Stack gap="1" minW="0">
      <Heading size="xs" color="fg.muted">{label}</Heading>
      {json === null ? <Text color="fg.subtle" data-testid={testId}>{t('none')}</Text> : (
        <CodeText
          as="pre" data-testid={testId} display="block" whiteSpace="pre-wrap" wordBreak="break-all"
          p="2" maxH="60" overflow="auto" textStyle="xs"
        >
          {json}
        </CodeText>
      )}
    </Stack>
  );
}

/** Props of {@link OperationDetailDialog}: the row shown (null: closed) and how to close. */
export interface OperationDetailDialogProps { row: OperationLogRow | null; onClose: () => void }

/** The detail dialog of one operation: who, when, which call, input, before and after. */
export function OperationDetailDialog({ row, onClose }: OperationDetailDialogProps) {
  const { t } = useTranslation('systemLogs');
  return (
    <Dialog.Root open={row !== null} placement="center" size="xl" onOpenChange={(e) => { if (!e.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="operation-detail">
            <Dialog.Header><Dialog.Title>{t('detailTitle')}</Dialog.Title></Dialog.Header>
            {row && (
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    <Badge variant="outline" mr="2">{row.method}</Badge>
                    <Text as="span" fontFamily="mono">{row.path}</Text>
                  </Text>
                  <Text color="fg.muted" textStyle="sm">
                    {formatLogTime(row.createdAt)} · {row.account ?? t('anonymous')} · {row.ip ?? '—'}
                  </Text>
                  <Text>{row.summary}</Text>
                  <Snapshot label={t('input')} value={row.input} testId="snapshot-input" />
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                    <Snapshot label={t('before')} value={row.before} testId="snapshot-before" />
                    <Snapshot label={t('after')} value={row.after} testId="snapshot-after" />
                  </Grid>
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t('close')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The page component (default export: loaded lazily by the route table). */
export default function OperationLogPage() {
  const { t } = useTranslation(['systemLogs', 'common']);
  const [params, setParams] = useSearchParams();
  const query = parseOperationLogQuery(params);
  const [draft, setDraft] = useState<OperationLogFilters>(() => ({ ...query }));
  const [shown, setShown] = useState<OperationLogRow | null>(null);
  const list = useCall(operationLogPage, toCallInput(query) as CallInput<typeof operationLogPage>);

  const apply = (q: OperationLogFilters & Paging) => setParams(toSearchParams({ ...q }));
  const set = (k: keyof OperationLogFilters) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [k]: value }));
  };

  const columns: DataTableColumn<OperationLogRow>[] = [
    {
      key: 'time', header: t('columns.time'), nowrap: true,
      render: (r) => <Text fontVariantNumeric="tabular-nums">{formatLogTime(r.createdAt)}</Text>,
    },
    {
      key: 'account', header: t('columns.account'),
      render: (r) => r.account ? <Text fontWeight="medium">{r.account}</Text> : <Text color="fg.subtle">{t('anonymous')}</Text>,
    },
    { key: 'operation', header: t('columns.operation'), render: (r) => r.summary },
    {
      key: 'path', header: t('columns.path'),
      render: (r) => (
        <Text fontFamily="mono" textStyle="xs">
          <Badge variant="outline" size="sm" mr="1">{r.method}</Badge>{r.path}
        </Text>
      ),
    },
    { key: 'ip', header: t('columns.ip'), nowrap: true, render: (r) => r.ip ?? '—' },
    {
      key: 'actions', header: t('columns.actions'), align: 'end', nowrap: true,
      render: (r) => <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setShown(r)}>{t('details')}</Button>,
    },
  ];

  const page = list.data;
  return (
    <Box>
      <PageHeader title={t('operation.title')} description={t('operation.description')} />
      <FilterBar
        onSearch={() => apply({ ...draft, pageNo: 1, pageSize: query.pageSize })}
        onReset={() => { setDraft(EMPTY_OPERATION_FILTERS); apply({ ...EMPTY_OPERATION_FILTERS, pageNo: 1, pageSize: query.pageSize }); }}
      >
        <Field.Root>
          <Field.Label>{t('filters.account')}</Field.Label>
          <Input name="account" size="sm" maxLength={64} value={draft.account} placeholder={t('filters.accountPlaceholder')} onChange={set('account')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filters.path')}</Field.Label>
          <Input name="path" size="sm" maxLength={128} value={draft.path} placeholder={t('filters.pathPlaceholder')} onChange={set('path')} />
        </Field.Root>
        <DateRangeFields
          from={draft.dateFrom} to={draft.dateTo}
          fromLabel={t('filters.dateFrom')} toLabel={t('filters.dateTo')}
          onFromChange={(dateFrom) => setDraft((d) => ({ ...d, dateFrom }))}
          onToChange={(dateTo) => setDraft((d) => ({ ...d, dateTo }))}
        />
      </FilterBar>
      <DataTable
        label={t('operation.title')}
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        empty={<EmptyState icon={<LuHistory />} title={t('operation.emptyTitle')} />}
        paging={{
          pageNo: query.pageNo, pageSize: query.pageSize, total: page?.total ?? 0,
          onChange: (pageNo, pageSize) => apply({ ...query, pageNo, pageSize }),
        }}
      />
      <OperationDetailDialog row={shown} onClose={() => setShown(null)} />
    </Box>
  );
}

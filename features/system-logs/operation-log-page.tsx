/**
 * /operationLog — every state-changing call (DESIGN.md §6), declared as a
 * ResourcePage: filters (account, path keyword, date range in Asia/Shanghai), a paged
 * table newest first, export, and per row a detail dialog (a row action) with the
 * redacted input and the before / after snapshots as JSON.
 */
import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  CloseButton,
  Code as CodeText,
  Dialog,
  Grid,
  Heading,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { operationLogPage, type OperationLogRow } from '../../platform/contracts/log.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { formatJson, formatLogTime } from './format';

/** One JSON snapshot under a heading; "None" when empty. */
function Snapshot({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const { t } = useTranslation('systemLogs');
  const json = formatJson(value);
  return (
    <Stack gap="1" minW="0">
      <Heading size="xs" color="fg.muted">
        {label}
      </Heading>
      {json === null ? (
        <Text color="fg.subtle" data-testid={testId}>
          {t('none')}
        </Text>
      ) : (
        <CodeText
          as="pre"
          data-testid={testId}
          display="block"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          p="2"
          maxH="60"
          overflow="auto"
          textStyle="xs"
        >
          {json}
        </CodeText>
      )}
    </Stack>
  );
}

/** Props of {@link OperationDetailDialog}: the row shown (null: closed) and how to close. */
export interface OperationDetailDialogProps {
  row: OperationLogRow | null;
  onClose: () => void;
}

/** The detail dialog of one operation: who, when, which call, input, before and after. */
export function OperationDetailDialog({ row, onClose }: OperationDetailDialogProps) {
  const { t } = useTranslation('systemLogs');
  return (
    <Dialog.Root
      open={row !== null}
      placement="center"
      size="xl"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="operation-detail">
            <Dialog.Header>
              <Dialog.Title>{t('detailTitle')}</Dialog.Title>
            </Dialog.Header>
            {row && (
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    <Badge variant="outline" mr="2">
                      {row.method}
                    </Badge>
                    <Text as="span" fontFamily="mono">
                      {row.path}
                    </Text>
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
              <Button variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The declaration of /operationLog; `onShow` opens the detail dialog of a row. */
export function operationLogConfig(
  onShow: (row: OperationLogRow) => void,
): ResourcePageConfig<typeof operationLogPage> {
  return {
    id: 'operationLog',
    ns: 'systemLogs',
    title: 'operation.title',
    description: 'operation.description',
    emptyTitle: 'operation.emptyTitle',
    list: operationLogPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'account', label: 'filters.account', kind: 'text', placeholder: 'filters.accountPlaceholder' },
      { name: 'path', label: 'filters.path', kind: 'text', placeholder: 'filters.pathPlaceholder' },
      { name: 'summary', label: 'filters.summary', kind: 'text', placeholder: 'filters.summaryPlaceholder' },
      { name: 'dateFrom', nameTo: 'dateTo', label: 'filters.dateFrom', labelTo: 'filters.dateTo', kind: 'dateRange' },
    ],
    columns: [
      {
        key: 'createdAt',
        label: 'columns.time',
        nowrap: true,
        exportValue: (r) => formatLogTime(r.createdAt),
        render: (r) => <Text fontVariantNumeric="tabular-nums">{formatLogTime(r.createdAt)}</Text>,
      },
      {
        key: 'account',
        label: 'columns.account',
        render: (r) => (r.account ? <Text fontWeight="medium">{r.account}</Text> : <AnonymousText />),
      },
      { key: 'summary', label: 'columns.operation' },
      {
        key: 'path',
        label: 'columns.path',
        exportValue: (r) => `${r.method} ${r.path}`,
        render: (r) => (
          <Text fontFamily="mono" textStyle="xs">
            <Badge variant="outline" size="sm" mr="1">
              {r.method}
            </Badge>
            {r.path}
          </Text>
        ),
      },
      { key: 'ip', label: 'columns.ip', nowrap: true, render: (r) => r.ip ?? '—' },
    ],
    rowActions: [{ key: 'details', label: 'details', run: { onClick: (row) => onShow(row) } }],
    export: { permission: 'system:log:operation', fileName: 'operation.title' },
  };
}

/** "Anonymous" for calls without an account. */
function AnonymousText() {
  const { t } = useTranslation('systemLogs');
  return <Text color="fg.subtle">{t('anonymous')}</Text>;
}

/** The page component (default export: loaded lazily by the route table). */
export default function OperationLogPage() {
  const [shown, setShown] = useState<OperationLogRow | null>(null);
  const config = useMemo(() => operationLogConfig(setShown), []);
  return (
    <>
      <ResourcePage config={config} />
      <OperationDetailDialog row={shown} onClose={() => setShown(null)} />
    </>
  );
}

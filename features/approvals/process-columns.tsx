/**
 * The pieces of the back office's process lists (/myTodo, /myHaveDone, /myCopy,
 * /myWorkflow): the columns and filters of each view, in the `approvals` namespace.
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProcessStatus, type ProcessRow, type ProcessView } from '../../platform/contracts/workflow-process.contract';
import { ProcessStatusBadge, processTime } from '../../ui/process-detail';
import type { ResourceColumn, ResourceFilter } from '../../ui/resource-page';

/** A wire time in the user's language. */
function Time({ at }: { at: string | null }) {
  const { i18n } = useTranslation();
  return <>{at ? processTime(at, i18n.language) : '—'}</>;
}

/** The form's name; on /myCopy bold with an "Unread" badge while unread. */
function FormCell({ row }: { row: ProcessRow }) {
  const { t } = useTranslation('approvals');
  const unread = row.read === false;
  return (
    <HStack gap="2" data-testid="process-form" data-unread={unread}>
      <Text fontWeight={unread ? 'bold' : 'normal'}>{row.formName}</Text>
      {unread ? (
        <Badge colorPalette="teal" size="sm" variant="solid">
          {t('unread')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** The initiator with their organisation. */
function InitiatorCell({ row }: { row: ProcessRow }) {
  return (
    <Stack gap="0">
      <Text>{row.initiatorName}</Text>
      {row.initiatorOrgName ? (
        <Text fontSize="xs" color="fg.muted">
          {row.initiatorOrgName}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Where a process stands: its status, and while running the node and whose turn it is. */
function ProgressCell({ row }: { row: ProcessRow }) {
  return (
    <Stack gap="0.5" align="start">
      <ProcessStatusBadge status={row.status} />
      {row.currentNodeName ? (
        <Text fontSize="xs" color="fg.muted">
          {row.currentNodeName}
          {row.currentApprovers.length ? ` · ${row.currentApprovers.join(', ')}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

/** My decision on a process (/myHaveDone), in the `process` namespace's history kinds. */
function DecisionCell({ row }: { row: ProcessRow }) {
  const { t } = useTranslation('process');
  return <>{row.myDecision ? t(`kind.${row.myDecision}`) : '—'}</>;
}

const form: ResourceColumn<ProcessRow> = {
  key: 'formName',
  label: 'column.form',
  render: (r) => <FormCell row={r} />,
};
const initiator: ResourceColumn<ProcessRow> = {
  key: 'initiatorName',
  label: 'column.initiator',
  render: (r) => <InitiatorCell row={r} />,
};
const status: ResourceColumn<ProcessRow> = {
  key: 'status',
  label: 'column.status',
  render: (r) => <ProcessStatusBadge status={r.status} />,
};
const createdAt: ResourceColumn<ProcessRow> = {
  key: 'createdAt',
  label: 'column.createdAt',
  nowrap: true,
  render: (r) => <Time at={r.createdAt} />,
};

/** The columns of each view. */
export const PROCESS_COLUMNS: Record<ProcessView, ResourceColumn<ProcessRow>[]> = {
  todo: [
    form,
    initiator,
    { key: 'currentNodeName', label: 'column.node' },
    { key: 'updatedAt', label: 'column.waitingSince', nowrap: true, render: (r) => <Time at={r.updatedAt} /> },
  ],
  done: [
    form,
    initiator,
    { key: 'myDecision', label: 'column.myDecision', render: (r) => <DecisionCell row={r} /> },
    { key: 'myDecidedAt', label: 'column.decidedAt', nowrap: true, render: (r) => <Time at={r.myDecidedAt} /> },
    status,
  ],
  copied: [form, initiator, status, createdAt],
  started: [
    form,
    { key: 'progress', label: 'column.progress', render: (r) => <ProgressCell row={r} /> },
    createdAt,
    { key: 'endedAt', label: 'column.endedAt', nowrap: true, render: (r) => <Time at={r.endedAt} /> },
  ],
};

/** The status filter (choices in the `process` namespace). */
const statusFilter: ResourceFilter = {
  name: 'status',
  label: 'filter.status',
  kind: 'select',
  options: ProcessStatus.options.map((s) => ({ value: s, label: `process:status.${s}` })),
};

/** The filters of each view: the form name everywhere, the status where it varies. */
export function processFilters(view: ProcessView): ResourceFilter[] {
  const keyword: ResourceFilter = { name: 'keyword', label: 'filter.keyword', kind: 'text' };
  return view === 'todo' ? [keyword] : [keyword, statusFilter];
}

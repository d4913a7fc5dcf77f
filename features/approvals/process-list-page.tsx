/**
 * The back office's process lists (spec §2 /myTodo, /myHaveDone, /myCopy, /myWorkflow), one
 * component per view of processList on a ResourcePage: keyword (and status) filters and
 * paging in the URL, the view's badge from processCounts, and "View", which opens the
 * process in a drawer (`?id=<processId>`, so a link can open it too). /myTodo selects rows to
 * approve or reject them at once with one comment; /myCopy shows unread rows bold, marks one
 * read when it is opened and has "Mark all read" (processCopyRead).
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LuCheckCheck } from 'react-icons/lu';
import {
  processApprove,
  processCopyRead,
  processCounts,
  processList,
  processReject,
  type ProcessRow,
  type ProcessView,
} from '../../platform/contracts/workflow-process.contract';
import { DecisionDialog, ProcessDetailPanel, useProcessCall, type DecisionValues } from '../../ui/process-detail';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { fetchAllRows, type PageChunk } from '../../ui/resource-page/export';
import { notify, useApi, useCall } from '../../ui/runtime';
import { PROCESS_COLUMNS, processFilters } from './process-columns';
import { processIdOf } from './process-id';

/** The most ids one processCopyRead / processApprove call takes. */
const IDS_PER_CALL = 50;

/** Where "Resubmit" leads in the back office. */
export const adminResubmitHref = (id: number) => `/start?resubmit=${id}`;

/** The processCounts field each view shows as its badge. */
const COUNT_OF: Partial<Record<ProcessView, 'todo' | 'copiedUnread' | 'startedOpen'>> = {
  todo: 'todo',
  copied: 'copiedUnread',
  started: 'startedOpen',
};

/** What the page's actions do besides calls. */
interface ProcessListTools {
  open: (row: ProcessRow) => void;
  decide: (kind: 'approve' | 'reject', rows: ProcessRow[]) => void;
}

/** The ResourcePage declaration of one view. */
export function processListConfig(
  view: ProcessView,
  tools: ProcessListTools,
  toolbar: ReactNode,
): ResourcePageConfig<typeof processList, ProcessRow> {
  return {
    id: `process-${view}`,
    ns: 'approvals',
    title: `title.${view}`,
    description: `description.${view}`,
    list: processList,
    listInput: { view },
    rowKey: (r) => r.id,
    columns: PROCESS_COLUMNS[view],
    filters: processFilters(view),
    emptyTitle: `empty.${view}`,
    toolbar,
    rowActions: [{ key: 'open', label: 'open', run: { onClick: tools.open } }],
    bulkActions:
      view === 'todo'
        ? [
            { key: 'approve', label: 'batch.approve', run: { onClick: (rows) => tools.decide('approve', rows) } },
            {
              key: 'reject',
              label: 'batch.reject',
              danger: true,
              run: { onClick: (rows) => tools.decide('reject', rows) },
            },
          ]
        : undefined,
  };
}

/** The view's count badge and, on /myCopy, "Mark all read". */
function Toolbar({ view, onMarkAll, marking }: { view: ProcessView; onMarkAll: () => void; marking: boolean }) {
  const { t } = useTranslation('approvals');
  const field = COUNT_OF[view];
  const counts = useCall(processCounts, {}, { staleTime: 0, enabled: field !== undefined });
  const count = field && counts.data ? counts.data[field] : null;
  return (
    <>
      {field && count !== null ? (
        <Badge colorPalette={count ? 'blue' : 'gray'} variant="subtle" size="lg" data-testid="process-count">
          {t(`count.${field}`, { count })}
        </Badge>
      ) : null}
      {view === 'copied' ? (
        <Button
          size="sm"
          variant="outline"
          loading={marking}
          disabled={count === 0}
          data-testid="mark-all-read"
          onClick={onMarkAll}
        >
          <LuCheckCheck />
          {t('markAllRead')}
        </Button>
      ) : null}
    </>
  );
}

/** One view's page; see the module comment. */
export function ProcessListPage({ view }: { view: ProcessView }) {
  const { t } = useTranslation('approvals');
  const api = useApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = processIdOf(params);
  const [batch, setBatch] = useState<{ kind: 'approve' | 'reject'; ids: number[] } | null>(null);
  const [marking, setMarking] = useState(false);
  const call = useProcessCall();
  const reload = () => void queryClient.invalidateQueries();

  const setOpen = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('id');
      else next.set('id', String(id));
      return next;
    });

  const markAll = async () => {
    setMarking(true);
    try {
      const rows = await fetchAllRows(
        (pageNo, pageSize) => api(processList, { view: 'copied', pageNo, pageSize }) as Promise<PageChunk<ProcessRow>>,
      );
      const ids = rows.filter((r) => r.read === false).map((r) => r.id);
      for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
        await api(processCopyRead, { ids: ids.slice(i, i + IDS_PER_CALL) });
      }
      notify(t('allRead'), 'success');
      reload();
    } catch {
      // The client has shown the refusal.
    } finally {
      setMarking(false);
    }
  };

  const config = processListConfig(
    view,
    {
      open: (row) => {
        setOpen(row.id);
        if (row.read === false) void api(processCopyRead, { ids: [row.id] }).then(reload, () => undefined);
      },
      decide: (kind, rows) => setBatch({ kind, ids: rows.map((r) => r.id) }),
    },
    <Toolbar view={view} marking={marking} onMarkAll={() => void markAll()} />,
  );

  const decideBatch = async (v: DecisionValues) => {
    if (!batch) return;
    const out =
      batch.kind === 'approve'
        ? await call.run(processApprove, { ids: batch.ids, ...(v.comment ? { comment: v.comment } : {}) })
        : await call.run(processReject, { ids: batch.ids, comment: v.comment });
    if (out !== undefined) {
      setBatch(null);
      reload();
    }
  };

  return (
    <>
      <ResourcePage config={config} />
      <DecisionDialog
        kind={batch?.kind ?? null}
        title={batch ? t(`batch.${batch.kind}Title`, { count: batch.ids.length }) : undefined}
        pending={call.pending}
        onSubmit={(v) => void decideBatch(v)}
        onClose={() => setBatch(null)}
      />
      <Drawer.Root open={openId !== null} size="lg" onOpenChange={(e) => (e.open ? undefined : setOpen(null))}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="process-drawer">
              <Drawer.Header>
                <Drawer.Title>{t('detail.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {openId !== null ? <ProcessDetailPanel id={openId} resubmitHref={adminResubmitHref} /> : null}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

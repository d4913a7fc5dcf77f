/**
 * /settlement (spec §7 catering admin: meetingSettlement, cateringSettlement,
 * summarySettlement; spec §4 "catering and summary settlements: confirm, batch confirm,
 * invoice") — where finance and catering staff check, confirm, invoice and export each
 * customer's monthly statements.
 *
 * - Kind tabs (`kind-tab-<kind>`): Summary (default), Meeting, Catering; each tab uses its
 *   kind's calls (`SETTLEMENT_CALLS[kind]`).
 * - Filters (./filters.tsx), status tabs with counts from `getPageCount` (`tab-<state>`), the
 *   totals of the filtered statements from `getTotalAmount` (./totals-bar.tsx), the table
 *   (./settlement-table.tsx) with paging.
 * - A row offers Confirm and Record invoice exactly when the settlement machine accepts the
 *   step in its state and the user holds the button permission (./steps.ts); Statement PDF
 *   and Details always. Confirm asks first; Record invoice opens its dialog.
 * - Batch confirm of the selected rows (`batch-confirm`) is all or nothing: a
 *   SETTLEMENT_BATCH_REFUSED answer shows the server's message naming the refused statement
 *   (`batch-refused`) and nothing is shown as confirmed.
 * - Export (`settlement-export`) downloads the `.xlsx` the server builds from the current
 *   filters; Billing rule (`billing-rule`) opens the ruleCatering dialog.
 * After every action the lists, counts and totals are read again. Texts: `settlementAdmin`.
 */
import { useState } from 'react';
import { Alert, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuScale } from 'react-icons/lu';
import { SETTLEMENT_STATES } from '../../machines/settlement.machine';
import {
  SETTLEMENT_CALLS,
  type SettlementKind,
  type SettlementRow,
  type SettlementState,
} from '../../platform/contracts/settlement.contract';
import { ApiError } from '../../platform/http/api-client';
import { Code } from '../../platform/protocol/codes';
import { ConfirmDialog, formatMoney, PageHeader, saveGeneratedFile } from '../../ui/components';
import { OrderStateTabs } from '../../ui/order-page';
import { toaster, useApi, useCall, useLang, useSession } from '../../ui/runtime';
import { SettlementDetailDrawer } from './detail-drawer';
import { SettlementFilterBar, type SettlementFilters } from './filters';
import { InvoiceDialog } from './invoice-dialog';
import { RuleDialog } from './rule-dialog';
import { SettlementTable } from './settlement-table';
import { SETTLEMENT_PERMISSIONS, type SettlementActionKey } from './steps';
import { TotalsBar } from './totals-bar';
import { ADMIN_MAIN_ID } from '../../ui/admin-shell/top-bar';

/** The kind tabs, in order (Summary first: the default). */
export const SETTLEMENT_KIND_TABS: readonly SettlementKind[] = ['summary', 'meeting', 'catering'];

/** What the page asks before a confirm: one statement, or the selected ones. */
type Asking = { kind: 'one'; row: SettlementRow } | { kind: 'batch'; ids: number[] };

/** The kind tabs (`kind-tabs`, one `kind-tab-<kind>` each). */
function KindTabs({ value, onChange }: { value: SettlementKind; onChange(kind: SettlementKind): void }) {
  const { t } = useTranslation('settlementAdmin');
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value as SettlementKind)}
      variant="enclosed"
      data-testid="kind-tabs"
    >
      <Tabs.List>
        {SETTLEMENT_KIND_TABS.map((k) => (
          <Tabs.Trigger key={k} value={k} aria-controls={ADMIN_MAIN_ID} data-testid={`kind-tab-${k}`}>
            {t(`kind.${k}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}

/** /settlement (see the module comment). */
export default function SettlementsPage() {
  const { t } = useTranslation('settlementAdmin');
  const { lang } = useLang();
  const api = useApi();
  const { hasPermi } = useSession();
  const allowed = (permission: string) => hasPermi(permission);
  const queryClient = useQueryClient();

  const [kind, setKind] = useState<SettlementKind>('summary');
  const [filters, setFilters] = useState<SettlementFilters>({});
  const [tab, setTab] = useState<string>('all');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const view = JSON.stringify([kind, filters, tab, paging]);
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : new Set<number>();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [invoicing, setInvoicing] = useState<SettlementRow | null>(null);
  const [showing, setShowing] = useState<SettlementRow | null>(null);
  const [ruleOpen, setRuleOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const calls = SETTLEMENT_CALLS[kind];
  const state = tab === 'all' ? undefined : (tab as SettlementState);
  const scoped = { ...filters, ...(state ? { state } : {}) };
  const list = useCall(calls.page, { ...scoped, ...paging });
  const counts = useCall(calls.getPageCount, filters);
  const totals = useCall(calls.getTotalAmount, filters);
  const rows = list.data?.rows ?? [];
  const canConfirm = allowed(SETTLEMENT_PERMISSIONS.confirm);

  /** Reads lists, counts, totals and details again after a change. */
  const refresh = () => queryClient.invalidateQueries();
  const changeView = (patch: () => void) => {
    setRefused(null);
    patch();
  };

  const confirm = async (what: Asking) => {
    setBusy(true);
    try {
      if (what.kind === 'one') {
        await api(calls.confirm, { id: what.row.id });
        toaster.create({ type: 'success', description: t('confirm.done', { settlementNo: what.row.settlementNo }) });
      } else {
        const out = await api(calls.batchConfirm, { ids: what.ids });
        toaster.create({ type: 'success', description: t('confirm.batchDone', { count: out.confirmed.length }) });
        setSelection({ view, ids: new Set() });
      }
      setRefused(null);
      setAsking(null);
    } catch (err) {
      // The client has shown the server's message; a refused batch also says so on the page.
      if (err instanceof ApiError && err.code === Code.SETTLEMENT_BATCH_REFUSED) {
        setRefused(err.message);
        setAsking(null);
      }
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const statement = async (row: SettlementRow) => {
    try {
      saveGeneratedFile(await api(calls.statement, { id: row.id }));
    } catch {
      // The client has shown the server's message.
    }
  };

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await api(calls.export, scoped);
      saveGeneratedFile(file);
      toaster.create({ type: 'success', description: t('export.done', { fileName: file.fileName }) });
    } catch {
      // The client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };

  const onAction = (key: SettlementActionKey, row: SettlementRow) => {
    if (key === 'confirm') setAsking({ kind: 'one', row });
    else if (key === 'invoice') setInvoicing(row);
    else if (key === 'statement') void statement(row);
    else setShowing(row);
  };

  const selectedIds = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const question =
    asking?.kind === 'one'
      ? t('confirm.question', {
          settlementNo: asking.row.settlementNo,
          customer: asking.row.customerName,
          amount: formatMoney(asking.row.amountCents, lang),
        })
      : t('confirm.batchQuestion', { count: asking?.kind === 'batch' ? asking.ids.length : 0 });

  return (
    <Box data-testid="settlement-page">
      <PageHeader
        title={t('title')}
        actions={
          <>
            {allowed(SETTLEMENT_PERMISSIONS.export) ? (
              <Button
                size="sm"
                variant="outline"
                loading={exporting}
                data-testid="settlement-export"
                onClick={() => void exportFile()}
              >
                <LuDownload />
                {t('action.export')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" data-testid="billing-rule" onClick={() => setRuleOpen(true)}>
              <LuScale />
              {t('action.rule')}
            </Button>
          </>
        }
      />
      <Stack gap="3">
        <KindTabs
          value={kind}
          onChange={(k) => changeView(() => (setKind(k), setPaging((p) => ({ ...p, pageNo: 1 }))))}
        />
        <SettlementFilterBar
          value={filters}
          onChange={(f) => changeView(() => (setFilters(f), setPaging((p) => ({ ...p, pageNo: 1 }))))}
        />
        <OrderStateTabs
          ns="settlementAdmin"
          states={SETTLEMENT_STATES}
          counts={
            counts.data
              ? { pending: counts.data.pending, confirmed: counts.data.confirmed, invoiced: counts.data.invoiced }
              : undefined
          }
          value={tab}
          onChange={(v) => changeView(() => (setTab(v), setPaging((p) => ({ ...p, pageNo: 1 }))))}
        />
        <TotalsBar totals={totals.data} />
        {refused ? (
          <Alert.Root status="error" data-testid="batch-refused">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('batch.refused')}</Alert.Title>
              <Alert.Description>{refused}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {canConfirm ? (
          <HStack gap="2" data-testid="batch-bar">
            <Text textStyle="sm" color="fg.muted" data-testid="batch-selected">
              {t('batch.selected', { count: selectedIds.length })}
            </Text>
            <Button
              size="xs"
              variant="outline"
              colorPalette="blue"
              disabled={selectedIds.length === 0}
              data-testid="batch-confirm"
              onClick={() => setAsking({ kind: 'batch', ids: selectedIds })}
            >
              {t('action.batchConfirm')}
            </Button>
          </HStack>
        ) : null}
        <SettlementTable
          kind={kind}
          rows={rows}
          loading={list.isFetching}
          error={list.isError ? list.error : undefined}
          onRetry={() => void list.refetch()}
          paging={{
            ...paging,
            total: list.data?.total ?? 0,
            onChange: (pageNo, pageSize) => changeView(() => setPaging({ pageNo, pageSize })),
          }}
          selection={
            canConfirm
              ? { selected, onChange: (ids) => setSelection({ view, ids: new Set(ids.map(Number)) }) }
              : undefined
          }
          allowed={allowed}
          onAction={onAction}
        />
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        message={question}
        pending={busy}
        onConfirm={() => asking && void confirm(asking)}
        onClose={() => setAsking(null)}
      />
      {invoicing ? (
        <InvoiceDialog
          kind={kind}
          row={invoicing}
          onClose={() => setInvoicing(null)}
          onDone={(row) => {
            setInvoicing(null);
            toaster.create({ type: 'success', description: t('invoice.done', { settlementNo: row.settlementNo }) });
            void refresh();
          }}
        />
      ) : null}
      {showing ? (
        <SettlementDetailDrawer
          kind={kind}
          id={showing.id}
          settlementNo={showing.settlementNo}
          onClose={() => setShowing(null)}
        />
      ) : null}
      {ruleOpen ? (
        <RuleDialog canEdit={allowed(SETTLEMENT_PERMISSIONS.ruleEdit)} onClose={() => setRuleOpen(false)} />
      ) : null}
    </Box>
  );
}

/**
 * `<ResourcePage config={…} />` (spec §2 base admin pages): a back-office list
 * page from its declaration (types.ts) — the filter bar kept in the URL with paging and
 * sorting, the list call, the paged and sortable table with loading / empty / error
 * states, the add / edit dialog, permission-gated row and bulk actions with confirms,
 * `.xlsx` export of every filtered row and `.xlsx` import.
 */
import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuPlus, LuUpload } from 'react-icons/lu';
import type { CallContract, CallInput } from '../../platform/contracts/define-call';
import { DataTable, EmptyState, PageHeader, type DataTableColumn } from '../components';
import { toaster, useApi, useCall, useSession } from '../runtime';
import { allowed, RowActionButtons, useActionRunner } from './actions';
import { exportTable, fetchAllRows, type PageChunk } from './export';
import { FilterBar } from './filter-bar';
import { FormDialog, type FormTarget } from './form-dialog';
import { ImportDialog } from './import-dialog';
import { filterInputOf, listInputOf, mergeListQuery, nextSort, readListQuery, type ListQuery } from './query';
import { buildSheet, dateStamp, downloadFile } from './sheet';
import type { BulkAction, ResourceColumn, ResourcePageConfig, RowAction, RowOf } from './types';

/** Props of {@link ResourcePage}. */
export interface ResourcePageProps<C extends CallContract, Row> {
  config: ResourcePageConfig<C, Row>;
}

const NO_KEYS: ReadonlySet<string | number> = new Set();

/** The default cell: the row's field as text. */
function plainCell<Row>(c: ResourceColumn<Row>) {
  return (row: Row) => {
    const v = (row as Record<string, unknown>)[c.key];
    return v === null || v === undefined ? '' : String(v);
  };
}

/** A resource page (see the module comment and ResourcePageConfig). */
export function ResourcePage<C extends CallContract, Row = RowOf<C>>({ config }: ResourcePageProps<C, Row>) {
  const { t } = useTranslation([config.ns, 'resource', 'common']);
  const translate = (key: string) => t(key) as string;
  const codes = useSession().user?.permissions;
  const api = useApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = config.filters ?? [];
  const query = readListQuery(
    params,
    filters,
    config.columns.filter((c) => c.sortable).map((c) => c.key),
  );
  const list = useCall(config.list, listInputOf(query, filters, config.listInput) as CallInput<C>);
  const page = list.data as PageChunk<Row> | undefined;
  const rows = page?.rows ?? [];
  // After a change every cached read goes stale, not only this list: dropdowns and other
  // pages' lists may show what changed (a new role in the user form's role choices).
  const reload = () => void queryClient.invalidateQueries();
  const apply = (q: ListQuery) => setParams((current) => mergeListQuery(current, q, filters));

  const [target, setTarget] = useState<FormTarget<Row> | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const queryText = params.toString();
  const [selection, setSelection] = useState<{ query: string; keys: ReadonlySet<string | number> }>({
    query: queryText,
    keys: NO_KEYS,
  });
  const selected = selection.query === queryText ? selection.keys : NO_KEYS;
  const selectedRows = rows.filter((r) => selected.has(config.rowKey(r)));
  const runner = useActionRunner<Row>(config.ns, () => {
    setSelection({ query: queryText, keys: NO_KEYS });
    reload();
  });

  const { form, remove } = config;
  const rowActions: RowAction<Row>[] = [
    ...(form?.update && allowed(codes, form.update.permission)
      ? [{ key: 'edit', label: 'resource:edit', run: { onClick: (row: Row) => setTarget({ kind: 'edit', row }) } }]
      : []),
    ...(config.rowActions ?? []).filter((a) => allowed(codes, a.permission)),
    ...(remove && allowed(codes, remove.permission)
      ? [
          {
            key: 'delete',
            label: 'resource:delete',
            danger: true,
            confirm: 'resource:confirmDelete',
            run: { call: remove.call, input: (row: Row) => remove.input([row]), successMessage: 'resource:deleted' },
          },
        ]
      : []),
  ];
  const bulkActions: BulkAction<Row>[] = [
    ...(remove && allowed(codes, remove.permission)
      ? [
          {
            key: 'delete',
            label: 'resource:delete',
            danger: true,
            confirm: 'resource:confirmBulkDelete',
            run: { call: remove.call, input: remove.input, successMessage: 'resource:deleted' },
          },
        ]
      : []),
    ...(config.bulkActions ?? []).filter((a) => allowed(codes, a.permission)),
  ];

  const columns: DataTableColumn<Row>[] = config.columns.map((c) => ({
    key: c.key,
    header: t(c.label),
    render: c.render ?? plainCell(c),
    align: c.align,
    width: c.width,
    nowrap: c.nowrap,
    sortable: c.sortable,
  }));
  if (rowActions.length) {
    columns.push({
      key: 'actions',
      header: t('resource:actions'),
      align: 'end',
      nowrap: true,
      render: (row) => <RowActionButtons row={row} actions={rowActions} ns={config.ns} onRun={runner.runRow} />,
    });
  }

  const exportAll = async (fileName: string) => {
    setExporting(true);
    try {
      const base = {
        ...filterInputOf(query, filters, config.listInput),
        ...(query.orderBy ? { orderBy: query.orderBy, order: query.order } : {}),
      };
      const all = await fetchAllRows(
        (pageNo, pageSize) =>
          api(config.list, { ...base, pageNo, pageSize } as CallInput<C>) as Promise<PageChunk<Row>>,
      );
      const { header, values } = exportTable(config.columns, all, translate);
      downloadFile(await buildSheet(t(config.title), header, values), `${t(fileName)}-${dateStamp(new Date())}.xlsx`);
      toaster.create({ type: 'success', description: t('resource:exported', { count: all.length }) });
    } catch {
      // A failed call was shown by the API client.
    } finally {
      setExporting(false);
    }
  };

  const canCreate = !!form?.create && allowed(codes, form.create.permission);
  const canImport = !!config.import && allowed(codes, config.import.permission);
  const canExport = !!config.export && allowed(codes, config.export.permission);
  const actions =
    canCreate || canImport || canExport || config.toolbar ? (
      <>
        {canCreate ? (
          <Button
            size="sm"
            colorPalette="blue"
            data-testid={`${config.id}-add`}
            onClick={() => setTarget({ kind: 'create', values: { ...form!.defaults } })}
          >
            <LuPlus />
            {t('resource:add')}
          </Button>
        ) : null}
        {canImport ? (
          <Button size="sm" variant="outline" data-testid={`${config.id}-import`} onClick={() => setImporting(true)}>
            <LuUpload />
            {t('resource:import')}
          </Button>
        ) : null}
        {canExport ? (
          <Button
            size="sm"
            variant="outline"
            data-testid={`${config.id}-export`}
            loading={exporting}
            loadingText={t('resource:exporting')}
            onClick={() => void exportAll(config.export!.fileName)}
          >
            <LuDownload />
            {t('resource:export')}
          </Button>
        ) : null}
        {config.toolbar}
      </>
    ) : undefined;

  return (
    <Box data-testid={`${config.id}-page`}>
      <PageHeader
        title={t(config.title)}
        description={config.description ? t(config.description) : undefined}
        actions={actions}
      />
      {filters.length ? (
        <FilterBar
          key={JSON.stringify(query.filters)}
          filters={filters}
          ns={config.ns}
          values={query.filters}
          onSearch={(values) => apply({ ...query, filters: values, pageNo: 1 })}
          onReset={(values) => apply({ ...query, filters: values, pageNo: 1 })}
        />
      ) : null}
      {bulkActions.length ? (
        <HStack mb="3" gap="2" data-testid="bulk-bar">
          <Text textStyle="sm" color="fg.muted">
            {t('resource:selected', { count: selectedRows.length })}
          </Text>
          {bulkActions.map((a) => (
            <Button
              key={a.key}
              size="xs"
              variant="outline"
              colorPalette={a.danger ? 'red' : undefined}
              disabled={selectedRows.length === 0}
              data-testid={`bulk-${a.key}`}
              onClick={() => runner.runBulk(a, selectedRows)}
            >
              {t(a.label)}
            </Button>
          ))}
        </HStack>
      ) : null}
      <DataTable
        label={t(config.title)}
        columns={columns}
        rows={rows}
        rowKey={config.rowKey}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={config.emptyTitle ? t(config.emptyTitle) : undefined} />}
        sort={{
          orderBy: query.orderBy,
          order: query.order,
          onSort: (key) => apply({ ...query, ...nextSort(query, key), pageNo: 1 }),
        }}
        selection={
          bulkActions.length
            ? { selected, onChange: (keys) => setSelection({ query: queryText, keys: new Set(keys) }) }
            : undefined
        }
        paging={{
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          onChange: (pageNo, pageSize) => apply({ ...query, pageNo, pageSize }),
        }}
      />
      {form ? (
        <FormDialog
          form={form}
          ns={config.ns}
          id={config.id}
          target={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null);
            reload();
          }}
        />
      ) : null}
      {config.import && canImport ? (
        <ImportDialog
          config={config.import}
          ns={config.ns}
          title={config.title}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      ) : null}
      {runner.dialog}
    </Box>
  );
}

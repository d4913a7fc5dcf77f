/**
 * /systemDictionary and /businessDictionary: the dictionaries of one kind as a
 * resource page (filters code, name, status; add / edit / delete), and per row an
 * "Items" action opening a drawer with that dictionary's items — their own small list
 * with add / edit / delete, labels in CN, EN and TC. Calls and permission codes come
 * from the kind (`/<kind>/dict/…`, `<kind>:dict:*`).
 */
import { useState } from 'react';
import { Button, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import {
  DictItemCreateInput,
  DictTypeCreateInput,
  dictCallsOf,
  type DictItemRow,
  type DictKind,
  type DictTypeRow,
} from '../../platform/contracts/settings.contract';
import { DataTable, EmptyState, type DataTableColumn } from '../../ui/components';
import { callKey, useCall, useSession } from '../../ui/runtime';
import {
  ResourcePage,
  type ResourceField,
  type ResourceForm,
  type ResourcePageConfig,
  type RowAction,
} from '../../ui/resource-page';
import { RowActionButtons, useActionRunner } from '../../ui/resource-page/actions';
import { FormDialog, type FormTarget } from '../../ui/resource-page/form-dialog';
import { StatusBadge, statusColumn, statusField, statusFilter } from './status';

const NS = 'settingsAdmin';

/** The resource page of the dictionaries of `kind`. */
export function DictionaryPage({ kind }: { kind: DictKind }) {
  const calls = dictCallsOf[kind];
  const [open, setOpen] = useState<DictTypeRow | null>(null);
  const config: ResourcePageConfig<typeof calls.typePage, DictTypeRow> = {
    id: `${kind}-dict`,
    ns: NS,
    title: `dict.${kind}Title`,
    description: `dict.${kind}Description`,
    list: calls.typePage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'code', label: 'dict.code', kind: 'text' },
      { name: 'name', label: 'dict.name', kind: 'text' },
      statusFilter,
    ],
    columns: [
      { key: 'code', label: 'dict.code', render: (r) => <Text fontFamily="mono">{r.code}</Text> },
      { key: 'name', label: 'dict.name' },
      { key: 'itemCount', label: 'dict.itemCount', align: 'end' },
      statusColumn<DictTypeRow>(),
      { key: 'sort', label: 'sort', align: 'end' },
      { key: 'remark', label: 'dict.remark' },
    ],
    form: {
      fields: [
        { name: 'code', label: 'dict.code', kind: 'text', lockedOnEdit: true, help: 'dict.codeHelp' },
        { name: 'name', label: 'dict.name', kind: 'text' },
        { name: 'sort', label: 'sort', kind: 'number' },
        statusField,
        { name: 'remark', label: 'dict.remark', kind: 'textarea' },
      ],
      schema: DictTypeCreateInput,
      create: { call: calls.typeAdd, permission: calls.typeAdd.access },
      update: { call: calls.typeEdit, permission: calls.typeEdit.access },
      defaults: { code: '', name: '', sort: 0, status: 0, remark: '' },
      toValues: (r) => ({ code: r.code, name: r.name, sort: r.sort, status: r.status, remark: r.remark ?? '' }),
      createTitle: 'dict.addTitle',
      editTitle: 'dict.editTitle',
    },
    remove: {
      call: calls.typeDelete,
      permission: calls.typeDelete.access,
      input: (rows) => ({ ids: rows.map((r) => r.id) }),
    },
    rowActions: [
      { key: 'items', label: 'dict.items', permission: calls.itemList.access, run: { onClick: (row) => setOpen(row) } },
    ],
  };
  return (
    <>
      <ResourcePage config={config} />
      <ItemsDrawer kind={kind} type={open} onClose={() => setOpen(null)} />
    </>
  );
}

const ITEM_FIELDS: ResourceField[] = [
  { name: 'value', label: 'dict.value', kind: 'text' },
  { name: 'sort', label: 'sort', kind: 'number' },
  { name: 'labelCn', label: 'dict.labelCn', kind: 'text' },
  { name: 'labelEn', label: 'dict.labelEn', kind: 'text' },
  { name: 'labelTc', label: 'dict.labelTc', kind: 'text' },
  statusField,
];

/** The items of dictionary `type` in a drawer (closed while `type` is null). */
function ItemsDrawer({ kind, type, onClose }: { kind: DictKind; type: DictTypeRow | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Drawer.Root
      open={type !== null}
      size="lg"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="dict-items">
            <Drawer.Header>
              <Drawer.Title>{type ? t('dict.itemsTitle', { name: type.name, code: type.code }) : null}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{type ? <ItemList kind={kind} type={type} /> : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The list of one dictionary's items with add / edit / delete (permission-gated). */
function ItemList({ kind, type }: { kind: DictKind; type: DictTypeRow }) {
  const { t } = useTranslation([NS, 'resource']);
  const calls = dictCallsOf[kind];
  const { hasPermi } = useSession();
  const queryClient = useQueryClient();
  const items = useCall(calls.itemList, { typeId: type.id }, { staleTime: 0 });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: callKey(calls.itemList) });
    void queryClient.invalidateQueries({ queryKey: callKey(calls.typePage) }); // item counts
  };
  const runner = useActionRunner<DictItemRow>(NS, reload);
  const [target, setTarget] = useState<FormTarget<DictItemRow> | null>(null);

  const form: ResourceForm<DictItemRow> = {
    fields: ITEM_FIELDS,
    schema: DictItemCreateInput.omit({ typeId: true }),
    create: { call: calls.itemAdd, permission: calls.itemAdd.access },
    update: { call: calls.itemEdit, permission: calls.itemEdit.access },
    defaults: { value: '', labelCn: '', labelEn: '', labelTc: '', sort: (items.data?.length ?? 0) + 1, status: 0 },
    toValues: (r) => ({
      value: r.value,
      labelCn: r.labelCn,
      labelEn: r.labelEn,
      labelTc: r.labelTc,
      sort: r.sort,
      status: r.status,
    }),
    toInput: (values, row) => (row ? { ...values, id: row.id } : { ...values, typeId: type.id }),
    createTitle: 'dict.addItem',
    editTitle: 'dict.editItem',
  };
  const actions: RowAction<DictItemRow>[] = [
    ...(hasPermi(calls.itemEdit.access)
      ? [
          {
            key: 'edit',
            label: 'resource:edit',
            run: { onClick: (row: DictItemRow) => setTarget({ kind: 'edit', row }) },
          },
        ]
      : []),
    ...(hasPermi(calls.itemDelete.access)
      ? [
          {
            key: 'delete',
            label: 'resource:delete',
            danger: true,
            confirm: 'dict.confirmDeleteItem',
            confirmValues: (r: DictItemRow) => ({ label: r.labelCn }),
            run: {
              call: calls.itemDelete,
              input: (r: DictItemRow) => ({ ids: [r.id] }),
              successMessage: 'resource:deleted',
            },
          },
        ]
      : []),
  ];
  const columns: DataTableColumn<DictItemRow>[] = [
    { key: 'value', header: t('dict.value'), render: (r) => <Text fontFamily="mono">{r.value}</Text> },
    { key: 'labelCn', header: t('dict.labelCn'), render: (r) => r.labelCn },
    { key: 'labelEn', header: t('dict.labelEn'), render: (r) => r.labelEn },
    { key: 'labelTc', header: t('dict.labelTc'), render: (r) => r.labelTc },
    { key: 'status', header: t('status.label'), nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', header: t('sort'), align: 'end', render: (r) => r.sort },
    {
      key: 'actions',
      header: t('resource:actions'),
      align: 'end',
      render: (r) => <RowActionButtons row={r} actions={actions} ns={NS} onRun={runner.runRow} />,
    },
  ];

  return (
    <>
      {hasPermi(calls.itemAdd.access) ? (
        <Button
          size="sm"
          colorPalette="blue"
          mb="3"
          data-testid="dict-item-add"
          onClick={() => setTarget({ kind: 'create', values: form.defaults })}
        >
          <LuPlus /> {t('dict.addItem')}
        </Button>
      ) : null}
      <DataTable
        columns={columns}
        rows={items.data ?? []}
        rowKey={(r) => r.id}
        loading={items.isPending}
        error={items.error}
        onRetry={() => void items.refetch()}
        empty={<EmptyState title={t('dict.noItems')} />}
        label={t('dict.items')}
      />
      <FormDialog
        form={form}
        ns={NS}
        id="dict-item"
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          reload();
        }}
      />
      {runner.dialog}
    </>
  );
}

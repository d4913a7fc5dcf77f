/**
 * /app — applications, the back office's tabs (spec §3, §7): list filtered by
 * name, code and status; add / edit / delete; enable or disable; set as the default;
 * copy with the whole menu tree (AppCopyDialog); restore name and menus from the menu base.
 */
import { useState } from 'react';
import { Badge } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  appAdd,
  appChangeStatus,
  appDelete,
  appEdit,
  appPage,
  appSetAsDefault,
  appUpdateFromBase,
  type AppRow,
} from '../../platform/contracts/permission.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { callKey } from '../../ui/runtime';
import { AppCopyDialog } from './app-copy-dialog';

/** A yes/no badge in the user's language. */
function Flag({ on, yes, no, color }: { on: boolean; yes: string; no?: string; color: string }) {
  const { t } = useTranslation('accessAdmin');
  if (!on && !no) return null;
  return <Badge colorPalette={on ? color : 'gray'}>{t(on ? yes : no!)}</Badge>;
}

/** The page's declaration; `copy` opens the copy dialog for a row. */
export function appConfig(copy: (row: AppRow) => void): ResourcePageConfig<typeof appPage> {
  const names = (r: AppRow) => ({ name: r.name });
  return {
    id: 'app',
    ns: 'accessAdmin',
    title: 'app.title',
    description: 'app.description',
    list: appPage,
    rowKey: (r) => r.id,
    columns: [
      { key: 'code', label: 'app.code', sortable: true },
      { key: 'name', label: 'app.name' },
      { key: 'sys_no', label: 'app.sysNo', sortable: true, align: 'end' },
      {
        key: 'isDefault',
        label: 'app.isDefault',
        render: (r) => <Flag on={r.isDefault} yes="app.isDefault" color="blue" />,
      },
      {
        key: 'status',
        label: 'app.status',
        render: (r) => <Flag on={r.status === 0} yes="app.enabled" no="app.disabled" color="green" />,
      },
      { key: 'menuCount', label: 'app.menuCount', align: 'end' },
      { key: 'sort', label: 'app.sort', sortable: true, align: 'end' },
    ],
    filters: [
      { name: 'name', label: 'app.name', kind: 'text' },
      { name: 'code', label: 'app.code', kind: 'text' },
      {
        name: 'status',
        label: 'app.status',
        kind: 'select',
        options: [
          { value: '0', label: 'app.enabled' },
          { value: '1', label: 'app.disabled' },
        ],
      },
    ],
    form: {
      fields: [
        { name: 'code', label: 'app.code', kind: 'text', lockedOnEdit: true },
        { name: 'sys_no', label: 'app.sysNo', kind: 'number' },
        { name: 'nameCn', label: 'app.nameCn', kind: 'text' },
        { name: 'nameEn', label: 'app.nameEn', kind: 'text' },
        { name: 'nameTc', label: 'app.nameTc', kind: 'text' },
        { name: 'sort', label: 'app.sort', kind: 'number' },
      ],
      schema: appAdd.input,
      create: { call: appAdd, permission: 'system:app:add' },
      update: { call: appEdit, permission: 'system:app:edit' },
      defaults: { code: '', sys_no: 0, nameCn: '', nameEn: '', nameTc: '', sort: 0 },
      toValues: (r) => ({
        code: r.code,
        sys_no: r.sys_no,
        nameCn: r.nameCn,
        nameEn: r.nameEn,
        nameTc: r.nameTc,
        sort: r.sort,
      }),
      toInput: (v, row) => {
        if (!row) return v;
        const { code: _code, ...rest } = v;
        return { ...rest, id: row.id };
      },
    },
    remove: { call: appDelete, permission: 'system:app:delete', input: (rows) => ({ ids: rows.map((r) => r.id) }) },
    rowActions: [
      {
        key: 'enable',
        label: 'app.enable',
        permission: 'system:app:changeStatus',
        visible: (r) => r.status !== 0,
        confirm: 'app.confirmEnable',
        confirmValues: names,
        run: { call: appChangeStatus, input: (r) => ({ id: r.id, status: 0 }) },
      },
      {
        key: 'disable',
        label: 'app.disable',
        permission: 'system:app:changeStatus',
        visible: (r) => r.status === 0 && !r.isDefault,
        confirm: 'app.confirmDisable',
        confirmValues: names,
        danger: true,
        run: { call: appChangeStatus, input: (r) => ({ id: r.id, status: 1 }) },
      },
      {
        key: 'setAsDefault',
        label: 'app.setAsDefault',
        permission: 'system:app:setAsDefault',
        visible: (r) => r.status === 0 && !r.isDefault,
        confirm: 'app.confirmSetAsDefault',
        confirmValues: names,
        run: { call: appSetAsDefault, input: (r) => ({ id: r.id }) },
      },
      { key: 'copy', label: 'app.copy', permission: 'system:app:copy', run: { onClick: copy } },
      {
        key: 'restore',
        label: 'app.restore',
        permission: 'system:app:restore',
        visible: (r) => r.inBase,
        confirm: 'app.confirmRestore',
        confirmValues: names,
        run: { call: appUpdateFromBase, input: (r) => ({ id: r.id }), successMessage: 'app.restored' },
      },
    ],
  };
}

/** The page component (default export: loaded lazily by the route table). */
export default function AppPage() {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<AppRow | null>(null);
  const [config] = useState(() => appConfig(setSource));
  return (
    <>
      <ResourcePage config={config} />
      <AppCopyDialog
        source={source}
        onClose={() => setSource(null)}
        onCopied={() => void queryClient.invalidateQueries({ queryKey: callKey(appPage) })}
      />
    </>
  );
}

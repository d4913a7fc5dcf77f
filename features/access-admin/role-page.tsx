/**
 * /role — roles (spec §2 base admin pages, §6): list filtered by name and code,
 * add / edit / delete, and per role "grant menus" (GrantMenuDialog) and "data scope"
 * (DataScopeDialog). The role `admin` holds everything, so it offers neither grant.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPER_ROLE } from '../../platform/permissions/check';
import { roleAdd, roleDelete, roleEdit, rolePage, type RoleRow } from '../../platform/contracts/permission.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { callKey } from '../../ui/runtime';
import { DataScopeDialog } from './data-scope-dialog';
import { GrantMenuDialog } from './grant-menu-dialog';

/** The page's declaration; `grant` opens the row's dialogs. */
export function roleConfig(grant: {
  menus: (row: RoleRow) => void;
  data: (row: RoleRow) => void;
}): ResourcePageConfig<typeof rolePage> {
  const grantable = (row: RoleRow) => row.code !== SUPER_ROLE;
  return {
    id: 'role',
    ns: 'accessAdmin',
    title: 'role.title',
    description: 'role.description',
    list: rolePage,
    rowKey: (r) => r.id,
    columns: [
      { key: 'code', label: 'role.code', sortable: true },
      { key: 'name', label: 'role.name', sortable: true },
      { key: 'dataScope', label: 'role.dataScope', render: (r) => <ScopeLabel scope={r.dataScope} /> },
      { key: 'userCount', label: 'role.userCount', align: 'end' },
      { key: 'sort', label: 'role.sort', sortable: true, align: 'end' },
      {
        key: 'createdAt',
        label: 'role.createdAt',
        sortable: true,
        nowrap: true,
        render: (r) => r.createdAt.slice(0, 16).replace('T', ' '),
      },
    ],
    filters: [
      { name: 'name', label: 'role.name', kind: 'text' },
      { name: 'code', label: 'role.code', kind: 'text' },
    ],
    form: {
      fields: [
        { name: 'code', label: 'role.code', kind: 'text' },
        { name: 'name', label: 'role.name', kind: 'text' },
        { name: 'sort', label: 'role.sort', kind: 'number' },
      ],
      schema: roleAdd.input,
      create: { call: roleAdd, permission: 'system:role:add' },
      update: { call: roleEdit, permission: 'system:role:edit' },
      defaults: { code: '', name: '', sort: 0 },
      toValues: (r) => ({ code: r.code, name: r.name, sort: r.sort }),
    },
    remove: { call: roleDelete, permission: 'system:role:delete', input: (rows) => ({ ids: rows.map((r) => r.id) }) },
    rowActions: [
      {
        key: 'grantMenu',
        label: 'role.grantMenu',
        permission: 'system:role:grantMenu',
        visible: grantable,
        run: { onClick: grant.menus },
      },
      {
        key: 'grantData',
        label: 'role.grantData',
        permission: 'system:role:grantData',
        visible: grantable,
        run: { onClick: grant.data },
      },
    ],
  };
}

/** A data scope in the user's language. */
function ScopeLabel({ scope }: { scope: RoleRow['dataScope'] }) {
  const { t } = useTranslation('accessAdmin');
  return <>{t(`role.scope.${scope}`)}</>;
}

/** The page component (default export: loaded lazily by the route table). */
export default function RolePage() {
  const queryClient = useQueryClient();
  const [menusOf, setMenusOf] = useState<RoleRow | null>(null);
  const [dataOf, setDataOf] = useState<RoleRow | null>(null);
  const [config] = useState(() => roleConfig({ menus: setMenusOf, data: setDataOf }));
  return (
    <>
      <ResourcePage config={config} />
      <GrantMenuDialog role={menusOf} onClose={() => setMenusOf(null)} />
      <DataScopeDialog
        role={dataOf}
        onClose={() => setDataOf(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: callKey(rolePage) })}
      />
    </>
  );
}

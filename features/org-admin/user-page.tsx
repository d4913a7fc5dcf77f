/**
 * /user — users (spec §2 base admin pages, §6, §7 /system/org/user/*): the list
 * in the caller's data scope, filtered by account/name, organisation (with the ones
 * below it), status, role and temporary identity; add / edit (organisation tree,
 * position, identity, roles — roles only with system:user:grantRole), delete,
 * enable / disable, reset password (ResetPasswordDialog) and assign roles
 * (GrantRoleDialog); export to and import from .xlsx (each sheet row is one add call).
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  orgTree,
  UserAddInput,
  userAdd,
  userChangeStatus,
  userDelete,
  userEdit,
  userPage,
  type OrgNode,
  type UserRow,
} from '../../platform/contracts/org.contract';
import { encryptField } from '../../platform/http/api-client';
import { maskIdCard, maskPhone } from '../../platform/validation/identity';
import { ResourcePage, type ResourceField, type ResourcePageConfig } from '../../ui/resource-page';
import { callKey, useApi, useRuntime, useSession } from '../../ui/runtime';
import { GrantRoleDialog } from './grant-role-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import {
  identOptions,
  orgSelectOptions,
  orgTreeOptions,
  PasswordInput,
  positionOptions,
  roleOptions,
  shortTime,
  statusColumn,
  statusField,
  statusFilter,
} from './shared';

/** The add / edit form's values: the add contract's fields, the password in clear (checked, then encrypted). */
const UserForm = UserAddInput.extend({ password: z.union([z.literal(''), PasswordInput]).optional() });

/** A sheet row of the import: the add call's fields, the organisation by code. */
const UserImportRow = UserAddInput.pick({
  account: true,
  name: true,
  nickName: true,
  phone: true,
  email: true,
  idCard: true,
}).extend({
  orgCode: z.string().trim().max(32).optional(),
  password: z.union([z.literal(''), PasswordInput]).optional(),
});

/** Tools the declaration needs from the running page. */
export interface UserPageTools {
  /** Encrypts a password field with the app key. */
  encrypt: (value: string) => string;
  /** The organisation id of a code (for the import), or undefined. */
  orgIdOf: (code: string) => Promise<number | undefined>;
  /** Whether the caller may set roles (system:user:grantRole). */
  mayGrant: boolean;
  resetPassword: (row: UserRow) => void;
  grantRoles: (row: UserRow) => void;
}

/** The page's declaration. */
export function userConfig(tools: UserPageTools): ResourcePageConfig<typeof userPage, UserRow> {
  const fields: ResourceField[] = [
    { name: 'account', label: 'user.account', kind: 'text', lockedOnEdit: true },
    { name: 'password', label: 'user.password', kind: 'password', only: 'create', help: 'user.passwordHelp' },
    { name: 'name', label: 'user.name', kind: 'text' },
    { name: 'nickName', label: 'user.nickName', kind: 'text' },
    { name: 'orgId', label: 'user.org', kind: 'tree', single: true, options: orgTreeOptions },
    { name: 'positionId', label: 'user.position', kind: 'select', options: positionOptions },
    { name: 'ident', label: 'user.ident', kind: 'select', options: identOptions },
    { name: 'phone', label: 'user.phone', kind: 'text' },
    { name: 'email', label: 'user.email', kind: 'text' },
    { name: 'idCard', label: 'user.idCard', kind: 'text' },
    statusField,
    ...(tools.mayGrant
      ? [{ name: 'roleIds', label: 'user.roles', kind: 'multiSelect', options: roleOptions, span: 2 } as const]
      : []),
  ];
  return {
    id: 'user',
    ns: 'orgAdmin',
    title: 'user.title',
    description: 'user.description',
    list: userPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'keyword', label: 'user.keyword', kind: 'text' },
      { name: 'orgId', label: 'user.org', kind: 'select', options: orgSelectOptions },
      statusFilter,
      { name: 'roleId', label: 'user.roles', kind: 'select', options: roleOptions },
      { name: 'ident', label: 'user.ident', kind: 'select', options: identOptions },
    ],
    columns: [
      { key: 'account', label: 'user.account', sortable: true },
      { key: 'name', label: 'user.name', sortable: true },
      { key: 'orgName', label: 'user.org' },
      { key: 'positionName', label: 'user.position' },
      {
        key: 'roleNames',
        label: 'user.roles',
        render: (r) => r.roleNames.join(', '),
        exportValue: (r) => r.roleNames.join(', '),
      },
      { key: 'identName', label: 'user.ident' },
      { key: 'phone', label: 'user.phone', nowrap: true, render: (r) => maskPhone(r.phone) },
      { key: 'email', label: 'user.email' },
      { key: 'idCard', label: 'user.idCard', nowrap: true, render: (r) => maskIdCard(r.idCard) },
      statusColumn<UserRow>(true),
      {
        key: 'createdAt',
        label: 'user.createdAt',
        sortable: true,
        nowrap: true,
        render: (r) => shortTime(r.createdAt),
      },
    ],
    form: {
      fields,
      schema: UserForm,
      create: { call: userAdd, permission: userAdd.access },
      update: { call: userEdit, permission: userEdit.access },
      defaults: {
        account: '',
        password: '',
        name: '',
        nickName: '',
        orgId: null,
        positionId: null,
        ident: null,
        phone: '',
        email: '',
        idCard: '',
        status: 0,
        roleIds: [],
      },
      toValues: (r) => ({
        account: r.account,
        name: r.name,
        nickName: r.nickName,
        orgId: r.orgId,
        positionId: r.positionId,
        ident: r.ident,
        phone: r.phone ?? '',
        email: r.email ?? '',
        idCard: r.idCard ?? '',
        status: r.status,
        roleIds: r.roleIds,
      }),
      toInput: (values, row) => {
        const { account, password, roleIds, ...profile } = values;
        const roles = tools.mayGrant ? { roleIds } : {};
        if (row) return { id: row.id, ...profile, ...roles };
        return { account, ...profile, ...roles, ...(password ? { password: tools.encrypt(String(password)) } : {}) };
      },
      createTitle: 'user.addTitle',
      editTitle: 'user.editTitle',
    },
    remove: { call: userDelete, permission: userDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
    rowActions: [
      {
        key: 'disable',
        label: 'user.disable',
        permission: userChangeStatus.access,
        visible: (r) => r.status === 0,
        confirm: 'user.confirmDisable',
        danger: true,
        run: { call: userChangeStatus, input: (r) => ({ id: r.id, status: 1 }), successMessage: 'resource:done' },
      },
      {
        key: 'enable',
        label: 'user.enable',
        permission: userChangeStatus.access,
        visible: (r) => r.status === 1,
        confirm: 'user.confirmEnable',
        run: { call: userChangeStatus, input: (r) => ({ id: r.id, status: 0 }), successMessage: 'resource:done' },
      },
      {
        key: 'resetPwd',
        label: 'user.resetPwd',
        permission: 'system:user:resetPwd',
        run: { onClick: tools.resetPassword },
      },
      {
        key: 'grantRole',
        label: 'user.grantRole',
        permission: 'system:user:grantRole',
        run: { onClick: tools.grantRoles },
      },
    ],
    export: { permission: 'system:user:export', fileName: 'user.file' },
    import: {
      permission: 'system:user:import',
      call: userAdd,
      schema: UserImportRow,
      fields: [
        { name: 'account', label: 'user.account' },
        { name: 'name', label: 'user.name' },
        { name: 'nickName', label: 'user.nickName' },
        { name: 'orgCode', label: 'user.orgCode' },
        { name: 'phone', label: 'user.phone' },
        { name: 'email', label: 'user.email' },
        { name: 'idCard', label: 'user.idCard' },
        { name: 'password', label: 'user.password' },
      ],
      toInput: async (row) => {
        const { orgCode, password, ...rest } = row as Record<string, unknown> & { orgCode?: string; password?: string };
        return {
          ...rest,
          ...(orgCode ? { orgId: (await tools.orgIdOf(orgCode)) ?? -1 } : {}),
          ...(password ? { password: tools.encrypt(password) } : {}),
        };
      },
    },
  };
}

/** The id of the organisation with `code` in a tree. */
function findOrg(nodes: OrgNode[], code: string): number | undefined {
  for (const n of nodes) {
    if (n.code === code) return n.id;
    const below = findOrg(n.children, code);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** The page component (default export: loaded lazily by the route table). */
export default function UserPage() {
  const api = useApi();
  const { appKey } = useRuntime().runtime;
  const { hasPermi } = useSession();
  const queryClient = useQueryClient();
  const [resetOf, setResetOf] = useState<UserRow | null>(null);
  const [rolesOf, setRolesOf] = useState<UserRow | null>(null);
  const mayGrant = hasPermi('system:user:grantRole');
  const config = useMemo(
    () =>
      userConfig({
        encrypt: (value) => encryptField(value, appKey),
        orgIdOf: async (code) => findOrg(await api(orgTree, {}), code),
        mayGrant,
        resetPassword: setResetOf,
        grantRoles: setRolesOf,
      }),
    [api, appKey, mayGrant],
  );
  return (
    <>
      <ResourcePage config={config} />
      <ResetPasswordDialog user={resetOf} onClose={() => setResetOf(null)} />
      <GrantRoleDialog
        user={rolesOf}
        onClose={() => setRolesOf(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: callKey(userPage) })}
      />
    </>
  );
}

/**
 * /admin — administrators (spec §6, §7 /system/org/user/admin/page, addAdmin,
 * editAdmin, deleteAdmin): accounts with every permission (role admin). Add (with a
 * password), edit, delete and reset password; the server keeps at least one active
 * administrator and refuses acting on oneself.
 */
import { useMemo, useState } from 'react';
import {
  AdminAddInput,
  addAdmin,
  adminPage,
  deleteAdmin,
  editAdmin,
  type UserRow,
} from '../../platform/contracts/org.contract';
import { encryptField } from '../../platform/http/api-client';
import { maskPhone } from '../../platform/validation/identity';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useRuntime } from '../../ui/runtime';
import { ResetPasswordDialog } from './reset-password-dialog';
import { orgTreeOptions, PasswordInput, shortTime, statusColumn, statusField, statusFilter } from './shared';

/** The form's values: the add contract's fields with the password in clear (absent when editing). */
const AdminForm = AdminAddInput.extend({ password: PasswordInput.optional() });

/** The page's declaration; `encrypt` encrypts the password with the app key. */
export function adminConfig(
  encrypt: (value: string) => string,
  resetPassword: (row: UserRow) => void,
): ResourcePageConfig<typeof adminPage, UserRow> {
  return {
    id: 'admin',
    ns: 'orgAdmin',
    title: 'admin.title',
    description: 'admin.description',
    list: adminPage,
    rowKey: (r) => r.id,
    filters: [{ name: 'keyword', label: 'user.keyword', kind: 'text' }, statusFilter],
    columns: [
      { key: 'account', label: 'user.account', sortable: true },
      { key: 'name', label: 'user.name', sortable: true },
      { key: 'orgName', label: 'user.org' },
      { key: 'phone', label: 'user.phone', nowrap: true, render: (r) => maskPhone(r.phone) },
      { key: 'email', label: 'user.email' },
      statusColumn<UserRow>(),
      {
        key: 'createdAt',
        label: 'user.createdAt',
        sortable: true,
        nowrap: true,
        render: (r) => shortTime(r.createdAt),
      },
    ],
    form: {
      fields: [
        { name: 'account', label: 'user.account', kind: 'text', lockedOnEdit: true },
        { name: 'password', label: 'admin.password', kind: 'password', only: 'create' },
        { name: 'name', label: 'user.name', kind: 'text' },
        { name: 'nickName', label: 'user.nickName', kind: 'text' },
        { name: 'orgId', label: 'user.org', kind: 'tree', single: true, options: orgTreeOptions },
        { name: 'phone', label: 'user.phone', kind: 'text' },
        { name: 'email', label: 'user.email', kind: 'text' },
        statusField,
      ],
      schema: AdminForm,
      create: { call: addAdmin, permission: addAdmin.access },
      update: { call: editAdmin, permission: editAdmin.access },
      defaults: { account: '', password: '', name: '', nickName: '', orgId: null, phone: '', email: '', status: 0 },
      toValues: (r) => ({
        account: r.account,
        name: r.name,
        nickName: r.nickName,
        orgId: r.orgId,
        phone: r.phone ?? '',
        email: r.email ?? '',
        status: r.status,
      }),
      toInput: (values, row) => {
        const { account, password, ...profile } = values;
        return row ? { id: row.id, ...profile } : { account, password: encrypt(String(password ?? '')), ...profile };
      },
      createTitle: 'admin.addTitle',
      editTitle: 'admin.editTitle',
    },
    remove: { call: deleteAdmin, permission: deleteAdmin.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
    rowActions: [
      { key: 'resetPwd', label: 'user.resetPwd', permission: 'system:user:resetPwd', run: { onClick: resetPassword } },
    ],
  };
}

/** The page component (default export: loaded lazily by the route table). */
export default function AdminPage() {
  const { appKey } = useRuntime().runtime;
  const [resetOf, setResetOf] = useState<UserRow | null>(null);
  const config = useMemo(() => adminConfig((value) => encryptField(value, appKey), setResetOf), [appKey]);
  return (
    <>
      <ResourcePage config={config} />
      <ResetPasswordDialog user={resetOf} onClose={() => setResetOf(null)} />
    </>
  );
}

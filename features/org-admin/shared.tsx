/**
 * Pieces shared by the org-admin pages: the choices of organisation, position,
 * identity and role selects (loaded from their calls), and the status (0 enabled,
 * 1 disabled) as a filter, a form select and a badge column, with orgAdmin texts, and
 * the password rule of a form field.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  identList,
  orgTree,
  positionList,
  userPage,
  type Choice,
  type OrgNode,
  type UserRow,
} from '../../platform/contracts/org.contract';
import { checkPasswordRule, PASSWORD_MESSAGES } from '../../platform/validation/password';
import type {
  OptionSource,
  ResourceColumn,
  ResourceField,
  ResourceFilter,
  ResourceOption,
} from '../../ui/resource-page';

/** Organisations flattened for a plain select, indented by depth (value: id). */
function flatOrgOptions(nodes: OrgNode[], depth = 0): ResourceOption[] {
  return nodes.flatMap((n) => [
    { value: String(n.id), label: `${'\u3000'.repeat(depth)}${n.name}`, raw: true },
    ...flatOrgOptions(n.children, depth + 1),
  ]);
}

/** The organisation tree as an indented select (filters). */
export const orgSelectOptions: OptionSource = { call: orgTree, toOptions: (nodes: OrgNode[]) => flatOrgOptions(nodes) };
/** Active positions (value: id). */
export const positionOptions: OptionSource = {
  call: positionList,
  toOptions: (rows: Choice[]) => rows.map((p) => ({ value: p.id, label: p.name, raw: true })),
};
/** Active temporary identities (value: code, as sys_user.ident stores it). */
export const identOptions: OptionSource = {
  call: identList,
  toOptions: (rows: Choice[]) => rows.map((i) => ({ value: i.code, label: i.name, raw: true })),
};
/**
 * Enabled users to pick one from (value: id; label: name and account), e.g. an
 * organisation's leader: the first 100 by name of the caller's data scope (user/page).
 */
export const userOptions: OptionSource = {
  call: userPage,
  input: { pageNo: 1, pageSize: 100, status: 0, orderBy: 'name' },
  toOptions: (page: { rows: UserRow[] }) =>
    page.rows.map((u) => ({ value: u.id, label: `${u.name} (${u.account})`, raw: true })),
};
export { orgTreeOptions, roleOptions } from '../../ui/resource-page';

/** A green "enabled" or grey "disabled" badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('orgAdmin');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
    </Badge>
  );
}

const STATUS_CHOICES: ResourceOption[] = [
  { value: 0, label: 'status.enabled' },
  { value: 1, label: 'status.disabled' },
];

/** Filter `status`: all, enabled or disabled. */
export const statusFilter: ResourceFilter = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: [
    { value: '0', label: 'status.enabled' },
    { value: '1', label: 'status.disabled' },
  ],
};

/** Form select `status` (0 enabled, 1 disabled). */
export const statusField: ResourceField = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: STATUS_CHOICES,
};

/** Column `status` as a badge (sortable when the list call sorts by it). */
export function statusColumn<Row extends { status: number }>(sortable = false): ResourceColumn<Row> {
  return {
    key: 'status',
    label: 'status.label',
    nowrap: true,
    sortable,
    render: (r) => <StatusBadge status={r.status} />,
  };
}

/** `2026-11-22T09:00:00+08:00` → `2026-11-22 09:00` (the wire time's own local clock). */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** A new password typed in a form: the spec §5 rule, messages of the `auth` namespace. */
export const PasswordInput = z.string().superRefine((value, ctx) => {
  const rule = checkPasswordRule(value);
  if (rule !== 'ok')
    ctx.addIssue({ code: 'custom', message: rule === 'chinese' ? PASSWORD_MESSAGES.chinese : PASSWORD_MESSAGES.rule });
});

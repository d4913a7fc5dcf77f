/**
 * Pieces shared by the form-admin pages: the status (0 enabled, 1 disabled) as a filter and
 * a badge column, the choices of group, organisation and role pickers, and short wire times.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formGroupList, type FormGroupRow } from '../../platform/contracts/workflow.contract';
import type { Lang } from '../../platform/i18n/languages';
import type { OptionSource, ResourceColumn, ResourceFilter } from '../../ui/resource-page';

/** A green "enabled" or grey "disabled" badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('formAdmin');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
    </Badge>
  );
}

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

/** Column `status` as a badge. */
export function statusColumn<Row extends { status: number }>(): ResourceColumn<Row> {
  return { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> };
}

export { orgTreeOptions, roleOptions } from '../../ui/resource-page';

/** A group's name in the reader's language (CN when that one is empty). */
export function groupName(g: Pick<FormGroupRow, 'name' | 'nameEn' | 'nameTc'>, lang: Lang): string {
  return (lang === 'EN' ? g.nameEn : lang === 'TC' ? g.nameTc : g.name) || g.name;
}

/** Enabled form groups (value: id) for a form select, named in the reader's language. */
export const groupOptions: OptionSource = {
  call: formGroupList,
  toOptions: (rows: FormGroupRow[], lang: Lang) =>
    rows.map((g) => ({ value: g.id, label: groupName(g, lang), raw: true })),
};

/** Enabled form groups for a filter (value: the id as text, as the URL keeps it), named in the reader's language. */
export const groupFilterOptions: OptionSource = {
  call: formGroupList,
  toOptions: (rows: FormGroupRow[], lang: Lang) =>
    rows.map((g) => ({ value: String(g.id), label: groupName(g, lang), raw: true })),
};

/** `2026-11-22T09:00:00+08:00` → `2026-11-22 09:00` (the wire time's own local clock). */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

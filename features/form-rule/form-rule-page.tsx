/**
 * /formRule — form rules (spec §2): which form, and so which approval workflow, a booking
 * that needs approval goes through. List filtered by name and status, highest priority
 * first; add / edit (name, the form — enabled, saved forms —, the scenes, sites
 * (`scene / site`) and reservation rules it applies to, priority, enabled); enable / disable;
 * delete. Precedence (site > reservation rule > scene, then priority) is the server's
 * (platform/contracts/form-rule.contract.ts).
 */
import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  formRuleAdd,
  formRuleChangeStatus,
  formRuleChoices,
  formRuleDelete,
  formRuleEdit,
  formRulePage,
  type FormRuleRow,
} from '../../platform/contracts/form-rule.contract';
import type { CallOutput } from '../../platform/contracts/define-call';
import { ResourcePage, type OptionSource, type ResourceFilter, type ResourcePageConfig } from '../../ui/resource-page';

type Choices = CallOutput<typeof formRuleChoices>;

/** The choices of one picker of the rule form (value: id), from the one choices call. */
const choices = (pick: (c: Choices) => Choices['forms']): OptionSource => ({
  call: formRuleChoices,
  toOptions: (c: Choices) => pick(c).map((x) => ({ value: x.id, label: x.name, raw: true })),
});

/** A green "enabled" or grey "disabled" badge. */
function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('formRule');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
    </Badge>
  );
}

/** Filter `status`: all, enabled or disabled. */
const statusFilter: ResourceFilter = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: [
    { value: '0', label: 'status.enabled' },
    { value: '1', label: 'status.disabled' },
  ],
};

/** `2026-11-22T09:00:00+08:00` → `2026-11-22 09:00` (the wire time's own local clock). */
const shortTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The scenes, sites and rules a rule applies to, or "every booking that needs approval". */
function BindsTo({ row }: { row: FormRuleRow }) {
  const { t } = useTranslation('formRule');
  const parts = [
    [t('sites'), row.siteNames],
    [t('rules'), row.ruleNames],
    [t('scenes'), row.sceneNames],
  ].filter(([, names]) => names.length > 0) as [string, string[]][];
  if (!parts.length) return <Text color="fg.muted">{t('everywhere')}</Text>;
  return (
    <>
      {parts.map(([label, names]) => (
        <Text key={label} textStyle="sm">
          {`${label}: ${names.join(', ')}`}
        </Text>
      ))}
    </>
  );
}

/** The edit input of a row with another status. */
const statusInput = (r: FormRuleRow, status: 0 | 1) => ({ id: r.id, status });

/** The page's declaration. */
export const formRuleConfig: ResourcePageConfig<typeof formRulePage, FormRuleRow> = {
  id: 'formRule',
  ns: 'formRule',
  title: 'title',
  description: 'description',
  list: formRulePage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'keyword', kind: 'text' }, statusFilter],
  columns: [
    { key: 'name', label: 'name', sortable: true },
    { key: 'defineName', label: 'form' },
    { key: 'bindsTo', label: 'bindsTo', render: (r) => <BindsTo row={r} />, noExport: true },
    { key: 'priority', label: 'priority', sortable: true, align: 'end' },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'updatedAt', label: 'updatedAt', nowrap: true, render: (r) => shortTime(r.updatedAt) },
  ],
  form: {
    fields: [
      { name: 'name', label: 'name', kind: 'text' },
      { name: 'defineId', label: 'form', kind: 'select', options: choices((c) => c.forms) },
      {
        name: 'siteIds',
        label: 'sites',
        kind: 'multiSelect',
        options: choices((c) => c.sites),
        help: 'bindHelp',
        span: 2,
      },
      { name: 'ruleIds', label: 'rules', kind: 'multiSelect', options: choices((c) => c.rules), span: 2 },
      { name: 'sceneIds', label: 'scenes', kind: 'multiSelect', options: choices((c) => c.scenes), span: 2 },
      { name: 'priority', label: 'priority', kind: 'number', help: 'priorityHelp' },
      { name: 'status', label: 'status.enabled', kind: 'switch', checkedValue: 0, uncheckedValue: 1 },
    ],
    schema: formRuleAdd.input,
    create: { call: formRuleAdd, permission: formRuleAdd.access },
    update: { call: formRuleEdit, permission: formRuleEdit.access },
    defaults: { name: '', sceneIds: [], siteIds: [], ruleIds: [], priority: 0, status: 0 },
    toValues: (r) => ({
      name: r.name,
      defineId: r.defineId,
      sceneIds: r.sceneIds,
      siteIds: r.siteIds,
      ruleIds: r.ruleIds,
      priority: r.priority,
      status: r.status,
    }),
    createTitle: 'addTitle',
    editTitle: 'editTitle',
  },
  remove: {
    call: formRuleDelete,
    permission: formRuleDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
  rowActions: [
    {
      key: 'disable',
      label: 'disable',
      permission: formRuleChangeStatus.access,
      visible: (r) => r.status === 0,
      confirm: 'confirmDisable',
      danger: true,
      run: { call: formRuleChangeStatus, input: (r) => statusInput(r, 1), successMessage: 'resource:done' },
    },
    {
      key: 'enable',
      label: 'enable',
      permission: formRuleChangeStatus.access,
      visible: (r) => r.status === 1,
      confirm: 'confirmEnable',
      run: { call: formRuleChangeStatus, input: (r) => statusInput(r, 0), successMessage: 'resource:done' },
    },
  ],
};

/** The page component (default export: loaded lazily by the route table). */
export default function FormRulePage() {
  return <ResourcePage config={formRuleConfig} />;
}

/**
 * /quotaRule and /quotaManagement (spec §2 quota set).
 *
 * - /quotaRule: quota rules filtered by name, subject and status; add / edit (the limit
 *   in hours for a time quota, bookings for a count quota), delete.
 * - /quotaManagement: for one rule (the first until another is chosen), the users — or
 *   organisations, for a per-organisation rule — it applies to, with what they used in the
 *   period holding today against their limit; "Edit" sets a subject's own amount with a
 *   remark, "Remove own amount" goes back to the rule's.
 */
import { useEffect } from 'react';
import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  QuotaRuleFields,
  quotaOverrideDelete,
  quotaOverrideSave,
  quotaRuleAdd,
  quotaRuleDelete,
  quotaRuleEdit,
  quotaRuleList,
  quotaRulePage,
  quotaSubjectPage,
  type QuotaRuleRow,
  type QuotaSubjectRow,
} from '../../platform/contracts/quota.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useCall } from '../../ui/runtime';
import { AmountText, amountFromForm, amountToForm, orgChoices, sceneOptions, statusField, StatusBadge } from './shared';

/** The label of an enum value in the creditAdmin namespace, e.g. `quotaRule.periods.week`. */
function Label({ k }: { k: string }) {
  const { t } = useTranslation('creditAdmin');
  return <>{t(k)}</>;
}

/** The rule form: the contract's fields with the limit in hours allowed to have decimals. */
const QuotaRuleForm = QuotaRuleFields.extend({ amount: z.number().min(0).max(100_000) });

/** The declaration of /quotaRule. */
export const quotaRuleConfig: ResourcePageConfig<typeof quotaRulePage, QuotaRuleRow> = {
  id: 'quotaRule',
  ns: 'creditAdmin',
  title: 'quotaRule.title',
  description: 'quotaRule.description',
  list: quotaRulePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'quotaRule.name', kind: 'text' },
    {
      name: 'subject',
      label: 'quotaRule.subject',
      kind: 'select',
      options: [
        { value: 'user', label: 'quotaRule.subjects.user' },
        { value: 'org', label: 'quotaRule.subjects.org' },
      ],
    },
    {
      name: 'status',
      label: 'status.label',
      kind: 'select',
      options: [
        { value: '0', label: 'status.enabled' },
        { value: '1', label: 'status.disabled' },
      ],
    },
  ],
  columns: [
    { key: 'name', label: 'quotaRule.name' },
    { key: 'subject', label: 'quotaRule.subject', render: (r) => <Label k={`quotaRule.subjects.${r.subject}`} /> },
    { key: 'sceneName', label: 'quotaRule.scene', render: (r) => r.sceneName ?? <Label k="quotaRule.everyScene" /> },
    {
      key: 'period',
      label: 'quotaRule.period',
      nowrap: true,
      render: (r) => <Label k={`quotaRule.periods.${r.period}`} />,
    },
    {
      key: 'amount',
      label: 'quotaRule.amount',
      align: 'end',
      nowrap: true,
      render: (r) => <AmountText amount={r.amount} unit={r.unit} />,
    },
    { key: 'overrideCount', label: 'quotaRule.overrides', align: 'end' },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'quotaRule.sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'quotaRule.name', kind: 'text', span: 2 },
      {
        name: 'subject',
        label: 'quotaRule.subject',
        kind: 'select',
        options: [
          { value: 'user', label: 'quotaRule.subjects.user' },
          { value: 'org', label: 'quotaRule.subjects.org' },
        ],
      },
      {
        name: 'sceneId',
        label: 'quotaRule.scene',
        kind: 'select',
        options: sceneOptions,
        placeholder: 'quotaRule.everyScene',
      },
      {
        name: 'period',
        label: 'quotaRule.period',
        kind: 'select',
        options: (['day', 'week', 'month', 'term'] as const).map((p) => ({
          value: p,
          label: `quotaRule.periods.${p}`,
        })),
      },
      {
        name: 'unit',
        label: 'quotaRule.unit',
        kind: 'select',
        options: [
          { value: 'minutes', label: 'quotaRule.units.minutes' },
          { value: 'count', label: 'quotaRule.units.count' },
        ],
      },
      { name: 'amount', label: 'quotaRule.amount', kind: 'number', help: 'quotaRule.amountHelp' },
      statusField,
      { name: 'orgIds', label: 'quotaRule.orgs', kind: 'multiSelect', options: orgChoices, span: 2 },
      { name: 'sort', label: 'quotaRule.sort', kind: 'number' },
    ],
    schema: QuotaRuleForm,
    create: { call: quotaRuleAdd, permission: quotaRuleAdd.access },
    update: { call: quotaRuleEdit, permission: quotaRuleEdit.access },
    defaults: {
      name: '',
      subject: 'user',
      sceneId: null,
      period: 'week',
      unit: 'minutes',
      amount: 10,
      orgIds: [],
      status: 0,
      sort: 0,
    },
    toValues: (r) => ({
      name: r.name,
      subject: r.subject,
      sceneId: r.sceneId,
      period: r.period,
      unit: r.unit,
      amount: amountToForm(r.amount, r.unit),
      orgIds: r.orgIds,
      status: r.status,
      sort: r.sort,
    }),
    toInput: (values, row) => ({
      ...values,
      amount: amountFromForm(values.amount, values.unit),
      ...(row ? { id: row.id } : {}),
    }),
    createTitle: 'quotaRule.addTitle',
    editTitle: 'quotaRule.editTitle',
  },
  remove: {
    call: quotaRuleDelete,
    permission: quotaRuleDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /quotaRule. */
export function QuotaRulePage() {
  return <ResourcePage config={quotaRuleConfig} />;
}

/** "used / limit" of a subject, red when used up. */
function UsedCell({ row }: { row: QuotaSubjectRow }) {
  const { t } = useTranslation('creditAdmin');
  if (row.used === null)
    return (
      <Text as="span" color="fg.muted">
        {t('quotaManagement.noTerm')}
      </Text>
    );
  const limit = row.overrideAmount ?? row.ruleAmount;
  return (
    <Text as="span" color={row.used >= limit ? 'red.600' : undefined} data-testid="quota-used">
      {amountToForm(row.used, row.unit)} / <AmountText amount={limit} unit={row.unit} />
    </Text>
  );
}

/** The override form: the amount in hours for a time quota. */
const OverrideForm = z.object({
  amount: z.number().min(0).max(100_000),
  remark: z.string().trim().max(200).optional(),
});

/** The declaration of /quotaManagement; the rule choices come from `quotaRuleList`. */
export const quotaManagementConfig: ResourcePageConfig<typeof quotaSubjectPage, QuotaSubjectRow> = {
  id: 'quotaManagement',
  ns: 'creditAdmin',
  title: 'quotaManagement.title',
  description: 'quotaManagement.description',
  list: quotaSubjectPage,
  rowKey: (r) => `${r.ruleId}-${r.subjectId}`,
  filters: [
    {
      name: 'ruleId',
      label: 'quotaManagement.rule',
      kind: 'select',
      options: {
        call: quotaRuleList,
        toOptions: (rows: { id: number; name: string }[]) =>
          rows.map((r) => ({ value: String(r.id), label: r.name, raw: true })),
      },
    },
    { name: 'keyword', label: 'quotaManagement.keyword', kind: 'text' },
    {
      name: 'overridden',
      label: 'quotaManagement.overridden',
      kind: 'select',
      options: [
        { value: 'true', label: 'yes' },
        { value: 'false', label: 'no' },
      ],
    },
  ],
  columns: [
    { key: 'name', label: 'quotaManagement.name' },
    { key: 'account', label: 'quotaManagement.account' },
    { key: 'orgName', label: 'quotaManagement.org' },
    {
      key: 'period',
      label: 'quotaManagement.period',
      nowrap: true,
      exportValue: (r) => (r.firstDate ? `${r.firstDate} – ${r.lastDate}` : ''),
      render: (r) => (r.firstDate ? `${r.firstDate} – ${r.lastDate}` : ''),
    },
    { key: 'used', label: 'quotaManagement.used', nowrap: true, align: 'end', render: (r) => <UsedCell row={r} /> },
    {
      key: 'ruleAmount',
      label: 'quotaManagement.ruleAmount',
      nowrap: true,
      align: 'end',
      render: (r) => <AmountText amount={r.ruleAmount} unit={r.unit} />,
    },
    {
      key: 'overrideAmount',
      label: 'quotaManagement.override',
      nowrap: true,
      align: 'end',
      render: (r) =>
        r.overrideAmount === null ? (
          ''
        ) : (
          <Badge colorPalette="purple" variant="subtle">
            <AmountText amount={r.overrideAmount} unit={r.unit} />
          </Badge>
        ),
    },
    { key: 'overrideRemark', label: 'quotaManagement.remark' },
  ],
  form: {
    fields: [
      { name: 'amount', label: 'quotaManagement.amount', kind: 'number', help: 'quotaManagement.amountHelp' },
      { name: 'remark', label: 'quotaManagement.remark', kind: 'text' },
    ],
    schema: OverrideForm,
    update: { call: quotaOverrideSave, permission: quotaOverrideSave.access },
    defaults: { amount: 0, remark: '' },
    toValues: (r) => ({
      amount: amountToForm(r.overrideAmount ?? r.ruleAmount, r.unit),
      remark: r.overrideRemark ?? '',
    }),
    toInput: (values, row) => ({
      ruleId: row!.ruleId,
      userId: row!.subject === 'user' ? row!.subjectId : null,
      orgId: row!.subject === 'org' ? row!.subjectId : null,
      amount: amountFromForm(values.amount, row!.unit),
      remark: values.remark ?? '',
    }),
    editTitle: 'quotaManagement.overrideTitle',
  },
  rowActions: [
    {
      key: 'removeOverride',
      label: 'quotaManagement.removeOverride',
      permission: quotaOverrideDelete.access,
      danger: true,
      visible: (r) => r.overrideId !== null,
      confirm: 'quotaManagement.confirmRemove',
      run: { call: quotaOverrideDelete, input: (r) => ({ ids: [r.overrideId!] }), successMessage: 'resource:done' },
    },
  ],
};

/** /quotaManagement: opens on the first rule until another is chosen. */
export function QuotaManagementPage() {
  const [params, setParams] = useSearchParams();
  const rules = useCall(quotaRuleList, undefined);
  const first = rules.data?.[0]?.id;
  const chosen = params.get('ruleId');
  useEffect(() => {
    if (!chosen && first !== undefined) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('ruleId', String(first));
          return next;
        },
        { replace: true },
      );
    }
  }, [chosen, first, setParams]);
  if (!chosen) return null;
  return <ResourcePage config={quotaManagementConfig} />;
}

/**
 * /orderRule and /applicantInfo (spec §2 catering catalogue): the order rules (cut-off,
 * minimum amount in yuan on the form and cents on the wire, delivery areas one per line;
 * enabling one disables the others) and the saved applicants of the users in scope
 * (read-only in the back office: each user keeps their own).
 */
import { z } from 'zod';
import {
  applicantInfoPage,
  orderRuleAdd,
  orderRuleDelete,
  orderRuleEdit,
  orderRulePage,
  type ApplicantInfoRow,
  type OrderRuleRow,
} from '../../platform/contracts/food-delivery.contract';
import { HhMm } from '../../platform/contracts/open-rule.contract';
import { formatMoney } from '../../ui/components';
import { centsToYuan, yuanToCents } from '../../ui/form-renderer/money';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useLang } from '../../ui/runtime';
import type { Lang } from '../../platform/i18n/languages';

/** The order rule form's values: the amount in yuan, the areas as lines of text. */
const OrderRuleForm = z.object({
  name: z.string().trim().min(1).max(64),
  cutoffKind: z.enum(['minutesBefore', 'dayBefore']),
  cutoffMinutes: z.coerce.number().int().min(0).max(10080),
  cutoffTime: HhMm,
  minAmountYuan: z.coerce.number().min(0),
  areasText: z.string().trim().min(1),
  remark: z.string().max(500),
  status: z.coerce.number().int(),
});

/** Areas typed one per line → the list (blank lines dropped). */
export const areasOf = (text: string) =>
  text
    .split('\n')
    .map((a) => a.trim())
    .filter(Boolean);

/** The declaration of /orderRule. */
export function orderRuleConfig(lang: Lang): ResourcePageConfig<typeof orderRulePage, OrderRuleRow> {
  return {
    id: 'orderRule',
    ns: 'foodDelivery',
    title: 'rule.pageTitle',
    list: orderRulePage,
    rowKey: (r) => r.id,
    filters: [{ name: 'keyword', label: 'rule.name', kind: 'text' }],
    columns: [
      { key: 'name', label: 'rule.name' },
      {
        key: 'cutoff',
        label: 'rule.cutoffKind',
        render: (r) => (r.cutoffKind === 'dayBefore' ? `-1d ${r.cutoffTime}` : `-${r.cutoffMinutes} min`),
      },
      {
        key: 'minAmountCents',
        label: 'rule.minAmount',
        align: 'end',
        render: (r) => formatMoney(r.minAmountCents, lang),
      },
      { key: 'areas', label: 'rule.areas', render: (r) => r.areas.join(', ') },
      { key: 'status', label: 'rule.status', render: (r) => (r.status === 0 ? '✓' : '—') },
    ],
    form: {
      fields: [
        { name: 'name', label: 'rule.name', kind: 'text', span: 2 },
        {
          name: 'cutoffKind',
          label: 'rule.cutoffKind',
          kind: 'select',
          options: [
            { value: 'minutesBefore', label: 'rule.cutoff_minutesBefore' },
            { value: 'dayBefore', label: 'rule.cutoff_dayBefore' },
          ],
        },
        { name: 'cutoffMinutes', label: 'rule.cutoffMinutes', kind: 'number' },
        { name: 'cutoffTime', label: 'rule.cutoffTime', kind: 'text', placeholder: 'HH:mm' },
        { name: 'minAmountYuan', label: 'rule.minAmount', kind: 'number' },
        { name: 'areasText', label: 'rule.areas', kind: 'textarea', span: 2 },
        { name: 'remark', label: 'rule.remark', kind: 'textarea', span: 2 },
        {
          name: 'status',
          label: 'rule.status',
          kind: 'select',
          options: [
            { value: 0, label: 'rule.enabled' },
            { value: 1, label: 'rule.disabled' },
          ],
        },
      ],
      schema: OrderRuleForm,
      create: { call: orderRuleAdd, permission: orderRuleAdd.access },
      update: { call: orderRuleEdit, permission: orderRuleEdit.access },
      defaults: {
        name: '',
        cutoffKind: 'minutesBefore',
        cutoffMinutes: 60,
        cutoffTime: '17:00',
        minAmountYuan: 0,
        areasText: '',
        remark: '',
        status: 0,
      },
      toValues: (r) => ({
        name: r.name,
        cutoffKind: r.cutoffKind,
        cutoffMinutes: r.cutoffMinutes,
        cutoffTime: r.cutoffTime,
        minAmountYuan: Number(centsToYuan(r.minAmountCents)),
        areasText: r.areas.join('\n'),
        remark: r.remark,
        status: r.status,
      }),
      toInput: (v, row) => ({
        ...(row ? { id: row.id } : {}),
        name: v.name,
        cutoffKind: v.cutoffKind,
        cutoffMinutes: Number(v.cutoffMinutes),
        cutoffTime: v.cutoffTime,
        minAmountCents: yuanToCents(String(v.minAmountYuan)) ?? 0,
        areas: areasOf(String(v.areasText)),
        remark: v.remark,
        status: Number(v.status),
      }),
    },
    remove: {
      call: orderRuleDelete,
      permission: orderRuleDelete.access,
      input: (rows) => ({ ids: rows.map((r) => r.id) }),
    },
  };
}

/** The declaration of /applicantInfo. */
export const applicantInfoConfig: ResourcePageConfig<typeof applicantInfoPage, ApplicantInfoRow> = {
  id: 'applicantInfo',
  ns: 'foodDelivery',
  title: 'applicant.pageTitle',
  list: applicantInfoPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'applicant.name', kind: 'text' }],
  columns: [
    { key: 'userName', label: 'applicant.owner' },
    { key: 'name', label: 'applicant.name' },
    { key: 'phone', label: 'applicant.phone', nowrap: true },
    { key: 'area', label: 'applicant.area' },
    { key: 'address', label: 'applicant.address' },
    { key: 'isDefault', label: 'applicant.isDefault', render: (r) => (r.isDefault ? '✓' : '') },
  ],
};

/** /orderRule. */
export function OrderRulePage() {
  const { lang } = useLang();
  return <ResourcePage config={orderRuleConfig(lang)} />;
}

/** /applicantInfo. */
export function ApplicantInfoPage() {
  return <ResourcePage config={applicantInfoConfig} />;
}

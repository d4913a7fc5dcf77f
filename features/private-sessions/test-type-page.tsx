/**
 * /testType (spec §2 fitness set, back office): the fitness test types with their result fields —
 * key, labels CN / EN / TC, unit, number or text, optional min / max — edited as JSON (the server checks
 * the shape, unique keys and min ≤ max), length and price (docs/fitness-private.md "Fitness tests").
 */
import { z } from 'zod';
import {
  fitnessTestTypeAdd,
  fitnessTestTypeEdit,
  fitnessTestTypePage,
  TestTypeFields,
  type TestTypeRow,
} from '../../platform/contracts/private-session.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';

/** The form's shape: the fields as JSON text. */
const FormSchema = TestTypeFields.extend({ fields: z.string().min(2) });

/** The input of add / edit from the form's values (the fields' JSON parsed; the server validates it). */
function toInput(values: Record<string, unknown>, row: TestTypeRow | null) {
  let fields: unknown = [];
  try {
    fields = JSON.parse(String(values.fields));
  } catch {
    fields = null;
  }
  return { ...values, fields, ...(row ? { id: row.id } : {}) };
}

/** The declaration of /testType. */
export const testTypeConfig: ResourcePageConfig<typeof fitnessTestTypePage, TestTypeRow> = {
  id: 'test-type',
  ns: 'clubPrivate',
  title: 'admin.testTypeTitle',
  description: 'admin.testTypeDescription',
  list: fitnessTestTypePage,
  rowKey: (r) => r.id,
  columns: [
    { key: 'nameCn', label: 'admin.nameCn' },
    { key: 'nameEn', label: 'admin.nameEn' },
    { key: 'fields', label: 'admin.fieldsCount', align: 'end', render: (r) => r.fields.map((f) => f.key).join(', ') },
    { key: 'minutes', label: 'admin.minutes', align: 'end' },
    { key: 'priceCents', label: 'admin.price', align: 'end' },
    { key: 'enabled', label: 'admin.enabled', render: (r) => (r.enabled ? '✓' : '—') },
    { key: 'sort', label: 'admin.sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'nameCn', label: 'admin.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'admin.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'admin.nameTc', kind: 'text' },
      { name: 'fields', label: 'admin.fields', kind: 'textarea', span: 2 },
      { name: 'minutes', label: 'admin.minutes', kind: 'number' },
      { name: 'priceCents', label: 'admin.price', kind: 'number' },
      { name: 'enabled', label: 'admin.enabled', kind: 'switch' },
      { name: 'sort', label: 'admin.sort', kind: 'number' },
    ],
    schema: FormSchema,
    create: { call: fitnessTestTypeAdd, permission: fitnessTestTypeAdd.access },
    update: { call: fitnessTestTypeEdit, permission: fitnessTestTypeEdit.access },
    defaults: { nameCn: '', nameEn: '', nameTc: '', fields: '[]', minutes: 30, priceCents: 0, enabled: true, sort: 0 },
    toValues: (r) => ({ ...r, fields: JSON.stringify(r.fields, null, 2) }),
    toInput: (values, row) => toInput(values, row),
    createTitle: 'admin.testTypeTitle',
    editTitle: 'admin.editTitle',
  },
};

/** /testType. */
export default function TestTypePage() {
  return <ResourcePage config={testTypeConfig} />;
}

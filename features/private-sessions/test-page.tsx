/**
 * /test (spec §2 fitness set, back office): the tests taken by members in the caller's data scope with
 * their latest results; recording results (after the start) as JSON by field key, validated by the
 * server against the test type's fields (docs/fitness-private.md "Fitness tests").
 */
import { z } from 'zod';
import { fitnessTestPage, fitnessTestRecord, type TestRow } from '../../platform/contracts/private-session.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { StateBadge, wireDateTime } from './shared';

/** The declaration of /test. */
export const testConfig: ResourcePageConfig<typeof fitnessTestPage, TestRow> = {
  id: 'test',
  ns: 'clubPrivate',
  title: 'admin.testTitle',
  description: 'admin.testDescription',
  list: fitnessTestPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'from', label: 'admin.date', kind: 'dateRange', nameTo: 'to' }],
  columns: [
    { key: 'startAt', label: 'admin.startAt', nowrap: true, render: (r) => wireDateTime(r.startAt) },
    { key: 'memberName', label: 'admin.member' },
    { key: 'coachName', label: 'admin.coach' },
    { key: 'testTypeName', label: 'admin.testType' },
    { key: 'state', label: 'admin.state', render: (r) => <StateBadge state={r.state} /> },
    {
      key: 'values',
      label: 'admin.results',
      render: (r) =>
        r.values
          ? Object.entries(r.values)
              .map(([k, v]) => `${k}: ${v}`)
              .join(' · ')
          : '—',
    },
  ],
  form: {
    fields: [{ name: 'values', label: 'admin.values', kind: 'textarea', span: 2 }],
    schema: z.object({ values: z.string().min(2) }),
    update: { call: fitnessTestRecord, permission: fitnessTestRecord.access },
    defaults: { values: '{}' },
    toValues: (r) => ({ values: JSON.stringify(r.values ?? {}) }),
    toInput: (values, row) => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(String(values.values));
      } catch {
        parsed = null;
      }
      return { id: row?.id, values: parsed };
    },
    editTitle: 'admin.values',
  },
};

/** /test. */
export default function TestPage() {
  return <ResourcePage config={testConfig} />;
}

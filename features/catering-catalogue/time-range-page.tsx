/**
 * /timeRange — the dining time ranges (spec §7 timeRange): `HH:mm` ranges of a dining type,
 * filtered by keyword, dining type and status; add / edit (the end after the start, checked
 * by the form and by the server, which also refuses an enabled range overlapping another of
 * its dining type, naming it); delete.
 */
import {
  TimeRangeForm,
  timeRangeAdd,
  timeRangeDelete,
  timeRangeEdit,
  timeRangePage,
  type TimeRangeRow,
} from '../../platform/contracts/catering-catalogue.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { diningTypeOptions, nameFields, NS, sortField, statusField, statusFilter, StatusBadge } from './shared';

/** The declaration of /timeRange. */
export const timeRangeConfig: ResourcePageConfig<typeof timeRangePage, TimeRangeRow> = {
  id: 'timeRange',
  ns: NS,
  title: 'timeRange.title',
  description: 'timeRange.description',
  list: timeRangePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'name', kind: 'text' },
    { name: 'diningTypeCode', label: 'timeRange.diningType', kind: 'select', options: diningTypeOptions },
    statusFilter,
  ],
  columns: [
    { key: 'name', label: 'name' },
    { key: 'diningTypeName', label: 'timeRange.diningType', nowrap: true },
    { key: 'startTime', label: 'timeRange.startTime', nowrap: true },
    { key: 'endTime', label: 'timeRange.endTime', nowrap: true },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'sort', align: 'end' },
  ],
  form: {
    fields: [
      ...nameFields,
      { name: 'diningTypeCode', label: 'timeRange.diningType', kind: 'select', options: diningTypeOptions },
      statusField,
      { name: 'startTime', label: 'timeRange.startTime', kind: 'text', placeholder: 'hhmm' },
      { name: 'endTime', label: 'timeRange.endTime', kind: 'text', placeholder: 'hhmm' },
      sortField,
    ],
    schema: TimeRangeForm,
    create: { call: timeRangeAdd, permission: timeRangeAdd.access },
    update: { call: timeRangeEdit, permission: timeRangeEdit.access },
    defaults: {
      nameCn: '',
      nameEn: '',
      nameTc: '',
      diningTypeCode: '',
      startTime: '',
      endTime: '',
      status: 0,
      sort: 0,
    },
    toValues: (r) => ({
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      diningTypeCode: r.diningTypeCode,
      startTime: r.startTime,
      endTime: r.endTime,
      status: r.status,
      sort: r.sort,
    }),
    createTitle: 'timeRange.addTitle',
    editTitle: 'timeRange.editTitle',
  },
  remove: {
    call: timeRangeDelete,
    permission: timeRangeDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /timeRange. */
export default function TimeRangePage() {
  return <ResourcePage config={timeRangeConfig} />;
}

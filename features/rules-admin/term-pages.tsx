/**
 * /yearTerm and /classTime — year terms (ISO dates) and class periods (`HH:mm` times)
 * for period booking (spec §2): lists filtered by name and status; add / edit
 * (the end after the start, checked by the form and again by the server, which also
 * refuses a range overlapping another); delete.
 */
import {
  ClassPeriodForm,
  YearTermForm,
  classTimeAdd,
  classTimeDelete,
  classTimeEdit,
  classTimePage,
  yearTermAdd,
  yearTermDelete,
  yearTermEdit,
  yearTermPage,
  type ClassPeriodRow,
  type YearTermRow,
} from '../../platform/contracts/term.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { statusField, statusFilter, StatusBadge } from './shared';

/** The declaration of /yearTerm. */
export const yearTermConfig: ResourcePageConfig<typeof yearTermPage, YearTermRow> = {
  id: 'yearTerm',
  ns: 'rulesAdmin',
  title: 'yearTerm.title',
  description: 'yearTerm.description',
  list: yearTermPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'yearTerm.name', kind: 'text' }, statusFilter],
  columns: [
    { key: 'name', label: 'yearTerm.name' },
    { key: 'startDate', label: 'yearTerm.startDate', nowrap: true },
    { key: 'endDate', label: 'yearTerm.endDate', nowrap: true },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'yearTerm.name', kind: 'text', span: 2 },
      { name: 'startDate', label: 'yearTerm.startDate', kind: 'date' },
      { name: 'endDate', label: 'yearTerm.endDate', kind: 'date' },
      statusField,
      { name: 'sort', label: 'sort', kind: 'number' },
    ],
    schema: YearTermForm,
    create: { call: yearTermAdd, permission: yearTermAdd.access },
    update: { call: yearTermEdit, permission: yearTermEdit.access },
    defaults: { name: '', startDate: '', endDate: '', status: 0, sort: 0 },
    toValues: (r) => ({ name: r.name, startDate: r.startDate, endDate: r.endDate, status: r.status, sort: r.sort }),
    createTitle: 'yearTerm.addTitle',
    editTitle: 'yearTerm.editTitle',
  },
  remove: {
    call: yearTermDelete,
    permission: yearTermDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The declaration of /classTime. */
export const classTimeConfig: ResourcePageConfig<typeof classTimePage, ClassPeriodRow> = {
  id: 'classTime',
  ns: 'rulesAdmin',
  title: 'classTime.title',
  description: 'classTime.description',
  list: classTimePage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'classTime.name', kind: 'text' }, statusFilter],
  columns: [
    { key: 'name', label: 'classTime.name' },
    { key: 'startTime', label: 'classTime.startTime', nowrap: true },
    { key: 'endTime', label: 'classTime.endTime', nowrap: true },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'classTime.name', kind: 'text', span: 2 },
      { name: 'startTime', label: 'classTime.startTime', kind: 'text', placeholder: 'classTime.hhmm' },
      { name: 'endTime', label: 'classTime.endTime', kind: 'text', placeholder: 'classTime.hhmm' },
      statusField,
      { name: 'sort', label: 'sort', kind: 'number' },
    ],
    schema: ClassPeriodForm,
    create: { call: classTimeAdd, permission: classTimeAdd.access },
    update: { call: classTimeEdit, permission: classTimeEdit.access },
    defaults: { name: '', startTime: '', endTime: '', status: 0, sort: 0 },
    toValues: (r) => ({ name: r.name, startTime: r.startTime, endTime: r.endTime, status: r.status, sort: r.sort }),
    createTitle: 'classTime.addTitle',
    editTitle: 'classTime.editTitle',
  },
  remove: {
    call: classTimeDelete,
    permission: classTimeDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /yearTerm. */
export function YearTermPage() {
  return <ResourcePage config={yearTermConfig} />;
}

/** /classTime. */
export function ClassTimePage() {
  return <ResourcePage config={classTimeConfig} />;
}

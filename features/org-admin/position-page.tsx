/**
 * /position — job positions (spec §2 base admin pages): list filtered by
 * code/name and status, add / edit / delete (not while users hold the position), export
 * to and import from .xlsx (each sheet row is one add call).
 */
import {
  PositionAddInput,
  positionAdd,
  positionDelete,
  positionEdit,
  positionPage,
  type PositionRow,
} from '../../platform/contracts/org.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { shortTime, statusColumn, statusField, statusFilter } from './shared';

/** The page's declaration. */
export const positionConfig: ResourcePageConfig<typeof positionPage, PositionRow> = {
  id: 'position',
  ns: 'orgAdmin',
  title: 'position.title',
  description: 'position.description',
  list: positionPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'position.keyword', kind: 'text' }, statusFilter],
  columns: [
    { key: 'code', label: 'position.code', sortable: true },
    { key: 'name', label: 'position.name', sortable: true },
    { key: 'userCount', label: 'position.userCount', align: 'end' },
    { key: 'sort', label: 'position.sort', sortable: true, align: 'end' },
    statusColumn<PositionRow>(),
    { key: 'remark', label: 'position.remark' },
    {
      key: 'createdAt',
      label: 'position.createdAt',
      sortable: true,
      nowrap: true,
      render: (r) => shortTime(r.createdAt),
    },
  ],
  form: {
    fields: [
      { name: 'code', label: 'position.code', kind: 'text' },
      { name: 'name', label: 'position.name', kind: 'text' },
      { name: 'sort', label: 'position.sort', kind: 'number' },
      statusField,
      { name: 'remark', label: 'position.remark', kind: 'textarea' },
    ],
    schema: PositionAddInput,
    create: { call: positionAdd, permission: positionAdd.access },
    update: { call: positionEdit, permission: positionEdit.access },
    defaults: { code: '', name: '', sort: 0, status: 0, remark: '' },
    toValues: (r) => ({ code: r.code, name: r.name, sort: r.sort, status: r.status, remark: r.remark ?? '' }),
    createTitle: 'position.addTitle',
    editTitle: 'position.editTitle',
  },
  remove: {
    call: positionDelete,
    permission: positionDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
  export: { permission: 'system:position:export', fileName: 'position.file' },
  import: {
    permission: 'system:position:import',
    call: positionAdd,
    schema: PositionAddInput,
    fields: [
      { name: 'code', label: 'position.code' },
      { name: 'name', label: 'position.name' },
      { name: 'sort', label: 'position.sort' },
      { name: 'remark', label: 'position.remark' },
    ],
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function PositionPage() {
  return <ResourcePage config={positionConfig} />;
}

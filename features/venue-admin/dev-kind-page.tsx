/**
 * /devKindPage — the kinds of device a site may have (spec §2): projector,
 * whiteboard, scoreboard …; list filtered by code/name and status; add / edit (unique
 * code, names in CN/EN/TC, icon) / delete (not while a site has one). Which site has
 * which is kept on /siteRoomDevKind.
 */
import {
  DevKindFields,
  devKindAdd,
  devKindDelete,
  devKindEdit,
  devKindPage,
  type DevKindRow,
} from '../../platform/contracts/venue-extras.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { FlagBadge } from './shared';

/** The page's declaration. */
export const devKindConfig: ResourcePageConfig<typeof devKindPage, DevKindRow> = {
  id: 'devKind',
  ns: 'venueExtras',
  title: 'devKind.title',
  description: 'devKind.description',
  list: devKindPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'devKind.keyword', kind: 'text' },
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
    { key: 'code', label: 'devKind.code', sortable: true },
    { key: 'name', label: 'devKind.name' },
    { key: 'icon', label: 'devKind.icon' },
    { key: 'siteCount', label: 'devKind.siteCount', align: 'end' },
    {
      key: 'status',
      label: 'status.label',
      nowrap: true,
      render: (r) => <FlagBadge on={r.status === 0} labels={['enabled.on', 'enabled.off']} />,
    },
    { key: 'sort', label: 'sort', sortable: true, align: 'end' },
  ],
  form: {
    fields: [
      { name: 'code', label: 'devKind.code', kind: 'text' },
      { name: 'icon', label: 'devKind.icon', kind: 'text' },
      { name: 'nameCn', label: 'devKind.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'devKind.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'devKind.nameTc', kind: 'text' },
      {
        name: 'status',
        label: 'status.label',
        kind: 'select',
        options: [
          { value: 0, label: 'status.enabled' },
          { value: 1, label: 'status.disabled' },
        ],
      },
      { name: 'sort', label: 'sort', kind: 'number' },
    ],
    schema: DevKindFields,
    create: { call: devKindAdd, permission: devKindAdd.access },
    update: { call: devKindEdit, permission: devKindEdit.access },
    defaults: { code: '', icon: '', nameCn: '', nameEn: '', nameTc: '', status: 0, sort: 0 },
    toValues: (r) => ({
      code: r.code,
      icon: r.icon ?? '',
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      status: r.status,
      sort: r.sort,
    }),
    createTitle: 'devKind.addTitle',
    editTitle: 'devKind.editTitle',
  },
  remove: { call: devKindDelete, permission: devKindDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
};

/** The page component (default export: loaded lazily by the route table). */
export default function DevKindPage() {
  return <ResourcePage config={devKindConfig} />;
}

/**
 * /campus — campuses (spec §2): list filtered by name, add / edit (IANA time
 * zone; changing it re-maps local opening hours to other instants) / delete (not while
 * the campus has buildings).
 */
import {
  CampusAddInput,
  campusAdd,
  campusDelete,
  campusEdit,
  campusPage,
  type CampusRow,
} from '../../platform/contracts/assets.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { EMPTY_PLACE_NAMES, placeNameFields, placeNameValues } from './place-name-fields';

/** The page's declaration. */
export const campusConfig: ResourcePageConfig<typeof campusPage, CampusRow> = {
  id: 'campus',
  ns: 'venueAdmin',
  title: 'campus.title',
  description: 'campus.description',
  list: campusPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'keyword', kind: 'text' }],
  columns: [
    { key: 'name', label: 'campus.name', sortable: true },
    { key: 'timeZone', label: 'campus.timeZone' },
    { key: 'buildingCount', label: 'campus.buildingCount', align: 'end' },
    { key: 'sort', label: 'sort', sortable: true, align: 'end' },
  ],
  form: {
    fields: [
      ...placeNameFields('campus'),
      { name: 'timeZone', label: 'campus.timeZone', kind: 'text', help: 'campus.timeZoneHelp', span: 2 },
      { name: 'sort', label: 'sort', kind: 'number' },
    ],
    schema: CampusAddInput,
    create: { call: campusAdd, permission: campusAdd.access },
    update: { call: campusEdit, permission: campusEdit.access },
    defaults: { ...EMPTY_PLACE_NAMES, timeZone: 'Asia/Shanghai', sort: 0 },
    toValues: (r) => ({
      ...placeNameValues(r),
      timeZone: r.timeZone,
      sort: r.sort,
    }),
    createTitle: 'campus.addTitle',
    editTitle: 'campus.editTitle',
  },
  remove: { call: campusDelete, permission: campusDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
};

/** The page component (default export: loaded lazily by the route table). */
export default function CampusPage() {
  return <ResourcePage config={campusConfig} />;
}

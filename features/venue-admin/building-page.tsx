/**
 * /build — buildings (spec §2): list filtered by campus and name, add / edit /
 * delete (not while the building has floors).
 */
import {
  BuildingAddInput,
  buildingAdd,
  buildingDelete,
  buildingEdit,
  buildingPage,
  type BuildingRow,
} from '../../platform/contracts/assets.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { campusOptions } from './shared';
import { EMPTY_PLACE_NAMES, placeNameFields, placeNameValues } from './place-name-fields';

/** The page's declaration. */
export const buildingConfig: ResourcePageConfig<typeof buildingPage, BuildingRow> = {
  id: 'building',
  ns: 'venueAdmin',
  title: 'building.title',
  description: 'building.description',
  list: buildingPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'campusId', label: 'building.campus', kind: 'select', options: campusOptions },
    { name: 'keyword', label: 'keyword', kind: 'text' },
  ],
  columns: [
    { key: 'name', label: 'building.name', sortable: true },
    { key: 'campusName', label: 'building.campus' },
    { key: 'floorCount', label: 'building.floorCount', align: 'end' },
    { key: 'sort', label: 'sort', sortable: true, align: 'end' },
  ],
  form: {
    fields: [
      { name: 'campusId', label: 'building.campus', kind: 'select', options: campusOptions },
      ...placeNameFields('building'),
      { name: 'sort', label: 'sort', kind: 'number' },
    ],
    schema: BuildingAddInput,
    create: { call: buildingAdd, permission: buildingAdd.access },
    update: { call: buildingEdit, permission: buildingEdit.access },
    defaults: { campusId: null, ...EMPTY_PLACE_NAMES, sort: 0 },
    toValues: (r) => ({
      campusId: r.campusId,
      ...placeNameValues(r),
      sort: r.sort,
    }),
    createTitle: 'building.addTitle',
    editTitle: 'building.editTitle',
  },
  remove: {
    call: buildingDelete,
    permission: buildingDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function BuildingPage() {
  return <ResourcePage config={buildingConfig} />;
}

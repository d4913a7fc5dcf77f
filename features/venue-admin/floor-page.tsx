/**
 * /floor — floors (spec §2): list filtered by campus, building and name, add /
 * edit / delete (not while the floor has sites).
 */
import {
  FloorAddInput,
  floorAdd,
  floorDelete,
  floorEdit,
  floorPage,
  type FloorRow,
} from '../../platform/contracts/assets.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { buildingOptions, campusOptions } from './shared';
import { EMPTY_PLACE_NAMES, placeNameFields, placeNameValues } from './place-name-fields';

/** The page's declaration. */
export const floorConfig: ResourcePageConfig<typeof floorPage, FloorRow> = {
  id: 'floor',
  ns: 'venueAdmin',
  title: 'floor.title',
  description: 'floor.description',
  list: floorPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'campusId', label: 'floor.campus', kind: 'select', options: campusOptions },
    { name: 'buildingId', label: 'floor.building', kind: 'select', options: buildingOptions },
    { name: 'keyword', label: 'keyword', kind: 'text' },
  ],
  columns: [
    { key: 'name', label: 'floor.name', sortable: true },
    { key: 'level', label: 'floor.level', sortable: true, align: 'end' },
    { key: 'buildingName', label: 'floor.building' },
    { key: 'campusName', label: 'floor.campus' },
    { key: 'siteCount', label: 'floor.siteCount', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'buildingId', label: 'floor.building', kind: 'select', options: buildingOptions },
      ...placeNameFields('floor'),
      { name: 'level', label: 'floor.level', kind: 'number', help: 'floor.levelHelp' },
    ],
    schema: FloorAddInput,
    create: { call: floorAdd, permission: floorAdd.access },
    update: { call: floorEdit, permission: floorEdit.access },
    defaults: { buildingId: null, ...EMPTY_PLACE_NAMES, level: 1 },
    toValues: (r) => ({
      buildingId: r.buildingId,
      ...placeNameValues(r),
      level: r.level,
    }),
    createTitle: 'floor.addTitle',
    editTitle: 'floor.editTitle',
  },
  remove: { call: floorDelete, permission: floorDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
};

/** The page component (default export: loaded lazily by the route table). */
export default function FloorPage() {
  return <ResourcePage config={floorConfig} />;
}

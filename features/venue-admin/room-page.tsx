/**
 * /room — rooms of each floor (spec §2): list filtered by campus, building,
 * floor (each labelled with its place), name/code and status; add / edit (floor chosen as
 * `campus / building / floor`; a room holding sites keeps its floor) / delete (not while
 * sites lie in it). A site is put in a room in its drawer on /assets.
 */
import { z } from 'zod';
import {
  RoomFields,
  roomAdd,
  roomDelete,
  roomEdit,
  roomPage,
  type RoomRow,
} from '../../platform/contracts/venue-extras.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { buildingOptions, campusOptions, FlagBadge, floorOptions } from './shared';
import { EMPTY_PLACE_NAMES, placeNameFields, placeNameValues } from './place-name-fields';

const place = (r: RoomRow) => `${r.campusName} / ${r.buildingName} / ${r.floorName}`;

/** The page's declaration. */
export const roomConfig: ResourcePageConfig<typeof roomPage, RoomRow> = {
  id: 'room',
  ns: 'venueExtras',
  title: 'room.title',
  description: 'room.description',
  list: roomPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'campusId', label: 'room.campus', kind: 'select', options: campusOptions },
    { name: 'buildingId', label: 'room.building', kind: 'select', options: buildingOptions },
    { name: 'floorId', label: 'room.floor', kind: 'select', options: floorOptions },
    { name: 'keyword', label: 'room.keyword', kind: 'text' },
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
    { key: 'name', label: 'room.name', sortable: true },
    { key: 'code', label: 'room.code' },
    { key: 'place', label: 'room.place', render: place, exportValue: place },
    { key: 'capacity', label: 'room.capacity', sortable: true, align: 'end' },
    { key: 'areaM2', label: 'room.areaM2', align: 'end' },
    { key: 'siteCount', label: 'room.siteCount', align: 'end' },
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
      { name: 'floorId', label: 'room.floor', kind: 'select', options: floorOptions, span: 2 },
      ...placeNameFields('room'),
      { name: 'code', label: 'room.code', kind: 'text' },
      { name: 'capacity', label: 'room.capacity', kind: 'number' },
      { name: 'areaM2', label: 'room.areaM2', kind: 'number' },
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
    schema: RoomFields.extend({ floorId: z.number().int().positive() }),
    create: { call: roomAdd, permission: roomAdd.access },
    update: { call: roomEdit, permission: roomEdit.access },
    defaults: {
      floorId: null,
      ...EMPTY_PLACE_NAMES,
      code: '',
      capacity: 0,
      areaM2: null,
      status: 0,
      sort: 0,
    },
    toValues: (r) => ({
      floorId: r.floorId,
      ...placeNameValues(r),
      code: r.code ?? '',
      capacity: r.capacity,
      areaM2: r.areaM2,
      status: r.status,
      sort: r.sort,
    }),
    createTitle: 'room.addTitle',
    editTitle: 'room.editTitle',
  },
  remove: { call: roomDelete, permission: roomDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
  export: { permission: roomPage.access, fileName: 'room.file' },
};

/** The page component (default export: loaded lazily by the route table). */
export default function RoomPage() {
  return <ResourcePage config={roomConfig} />;
}

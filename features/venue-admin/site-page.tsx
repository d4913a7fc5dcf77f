/**
 * /assets — sites (spec §2): list filtered by name, scene, campus, building,
 * kind and status, sortable, exported to .xlsx; add / edit (floor chosen from one
 * `campus / building / floor` select; a capacity below what future bookings use is
 * refused by the server), enable / disable (a disabled site leaves the booking terminal),
 * delete (only sites never booked). Opening hours are kept by /openRule. "Details"
 * opens the site's drawer: room, description, photos, devices, instructions.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SLOT_CHOICES,
  SiteAddInput,
  siteAdd,
  siteChangeStatus,
  siteDelete,
  siteEdit,
  sitePage,
  type SiteKind,
  type SiteRow,
} from '../../platform/contracts/assets.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { buildingOptions, campusOptions, FlagBadge, floorOptions, sceneOptions } from './shared';
import { SiteExtrasDrawer } from './site-extras-drawer';
import { EMPTY_PLACE_NAMES, placeNameFields, placeNameValues } from './place-name-fields';

const KINDS: ResourceOption[] = [
  { value: 'single', label: 'site.single' },
  { value: 'capacity', label: 'site.capacity' },
];
const SLOTS: ResourceOption[] = SLOT_CHOICES.map((n) => ({ value: n, label: String(n), raw: true }));

/** The kind of a site in the user's language. */
function KindText({ kind }: { kind: SiteKind }) {
  const { t } = useTranslation('venueAdmin');
  return <>{t(kind === 'single' ? 'site.single' : 'site.capacity')}</>;
}

/** The number of opening ranges, or "none" (the site cannot be booked yet). */
function OpeningCount({ n }: { n: number }) {
  const { t } = useTranslation('venueAdmin');
  return <>{n > 0 ? n : t('site.noHours')}</>;
}

const place = (r: SiteRow) => `${r.campusName} / ${r.buildingName} / ${r.floorName}`;

/** The page's declaration. */
export const siteConfig: ResourcePageConfig<typeof sitePage, SiteRow> = {
  id: 'site',
  ns: 'venueAdmin',
  title: 'site.title',
  description: 'site.description',
  list: sitePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'site.name', kind: 'text' },
    { name: 'sceneId', label: 'site.scene', kind: 'select', options: sceneOptions },
    { name: 'campusId', label: 'site.campus', kind: 'select', options: campusOptions },
    { name: 'buildingId', label: 'site.building', kind: 'select', options: buildingOptions },
    { name: 'kind', label: 'site.kind', kind: 'select', options: KINDS },
    {
      name: 'enabled',
      label: 'enabled.label',
      kind: 'select',
      options: [
        { value: 'true', label: 'enabled.on' },
        { value: 'false', label: 'enabled.off' },
      ],
    },
  ],
  columns: [
    { key: 'name', label: 'site.name', sortable: true },
    { key: 'sceneName', label: 'site.scene' },
    { key: 'place', label: 'site.place', render: place, exportValue: place },
    { key: 'kind', label: 'site.kind', nowrap: true, render: (r) => <KindText kind={r.kind} /> },
    { key: 'capacity', label: 'site.capacity', sortable: true, align: 'end' },
    { key: 'slotMinutes', label: 'site.slotMinutes', sortable: true, align: 'end' },
    {
      key: 'needsApproval',
      label: 'site.needsApproval',
      nowrap: true,
      render: (r) => <FlagBadge on={r.needsApproval} labels={['yes', 'no']} />,
    },
    {
      key: 'openingCount',
      label: 'site.openingCount',
      align: 'end',
      render: (r) => <OpeningCount n={r.openingCount} />,
    },
    {
      key: 'enabled',
      label: 'enabled.label',
      nowrap: true,
      render: (r) => <FlagBadge on={r.enabled} labels={['enabled.on', 'enabled.off']} />,
    },
    { key: 'sort', label: 'site.sort', sortable: true, align: 'end' },
  ],
  form: {
    fields: [
      ...placeNameFields('site', { help: 'site.nameHelp', span: 2 }),
      { name: 'sceneId', label: 'site.scene', kind: 'select', options: sceneOptions },
      { name: 'floorId', label: 'site.floor', kind: 'select', options: floorOptions },
      { name: 'kind', label: 'site.kind', kind: 'select', options: KINDS, help: 'site.kindHelp' },
      { name: 'capacity', label: 'site.capacity', kind: 'number', help: 'site.capacityHelp' },
      { name: 'slotMinutes', label: 'site.slotMinutes', kind: 'select', options: SLOTS },
      { name: 'sort', label: 'site.sort', kind: 'number' },
      { name: 'needsApproval', label: 'site.needsApproval', kind: 'switch', help: 'site.approvalHelp' },
      { name: 'enabled', label: 'enabled.on', kind: 'switch' },
    ],
    schema: SiteAddInput,
    create: { call: siteAdd, permission: siteAdd.access },
    update: { call: siteEdit, permission: siteEdit.access },
    defaults: {
      ...EMPTY_PLACE_NAMES,
      sceneId: null,
      floorId: null,
      kind: 'single',
      capacity: 1,
      slotMinutes: 60,
      sort: 0,
      needsApproval: false,
      enabled: true,
    },
    toValues: (r) => ({
      ...placeNameValues(r),
      sceneId: r.sceneId,
      floorId: r.floorId,
      kind: r.kind,
      capacity: r.capacity,
      slotMinutes: r.slotMinutes,
      sort: r.sort,
      needsApproval: r.needsApproval,
      enabled: r.enabled,
    }),
    createTitle: 'site.addTitle',
    editTitle: 'site.editTitle',
  },
  rowActions: [
    {
      key: 'enable',
      label: 'site.enable',
      permission: siteChangeStatus.access,
      visible: (r) => !r.enabled,
      confirm: 'site.confirmEnable',
      run: { call: siteChangeStatus, input: (r) => ({ id: r.id, enabled: true }) },
    },
    {
      key: 'disable',
      label: 'site.disable',
      permission: siteChangeStatus.access,
      visible: (r) => r.enabled,
      danger: true,
      confirm: 'site.confirmDisable',
      run: { call: siteChangeStatus, input: (r) => ({ id: r.id, enabled: false }) },
    },
  ],
  remove: { call: siteDelete, permission: siteDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
  export: { permission: 'resv:site:page', fileName: 'site.file' },
};

/** The page component (default export: loaded lazily by the route table), with the site drawer. */
export default function SitePage() {
  const [shown, setShown] = useState<SiteRow | null>(null);
  const config = useMemo<ResourcePageConfig<typeof sitePage, SiteRow>>(
    () => ({
      ...siteConfig,
      rowActions: [
        {
          key: 'details',
          label: 'venueExtras:details',
          permission: sitePage.access,
          run: { onClick: (row) => setShown(row) },
        },
        ...(siteConfig.rowActions ?? []),
      ],
    }),
    [],
  );
  return (
    <>
      <ResourcePage config={config} />
      <SiteExtrasDrawer site={shown} onClose={() => setShown(null)} />
    </>
  );
}

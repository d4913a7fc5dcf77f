/**
 * /scene — scenes, the kinds of site (spec §2): list filtered by code/name, add /
 * edit (unique code, names in CN/EN/TC, icon, whether its bookings ask participants for a
 * receipt) / delete (not while the scene has sites);
 * "Instructions" edits the booking, usage and safety instructions of its sites.
 */
import { useMemo, useState } from 'react';
import {
  SceneAddInput,
  sceneAdd,
  sceneDelete,
  sceneEdit,
  scenePage,
  type SceneRow,
} from '../../platform/contracts/assets.contract';
import { sceneInstructions } from '../../platform/contracts/venue-extras.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { SceneInstructionsDialog } from './scene-instructions-dialog';
import { FlagBadge } from './shared';

/** The page's declaration. */
export const sceneConfig: ResourcePageConfig<typeof scenePage, SceneRow> = {
  id: 'scene',
  ns: 'venueAdmin',
  title: 'scene.title',
  description: 'scene.description',
  list: scenePage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'scene.keyword', kind: 'text' }],
  columns: [
    { key: 'code', label: 'scene.code', sortable: true },
    { key: 'name', label: 'scene.name' },
    { key: 'icon', label: 'scene.icon' },
    {
      key: 'receiptEnabled',
      label: 'scene.receiptEnabled',
      nowrap: true,
      render: (r) => <FlagBadge on={r.receiptEnabled} labels={['yes', 'no']} />,
    },
    { key: 'siteCount', label: 'scene.siteCount', align: 'end' },
    { key: 'sort', label: 'sort', sortable: true, align: 'end' },
  ],
  form: {
    fields: [
      { name: 'code', label: 'scene.code', kind: 'text' },
      { name: 'icon', label: 'scene.icon', kind: 'text' },
      { name: 'nameCn', label: 'scene.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'scene.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'scene.nameTc', kind: 'text' },
      { name: 'sort', label: 'sort', kind: 'number' },
      { name: 'receiptEnabled', label: 'scene.receiptEnabled', kind: 'switch', help: 'scene.receiptHelp' },
    ],
    schema: SceneAddInput,
    create: { call: sceneAdd, permission: sceneAdd.access },
    update: { call: sceneEdit, permission: sceneEdit.access },
    defaults: { code: '', icon: '', nameCn: '', nameEn: '', nameTc: '', sort: 0, receiptEnabled: false },
    toValues: (r) => ({
      code: r.code,
      icon: r.icon ?? '',
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      sort: r.sort,
      receiptEnabled: r.receiptEnabled,
    }),
    createTitle: 'scene.addTitle',
    editTitle: 'scene.editTitle',
  },
  remove: { call: sceneDelete, permission: sceneDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
};

/** The page component (default export: loaded lazily by the route table), with the instructions dialog. */
export default function ScenePage() {
  const [shown, setShown] = useState<SceneRow | null>(null);
  const config = useMemo<ResourcePageConfig<typeof scenePage, SceneRow>>(
    () => ({
      ...sceneConfig,
      rowActions: [
        {
          key: 'instructions',
          label: 'venueExtras:instructions.action',
          permission: sceneInstructions.access,
          run: { onClick: (row) => setShown(row) },
        },
        ...(sceneConfig.rowActions ?? []),
      ],
    }),
    [],
  );
  return (
    <>
      <ResourcePage config={config} />
      <SceneInstructionsDialog scene={shown} onClose={() => setShown(null)} />
    </>
  );
}

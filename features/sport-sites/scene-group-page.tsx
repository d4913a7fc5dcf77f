/**
 * /sceneGrouping (spec §2 fitness set): groups of scenes — names in CN, EN and TC, icon, order, enabled — and
 * their scenes; the terminal shows the enabled groups as its sports categories. A scene belongs to at most one
 * group: choosing it here moves it from its former group (the server's rule).
 */
import { Badge, HStack } from '@chakra-ui/react';
import { sceneList } from '../../platform/contracts/site.contract';
import {
  SceneGroupFields,
  sceneGroupDelete,
  sceneGroupPage,
  sceneGroupSave,
  type SceneGroup,
} from '../../platform/contracts/sport-site.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';

/** The declaration of /sceneGrouping's list and form. */
export const sceneGroupConfig: ResourcePageConfig<typeof sceneGroupPage, SceneGroup> = {
  id: 'scene-group',
  ns: 'sportSites',
  title: 'groups.title',
  description: 'groups.description',
  list: sceneGroupPage,
  rowKey: (r) => r.id,
  columns: [
    { key: 'nameCn', label: 'groups.nameCn' },
    { key: 'nameEn', label: 'groups.nameEn' },
    { key: 'nameTc', label: 'groups.nameTc' },
    { key: 'icon', label: 'groups.icon', nowrap: true },
    {
      key: 'scenes',
      label: 'groups.scenes',
      exportValue: (r) => r.scenes.map((s) => s.name).join(', '),
      render: (r) => (
        <HStack gap="1" wrap="wrap" data-testid="group-scenes">
          {r.scenes.map((s) => (
            <Badge key={s.id}>{s.name}</Badge>
          ))}
        </HStack>
      ),
    },
    { key: 'sort', label: 'groups.sort', align: 'end' },
    {
      key: 'enabled',
      label: 'groups.enabled',
      render: (r) => <Badge colorPalette={r.enabled ? 'green' : 'gray'}>{r.enabled ? '✓' : '—'}</Badge>,
    },
  ],
  form: {
    fields: [
      { name: 'nameCn', label: 'groups.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'groups.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'groups.nameTc', kind: 'text' },
      { name: 'icon', label: 'groups.icon', kind: 'text' },
      { name: 'sort', label: 'groups.sort', kind: 'number' },
      { name: 'enabled', label: 'groups.enabled', kind: 'switch' },
      {
        name: 'sceneIds',
        label: 'groups.scenes',
        kind: 'multiSelect',
        help: 'groups.scenesHelp',
        span: 2,
        options: {
          call: sceneList,
          input: {},
          toOptions: (scenes: { id: number; name: string }[]) =>
            scenes.map((s) => ({ value: s.id, label: s.name, raw: true })),
        },
      },
    ],
    schema: SceneGroupFields,
    create: { call: sceneGroupSave, permission: sceneGroupSave.access },
    update: { call: sceneGroupSave, permission: sceneGroupSave.access },
    defaults: { nameCn: '', nameEn: '', nameTc: '', icon: '', sort: 0, enabled: true, sceneIds: [] },
    toValues: (r) => ({
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      icon: r.icon,
      sort: r.sort,
      enabled: r.enabled,
      sceneIds: r.scenes.map((s) => s.id),
    }),
    createTitle: 'groups.addTitle',
    editTitle: 'groups.editTitle',
  },
  // One at a time (the call takes one id): a row action, no bulk delete.
  rowActions: [
    {
      key: 'delete',
      label: 'resource:delete',
      permission: sceneGroupDelete.access,
      danger: true,
      confirm: 'resource:confirmDelete',
      run: { call: sceneGroupDelete, input: (r) => ({ id: r.id }), successMessage: 'resource:deleted' },
    },
  ],
};

/** /sceneGrouping. */
export default function SceneGroupPage() {
  return <ResourcePage config={sceneGroupConfig} />;
}

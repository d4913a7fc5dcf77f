/**
 * /spaceManage (spec §2 fitness set): the club's spaces — studios where group classes take place — with their
 * capacity and equipment. A class whose place is the space's name is held there: the capacity may not go below
 * a coming class's places (SPACE_CAPACITY_BELOW_CLASS) and a space with coming classes is not deleted
 * (SPACE_IN_USE).
 */
import { Badge, HStack } from '@chakra-ui/react';
import { z } from 'zod';
import {
  ClubSpaceFields,
  clubSpaceDelete,
  clubSpacePage,
  clubSpaceSave,
  type ClubSpace,
} from '../../platform/contracts/sport-site.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';

/** The form: the equipment typed one item a line. */
const SpaceForm = ClubSpaceFields.omit({ equipment: true, roomId: true }).extend({ equipment: z.string().max(4000) });

/** Equipment lines → items (blank lines dropped). */
export function equipmentOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The declaration of /spaceManage. */
export const spaceManageConfig: ResourcePageConfig<typeof clubSpacePage, ClubSpace> = {
  id: 'club-space',
  ns: 'sportSites',
  title: 'spaces.title',
  description: 'spaces.description',
  list: clubSpacePage,
  rowKey: (r) => r.id,
  columns: [
    { key: 'name', label: 'spaces.name' },
    { key: 'capacity', label: 'spaces.capacity', align: 'end' },
    {
      key: 'equipment',
      label: 'spaces.equipment',
      exportValue: (r) => r.equipment.join(', '),
      render: (r) => (
        <HStack gap="1" wrap="wrap">
          {r.equipment.map((e) => (
            <Badge key={e}>{e}</Badge>
          ))}
        </HStack>
      ),
    },
    { key: 'sort', label: 'spaces.sort', align: 'end' },
    {
      key: 'enabled',
      label: 'spaces.enabled',
      render: (r) => <Badge colorPalette={r.enabled ? 'green' : 'gray'}>{r.enabled ? '✓' : '—'}</Badge>,
    },
  ],
  form: {
    fields: [
      { name: 'name', label: 'spaces.name', kind: 'text' },
      { name: 'capacity', label: 'spaces.capacity', kind: 'number' },
      { name: 'equipment', label: 'spaces.equipment', kind: 'textarea', help: 'spaces.equipmentHelp' },
      { name: 'sort', label: 'spaces.sort', kind: 'number' },
      { name: 'enabled', label: 'spaces.enabled', kind: 'switch' },
    ],
    schema: SpaceForm,
    create: { call: clubSpaceSave, permission: clubSpaceSave.access },
    update: { call: clubSpaceSave, permission: clubSpaceSave.access },
    defaults: { name: '', capacity: 10, equipment: '', sort: 0, enabled: true },
    toValues: (r) => ({
      name: r.name,
      capacity: r.capacity,
      equipment: r.equipment.join('\n'),
      sort: r.sort,
      enabled: r.enabled,
    }),
    toInput: (values, row) => ({
      ...values,
      ...(row ? { id: row.id, roomId: row.roomId } : {}),
      equipment: equipmentOf(String(values.equipment ?? '')),
    }),
    createTitle: 'spaces.addTitle',
    editTitle: 'spaces.editTitle',
  },
  // One at a time (the call takes one id): a row action, no bulk delete.
  rowActions: [
    {
      key: 'delete',
      label: 'resource:delete',
      permission: clubSpaceDelete.access,
      danger: true,
      confirm: 'resource:confirmDelete',
      run: { call: clubSpaceDelete, input: (r) => ({ id: r.id }), successMessage: 'resource:deleted' },
    },
  ],
};

/** /spaceManage. */
export default function SpaceManagePage() {
  return <ResourcePage config={spaceManageConfig} />;
}

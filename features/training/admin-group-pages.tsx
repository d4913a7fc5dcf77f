/**
 * The back office's course groups (docs/training.md): /trainGroup (the groups of every type with their counts;
 * add a group with its sessions — one a line, `YYYY-MM-DD HH:mm-HH:mm place` —, edit its fields, delete one
 * nobody registered for; its sessions: add, move, cancel — admin-type-session.tsx), switched to the course types
 * (add, edit, disable), and /trainAllocation (assign a coach to a group; the server refuses a coach teaching an
 * overlapping session). Prices are typed in yuan and sent as cents. Texts: the `training` namespace.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import {
  trainAllocate,
  trainGroupAdd,
  trainGroupDelete,
  trainGroupEdit,
  trainGroupPage,
  trainTypeList,
  type TrainGroupRow,
} from '../../platform/contracts/training.contract';
import { IsoDate } from '../../platform/contracts/common';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { GroupSessionsDialog, TrainTypesPanel } from './admin-type-session';

/** The course types as choices. */
const TYPE_OPTIONS = {
  call: trainTypeList,
  input: {},
  toOptions: (data: never) => (data as { id: number; name: string }[]).map((x) => ({ value: x.id, label: x.name })),
};

/** The enabled coaches as choices. */
const COACH_OPTIONS = {
  call: clubCoachList,
  input: {},
  toOptions: (data: never) =>
    (data as { id: number; displayName: string }[]).map((c) => ({ value: c.id, label: c.displayName })),
};

/** The group form's values (price in yuan, sessions as lines). */
const GroupForm = z.object({
  typeId: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(64),
  startsOn: IsoDate,
  endsOn: IsoDate,
  capacity: z.coerce.number().int().min(1).max(1000),
  priceYuan: z.coerce.number().min(0).max(1_000_000),
  regOpensOn: IsoDate,
  regClosesOn: IsoDate,
  tokenCap: z.coerce.number().int().min(0).max(100),
  tokenDays: z.coerce.number().int().min(1).max(366).nullable(),
  sessions: z.string().max(20_000).optional(),
});

/** Sessions typed one a line: `YYYY-MM-DD HH:mm-HH:mm place` (blank lines skipped; the server validates). */
export function parseSessions(text: string | undefined) {
  return (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [on = '', times = '', ...place] = l.split(/\s+/);
      const [startsAt = '', endsAt = ''] = times.split('-');
      return { on, startsAt, endsAt, place: place.join(' ') };
    });
}

/** The group fields of the calls from the form's values. */
const groupOf = (v: Record<string, unknown>) => ({
  typeId: v.typeId,
  name: v.name,
  startsOn: v.startsOn,
  endsOn: v.endsOn,
  capacity: v.capacity,
  priceCents: Math.round(Number(v.priceYuan) * 100),
  regOpensOn: v.regOpensOn,
  regClosesOn: v.regClosesOn,
  tokenCap: v.tokenCap,
  tokenDays: v.tokenDays ?? null,
});

const COLUMNS: ResourcePageConfig<typeof trainGroupPage, TrainGroupRow>['columns'] = [
  { key: 'typeName', label: 'admin.type' },
  { key: 'name', label: 'admin.group' },
  { key: 'startsOn', label: 'admin.term', nowrap: true, render: (r) => `${r.startsOn} → ${r.endsOn}` },
  { key: 'coachName', label: 'admin.coach' },
  { key: 'sessions', label: 'admin.sessions', align: 'end' },
  { key: 'confirmed', label: 'admin.confirmedPending', align: 'end', render: (r) => `${r.confirmed} / ${r.pending}` },
  { key: 'capacity', label: 'admin.capacity', align: 'end' },
];

/** The declaration of /trainGroup. */
export const trainGroupConfig: ResourcePageConfig<typeof trainGroupPage, TrainGroupRow> = {
  id: 'trainGroup',
  ns: 'training',
  title: 'admin.trainGroup',
  list: trainGroupPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'admin.group', kind: 'text' },
    { name: 'typeId', label: 'admin.type', kind: 'select', options: TYPE_OPTIONS },
  ],
  columns: COLUMNS,
  form: {
    fields: [
      { name: 'typeId', label: 'admin.type', kind: 'select', options: TYPE_OPTIONS },
      { name: 'name', label: 'admin.group', kind: 'text' },
      { name: 'startsOn', label: 'admin.startsOn', kind: 'date' },
      { name: 'endsOn', label: 'admin.endsOn', kind: 'date' },
      { name: 'regOpensOn', label: 'admin.regOpensOn', kind: 'date' },
      { name: 'regClosesOn', label: 'admin.regClosesOn', kind: 'date' },
      { name: 'capacity', label: 'admin.capacity', kind: 'number' },
      { name: 'priceYuan', label: 'admin.priceYuan', kind: 'number' },
      { name: 'tokenCap', label: 'admin.tokenCap', kind: 'number' },
      { name: 'tokenDays', label: 'admin.tokenDays', kind: 'number', nullable: true, help: 'admin.tokenDaysHelp' },
      { name: 'sessions', label: 'admin.sessions', kind: 'textarea', only: 'create', help: 'admin.sessionsHelp' },
    ],
    schema: GroupForm,
    create: { call: trainGroupAdd, permission: trainGroupAdd.access },
    update: { call: trainGroupEdit, permission: trainGroupEdit.access },
    defaults: { name: '', capacity: 8, priceYuan: 0, tokenCap: 2, tokenDays: null, sessions: '' },
    toValues: (r) => ({
      typeId: r.typeId,
      name: r.name,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      capacity: r.capacity,
      priceYuan: r.priceCents / 100,
      regOpensOn: r.regOpensOn,
      regClosesOn: r.regClosesOn,
      tokenCap: r.tokenCap,
      tokenDays: r.tokenDays,
    }),
    toInput: (v, row) =>
      row
        ? { id: row.id, group: groupOf(v) }
        : { group: groupOf(v), sessions: parseSessions(v.sessions as string | undefined) },
  },
  rowActions: [
    {
      key: 'delete',
      label: 'admin.delete',
      permission: trainGroupDelete.access,
      confirm: 'admin.deleteConfirm',
      danger: true,
      run: { call: trainGroupDelete, input: (r) => ({ id: r.id }) },
    },
  ],
};

/** The declaration of /trainAllocation. */
export const trainAllocationConfig: ResourcePageConfig<typeof trainGroupPage, TrainGroupRow> = {
  id: 'trainAllocation',
  ns: 'training',
  title: 'admin.trainAllocation',
  list: trainGroupPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'coachId', label: 'admin.coach', kind: 'select', options: COACH_OPTIONS }],
  columns: COLUMNS,
  form: {
    fields: [{ name: 'coachId', label: 'admin.coach', kind: 'select', options: COACH_OPTIONS, nullable: true }],
    schema: z.object({ coachId: z.coerce.number().int().positive().nullable() }),
    update: { call: trainAllocate, permission: trainAllocate.access },
    defaults: { coachId: null },
    toValues: (r) => ({ coachId: r.coachId }),
    toInput: (v, row) => ({ id: row?.id, coachId: v.coachId ?? null }),
    editTitle: 'admin.assign',
  },
};

/** /trainGroup with a "Sessions" action opening `open` (the group's sessions dialog). */
export function trainGroupConfigWith(open: (row: TrainGroupRow) => void): typeof trainGroupConfig {
  return {
    ...trainGroupConfig,
    rowActions: [
      { key: 'sessions', label: 'classPlan:trainAdmin.sessionsAction', run: { onClick: (r) => open(r) } },
      ...(trainGroupConfig.rowActions ?? []),
    ],
  };
}

/** /trainGroup: the groups (with their sessions' dialog) or, switched, the course types. */
export function TrainGroupPage() {
  const { t } = useTranslation('classPlan');
  const [view, setView] = useState<'groups' | 'types'>('groups');
  const [groupId, setGroupId] = useState<number | null>(null);
  const config = useMemo(() => trainGroupConfigWith((r) => setGroupId(r.id)), []);
  return (
    <Stack gap="3">
      <HStack role="tablist" aria-label={t('trainAdmin.views')}>
        {(['groups', 'types'] as const).map((v) => (
          <Button
            key={v}
            role="tab"
            aria-selected={view === v}
            size="sm"
            variant={view === v ? 'solid' : 'outline'}
            onClick={() => setView(v)}
          >
            {t(`trainAdmin.view.${v}`)}
          </Button>
        ))}
      </HStack>
      {view === 'groups' ? <ResourcePage config={config} /> : <TrainTypesPanel />}
      {groupId ? <GroupSessionsDialog groupId={groupId} onClose={() => setGroupId(null)} /> : null}
    </Stack>
  );
}

/** /trainAllocation. */
export function TrainAllocationPage() {
  return <ResourcePage config={trainAllocationConfig} />;
}

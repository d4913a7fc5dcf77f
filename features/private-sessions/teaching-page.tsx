/**
 * /teaching (spec §2 fitness set, back office): every private session and test of members in the
 * caller's data scope, filtered by kind, state and dates; book for a member (once or weekly), cancel
 * (the use given back before the coach's cancel window), mark attended or no-show after the start
 * (docs/fitness-private.md); adjust (调课, with `fitness:teaching:adjust`) a coming booked session: another start
 * and / or coach with a reason, in a dialog showing the refusal (docs/fitness-coaches.md).
 */
import { useState } from 'react';
import { z } from 'zod';
import { fitnessTeachingAdjust } from '../../platform/contracts/club-coach.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import {
  BookFields,
  fitnessTeachingAdd,
  fitnessTeachingCancel,
  fitnessTeachingMark,
  fitnessTeachingPage,
  type SessionRow,
} from '../../platform/contracts/private-session.contract';
import { AdjustDialog } from '../../ui/club-adjust';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { StateBadge, wireDateTime } from './shared';

const STATES: ResourceOption[] = ['booked', 'attended', 'noShow', 'cancelled', 'lateCancelled'].map((s) => ({
  value: s,
  label: `state.${s}`,
}));
const KINDS: ResourceOption[] = [
  { value: 'private', label: 'kind.private' },
  { value: 'test', label: 'kind.test' },
];
/** The enabled coaches as choices. */
export const COACH_OPTIONS = {
  call: clubCoachList,
  input: {},
  toOptions: (data: never) =>
    (data as { id: number; displayName: string }[]).map((c) => ({ value: c.id, label: c.displayName, raw: true })),
};

/** The declaration of /teaching; `onAdjust` opens the adjustment dialog for a row (reload: after it is saved). */
export const teachingConfig = (
  onAdjust: (row: SessionRow, reload: () => void) => void,
): ResourcePageConfig<typeof fitnessTeachingPage, SessionRow> => ({
  id: 'teaching',
  ns: 'clubPrivate',
  title: 'admin.teachingTitle',
  description: 'admin.teachingDescription',
  list: fitnessTeachingPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'kind', label: 'admin.kind', kind: 'select', options: KINDS },
    { name: 'state', label: 'admin.state', kind: 'select', options: STATES },
    { name: 'from', label: 'admin.date', kind: 'dateRange', nameTo: 'to' },
  ],
  columns: [
    { key: 'startAt', label: 'admin.startAt', nowrap: true, render: (r) => wireDateTime(r.startAt) },
    { key: 'memberName', label: 'admin.member' },
    { key: 'coachName', label: 'admin.coach' },
    { key: 'kind', label: 'admin.kind', render: (r) => r.testTypeName ?? r.kind },
    { key: 'minutes', label: 'admin.minutes', align: 'end' },
    { key: 'cardNo', label: 'admin.card' },
    { key: 'state', label: 'admin.state', render: (r) => <StateBadge state={r.state} /> },
  ],
  form: {
    fields: [
      { name: 'userId', label: 'admin.memberId', kind: 'number' },
      { name: 'coachId', label: 'admin.coach', kind: 'select', options: COACH_OPTIONS },
      { name: 'startAt', label: 'admin.startAt', kind: 'text', placeholder: '2026-12-01T10:00:00+08:00' },
      { name: 'minutes', label: 'admin.minutes', kind: 'number' },
      { name: 'weeks', label: 'admin.weeks', kind: 'number' },
    ],
    schema: BookFields.extend({
      userId: z.coerce.number().int().positive(),
      coachId: z.coerce.number().int().positive(),
    }),
    create: { call: fitnessTeachingAdd, permission: fitnessTeachingAdd.access },
    defaults: { userId: '', coachId: '', startAt: '', minutes: 60, weeks: 1 },
    toValues: () => ({}),
    createTitle: 'admin.addTitle',
  },
  rowActions: [
    {
      key: 'cancel',
      label: 'admin.cancel',
      permission: fitnessTeachingCancel.access,
      visible: (r) => r.state === 'booked',
      confirm: 'admin.cancelConfirm',
      danger: true,
      run: { call: fitnessTeachingCancel, input: (r) => ({ id: r.id }) },
    },
    {
      key: 'attended',
      label: 'admin.markAttended',
      permission: fitnessTeachingMark.access,
      visible: (r) => r.state === 'booked' && Date.parse(r.startAt) <= Date.now(),
      run: { call: fitnessTeachingMark, input: (r) => ({ id: r.id, state: 'attended' }) },
    },
    {
      key: 'noShow',
      label: 'admin.markNoShow',
      permission: fitnessTeachingMark.access,
      visible: (r) => r.state === 'booked' && Date.parse(r.startAt) <= Date.now(),
      run: { call: fitnessTeachingMark, input: (r) => ({ id: r.id, state: 'noShow' }) },
    },
    {
      key: 'adjust',
      label: 'clubCoach:admin.adjust',
      permission: fitnessTeachingAdjust.access,
      visible: (r) => r.state === 'booked' && Date.parse(r.startAt) > Date.now(),
      run: { onClick: onAdjust },
    },
  ],
});

/** /teaching, with the adjustment dialog of the row being adjusted. */
export default function TeachingPage() {
  const [adjusting, setAdjusting] = useState<{ row: SessionRow; reload: () => void } | null>(null);
  const [config] = useState(() => teachingConfig((row, reload) => setAdjusting({ row, reload })));
  return (
    <>
      <ResourcePage config={config} />
      {adjusting ? (
        <AdjustDialog
          call={fitnessTeachingAdjust}
          target={{ id: adjusting.row.id, startAt: adjusting.row.startAt, coachId: adjusting.row.coachId }}
          onClose={() => setAdjusting(null)}
          onDone={() => {
            adjusting.reload();
            setAdjusting(null);
          }}
        />
      ) : null}
    </>
  );
}

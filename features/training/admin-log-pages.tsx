/**
 * The back office's training course logs (docs/training.md): /classLog (the attendance marks of every session,
 * by group, mark and dates; a late leave's note and, with `fitness:classLog:waive`, Waive on a late leave that got
 * no make-up token — the token is issued and the member told) and /trainGroupLog (the registrations, by state and
 * member, with price and whether the desk recorded the payment). Both read within the caller's data scope.
 * Texts: the `training` namespace.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trainLeaveWaive } from '../../platform/contracts/training-rule.contract';
import {
  trainAttendancePage,
  trainRegistrationPage,
  type TrainRegistrationRow,
} from '../../platform/contracts/training.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { formatMoney, ReasonDialog } from '../../ui/components';
import { toaster, useLang, useMutationCall } from '../../ui/runtime';

type AttendanceRow = (typeof trainAttendancePage.output._output.rows)[number];

const MARKS: ResourceOption[] = ['present', 'absent', 'leave'].map((m) => ({ value: m, label: `mark.${m}` }));
const STATES: ResourceOption[] = ['pending', 'confirmed', 'completed', 'rejected', 'withdrawn'].map((s) => ({
  value: s,
  label: `state.${s}`,
}));

/** A localized word of the `training` namespace. */
function Word({ k }: { k: string }) {
  const { t } = useTranslation('training');
  return <>{t(k)}</>;
}

/** A price in the reader's language. */
function Money({ cents }: { cents: number }) {
  const { lang } = useLang();
  return <>{formatMoney(cents, lang)}</>;
}

/**
 * The declaration of /classLog; `onWaive` opens the reason dialog of a late leave's waiver (the list reloads with
 * `reload` once it went through).
 */
export function classLogConfig(
  onWaive: (row: AttendanceRow, reload: () => void) => void,
): ResourcePageConfig<typeof trainAttendancePage, AttendanceRow> {
  return {
    id: 'trainClassLog',
    ns: 'training',
    title: 'admin.classLog',
    list: trainAttendancePage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'status', label: 'admin.status', kind: 'select', options: MARKS },
      { name: 'from', label: 'admin.period', kind: 'dateRange', nameTo: 'to' },
    ],
    columns: [
      { key: 'on', label: 'admin.session', nowrap: true, render: (r) => `${r.on} ${r.startsAt}-${r.endsAt}` },
      { key: 'groupName', label: 'admin.group' },
      { key: 'coachName', label: 'admin.coach' },
      { key: 'memberName', label: 'admin.member' },
      { key: 'status', label: 'admin.status', render: (r) => <Word k={`mark.${r.status}`} /> },
      {
        key: 'late',
        label: 'admin.late',
        render: (r) =>
          r.late ? <Word k={r.waived ? 'record.lateNote.waived' : `record.lateNote.${r.lateWhy ?? 'grace'}`} /> : '',
      },
    ],
    rowActions: [
      {
        key: 'waive',
        label: 'admin.waive',
        permission: trainLeaveWaive.access,
        // Only a late leave that got no token and was not waived yet: the server refuses the others.
        visible: (r) => r.late && r.lateWhy === 'noGrace' && !r.waived,
        run: { onClick: onWaive },
      },
    ],
  };
}

/** The declaration of /trainGroupLog. */
export const trainGroupLogConfig: ResourcePageConfig<typeof trainRegistrationPage, TrainRegistrationRow> = {
  id: 'trainGroupLog',
  ns: 'training',
  title: 'admin.trainGroupLog',
  list: trainRegistrationPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'state', label: 'admin.state', kind: 'select', options: STATES },
    { name: 'keyword', label: 'admin.keyword', kind: 'text' },
  ],
  columns: [
    { key: 'createdAt', label: 'admin.at', nowrap: true, render: (r) => r.createdAt.slice(0, 10) },
    { key: 'typeName', label: 'admin.type' },
    { key: 'groupName', label: 'admin.group' },
    { key: 'memberName', label: 'admin.member' },
    { key: 'memberAccount', label: 'admin.account' },
    { key: 'state', label: 'admin.state', render: (r) => <Word k={`state.${r.state}`} /> },
    { key: 'priceCents', label: 'admin.price', align: 'end', render: (r) => <Money cents={r.priceCents} /> },
    { key: 'paid', label: 'admin.paid', render: (r) => <Word k={r.paid ? 'admin.paid' : 'admin.unpaid'} /> },
  ],
};

/** /classLog: the attendance marks, and the waiver of a late leave with its reason (audited, told to the member). */
export function ClassLogPage() {
  const { t } = useTranslation('training');
  const [target, setTarget] = useState<{ row: AttendanceRow; reload: () => void } | null>(null);
  const waive = useMutationCall(trainLeaveWaive);
  const [config] = useState(() => classLogConfig((row, reload) => setTarget({ row, reload })));
  return (
    <>
      <ResourcePage config={config} />
      <ReasonDialog
        open={target !== null}
        title={target ? t('admin.waiveConfirm', target.row) : ''}
        label={t('admin.waiveReason')}
        pending={waive.isPending}
        onClose={() => setTarget(null)}
        onSubmit={(reason) =>
          waive.mutate(
            { id: target!.row.id, reason },
            {
              onSuccess: () => {
                toaster.create({ type: 'success', description: t('admin.waivedDone') });
                target!.reload();
                setTarget(null);
              },
            },
          )
        }
      />
    </>
  );
}

/** /trainGroupLog. */
export function TrainGroupLogPage() {
  return <ResourcePage config={trainGroupLogConfig} />;
}

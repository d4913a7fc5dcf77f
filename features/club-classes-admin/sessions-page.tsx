/**
 * /session and /openClass (docs/fitness-classes.md "Classes"): the schedule — classes by campus dates,
 * type, coach and state, with their sign-ups, waitlist and places left; Cancel a scheduled class (every
 * booking cancelled, every use given back, everyone told) — and the coming open classes with their fill.
 * Scheduling itself is by the weekly plan (/plan) or `classSession/add`.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  fitnessClassOpenPage,
  fitnessClassSessionCancel,
  fitnessClassSessionPage,
  type ClassSessionRow,
} from '../../platform/contracts/club-class.contract';
import { ResourcePage, type ResourceColumn, type ResourcePageConfig } from '../../ui/resource-page';
import { useLang } from '../../ui/runtime';
import { formatDateTime, formatTime } from '../../ui/terminal-shell/time-format';

/** The campus's zone the classes are shown in. */
const ZONE = 'Asia/Shanghai';

/** A class's start and end in the campus's zone. */
function When({ row }: { row: ClassSessionRow }) {
  const { lang } = useLang();
  return (
    <>
      {formatDateTime(row.startsAt, ZONE, lang)}–{formatTime(row.endsAt, ZONE, lang)}
    </>
  );
}

/** A class's state as a badge. */
function StateBadge({ state }: { state: ClassSessionRow['state'] }) {
  const { t } = useTranslation('clubClasses');
  const tone = state === 'scheduled' ? 'green' : state === 'cancelled' ? 'red' : 'gray';
  return <Badge colorPalette={tone}>{t(`sessionState.${state}`)}</Badge>;
}

const COLUMNS: ResourceColumn<ClassSessionRow>[] = [
  { key: 'startsAt', label: 'field.startsAt', nowrap: true, render: (r) => <When row={r} /> },
  { key: 'typeName', label: 'field.type' },
  { key: 'coachName', label: 'field.coach' },
  { key: 'place', label: 'field.place' },
  { key: 'booked', label: 'field.booked', align: 'end', render: (r) => `${r.booked}/${r.capacity}` },
  { key: 'waiting', label: 'field.waiting', align: 'end' },
  { key: 'placesLeft', label: 'field.placesLeft', align: 'end' },
  { key: 'state', label: 'field.state', render: (r) => <StateBadge state={r.state} /> },
];

/** The declaration of /session. */
export const sessionsConfig: ResourcePageConfig<typeof fitnessClassSessionPage, ClassSessionRow> = {
  id: 'classSession',
  ns: 'clubClasses',
  title: 'admin.sessions',
  list: fitnessClassSessionPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'from', label: 'field.from', kind: 'dateRange', nameTo: 'to', labelTo: 'field.to' },
    {
      name: 'state',
      label: 'field.state',
      kind: 'select',
      options: ['scheduled', 'cancelled', 'finished'].map((s) => ({ value: s, label: `sessionState.${s}` })),
    },
  ],
  columns: COLUMNS,
  rowActions: [
    {
      key: 'cancel',
      label: 'page.cancelClass',
      permission: fitnessClassSessionCancel.access,
      visible: (r) => r.state === 'scheduled',
      confirm: 'admin.cancelConfirm',
      confirmValues: (r) => ({ type: r.typeName, booked: r.booked }),
      danger: true,
      run: { call: fitnessClassSessionCancel, input: (r) => ({ id: r.id }) },
    },
  ],
};

/** The declaration of /openClass: the coming classes and their fill. */
export const openClassesConfig: ResourcePageConfig<typeof fitnessClassOpenPage, ClassSessionRow> = {
  id: 'openClass',
  ns: 'clubClasses',
  title: 'admin.open',
  list: fitnessClassOpenPage,
  rowKey: (r) => r.id,
  columns: [
    ...COLUMNS.filter((c) => c.key !== 'state'),
    { key: 'fill', label: 'field.fill', align: 'end', render: (r) => `${Math.round((r.booked / r.capacity) * 100)}%` },
  ],
};

/** /session. */
export default function SessionsPage() {
  return <ResourcePage config={sessionsConfig} />;
}

/** /openClass. */
export function OpenClassesPage() {
  return <ResourcePage config={openClassesConfig} />;
}

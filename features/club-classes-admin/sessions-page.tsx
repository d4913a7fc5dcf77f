/**
 * /session and /openClass (docs/fitness-classes.md "Classes"): the schedule — classes by campus dates,
 * type, coach and state, with their sign-ups, waitlist and places left; Cancel a scheduled class (every
 * booking cancelled, every use given back, everyone told) — and the coming open classes with their fill.
 * Add and Edit (type, coach, start and end in campus time, capacity, minimum sign-ups, the space chosen among the
 * club's enabled spaces with their capacity, booking window): the server refuses a capacity below the booked count
 * or above the space's (CLASS_SPACE_TOO_SMALL), a coach teaching another class then (CLASS_COACH_BUSY) and a space
 * holding another class then (CLASS_SPACE_BUSY), and tells the booked members of a new time. Adjust (调课, with
 * `fitness:classSession:adjust`): another start and / or coach with a reason, in a dialog showing the refusal.
 * Classes come also from the weekly plan (/plan).
 */
import { Badge, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  fitnessClassOpenPage,
  fitnessClassSessionAdd,
  fitnessClassSessionCancel,
  fitnessClassSessionEdit,
  fitnessClassSessionPage,
  fitnessClassTypePage,
  type ClassSessionRow,
} from '../../platform/contracts/club-class.contract';
import { fitnessClassSessionAdjust } from '../../platform/contracts/club-coach.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { AdjustDialog } from '../../ui/club-adjust';
import {
  ResourcePage,
  type CustomFieldInput,
  type ResourceColumn,
  type ResourceField,
  type ResourcePageConfig,
} from '../../ui/resource-page';
import { useLang } from '../../ui/runtime';
import { formatDateTime, formatTime } from '../../ui/terminal-shell/time-format';
import { SPACE_OPTIONS } from './space-options';

/** The campus's zone the classes are shown in. */
const ZONE = 'Asia/Shanghai';

/** The campus's offset from UTC (Asia/Shanghai keeps no daylight saving), in ms. */
const CAMPUS_OFFSET_MS = 8 * 3_600_000;

/** An instant as the campus's local `YYYY-MM-DDTHH:mm` (a datetime-local input's value). */
export function toCampusLocal(iso: string): string {
  return new Date(Date.parse(iso) + CAMPUS_OFFSET_MS).toISOString().slice(0, 16);
}

/** A campus local `YYYY-MM-DDTHH:mm` as an ISO instant with the campus's offset. */
export function fromCampusLocal(local: string): string {
  return `${local}:00+08:00`;
}

const LocalDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'resource:validation.required');
const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The class form's values: times in campus local time, numbers from the inputs. */
const SessionForm = z
  .object({
    typeId: z.coerce.number().int().positive(),
    coachId: z.coerce.number().int().positive(),
    startsAt: LocalDateTime,
    endsAt: LocalDateTime,
    capacity: count(1, 1000),
    minSignups: count(0, 1000),
    spaceId: z.coerce.number().int().positive(),
    opensHours: count(0, 720),
    closesMin: count(0, 10_080),
  })
  .refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], message: 'resource:validation.dateOrder' });

/** A campus date-time input. */
function LocalDateTimeInput({ name, value, onChange, invalid, readOnly }: CustomFieldInput) {
  return (
    <Input
      type="datetime-local"
      name={name}
      aria-invalid={invalid || undefined}
      readOnly={readOnly}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const TYPE_OPTIONS = {
  call: fitnessClassTypePage,
  input: { pageSize: 100 },
  toOptions: (data: never) =>
    (data as { rows: { id: number; name: string }[] }).rows.map((x) => ({ value: x.id, label: x.name, raw: true })),
};
const COACH_OPTIONS = {
  call: clubCoachList,
  input: {},
  toOptions: (data: never) =>
    (data as { id: number; displayName: string }[]).map((c) => ({ value: c.id, label: c.displayName, raw: true })),
};

const SESSION_FIELDS: ResourceField[] = [
  { name: 'typeId', label: 'field.type', kind: 'select', options: TYPE_OPTIONS },
  { name: 'coachId', label: 'field.coach', kind: 'select', options: COACH_OPTIONS },
  { name: 'startsAt', label: 'field.startsAt', kind: 'custom', render: LocalDateTimeInput },
  { name: 'endsAt', label: 'field.endsAt', kind: 'custom', render: LocalDateTimeInput },
  { name: 'capacity', label: 'field.capacity', kind: 'number', help: 'classPlan:session.capacityHelp' },
  { name: 'minSignups', label: 'field.minSignups', kind: 'number' },
  {
    name: 'spaceId',
    label: 'classPlan:field.space',
    kind: 'select',
    options: SPACE_OPTIONS,
    help: 'classPlan:field.spaceHelp',
  },
  { name: 'opensHours', label: 'classPlan:field.opensHours', kind: 'number' },
  { name: 'closesMin', label: 'classPlan:field.closesMin', kind: 'number' },
];

/** The add / edit call's input from the form (the windows not on the form kept from the row). */
export function sessionInput(v: Record<string, unknown>, row: ClassSessionRow | null) {
  return {
    ...(row
      ? {
          id: row.id,
          waitlistCloseMin: row.waitlistCloseMin,
          decideMin: row.decideMin,
          lateCancelMin: row.lateCancelMin,
        }
      : {}),
    typeId: v.typeId,
    coachId: v.coachId,
    spaceId: v.spaceId,
    startsAt: fromCampusLocal(String(v.startsAt)),
    endsAt: fromCampusLocal(String(v.endsAt)),
    capacity: v.capacity,
    minSignups: v.minSignups,
    opensHours: v.opensHours,
    closesMin: v.closesMin,
  };
}

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

/** The declaration of /session; `onAdjust` opens the adjustment dialog for a row (reload: after it is saved). */
export const sessionsConfig = (
  onAdjust: (row: ClassSessionRow, reload: () => void) => void,
): ResourcePageConfig<typeof fitnessClassSessionPage, ClassSessionRow> => ({
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
  form: {
    fields: SESSION_FIELDS,
    schema: SessionForm,
    create: { call: fitnessClassSessionAdd, permission: fitnessClassSessionAdd.access },
    update: { call: fitnessClassSessionEdit, permission: fitnessClassSessionEdit.access },
    defaults: { capacity: 20, minSignups: 0, opensHours: 168, closesMin: 0 },
    toValues: (r) => ({
      typeId: r.typeId,
      coachId: r.coachId,
      startsAt: toCampusLocal(r.startsAt),
      endsAt: toCampusLocal(r.endsAt),
      capacity: r.capacity,
      minSignups: r.minSignups,
      spaceId: r.spaceId ?? undefined,
      opensHours: r.opensHours,
      closesMin: r.closesMin,
    }),
    toInput: sessionInput,
    createTitle: 'classPlan:session.add',
    editTitle: 'classPlan:session.edit',
  },
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
    {
      key: 'adjust',
      label: 'clubCoach:admin.adjust',
      permission: fitnessClassSessionAdjust.access,
      visible: (r) => r.state === 'scheduled' && Date.parse(r.startsAt) > Date.now(),
      run: { onClick: onAdjust },
    },
  ],
});

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

/** /session, with the adjustment dialog of the row being adjusted. */
export default function SessionsPage() {
  const [adjusting, setAdjusting] = useState<{ row: ClassSessionRow; reload: () => void } | null>(null);
  const [config] = useState(() => sessionsConfig((row, reload) => setAdjusting({ row, reload })));
  return (
    <>
      <ResourcePage config={config} />
      {adjusting ? (
        <AdjustDialog
          call={fitnessClassSessionAdjust}
          target={{ id: adjusting.row.id, startAt: adjusting.row.startsAt, coachId: adjusting.row.coachId }}
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

/** /openClass. */
export function OpenClassesPage() {
  return <ResourcePage config={openClassesConfig} />;
}

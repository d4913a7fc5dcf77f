/**
 * /plan: the weekly class plan (docs/fitness-classes.md "Weekly plan") — its entries (class type, coach, ISO week
 * day, campus start time, length in minutes, capacity, the space chosen among the club's enabled spaces with their
 * capacity, booking window) added and edited on the page, and "Generate classes" for a campus date range: one class
 * per enabled entry and matching date; an entry-day already generated is not created again; a date where the coach
 * teaches another class, the space holds another class (or already past) is listed in the result, not fatal. Texts:
 * the `classPlan` namespace.
 */
import { Badge, Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import {
  ClassPlanFields,
  fitnessClassPlanAdd,
  fitnessClassPlanEdit,
  fitnessClassPlanGenerate,
  fitnessClassPlanPage,
  fitnessClassTypePage,
  type ClassPlanRow,
  type PlanGenerateResult,
} from '../../platform/contracts/club-class.contract';
import { errorMessage } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useMutationCall, useSession } from '../../ui/runtime';
import { SPACE_OPTIONS } from './space-options';

/** The week days as choices (ISO: 1 Monday … 7 Sunday). */
export const WEEK_DAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: `weekDay.${d}` }));

/** The class types as choices. */
export const TYPE_OPTIONS = {
  call: fitnessClassTypePage,
  input: { pageSize: 100 },
  toOptions: (data: never) =>
    (data as { rows: { id: number; name: string }[] }).rows.map((x) => ({ value: x.id, label: x.name, raw: true })),
};

/** The enabled coaches as choices. */
export const COACH_OPTIONS = {
  call: clubCoachList,
  input: {},
  toOptions: (data: never) =>
    (data as { id: number; displayName: string }[]).map((c) => ({ value: c.id, label: c.displayName, raw: true })),
};

/** The plan entry form: the contract's fields, numbers coerced from the inputs. */
const PlanForm = ClassPlanFields.extend({
  typeId: z.coerce.number().int().positive(),
  coachId: z.coerce.number().int().positive(),
  weekDay: z.coerce.number().int().min(1).max(7),
  durationMin: z.coerce.number().int().min(5).max(600),
  capacity: z.coerce.number().int().min(1).max(1000),
  spaceId: z.coerce.number().int().positive(),
  opensHours: z.coerce.number().int().min(0).max(720),
  closesMin: z.coerce.number().int().min(0).max(10_080),
});

/** An entry's enabled state as a badge. */
function EnabledBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('classPlan');
  return <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'enabled' : 'disabled')}</Badge>;
}

/** A week day's name. */
function WeekDay({ day }: { day: number }) {
  const { t } = useTranslation('classPlan');
  return <>{t(`weekDay.${day}`)}</>;
}

/** The declaration of /plan (the toolbar carries the generation). */
export function planConfig(toolbar: React.ReactNode): ResourcePageConfig<typeof fitnessClassPlanPage, ClassPlanRow> {
  return {
    id: 'classPlan',
    ns: 'classPlan',
    title: 'title',
    list: fitnessClassPlanPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'weekDay', label: 'field.weekDay', kind: 'select', options: WEEK_DAY_OPTIONS },
      { name: 'coachId', label: 'field.coach', kind: 'select', options: COACH_OPTIONS },
    ],
    columns: [
      { key: 'weekDay', label: 'field.weekDay', render: (r) => <WeekDay day={r.weekDay} /> },
      { key: 'startTime', label: 'field.startTime' },
      { key: 'durationMin', label: 'field.durationMin', align: 'end' },
      { key: 'typeName', label: 'field.type' },
      { key: 'coachName', label: 'field.coach' },
      { key: 'place', label: 'field.place' },
      { key: 'capacity', label: 'field.capacity', align: 'end' },
      {
        key: 'opensHours',
        label: 'field.window',
        render: (r) => `${r.opensHours} h / ${r.closesMin} min`,
      },
      { key: 'enabled', label: 'field.enabled', render: (r) => <EnabledBadge on={r.enabled} /> },
    ],
    form: {
      fields: [
        { name: 'typeId', label: 'field.type', kind: 'select', options: TYPE_OPTIONS },
        { name: 'coachId', label: 'field.coach', kind: 'select', options: COACH_OPTIONS },
        { name: 'weekDay', label: 'field.weekDay', kind: 'select', options: WEEK_DAY_OPTIONS },
        { name: 'startTime', label: 'field.startTime', kind: 'text', placeholder: 'field.timePlaceholder' },
        { name: 'durationMin', label: 'field.durationMin', kind: 'number' },
        { name: 'capacity', label: 'field.capacity', kind: 'number' },
        { name: 'spaceId', label: 'field.space', kind: 'select', options: SPACE_OPTIONS, help: 'field.spaceHelp' },
        { name: 'opensHours', label: 'field.opensHours', kind: 'number' },
        { name: 'closesMin', label: 'field.closesMin', kind: 'number' },
        { name: 'enabled', label: 'field.enabled', kind: 'switch' },
      ],
      schema: PlanForm,
      create: { call: fitnessClassPlanAdd, permission: fitnessClassPlanAdd.access },
      update: { call: fitnessClassPlanEdit, permission: fitnessClassPlanEdit.access },
      defaults: {
        weekDay: 1,
        startTime: '18:00',
        durationMin: 60,
        capacity: 20,
        opensHours: 168,
        closesMin: 0,
        enabled: true,
      },
      toValues: (r) => ({
        typeId: r.typeId,
        coachId: r.coachId,
        weekDay: r.weekDay,
        startTime: r.startTime,
        durationMin: r.durationMin,
        capacity: r.capacity,
        spaceId: r.spaceId ?? undefined,
        opensHours: r.opensHours,
        closesMin: r.closesMin,
        enabled: r.enabled,
      }),
      createTitle: 'addEntry',
      editTitle: 'editEntry',
    },
    emptyTitle: 'empty',
    toolbar,
  };
}

/** What a generation did: counts and the conflicts, each with its date and why. */
export function GenerateResult({ result }: { result: PlanGenerateResult }) {
  const { t } = useTranslation('classPlan');
  return (
    <Stack gap="2" data-testid="plan-result">
      <Text>{t('result.summary', { created: result.created.length, existing: result.existing })}</Text>
      {result.conflicts.length > 0 ? (
        <Box as="ul" pl="4" data-testid="plan-conflicts">
          {result.conflicts.map((c) => (
            <li key={`${c.planId}-${c.date}`}>{t(`result.${c.reason}`, { date: c.date, entry: c.planId })}</li>
          ))}
        </Box>
      ) : (
        <Text color="fg.muted">{t('result.noConflicts')}</Text>
      )}
    </Stack>
  );
}

/** The generation dialog: a campus date range, Generate, then what was done. */
function GenerateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('classPlan');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<PlanGenerateResult | null>(null);
  const generate = useMutationCall(fitnessClassPlanGenerate, {
    onSuccess: (r) => setResult(r),
  });
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="plan-generate-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('generate')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{t('generateHelp')}</Text>
                <HStack>
                  <Field.Root>
                    <Field.Label>{t('field.from')}</Field.Label>
                    <Input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('field.to')}</Field.Label>
                    <Input type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} />
                  </Field.Root>
                </HStack>
                {generate.error ? <Text color="fg.error">{errorMessage(generate.error)}</Text> : null}
                {result ? <GenerateResult result={result} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
              <Button
                data-testid="plan-generate-run"
                disabled={!from || !to || to < from}
                loading={generate.isPending}
                onClick={() => generate.mutate({ from, to })}
              >
                {t('generate')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /plan. */
export default function PlanPage() {
  const { t } = useTranslation('classPlan');
  const { hasPermi } = useSession();
  const [open, setOpen] = useState(false);
  const toolbar = hasPermi(fitnessClassPlanGenerate.access) ? (
    <Button size="sm" data-testid="plan-generate" onClick={() => setOpen(true)}>
      {t('generate')}
    </Button>
  ) : null;
  return (
    <>
      <ResourcePage config={planConfig(toolbar)} />
      {open ? <GenerateDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

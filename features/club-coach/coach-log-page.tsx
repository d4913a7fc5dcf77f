/**
 * /coachLog (back office, "Fitness club" folder; docs/fitness-coaches.md): the coaches' pay — the pay rules
 * (coach and / or class type or course kind, per class, per hour or per attendee, amounts entered in yuan and
 * sent as cents; the most specific rule wins, platform/fitness/coach-pay.ts) with Add, Edit (the add form,
 * prefilled with the rule) and Delete, and the pay
 * log of a campus month (optionally one coach): every class and session held with the rule that paid it, the
 * totals per coach, and its .xlsx export (`coachLog/export`).
 */
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fitnessCoachLogExport,
  fitnessCoachLogMonth,
  fitnessCoachPayRuleAdd,
  fitnessCoachPayRuleDelete,
  fitnessCoachPayRuleEdit,
  fitnessCoachPayRuleList,
  type PayRuleRow,
} from '../../platform/contracts/club-coach.contract';
import { fitnessClassTypePage } from '../../platform/contracts/club-class.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { ErrorState, formatMoney, PageHeader, saveGeneratedFile } from '../../ui/components';
import { hasPermi } from '../../platform/permissions/check';
import { notify, useCall, useLang, useMutationCall, useSession } from '../../ui/runtime';
import { wireDateTime } from './shared';

/** The current campus month `YYYY-MM` (UTC+8). */
export const campusMonth = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);

/** Whether the signed-in user holds `permission`. */
function usePermission(permission: string): boolean {
  return hasPermi(useSession().user?.permissions, permission);
}

/** A select of `options` with an empty first choice labelled `none`. */
function Choice(props: {
  label: string;
  value: string;
  none: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root width="auto">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{props.none}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The rule's scope and rate in words. */
function ruleText(t: (k: string) => string, r: PayRuleRow, lang: Parameters<typeof formatMoney>[1]) {
  const course = r.classTypeName ?? (r.courseKind ? t(`kind.${r.courseKind}`) : t('anyCourse'));
  return `${r.coachName ?? t('anyCoach')} · ${course} · ${t(`basis.${r.basis}`)} ${formatMoney(r.amountCents, lang)}`;
}

/** The add / edit form's values: the coach id (or ''), `kind:<kind>` or `type:<id>` (or ''), basis, yuan. */
interface RuleDraft {
  coachId: string;
  course: string;
  basis: string;
  yuan: string;
}

const EMPTY_DRAFT: RuleDraft = { coachId: '', course: '', basis: 'perClass', yuan: '' };

/** A rule as the form's values (Edit prefills the form with them; cents shown as yuan). */
export function draftOf(r: PayRuleRow): RuleDraft {
  return {
    coachId: r.coachId ? String(r.coachId) : '',
    course: r.classTypeId ? `type:${r.classTypeId}` : r.courseKind ? `kind:${r.courseKind}` : '',
    basis: r.basis,
    yuan: (r.amountCents / 100).toFixed(2),
  };
}

/** The add / edit call's fields from the form's values (yuan to cents). */
export function ruleFields(draft: RuleDraft, note = '') {
  const [kind, id] = draft.course.split(':');
  return {
    coachId: draft.coachId ? Number(draft.coachId) : null,
    classTypeId: kind === 'type' ? Number(id) : null,
    courseKind: kind === 'kind' ? (id as 'league' | 'private' | 'test') : null,
    basis: draft.basis as 'perClass' | 'perHour' | 'perHead',
    amountCents: Math.round(Number(draft.yuan) * 100),
    note,
  };
}

/** The pay rules with the add form (which Edit reuses, prefilled). */
function RulesSection({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation('clubCoach');
  const { lang } = useLang();
  const rules = useCall(fitnessCoachPayRuleList, {});
  const coaches = useCall(clubCoachList, {});
  const types = useCall(fitnessClassTypePage, { pageNo: 1, pageSize: 100 });
  const canAdd = usePermission(fitnessCoachPayRuleAdd.access);
  const canEdit = usePermission(fitnessCoachPayRuleEdit.access);
  const canDelete = usePermission(fitnessCoachPayRuleDelete.access);
  const [draft, setDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  /** The rule being edited (null: the form adds). */
  const [editing, setEditing] = useState<PayRuleRow | null>(null);
  const done = (key: string) => () => {
    notify(t(key), 'success');
    setEditing(null);
    setDraft(EMPTY_DRAFT);
    void rules.refetch();
    onChange();
  };
  const add = useMutationCall(fitnessCoachPayRuleAdd, {
    onSuccess: done('admin.added'),
    onError: (e) => notify(e.message),
  });
  const edit = useMutationCall(fitnessCoachPayRuleEdit, {
    onSuccess: done('admin.added'),
    onError: (e) => notify(e.message),
  });
  const remove = useMutationCall(fitnessCoachPayRuleDelete, {
    onSuccess: done('admin.deleted'),
    onError: (e) => notify(e.message),
  });
  const submit = () =>
    editing ? edit.mutate({ id: editing.id, ...ruleFields(draft, editing.note) }) : add.mutate(ruleFields(draft));
  const startEdit = (r: PayRuleRow) => {
    setEditing(r);
    setDraft(draftOf(r));
  };
  const showForm = editing ? canEdit : canAdd;
  return (
    <Stack gap="2" mb="6" data-testid="pay-rules">
      <Text as="h2" fontWeight="semibold">
        {t('admin.rules')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.rulesHelp')}
      </Text>
      {rules.isError ? <ErrorState error={rules.error} onRetry={() => void rules.refetch()} /> : null}
      {(rules.data ?? []).map((r) => (
        <HStack key={r.id} data-testid="pay-rule">
          <Text>
            #{r.id} {ruleText(t, r, lang)}
          </Text>
          {canEdit ? (
            <Button size="xs" variant="outline" data-testid="pay-rule-edit" onClick={() => startEdit(r)}>
              {t('admin.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove.mutate({ id: r.id })}>
              {t('admin.delete')}
            </Button>
          ) : null}
        </HStack>
      ))}
      {showForm ? (
        <HStack wrap="wrap" align="end" data-testid="pay-rule-form">
          {editing ? <Text fontWeight="semibold">{t('admin.editing', { id: editing.id })}</Text> : null}
          <Choice
            label={t('field.coach')}
            none={t('anyCoach')}
            value={draft.coachId}
            onChange={(coachId) => setDraft({ ...draft, coachId })}
            options={(coaches.data ?? []).map((c) => ({ value: String(c.id), label: c.displayName }))}
          />
          <Choice
            label={t('field.classType')}
            none={t('anyCourse')}
            value={draft.course}
            onChange={(course) => setDraft({ ...draft, course })}
            options={[
              ...(['league', 'private', 'test'] as const).map((k) => ({ value: `kind:${k}`, label: t(`kind.${k}`) })),
              ...(types.data?.rows ?? []).map((ty) => ({ value: `type:${ty.id}`, label: ty.nameCn })),
            ]}
          />
          <Field.Root width="auto">
            <Field.Label>{t('field.rule')}</Field.Label>
            <NativeSelect.Root size="sm" width="36">
              <NativeSelect.Field
                value={draft.basis}
                onChange={(e) => setDraft({ ...draft, basis: e.currentTarget.value })}
              >
                {(['perClass', 'perHour', 'perHead'] as const).map((b) => (
                  <option key={b} value={b}>
                    {t(`basis.${b}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>{t('admin.amountYuan')}</Field.Label>
            <Input
              size="sm"
              width="28"
              type="number"
              min={0}
              step="0.01"
              value={draft.yuan}
              onChange={(e) => setDraft({ ...draft, yuan: e.currentTarget.value })}
            />
          </Field.Root>
          <Button size="sm" disabled={draft.yuan === ''} loading={add.isPending || edit.isPending} onClick={submit}>
            {t(editing ? 'admin.saveRule' : 'admin.addRule')}
          </Button>
          {editing ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY_DRAFT);
              }}
            >
              {t('admin.cancel')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

/** /coachLog. */
export default function CoachLogPage() {
  const { t } = useTranslation('clubCoach');
  const { lang } = useLang();
  const [month, setMonth] = useState(campusMonth());
  const [coachId, setCoachId] = useState('');
  const coaches = useCall(clubCoachList, {});
  const query = { month, ...(coachId ? { coachId: Number(coachId) } : {}) };
  const log = useCall(fitnessCoachLogMonth, query);
  const canExport = usePermission(fitnessCoachLogExport.access);
  const exporter = useMutationCall(fitnessCoachLogExport, {
    onSuccess: (file) => saveGeneratedFile(file),
    onError: (e) => notify(e.message),
  });
  return (
    <Box>
      <PageHeader title={t('admin.coachLog')} />
      <RulesSection onChange={() => void log.refetch()} />
      <Text as="h2" fontWeight="semibold" mb="2">
        {t('admin.payLog')}
      </Text>
      <HStack wrap="wrap" align="end" mb="3">
        <Field.Root width="auto">
          <Field.Label>{t('field.month')}</Field.Label>
          <Input size="sm" type="month" value={month} onChange={(e) => setMonth(e.currentTarget.value || month)} />
        </Field.Root>
        <Choice
          label={t('field.coach')}
          none={t('anyCoach')}
          value={coachId}
          onChange={setCoachId}
          options={(coaches.data ?? []).map((c) => ({ value: String(c.id), label: c.displayName }))}
        />
        {canExport ? (
          <Button size="sm" variant="outline" loading={exporter.isPending} onClick={() => exporter.mutate(query)}>
            {t('admin.exportXlsx')}
          </Button>
        ) : null}
      </HStack>
      {log.isError ? <ErrorState error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.data ? (
        <Stack gap="4">
          <Table.Root size="sm" data-testid="pay-totals">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('field.coach')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('field.items')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('field.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.data.totals.map((x) => (
                <Table.Row key={x.coachId}>
                  <Table.Cell>{x.coachName}</Table.Cell>
                  <Table.Cell textAlign="end">{x.items}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(x.amountCents, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontWeight="semibold" data-testid="pay-total">
            {t('admin.total', { amount: formatMoney(log.data.totalCents, lang) })}
          </Text>
          {log.data.lines.length === 0 ? <Text>{t('admin.noLines')}</Text> : null}
          <Table.Root size="sm" data-testid="pay-lines">
            <Table.Header>
              <Table.Row>
                {['coach', 'startAt', 'kind', 'title', 'minutes', 'attendees', 'rule', 'amount'].map((k) => (
                  <Table.ColumnHeader key={k}>{t(`field.${k}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.data.lines.map((l) => (
                <Table.Row key={`${l.kind}:${l.sourceId}`}>
                  <Table.Cell>{l.coachName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{wireDateTime(l.startAt)}</Table.Cell>
                  <Table.Cell>{t(`kind.${l.kind}`)}</Table.Cell>
                  <Table.Cell>{l.title}</Table.Cell>
                  <Table.Cell textAlign="end">{l.minutes}</Table.Cell>
                  <Table.Cell textAlign="end">{l.attendees}</Table.Cell>
                  <Table.Cell>
                    {l.basis
                      ? `#${l.ruleId} ${t(`basis.${l.basis}`)} ${formatMoney(l.rateCents ?? 0, lang)}`
                      : t('noRule')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(l.amountCents, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
    </Box>
  );
}

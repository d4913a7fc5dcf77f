/**
 * The late leave rules of the training courses (docs/training.md "Late leave rules"), part of /trainGroup's course
 * types: the club default and each type's own rule as lines (hours before the start, grace per term, days to
 * waive), a form to set the rule of the club default or of a type, and Remove (a type then follows the default).
 * Reading needs the page's permission; changing needs `fitness:trainType:edit` (the form is hidden without it).
 * Texts: the `classPlan` namespace (`trainAdmin.rules.*`).
 */
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  trainRuleDelete,
  trainRuleList,
  trainRuleSave,
  type TrainRuleRow,
} from '../../platform/contracts/training-rule.contract';
import { trainTypePage } from '../../platform/contracts/training.contract';
import { errorMessage } from '../../ui/components';
import { notify, useCall, useMutationCall, useSession } from '../../ui/runtime';

/** The form's values as typed (numbers as text until sent; the server's zod bounds them). */
interface RuleDraft {
  /** `''`: the club default; else a type's id. */
  typeId: string;
  lateHours: string;
  graceCount: string;
  waiveDays: string;
}

const EMPTY: RuleDraft = { typeId: '', lateHours: '24', graceCount: '1', waiveDays: '7' };

/** The draft of stored rule `r` (to change it). */
export const ruleDraftOf = (r: TrainRuleRow): RuleDraft => ({
  typeId: r.typeId === null ? '' : String(r.typeId),
  lateHours: String(r.lateHours),
  graceCount: String(r.graceCount),
  waiveDays: String(r.waiveDays),
});

/** Whether a typed figure is a whole number within `max` (the form's own check before sending). */
const whole = (v: string, max: number) => /^\d+$/.test(v) && Number(v) <= max;

/** The late leave rules panel of /trainGroup's course types. */
export function LeaveRulesPanel() {
  const { t } = useTranslation('classPlan');
  const { hasPermi } = useSession();
  const canEdit = hasPermi(trainRuleSave.access);
  const rules = useCall(trainRuleList, {});
  const types = useCall(trainTypePage, { pageNo: 1, pageSize: 100 });
  const [draft, setDraft] = useState<RuleDraft>(EMPTY);
  const save = useMutationCall(trainRuleSave, {
    onSuccess: () => {
      notify(t('trainAdmin.rules.saved'), 'success');
      void rules.refetch();
    },
  });
  const remove = useMutationCall(trainRuleDelete, {
    onSuccess: () => {
      notify(t('trainAdmin.rules.removed'), 'success');
      void rules.refetch();
    },
  });
  const set = (k: keyof RuleDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const valid = whole(draft.lateHours, 720) && whole(draft.graceCount, 100) && whole(draft.waiveDays, 365);
  const error = save.error ?? remove.error;
  const list = rules.data ?? [];
  return (
    <Stack gap="3" data-testid="leave-rules">
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {t('trainAdmin.rules.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('trainAdmin.rules.help')}
      </Text>
      {list.length === 0 && rules.isSuccess ? <Text fontSize="sm">{t('trainAdmin.rules.none')}</Text> : null}
      {list.length ? (
        <Table.Root size="sm">
          <Table.Body>
            {list.map((r) => (
              <Table.Row key={r.typeId ?? 0} data-testid="leave-rule">
                <Table.Cell>{r.typeName ?? t('trainAdmin.rules.clubDefault')}</Table.Cell>
                <Table.Cell>
                  {t('trainAdmin.rules.line', { hours: r.lateHours, grace: r.graceCount, days: r.waiveDays })}
                </Table.Cell>
                <Table.Cell>
                  {canEdit ? (
                    <HStack>
                      <Button size="xs" variant="outline" onClick={() => setDraft(ruleDraftOf(r))}>
                        {t('trainAdmin.rules.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={remove.isPending}
                        onClick={() => remove.mutate({ typeId: r.typeId })}
                      >
                        {t('trainAdmin.rules.remove')}
                      </Button>
                    </HStack>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {canEdit ? (
        <Stack gap="2" data-testid="leave-rule-form">
          <HStack wrap="wrap">
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('trainAdmin.rules.scope')}
                value={draft.typeId}
                onChange={set('typeId')}
              >
                <option value="">{t('trainAdmin.rules.clubDefault')}</option>
                {(types.data?.rows ?? []).map((ty) => (
                  <option key={ty.id} value={String(ty.id)}>
                    {ty.name}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Input
              size="sm"
              width="10rem"
              inputMode="numeric"
              aria-label={t('trainAdmin.rules.lateHours')}
              placeholder={t('trainAdmin.rules.lateHours')}
              value={draft.lateHours}
              onChange={set('lateHours')}
            />
            <Input
              size="sm"
              width="10rem"
              inputMode="numeric"
              aria-label={t('trainAdmin.rules.graceCount')}
              placeholder={t('trainAdmin.rules.graceCount')}
              value={draft.graceCount}
              onChange={set('graceCount')}
            />
            <Input
              size="sm"
              width="10rem"
              inputMode="numeric"
              aria-label={t('trainAdmin.rules.waiveDays')}
              placeholder={t('trainAdmin.rules.waiveDays')}
              value={draft.waiveDays}
              onChange={set('waiveDays')}
            />
            <Button
              size="sm"
              disabled={!valid}
              loading={save.isPending}
              onClick={() =>
                save.mutate({
                  typeId: draft.typeId === '' ? null : Number(draft.typeId),
                  lateHours: Number(draft.lateHours),
                  graceCount: Number(draft.graceCount),
                  waiveDays: Number(draft.waiveDays),
                })
              }
            >
              {t('trainAdmin.rules.save')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {error ? <Text color="fg.error">{errorMessage(error)}</Text> : null}
    </Stack>
  );
}

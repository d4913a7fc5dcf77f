/**
 * /breakContract (spec §2 back office; docs/fitness-penalties.md): two tabs. "Rules": per course kind
 * (group class, private session, test) and offence (late cancel, no-show) whether the use is forfeited,
 * the fee (yuan on screen, cents on the wire), the grace (the first N offences within D days forgiven) and
 * the waive window in days, the credit points a charged offence deducts; a class type may carry its own rule
 * (added and removed here; the most specific wins). "Records": the offences of the staff's data scope by member,
 * state, offence and dates, with Waive (a reason; within the window) and Pay (the method the fee was taken by:
 * the desk's ledger row).
 */
import { useEffect, useState } from 'react';
import { Badge, Button, HStack, Input, NativeSelect, Stack, Switch, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  fitnessPenaltyPage,
  fitnessPenaltyPay,
  fitnessPenaltyRuleDelete,
  fitnessPenaltyRules,
  fitnessPenaltyRuleSave,
  fitnessPenaltyWaive,
  type PenaltyRow,
  type PenaltyRuleFields,
  type PenaltyRuleRow,
  type PenaltyState,
} from '../../platform/contracts/club-penalty.contract';
import { PageHeader, ReasonDialog } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { PayDialog } from './pay-dialog';

/** Cents as yuan with two decimals. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);
/** A wire instant as the page shows it (`YYYY-MM-DD HH:mm`, the campus's). */
export const shownTime = (at: string) => (at ? at.slice(0, 16).replace('T', ' ') : '—');

const STATE_TONE: Record<PenaltyState, string> = { charged: 'red', graced: 'gray', waived: 'blue', paid: 'green' };

/** A record's state as a badge. */
export function PenaltyStateBadge({ state }: { state: PenaltyState }) {
  const { t } = useTranslation('clubPenalties');
  return (
    <Badge colorPalette={STATE_TONE[state]} data-testid="penalty-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The class or session an offence was about: the class type's or test's name, else the course kind. */
export function SubjectName({ row }: { row: Pick<PenaltyRow, 'subjectName' | 'courseKind'> }) {
  const { t } = useTranslation('clubPenalties');
  return <>{row.subjectName || t(`kind.${row.courseKind}`)}</>;
}

/** The declaration of the records tab; `onWaive` opens the reason dialog, `onPay` the pay dialog. */
export function recordsConfig(
  onWaive: (row: PenaltyRow, reload: () => void) => void,
  onPay: (row: PenaltyRow, reload: () => void) => void = () => undefined,
): ResourcePageConfig<typeof fitnessPenaltyPage, PenaltyRow> {
  return {
    id: 'penalty',
    ns: 'clubPenalties',
    title: 'tab.records',
    list: fitnessPenaltyPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'member', label: 'field.member', kind: 'text' },
      {
        name: 'state',
        label: 'field.state',
        kind: 'select',
        options: (['charged', 'graced', 'waived', 'paid'] as const).map((s) => ({ value: s, label: `state.${s}` })),
      },
      {
        name: 'offence',
        label: 'field.offence',
        kind: 'select',
        options: (['lateCancel', 'noShow'] as const).map((s) => ({ value: s, label: `offence.${s}` })),
      },
      { name: 'from', nameTo: 'to', label: 'field.period', kind: 'dateRange' },
    ],
    columns: [
      { key: 'at', label: 'field.at', nowrap: true, render: (r) => shownTime(r.at) },
      { key: 'memberName', label: 'field.member' },
      { key: 'offence', label: 'field.offence', render: (r) => <Offence value={r.offence} /> },
      { key: 'subjectName', label: 'field.subject', render: (r) => <SubjectName row={r} /> },
      { key: 'startsAt', label: 'field.startsAt', nowrap: true, render: (r) => shownTime(r.startsAt) },
      { key: 'coachName', label: 'field.coach' },
      { key: 'feeCents', label: 'field.fee', align: 'end', render: (r) => yuan(r.feeCents) },
      { key: 'forfeited', label: 'field.forfeited', render: (r) => <YesNo value={r.forfeited} /> },
      { key: 'state', label: 'field.state', render: (r) => <PenaltyStateBadge state={r.state} /> },
      { key: 'waiveUntil', label: 'field.waiveUntil', nowrap: true, render: (r) => shownTime(r.waiveUntil) },
      { key: 'reason', label: 'field.reason', render: (r) => r.reason || '—' },
      { key: 'resolvedByName', label: 'field.resolvedBy', render: (r) => r.resolvedByName ?? '—' },
    ],
    rowActions: [
      {
        key: 'waive',
        label: 'waive',
        permission: fitnessPenaltyWaive.access,
        visible: (r) => r.state === 'charged' && Date.parse(r.waiveUntil) > Date.now(),
        run: { onClick: onWaive },
      },
      {
        key: 'pay',
        label: 'pay',
        permission: fitnessPenaltyPay.access,
        visible: (r) => r.state === 'charged' && r.feeCents > 0,
        run: { onClick: onPay },
      },
    ],
  };
}

function Offence({ value }: { value: PenaltyRow['offence'] }) {
  const { t } = useTranslation('clubPenalties');
  return <>{t(`offence.${value}`)}</>;
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('clubPenalties');
  return <>{t(value ? 'yes' : 'no')}</>;
}

/** The records tab: the list, the waive dialog and the pay dialog. */
function RecordsTab() {
  const { t } = useTranslation('clubPenalties');
  const [target, setTarget] = useState<{ row: PenaltyRow; reload: () => void } | null>(null);
  const [paying, setPaying] = useState<{ row: PenaltyRow; reload: () => void } | null>(null);
  const waive = useMutationCall(fitnessPenaltyWaive);
  const pay = useMutationCall(fitnessPenaltyPay);
  const [config] = useState(() =>
    recordsConfig(
      (row, reload) => setTarget({ row, reload }),
      (row, reload) => setPaying({ row, reload }),
    ),
  );
  return (
    <>
      <ResourcePage config={config} />
      <PayDialog
        open={paying !== null}
        question={paying ? t('payConfirm', { member: paying.row.memberName, fee: yuan(paying.row.feeCents) }) : ''}
        pending={pay.isPending}
        onClose={() => setPaying(null)}
        onSubmit={(methodId) =>
          pay.mutate(
            { id: paying!.row.id, methodId },
            {
              onSuccess: () => {
                toaster.create({ type: 'success', description: t('paidDone') });
                paying!.reload();
                setPaying(null);
              },
            },
          )
        }
      />
      <ReasonDialog
        open={target !== null}
        title={t('waiveTitle')}
        label={t('waiveReason')}
        pending={waive.isPending}
        onClose={() => setTarget(null)}
        onSubmit={(reason) =>
          waive.mutate(
            { id: target!.row.id, reason },
            {
              onSuccess: () => {
                toaster.create({ type: 'success', description: t('waived') });
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

/**
 * One rule as an editable table row: forfeit, fee, grace count and days, waive days, credit points; Save (and Remove
 * an override).
 */
function RuleLine({ rule, canEdit, onChanged }: { rule: PenaltyRuleRow; canEdit: boolean; onChanged: () => void }) {
  const { t } = useTranslation('clubPenalties');
  const [draft, setDraft] = useState<PenaltyRuleFields>(rule);
  useEffect(() => setDraft(rule), [rule]);
  const save = useMutationCall(fitnessPenaltyRuleSave);
  const remove = useMutationCall(fitnessPenaltyRuleDelete);
  const num = (v: string) => (v === '' ? 0 : Math.max(0, Math.round(Number(v)) || 0));
  const scope = rule.classTypeName
    ? t('rule.override', { kind: t(`kind.${rule.courseKind}`), type: rule.classTypeName })
    : t('rule.kindRule', { kind: t(`kind.${rule.courseKind}`) });
  return (
    <Table.Row data-testid={`rule-${rule.id}`}>
      <Table.Cell>{scope}</Table.Cell>
      <Table.Cell>{t(`offence.${rule.offence}`)}</Table.Cell>
      <Table.Cell>
        <Switch.Root
          checked={draft.forfeitUse}
          disabled={!canEdit}
          onCheckedChange={(e) => setDraft({ ...draft, forfeitUse: e.checked })}
        >
          <Switch.HiddenInput aria-label={t('rule.forfeitUse')} />
          <Switch.Control />
        </Switch.Root>
      </Table.Cell>
      <Table.Cell>
        <Input
          size="sm"
          type="number"
          step="0.01"
          aria-label={t('rule.feeYuan')}
          readOnly={!canEdit}
          value={draft.feeCents / 100}
          onChange={(e) => setDraft({ ...draft, feeCents: Math.round(Number(e.currentTarget.value || 0) * 100) })}
        />
      </Table.Cell>
      {(['graceCount', 'graceDays', 'waiveDays', 'creditPoints'] as const).map((k) => (
        <Table.Cell key={k}>
          <Input
            size="sm"
            type="number"
            aria-label={t(`rule.${k}`)}
            readOnly={!canEdit}
            value={draft[k]}
            onChange={(e) => setDraft({ ...draft, [k]: num(e.currentTarget.value) })}
          />
        </Table.Cell>
      ))}
      <Table.Cell>
        {canEdit ? (
          <HStack>
            <Button
              size="xs"
              colorPalette="blue"
              loading={save.isPending}
              data-testid="rule-save"
              onClick={() =>
                save.mutate(
                  { courseKind: rule.courseKind, offence: rule.offence, classTypeId: rule.classTypeId, ...draft },
                  {
                    onSuccess: () => {
                      toaster.create({ type: 'success', description: t('rule.saved') });
                      onChanged();
                    },
                  },
                )
              }
            >
              {t('rule.save')}
            </Button>
            {rule.classTypeId !== null ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: rule.id },
                    {
                      onSuccess: () => {
                        toaster.create({ type: 'success', description: t('rule.removed') });
                        onChanged();
                      },
                    },
                  )
                }
              >
                {t('rule.remove')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** The rules tab: every rule in a table, and a class type's own rule to add (starting from the class rule). */
function RulesTab() {
  const { t } = useTranslation('clubPenalties');
  const { hasPermi } = useSession();
  const rules = useCall(fitnessPenaltyRules, {});
  const add = useMutationCall(fitnessPenaltyRuleSave);
  const [typeId, setTypeId] = useState('');
  const [offence, setOffence] = useState<PenaltyRuleRow['offence']>('lateCancel');
  if (!rules.data) return null;
  const canEdit = hasPermi(fitnessPenaltyRuleSave.access);
  const reload = () => void rules.refetch();
  const leagueRule = rules.data.rules.find(
    (r) => r.courseKind === 'league' && r.offence === offence && r.classTypeId === null,
  );
  return (
    <Stack gap="4" data-testid="penalty-rules">
      <Text color="fg.muted">{t('rule.help')}</Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('rule.scope')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('field.offence')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rule.forfeitUse')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rule.feeYuan')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rule.graceCount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rule.graceDays')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rule.waiveDays')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rule.creditPoints')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rules.data.rules.map((r) => (
            <RuleLine key={r.id} rule={r} canEdit={canEdit} onChanged={reload} />
          ))}
        </Table.Body>
      </Table.Root>
      {canEdit ? (
        <HStack data-testid="override-add">
          <Text>{t('rule.addOverride')}</Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('rule.classType')}
              value={typeId}
              onChange={(e) => setTypeId(e.currentTarget.value)}
            >
              <option value="">{t('rule.classType')}</option>
              {rules.data.classTypes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('field.offence')}
              value={offence}
              onChange={(e) => setOffence(e.currentTarget.value as PenaltyRuleRow['offence'])}
            >
              <option value="lateCancel">{t('offence.lateCancel')}</option>
              <option value="noShow">{t('offence.noShow')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            disabled={!typeId}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                {
                  courseKind: 'league',
                  offence,
                  classTypeId: Number(typeId),
                  forfeitUse: leagueRule?.forfeitUse ?? true,
                  feeCents: leagueRule?.feeCents ?? 0,
                  graceCount: leagueRule?.graceCount ?? 0,
                  graceDays: leagueRule?.graceDays ?? 30,
                  waiveDays: leagueRule?.waiveDays ?? 7,
                  creditPoints: leagueRule?.creditPoints ?? 0,
                },
                { onSuccess: reload },
              )
            }
          >
            {t('rule.add')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** /breakContract: the rules and the records, in two tabs. */
export default function BreakContractPage() {
  const { t } = useTranslation('clubPenalties');
  const [tab, setTab] = useState('rules');
  return (
    <Stack gap="4">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="rules" data-testid="tab-rules">
            {t('tab.rules')}
          </Tabs.Trigger>
          <Tabs.Trigger value="records" data-testid="tab-records">
            {t('tab.records')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rules">
          <RulesTab />
        </Tabs.Content>
        <Tabs.Content value="records">
          <RecordsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/**
 * /credit (spec §2 base admin pages): two tabs.
 *
 * - Users' scores: every user with their score and the bar in force, filtered by account
 *   or name and "barred"; "Edit" adjusts a score by some points with a reason (a manual
 *   score change, `creditAdjust`); "Score changes" shows a user's changes.
 * - Credit rules: the default rule (every scene without its own) and the scene rules —
 *   points for a no-show and a late cancellation, the threshold and the days of a bar;
 *   add, edit, delete. The form refuses a threshold above the initial score.
 *
 * Switching tabs clears the other tab's filters and page from the URL.
 */
import { useState } from 'react';
import { Badge, CloseButton, Dialog, Portal, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CreditAdjustInput,
  CreditRuleForm,
  creditAdjust,
  creditPage,
  creditRecordPage,
  creditRuleAdd,
  creditRuleDelete,
  creditRuleEdit,
  creditRulePage,
  type CreditRuleRow,
  type UserCreditRow,
} from '../../platform/contracts/credit.contract';
import { EmptyState } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useCall } from '../../ui/runtime';
import { sceneOptions, shortTime, statusField, StatusBadge } from './shared';

/** The declaration of the scores tab; `onRecords` opens a user's score changes. */
export function scoresConfig(
  onRecords: (row: UserCreditRow) => void,
): ResourcePageConfig<typeof creditPage, UserCreditRow> {
  return {
    id: 'credit',
    ns: 'creditAdmin',
    title: 'credit.title',
    description: 'credit.description',
    list: creditPage,
    rowKey: (r) => r.userId,
    filters: [
      { name: 'keyword', label: 'credit.keyword', kind: 'text' },
      {
        name: 'barred',
        label: 'credit.barred',
        kind: 'select',
        options: [
          { value: 'true', label: 'yes' },
          { value: 'false', label: 'no' },
        ],
      },
    ],
    columns: [
      { key: 'account', label: 'credit.account' },
      { key: 'name', label: 'credit.name' },
      { key: 'orgName', label: 'credit.org' },
      {
        key: 'score',
        label: 'credit.score',
        align: 'end',
        render: (r) => (
          <Text as="span" fontWeight="semibold" data-testid="credit-score">
            {r.score}
          </Text>
        ),
      },
      {
        key: 'barredUntil',
        label: 'credit.barredUntil',
        nowrap: true,
        exportValue: (r) => shortTime(r.barredUntil),
        render: (r) =>
          r.barredUntil ? (
            <Badge colorPalette="red" variant="subtle">
              {shortTime(r.barredUntil)}
            </Badge>
          ) : (
            ''
          ),
      },
      {
        key: 'updatedAt',
        label: 'credit.updatedAt',
        nowrap: true,
        render: (r) => shortTime(r.updatedAt),
        exportValue: (r) => shortTime(r.updatedAt),
      },
    ],
    form: {
      fields: [
        { name: 'delta', label: 'credit.delta', kind: 'number', help: 'credit.deltaHelp' },
        { name: 'remark', label: 'credit.remark', kind: 'textarea' },
      ],
      schema: CreditAdjustInput.omit({ userId: true }),
      update: { call: creditAdjust, permission: creditAdjust.access },
      defaults: { delta: null, remark: '' },
      toValues: () => ({ delta: null, remark: '' }),
      toInput: (values, row) => ({ userId: row!.userId, delta: values.delta, remark: values.remark }),
      editTitle: 'credit.adjustTitle',
    },
    rowActions: [
      {
        key: 'records',
        label: 'credit.records',
        permission: creditRecordPage.access,
        run: { onClick: (row) => onRecords(row) },
      },
    ],
    export: { permission: creditPage.access, fileName: 'credit.title' },
  };
}

/** The declaration of the rules tab. */
export const rulesConfig: ResourcePageConfig<typeof creditRulePage, CreditRuleRow> = {
  id: 'creditRule',
  ns: 'creditAdmin',
  title: 'rule.title',
  description: 'rule.description',
  list: creditRulePage,
  rowKey: (r) => r.id,
  columns: [
    { key: 'sceneName', label: 'rule.scene', render: (r) => r.sceneName ?? <DefaultBadge /> },
    {
      key: 'initialScore',
      label: 'rule.initialScore',
      align: 'end',
      render: (r) => (r.sceneId === null ? String(r.initialScore) : '—'),
    },
    { key: 'noShowPoints', label: 'rule.noShow', align: 'end' },
    { key: 'lateCancelPoints', label: 'rule.lateCancel', align: 'end' },
    { key: 'threshold', label: 'rule.threshold', align: 'end' },
    { key: 'barDays', label: 'rule.barDays', align: 'end' },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
  ],
  form: {
    fields: [
      {
        name: 'sceneId',
        label: 'rule.scene',
        kind: 'select',
        options: sceneOptions,
        placeholder: 'rule.everyScene',
        span: 2,
      },
      { name: 'initialScore', label: 'rule.initialScore', kind: 'number', help: 'rule.initialHelp' },
      { name: 'threshold', label: 'rule.threshold', kind: 'number', help: 'rule.thresholdHelp' },
      { name: 'noShowPoints', label: 'rule.noShow', kind: 'number' },
      { name: 'lateCancelPoints', label: 'rule.lateCancel', kind: 'number' },
      { name: 'barDays', label: 'rule.barDays', kind: 'number' },
      statusField,
    ],
    schema: CreditRuleForm,
    create: { call: creditRuleAdd, permission: creditRuleAdd.access },
    update: { call: creditRuleEdit, permission: creditRuleEdit.access },
    defaults: {
      sceneId: null,
      initialScore: 100,
      noShowPoints: 10,
      lateCancelPoints: 5,
      threshold: 60,
      barDays: 7,
      status: 0,
    },
    toValues: (r) => ({
      sceneId: r.sceneId,
      initialScore: r.initialScore,
      noShowPoints: r.noShowPoints,
      lateCancelPoints: r.lateCancelPoints,
      threshold: r.threshold,
      barDays: r.barDays,
      status: r.status,
    }),
    createTitle: 'rule.addTitle',
    editTitle: 'rule.editTitle',
  },
  remove: {
    call: creditRuleDelete,
    permission: creditRuleDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The scene cell of the default rule. */
function DefaultBadge() {
  const { t } = useTranslation('creditAdmin');
  return (
    <Badge colorPalette="blue" variant="subtle">
      {t('rule.everyScene')}
    </Badge>
  );
}

/** A user's score changes (newest 50) in a dialog; open while `user` is set. */
function RecordsDialog({ user, onClose }: { user: UserCreditRow | null; onClose: () => void }) {
  const { t } = useTranslation('creditAdmin');
  const records = useCall(
    creditRecordPage,
    { userId: user?.userId ?? 0, pageSize: 50 },
    { enabled: user !== null, staleTime: 0 },
  );
  return (
    <Dialog.Root
      open={user !== null}
      placement="center"
      size="lg"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="credit-records">
            <Dialog.Header>
              <Dialog.Title>{t('credit.recordsTitle', { name: user?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {(records.data?.rows.length ?? 0) === 0 ? (
                <EmptyState title={t('credit.noRecords')} />
              ) : (
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('credit.when')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('credit.change')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('credit.after')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('credit.reason')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('credit.by')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {records.data!.rows.map((r) => (
                      <Table.Row key={r.id}>
                        <Table.Cell whiteSpace="nowrap">{shortTime(r.createdAt)}</Table.Cell>
                        <Table.Cell textAlign="end" color={r.delta > 0 ? 'green.600' : 'red.600'}>
                          {r.delta > 0 ? `+${r.delta}` : r.delta}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{r.scoreAfter}</Table.Cell>
                        <Table.Cell>
                          {t(`credit.reasons.${r.reason}`)}
                          {r.remark ? `: ${r.remark}` : ''}
                        </Table.Cell>
                        <Table.Cell>{r.createdByName ?? ''}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /credit: the scores and rules tabs. */
export default function CreditAdminPage() {
  const { t } = useTranslation('creditAdmin');
  const [, setParams] = useSearchParams();
  const [tab, setTab] = useState<'scores' | 'rules'>('scores');
  const [recordsOf, setRecordsOf] = useState<UserCreditRow | null>(null);
  return (
    <Tabs.Root
      value={tab}
      lazyMount
      unmountOnExit
      onValueChange={(e) => {
        setParams(new URLSearchParams(), { replace: true });
        setTab(e.value as 'scores' | 'rules');
      }}
    >
      <Tabs.List>
        <Tabs.Trigger value="scores">{t('tabs.scores')}</Tabs.Trigger>
        <Tabs.Trigger value="rules">{t('tabs.rules')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="scores">
        <ResourcePage config={scoresConfig(setRecordsOf)} />
      </Tabs.Content>
      <Tabs.Content value="rules">
        <ResourcePage config={rulesConfig} />
      </Tabs.Content>
      <RecordsDialog user={recordsOf} onClose={() => setRecordsOf(null)} />
    </Tabs.Root>
  );
}

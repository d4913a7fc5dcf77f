/**
 * /reserve — reservation rules (spec §2): list filtered by name and status, the
 * default first; add / edit every column of a rule (who may book: organisations of the
 * organisation tree (by path), roles, temporary identities; booking window; lengths; counts;
 * cancellation; check-in window; approval; participants; hold; cross-day; waitlist;
 * status; sort; remark), checked by `ReserveRuleForm` before sending and again by the
 * server; set as default; delete (refused while the rule is bound or the default).
 */
import { HStack, Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ReserveRuleForm,
  reserveRuleAdd,
  reserveRuleDelete,
  reserveRuleEdit,
  reserveRulePage,
  reserveRuleSetAsDefault,
  type ReserveRuleRow,
} from '../../platform/contracts/rules.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { identOptions, orgChoices, roleOptions, statusField, statusFilter, StatusBadge, YesNo } from './shared';

/** The name, with a "default" badge on the default rule. */
function RuleName({ row }: { row: ReserveRuleRow }) {
  const { t } = useTranslation('rulesAdmin');
  return (
    <HStack gap="2">
      <Text>{row.name}</Text>
      {row.isDefault ? (
        <Badge colorPalette="blue" variant="solid" data-testid="default-badge">
          {t('reserve.default')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** "7 days ahead; opens 2 days before at 08:00". */
function WindowText({ row }: { row: ReserveRuleRow }) {
  const { t } = useTranslation('rulesAdmin');
  const ahead = t('reserve.ahead', { count: row.advanceDays });
  return (
    <>
      {row.openTime !== null
        ? `${ahead}; ${t('reserve.opens', { count: row.openDaysBefore ?? 0, time: row.openTime })}`
        : ahead}
    </>
  );
}

/** "30–120 min" (or "30 min –" without a maximum). */
function LengthText({ row }: { row: ReserveRuleRow }) {
  const { t } = useTranslation('rulesAdmin');
  return <>{t('reserve.lengthRange', { min: row.minMinutes, max: row.maxMinutes ?? t('reserve.unlimited') })}</>;
}

/** "1 / 3" bookings per day / week ("–" without a limit). */
function CountText({ row }: { row: ReserveRuleRow }) {
  const { t } = useTranslation('rulesAdmin');
  const n = (v: number | null) => (v === null ? t('reserve.unlimited') : String(v));
  return <>{`${n(row.perDay)} / ${n(row.perWeek)}`}</>;
}

/** Values of a rule in the form (every column). */
function valuesOf(r: ReserveRuleRow): Record<string, unknown> {
  return {
    name: r.name,
    orgIds: r.orgIds,
    roleIds: r.roleIds,
    idents: r.idents,
    advanceDays: r.advanceDays,
    openDaysBefore: r.openDaysBefore,
    openTime: r.openTime ?? '',
    minMinutes: r.minMinutes,
    maxMinutes: r.maxMinutes,
    perDay: r.perDay,
    perWeek: r.perWeek,
    cancelBeforeMinutes: r.cancelBeforeMinutes,
    lateCancelMinutes: r.lateCancelMinutes,
    checkInBeforeMinutes: r.checkInBeforeMinutes,
    checkInAfterMinutes: r.checkInAfterMinutes,
    needsApproval: r.needsApproval,
    participantsMin: r.participantsMin,
    participantsMax: r.participantsMax,
    holdMinutes: r.holdMinutes,
    allowCrossDay: r.allowCrossDay,
    maxCrossDays: r.maxCrossDays,
    waitlist: r.waitlist,
    status: r.status,
    sort: r.sort,
    remark: r.remark ?? '',
  };
}

const num = (name: string, help?: string) => ({
  name,
  label: `reserve.${name}`,
  kind: 'number' as const,
  help: help && `reserve.${help}`,
});

/** The page's declaration. */
export const reserveRuleConfig: ResourcePageConfig<typeof reserveRulePage, ReserveRuleRow> = {
  id: 'reserveRule',
  ns: 'rulesAdmin',
  title: 'reserve.title',
  description: 'reserve.description',
  list: reserveRulePage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'reserve.name', kind: 'text' }, statusFilter],
  columns: [
    { key: 'name', label: 'reserve.name', sortable: true, render: (r) => <RuleName row={r} /> },
    { key: 'window', label: 'reserve.window', render: (r) => <WindowText row={r} /> },
    { key: 'length', label: 'reserve.length', nowrap: true, render: (r) => <LengthText row={r} /> },
    { key: 'counts', label: 'reserve.counts', nowrap: true, render: (r) => <CountText row={r} /> },
    {
      key: 'needsApproval',
      label: 'reserve.needsApproval',
      nowrap: true,
      render: (r) => <YesNo on={r.needsApproval} />,
    },
    { key: 'bindingCount', label: 'reserve.bindingCount', align: 'end' },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'sort', sortable: true, align: 'end' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'reserve.name', kind: 'text' },
      statusField,
      {
        name: 'orgIds',
        label: 'reserve.orgIds',
        kind: 'multiSelect',
        options: orgChoices,
        help: 'reserve.whoHelp',
        span: 2,
      },
      { name: 'roleIds', label: 'reserve.roleIds', kind: 'multiSelect', options: roleOptions, span: 2 },
      { name: 'idents', label: 'reserve.idents', kind: 'multiSelect', options: identOptions, span: 2 },
      num('advanceDays', 'advanceHelp'),
      num('openDaysBefore', 'openHelp'),
      { name: 'openTime', label: 'reserve.openTime', kind: 'text', placeholder: 'reserve.hhmm' },
      num('holdMinutes', 'holdHelp'),
      num('minMinutes'),
      num('maxMinutes', 'emptyUnlimited'),
      num('perDay', 'emptyUnlimited'),
      num('perWeek', 'emptyUnlimited'),
      num('cancelBeforeMinutes', 'cancelHelp'),
      num('lateCancelMinutes', 'lateCancelHelp'),
      num('checkInBeforeMinutes'),
      num('checkInAfterMinutes'),
      num('participantsMin'),
      num('participantsMax', 'emptyUnlimited'),
      { name: 'needsApproval', label: 'reserve.needsApproval', kind: 'switch' },
      { name: 'waitlist', label: 'reserve.waitlist', kind: 'switch' },
      { name: 'allowCrossDay', label: 'reserve.allowCrossDay', kind: 'switch' },
      num('maxCrossDays'),
      { name: 'sort', label: 'sort', kind: 'number' },
      { name: 'remark', label: 'reserve.remark', kind: 'textarea' },
    ],
    schema: ReserveRuleForm,
    create: { call: reserveRuleAdd, permission: reserveRuleAdd.access },
    update: { call: reserveRuleEdit, permission: reserveRuleEdit.access },
    defaults: {
      name: '',
      orgIds: [],
      roleIds: [],
      idents: [],
      advanceDays: 7,
      openDaysBefore: null,
      openTime: '',
      minMinutes: 0,
      maxMinutes: null,
      perDay: null,
      perWeek: null,
      cancelBeforeMinutes: 0,
      lateCancelMinutes: 0,
      checkInBeforeMinutes: 15,
      checkInAfterMinutes: 15,
      needsApproval: false,
      participantsMin: 0,
      participantsMax: null,
      holdMinutes: 5,
      allowCrossDay: false,
      maxCrossDays: 7,
      waitlist: true,
      status: 0,
      sort: 0,
      remark: '',
    },
    toValues: valuesOf,
    createTitle: 'reserve.addTitle',
    editTitle: 'reserve.editTitle',
  },
  rowActions: [
    {
      key: 'setAsDefault',
      label: 'reserve.setAsDefault',
      permission: reserveRuleSetAsDefault.access,
      visible: (r) => !r.isDefault && r.status === 0,
      confirm: 'reserve.confirmDefault',
      run: { call: reserveRuleSetAsDefault, input: (r) => ({ id: r.id }) },
    },
  ],
  remove: {
    call: reserveRuleDelete,
    permission: reserveRuleDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function ReserveRulePage() {
  return <ResourcePage config={reserveRuleConfig} />;
}

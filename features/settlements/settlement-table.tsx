/**
 * The statements table of /settlement: settlement no, customer, period (with the month's
 * sequence when it is not the first statement), items, the meeting and catering parts (the
 * summary kind only), amount, state, confirmed by / at (campus time), invoice no, and the
 * row's actions — those {@link offeredActions} gives (machine × permission), test ids
 * `action-<key>`. Rows can be selected for the batch confirm when `selection` is given.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettlementKind, SettlementRow } from '../../platform/contracts/settlement.contract';
import {
  DataTable,
  EmptyState,
  formatMoney,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableSelection,
} from '../../ui/components';
import { useLang } from '../../ui/runtime';
import { SettlementStateBadge } from './state-badge';
import { offeredActions, type SettlementActionKey } from './steps';
import { campusDateTime } from './time';

/** Props of {@link SettlementTable}. */
export interface SettlementTableProps {
  kind: SettlementKind;
  rows: SettlementRow[];
  loading: boolean;
  error?: unknown;
  onRetry(): void;
  paging: DataTablePaging;
  /** Check boxes for the batch confirm; omitted when the user may not confirm. */
  selection?: DataTableSelection;
  /** Whether the user holds a button permission. */
  allowed(permission: string): boolean;
  /** A row's action was clicked. */
  onAction(key: SettlementActionKey, row: SettlementRow): void;
}

/** The table (see the module comment). */
export function SettlementTable(props: SettlementTableProps) {
  const { kind, rows, allowed, onAction } = props;
  const { t } = useTranslation('settlementAdmin');
  const { lang } = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const columns: DataTableColumn<SettlementRow>[] = [
    { key: 'settlementNo', header: t('column.settlementNo'), nowrap: true, render: (r) => r.settlementNo },
    { key: 'customer', header: t('column.customer'), render: (r) => r.customerName },
    {
      key: 'period',
      header: t('column.period'),
      nowrap: true,
      render: (r) => (r.sequence > 1 ? t('periodSequence', { period: r.period, sequence: r.sequence }) : r.period),
    },
    { key: 'items', header: t('column.items'), align: 'end', render: (r) => r.itemCount },
    ...(kind === 'summary'
      ? [
          {
            key: 'meetingPart',
            header: t('column.meetingPart'),
            align: 'end',
            nowrap: true,
            render: (r) => money(r.meetingCents),
          } satisfies DataTableColumn<SettlementRow>,
          {
            key: 'cateringPart',
            header: t('column.cateringPart'),
            align: 'end',
            nowrap: true,
            render: (r) => money(r.cateringCents),
          } satisfies DataTableColumn<SettlementRow>,
        ]
      : []),
    { key: 'amount', header: t('column.amount'), align: 'end', nowrap: true, render: (r) => money(r.amountCents) },
    { key: 'state', header: t('column.state'), render: (r) => <SettlementStateBadge state={r.state} /> },
    {
      key: 'confirmed',
      header: t('column.confirmed'),
      render: (r) =>
        r.confirmedAt ? (
          <Stack gap="0">
            <Text>{r.confirmedByName ?? ''}</Text>
            <Text textStyle="xs" color="fg.muted">
              {campusDateTime(r.confirmedAt)}
            </Text>
          </Stack>
        ) : (
          ''
        ),
    },
    { key: 'invoiceNo', header: t('column.invoiceNo'), nowrap: true, render: (r) => r.invoiceNo ?? '' },
    {
      key: 'actions',
      header: t('column.actions'),
      align: 'end',
      nowrap: true,
      render: (r) => (
        <HStack gap="1" justify="flex-end">
          {offeredActions(r, allowed).map((key) => (
            <Button
              key={key}
              size="xs"
              variant="ghost"
              colorPalette="blue"
              data-testid={`action-${key}`}
              onClick={() => onAction(key, r)}
            >
              {t(`action.${key}`)}
            </Button>
          ))}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      label={t(`kind.${kind}`)}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={<EmptyState title={t('empty')} />}
      paging={props.paging}
      selection={props.selection}
    />
  );
}

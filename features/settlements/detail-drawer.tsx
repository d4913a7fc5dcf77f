/**
 * The detail drawer of a statement (`order-drawer`, body `settlement-detail`): its state,
 * customer and period, the customer's billing details as the statement prints them, the
 * items (service date, source kind and number, description, charge with its percent,
 * amount — `settlement-item` rows) and the totals (meeting part, catering part, total), and
 * the invoice once recorded. Reads `detail` of the statement's kind.
 */
import { DataList, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_CALLS, type SettlementKind } from '../../platform/contracts/settlement.contract';
import { formatMoney } from '../../ui/components';
import { OrderDrawer } from '../../ui/order-page';
import { useCall, useLang } from '../../ui/runtime';
import { SettlementStateBadge } from './state-badge';

const BILLING = ['contactName', 'contactPhone', 'invoiceTitle', 'taxNumber', 'bankAccount', 'address'] as const;

/** Props of {@link SettlementDetailDrawer}. */
export interface SettlementDetailDrawerProps {
  kind: SettlementKind;
  id: number;
  /** Shown as the title until the detail has loaded. */
  settlementNo: string;
  onClose(): void;
}

/** The drawer, open while mounted (see the module comment). */
export function SettlementDetailDrawer({ kind, id, settlementNo, onClose }: SettlementDetailDrawerProps) {
  const { t } = useTranslation('settlementAdmin');
  const { lang } = useLang();
  const detail = useCall(SETTLEMENT_CALLS[kind].detail, { id });
  const d = detail.data;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <OrderDrawer title={t('detail.title', { settlementNo: d?.settlementNo ?? settlementNo })} onClose={onClose}>
      {d ? (
        <Stack gap="4" data-testid="settlement-detail">
          <HStack justify="space-between">
            <Text fontWeight="semibold">
              {d.customerName} · {d.sequence > 1 ? t('periodSequence', d) : d.period}
            </Text>
            <SettlementStateBadge state={d.state} />
          </HStack>
          <Stack gap="2">
            <Text fontWeight="medium">{t('detail.billing')}</Text>
            <DataList.Root orientation="horizontal" size="sm" data-testid="billing-details">
              {BILLING.map((k) => (
                <DataList.Item key={k}>
                  <DataList.ItemLabel>{t(`detail.${k}`)}</DataList.ItemLabel>
                  <DataList.ItemValue>{d.customer[k]}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
          <Stack gap="2">
            <Text fontWeight="medium">{t('detail.items')}</Text>
            <Table.Root size="sm" data-testid="settlement-items">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('detail.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.source')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.charge')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('detail.amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {d.items.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={5} color="fg.muted">
                      {t('detail.noItems')}
                    </Table.Cell>
                  </Table.Row>
                ) : null}
                {d.items.map((i) => (
                  <Table.Row key={i.id} data-testid="settlement-item">
                    <Table.Cell whiteSpace="nowrap">{i.serviceDate}</Table.Cell>
                    <Table.Cell>
                      {t(`source.${i.source}`)} {i.sourceNo}
                    </Table.Cell>
                    <Table.Cell>{i.description}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {t('detail.chargePercent', { charge: t(`charge.${i.charge}`), percent: i.percent })}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {money(i.amountCents)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
          <DataList.Root orientation="horizontal" size="sm" data-testid="settlement-totals">
            <DataList.Item>
              <DataList.ItemLabel>{t('column.meetingPart')}</DataList.ItemLabel>
              <DataList.ItemValue>{money(d.meetingCents)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('column.cateringPart')}</DataList.ItemLabel>
              <DataList.ItemValue>{money(d.cateringCents)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.total')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold" data-testid="settlement-total">
                {money(d.amountCents)}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {d.invoiceNo ? (
            <Text data-testid="settlement-invoice">
              {t('detail.invoice', {
                invoiceNo: d.invoiceNo,
                invoiceDate: d.invoiceDate ?? '',
                amount: d.invoiceAmountCents === null ? '' : money(d.invoiceAmountCents),
              })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </OrderDrawer>
  );
}

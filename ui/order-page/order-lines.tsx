/**
 * The lines of an order and its total, as the order pages' drawers show them: name (with an
 * optional tag such as the line's kind), unit price, quantity with its unit and amount, all
 * money in integer cents shown with `formatMoney` in the reader's language. The column
 * titles are the page namespace's `orders.lineName`, `orders.linePrice`, `orders.lineQty`,
 * `orders.lineAmount` and `orders.total`.
 */
import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../components';
import { useLang } from '../runtime';

/** One line: a stable key, what was ordered, its price in cents and how many. */
export interface OrderLineView {
  key: string | number;
  name: string;
  /** Shown after the name (e.g. the line's kind). */
  tag?: ReactNode;
  unitPriceCents: number;
  quantity: number;
  unit: string;
  amountCents: number;
}

/** Props of {@link OrderLines}: the page's i18n namespace, the lines and the order's total in cents. */
export interface OrderLinesProps {
  ns: string;
  lines: readonly OrderLineView[];
  totalCents: number;
}

/** The lines table (`data-testid="order-lines"`) and the total (`data-testid="order-total"`). */
export function OrderLines({ ns, lines, totalCents }: OrderLinesProps) {
  const { t } = useTranslation(ns);
  const { lang } = useLang();
  return (
    <>
      <Table.Root size="sm" data-testid="order-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('orders.lineName')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.linePrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.lineQty')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.lineAmount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.key}>
              <Table.Cell>
                {l.name}
                {l.tag ? <> {l.tag}</> : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(l.unitPriceCents, lang)}</Table.Cell>
              <Table.Cell textAlign="end">
                {l.quantity} {l.unit}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(l.amountCents, lang)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontWeight="semibold" data-testid="order-total">
        {t('orders.total')}: {formatMoney(totalCents, lang)}
      </Text>
    </>
  );
}

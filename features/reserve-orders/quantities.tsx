/**
 * Quantities of catalogue rows (merchandise or service items) chosen from their dropdown:
 * one number field per enabled option (0 = none), with its unit price. Shared by the
 * editMerchandise dialog of /reserves and the booking form of /reserveMeet.
 */
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderQuantity } from '../../platform/contracts/reserve-order.contract';
import type { z } from 'zod';
import { pricedLine, type PricedLine } from '../../platform/catering/reserve-order-pricing';
import { formatMoney } from '../../ui/components';
import { useLang } from '../../ui/runtime';

/** A dropdown option priced in cents. */
export interface PricedOption {
  id: number;
  name: string;
  unit?: string;
  priceCents: number;
}

/** Chosen quantities by option id (absent or 0: none). */
export type Quantities = Record<number, number>;

/** The call body's list: the options with a positive quantity, in the dropdown's order. */
export function quantityList(options: readonly PricedOption[], q: Quantities): z.infer<typeof OrderQuantity>[] {
  return options.filter((o) => (q[o.id] ?? 0) > 0).map((o) => ({ id: o.id, quantity: q[o.id] }));
}

/** The order lines of `kind` the chosen quantities make, priced as the server prices them (cents). */
export function quantityLines(
  kind: 'merchandise' | 'item',
  options: readonly PricedOption[],
  q: Quantities,
): PricedLine[] {
  return options
    .filter((o) => (q[o.id] ?? 0) > 0)
    .map((o) => pricedLine(kind, { id: o.id, name: o.name, unit: o.unit, unitPriceCents: o.priceCents }, q[o.id]));
}

/** The fields (`qty-<testPrefix>-<id>`). */
export function QuantityFields({
  options,
  value,
  onChange,
  testPrefix,
}: {
  options: readonly PricedOption[];
  value: Quantities;
  onChange(next: Quantities): void;
  testPrefix: string;
}) {
  const { t } = useTranslation('reserveOrder');
  const { lang } = useLang();
  return (
    <Stack gap="1">
      {options.map((o) => (
        <HStack key={o.id} justify="space-between">
          <Text flex="1">
            {o.name} · {formatMoney(o.priceCents, lang)}
            {o.unit ? ` / ${o.unit}` : ''}
          </Text>
          <Input
            w="24"
            type="number"
            min={0}
            aria-label={`${t('orders.quantity')} ${o.name}`}
            data-testid={`qty-${testPrefix}-${o.id}`}
            value={String(value[o.id] ?? 0)}
            onChange={(e) => {
              const n = Math.max(0, Math.min(9999, Math.floor(Number(e.currentTarget.value) || 0)));
              onChange({ ...value, [o.id]: n });
            }}
          />
        </HStack>
      ))}
    </Stack>
  );
}

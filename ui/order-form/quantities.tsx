/**
 * Quantities of catalogue rows (merchandise or service items) on an order form — the back office's
 * /reserveMeet and /reserves (edit merchandise) and the conference centre's /conference: one number
 * field per option (0 = none, at most 9,999) with its unit price shown per locale, the call body's
 * list of the chosen ones, and the order lines they make, priced as the server prices them (cents).
 */
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { z } from 'zod';
import type { OrderQuantity } from '../../platform/contracts/reserve-order.contract';
import { pricedLine, type PricedLine } from '../../platform/catering/reserve-order-pricing';
import { formatMoney } from '../components';
import { useLang } from '../runtime';

/** The most of one option an order may hold (the contract's bound). */
export const MAX_QUANTITY = 9999;

/** A dropdown option priced in cents. */
export interface PricedOption {
  id: number;
  name: string;
  unit?: string;
  priceCents: number;
}

/** Chosen quantities by option id (absent or 0: none). */
export type Quantities = Record<number, number>;

/** The call body's list: the options with a positive quantity, as `{ id, quantity }` in the dropdown's order. */
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

/** A typed quantity as a whole number from 0 to {@link MAX_QUANTITY} (anything else: 0). */
export function quantityOf(text: string): number {
  return Math.max(0, Math.min(MAX_QUANTITY, Math.floor(Number(text) || 0)));
}

/** Props of {@link QuantityFields}. */
export interface QuantityFieldsProps {
  options: readonly PricedOption[];
  value: Quantities;
  onChange(next: Quantities): void;
  /** Test ids are `qty-<testPrefix>-<id>`. */
  testPrefix: string;
  /** The word before each option's name in its field's accessible name ("Quantity"). */
  quantityLabel: string;
}

/** The fields, one row per option: its name, price and unit, and the quantity. */
export function QuantityFields({ options, value, onChange, testPrefix, quantityLabel }: QuantityFieldsProps) {
  const { lang } = useLang();
  return (
    <Stack gap="2">
      {options.map((o) => (
        <HStack key={o.id} justify="space-between" gap="3">
          <Text flex="1" minW="0">
            {o.name}
            <Text as="span" color="fg.muted" fontSize="sm">
              {' · '}
              {formatMoney(o.priceCents, lang)}
              {o.unit ? ` / ${o.unit}` : ''}
            </Text>
          </Text>
          <Input
            w="20"
            type="number"
            min={0}
            max={MAX_QUANTITY}
            inputMode="numeric"
            aria-label={`${quantityLabel} ${o.name}`}
            data-testid={`qty-${testPrefix}-${o.id}`}
            value={String(value[o.id] ?? 0)}
            onChange={(e) => onChange({ ...value, [o.id]: quantityOf(e.currentTarget.value) })}
          />
        </HStack>
      ))}
    </Stack>
  );
}

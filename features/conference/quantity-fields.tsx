/**
 * Quantities of catalogue rows (merchandise, service items) for the booking form: one
 * number field per option (0 = none) with its unit price, and the call body's list of
 * the chosen ones. Money in cents, shown per locale.
 */
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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

/** The options with a positive quantity, as `{ id, quantity }` in the dropdown's order. */
export function chosenQuantities(options: readonly PricedOption[], q: Quantities): { id: number; quantity: number }[] {
  return options.filter((o) => (q[o.id] ?? 0) > 0).map((o) => ({ id: o.id, quantity: q[o.id] }));
}

/** The fields (`qty-<prefix>-<id>`), one row per option. */
export function QuantityFields({
  options,
  value,
  onChange,
  prefix,
}: {
  options: readonly PricedOption[];
  value: Quantities;
  onChange(next: Quantities): void;
  prefix: string;
}) {
  const { t } = useTranslation('conference');
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
            max={9999}
            inputMode="numeric"
            aria-label={`${t('form.quantity')} ${o.name}`}
            data-testid={`qty-${prefix}-${o.id}`}
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

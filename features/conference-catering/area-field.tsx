/**
 * The delivery-area field of the catering forms: a choice among the order rule's delivery
 * areas (spec §7 /mc/orderRule/current) — the current value kept as an option when the rule
 * does not list it, so the form can say it is not served — or free text when no rule names
 * any area.
 */
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Props of {@link AreaField}: the rule's areas, the value and its setter. */
export interface AreaFieldProps {
  areas: readonly string[];
  value: string;
  onChange(value: string): void;
}

/** The area field with its label (`order.area`). */
export function AreaField({ areas, value, onChange }: AreaFieldProps) {
  const { t } = useTranslation('conferenceCatering');
  const options = value && !areas.includes(value) ? [...areas, value] : areas;
  return (
    <Field.Root required>
      <Field.Label>{t('order.area')}</Field.Label>
      {areas.length === 0 ? (
        <Input value={value} onChange={(e) => onChange(e.currentTarget.value)} maxLength={64} />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            placeholder={t('order.chooseArea')}
          >
            {options.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </Field.Root>
  );
}

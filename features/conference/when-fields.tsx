/**
 * The date, start, end and attendees fields of a meeting search (the rooms list and the
 * booking form's room picker), phone-first: two columns on a phone, four from `md`. The
 * problem of an invalid search (./time.ts `whenProblem`) shows under the fields, localized.
 */
import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { whenProblem, type MeetingWhen } from './time';

/** Props of {@link WhenFields}: the value, its change, and whether to show its problem (after a try). */
export interface WhenFieldsProps {
  value: MeetingWhen;
  onChange(next: MeetingWhen): void;
  showProblem?: boolean;
}

/** The four fields (`when-date`, `when-start`, `when-end`, `when-attendees`) and the problem (`when-problem`). */
export function WhenFields({ value, onChange, showProblem = false }: WhenFieldsProps) {
  const { t } = useTranslation('conference');
  const problem = showProblem ? whenProblem(value) : null;
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Field.Label>{t('rooms.date')}</Field.Label>
          <Input
            type="date"
            data-testid="when-date"
            value={value.date}
            onChange={(e) => onChange({ ...value, date: e.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('rooms.start')}</Field.Label>
          <Input
            type="time"
            data-testid="when-start"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('rooms.end')}</Field.Label>
          <Input
            type="time"
            data-testid="when-end"
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Field.Label>{t('rooms.attendees')}</Field.Label>
          <Input
            type="number"
            min={1}
            max={10000}
            inputMode="numeric"
            data-testid="when-attendees"
            value={Number.isFinite(value.attendees) ? String(value.attendees) : ''}
            onChange={(e) => onChange({ ...value, attendees: Math.floor(Number(e.currentTarget.value)) })}
          />
        </Field.Root>
      </SimpleGrid>
      {problem ? (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="when-problem">
          {t(`errors.${problem}`)}
        </Text>
      ) : null}
    </>
  );
}

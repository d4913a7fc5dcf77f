/**
 * The day switcher of /trip and /scheduling: previous day, a date field, next day, and "Today"
 * when another day is shown. Dates are campus dates `YYYY-MM-DD`; `onChange` gets the new one.
 */
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { addDays, dateOfParam } from './day';

/** Props of {@link DayNav}. */
export interface DayNavProps {
  date: string;
  today: string;
  onChange: (date: string) => void;
  /** Prefix of the controls' test ids: `<prefix>-previous`, `-date`, `-next`, `-today`. */
  testIdPrefix: string;
}

/** The day switcher; see the module comment. */
export function DayNav({ date, today, onChange, testIdPrefix }: DayNavProps) {
  const { t } = useTranslation('conferenceDay');
  return (
    <HStack gap="2" align="flex-end">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('trip.previous')}
        onClick={() => onChange(addDays(date, -1))}
        data-testid={`${testIdPrefix}-previous`}
      >
        <LuChevronLeft />
      </Button>
      <Field.Root flex="1" minW="0">
        <Field.Label srOnly>{t('trip.date')}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={date}
          onChange={(e) => onChange(dateOfParam(e.target.value, date))}
          data-testid={`${testIdPrefix}-date`}
        />
      </Field.Root>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('trip.next')}
        onClick={() => onChange(addDays(date, 1))}
        data-testid={`${testIdPrefix}-next`}
      >
        <LuChevronRight />
      </Button>
      {date !== today ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(today)} data-testid={`${testIdPrefix}-today`}>
          {t('trip.today')}
        </Button>
      ) : null}
    </HStack>
  );
}

/**
 * The date chips of /appointment/time: today and the next 6 days in the site's time
 * zone (spec §2 same-day booking: one day per booking). Each chip is a radio-like button
 * (`aria-pressed`) named by its label (Today / Tomorrow / week day) and its date.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDayChip, nextDays } from '../../ui/terminal-shell/time-format';

/** Days offered, today included. */
export const BOOKABLE_DAYS = 7;

/** Props of {@link DateChips}. */
export interface DateChipsProps {
  /** The site's IANA time zone; "today" is today there. */
  timeZone: string;
  /** The chosen date `YYYY-MM-DD`, if any. */
  value: string | null;
  /** Called with the pressed date. */
  onChange: (date: string) => void;
  /** "Now" (tests); default the clock. */
  now?: Date;
  disabled?: boolean;
  /** How many days, today first. Default {@link BOOKABLE_DAYS}. */
  days?: number;
}

/** A horizontally scrolling row of date chips (7 unless told). */
export function DateChips({ timeZone, value, onChange, now, disabled, days: count = BOOKABLE_DAYS }: DateChipsProps) {
  const { t, i18n } = useTranslation('booking');
  const days = nextDays(timeZone, count, now);
  return (
    <HStack as="ul" listStyleType="none" gap="2" overflowX="auto" pb="1" data-testid="date-chips">
      {days.map((date, i) => {
        const { weekDay, day } = formatDayChip(date, i18n.language);
        const label = i === 0 ? t('time.today') : i === 1 ? t('time.tomorrow') : weekDay;
        const active = date === value;
        return (
          <li key={date}>
            <Button
              type="button"
              h="auto"
              minW="20"
              py="2"
              px="3"
              flexDirection="column"
              gap="0"
              borderRadius="xl"
              colorPalette="teal"
              variant={active ? 'solid' : 'outline'}
              bg={active ? undefined : 'bg'}
              aria-pressed={active}
              aria-label={`${label} ${day}`}
              data-date={date}
              disabled={disabled}
              onClick={() => onChange(date)}
            >
              <Text as="span" fontSize="xs" fontWeight="medium">
                {label}
              </Text>
              <Text as="span" fontSize="sm" fontWeight="semibold">
                {day}
              </Text>
            </Button>
          </li>
        );
      })}
    </HStack>
  );
}

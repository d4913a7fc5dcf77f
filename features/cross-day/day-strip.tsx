/**
 * One row of a day-by-day availability table: the date and its slots as small coloured
 * cells (free, held, taken, past, closed — each with its name as text for screen readers
 * and as a tooltip), the cells inside `range` marked.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../platform/contracts/reserve.contract';
import { formatDayChip, formatTimeRange } from '../../ui/terminal-shell/time-format';

const COLOURS: Record<Slot['status'], string> = {
  free: 'green.400',
  held: 'orange.300',
  taken: 'red.400',
  past: 'gray.300',
  closed: 'gray.200',
};

/** Props of {@link DayStrip}. */
export interface DayStripProps {
  date: string;
  slots: readonly Slot[];
  timeZone: string;
  /** The chosen range, to mark (ISO instants), or null. */
  range: { start: string; end: string } | null;
}

/** A date and its slots (see the module comment). */
export function DayStrip({ date, slots, timeZone, range }: DayStripProps) {
  const { t, i18n } = useTranslation('crossDay');
  const chip = formatDayChip(date, i18n.language);
  const inRange = (s: Slot) =>
    range !== null && Date.parse(s.start) >= Date.parse(range.start) && Date.parse(s.end) <= Date.parse(range.end);
  return (
    <HStack as="li" gap="3" align="center" data-testid={`day-${date}`}>
      <Text minW="24" fontSize="sm" fontWeight="medium">
        {chip.weekDay} {chip.day}
      </Text>
      <HStack gap="0.5" flexWrap="wrap" role="list">
        {slots.map((s) => {
          const label = `${formatTimeRange(s.start, s.end, timeZone, i18n.language)} ${t(`slot.${s.status}`)}`;
          return (
            <Box
              key={s.start}
              role="listitem"
              aria-label={label}
              title={label}
              data-status={s.status}
              data-chosen={inRange(s) || undefined}
              w="3"
              h="5"
              borderRadius="sm"
              bg={COLOURS[s.status]}
              outline={inRange(s) ? '2px solid' : undefined}
              outlineColor="teal.600"
            />
          );
        })}
      </HStack>
    </HStack>
  );
}

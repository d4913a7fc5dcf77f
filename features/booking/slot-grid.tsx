/**
 * The slot grid of /appointment/time (spec §2, DESIGN.md §4): one button per slot of a
 * site's day. Each button's accessible name holds its time range and its status text
 * (e.g. `09:00–10:00 Available`); free slots are pressable (`aria-pressed` when
 * selected), taken / held / past / closed ones are disabled and labelled. The grid is
 * controlled: which slots are selected, and what a press does (the sameDayBooking
 * machine's `slot.toggle`, which keeps the selection consecutive), belong to the caller.
 */
import { useEffect, useRef } from 'react';
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Slot, SlotStatus } from '../../platform/contracts/reserve.contract';
import { formatTimeRange } from '../../ui/terminal-shell/time-format';

/** Props of {@link SlotGrid}. */
export interface SlotGridProps {
  /** The day's slots in time order, as `currentPeriod` returns them. */
  slots: readonly Slot[];
  /** Time zone the times are shown in (the site's campus zone). */
  timeZone: string;
  /** Slots currently selected (matched by `start`). */
  selected: readonly Pick<Slot, 'start'>[];
  /** Called with a free slot the user pressed. */
  onToggle: (slot: Slot) => void;
  /** Disables every button (e.g. while the machine is busy). */
  disabled?: boolean;
  /**
   * When a new day is shown, scroll its first selected or free slot into view if it is
   * below the fold (a day of 30-minute slots starts with many past ones). Default true.
   */
  autoScroll?: boolean;
}

/** Visual style per displayed state: chakra colour palette and button variant. */
const LOOK: Record<SlotStatus | 'selected', { palette: string; variant: 'solid' | 'outline' | 'subtle' | 'surface' }> = {
  free: { palette: 'teal', variant: 'outline' },
  selected: { palette: 'teal', variant: 'solid' },
  held: { palette: 'orange', variant: 'subtle' },
  taken: { palette: 'red', variant: 'subtle' },
  past: { palette: 'gray', variant: 'subtle' },
  closed: { palette: 'gray', variant: 'surface' },
};

/** The grid of slot buttons; see the module comment for names and behaviour. */
export function SlotGrid({ slots, timeZone, selected, onToggle, disabled = false, autoScroll = true }: SlotGridProps) {
  const { t } = useTranslation('booking');
  const chosen = new Set(selected.map((s) => s.start));
  const gridRef = useRef<HTMLDivElement>(null);
  const dayKey = slots.length ? slots[0].start : '';
  useEffect(() => {
    if (!autoScroll || !dayKey || typeof window === 'undefined') return;
    const target = gridRef.current?.querySelector<HTMLElement>('button[data-selected], button[data-status="free"]');
    if (!target || typeof target.scrollIntoView !== 'function') return;
    const { top } = target.getBoundingClientRect();
    if (top > window.innerHeight - 160) target.scrollIntoView({ block: 'center' });
    // Only when the day changes, not on every selection.
  }, [dayKey]);
  return (
    <SimpleGrid ref={gridRef} as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="2.5" data-testid="slot-grid">
      {slots.map((slot) => {
        const isSelected = chosen.has(slot.start);
        const state = isSelected ? 'selected' : slot.status;
        const look = LOOK[state];
        const range = formatTimeRange(slot.start, slot.end, timeZone);
        const statusText = t(`slotStatus.${state}`);
        const pressable = slot.status === 'free';
        return (
          <Box as="li" key={slot.start}>
            <Button
              type="button"
              w="full"
              h="auto"
              py="2.5"
              flexDirection="column"
              gap="0.5"
              colorPalette={look.palette}
              variant={look.variant}
              borderStyle={slot.status === 'closed' ? 'dashed' : undefined}
              aria-label={`${range} ${statusText}`}
              aria-pressed={pressable ? isSelected : undefined}
              data-status={slot.status}
              data-selected={isSelected || undefined}
              disabled={disabled || !pressable}
              onClick={() => onToggle(slot)}
            >
              <Text as="span" fontWeight="semibold" fontSize="md" fontVariantNumeric="tabular-nums">
                {range}
              </Text>
              <Text as="span" fontSize="xs" fontWeight="normal" textDecoration={slot.status === 'past' ? 'line-through' : undefined}>
                {statusText}
              </Text>
            </Button>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

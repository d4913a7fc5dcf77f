/**
 * The slot grid of /appointment/time (spec §2, DESIGN.md §4): one button per slot of a
 * site's day. Each button's accessible name holds its time range and its status text
 * (e.g. `09:00–10:00 Available`); free slots (and the booker's own held ones) are
 * pressable (`aria-pressed` when selected); full ones (taken, held by others) are
 * pressable only when the caller offers the waitlist (`onFullPress`, labelled "Full: join
 * the waitlist"); past and closed ones are disabled and labelled. The grid is
 * controlled: which slots are selected, and what a press does (the sameDayBooking
 * machine's `slot.toggle`, which keeps the selection consecutive), belong to the caller.
 *
 * Past slots are folded: when a day still has slots to come, the grid opens at the first
 * of them, and its past ones hide behind a "Show N earlier slots" toggle (on a phone a
 * day of 30-minute slots would otherwise start with dozens of them). A new day folds again.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
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
   * When given, full slots (taken, or held by others) can be pressed too and call this
   * (to join the waitlist); otherwise they are disabled.
   */
  onFullPress?: (slot: Slot) => void;
  /**
   * When a new day is shown, scroll its first selected or free slot into view if it is
   * below the fold (a day of 30-minute slots starts with many past ones). Default true.
   */
  autoScroll?: boolean;
}

/** How many slots at the start of `slots` are past, when some later slot is not (else 0: nothing to fold). */
export function foldablePast(slots: readonly Slot[]): number {
  const firstOpen = slots.findIndex((s) => s.status !== 'past');
  return firstOpen === -1 ? 0 : firstOpen;
}

/** Visual style per displayed state: chakra colour palette and button variant. */
const LOOK: Record<SlotStatus | 'selected', { palette: string; variant: 'solid' | 'outline' | 'subtle' | 'surface' }> =
  {
    free: { palette: 'teal', variant: 'outline' },
    selected: { palette: 'teal', variant: 'solid' },
    held: { palette: 'orange', variant: 'subtle' },
    taken: { palette: 'red', variant: 'subtle' },
    past: { palette: 'gray', variant: 'subtle' },
    closed: { palette: 'gray', variant: 'surface' },
  };

/** The grid of slot buttons; see the module comment for names and behaviour. */
export function SlotGrid({
  slots,
  timeZone,
  selected,
  onToggle,
  disabled = false,
  autoScroll = true,
  onFullPress,
}: SlotGridProps) {
  const { t, i18n } = useTranslation('booking');
  const chosen = new Set(selected.map((s) => s.start));
  const gridRef = useRef<HTMLDivElement>(null);
  const dayKey = slots.length ? slots[0].start : '';
  // The day whose past slots the user unfolded (a new day folds again).
  const [unfoldedDay, setUnfoldedDay] = useState<string | null>(null);
  const pastCount = foldablePast(slots);
  const folded = pastCount > 0 && unfoldedDay !== dayKey;
  const shown = folded ? slots.slice(pastCount) : slots;
  useEffect(() => {
    if (!autoScroll || !dayKey || typeof window === 'undefined') return;
    const target = gridRef.current?.querySelector<HTMLElement>('button[data-selected], button[data-status="free"]');
    if (!target || typeof target.scrollIntoView !== 'function') return;
    const { top } = target.getBoundingClientRect();
    if (top > window.innerHeight - 160) target.scrollIntoView({ block: 'center' });
    // Only when the day changes, not on every selection.
  }, [dayKey, autoScroll]);
  return (
    <Stack gap="2.5">
      {pastCount > 0 ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          colorPalette="gray"
          alignSelf="flex-start"
          aria-expanded={!folded}
          onClick={() => setUnfoldedDay(folded ? dayKey : null)}
        >
          {folded ? <LuChevronDown aria-hidden /> : <LuChevronUp aria-hidden />}
          {folded ? t('slotFold.show', { count: pastCount }) : t('slotFold.hide')}
        </Button>
      ) : null}
      <SimpleGrid
        ref={gridRef}
        as="ul"
        listStyleType="none"
        columns={{ base: 2, sm: 3, md: 4 }}
        gap="2.5"
        data-testid="slot-grid"
      >
        {shown.map((slot) => {
          const isSelected = chosen.has(slot.start);
          const heldMine = slot.status === 'held' && slot.mine === true;
          const state = isSelected ? 'selected' : slot.status;
          const look = heldMine && !isSelected ? LOOK.free : LOOK[state];
          const range = formatTimeRange(slot.start, slot.end, timeZone, i18n.language);
          const full = onFullPress !== undefined && (slot.status === 'taken' || (slot.status === 'held' && !heldMine));
          const statusText = full
            ? t('waitlist.joinSlot')
            : t(`slotStatus.${heldMine && !isSelected ? 'heldMine' : state}`);
          // The booker's own held slots stay selectable (an earlier hold of theirs, e.g. after going back).
          const pressable = slot.status === 'free' || heldMine || full;
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
                aria-pressed={pressable && !full ? isSelected : undefined}
                data-status={slot.status}
                data-selected={isSelected || undefined}
                disabled={disabled || !pressable}
                onClick={() => (full ? onFullPress!(slot) : onToggle(slot))}
              >
                <Text as="span" fontWeight="semibold" fontSize="md" fontVariantNumeric="tabular-nums">
                  {range}
                </Text>
                <Text
                  as="span"
                  fontSize="xs"
                  fontWeight="normal"
                  textDecoration={slot.status === 'past' ? 'line-through' : undefined}
                >
                  {statusText}
                </Text>
              </Button>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * One campus day of rooms as a timeline: one row per room (its label on the left), an hour
 * axis over [fromHour, toHour), and blocks (bookings, locks) placed by their times; a red
 * line marks `now` when it falls inside the shown day. Times are wire times of the campus
 * offset (./time), so the layout does not depend on the browser's zone. Blocks outside the
 * axis are clipped to it; a block entirely outside is not drawn.
 */
import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { minutesInto } from './time';

/** A block on a row: a booking or a lock, with its wire-time range. */
export interface TimelineBlock {
  key: string;
  start: string;
  end: string;
  /** Chakra colour palette of the block (e.g. `blue` bookings, `red` locks). */
  palette: string;
  /** What the block shows (kept short: it may be narrow). */
  content: ReactNode;
  /** Full description for the tooltip and screen readers. */
  title: string;
  testId?: string;
  onClick?: () => void;
}

/** One row of the timeline. */
export interface TimelineRow {
  key: string;
  label: ReactNode;
  blocks: TimelineBlock[];
  testId?: string;
}

/** Props of {@link RoomDayTimeline}. */
export interface RoomDayTimelineProps {
  /** The campus date shown, `YYYY-MM-DD`. */
  date: string;
  rows: TimelineRow[];
  /** First and last hour of the axis (defaults 7 and 22). */
  fromHour?: number;
  toHour?: number;
  /** Now, epoch ms: the now-line is drawn when it falls on the axis of `date`. */
  now?: number;
  /** Header of the label column. */
  labelHeader?: ReactNode;
}

const LABEL_WIDTH = '180px';
const ROW_HEIGHT = '56px';

/** The timeline of rooms over one day (see the module comment). */
export function RoomDayTimeline({ date, rows, fromHour = 7, toHour = 22, now, labelHeader }: RoomDayTimelineProps) {
  const [axisFrom, axisTo] = [fromHour * 60, toHour * 60];
  const span = axisTo - axisFrom;
  const pct = (minutes: number) => `${((minutes - axisFrom) / span) * 100}%`;
  const hours = Array.from({ length: toHour - fromHour + 1 }, (_, i) => fromHour + i);
  const nowMinutes = now === undefined ? null : (now - Date.parse(`${date}T00:00:00+08:00`)) / 60_000;
  const showNow = nowMinutes !== null && nowMinutes >= axisFrom && nowMinutes <= axisTo;

  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="room-timeline">
      <Box minW="900px">
        <Flex borderBottomWidth="1px" bg="bg.muted">
          <Box w={LABEL_WIDTH} flexShrink={0} px="2" py="1" fontWeight="medium" textStyle="sm">
            {labelHeader}
          </Box>
          <Box position="relative" flex="1" h="28px">
            {hours.map((h) => (
              <Text
                key={h}
                position="absolute"
                left={pct(h * 60)}
                top="1"
                textStyle="xs"
                color="fg.muted"
                transform={h === toHour ? 'translateX(-100%)' : undefined}
              >
                {`${String(h).padStart(2, '0')}:00`}
              </Text>
            ))}
          </Box>
        </Flex>
        {rows.map((row) => (
          <Flex key={row.key} borderBottomWidth="1px" data-testid={row.testId}>
            <Box w={LABEL_WIDTH} flexShrink={0} px="2" py="1" borderRightWidth="1px">
              {row.label}
            </Box>
            <Box position="relative" flex="1" minH={ROW_HEIGHT}>
              {hours.map((h) => (
                <Box
                  key={h}
                  position="absolute"
                  left={pct(h * 60)}
                  top="0"
                  bottom="0"
                  borderLeftWidth="1px"
                  opacity={0.4}
                />
              ))}
              {row.blocks.map((b) => {
                const from = Math.max(minutesInto(date, b.start), axisFrom);
                const to = Math.min(minutesInto(date, b.end), axisTo);
                if (to <= from) return null;
                return (
                  <Box
                    key={b.key}
                    as="button"
                    position="absolute"
                    top="1"
                    bottom="1"
                    left={pct(from)}
                    width={`${((to - from) / span) * 100}%`}
                    colorPalette={b.palette}
                    bg="colorPalette.subtle"
                    borderWidth="1px"
                    borderColor="colorPalette.solid"
                    borderRadius="sm"
                    px="1"
                    overflow="hidden"
                    textAlign="left"
                    textStyle="xs"
                    cursor={b.onClick ? 'pointer' : 'default'}
                    title={b.title}
                    aria-label={b.title}
                    data-testid={b.testId}
                    onClick={b.onClick}
                  >
                    {b.content}
                  </Box>
                );
              })}
              {showNow && nowMinutes !== null ? (
                <Box
                  position="absolute"
                  top="0"
                  bottom="0"
                  left={pct(nowMinutes)}
                  borderLeftWidth="2px"
                  borderColor="red.500"
                  pointerEvents="none"
                  data-testid="now-line"
                />
              ) : null}
            </Box>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}

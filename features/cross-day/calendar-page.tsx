/**
 * /calendar (spec §2): a month calendar of the caller's bookings (current/page, the newest
 * 100 overlapping the shown month, every state but cancelled and rejected), Monday first; a day with bookings shows a
 * mark and their count, and choosing a day lists its bookings (time, site, state) with a
 * link to each one's /detail. A cross-day booking is shown on every day it touches.
 */
import { useMemo, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentPage, type Reservation } from '../../platform/contracts/reserve.contract';
import { useCall } from '../../ui/runtime';
import { formatCalendarDate, formatDayChip, formatTime, offsetOf, todayIn } from '../../ui/terminal-shell/time-format';

/** The local dates `YYYY-MM-DD` a booking touches (its own offset; an end at midnight stays on the day before). */
export function datesOf(r: Pick<Reservation, 'start' | 'end'>): string[] {
  const first = r.start.slice(0, 10);
  const endInstant = new Date(Date.parse(r.end) - 1);
  const offsetMs = Date.parse(`${r.end.slice(0, 19)}Z`) - Date.parse(r.end);
  const last = new Date(endInstant.getTime() + offsetMs).toISOString().slice(0, 10);
  const out = [first];
  while (out[out.length - 1] < last) out.push(shift(out[out.length - 1], 1));
  return out;
}

/**
 * The instants to ask the month's bookings for: a day before its first day to a day after
 * its last (bookings are placed by their site's time zone, which may differ from the
 * browser's by up to a day).
 */
export function monthWindow(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - 1, 0)).toISOString(), to: new Date(Date.UTC(y, m, 2)).toISOString() };
}

/** Month `YYYY-MM` as EN `November 2026`, CN/TC `2026年11月`. */
export function formatMonth(month: string, lang: string): string {
  const [y, m] = month.split('-').map(Number);
  return lang === 'EN'
    ? new Date(y, m - 1, 15).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })
    : `${y}年${m}月`;
}

/** `date` moved by `n` days. */
function shift(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The weeks (Monday first) of month `YYYY-MM`: dates, null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** `YYYY-MM` moved by `n` months. */
function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

const HIDDEN: readonly Reservation['status'][] = ['cancelled', 'rejected'];

/** The booking calendar page. */
export function CalendarPage() {
  const { t, i18n } = useTranslation(['crossDay', 'common']);
  const lang = i18n.language;
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [day, setDay] = useState(today);
  const page = useCall(
    currentPage,
    { pageNo: 1, pageSize: 100, scope: 'all', ...monthWindow(month) },
    { staleTime: 0 },
  );
  const byDate = useMemo(() => {
    const map = new Map<string, Reservation[]>();
    for (const r of page.data?.rows ?? []) {
      if (HIDDEN.includes(r.status)) continue;
      for (const d of datesOf(r)) map.set(d, [...(map.get(d) ?? []), r]);
    }
    return map;
  }, [page.data]);
  const weekDays = t('crossDay:calendar.weekDays', { returnObjects: true }) as string[];
  const list = (byDate.get(day) ?? []).slice().sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          {t('crossDay:calendar.title')}
        </Heading>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('crossDay:calendar.prev')}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            ‹
          </Button>
          <Text fontWeight="semibold" data-testid="calendar-month" data-month={month}>
            {formatMonth(month, lang)}
          </Text>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('crossDay:calendar.next')}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            ›
          </Button>
        </HStack>
      </HStack>
      {/* A grid of rows (the week-day names, then each week): rows lay out in the parent's 7 columns. */}
      <SimpleGrid columns={7} gap="1" role="grid" aria-label={formatMonth(month, lang)}>
        <Box role="row" display="contents">
          {weekDays.map((w) => (
            <Text key={w} textAlign="center" fontSize="xs" color="fg.muted" role="columnheader">
              {w}
            </Text>
          ))}
        </Box>
        {monthGrid(month).map((week, w) => (
          <Box key={w} role="row" display="contents">
            {week.map((d, i) => {
              if (!d) return <Box key={`x${i}`} role="gridcell" />;
              const n = byDate.get(d)?.length ?? 0;
              return (
                <Button
                  key={d}
                  size="sm"
                  h="12"
                  variant={d === day ? 'solid' : 'ghost'}
                  colorPalette="teal"
                  role="gridcell"
                  aria-label={t('crossDay:calendar.dayLabel', { date: formatCalendarDate(d, lang), count: n })}
                  aria-selected={d === day}
                  data-booked={n > 0 || undefined}
                  onClick={() => setDay(d)}
                >
                  <Stack gap="0" align="center">
                    <Text fontWeight={d === today ? 'bold' : undefined}>{Number(d.slice(8))}</Text>
                    {n > 0 && <Box w="1.5" h="1.5" borderRadius="full" bg="orange.400" aria-hidden />}
                  </Stack>
                </Button>
              );
            })}
          </Box>
        ))}
      </SimpleGrid>
      <Stack as="section" gap="2" aria-label={day}>
        <Heading as="h2" size="md" data-date={day}>
          {formatDayChip(day, lang).weekDay} {formatCalendarDate(day, lang)}
        </Heading>
        {list.length === 0 ? (
          <Text color="fg.muted">{t('crossDay:calendar.empty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((r) => (
              <HStack as="li" key={r.id} borderWidth="1px" borderRadius="lg" p="3" justify="space-between">
                <Stack gap="0">
                  <Link to={`/detail?id=${r.id}`}>
                    <Text fontWeight="semibold">{r.siteName}</Text>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {r.start.slice(0, 10) === r.end.slice(0, 10)
                      ? `${formatTime(r.start, offsetOf(r.start), lang)}–${formatTime(r.end, offsetOf(r.end), lang)}`
                      : `${r.start.slice(0, 16).replace('T', ' ')} – ${r.end.slice(0, 16).replace('T', ' ')}`}
                  </Text>
                </Stack>
                <Badge>{t(`common:status.${r.status}`)}</Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * Shared pieces of the member's class pages (docs/fitness-classes.md): a class's time in the campus's
 * zone, and one class as a card (type, time, coach, place, places left, what the member may do).
 */
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MyClassRow } from '../../platform/contracts/club-class.contract';
import { useLang } from '../../ui/runtime';
import { formatDate, formatTimeRange } from '../../ui/terminal-shell/time-format';

/** The campus's zone the classes are shown in (Asia/Shanghai). */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** `date, 09:00–10:00` of a class in the campus's zone, in `lang`. */
export function useClassTime(): (startsAt: string, endsAt: string) => string {
  const { lang } = useLang();
  return (startsAt, endsAt) =>
    `${formatDate(startsAt, CAMPUS_ZONE, lang)} ${formatTimeRange(startsAt, endsAt, CAMPUS_ZONE, lang)}`;
}

/** The badge colour of what the member may do with a class. */
const OFFER_TONE: Record<MyClassRow['offer'], string> = {
  book: 'green',
  waitlist: 'orange',
  booked: 'blue',
  waiting: 'purple',
  notOpen: 'gray',
  closed: 'gray',
  full: 'red',
};

/** One class: type, time range, coach and place, places left and the offer's badge. */
export function ClassSummary({ row }: { row: MyClassRow }) {
  const { t } = useTranslation('clubClasses');
  const { lang } = useLang();
  return (
    <Card.Root size="sm" data-testid="class-card">
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{row.typeName}</Text>
            <Badge colorPalette={OFFER_TONE[row.offer]} data-testid="class-offer">
              {t(`offer.${row.offer}`)}
            </Badge>
          </HStack>
          <Text>{formatTimeRange(row.startsAt, row.endsAt, CAMPUS_ZONE, lang)}</Text>
          <Text color="fg.muted">
            {row.coachName}
            {row.place ? ` · ${row.place}` : ''}
          </Text>
          <Text color="fg.muted" data-testid="places-left">
            {t('page.placesLeft', { count: row.placesLeft })}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

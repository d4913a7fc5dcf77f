/**
 * /meetWeeks — the week's meetings by room (spec §2, §7 /mc/room/getDynamicPage): rooms as
 * rows, the 7 days of a week (Monday first) as columns, each cell with the room's bookings
 * (time, subject, booker — "occupied" when outside the caller's data scope) and locks
 * (reason) of that day; previous / next week.
 */
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getDynamicPage, type RoomDynamic } from '../../platform/contracts/catering-room.contract';
import { EmptyState, PageHeader } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { addDays, campusToday, hhmm, mondayOf, wireTime } from '../../ui/room-timeline';

/** What of `room` lies on `date` (bookings and locks touching the local day). */
function CellOf({ room, date }: { room: RoomDynamic; date: string }) {
  const { t } = useTranslation('cateringRooms');
  // Wire times of one campus offset compare as text.
  const [from, to] = [wireTime(date, '00:00'), wireTime(addDays(date, 1), '00:00')];
  const touches = (x: { start: string; end: string }) => x.start < to && x.end > from;
  const bookings = room.bookings.filter((b) => b.start.slice(0, 10) === date);
  const locks = room.locks.filter(touches);
  return (
    <Stack gap="1">
      {locks.map((l) => (
        <Badge key={`l${l.id}`} colorPalette="red" data-testid="week-lock" whiteSpace="normal">
          {t('weeks.locked', { reason: l.reason })}
        </Badge>
      ))}
      {bookings.map((b) => (
        <Box key={b.id} data-testid="week-booking" textStyle="xs">
          <Text fontWeight="medium">{`${hhmm(b.start)}–${hhmm(b.end)}`}</Text>
          <Text>{b.subject ?? t('weeks.occupied')}</Text>
          {b.bookerName ? <Text color="fg.muted">{b.bookerName}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

/** /meetWeeks. */
export default function MeetWeeksPage() {
  const { t } = useTranslation('cateringRooms');
  const [monday, setMonday] = useState(() => mondayOf(campusToday()));
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const page = useCall(getDynamicPage, { dateFrom: days[0], dateTo: days[6], pageNo: 1, pageSize: 100 });
  const rooms = page.data?.rows ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={t('weeks.title')} description={t('weeks.description')} />
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setMonday(addDays(monday, -7))}>
          {t('weeks.previous')}
        </Button>
        <Text data-testid="week-range">{`${days[0]} – ${days[6]}`}</Text>
        <Button size="sm" variant="outline" onClick={() => setMonday(addDays(monday, 7))}>
          {t('weeks.next')}
        </Button>
      </HStack>
      {page.data && rooms.length === 0 ? (
        <EmptyState title={t('weeks.empty')} />
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" showColumnBorder>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('weeks.room')}</Table.ColumnHeader>
                {days.map((d) => (
                  <Table.ColumnHeader key={d}>{d.slice(5)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rooms.map((room) => (
                <Table.Row key={room.id} data-testid="week-room">
                  <Table.Cell>
                    <Text fontWeight="medium">{room.name}</Text>
                    <Text textStyle="xs" color="fg.muted">{`${room.campusName} · ${room.capacity}`}</Text>
                  </Table.Cell>
                  {days.map((d) => (
                    <Table.Cell key={d} verticalAlign="top">
                      <CellOf room={room} date={d} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

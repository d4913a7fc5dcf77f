/**
 * /roomCenter — the conference centre's rooms free for a time and a size (spec §2, §7
 * /mc/room/getAvailable): a date, a time range and the number of attendees; each free room
 * with where it is, how many it holds and its devices, and — for holders of
 * `mc:roomLock:lock` — a Lock action asking for the reason (the server refuses over
 * bookings with LOCK_CONFLICT, shown as a toast).
 */
import { useState } from 'react';
import { Box, Button, Card, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getAvailable, lock, type AvailableRoom } from '../../platform/contracts/catering-room.contract';
import { hasPermi } from '../../platform/permissions/check';
import { EmptyState, PageHeader } from '../../ui/components';
import { toaster, useCall, useLang, useMutationCall, useSession } from '../../ui/runtime';
import { addDays, campusToday, periodOf, wireTime } from '../../ui/room-timeline';

/** The search as typed. */
interface Search {
  date: string;
  from: string;
  to: string;
  attendees: string;
}

/** Device names in the reader's language. */
function devicesText(room: AvailableRoom, lang: string): string {
  return room.devices
    .map((d) => `${lang === 'CN' ? d.nameCn : lang === 'TC' ? d.nameTc : d.nameEn} × ${d.quantity}`)
    .join(', ');
}

/** /roomCenter. */
export default function RoomCenterPage() {
  const { t } = useTranslation('cateringRooms');
  const { lang } = useLang();
  const codes = useSession().user?.permissions;
  const [form, setForm] = useState<Search>({
    date: addDays(campusToday(), 1),
    from: '09:00',
    to: '10:00',
    attendees: '10',
  });
  const [asked, setAsked] = useState<Search | null>(null);
  const [locking, setLocking] = useState<AvailableRoom | null>(null);
  const [reason, setReason] = useState('');
  const input = asked && {
    start: wireTime(asked.date, asked.from),
    end: wireTime(asked.date, asked.to),
    attendees: Number(asked.attendees) || 1,
  };
  const rooms = useCall(getAvailable, input ?? { start: '', end: '', attendees: 1 }, { enabled: input !== null });
  const doLock = useMutationCall(lock, {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('center.locked') });
      setLocking(null);
      setReason('');
      void rooms.refetch();
    },
  });
  const set = (key: keyof Search) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Stack gap="4">
      <PageHeader title={t('center.title')} description={t('center.description')} />
      <Card.Root>
        <Card.Body>
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root w="auto">
              <Field.Label>{t('center.date')}</Field.Label>
              <Input type="date" value={form.date} onChange={set('date')} aria-label={t('center.date')} />
            </Field.Root>
            <Field.Root w="auto">
              <Field.Label>{t('center.from')}</Field.Label>
              <Input type="time" value={form.from} onChange={set('from')} aria-label={t('center.from')} />
            </Field.Root>
            <Field.Root w="auto">
              <Field.Label>{t('center.to')}</Field.Label>
              <Input type="time" value={form.to} onChange={set('to')} aria-label={t('center.to')} />
            </Field.Root>
            <Field.Root w="32">
              <Field.Label>{t('center.attendees')}</Field.Label>
              <Input
                type="number"
                min={1}
                value={form.attendees}
                onChange={set('attendees')}
                aria-label={t('center.attendees')}
              />
            </Field.Root>
            <Button onClick={() => setAsked({ ...form })} data-testid="room-search">
              {t('center.search')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>

      {locking && asked ? (
        <Card.Root data-testid="lock-form">
          <Card.Body>
            <Stack gap="3">
              <Text fontWeight="medium">
                {t('center.lockTitle', {
                  name: locking.name,
                  period: periodOf(wireTime(asked.date, asked.from), wireTime(asked.date, asked.to)),
                })}
              </Text>
              <Field.Root>
                <Field.Label>{t('center.reason')}</Field.Label>
                <Input value={reason} onChange={(e) => setReason(e.target.value)} aria-label={t('center.reason')} />
              </Field.Root>
              <HStack>
                <Button
                  colorPalette="red"
                  disabled={reason.trim() === ''}
                  loading={doLock.isPending}
                  onClick={() =>
                    doLock.mutate({
                      siteId: locking.id,
                      start: wireTime(asked.date, asked.from),
                      end: wireTime(asked.date, asked.to),
                      reason: reason.trim(),
                    })
                  }
                >
                  {t('center.confirmLock')}
                </Button>
                <Button variant="outline" onClick={() => setLocking(null)}>
                  {t('center.cancel')}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}

      {!input ? (
        <Text color="fg.muted">{t('center.hint')}</Text>
      ) : rooms.data && rooms.data.length === 0 ? (
        <EmptyState title={t('center.empty')} />
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('center.room')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('center.place')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('center.capacity')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('center.devices')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(rooms.data ?? []).map((room) => (
                <Table.Row key={room.id} data-testid="free-room">
                  <Table.Cell>{room.name}</Table.Cell>
                  <Table.Cell>{`${room.campusName} / ${room.buildingName} / ${room.floorName}`}</Table.Cell>
                  <Table.Cell>{room.capacity}</Table.Cell>
                  <Table.Cell>{devicesText(room, lang)}</Table.Cell>
                  <Table.Cell>
                    {hasPermi(codes, lock.access) ? (
                      <Button size="xs" variant="outline" onClick={() => setLocking(room)}>
                        {t('center.lock')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

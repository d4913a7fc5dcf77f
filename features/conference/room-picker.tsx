/**
 * The room choice of the booking form (/conference, /reserve): the meeting's date, times and
 * attendees (./when-fields), "Find free rooms" (`/mc/room/getAvailable`) and the free rooms
 * as radio buttons (name, place, capacity). The order's own room while editing (`keep`: its
 * booking holds it, so the search does not return it) stays first in the list. A chosen id the
 * search does not return is shown as not chosen (that room is not free then).
 */
import { Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getAvailable } from '../../platform/contracts/catering-room.contract';
import { useCall } from '../../ui/runtime';
import { wireRange, type MeetingWhen } from './time';
import { WhenFields } from './when-fields';

/** A room as the form knows it. */
export interface ChosenRoom {
  id: number;
  name: string;
}

/** Props of {@link RoomPicker}. */
export interface RoomPickerProps {
  when: MeetingWhen;
  onWhen(next: MeetingWhen): void;
  /** The search last run (null: none yet). */
  searched: MeetingWhen | null;
  onSearch(): void;
  /** The chosen room's id (null: none). */
  roomId: number | null;
  onRoom(room: ChosenRoom | null): void;
  /** A room offered whatever the search finds (the order's own room while editing). */
  keep?: ChosenRoom | null;
  /** Show the search's problem (after a try). */
  showProblem: boolean;
}

/** The rooms free for `searched` (nothing asked while it is null); one query for the picker and its form. */
export function useFreeRooms(searched: MeetingWhen | null) {
  return useCall(
    getAvailable,
    searched ? { ...wireRange(searched), attendees: searched.attendees } : { start: '', end: '', attendees: 1 },
    { enabled: searched !== null, staleTime: 0 },
  );
}

/** The rooms one may choose: `keep` (when the search misses it), then those found. */
export function roomOptions(found: readonly ChosenRoom[], keep: ChosenRoom | null): ChosenRoom[] {
  return [
    ...(keep && !found.some((r) => r.id === keep.id) ? [keep] : []),
    ...found.map((r) => ({ id: r.id, name: r.name })),
  ];
}

/** The when-fields, the search and the rooms to choose from. */
export function RoomPicker({
  when,
  onWhen,
  searched,
  onSearch,
  roomId,
  onRoom,
  keep = null,
  showProblem,
}: RoomPickerProps) {
  const { t } = useTranslation('conference');
  const rooms = useFreeRooms(searched);
  const found = rooms.data ?? [];
  const options = roomOptions(found, keep);
  const detail = new Map(found.map((r) => [r.id, r]));
  return (
    <Stack gap="3" as="section" aria-label={t('form.room')}>
      <WhenFields value={when} onChange={onWhen} showProblem={showProblem} />
      <HStack justify="flex-end">
        <Button variant="outline" onClick={onSearch} loading={rooms.isFetching} data-testid="find-rooms">
          {t('form.findRooms')}
        </Button>
      </HStack>
      {searched && rooms.data && options.length === 0 ? (
        <Text color="fg.muted" data-testid="no-rooms">
          {t('form.noRooms')}
        </Text>
      ) : null}
      {options.length > 0 ? (
        <RadioGroup.Root
          value={roomId !== null && options.some((o) => o.id === roomId) ? String(roomId) : ''}
          onValueChange={(e) => onRoom(options.find((o) => String(o.id) === e.value) ?? null)}
          aria-label={t('form.chooseRoom')}
          colorPalette="purple"
        >
          <Stack gap="2" data-testid="rooms">
            {options.map((o) => {
              const r = detail.get(o.id);
              return (
                <RadioGroup.Item key={o.id} value={String(o.id)} data-testid={`room-${o.id}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {o.name}
                    {r ? ` · ${r.buildingName} ${r.floorName} · ${t('rooms.capacity', { count: r.capacity })}` : ''}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
      ) : null}
    </Stack>
  );
}

/**
 * The people of a booking on /detail (spec §7 /api/reserve/details,
 * details/update): its participants — users with their account, guests marked as such,
 * phones — and its leader, with the participant bounds of its reservation rule; and, when
 * the server says the caller may still change it (`editable`: the owner, pending or
 * booked, not started), "Edit": a dialog with subject, phone, remark and the participant
 * picker (ui/participant-picker) within those bounds — and, beside each participant who
 * is not the leader, "Make leader" (/api/reserve/leader).
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Dialog,
  Field,
  Heading,
  HStack,
  Input,
  Portal,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import {
  reserveDetails,
  reserveDetailsUpdate,
  reserveLeader,
  type ReservationWithPeople,
} from '../../platform/contracts/reserve-details.contract';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { ErrorState } from '../../ui/components';
import { ParticipantPicker, type PickedParticipant } from '../../ui/participant-picker';

/** Props of {@link BookingPeople}. */
export interface BookingPeopleProps {
  /** The booking's id. */
  id: number;
}

/** The participants card of /detail with its "Edit" action. */
export function BookingPeople({ id }: BookingPeopleProps) {
  const { t } = useTranslation('people');
  const details = useCall(reserveDetails, { id }, { staleTime: 0 });
  const [editing, setEditing] = useState(false);
  const leader = useMutationCall(reserveLeader, { onSuccess: () => void details.refetch() });
  const booking = details.data;

  if (details.isPending) return <Skeleton h="24" borderRadius="xl" />;
  if (details.isError || !booking) {
    return (
      <ErrorState title={t('participants.loadFailed')} error={details.error} onRetry={() => void details.refetch()} />
    );
  }
  const bounds =
    booking.participantsMax !== null
      ? t('participants.bounds', { min: booking.participantsMin, max: booking.participantsMax })
      : booking.participantsMin > 0
        ? t('participants.boundsMin', { min: booking.participantsMin })
        : null;

  return (
    <Card.Root
      as="section"
      aria-labelledby="booking-people"
      variant="outline"
      borderRadius="xl"
      data-testid="booking-people"
    >
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Heading as="h2" id="booking-people" size="lg">
            {t('participants.heading')}
          </Heading>
          {booking.editable ? (
            <Button size="sm" variant="outline" colorPalette="teal" onClick={() => setEditing(true)}>
              <LuPencil /> {t('participants.edit')}
            </Button>
          ) : null}
        </HStack>
        {bounds ? (
          <Text fontSize="sm" color="fg.muted">
            {bounds}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap="3">
        <Text fontSize="sm" data-testid="booking-leader">
          {t('participants.leaderLine', { name: booking.leader?.name ?? t('participants.noLeader') })}
        </Text>
        {booking.participants.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('participants.none')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1.5" aria-label={t('participants.heading')}>
            {booking.participants.map((p) => (
              <HStack as="li" key={p.id} gap="2" data-testid="booking-participant" wrap="wrap">
                <Text fontWeight="medium">{p.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {p.account ?? t('participants.guest')}
                </Text>
                {p.phone ? (
                  <Text fontSize="sm" color="fg.muted">
                    {p.phone}
                  </Text>
                ) : null}
                {p.isLeader ? (
                  <Badge colorPalette="teal" variant="subtle">
                    {t('participants.leader')}
                  </Badge>
                ) : null}
                {!p.isLeader && booking.editable ? (
                  <Button
                    size="2xs"
                    variant="ghost"
                    colorPalette="teal"
                    aria-label={t('participants.makeLeaderLabel', { name: p.name })}
                    loading={leader.isPending && leader.variables?.participantId === p.id}
                    disabled={leader.isPending}
                    onClick={() => leader.mutate({ id: booking.id, participantId: p.id })}
                  >
                    {t('participants.makeLeader')}
                  </Button>
                ) : null}
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {editing ? <EditBookingDialog booking={booking} onClose={() => setEditing(false)} /> : null}
    </Card.Root>
  );
}

/** The participants of a booking as the picker holds them. */
function pickedOf(booking: ReservationWithPeople): PickedParticipant[] {
  return booking.participants.map((p) => ({
    ...(p.userId !== null ? { userId: p.userId } : {}),
    name: p.name,
    ...(p.phone ? { phone: p.phone } : {}),
    isLeader: p.isLeader,
  }));
}

/** The edit dialog: subject, phone, remark and participants, saved in one `details/update`. */
function EditBookingDialog({ booking, onClose }: { booking: ReservationWithPeople; onClose: () => void }) {
  const { t } = useTranslation('people');
  const update = useMutationCall(reserveDetailsUpdate);
  const [subject, setSubject] = useState(booking.subject ?? '');
  const [phone, setPhone] = useState(booking.phone ?? '');
  const [remark, setRemark] = useState(booking.remark ?? '');
  const [participants, setParticipants] = useState<PickedParticipant[]>(() => pickedOf(booking));

  const save = async () => {
    try {
      await update.mutateAsync({ id: booking.id, subject, phone, remark, participants });
      toaster.create({ type: 'success', title: t('participants.saved') });
      onClose();
    } catch {
      // The runtime has shown the server's message (spec §8); the dialog stays open to correct it.
    }
  };

  return (
    <Dialog.Root
      open
      placement="center"
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open && !update.isPending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="edit-booking-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('participants.editTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t('participants.subject')}</Field.Label>
                  <Input value={subject} maxLength={100} onChange={(e) => setSubject(e.currentTarget.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('participants.phone')}</Field.Label>
                  <Input type="tel" value={phone} maxLength={20} onChange={(e) => setPhone(e.currentTarget.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('participants.remark')}</Field.Label>
                  <Textarea
                    value={remark}
                    maxLength={500}
                    rows={2}
                    onChange={(e) => setRemark(e.currentTarget.value)}
                  />
                </Field.Root>
                <ParticipantPicker
                  value={participants}
                  onChange={setParticipants}
                  min={booking.participantsMin}
                  max={booking.participantsMax}
                  excludeUserIds={[booking.userId]}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                {t('participants.cancel')}
              </Button>
              <Button colorPalette="teal" loading={update.isPending} onClick={() => void save()}>
                {t('participants.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={update.isPending}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

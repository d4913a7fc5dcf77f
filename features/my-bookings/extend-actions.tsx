/**
 * "Extend" and "End early" on the booking detail (spec §7 /api/reserve/extend,
 * endEarly), offered when the reservation statechart accepts them now
 * (machines/reservation.connect.ts). Extend offers +30, +60 and +120 minutes; the server
 * refuses an end off the site's slot grid or over another booking with a message in the
 * user's language. End early asks for confirmation. Each action sends an Idempotency-Key.
 */
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { connectReservation } from '../../machines/reservation.connect';
import { endEarly, extend, type ReservationDetail } from '../../platform/contracts/reserve.contract';
import { toaster, useApi } from '../../ui/runtime';
import { ConfirmDialog } from '../../ui/components';
import { newIdempotencyKey } from '../../platform/http/idempotency-key';

/** The extension choices in minutes. */
const EXTEND_BY = [30, 60, 120];

/** Props of {@link ExtendActions}. */
export interface ExtendActionsProps {
  booking: ReservationDetail;
  /** Called after any answer (the detail refetches). */
  onChanged: () => void;
}

/** The Extend buttons (+30 min, +1 h, +2 h) and the End early button of a booking, each shown only when allowed now. */
export function ExtendActions({ booking, onChanged }: ExtendActionsProps) {
  const { t } = useTranslation('myBookings');
  const api = useApi();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const view = connectReservation(booking);
  if (!view.canExtend && !view.canEndEarly) return null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await action();
      toaster.create({ type: 'success', title: done });
    } catch {
      // The runtime has shown the server's message (spec §8).
    } finally {
      setPending(false);
      setAsking(false);
      onChanged();
    }
  };
  const extendBy = (minutes: number) => {
    const end = new Date(Date.parse(booking.end) + minutes * 60_000).toISOString();
    void run(() => api(extend, { id: booking.id, end }, { idempotencyKey: newIdempotencyKey() }), t('extend.done'));
  };

  return (
    <HStack gap="2" data-testid="extend-actions">
      {view.canExtend
        ? EXTEND_BY.map((m) => (
            <Button
              key={m}
              variant="outline"
              loading={pending}
              onClick={() => extendBy(m)}
              data-testid={`action-extend-${m}`}
            >
              {t('extend.by', { minutes: m })}
            </Button>
          ))
        : null}
      {view.canEndEarly ? (
        <Button
          variant="outline"
          colorPalette="orange"
          loading={pending}
          onClick={() => setAsking(true)}
          data-testid="action-endEarly"
        >
          {t('endEarly.label')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        tone="red"
        pending={pending}
        message={t('endEarly.confirm', { site: booking.siteName })}
        onConfirm={() =>
          void run(() => api(endEarly, { id: booking.id }, { idempotencyKey: newIdempotencyKey() }), t('endEarly.done'))
        }
        onClose={() => setAsking(false)}
      />
    </HStack>
  );
}

/**
 * "Book again" on a past booking (spec §7 copyResv): a dialog that books the same
 * site, start time and length on a date the booker picks (tomorrow by default, campus
 * time), after the scene's notices are accepted; the reservation rules apply on the
 * server, and a refusal is shown in the dialog. One idempotency key per attempt.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuRepeat } from 'react-icons/lu';
import { copyResv } from '../../platform/contracts/quick.contract';
import type { Agreement, Reservation, ReservationDetail } from '../../platform/contracts/reserve.contract';
import { ApiError } from '../../platform/http/api-client';
import { useApi } from '../../ui/runtime';
import { NoticeAccept } from '../../ui/notice-accept';
import { formatDate, formatTimeRange, nextDays } from '../../ui/terminal-shell/time-format';
import { zoneOfRow } from './booking-card';
import { newIdempotencyKey } from '../../platform/http/idempotency-key';

/** Props of {@link CopyBookingButton}: the booking to book again. */
export interface CopyBookingButtonProps {
  booking: Pick<Reservation, 'id' | 'siteId' | 'siteName' | 'start' | 'end'>;
}

/** The "Book again" button and its dialog. */
export function CopyBookingButton({ booking }: CopyBookingButtonProps) {
  const { t, i18n } = useTranslation('quick');
  const api = useApi();
  const zone = zoneOfRow(booking);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => nextDays(zone, 2)[1]);
  const [notices, setNotices] = useState<Agreement[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ReservationDetail | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
    setDone(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      const input = { id: booking.id, date, ...(notices.length > 0 ? { agreements: notices } : {}) };
      setDone(await api(copyResv, input, { notify: false, idempotencyKey: newIdempotencyKey() }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="teal" onClick={() => setOpen(true)}>
        <LuRepeat aria-hidden />
        {t('copy.open')}
      </Button>
      <Dialog.Root
        open={open}
        placement="center"
        size="sm"
        onOpenChange={(e) => {
          if (!e.open && !pending) close();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content as="form" onSubmit={(e) => void submit(e)} data-testid="copy-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('copy.title', { site: booking.siteName })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm">
                    {t('copy.hint', { time: formatTimeRange(booking.start, booking.end, zone, i18n.language) })}
                  </Text>
                  <Field.Root>
                    <Field.Label>{t('copy.date')}</Field.Label>
                    <Input type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
                  </Field.Root>
                  {open ? (
                    <NoticeAccept siteId={booking.siteId} agreed={agreed} onAgree={setAgreed} onLoad={setNotices} />
                  ) : null}
                  {error ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {done ? (
                    <Alert.Root status="success">
                      <Alert.Indicator />
                      <Alert.Title>
                        {t('copy.done', {
                          date: formatDate(done.start, done.timeZone, i18n.language),
                          time: formatTimeRange(done.start, done.end, done.timeZone, i18n.language),
                        })}{' '}
                        <RouterLink to={`/detail?id=${done.id}`}>{t('copy.view')}</RouterLink>
                      </Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close} disabled={pending}>
                  {t('copy.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="teal"
                  loading={pending}
                  disabled={done !== null || !date || (notices.length > 0 && !agreed)}
                >
                  {t('copy.book')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={pending}>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/**
 * The check-in QR code of a booking (spec §2 /sign): asks the server for the
 * booking's check-in code (`signCode`, owner only) and shows a QR, drawn in the browser
 * with `qrcode` as an SVG, of the absolute terminal URL `/sign?code=<code>`, with the same
 * URL as a link (`data-testid="checkin-link"`, its `data-url` holds the URL) and the
 * check-in window from the booking's time. Texts: the `checkin` namespace.
 */
import { useEffect, useState } from 'react';
import { Box, Card, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { DEFAULT_RESERVATION_RULES } from '../../machines/reservation.machine';
import { signCode } from '../../platform/contracts/checkin.contract';
import type { ReservationDetail } from '../../platform/contracts/reserve.contract';
import { useCall } from '../../ui/runtime';
import { formatTime } from '../../ui/terminal-shell/time-format';

/** The absolute URL of the terminal's check-in page for `code` (origin: the current page's). */
export function signUrlOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/sign?code=${encodeURIComponent(code)}`;
}

/** The check-in window [opens, closes) of a booking as ISO instants (the statechart's default rules). */
function windowOf(booking: Pick<ReservationDetail, 'start' | 'end'>): { opens: string; closes: string } {
  const start = Date.parse(booking.start);
  const opens = start - DEFAULT_RESERVATION_RULES.checkInBeforeMinutes * 60_000;
  const closes = Math.min(start + DEFAULT_RESERVATION_RULES.checkInAfterMinutes * 60_000, Date.parse(booking.end));
  return { opens: new Date(opens).toISOString(), closes: new Date(closes).toISOString() };
}

/** Props of {@link CheckInQr}. */
export interface CheckInQrProps {
  booking: Pick<ReservationDetail, 'id' | 'start' | 'end' | 'timeZone'>;
}

/** The QR card of a booking that can still be checked in. */
export function CheckInQr({ booking }: CheckInQrProps) {
  const { t } = useTranslation('checkin');
  const code = useCall(signCode, { id: booking.id }, { staleTime: Infinity });
  const url = code.data ? signUrlOf(code.data.code) : null;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (url)
      void QRCode.toString(url, { type: 'svg', margin: 1 }).then((text) => {
        if (live) setSvg(text);
      });
    return () => {
      live = false;
    };
  }, [url]);
  if (!url) return null;
  const { opens, closes } = windowOf(booking);

  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid="checkin-qr">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align="center">
          <Box boxSize="44" flexShrink={0} bg="white" borderRadius="md" p="1">
            {svg ? (
              <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={t('qr.title')} boxSize="full" />
            ) : null}
          </Box>
          <Stack gap="2">
            <Heading as="h3" size="md">
              {t('qr.title')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('qr.hint', {
                opens: formatTime(opens, booking.timeZone),
                closes: formatTime(closes, booking.timeZone),
              })}
            </Text>
            <Link href={url} data-testid="checkin-link" data-url={url} colorPalette="teal" fontWeight="medium">
              {t('qr.openLink')}
            </Link>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /codePage?id= of the variant-5 terminal (spec §2 Variant 5): the attendee's check-in code
 * of a meeting order. A meeting order holds its room through a booking (its `reservationId`),
 * and bookings already have signed check-in codes (`/api/reserve/sign/code`, the booking's
 * owner only — the applicant, who booked it); so, as the booking details do, the page shows a
 * QR (drawn in the browser with `qrcode` as an SVG) of the absolute terminal URL
 * `/sign?code=<code>` and the same URL as a link (`data-testid="code-link"`).
 *
 * Gap: the catering app's /catering/sign writes off meal-voucher codes only, so staff there
 * cannot verify this code yet; it is the booking check-in code of the terminal's /sign.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Card, Heading, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import QRCode from 'qrcode';
import { signCode } from '../../platform/contracts/checkin.contract';
import { reserveOrderDetail } from '../../platform/contracts/reserve-order.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { bookingStands } from './applicant-steps';
import { OrderStateBadge } from './order-summary';
import { idOfParams } from './submit-page';
import { meetingTimeText } from './time';

/** The absolute URL of the terminal's check-in page for `code` (origin: the current page's). */
export function checkInUrlOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/sign?code=${encodeURIComponent(code)}`;
}

/** The SVG text of a QR of `text` (null until drawn, or without text). */
function useQrSvg(text: string | null): string | null {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (text)
      void QRCode.toString(text, { type: 'svg', margin: 1 }).then((out) => {
        if (live) setSvg({ text, svg: out });
      });
    return () => {
      live = false;
    };
  }, [text]);
  return svg && svg.text === text ? svg.svg : null;
}

/** The QR card of a booking id (the order's room booking). */
function CodeCard({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation('conference');
  const code = useCall(signCode, { id: reservationId }, { staleTime: Infinity });
  const url = code.data ? checkInUrlOf(code.data.code) : null;
  const svg = useQrSvg(url);
  if (code.isError) return <ErrorState error={code.error} onRetry={() => void code.refetch()} />;
  if (!url) return <Skeleton h="60" borderRadius="xl" />;
  return (
    <Stack align="center" gap="4" data-testid="code-card">
      <Box boxSize="64" maxW="full" bg="white" borderRadius="md" p="2" borderWidth="1px">
        {svg ? (
          <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={t('code.title')} boxSize="full" />
        ) : null}
      </Box>
      <Text color="fg.muted" fontSize="sm" textAlign="center">
        {t('code.hint')}
      </Text>
      <Link href={url} data-testid="code-link" data-url={url} colorPalette="purple" fontWeight="medium">
        {t('code.openLink')}
      </Link>
    </Stack>
  );
}

/** /codePage. */
export function CodePage() {
  const { t } = useTranslation('conference');
  const { lang } = useLang();
  const [params] = useSearchParams();
  const id = idOfParams(params);
  const order = useCall(reserveOrderDetail, { id: id ?? 1 }, { enabled: id !== null, staleTime: 0 });
  if (id === null) return <EmptyState title={t('details.notFound')} />;
  if (order.isPending) return <Skeleton h="60" borderRadius="xl" />;
  if (order.isError)
    return <ErrorState title={t('details.notFound')} error={order.error} onRetry={() => void order.refetch()} />;
  const row = order.data;
  return (
    <Stack gap="4" maxW="md" mx="auto" pb={{ base: '20', md: '0' }}>
      <Heading as="h1" size="2xl" textAlign="center">
        {t('code.title')}
      </Heading>
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body gap="3">
          <Stack gap="1" textAlign="center" align="center">
            <Text fontWeight="semibold">{row.subject}</Text>
            <Text fontSize="sm">
              {row.siteName} · {meetingTimeText(row.start, row.end, lang)}
            </Text>
            <OrderStateBadge status={row.status} />
          </Stack>
          {bookingStands(row) && row.reservationId !== null ? (
            <CodeCard reservationId={row.reservationId} />
          ) : (
            <Text color="fg.muted" textAlign="center" data-testid="code-none">
              {t('code.noBooking')}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <Button asChild variant="outline" alignSelf="center">
        <RouterLink to={`/conferenceDetails?id=${row.id}`}>{t('code.back')}</RouterLink>
      </Button>
    </Stack>
  );
}

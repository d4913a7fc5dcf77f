/**
 * The catering app's /sign page (spec §2 "Catering admin app" /sign, §7 POST
 * /mc/mealVoucher/writeOff): staff write off meal vouchers. A code arrives from the camera
 * (a QR decoded by ./camera-scanner, loaded only when the camera is started) or from the
 * field (typed, pasted, or a USB scanner typing it followed by Enter); the field always
 * works, the camera is optional. The answer is a big green card (ticket type, person,
 * validity, when it was written off) or a red one with the server's localized refusal
 * (already used and when, expired, not yet valid, void, invalid or forged code, not found).
 * The field then clears and takes the focus for the next scan; the session's last scans
 * are listed below. While a write-off is pending nothing else is sent, so a double submit
 * of one code sends once.
 *
 * A meeting's check-in code (the booking's signed code of the terminal's /codePage, or the `/sign?code=`
 * link its QR encodes) checks the attendee's meeting in instead, through the terminal's own check-in
 * call (`POST /api/reserve/sign`; the desk may check in the centre's meetings): the same green card
 * (meeting, room, time, attendee) or red one; a meeting already checked in is refused, naming when.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Card, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { mealVoucherWriteOff } from '../../platform/contracts/meal-voucher.contract';
import { signIn, signInfo, type SignInfo } from '../../platform/contracts/checkin.contract';
import { ApiError } from '../../platform/http/api-client';
import { Code } from '../../platform/protocol/codes';
import type { CallOutput } from '../../platform/contracts/define-call';
import { useApi, useLang } from '../../ui/runtime';
import { formatDate, formatDateTime, formatTimeRange } from '../../ui/terminal-shell/time-format';
import type { CameraScan } from './camera-scanner';

/** Campus time zone: the write-off time is shown in it. */
const CAMPUS_ZONE = 'Asia/Shanghai';
/** How many of the session's scans are listed. */
const RECENT_MAX = 8;

/** One scan's outcome: the redeemed voucher or the meeting checked in, or the server's refusal message. */
export type ScanResult =
  | { ok: true; code: string; voucher: CallOutput<typeof mealVoucherWriteOff> }
  | { ok: true; code: string; meeting: SignInfo }
  | { ok: false; code: string; message: string; meeting?: true };

/** A signed check-in code `<reservation id>.<22 base64url characters>` (platform/contracts/checkin.contract). */
const MEETING_CODE = /^[1-9][0-9]{0,15}\.[A-Za-z0-9_-]{22}$/;

/**
 * The meeting check-in code a scan carries — the code itself, or the `code` of the `/sign?code=` link a
 * /codePage QR encodes — or null for anything else (a meal-voucher code has `-` in its body).
 */
export function meetingCodeOf(raw: string): string | null {
  let value = raw.trim();
  const query = value.indexOf('?');
  if (query >= 0) value = new URLSearchParams(value.slice(query + 1)).get('code')?.trim() ?? value;
  return MEETING_CODE.test(value) ? value : null;
}

/** The green card of a meeting checked in: room, date and time, attendee. */
function MeetingCard({ meeting }: { meeting: SignInfo }) {
  const { t } = useTranslation('conferenceMessages');
  const { lang } = useLang();
  return (
    <Card.Root data-testid="sign-result-ok" bg="green.700" color="white" role="status" size="lg">
      <Card.Body>
        <Heading size="2xl">✓ {t('sign.meetingTitle')}</Heading>
        <Stack mt="3" gap="1" fontSize="xl">
          <Text>
            <b>{meeting.siteName}</b>
          </Text>
          <Text>
            {formatDate(meeting.start, meeting.timeZone, lang)}{' '}
            {formatTimeRange(meeting.start, meeting.end, meeting.timeZone, lang)}
          </Text>
          <Text>
            <b>{meeting.userName}</b>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The green or red card of a scan's outcome. */
function ResultCard({ result }: { result: ScanResult }) {
  const { t } = useTranslation(['cateringSign', 'conferenceMessages']);
  const { lang } = useLang();
  if (!result.ok) {
    return (
      <Card.Root data-testid="sign-result-fail" bg="red.600" color="white" role="alert" size="lg">
        <Card.Body>
          <Heading size="2xl">
            ✕ {result.meeting ? t('conferenceMessages:sign.meetingRefused') : t('failTitle')}
          </Heading>
          <Text fontSize="xl" mt="2">
            {result.message}
          </Text>
          <Text fontSize="sm" mt="2" wordBreak="break-all">
            {result.code}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if ('meeting' in result) return <MeetingCard meeting={result.meeting} />;
  const v = result.voucher;
  return (
    <Card.Root data-testid="sign-result-ok" bg="green.700" color="white" role="status" size="lg">
      <Card.Body>
        <Heading size="2xl">✓ {t('okTitle')}</Heading>
        <Stack mt="3" gap="1" fontSize="xl">
          <Text>
            {t('ticketType')}: <b>{v.ticketTypeName}</b>
          </Text>
          <Text>
            {t('person')}: <b>{v.personName}</b>
          </Text>
          <Text>
            {t('valid')}: {v.validFrom === v.validTo ? v.validFrom : `${v.validFrom} – ${v.validTo}`}
          </Text>
          <Text>
            {t('writtenOffAt')}: {formatDateTime(v.redeemedAt, CAMPUS_ZONE, lang)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The /sign page (default export for the lazy route). */
export default function SignPage() {
  const { t } = useTranslation(['cateringSign', 'conferenceMessages']);
  const api = useApi();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [results, setResults] = useState<ScanResult[]>([]);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on' | 'unavailable'>('off');
  const inputRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanRef = useRef<CameraScan | null>(null);
  // Synchronous guard: a second Enter (or a camera frame) before React re-renders must not send again.
  const pendingRef = useRef(false);

  useEffect(() => {
    document.title = t('title');
    inputRef.current?.focus();
  }, [t]);

  // Ready for the next scan: once the field is enabled again (a disabled field cannot take the focus).
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const { lang } = useLang();
  // A meeting checked in already is refused as a step its state does not take: name when it was.
  const meetingRefusal = useCallback(
    async (code: string, error: unknown, message: string): Promise<string> => {
      if (!(error instanceof ApiError) || error.code !== Code.ACTION_NOT_ALLOWED) return message;
      try {
        const info = await api(signInfo, { code }, { notify: false });
        return info.checkedInAt
          ? t('conferenceMessages:sign.already', {
              at: formatDateTime(info.checkedInAt, info.timeZone, lang),
              name: info.userName,
            })
          : message;
      } catch {
        return message;
      }
    },
    [api, lang, t],
  );

  const writeOff = useCallback(
    async (raw: string) => {
      const value = raw.trim();
      if (!value || pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      let result: ScanResult;
      const meetingCode = meetingCodeOf(value);
      try {
        // The refusal is shown on the card, not as a toast.
        if (meetingCode) {
          const meeting = await api(signIn, { code: meetingCode }, { notify: false });
          result = { ok: true, code: meetingCode, meeting };
        } else {
          const voucher = await api(mealVoucherWriteOff, { code: value }, { notify: false });
          result = { ok: true, code: value, voucher };
        }
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        result = meetingCode
          ? { ok: false, code: meetingCode, message: await meetingRefusal(meetingCode, e, message), meeting: true }
          : { ok: false, code: value, message };
      }
      setResults((prev) => [result, ...prev].slice(0, RECENT_MAX));
      setCode('');
      pendingRef.current = false;
      setPending(false);
    },
    [api, meetingRefusal],
  );

  const lastCameraCode = useRef<{ text: string; at: number } | null>(null);
  const startCamera = async () => {
    if (!videoRef.current) return;
    setCamera('starting');
    try {
      const { startCameraScan } = await import('./camera-scanner');
      scanRef.current = await startCameraScan(videoRef.current, (text) => {
        // The camera decodes the same QR many times a second: one write-off per code per few seconds.
        const now = Date.now();
        const last = lastCameraCode.current;
        if (last && last.text === text && now - last.at < 3000) return;
        lastCameraCode.current = { text, at: now };
        void writeOff(text);
      });
      setCamera('on');
    } catch {
      setCamera('unavailable');
    }
  };
  const stopCamera = () => {
    scanRef.current?.stop();
    scanRef.current = null;
    setCamera('off');
  };
  useEffect(() => () => scanRef.current?.stop(), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void writeOff(code);
  };

  const [latest, ...earlier] = results;
  return (
    <Stack gap="5" maxW="3xl" data-testid="sign-page">
      <Heading size="xl">{t('title')}</Heading>
      <Text color="fg.muted">{t('hint')}</Text>
      <Text color="fg.muted" data-testid="sign-meeting-hint">
        {t('conferenceMessages:sign.hint')}
      </Text>
      <form onSubmit={onSubmit}>
        <HStack align="end">
          <Field.Root flex="1">
            <Field.Label>{t('codeLabel')}</Field.Label>
            <Input
              ref={inputRef}
              size="lg"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={t('codePlaceholder')}
              disabled={pending}
              autoComplete="off"
              data-testid="sign-code"
            />
          </Field.Root>
          <Button type="submit" size="lg" loading={pending} disabled={!code.trim()}>
            {t('submit')}
          </Button>
        </HStack>
      </form>
      <Box>
        {camera === 'on' || camera === 'starting' ? (
          <Button variant="outline" onClick={stopCamera}>
            {t('cameraStop')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void startCamera()}>
            {t('cameraStart')}
          </Button>
        )}
        {camera === 'unavailable' && (
          <Text mt="2" color="orange.600" data-testid="camera-unavailable">
            {t('cameraUnavailable')}
          </Text>
        )}
        <video
          ref={videoRef}
          muted
          playsInline
          style={{ display: camera === 'on' ? 'block' : 'none', maxWidth: '100%', marginTop: 8 }}
        />
      </Box>
      {latest && <ResultCard result={latest} />}
      <Box>
        <Heading size="sm" mb="2">
          {t('recent')}
        </Heading>
        {earlier.length === 0 ? (
          <Text color="fg.muted">{t('noRecent')}</Text>
        ) : (
          <Stack gap="1" data-testid="sign-recent">
            {earlier.map((r, i) => (
              <HStack key={`${r.code}-${i}`} fontSize="sm">
                <Badge colorPalette={r.ok ? 'green' : 'red'}>{r.ok ? t('okTitle') : t('failTitle')}</Badge>
                <Text>
                  {!r.ok
                    ? r.message
                    : 'meeting' in r
                      ? `${r.meeting.userName} · ${r.meeting.siteName}`
                      : `${r.voucher.personName} · ${r.voucher.ticketTypeName}`}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

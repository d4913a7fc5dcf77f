/**
 * /daysReserve (spec §2, multi-day booking): the chosen site, a time range (from / to on
 * the site's slot grid), several dates picked on a calendar of the booking window (the
 * rule's `advanceDays`, at most {@link DAYS_WINDOW} days), the availability of the range
 * on each picked date (currentPeriod), the scene's notices to accept, and "Book N days":
 * addReserve with `dates`, all or nothing — a refusal names the day that could not be
 * booked. One Idempotency-Key per request, kept while its outcome is unknown.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addReserve, currentPeriod, type Slot } from '../../platform/contracts/reserve.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { ApiError, CLIENT_CODES } from '../../platform/http/api-client';
import { useApi, useCall } from '../../ui/runtime';
import { formatDayChip, nextDays } from '../../ui/terminal-shell/time-format';
import { useSiteAndRule } from './use-site';
import { NoSiteNotice } from './no-site-notice';

/** Most days the calendar offers. */
export const DAYS_WINDOW = 28;

/** The `HH:mm` local time of day of `iso` (its own offset). */
const timeOf = (iso: string) => iso.slice(11, 16);

/** `date` at local `hhmm` with the offset of `sample` (an ISO instant of the same site). */
export function onDate(date: string, hhmm: string, sample: string): string {
  return `${date}T${hhmm}:00${sample.slice(19)}`;
}

/** Whether every slot of `slots` within [from, to) (local `HH:mm`) is free, and there is one. */
export function isRangeFree(slots: readonly Slot[], from: string, to: string): boolean {
  const inside = slots.filter(
    (s) => timeOf(s.start) >= from && (timeOf(s.end) <= to || timeOf(s.end) === '00:00') && timeOf(s.start) < to,
  );
  return inside.length > 0 && inside.every((s) => s.status === 'free');
}

/** The multi-day booking page. */
export function DaysReservePage() {
  const { t, i18n } = useTranslation('crossDay');
  const api = useApi();
  const [params] = useSearchParams();
  const siteId = Number.parseInt(params.get('siteId') ?? '', 10) || null;
  const sceneId = Number.parseInt(params.get('sceneId') ?? '', 10) || null;
  const { site, rule } = useSiteAndRule(sceneId, siteId);
  const zone = site?.timeZone ?? 'Asia/Shanghai';
  const dates = useMemo(
    () => nextDays(zone, Math.min(DAYS_WINDOW, (rule?.advanceDays ?? 13) + 1)).slice(1),
    [zone, rule?.advanceDays],
  );
  const [picked, setPicked] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [state, setState] = useState<{ busy: boolean; error: string | null; booked: number | null }>({
    busy: false,
    error: null,
    booked: null,
  });
  const key = useRef<{ request: string; key: string } | null>(null);
  const reference = useCall(
    currentPeriod,
    { siteId: siteId ?? 0, date: picked[0] ?? dates[0] ?? '' },
    { enabled: siteId !== null && dates.length > 0 },
  );
  const grid = reference.data?.slots ?? [];
  const notices = useCall(reserveNotices, { siteId: siteId ?? 0 }, { enabled: siteId !== null });
  useEffect(() => setAgreed(false), [notices.data]);

  if (siteId === null) return <NoSiteNotice message={t('days.noSite')} />;
  const toggle = (d: string) => setPicked((p) => (p.includes(d) ? p.filter((x) => x !== d) : [...p, d].sort()));
  const needsAgreement = (notices.data?.length ?? 0) > 0;
  const canBook =
    picked.length > 0 &&
    from !== '' &&
    to !== '' &&
    to > from &&
    grid.length > 0 &&
    (!needsAgreement || agreed) &&
    !state.busy;

  const book = async () => {
    const sample = grid[0].start;
    const input = {
      siteId,
      start: onDate(picked[0], from, sample),
      end: onDate(picked[0], to, sample),
      dates: picked,
      ...(needsAgreement ? { agreements: notices.data!.map((n) => ({ id: n.id, version: n.version })) } : {}),
    };
    const request = JSON.stringify(input);
    if (key.current?.request !== request) key.current = { request, key: crypto.randomUUID().replace(/-/g, '') };
    setState({ busy: true, error: null, booked: null });
    try {
      const out = await api(addReserve, input, { idempotencyKey: key.current.key, notify: false });
      key.current = null;
      setState({ busy: false, error: null, booked: out.ids?.length ?? 1 });
      setPicked([]);
    } catch (err) {
      const lost = err instanceof ApiError && (err.code === CLIENT_CODES.NETWORK || err.code === CLIENT_CODES.TIMEOUT);
      if (!lost) key.current = null;
      setState({ busy: false, error: err instanceof Error ? err.message : String(err), booked: null });
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('days.title')}
          {site ? ` · ${site.name}` : ''}
        </Heading>
        <Text color="fg.muted">{t('days.subtitle')}</Text>
      </Stack>
      <SimpleGrid columns={2} gap="3" maxW="md">
        {(
          [
            ['from', from, setFrom, grid.map((s) => timeOf(s.start))],
            ['to', to, setTo, grid.map((s) => timeOf(s.end)).filter((x) => x > from)],
          ] as const
        ).map(([name, value, set, options]) => (
          <Field.Root key={name}>
            <Field.Label>{t(`days.${name}`)}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-label={t(`days.${name}`)}
                data-testid={`days-${name}`}
                value={value}
                onChange={(e) => set(e.currentTarget.value)}
              >
                <option value="">{t('table.choose')}</option>
                {[...new Set(options)].map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Stack as="section" gap="2" aria-labelledby="days-dates">
        <Heading as="h2" id="days-dates" size="md">
          {t('days.dates')}
        </Heading>
        <SimpleGrid columns={7} gap="1.5" maxW="xl">
          {dates.map((d) => {
            const chip = formatDayChip(d, i18n.language);
            const on = picked.includes(d);
            return (
              <Button
                key={d}
                size="sm"
                variant={on ? 'solid' : 'outline'}
                colorPalette="teal"
                aria-pressed={on}
                onClick={() => toggle(d)}
                h="auto"
                py="1.5"
              >
                <Stack gap="0">
                  <Text fontSize="xs">{chip.weekDay}</Text>
                  <Text>{chip.day}</Text>
                </Stack>
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
      {from && to && picked.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('table.availability')}>
          {picked.map((d) => (
            <DateAvailability key={d} siteId={siteId} date={d} from={from} to={to} />
          ))}
        </Stack>
      )}
      {needsAgreement && (
        <Box borderWidth="1px" borderRadius="xl" p="4">
          {notices.data!.map((n) => (
            <Text key={n.id} fontSize="sm" color="fg.muted">
              {n.title}
            </Text>
          ))}
          <Checkbox.Root
            mt="2"
            checked={agreed}
            onCheckedChange={(e) => setAgreed(e.checked === true)}
            colorPalette="teal"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('form.agree')}</Checkbox.Label>
          </Checkbox.Root>
        </Box>
      )}
      {state.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{state.error}</Alert.Title>
        </Alert.Root>
      )}
      {state.booked !== null && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('days.booked', { count: state.booked })}</Alert.Title>
          <Button asChild size="sm" variant="outline" ms="auto">
            <Link to="/my">{t('form.toMy')}</Link>
          </Button>
        </Alert.Root>
      )}
      <HStack>
        <Button colorPalette="teal" disabled={!canBook} loading={state.busy} onClick={() => void book()}>
          {t('days.submit', { count: picked.length })}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Whether [from, to) is free on `date`. */
function DateAvailability({ siteId, date, from, to }: { siteId: number; date: string; from: string; to: string }) {
  const { t } = useTranslation('crossDay');
  const period = useCall(currentPeriod, { siteId, date }, { staleTime: 0 });
  if (!period.data) return null;
  const free = isRangeFree(period.data.slots, from, to);
  return (
    <HStack as="li" gap="2" data-testid={`avail-${date}`}>
      <Text minW="24">{date}</Text>
      <Badge colorPalette={free ? 'green' : 'red'}>{free ? t('days.free') : t('days.taken')}</Badge>
    </HStack>
  );
}

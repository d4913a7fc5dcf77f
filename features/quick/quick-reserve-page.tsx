/**
 * /quickReserve (spec §2 variant 0/3): period booking. Choose a scene and site
 * (`?sceneId=&siteId=` preselects them), a year term, week days and class periods;
 * "Preview dates" (`quick/period`, mode preview)
 * lists every date × class period with its status (free, taken, closed, outside the rule,
 * past) and the reason; "Book all free dates" (mode book, one idempotency key per
 * request) books them as one series and lists the result; "Cancel the series" cancels
 * every booking of it with `cancelReserveBatch`.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WeekDay } from '../../platform/contracts/common';
import { quickPeriod, type PeriodDate, type PeriodDateStatus } from '../../platform/contracts/quick.contract';
import { cancelReserveBatch, type Agreement } from '../../platform/contracts/reserve.contract';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import { classTimeList, yearTermList } from '../../platform/contracts/term.contract';
import { ApiError } from '../../platform/http/api-client';
import type { CallOutput } from '../../platform/contracts/define-call';
import { useApi, useCall } from '../../ui/runtime';
import { ConfirmDialog } from '../../ui/components';
import { NoticeAccept } from '../../ui/notice-accept';
import { formatTimeRange, offsetOf } from '../../ui/terminal-shell/time-format';
import { newIdempotencyKey } from '../../platform/http/idempotency-key';

/** Badge colour per status of a date. */
export const PERIOD_STATUS_PALETTE: Record<PeriodDateStatus, string> = {
  free: 'green',
  booked: 'teal',
  taken: 'orange',
  closed: 'gray',
  outside: 'purple',
  past: 'gray',
};

type Answer = CallOutput<typeof quickPeriod>;

/** Toggles `value` in `list`. */
function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

/** The period-booking page. */
export function QuickReservePage() {
  const { t } = useTranslation('quick');
  const api = useApi();
  // `?sceneId=&siteId=` from the slot page's "other ways of booking" links.
  const [params] = useSearchParams();
  const [sceneId, setSceneId] = useState(() => Number.parseInt(params.get('sceneId') ?? '', 10) || 0);
  const [siteId, setSiteId] = useState(() => Number.parseInt(params.get('siteId') ?? '', 10) || 0);
  const [termId, setTermId] = useState(0);
  const [weekDays, setWeekDays] = useState<WeekDay[]>([]);
  const [periodIds, setPeriodIds] = useState<number[]>([]);
  const [subject, setSubject] = useState('');
  const [notices, setNotices] = useState<Agreement[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState<number | null>(null);

  const scenes = useCall(sceneList, {});
  const scene = useCall(sceneDetail, { id: sceneId }, { enabled: sceneId > 0 });
  const terms = useCall(yearTermList, undefined);
  const periods = useCall(classTimeList, undefined);

  const ready = siteId > 0 && termId > 0 && weekDays.length > 0 && periodIds.length > 0;
  const booked = answer?.batchId ? answer.dates.filter((d) => d.reservationId !== null) : [];
  const freeCount = answer && !answer.batchId ? answer.dates.filter((d) => d.status === 'free').length : 0;

  const run = async (mode: 'preview' | 'book') => {
    setPending(true);
    setError(null);
    setCancelled(null);
    try {
      const input = {
        mode,
        siteId,
        termId,
        weekDays,
        classPeriodIds: periodIds,
        subject: subject.trim() || undefined,
        ...(mode === 'book' && notices.length > 0 ? { agreements: notices } : {}),
      };
      setAnswer(
        await api(quickPeriod, input, {
          notify: false,
          ...(mode === 'book' ? { idempotencyKey: newIdempotencyKey() } : {}),
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };

  const cancelSeries = async () => {
    setPending(true);
    try {
      const result = await api(
        cancelReserveBatch,
        { ids: booked.map((d) => d.reservationId!) },
        { notify: false, idempotencyKey: newIdempotencyKey() },
      );
      setCancelled(result.cancelled);
      setAnswer(null);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  const choose = (
    label: string,
    value: number,
    onChange: (v: number) => void,
    options: { id: number; name: string }[],
    name: string,
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value > 0 ? String(value) : ''}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          bg="bg"
        >
          <option value="">{t('period.choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          {t('period.title')}
        </Heading>
        <Text color="fg.muted">{t('period.subtitle')}</Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {choose(
          t('period.scene'),
          sceneId,
          (v) => {
            setSceneId(v);
            setSiteId(0);
            setAnswer(null);
          },
          scenes.data ?? [],
          'scene',
        )}
        {choose(
          t('period.site'),
          siteId,
          (v) => {
            setSiteId(v);
            setAnswer(null);
            setAgreed(false);
          },
          scene.data?.sites ?? [],
          'site',
        )}
        {choose(
          t('period.term'),
          termId,
          (v) => {
            setTermId(v);
            setAnswer(null);
          },
          terms.data ?? [],
          'term',
        )}
      </SimpleGrid>
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
          {t('period.weekDays')}
        </Text>
        <Wrap gap="3">
          {WeekDay.options.map((d) => (
            <Checkbox.Root
              key={d}
              checked={weekDays.includes(d)}
              onCheckedChange={(e) => {
                setWeekDays(toggled(weekDays, d, e.checked === true));
                setAnswer(null);
              }}
              colorPalette="teal"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`weekDays.${d}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </Box>
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
          {t('period.classPeriods')}
        </Text>
        <Wrap gap="3">
          {(periods.data ?? []).map((p) => (
            <Checkbox.Root
              key={p.id}
              checked={periodIds.includes(p.id)}
              onCheckedChange={(e) => {
                setPeriodIds(toggled(periodIds, p.id, e.checked === true));
                setAnswer(null);
              }}
              colorPalette="teal"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {p.name} ({p.startTime}–{p.endTime})
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </Box>
      <Field.Root>
        <Field.Label>{t('subject')}</Field.Label>
        <Input value={subject} maxLength={100} onChange={(e) => setSubject(e.target.value)} bg="bg" />
      </Field.Root>
      {siteId > 0 ? <NoticeAccept siteId={siteId} agreed={agreed} onAgree={setAgreed} onLoad={setNotices} /> : null}
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          colorPalette="teal"
          disabled={!ready}
          loading={pending}
          onClick={() => void run('preview')}
        >
          {t('period.preview')}
        </Button>
        <Button
          colorPalette="teal"
          loading={pending}
          onClick={() => void run('book')}
          disabled={!ready || !answer || answer.batchId !== null || freeCount === 0 || (notices.length > 0 && !agreed)}
        >
          {t('period.book')}
        </Button>
      </HStack>
      {error ? (
        <Alert.Root status="error" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {cancelled !== null ? (
        <Alert.Root status="info" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>{t('period.cancelled', { count: cancelled })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {answer ? (
        <Stack gap="3">
          {answer.batchId ? (
            <HStack justify="space-between" wrap="wrap">
              <Alert.Root status="success" borderRadius="xl" flex="1">
                <Alert.Indicator />
                <Alert.Title>{t('period.booked', { count: booked.length })}</Alert.Title>
              </Alert.Root>
              <Button
                colorPalette="red"
                variant="outline"
                onClick={() => setConfirming(true)}
                disabled={booked.length === 0}
              >
                {t('period.cancelSeries')}
              </Button>
            </HStack>
          ) : (
            <Text>{t('period.counts', { free: freeCount, other: answer.dates.length - freeCount })}</Text>
          )}
          <PeriodTable dates={answer.dates} />
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        pending={pending}
        tone="red"
        message={t('period.cancelConfirm', { count: booked.length })}
        onConfirm={() => void cancelSeries()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The dates of a series with their status and reason. */
export function PeriodTable({ dates }: { dates: readonly PeriodDate[] }) {
  const { t } = useTranslation('quick');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="period-dates">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('period.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('period.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('period.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('period.reason')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {dates.map((d) => (
            <Table.Row key={`${d.date}-${d.classPeriodId}`}>
              <Table.Cell>
                {d.date} {t(`weekDays.${d.weekDay}`)}
              </Table.Cell>
              <Table.Cell>
                {d.classPeriodName} · {formatTimeRange(d.start, d.end, offsetOf(d.start))}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={PERIOD_STATUS_PALETTE[d.status]}>{t(`period.statuses.${d.status}`)}</Badge>
              </Table.Cell>
              <Table.Cell>{d.reason ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

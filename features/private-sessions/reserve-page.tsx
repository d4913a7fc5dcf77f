/**
 * /privateReserve and /testReserve (spec §2 "Fitness centre", variants 2 and 4): pick a coach, a day
 * and a free slot (the server's free starts: availability less blocked periods and sessions with their
 * buffers), see which card pays and why (the chooser's reason), repeat weekly for N weeks — all or
 * nothing, or the free weeks with the conflicts listed, as the member chooses — and book
 * (docs/fitness-private.md). A test books a test type with its own length.
 */
import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  fitnessTestTypeList,
  privateBook,
  privateCoaches,
  privateSlots,
} from '../../platform/contracts/private-session.contract';
import { formatMoney } from '../../ui/components';
import { notify, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { todayIn } from '../../ui/terminal-shell/time-format';
import { wireClock, wireDateTime } from './shared';

/** The booking page; `kind` private (/privateReserve) or test (/testReserve). */
export function ReservePage({ kind }: { kind: 'private' | 'test' }) {
  const { t } = useTranslation('clubPrivate');
  const { t: tc } = useTranslation('membershipCard');
  const { t: te } = useTranslation('errors');
  const { lang } = useLang();
  const [params] = useSearchParams();
  const coaches = useCall(privateCoaches, {});
  const types = useCall(fitnessTestTypeList, {}, { enabled: kind === 'test' });
  const [coachId, setCoachId] = useState(Number(params.get('coachId')) || 0);
  const coach = coaches.data?.find((c) => c.coachId === coachId) ?? coaches.data?.[0];
  const [date, setDate] = useState(todayIn('Asia/Shanghai'));
  const [minutes, setMinutes] = useState(0);
  const [testTypeId, setTestTypeId] = useState(0);
  const [start, setStart] = useState('');
  const [weeks, setWeeks] = useState(1);
  const [mode, setMode] = useState<'all' | 'free'>('all');
  const length = minutes || coach?.lengths[0]?.minutes;
  const typeId = testTypeId || types.data?.[0]?.id;
  const slotInput =
    kind === 'test'
      ? { coachId: coach?.coachId ?? 0, date, testTypeId: typeId }
      : { coachId: coach?.coachId ?? 0, date, minutes: length };
  const slots = useCall(privateSlots, slotInput, { enabled: Boolean(coach && (kind === 'private' || typeId)) });
  const [result, setResult] = useState<string[]>([]);
  const book = useMutationCall(privateBook, {
    onSuccess: (r) => {
      notify(t('reserve.booked', { count: r.booked.length }), 'success');
      setResult(
        r.conflicts.map((c) =>
          t('reserve.conflict', {
            time: wireDateTime(c.startAt),
            reason: te(String(c.code), { startAt: wireDateTime(c.startAt), minutes: length ?? 0 }),
          }),
        ),
      );
      setStart('');
      void slots.refetch();
    },
  });
  const payer = slots.data?.payer;
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t(kind === 'test' ? 'reserve.testTitle' : 'reserve.privateTitle')}
      </Text>
      <HStack wrap="wrap" gap="3" align="end">
        <Field.Root width="auto">
          <Field.Label>{t('reserve.coach')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={coach?.coachId ?? ''}
              onChange={(e) => setCoachId(Number(e.currentTarget.value))}
            >
              {(coaches.data ?? []).map((c) => (
                <option key={c.coachId} value={c.coachId}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('reserve.date')}</Field.Label>
          <Input type="date" size="sm" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        </Field.Root>
        {kind === 'private' ? (
          <Field.Root width="auto">
            <Field.Label>{t('reserve.length')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={length ?? ''} onChange={(e) => setMinutes(Number(e.currentTarget.value))}>
                {(coach?.lengths ?? []).map((l) => (
                  <option key={l.minutes} value={l.minutes}>
                    {t('coaches.minutes', { minutes: l.minutes })} · {formatMoney(l.priceCents, lang)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : (
          <Field.Root width="auto">
            <Field.Label>{t('reserve.testType')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={typeId ?? ''} onChange={(e) => setTestTypeId(Number(e.currentTarget.value))}>
                {(types.data ?? []).map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </HStack>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('reserve.slots')}</Text>
        {slots.data && !slots.data.starts.length ? <Text color="fg.muted">{t('reserve.noSlots')}</Text> : null}
        <Wrap data-testid="slots">
          {(slots.data?.starts ?? []).map((s) => (
            <Button key={s} size="sm" variant={s === start ? 'solid' : 'outline'} onClick={() => setStart(s)}>
              {wireClock(s)}
            </Button>
          ))}
        </Wrap>
      </Stack>
      {payer ? (
        <Alert.Root status={payer.cardId ? 'info' : 'warning'} data-testid="payer">
          <Alert.Indicator />
          <Alert.Title>
            {payer.cardId && payer.reason
              ? t('reserve.payer', { cardNo: payer.cardNo, why: tc(`why.${payer.reason}`) })
              : t('reserve.noPayer')}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack wrap="wrap" gap="3" align="end">
        <Field.Root width="auto">
          <Field.Label>{t('reserve.weeks')}</Field.Label>
          <Input
            type="number"
            size="sm"
            min={1}
            max={12}
            value={weeks}
            onChange={(e) => setWeeks(Math.min(12, Math.max(1, Number(e.currentTarget.value) || 1)))}
          />
        </Field.Root>
        {weeks > 1 ? (
          <Field.Root width="auto">
            <Field.Label>{t('reserve.mode')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={mode} onChange={(e) => setMode(e.currentTarget.value as 'all' | 'free')}>
                <option value="all">{t('reserve.modeAll')}</option>
                <option value="free">{t('reserve.modeFree')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        <Button
          disabled={!start || !coach || book.isPending}
          onClick={() =>
            book.mutate({
              coachId: coach!.coachId,
              startAt: start,
              ...(kind === 'test' ? { testTypeId: typeId } : { minutes: length }),
              weeks,
              mode,
            })
          }
        >
          {t('reserve.book')}
        </Button>
      </HStack>
      {book.error ? (
        <Alert.Root status="error" data-testid="book-error">
          <Alert.Indicator />
          <Alert.Title>{book.error.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {result.map((line) => (
        <Text key={line} color="fg.warning" data-testid="book-conflict">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** /privateReserve. */
export function PrivateReservePage() {
  return <ReservePage kind="private" />;
}

/** /testReserve. */
export function TestReservePage() {
  return <ReservePage kind="test" />;
}

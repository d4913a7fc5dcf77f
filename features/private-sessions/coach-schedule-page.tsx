/**
 * /fitnessCenterCoach/schedule (the coach centre, role coach): my week of private sessions and tests
 * (marking a started booked one attended or no-show), and my availability — weekly hours per ISO week
 * day, buffer, cancel window, lengths with prices — and blocked periods, editable. Every call acts on
 * the caller's own coach record (docs/fitness-private.md).
 */
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coachCentreAvailability,
  coachCentreBlockAdd,
  coachCentreBlockDelete,
  coachCentreMark,
  coachCentreWeek,
  type Availability,
} from '../../platform/contracts/private-session.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { notify, useCall, useMutationCall } from '../../ui/runtime';
import { todayIn } from '../../ui/terminal-shell/time-format';
import { formatRanges, mondayOf, parseRanges, StateBadge, wireDateTime } from './shared';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The availability form of `a`; saves through the coach centre. */
function AvailabilityForm({ a, onSaved }: { a: Availability; onSaved: () => void }) {
  const { t } = useTranslation('clubPrivate');
  const [hours, setHours] = useState<Record<string, string>>({});
  const [buffer, setBuffer] = useState(a.bufferMinutes);
  const [cancelHours, setCancelHours] = useState(a.cancelHours);
  const [lengths, setLengths] = useState('');
  useEffect(() => {
    setHours(Object.fromEntries(DAYS.map((d) => [d, formatRanges(a.hours[d])])));
    setLengths(a.lengths.map((l) => `${l.minutes}=${l.priceCents / 100}`).join(','));
  }, [a]);
  const save = useMutationCall(coachCentreAvailability, {
    onSuccess: () => {
      notify(t('coach.saved'), 'success');
      onSaved();
    },
    onError: (e) => notify(e.message),
  });
  const submit = () => {
    const parsed = DAYS.map((d) => [d, parseRanges(hours[d] ?? '')] as const);
    const lens = lengths
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => x.split('=').map(Number));
    if (parsed.some(([, r]) => r === null) || lens.some(([m, y]) => !Number.isInteger(m) || !(y >= 0))) {
      notify(t('coach.badHours'));
      return;
    }
    save.mutate({
      hours: Object.fromEntries(parsed.filter(([, r]) => r!.length).map(([d, r]) => [d, r!])),
      bufferMinutes: buffer,
      cancelHours,
      lengths: lens.map(([m, y]) => ({ minutes: m, priceCents: Math.round(y * 100) })),
    });
  };
  return (
    <Stack gap="2" data-testid="availability">
      <Text color="fg.muted" textStyle="sm">
        {t('coach.hoursHint')}
      </Text>
      {DAYS.map((d) => (
        <Field.Root key={d} orientation="horizontal">
          <Field.Label minW="3em">{t(`weekDay.${d}`)}</Field.Label>
          <Input
            size="sm"
            value={hours[d] ?? ''}
            onChange={(e) => setHours({ ...hours, [d]: e.currentTarget.value })}
          />
        </Field.Root>
      ))}
      <HStack wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>{t('coach.buffer')}</Field.Label>
          <Input type="number" size="sm" value={buffer} onChange={(e) => setBuffer(Number(e.currentTarget.value))} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('coach.cancelHours')}</Field.Label>
          <Input
            type="number"
            size="sm"
            value={cancelHours}
            onChange={(e) => setCancelHours(Number(e.currentTarget.value))}
          />
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>{t('coach.lengths')}</Field.Label>
        <Input size="sm" value={lengths} onChange={(e) => setLengths(e.currentTarget.value)} />
      </Field.Root>
      <Button size="sm" alignSelf="start" onClick={submit} disabled={save.isPending}>
        {t('coach.save')}
      </Button>
    </Stack>
  );
}

/** My blocked periods with Remove, and a form to add one. */
function Blocks({ a, onChanged }: { a: Availability; onChanged: () => void }) {
  const { t } = useTranslation('clubPrivate');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const add = useMutationCall(coachCentreBlockAdd, { onSuccess: onChanged, onError: (e) => notify(e.message) });
  const remove = useMutationCall(coachCentreBlockDelete, { onSuccess: onChanged, onError: (e) => notify(e.message) });
  const wire = (local: string) => `${local}:00+08:00`;
  return (
    <Stack gap="2">
      {a.blocks.length ? null : <Text color="fg.muted">{t('coach.noBlocks')}</Text>}
      {a.blocks.map((b) => (
        <HStack key={b.id} data-testid="block" justify="space-between">
          <Text>
            {wireDateTime(b.fromAt)} → {wireDateTime(b.toAt)} {b.reason}
          </Text>
          <Button size="xs" variant="outline" onClick={() => remove.mutate({ id: b.id })}>
            {t('coach.remove')}
          </Button>
        </HStack>
      ))}
      <HStack wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>{t('coach.from')}</Field.Label>
          <Input type="datetime-local" size="sm" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('coach.to')}</Field.Label>
          <Input type="datetime-local" size="sm" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('coach.reason')}</Field.Label>
          <Input size="sm" maxLength={100} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </Field.Root>
        <Button
          size="sm"
          disabled={!from || !to}
          onClick={() => add.mutate({ fromAt: wire(from), toAt: wire(to), reason })}
        >
          {t('coach.addBlock')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** /fitnessCenterCoach/schedule. */
export function CoachSchedulePage() {
  const { t } = useTranslation('clubPrivate');
  const [monday, setMonday] = useState(mondayOf(todayIn('Asia/Shanghai')));
  const week = useCall(coachCentreWeek, { monday });
  const mark = useMutationCall(coachCentreMark, {
    onSuccess: () => void week.refetch(),
    onError: (e) => notify(e.message),
  });
  if (week.error) return <ErrorState title={t('loadFailed')} error={week.error} />;
  const now = new Date().toISOString();
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('coach.scheduleTitle')}
      </Text>
      <Field.Root width="auto">
        <Field.Label>{t('coach.week')}</Field.Label>
        <Input type="date" size="sm" value={monday} onChange={(e) => setMonday(mondayOf(e.currentTarget.value))} />
      </Field.Root>
      <Text as="h2" fontWeight="semibold">
        {t('coach.sessions')}
      </Text>
      {week.data && !week.data.sessions.length ? <EmptyState title={t('coach.noSessions')} /> : null}
      {(week.data?.sessions ?? []).map((s) => (
        <Card.Root size="sm" key={s.id} data-testid="coach-session">
          <Card.Body>
            <HStack justify="space-between" wrap="wrap">
              <Text>
                {wireDateTime(s.startAt)} · {s.memberName} · {s.testTypeName ?? t(`kind.${s.kind}`)}
              </Text>
              <HStack>
                <StateBadge state={s.state} />
                {s.state === 'booked' && new Date(s.startAt).toISOString() <= now ? (
                  <>
                    <Button size="xs" onClick={() => mark.mutate({ id: s.id, state: 'attended' })}>
                      {t('coach.attended')}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => mark.mutate({ id: s.id, state: 'noShow' })}>
                      {t('coach.noShow')}
                    </Button>
                  </>
                ) : null}
              </HStack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      <Text as="h2" fontWeight="semibold">
        {t('coach.availability')}
      </Text>
      {week.data ? <AvailabilityForm a={week.data.availability} onSaved={() => void week.refetch()} /> : null}
      <Text as="h2" fontWeight="semibold">
        {t('coach.blocks')}
      </Text>
      {week.data ? <Blocks a={week.data.availability} onChanged={() => void week.refetch()} /> : null}
    </Stack>
  );
}

/**
 * The coaches' training course pages on the terminal (spec §2 fitness set, variants 2 and 4;
 * docs/training.md): /trainCoach/unconfirmedClass (registrations to confirm or reject),
 * /trainCoach/unconfirmedReserve (make-ups booked into my sessions to confirm or reject),
 * /trainCoach/registrationRecord (every registration of my groups), /trainCoach/schedule (my sessions by
 * date), /trainCoach/myClass (my groups → a session → the roll call), /trainCoach/leaveRecord (my groups'
 * leaves; each registration opens its detail), and /trainCoach linking to them and to /member. Every call acts
 * on the groups of the caller's own coach record.
 * Texts: the `training` namespace.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as tr from '../../platform/contracts/training.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { notify, useCall, useMutationCall } from '../../ui/runtime';
import { sessionText, Title } from './shared';

/** A registration line: member, group, state; `children` (actions) at the end. */
function RegistrationLine({ r, children }: { r: tr.TrainRegistrationRow; children?: ReactNode }) {
  const { t } = useTranslation('training');
  return (
    <Card.Root size="sm" data-testid="coach-registration">
      <Card.Body>
        <HStack justify="space-between" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">{r.memberName}</Text>
            <Text fontSize="sm">
              {r.typeName} · {r.groupName}
            </Text>
          </Stack>
          <HStack>
            <Badge>{t(`state.${r.state}`)}</Badge>
            {children}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** /trainCoach/unconfirmedClass: pending registrations of my groups, Confirm or Reject each. */
export function UnconfirmedClassPage() {
  const { t } = useTranslation('training');
  const rows = useCall(tr.trainCoachRegistrations, { state: 'pending' });
  const decide = useMutationCall(tr.trainCoachDecide, { onSuccess: () => void rows.refetch() });
  return (
    <Stack gap="4">
      <Title>{t('coach.unconfirmedClass')}</Title>
      <QueryList
        query={rows}
        rows={rows.data ?? []}
        label={t('coach.unconfirmedClass')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <RegistrationLine r={r}>
            <Button size="xs" onClick={() => decide.mutate({ id: r.id, decision: 'confirm' })}>
              {t('coach.confirm')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => decide.mutate({ id: r.id, decision: 'reject' })}>
              {t('coach.reject')}
            </Button>
          </RegistrationLine>
        )}
        empty={<EmptyState title={t('coach.empty')} />}
      />
    </Stack>
  );
}

/** /trainCoach/registrationRecord: every registration of my groups. */
export function CoachRegistrationRecordPage() {
  const { t } = useTranslation('training');
  const rows = useCall(tr.trainCoachRegistrations, {});
  return (
    <Stack gap="4">
      <Title>{t('coach.registrationRecord')}</Title>
      <QueryList
        query={rows}
        rows={rows.data ?? []}
        label={t('coach.registrationRecord')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <RegistrationLine r={r}>
            <Button asChild size="xs" variant="outline">
              <Link to={`/trainCoach/registrationRecord/detail?id=${r.id}`}>{t('classPlan:coachMember.open')}</Link>
            </Button>
          </RegistrationLine>
        )}
        empty={<EmptyState title={t('coach.empty')} />}
      />
    </Stack>
  );
}

/** /trainCoach/unconfirmedReserve: make-ups booked into my sessions, Confirm or Reject each. */
export function UnconfirmedReservePage() {
  const { t } = useTranslation('training');
  const rows = useCall(tr.trainCoachMakeups, { unconfirmed: true });
  const decide = useMutationCall(tr.trainCoachMakeupDecide, { onSuccess: () => void rows.refetch() });
  return (
    <Stack gap="4">
      <Title>{t('coach.unconfirmedReserve')}</Title>
      <QueryList
        query={rows}
        rows={rows.data ?? []}
        label={t('coach.unconfirmedReserve')}
        errorTitle={t('loadFailed')}
        rowKey={(k) => k.id}
        renderRow={(k) => (
          <Card.Root size="sm" data-testid="coach-makeup">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap">
                <Text fontSize="sm">
                  {k.memberName} · {k.typeName} · {k.makeup ? sessionText(t, k.makeup) : ''}
                </Text>
                <HStack>
                  <Button size="xs" onClick={() => decide.mutate({ tokenId: k.id, decision: 'confirm' })}>
                    {t('coach.confirm')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => decide.mutate({ tokenId: k.id, decision: 'reject' })}
                  >
                    {t('coach.reject')}
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('coach.empty')} />}
      />
    </Stack>
  );
}

/** /trainCoach/schedule: my sessions by date. */
export function CoachSchedulePage() {
  const { t } = useTranslation('training');
  const groups = useCall(tr.trainCoachGroups, {});
  const sessions = (groups.data ?? [])
    .flatMap((g) => g.sessions)
    .sort((a, b) => `${a.on}${a.startsAt}`.localeCompare(`${b.on}${b.startsAt}`));
  return (
    <Stack gap="4">
      <Title>{t('coach.schedule')}</Title>
      <QueryList
        query={groups}
        rows={sessions}
        label={t('coach.schedule')}
        errorTitle={t('loadFailed')}
        rowKey={(s) => s.id}
        renderRow={(s) => (
          <Text fontSize="sm" data-testid="coach-session">
            {s.groupName} · {sessionText(t, s)}
          </Text>
        )}
        empty={<EmptyState title={t('coach.noCoach')} />}
      />
    </Stack>
  );
}

/** The roll call of one of my sessions: a mark per line, saved at once. */
function RollCall({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('training');
  const roll = useCall(tr.trainCoachRoll, { sessionId });
  const [marks, setMarks] = useState<Record<string, tr.AttendanceStatus>>({});
  const save = useMutationCall(tr.trainCoachRollCall, {
    onSuccess: () => {
      notify(t('coach.saved'), 'success');
      setMarks({});
      void roll.refetch();
    },
  });
  const lines = roll.data?.lines ?? [];
  const keyOf = (l: (typeof lines)[number]) => (l.tokenId ? `t${l.tokenId}` : `r${l.registrationId}`);
  return (
    <Stack gap="2" data-testid="roll-call">
      {lines.map((l) => (
        <HStack key={keyOf(l)} justify="space-between">
          <Text fontSize="sm">
            {l.memberName}
            {l.tokenId ? ` · ${t('coach.makeup')}` : ''}
          </Text>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={l.memberName}
              value={marks[keyOf(l)] ?? l.status ?? ''}
              onChange={(e) => setMarks({ ...marks, [keyOf(l)]: e.target.value as tr.AttendanceStatus })}
            >
              <option value="">{t('mark.none')}</option>
              {(['present', 'absent', 'leave'] as const).map((m) => (
                <option key={m} value={m}>
                  {t(`mark.${m}`)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </HStack>
      ))}
      <Button
        size="sm"
        alignSelf="start"
        disabled={Object.keys(marks).length === 0}
        loading={save.isPending}
        onClick={() =>
          save.mutate({
            sessionId,
            marks: lines
              .filter((l) => marks[keyOf(l)])
              .map((l) => ({
                registrationId: l.registrationId ?? undefined,
                tokenId: l.tokenId ?? undefined,
                status: marks[keyOf(l)],
              })),
          })
        }
      >
        {t('coach.save')}
      </Button>
    </Stack>
  );
}

/** /trainCoach/myClass: my groups and their sessions; opening a session shows its roll call. */
export function MyClassPage() {
  const { t } = useTranslation('training');
  const groups = useCall(tr.trainCoachGroups, {});
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="4">
      <Title>{t('coach.myClass')}</Title>
      <QueryList
        query={groups}
        rows={groups.data ?? []}
        label={t('coach.myClass')}
        errorTitle={t('loadFailed')}
        rowKey={(g) => g.group.id}
        renderRow={(g) => (
          <Card.Root size="sm" data-testid="coach-group">
            <Card.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">
                  {g.group.typeName} · {g.group.name}
                </Text>
                {g.sessions.map((s) => (
                  <Stack key={s.id} gap="1">
                    <HStack justify="space-between">
                      <Text fontSize="sm">{sessionText(t, s)}</Text>
                      <Button size="xs" variant="outline" onClick={() => setOpen(open === s.id ? null : s.id)}>
                        {t('coach.roll')}
                      </Button>
                    </HStack>
                    {open === s.id ? <RollCall sessionId={s.id} /> : null}
                  </Stack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('coach.noCoach')} />}
      />
    </Stack>
  );
}

/** /trainCoach/leaveRecord: the leaves of my groups' sessions. */
export function LeaveRecordPage() {
  const { t } = useTranslation('training');
  const rows = useCall(tr.trainCoachLeaves, {});
  return (
    <Stack gap="4">
      <Title>{t('coach.leaveRecord')}</Title>
      <QueryList
        query={rows}
        rows={rows.data ?? []}
        label={t('coach.leaveRecord')}
        errorTitle={t('loadFailed')}
        rowKey={(a) => a.id}
        renderRow={(a) => (
          <Text fontSize="sm" data-testid="coach-leave">
            {a.memberName} · {a.groupName} · {a.on} {a.startsAt}-{a.endsAt}
          </Text>
        )}
        empty={<EmptyState title={t('coach.empty')} />}
      />
    </Stack>
  );
}

const COACH_LINKS = [
  'unconfirmedClass',
  'unconfirmedReserve',
  'registrationRecord',
  'schedule',
  'myClass',
  'leaveRecord',
] as const;

/** /trainCoach: the coach's desk, linking to the coach pages. */
export function TrainCoachPage() {
  const { t } = useTranslation('training');
  return (
    <Stack gap="4">
      <Title>{t('landing.coach')}</Title>
      <nav aria-label={t('landing.coach')}>
        <Stack gap="2">
          {COACH_LINKS.map((k) => (
            <Button key={k} asChild variant="outline" justifyContent="start">
              <Link to={`/trainCoach/${k}`}>{t(`coach.${k}`)}</Link>
            </Button>
          ))}
          <Button asChild variant="outline" justifyContent="start">
            <Link to="/member">{t('classPlan:coachMember.members')}</Link>
          </Button>
        </Stack>
      </nav>
    </Stack>
  );
}

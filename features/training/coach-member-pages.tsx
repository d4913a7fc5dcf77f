/**
 * The coach's member pages of the terminal (docs/training.md "The coach's members"): /member (my members, with
 * search; each opens /userDetail), /userDetail?id= (one member: cards, my courses' registrations and attendance,
 * my classes' bookings, fitness tests), /trainCoach/registrationRecord/detail?id= (a registration of my groups:
 * member, course, sessions with marks, leaves, tokens and its log; Confirm / Reject while pending) and
 * /trainCoach/registrationRecord/reserve?userId=&registrationId= (register the member on a course of mine; book a
 * make-up of theirs into a session of mine). The server answers NOT_FOUND outside the caller's members, shown as
 * "not found". Texts: the `classPlan` namespace (`coachMember.*`) and the `training` namespace's states and marks.
 */
import { useState } from 'react';
import { Badge, Button, Card, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as cm from '../../platform/contracts/coach-member.contract';
import * as tr from '../../platform/contracts/training.contract';
import { EmptyState, ErrorState, QueryList } from '../../ui/components';
import { notify, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';
import { CAMPUS_ZONE, sessionText, Title } from './shared';

/** The numeric query parameter `name`, or 0 when absent or not a number. */
function useIdParam(name: string): number {
  const [params] = useSearchParams();
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** A titled section of a detail page. */
function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Text fontWeight="semibold">{title}</Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A member's heading line: name, account, masked phone. */
function MemberLine({ m }: { m: cm.CoachMemberRow }) {
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">{m.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {m.account} · {m.phone}
      </Text>
    </Stack>
  );
}

/** /member: my members (of my courses, classes and private sessions), searched by name, account or phone. */
export function CoachMembersPage() {
  const { t } = useTranslation('classPlan');
  const [keyword, setKeyword] = useState('');
  const rows = useCall(cm.trainCoachMembers, { keyword: keyword || undefined, pageNo: 1, pageSize: 100 });
  return (
    <Stack gap="4">
      <Title>{t('coachMember.members')}</Title>
      <Input
        name="keyword"
        aria-label={t('coachMember.search')}
        placeholder={t('coachMember.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <QueryList
        query={rows}
        rows={rows.data?.rows ?? []}
        label={t('coachMember.members')}
        errorTitle={t('coachMember.loadFailed')}
        rowKey={(m) => m.userId}
        renderRow={(m) => (
          <Card.Root size="sm" data-testid="coach-member">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap">
                <MemberLine m={m} />
                <HStack>
                  <Text fontSize="sm">
                    {t('coachMember.counts', {
                      courses: m.registrations,
                      classes: m.classBookings,
                      sessions: m.privateSessions,
                    })}
                  </Text>
                  <Button asChild size="xs" variant="outline">
                    <Link to={`/userDetail?id=${m.userId}`}>{t('coachMember.open')}</Link>
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('coachMember.noMembers')} />}
      />
    </Stack>
  );
}

/** /userDetail?id=: one of my members — cards, registrations and marks of my groups, my classes, tests. */
export function UserDetailPage() {
  const { t } = useTranslation('classPlan');
  const { t: tt } = useTranslation('training');
  const { lang } = useLang();
  const userId = useIdParam('id');
  const q = useCall(cm.trainCoachMemberDetail, { userId }, { enabled: userId > 0, retry: false });
  if (!userId || q.isError) return <ErrorState title={t('coachMember.notFound')} />;
  if (!q.data) return <Text>{t('coachMember.loading')}</Text>;
  const d = q.data;
  return (
    <Stack gap="4">
      <Title>{t('coachMember.detail')}</Title>
      <MemberLine m={d.member} />
      <Section title={t('coachMember.cards')} testId="member-cards">
        {d.cards.length ? (
          d.cards.map((c) => (
            <Text key={c.id} fontSize="sm">
              {c.cardNo} · {c.typeName} · {t(`coachMember.cardState.${c.state}`, { defaultValue: c.state })}
              {c.usesLeft !== null ? ` · ${t('coachMember.usesLeft', { count: c.usesLeft })}` : ''}
              {c.validTo ? ` · ${t('coachMember.validTo', { date: c.validTo })}` : ''}
            </Text>
          ))
        ) : (
          <Text fontSize="sm">{t('coachMember.none')}</Text>
        )}
      </Section>
      <Section title={t('coachMember.registrations')} testId="member-registrations">
        {d.registrations.length ? (
          d.registrations.map((r) => (
            <HStack key={r.id} justify="space-between">
              <Text fontSize="sm">
                {r.typeName} · {r.groupName} · {tt(`state.${r.state}`)}
              </Text>
              <Button asChild size="xs" variant="outline">
                <Link to={`/trainCoach/registrationRecord/detail?id=${r.id}`}>{t('coachMember.open')}</Link>
              </Button>
            </HStack>
          ))
        ) : (
          <Text fontSize="sm">{t('coachMember.none')}</Text>
        )}
        <Button asChild size="xs" mt="2">
          <Link to={`/trainCoach/registrationRecord/reserve?userId=${d.member.userId}`}>
            {t('coachMember.reserve')}
          </Link>
        </Button>
      </Section>
      <Section title={t('coachMember.attendance')} testId="member-attendance">
        {d.attendance.length ? (
          d.attendance.map((a) => (
            <Text key={a.sessionId} fontSize="sm">
              {a.on} · {a.groupName} · {tt(`mark.${a.status}`)}
            </Text>
          ))
        ) : (
          <Text fontSize="sm">{t('coachMember.none')}</Text>
        )}
      </Section>
      <Section title={t('coachMember.classes')} testId="member-classes">
        {d.classBookings.length ? (
          d.classBookings.map((b) => (
            <Text key={b.id} fontSize="sm">
              {formatDateTime(b.startsAt, CAMPUS_ZONE, lang)} · {b.typeName} ·{' '}
              {t(`coachMember.bookingState.${b.state}`, { defaultValue: b.state })}
            </Text>
          ))
        ) : (
          <Text fontSize="sm">{t('coachMember.none')}</Text>
        )}
      </Section>
      <Section title={t('coachMember.tests')} testId="member-tests">
        {d.tests.length ? (
          d.tests.map((x) => (
            <Text key={x.id} fontSize="sm">
              {formatDateTime(x.startAt, CAMPUS_ZONE, lang)} · {x.testTypeName} · {x.coachName}
              {x.values
                ? ` · ${Object.entries(x.values)
                    .map(([k, v]) => `${k} ${v}`)
                    .join(', ')}`
                : ''}
            </Text>
          ))
        ) : (
          <Text fontSize="sm">{t('coachMember.none')}</Text>
        )}
      </Section>
    </Stack>
  );
}

/** /trainCoach/registrationRecord/detail?id=: a registration of my groups, Confirm / Reject while pending. */
export function CoachRegistrationDetailPage() {
  const { t } = useTranslation('classPlan');
  const { t: tt } = useTranslation('training');
  const id = useIdParam('id');
  const q = useCall(cm.trainCoachRegistrationDetail, { id }, { enabled: id > 0, retry: false });
  const decide = useMutationCall(tr.trainCoachDecide, {
    onSuccess: () => {
      notify(t('coachMember.decided'), 'success');
      void q.refetch();
    },
  });
  if (!id || q.isError) return <ErrorState title={t('coachMember.notFound')} />;
  if (!q.data) return <Text>{t('coachMember.loading')}</Text>;
  const { registration: r, member, sessions, tokens, events, leaves } = q.data;
  return (
    <Stack gap="4">
      <Title>{t('coachMember.registration')}</Title>
      <HStack justify="space-between" wrap="wrap">
        <MemberLine m={member} />
        <Stack gap="0" align="end">
          <Text fontSize="sm">
            {r.typeName} · {r.groupName}
          </Text>
          <Badge data-testid="registration-state">{tt(`state.${r.state}`)}</Badge>
        </Stack>
      </HStack>
      {r.state === 'pending' ? (
        <HStack>
          <Button size="sm" onClick={() => decide.mutate({ id: r.id, decision: 'confirm', reason: '' })}>
            {tt('coach.confirm')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => decide.mutate({ id: r.id, decision: 'reject', reason: '' })}
          >
            {tt('coach.reject')}
          </Button>
        </HStack>
      ) : null}
      <Section title={t('coachMember.sessions', { leaves })} testId="registration-sessions">
        <Table.Root size="sm">
          <Table.Body>
            {sessions.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{sessionText(tt, s)}</Table.Cell>
                <Table.Cell>{tt(`mark.${s.attendance ?? 'none'}`)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>
      <Section title={t('coachMember.tokens')} testId="registration-tokens">
        {tokens.length ? (
          tokens.map((k) => (
            <Text key={k.id} fontSize="sm">
              {k.sourceOn} → {tt(`token.${k.state}`)} · {t('coachMember.validTo', { date: k.expiresOn })}
              {k.makeup ? ` · ${sessionText(tt, k.makeup)}` : ''}
            </Text>
          ))
        ) : (
          <Text fontSize="sm">{t('coachMember.none')}</Text>
        )}
        {tokens.some((k) => k.state === 'available') ? (
          <Button asChild size="xs" mt="2">
            <Link to={`/trainCoach/registrationRecord/reserve?userId=${r.userId}&registrationId=${r.id}`}>
              {t('coachMember.bookMakeup')}
            </Link>
          </Button>
        ) : null}
      </Section>
      <Section title={t('coachMember.log')} testId="registration-events">
        {events.map((e) => (
          <Text key={e.id} fontSize="sm">
            {e.at.slice(0, 10)} · {tt(`kind.${e.kind}`)} · {e.actorName ?? ''}
          </Text>
        ))}
      </Section>
    </Stack>
  );
}

/** The make-up part of the reserve page: an available token, a session of mine, Book. */
function MakeupReserve({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation('classPlan');
  const { t: tt } = useTranslation('training');
  const detail = useCall(cm.trainCoachRegistrationDetail, { id: registrationId }, { retry: false });
  const tokens = (detail.data?.tokens ?? []).filter((k) => k.state === 'available');
  const [tokenId, setTokenId] = useState(0);
  const chosen = tokenId || tokens[0]?.id || 0;
  const targets = useCall(cm.trainCoachMakeupTargets, { tokenId: chosen }, { enabled: chosen > 0, retry: false });
  const book = useMutationCall(cm.trainCoachMakeupReserve, {
    onSuccess: () => {
      notify(t('coachMember.booked'), 'success');
      void detail.refetch();
    },
  });
  if (detail.isError) return <ErrorState title={t('coachMember.notFound')} />;
  return (
    <Section title={t('coachMember.bookMakeup')} testId="reserve-makeup">
      {tokens.length ? (
        <Stack gap="2">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('coachMember.token')}
              value={chosen}
              onChange={(e) => setTokenId(Number(e.target.value))}
            >
              {tokens.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.sourceOn} · {k.typeName} · {t('coachMember.validTo', { date: k.expiresOn })}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          {(targets.data ?? []).length ? (
            (targets.data ?? []).map((s) => (
              <HStack key={s.id} justify="space-between">
                <Text fontSize="sm">
                  {s.groupName} · {sessionText(tt, s)} · {tt('group.free', { count: s.free })}
                </Text>
                <Button
                  size="xs"
                  disabled={s.free <= 0}
                  loading={book.isPending}
                  onClick={() => book.mutate({ tokenId: chosen, sessionId: s.id })}
                >
                  {t('coachMember.book')}
                </Button>
              </HStack>
            ))
          ) : (
            <Text fontSize="sm">{t('coachMember.noTargets')}</Text>
          )}
        </Stack>
      ) : (
        <Text fontSize="sm">{t('coachMember.noTokens')}</Text>
      )}
    </Section>
  );
}

/**
 * /trainCoach/registrationRecord/reserve?userId=[&registrationId=]: register the member on one of my courses
 * (confirmed at once, within its capacity); with a registration, book a make-up of its tokens into my sessions.
 */
export function CoachReservePage() {
  const { t } = useTranslation('classPlan');
  const userId = useIdParam('userId');
  const registrationId = useIdParam('registrationId');
  const member = useCall(cm.trainCoachMemberDetail, { userId }, { enabled: userId > 0, retry: false });
  const groups = useCall(tr.trainCoachGroups, {});
  const [groupId, setGroupId] = useState(0);
  const register = useMutationCall(cm.trainCoachRegister, {
    onSuccess: () => {
      notify(t('coachMember.registered'), 'success');
      void member.refetch();
      void groups.refetch();
    },
  });
  if (!userId || member.isError) return <ErrorState title={t('coachMember.notFound')} />;
  if (!member.data) return <Text>{t('coachMember.loading')}</Text>;
  const open = (groups.data ?? []).filter((g) => !member.data.registrations.some((r) => r.groupId === g.group.id));
  const chosen = groupId || open[0]?.group.id || 0;
  return (
    <Stack gap="4">
      <Title>{t('coachMember.reserve')}</Title>
      <MemberLine m={member.data.member} />
      <Section title={t('coachMember.register')} testId="reserve-register">
        {open.length ? (
          <HStack>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={t('coachMember.course')}
                value={chosen}
                onChange={(e) => setGroupId(Number(e.target.value))}
              >
                {open.map((g) => (
                  <option key={g.group.id} value={g.group.id}>
                    {g.group.typeName} · {g.group.name} · {g.group.free}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Button size="sm" loading={register.isPending} onClick={() => register.mutate({ groupId: chosen, userId })}>
              {t('coachMember.registerAction')}
            </Button>
          </HStack>
        ) : (
          <Text fontSize="sm">{t('coachMember.noCourses')}</Text>
        )}
      </Section>
      {registrationId ? <MakeupReserve registrationId={registrationId} /> : null}
    </Stack>
  );
}

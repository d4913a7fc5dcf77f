/**
 * The members' training course pages on the terminal (spec §2 fitness set, variants 2 and 4; docs/training.md):
 * /train (the landing: my pages and the course types with their open groups), /type, /trainDetail?id=,
 * /trainReserve?id= (register; a priced course is paid at the front desk: no online payment is shown),
 * /train/registrationRecord (my registrations with each session's attendance, leave, withdraw, my make-up
 * tokens and booking a make-up), /train/courseRecord (attended sessions), /train/operationRecord (my
 * operations), /train/trainHelp. Every call acts on the caller's own records. Texts: the `training` namespace.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as tr from '../../platform/contracts/training.contract';
import { ConfirmDialog, EmptyState, ErrorState, formatMoney, QueryList } from '../../ui/components';
import { notify, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';
import { CAMPUS_ZONE, GroupCard, sessionText, Title } from './shared';

/** The open groups of one type, each linking to its details. */
function OpenGroups({ typeId }: { typeId: number }) {
  const { t } = useTranslation('training');
  const groups = useCall(tr.trainGroupOpen, { typeId });
  return (
    <QueryList
      query={groups}
      rows={groups.data ?? []}
      label={t('type.groups')}
      errorTitle={t('loadFailed')}
      rowKey={(g) => g.id}
      renderRow={(g) => (
        <GroupCard group={g}>
          <Button asChild size="sm" alignSelf="start">
            <Link to={`/trainDetail?id=${g.id}`}>{t('group.detail')}</Link>
          </Button>
        </GroupCard>
      )}
      empty={<Text color="fg.muted">{t('type.noGroups')}</Text>}
    />
  );
}

/** /type: the course types, each with its description, price, sessions, capacity and open groups. */
export function TrainTypePage() {
  const { t } = useTranslation('training');
  const { lang } = useLang();
  const types = useCall(tr.trainTypeList, {});
  return (
    <Stack gap="4">
      <Title>{t('type.title')}</Title>
      <QueryList
        query={types}
        rows={types.data ?? []}
        label={t('type.label')}
        errorTitle={t('loadFailed')}
        rowKey={(x) => x.id}
        renderRow={(x) => (
          <Card.Root size="sm" data-testid="train-type">
            <Card.Body>
              <Stack gap="2">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{x.name}</Text>
                  <Text aria-label={t('type.price')}>
                    {x.priceCents ? formatMoney(x.priceCents, lang) : t('type.free')}
                  </Text>
                </HStack>
                <Text fontSize="sm">{x.description}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('type.sessions', { count: x.sessions })} · {t('type.capacity', { count: x.capacity })}
                </Text>
                <OpenGroups typeId={x.id} />
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('type.empty')} />}
      />
    </Stack>
  );
}

const LINKS = ['registrationRecord', 'courseRecord', 'operationRecord', 'trainHelp'] as const;

/** /train: the landing — my pages, then the course types with their open groups. */
export function TrainPage() {
  const { t } = useTranslation('training');
  return (
    <Stack gap="4">
      <Title>{t('landing.title')}</Title>
      <nav aria-label={t('landing.links')}>
        <HStack wrap="wrap" gap="2">
          {LINKS.map((k) => (
            <Button key={k} asChild size="sm" variant="outline">
              <Link to={`/train/${k}`}>{t(`landing.${k}`)}</Link>
            </Button>
          ))}
        </HStack>
      </nav>
      <TrainTypePage />
    </Stack>
  );
}

/** The `id` query parameter as a number (NaN when absent). */
function useIdParam(name = 'id') {
  const [params] = useSearchParams();
  return Number(params.get(name));
}

/** /trainDetail?id=: a group, its sessions and my registration; "Register" leads to /trainReserve. */
export function TrainDetailPage() {
  const { t } = useTranslation('training');
  const id = useIdParam();
  const view = useCall(tr.trainGroupView, { id }, { enabled: id > 0 });
  if (view.isError || !(id > 0)) return <ErrorState title={t('group.notFound')} />;
  if (!view.data) return null;
  const { group, sessions, mine } = view.data;
  return (
    <Stack gap="4">
      <Title>{view.data.type.name}</Title>
      <GroupCard group={group}>
        {mine ? (
          <Badge alignSelf="start">{t('group.mine', { state: t(`state.${mine.state}`) })}</Badge>
        ) : (
          <Button asChild size="sm" alignSelf="start">
            <Link to={`/trainReserve?id=${group.id}`}>{t('group.register')}</Link>
          </Button>
        )}
      </GroupCard>
      <Text as="h2" fontWeight="semibold">
        {t('group.sessions')}
      </Text>
      <Stack as="ul" gap="1" data-testid="sessions">
        {sessions.map((s) => (
          <Text as="li" key={s.id} fontSize="sm">
            {sessionText(t, s)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** /trainReserve?id=: registering for a group; a priced one is paid at the front desk. */
export function TrainReservePage() {
  const { t } = useTranslation('training');
  const { lang } = useLang();
  const id = useIdParam();
  const view = useCall(tr.trainGroupView, { id }, { enabled: id > 0 });
  const [done, setDone] = useState(false);
  const register = useMutationCall(tr.trainRegister, {
    onSuccess: () => {
      setDone(true);
      notify(t('reserve.done'), 'success');
      void view.refetch();
    },
  });
  if (view.isError || !(id > 0)) return <ErrorState title={t('group.notFound')} />;
  if (!view.data) return null;
  const { group, mine } = view.data;
  const price = formatMoney(group.priceCents, lang);
  return (
    <Stack gap="4">
      <Title>{t('reserve.title')}</Title>
      <GroupCard group={group} />
      {group.priceCents > 0 ? (
        <Alert.Root status="info" data-testid="front-desk">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('reserve.deskTitle')}</Alert.Title>
            <Alert.Description>{t('reserve.desk', { price })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Text>{t('reserve.freeNote')}</Text>
      )}
      {done || mine ? (
        <Badge alignSelf="start">{t('group.mine', { state: t(`state.${mine?.state ?? 'pending'}`) })}</Badge>
      ) : (
        <Button alignSelf="start" loading={register.isPending} onClick={() => register.mutate({ groupId: group.id })}>
          {t('reserve.confirm')}
        </Button>
      )}
    </Stack>
  );
}

/** The make-up sessions open to a token, each bookable. */
function MakeupOptions({ tokenId, onBooked }: { tokenId: number; onBooked: () => void }) {
  const { t } = useTranslation('training');
  const options = useCall(tr.trainMakeupOptions, { tokenId });
  const book = useMutationCall(tr.trainMakeupBook, {
    onSuccess: () => {
      notify(t('record.booked'), 'success');
      onBooked();
    },
  });
  return (
    <QueryList
      query={options}
      rows={options.data ?? []}
      label={t('record.options')}
      errorTitle={t('loadFailed')}
      rowKey={(s) => s.id}
      renderRow={(s) => (
        <HStack justify="space-between">
          <Text fontSize="sm">
            {s.groupName} · {sessionText(t, s)}
          </Text>
          <Button size="xs" onClick={() => book.mutate({ tokenId, sessionId: s.id })} loading={book.isPending}>
            {t('record.book')}
          </Button>
        </HStack>
      )}
      empty={<Text color="fg.muted">{t('record.noOptions')}</Text>}
    />
  );
}

/** /train/registrationRecord: my registrations (sessions, attendance, leave, withdraw) and my tokens. */
export function RegistrationRecordPage() {
  const { t } = useTranslation('training');
  const mine = useCall(tr.trainMine, {});
  const [withdrawing, setWithdrawing] = useState<tr.TrainRegistrationRow | null>(null);
  const [booking, setBooking] = useState<number | null>(null);
  const reload = () => void mine.refetch();
  const leave = useMutationCall(tr.trainLeave, {
    // A late leave is explained at once: the rule's hours and the term's grace (a token or none).
    onSuccess: (r) => {
      const values = { hours: r.lateHours, grace: r.graceCount, used: r.graceUsed };
      if (!r.late) notify(t('record.leaveDone'), 'success');
      else if (r.token) notify(t('record.leaveLateGrace', values), 'success');
      else notify(t('record.leaveLateNoGrace', values), 'success');
      reload();
    },
  });
  const withdraw = useMutationCall(tr.trainWithdraw, {
    onSuccess: () => {
      setWithdrawing(null);
      reload();
    },
  });
  // Sessions are campus times (Asia/Shanghai, UTC+8 without daylight saving): a leave is offered before the start.
  const now = Date.now();
  return (
    <Stack gap="4">
      <Title>{t('record.title')}</Title>
      <QueryList
        query={mine}
        rows={mine.data?.registrations ?? []}
        label={t('record.label')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <Card.Root size="sm" data-testid="my-registration">
            <Card.Body>
              <Stack gap="2">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">
                    {r.typeName} · {r.groupName}
                  </Text>
                  <Badge>{t(`state.${r.state}`)}</Badge>
                </HStack>
                {r.priceCents > 0 ? <Text fontSize="sm">{r.paid ? t('record.paid') : t('record.unpaid')}</Text> : null}
                <Stack as="ul" gap="1">
                  {r.sessions.map((s) => (
                    <HStack as="li" key={s.id} justify="space-between">
                      <Text fontSize="sm">{sessionText(t, s)}</Text>
                      {s.attendance ? (
                        <HStack gap="1">
                          <Badge>{t(`mark.${s.attendance}`)}</Badge>
                          {s.leaveNote?.late ? (
                            <Badge
                              colorPalette={s.leaveNote.lateWhy === 'noGrace' && !s.leaveNote.waived ? 'red' : 'orange'}
                            >
                              {t(
                                s.leaveNote.waived
                                  ? 'record.lateNote.waived'
                                  : `record.lateNote.${s.leaveNote.lateWhy ?? 'grace'}`,
                              )}
                            </Badge>
                          ) : null}
                        </HStack>
                      ) : r.state === 'confirmed' && Date.parse(`${s.on}T${s.startsAt}:00+08:00`) > now ? (
                        <Button
                          size="xs"
                          variant="outline"
                          loading={leave.isPending}
                          onClick={() => leave.mutate({ registrationId: r.id, sessionId: s.id })}
                        >
                          {t('record.leave')}
                        </Button>
                      ) : null}
                    </HStack>
                  ))}
                </Stack>
                {r.state === 'pending' || r.state === 'confirmed' ? (
                  <Button size="sm" variant="outline" alignSelf="start" onClick={() => setWithdrawing(r)}>
                    {t('record.withdraw')}
                  </Button>
                ) : null}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('record.empty')} />}
      />
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {t('record.tokens')}
      </Text>
      <Stack gap="2" data-testid="my-tokens">
        {(mine.data?.tokens ?? []).length === 0 ? <Text color="fg.muted">{t('record.noTokens')}</Text> : null}
        {(mine.data?.tokens ?? []).map((k) => (
          <Card.Root size="sm" key={k.id}>
            <Card.Body>
              <Stack gap="1">
                <HStack justify="space-between">
                  <Text fontSize="sm">
                    {t('record.tokenLine', { type: k.typeName, on: k.sourceOn, until: k.expiresOn })}
                  </Text>
                  <Badge>{t(`token.${k.state}`)}</Badge>
                </HStack>
                {k.makeup ? (
                  <Text fontSize="sm">
                    {t('record.makeupAt', { group: k.makeup.groupName, on: k.makeup.on, from: k.makeup.startsAt })}
                  </Text>
                ) : null}
                {k.state === 'available' ? (
                  booking === k.id ? (
                    <MakeupOptions
                      tokenId={k.id}
                      onBooked={() => {
                        setBooking(null);
                        reload();
                      }}
                    />
                  ) : (
                    <Button size="xs" alignSelf="start" onClick={() => setBooking(k.id)}>
                      {t('record.book')}
                    </Button>
                  )
                ) : null}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ConfirmDialog
        open={withdrawing !== null}
        message={t('record.withdrawConfirm', { name: withdrawing?.groupName ?? '' })}
        pending={withdraw.isPending}
        tone="red"
        onConfirm={() => withdrawing && withdraw.mutate({ id: withdrawing.id })}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}

/** /train/courseRecord: the sessions I attended. */
export function CourseRecordPage() {
  const { t } = useTranslation('training');
  const mine = useCall(tr.trainMine, {});
  const rows = (mine.data?.registrations ?? []).flatMap((r) =>
    r.sessions.filter((s) => s.attendance === 'present').map((s) => ({ ...s, typeName: r.typeName })),
  );
  return (
    <Stack gap="4">
      <Title>{t('course.title')}</Title>
      <QueryList
        query={mine}
        rows={rows}
        label={t('course.label')}
        errorTitle={t('loadFailed')}
        rowKey={(s) => s.id}
        renderRow={(s) => (
          <Text fontSize="sm" data-testid="attended">
            {s.typeName} · {s.groupName} · {sessionText(t, s)}
          </Text>
        )}
        empty={<EmptyState title={t('course.empty')} />}
      />
    </Stack>
  );
}

/** /train/operationRecord: the operations on my registrations, newest first. */
export function OperationRecordPage() {
  const { t } = useTranslation('training');
  const { lang } = useLang();
  const ops = useCall(tr.trainMyEvents, { pageNo: 1, pageSize: 100 });
  return (
    <Stack gap="4">
      <Title>{t('operation.title')}</Title>
      <QueryList
        query={ops}
        rows={ops.data?.rows ?? []}
        label={t('operation.label')}
        errorTitle={t('loadFailed')}
        rowKey={(e) => e.id}
        renderRow={(e) => (
          <Text fontSize="sm" data-testid="operation">
            {formatDateTime(e.at, CAMPUS_ZONE, lang)} · {e.groupName} · {t(`kind.${e.kind}`)}
            {e.sessionOn ? ` · ${e.sessionOn}` : ''}
          </Text>
        )}
        empty={<EmptyState title={t('operation.empty')} />}
      />
    </Stack>
  );
}

/** /train/trainHelp: how registration, payment, leave and make-ups work. */
export function TrainHelpPage() {
  const { t } = useTranslation('training');
  return (
    <Stack gap="4">
      <Title>{t('help.title')}</Title>
      <Text>{t('help.body')}</Text>
    </Stack>
  );
}

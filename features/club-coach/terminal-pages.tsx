/**
 * The terminal's pages of the coaches' side (docs/fitness-coaches.md; variants 2 and 4):
 * - /fitnessCenter/evaluationRecords (a member): my attended classes and sessions still to rate (trainer and
 *   service 1–5, a comment ≤ 500 characters, within RATING_WINDOW_DAYS days) and the ratings I gave;
 * - /fitnessCenterCoach (a coach's home): today's classes and sessions and the links to the coach pages;
 * - /fitnessCenterCoach/myClass: my upcoming and past classes and sessions with their attendance;
 * - /fitnessCenterCoach/commentRecords: comments about me with my averages (members unnamed);
 * - /fitnessCenterCoach/adjustedLog: my classes' adjustments (moved, handed to or from me).
 * The coach pages act on the caller's own coach record (a caller who is no coach sees the error state).
 */
import { Badge, Button, Card, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMMENT_MAX,
  coachCentreAdjustments,
  coachCentreClasses,
  coachCentreComments,
  coachCentreToday,
  evaluationAdd,
  evaluationMine,
  type AdjustmentRow,
  type CoachItem,
  type RatingRow,
  type ToRateRow,
} from '../../platform/contracts/club-coach.contract';
import { ErrorState, QueryList, StateTabs, useTabParam } from '../../ui/components';
import { notify, useCall, useMutationCall } from '../../ui/runtime';
import { wireDateTime } from './shared';

/** The title of a class or session: its type's name, else its kind in words. */
function titleOf(t: (key: string) => string, row: { title: string; kind: string }) {
  return row.title || t(`kind.${row.kind === 'private' ? 'private' : row.kind}`);
}

/** A heading of a terminal page. */
function Heading({ children }: { children: string }) {
  return (
    <Text as="h1" fontSize="xl" fontWeight="bold">
      {children}
    </Text>
  );
}

/** Scores 1–5 as a select. */
function ScoreSelect({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" width="24">
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The rating form of one attended class or session. */
function RateForm({ row, onDone }: { row: ToRateRow; onDone: () => void }) {
  const { t } = useTranslation('clubCoach');
  const [trainer, setTrainer] = useState(5);
  const [service, setService] = useState(5);
  const [comment, setComment] = useState('');
  const add = useMutationCall(evaluationAdd, {
    onSuccess: () => {
      notify(t('evaluation.done'), 'success');
      onDone();
    },
    onError: (e) => notify(e.message),
  });
  return (
    <Card.Root size="sm" data-testid="rate-form">
      <Card.Body gap="2">
        <Text fontWeight="semibold">
          {titleOf(t, row)} · {row.coachName} · {wireDateTime(row.startAt)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('evaluation.rateBy', { time: wireDateTime(row.rateBy) })}
        </Text>
        <HStack wrap="wrap" align="end">
          <ScoreSelect label={t('field.trainer')} value={trainer} onChange={setTrainer} />
          <ScoreSelect label={t('field.service')} value={service} onChange={setService} />
        </HStack>
        <Field.Root>
          <Field.Label>{t('field.comment')}</Field.Label>
          <Textarea
            size="sm"
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Field.HelperText>{t('evaluation.commentHint')}</Field.HelperText>
        </Field.Root>
        <Button
          size="sm"
          alignSelf="start"
          loading={add.isPending}
          onClick={() =>
            add.mutate({
              kind: row.kind,
              sourceId: row.sourceId,
              trainerScore: trainer,
              serviceScore: service,
              comment,
            })
          }
        >
          {t('evaluation.submit')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** One rating as a card (the member's name shown when given: staff). */
function RatingCard({ row }: { row: RatingRow }) {
  const { t } = useTranslation('clubCoach');
  return (
    <Stack gap="1" data-testid="rating-row">
      <Text fontWeight="semibold">
        {titleOf(t, row)} · {row.coachName} · {wireDateTime(row.heldAt)}
      </Text>
      <Text fontSize="sm">
        {t('field.trainer')} {'★'.repeat(row.trainerScore)} · {t('field.service')} {'★'.repeat(row.serviceScore)}
      </Text>
      {row.comment ? <Text fontSize="sm">{row.comment}</Text> : null}
      {row.hidden ? (
        <Text fontSize="sm" color="fg.muted">
          {t('evaluation.hiddenNote', { reason: row.hiddenReason })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** /fitnessCenter/evaluationRecords. */
export function EvaluationRecordsPage() {
  const { t } = useTranslation('clubCoach');
  const mine = useCall(evaluationMine, {});
  return (
    <Stack gap="4">
      <Heading>{t('evaluation.title')}</Heading>
      <Text as="h2" fontWeight="semibold">
        {t('evaluation.toRate')}
      </Text>
      <QueryList
        query={mine}
        rows={mine.data?.toRate ?? []}
        label={t('evaluation.toRate')}
        empty={t('evaluation.none')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => `${r.kind}:${r.sourceId}`}
        renderRow={(r) => <RateForm row={r} onDone={() => void mine.refetch()} />}
      />
      <Text as="h2" fontWeight="semibold">
        {t('evaluation.given')}
      </Text>
      <QueryList
        query={mine}
        rows={mine.data?.given ?? []}
        label={t('evaluation.given')}
        empty={t('evaluation.noneGiven')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => <RatingCard row={r} />}
      />
    </Stack>
  );
}

/** A coach's class or session as a line: time, title, place, state, attendance. */
function CoachItemLine({ item }: { item: CoachItem }) {
  const { t } = useTranslation('clubCoach');
  return (
    <Stack gap="0" data-testid="coach-item">
      <HStack wrap="wrap">
        <Text fontWeight="semibold">
          {wireDateTime(item.startAt)}–{item.endAt.slice(11, 16)} {titleOf(t, item)}
        </Text>
        <Badge>{t(`kind.${item.kind}`)}</Badge>
        <Badge colorPalette={item.state === 'cancelled' ? 'red' : 'gray'}>{t(`state.${item.state}`)}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {item.place ? `${item.place} · ` : ''}
        {t('field.attendance')}: {item.attended}/{item.booked}
        {item.kind === 'league' ? ` (${item.capacity})` : ''}
      </Text>
    </Stack>
  );
}

/** The coach pages linked from the coach's home. */
const COACH_LINKS = [
  ['/fitnessCenterCoach/myClass', 'coach.myClass'],
  ['/fitnessCenterCoach/schedule', 'coach.schedule'],
  ['/fitnessCenterCoach/testLog', 'coach.testLog'],
  ['/fitnessCenterCoach/commentRecords', 'coach.comments'],
  ['/fitnessCenterCoach/adjustedLog', 'coach.adjusted'],
] as const;

/** /fitnessCenterCoach: today's classes and sessions, the links to the coach pages. */
export function CoachHomePage() {
  const { t } = useTranslation('clubCoach');
  const today = useCall(coachCentreToday, {});
  return (
    <Stack gap="4">
      <Heading>{today.data ? `${t('coach.home')} · ${today.data.coachName}` : t('coach.home')}</Heading>
      <nav aria-label={t('coach.links')}>
        <HStack wrap="wrap" gap="3">
          {COACH_LINKS.map(([path, label]) => (
            <Link key={path} to={path}>
              {t(label)}
            </Link>
          ))}
        </HStack>
      </nav>
      <Text as="h2" fontWeight="semibold">
        {t('coach.today', { date: today.data?.date ?? '' })}
      </Text>
      <QueryList
        query={today}
        rows={today.data?.items ?? []}
        label={t('coach.today', { date: today.data?.date ?? '' })}
        empty={t('coach.nothingToday')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => `${r.kind}:${r.id}`}
        renderRow={(r) => <CoachItemLine item={r} />}
      />
    </Stack>
  );
}

/** The tabs of /fitnessCenterCoach/myClass. */
const WHEN = ['upcoming', 'past'] as const;

/** /fitnessCenterCoach/myClass: upcoming or past, 50 at a time. */
export function CoachMyClassPage() {
  const { t } = useTranslation('clubCoach');
  const [when, setWhen] = useTabParam('when', WHEN);
  const list = useCall(coachCentreClasses, { when, pageNo: 1, pageSize: 50 });
  return (
    <Stack gap="4">
      <Heading>{t('coach.myClass')}</Heading>
      <StateTabs
        tabs={WHEN}
        value={when}
        onChange={setWhen}
        label={t('coach.myClass')}
        labelOf={(w) => t(`coach.${w}`)}
      >
        <QueryList
          query={list}
          rows={list.data?.rows ?? []}
          label={t('coach.myClass')}
          empty={t('coach.noClasses')}
          errorTitle={t('loadFailed')}
          rowKey={(r) => `${r.kind}:${r.id}`}
          renderRow={(r) => <CoachItemLine item={r} />}
        />
      </StateTabs>
    </Stack>
  );
}

/** Two decimals, or a dash without ratings. */
const avg = (v: number | null) => (v === null ? '—' : v.toFixed(2));

/** /fitnessCenterCoach/commentRecords. */
export function CoachCommentsPage() {
  const { t } = useTranslation('clubCoach');
  const comments = useCall(coachCentreComments, { pageNo: 1, pageSize: 50 });
  const a = comments.data?.averages;
  return (
    <Stack gap="4">
      <Heading>{t('coach.comments')}</Heading>
      {a ? (
        <Text data-testid="averages">
          {t('coach.averages', { count: a.count, trainer: avg(a.trainerAvg), service: avg(a.serviceAvg) })}
        </Text>
      ) : null}
      <QueryList
        query={comments}
        rows={comments.data?.page.rows ?? []}
        label={t('coach.comments')}
        empty={t('coach.noComments')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => <RatingCard row={r} />}
      />
    </Stack>
  );
}

/** One adjustment: the class, before → after (time and coach), the reason. */
function AdjustmentLine({ row }: { row: AdjustmentRow }) {
  const { t } = useTranslation('clubCoach');
  return (
    <Stack gap="0" data-testid="adjustment-row">
      <Text fontWeight="semibold">
        {titleOf(t, row)} · {t(`kind.${row.kind}`)}
      </Text>
      <Text fontSize="sm">
        {t('coach.handedTo', {
          from: `${wireDateTime(row.fromStart)} ${row.fromCoachName}`,
          to: `${wireDateTime(row.toStart)} ${row.toCoachName}`,
        })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('field.reason')}: {row.reason} · {t('field.createdAt')}: {wireDateTime(row.createdAt)}
      </Text>
    </Stack>
  );
}

/** /fitnessCenterCoach/adjustedLog. */
export function CoachAdjustedLogPage() {
  const { t } = useTranslation('clubCoach');
  const log = useCall(coachCentreAdjustments, { pageNo: 1, pageSize: 50 });
  if (log.isError && !log.data) return <ErrorState error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <Stack gap="4">
      <Heading>{t('coach.adjusted')}</Heading>
      <QueryList
        query={log}
        rows={log.data?.rows ?? []}
        label={t('coach.adjusted')}
        empty={t('coach.noAdjusted')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => <AdjustmentLine row={r} />}
      />
    </Stack>
  );
}

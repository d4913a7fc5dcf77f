/**
 * A member's leave (freeze) of own cards on /fitnessCenter/cardManagement (docs/fitness.md "A
 * member's leave request"): the "Request leave" dialog (`card/leaveRequest`) with the type's leave
 * rules in words, and "My leave requests" (`card/leaveMine`) with Withdraw of a pending one
 * (`card/leaveWithdraw`). Dates are ISO local dates of the campus (Asia/Shanghai), both included;
 * money in cents. Texts: the `memberCards` namespace; refusals show the server's localized message.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  fitnessCardLeaveMine,
  fitnessCardLeaveRequest,
  fitnessCardLeaveWithdraw,
  type LeaveRequestRow,
  type LeaveRequestStatus,
} from '../../platform/contracts/card-leave.contract';
import type { CardRow, CardTypeRow } from '../../platform/contracts/membership-card.contract';
import { leaveQuotaOf } from '../../platform/fitness/card-rules';
import { ConfirmDialog, formatMoney, QueryList } from '../../ui/components';
import { notify, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { formatDateTime, todayIn } from '../../ui/terminal-shell/time-format';
import { CAMPUS_ZONE, cardDate } from './shared';

/** ISO date `YYYY-MM-DD` plus `days` calendar days (no time zone involved). */
export function isoPlusDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days from `from` to `to` (ISO dates), both included; 0 when `to` is before `from` or either is empty. */
export function inclusiveDays(from: string, to: string): number {
  if (!from || !to || to < from) return 0;
  const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return Math.round((ms(to) - ms(from)) / 86_400_000) + 1;
}

/**
 * Whether the member may ask for a leave of `card` of type `type` (the type as on sale; unknown →
 * no): the card is active, has an end date and no leave in force or planned, and its type allows
 * leaves (the server checks the rest: docs/fitness.md, leave.ts `checkLeave`).
 */
export function canAskLeave(card: CardRow, type: CardTypeRow | undefined): type is CardTypeRow {
  return (
    type !== undefined &&
    type.rules.leave.allowed &&
    card.state === 'active' &&
    card.endsOn !== null &&
    card.frozenUntil === null
  );
}

/** Props of {@link LeaveDialog}: the card and its type, or null when closed. */
export interface LeaveDialogProps {
  target: { card: CardRow; type: CardTypeRow } | null;
  onClose: () => void;
  /** Called after the server accepted the request (frozen or pending), before the dialog closes. */
  onDone: () => void;
}

/** The leave rules of `type` for `card` in words: minimum days, days and times left, approval, fee. */
function LeaveRules({ card, type }: { card: CardRow; type: CardTypeRow }) {
  const { t } = useTranslation('memberCards');
  const { lang } = useLang();
  const rule = type.rules.leave;
  const daysLeft = Math.max(0, leaveQuotaOf(type.rules, type.validDays) - card.leaveDays);
  const timesLeft = Math.max(0, rule.maxTimes - card.leaves);
  const lines = [
    t('leave.minDays', { count: rule.minDays }),
    t('leave.daysLeft', { count: daysLeft }),
    t('leave.timesLeft', { count: timesLeft }),
    rule.approvalRequired ? t('leave.approval') : t('leave.noApproval'),
  ];
  return (
    <Stack gap="2">
      <ul data-testid="leave-rules" style={{ paddingInlineStart: '1.25em', margin: 0 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {rule.feeCents > 0 ? (
        <Alert.Root status="warning" borderRadius="lg" data-testid="leave-fee">
          <Alert.Indicator />
          <Alert.Title>{t('leave.fee', { money: formatMoney(rule.feeCents, lang) })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/**
 * The "Request leave" dialog (mount it always; open while `target` is set): first and last day
 * (not before today in the campus zone), a reason among the type's (free text when the type lists
 * none), the rules in words. Success: a toast — frozen with the new end date, or pending approval —
 * then `onDone` and close. A refusal stays in the dialog with everything typed kept. Key it by the
 * card's id so that each card opens on today and the type's minimum days.
 */
export function LeaveDialog({ target, onClose, onDone }: LeaveDialogProps) {
  const { t } = useTranslation('memberCards');
  const { lang } = useLang();
  const today = todayIn(CAMPUS_ZONE);
  const minDays = target?.type.rules.leave.minDays ?? 1;
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(isoPlusDays(today, minDays - 1));
  const [reason, setReason] = useState('');
  const ask = useMutationCall(fitnessCardLeaveRequest, {
    onSuccess: (answer) => {
      if (answer.outcome === 'frozen')
        notify(
          t('leave.frozen', {
            from: cardDate(from, lang),
            to: cardDate(to, lang),
            end: answer.card.endsOn ? cardDate(answer.card.endsOn, lang) : t('manage.noEnd'),
          }),
          'success',
        );
      else notify(t('leave.pending'), 'success');
      onDone();
      close();
    },
  });
  function close() {
    ask.reset();
    onClose();
  }
  if (!target) return null;
  const { card, type } = target;
  const rule = type.rules.leave;
  const days = inclusiveDays(from, to);
  const dateProblem =
    from && from < today
      ? t('leave.beforeToday', { today: cardDate(today, lang) })
      : from && to && to < from
        ? t('leave.dateOrder')
        : null;
  const ready = Boolean(from && to && reason.trim()) && dateProblem === null && rule.feeCents === 0;
  return (
    <Dialog.Root
      open
      placement="center"
      size="md"
      onOpenChange={(e) => {
        if (!e.open && !ask.isPending) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="leave-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('leave.title', { type: card.typeName, cardNo: card.cardNo })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <LeaveRules card={card} type={type} />
                <HStack gap="3" align="start">
                  <Field.Root invalid={Boolean(from && from < today)}>
                    <Field.Label>{t('leave.from')}</Field.Label>
                    <Input
                      type="date"
                      size="sm"
                      value={from}
                      min={today}
                      max={to || undefined}
                      onChange={(e) => setFrom(e.currentTarget.value)}
                    />
                  </Field.Root>
                  <Field.Root invalid={Boolean(from && to && to < from)}>
                    <Field.Label>{t('leave.to')}</Field.Label>
                    <Input
                      type="date"
                      size="sm"
                      value={to}
                      min={from || today}
                      onChange={(e) => setTo(e.currentTarget.value)}
                    />
                  </Field.Root>
                </HStack>
                {dateProblem ? (
                  <Text color="fg.error" textStyle="sm" data-testid="leave-date-problem">
                    {dateProblem}
                  </Text>
                ) : days > 0 ? (
                  <Text color="fg.muted" textStyle="sm" data-testid="leave-days">
                    {t('leave.span', { count: days })}
                  </Text>
                ) : null}
                <Field.Root>
                  <Field.Label>{t('leave.reason')}</Field.Label>
                  {rule.reasons.length ? (
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={reason} onChange={(e) => setReason(e.currentTarget.value)}>
                        <option value="">{t('leave.chooseReason')}</option>
                        {rule.reasons.map((r) => (
                          <option key={r} value={r}>
                            {r}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  ) : (
                    <Input size="sm" maxLength={64} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
                  )}
                </Field.Root>
                {ask.error ? (
                  <Alert.Root status="error" borderRadius="lg" data-testid="leave-error">
                    <Alert.Indicator />
                    <Alert.Title>{ask.error.message}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={ask.isPending}>
                {t('leave.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                loading={ask.isPending}
                disabled={!ready}
                onClick={() => ask.mutate({ id: card.id, from, to, reason: reason.trim() })}
              >
                {t('leave.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={ask.isPending}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const STATUS_COLOUR: Record<LeaveRequestStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** One leave request: card, period and days, reason, status badge, the approver's comment, Withdraw when pending. */
function LeaveRequestItem({ row, onWithdraw }: { row: LeaveRequestRow; onWithdraw: (row: LeaveRequestRow) => void }) {
  const { t } = useTranslation('memberCards');
  const { lang } = useLang();
  return (
    <Card.Root size="sm" data-testid="leave-request">
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between">
            <Text fontWeight="medium">
              {t('manage.leavePeriod', { from: cardDate(row.from, lang), to: cardDate(row.to, lang) })}
            </Text>
            <Badge colorPalette={STATUS_COLOUR[row.status]} data-testid="leave-status">
              {t(`leave.status.${row.status}`)}
            </Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {[
              row.cardNo,
              t('manage.days', { count: row.days }),
              row.reason,
              t('leave.requestedAt', { at: formatDateTime(row.requestedAt, CAMPUS_ZONE, lang) }),
            ].join(' · ')}
          </Text>
          {row.comment ? (
            <Text textStyle="sm" data-testid="leave-comment">
              {t('leave.comment', { comment: row.comment })}
            </Text>
          ) : null}
          {row.status === 'pending' ? (
            <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => onWithdraw(row)}>
              {t('leave.withdraw')}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "My leave requests" (`card/leaveMine`, newest first): each with its status, the approver's
 * comment, and Withdraw of a pending one after a confirm; `onChanged` (reloading the requests and
 * cards) runs after a withdrawal.
 */
export function MyLeaveRequests({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('memberCards');
  const { lang } = useLang();
  const mine = useCall(fitnessCardLeaveMine, {});
  const [asked, setAsked] = useState<LeaveRequestRow | null>(null);
  const withdraw = useMutationCall(fitnessCardLeaveWithdraw, {
    onSuccess: () => {
      notify(t('leave.withdrawn'), 'success');
      setAsked(null);
      onChanged();
    },
  });
  return (
    <Stack gap="2">
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {t('leave.mineTitle')}
      </Text>
      <QueryList
        query={mine}
        rows={mine.data ?? []}
        label={t('leave.mineTitle')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => <LeaveRequestItem row={r} onWithdraw={setAsked} />}
        empty={<Text color="fg.muted">{t('leave.mineEmpty')}</Text>}
      />
      <ConfirmDialog
        open={asked !== null}
        tone="red"
        pending={withdraw.isPending}
        confirmLabel={t('leave.withdraw')}
        message={
          asked
            ? t('leave.withdrawConfirm', {
                cardNo: asked.cardNo,
                from: cardDate(asked.from, lang),
                to: cardDate(asked.to, lang),
              })
            : ''
        }
        onClose={() => setAsked(null)}
        onConfirm={() => asked && withdraw.mutate({ id: asked.id })}
      />
    </Stack>
  );
}

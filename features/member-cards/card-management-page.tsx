/**
 * /fitnessCenter/cardManagement (spec §2 "Fitness centre", variants 2 and 4): the member's own
 * cards (`card/mine`: usable ones first, soonest to expire first) — each card's type, state, validity
 * (start → end, campus dates), uses left, value left (cents as money) and the leave in progress or
 * planned; opening a card loads its operations (`card/mineDetail`, newest first). Empty: a link to
 * the shop. An active card whose type (`cardType/mine`: on sale or not) allows leaves offers
 * "Request leave"; below the cards, "My leave requests" (card-leave.tsx). Texts: the `memberCards` and
 * `membershipCard` namespaces.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  fitnessCardMine,
  fitnessCardMineDetail,
  fitnessCardTypeMine,
  type CardEventRow,
  type CardRow,
  type CardTypeRow,
} from '../../platform/contracts/membership-card.contract';
import { fitnessCardLeaveMine } from '../../platform/contracts/card-leave.contract';
import type { Lang } from '../../platform/i18n/languages';
import { EmptyState, ErrorState, formatMoney, QueryList } from '../../ui/components';
import { callKey, useCall, useLang } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';
import { CardStateBadge } from '../../ui/membership-card/card-state-badge';
import { canAskLeave, LeaveDialog, MyLeaveRequests } from './card-leave';
import { CAMPUS_ZONE, cardDate } from './shared';

/** The validity of `card` in words: start → end, undated, or pending its first visit (campus dates). */
export function validityOf(card: CardRow, t: TFunction, lang: Lang): string {
  if (card.state === 'pendingActivation' && card.startsOn === null)
    return card.activateBy
      ? t('manage.pending', { date: cardDate(card.activateBy, lang) })
      : t('manage.pendingNoDeadline');
  if (card.startsOn === null || card.endsOn === null)
    return card.startsOn
      ? t('manage.validityRange', { from: cardDate(card.startsOn, lang), to: t('manage.noEnd') })
      : t('manage.noEnd');
  return t('manage.validityRange', { from: cardDate(card.startsOn, lang), to: cardDate(card.endsOn, lang) });
}

/**
 * One operation on a card: kind, time (campus zone), money, days, uses, end change, leave period, actor; `withCard`
 * names the card too (lists of several cards' operations, /fitnessCenter/operationRecords).
 */
export function EventItem({ e, withCard = false }: { e: CardEventRow; withCard?: boolean }) {
  const { t } = useTranslation(['memberCards', 'membershipCard']);
  const { lang } = useLang();
  const parts = [
    withCard ? e.cardNo : null,
    e.amountCents ? t('manage.amount', { money: formatMoney(e.amountCents, lang) }) : null,
    e.feeCents ? t('manage.fee', { money: formatMoney(e.feeCents, lang) }) : null,
    e.days !== null ? t('manage.days', { count: e.days }) : null,
    e.uses !== null ? t('manage.usesDelta', { count: e.uses }) : null,
    e.fromOn && e.toOn ? t('manage.leavePeriod', { from: cardDate(e.fromOn, lang), to: cardDate(e.toOn, lang) }) : null,
    e.endsBefore && e.endsAfter && e.endsBefore !== e.endsAfter
      ? t('manage.endChange', { from: cardDate(e.endsBefore, lang), to: cardDate(e.endsAfter, lang) })
      : null,
    e.reason || null,
    e.actorName ? t('manage.by', { name: e.actorName }) : t('manage.bySystem'),
  ].filter(Boolean);
  return (
    <Stack as="li" gap="0" data-testid="card-event">
      <HStack justify="space-between">
        <Text fontWeight="medium">{t(`membershipCard:kind.${e.kind}`)}</Text>
        <Text textStyle="sm" color="fg.muted">
          {formatDateTime(e.at, CAMPUS_ZONE, lang)}
        </Text>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {parts.join(' · ')}
      </Text>
    </Stack>
  );
}

/** The operations on own card `id`, newest first, with loading, failed and empty states. */
function CardHistory({ id }: { id: number }) {
  const { t } = useTranslation('memberCards');
  const detail = useCall(fitnessCardMineDetail, { id });
  if (detail.isPending) return <Skeleton h="16" borderRadius="md" />;
  if (detail.isError)
    return <ErrorState title={t('loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data.events.length) return <Text color="fg.muted">{t('manage.historyEmpty')}</Text>;
  return (
    <Stack as="ul" gap="2" aria-label={t('manage.history')} listStyleType="none" m="0" p="0">
      {detail.data.events.map((e) => (
        <EventItem key={e.id} e={e} />
      ))}
    </Stack>
  );
}

/**
 * One of the member's cards; its operations show when opened. `type` is its type as on sale
 * (undefined while loading or when no longer on sale); `onLeave` opens the leave dialog.
 */
function MemberCard({
  card,
  type,
  onLeave,
}: {
  card: CardRow;
  type: CardTypeRow | undefined;
  onLeave: (card: CardRow, type: CardTypeRow) => void;
}) {
  const { t } = useTranslation(['memberCards', 'membershipCard']);
  const { lang } = useLang();
  const [open, setOpen] = useState(false);
  const freeze =
    card.frozenUntil === null
      ? null
      : card.state === 'frozen'
        ? t('manage.freezeNow', { until: cardDate(card.frozenUntil, lang) })
        : card.state === 'active'
          ? t('manage.freezePlanned', { until: cardDate(card.frozenUntil, lang) })
          : null;
  const rows: [string, string][] = [
    [t('manage.cardNo'), card.cardNo],
    [t('manage.validity'), validityOf(card, t, lang)],
    ...(card.usesLeft !== null ? [[t('manage.usesLeft'), String(card.usesLeft)] as [string, string]] : []),
    ...(card.valueLeftCents !== null
      ? [[t('manage.valueLeft'), formatMoney(card.valueLeftCents, lang)] as [string, string]]
      : []),
  ];
  return (
    <Card.Root size="sm" data-testid="member-card">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{card.typeName}</Text>
            <CardStateBadge state={card.state} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {freeze ? (
            <Text color="blue.fg" data-testid="card-freeze">
              {freeze}
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t('manage.hideHistory') : t('manage.showHistory')}
            </Button>
            {canAskLeave(card, type) ? (
              <Button size="sm" colorPalette="blue" onClick={() => onLeave(card, type)}>
                {t('leave.action')}
              </Button>
            ) : null}
          </HStack>
          {open ? <CardHistory id={card.id} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /fitnessCenter/cardManagement. */
export function CardManagementPage() {
  const { t } = useTranslation('memberCards');
  const cards = useCall(fitnessCardMine, {});
  const types = useCall(fitnessCardTypeMine, {});
  const typeOf = new Map((types.data ?? []).map((ty) => [ty.id, ty]));
  const [leaveOf, setLeaveOf] = useState<{ card: CardRow; type: CardTypeRow } | null>(null);
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: callKey(fitnessCardMine) });
    void queryClient.invalidateQueries({ queryKey: callKey(fitnessCardLeaveMine) });
  };
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('manage.title')}
      </Text>
      <QueryList
        query={cards}
        rows={cards.data ?? []}
        label={t('manage.label')}
        errorTitle={t('loadFailed')}
        rowKey={(c) => c.id}
        renderRow={(c) => (
          <MemberCard card={c} type={typeOf.get(c.typeId)} onLeave={(card, type) => setLeaveOf({ card, type })} />
        )}
        empty={
          <EmptyState title={t('manage.empty')} description={t('manage.emptyHint')}>
            <Button asChild size="sm">
              <Link to="/fitnessCenter/buyCards">{t('manage.buy')}</Link>
            </Button>
          </EmptyState>
        }
      />
      <MyLeaveRequests onChanged={reload} />
      <LeaveDialog key={leaveOf?.card.id ?? 0} target={leaveOf} onClose={() => setLeaveOf(null)} onDone={reload} />
    </Stack>
  );
}

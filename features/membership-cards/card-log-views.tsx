/**
 * The card operation log (`/api/fitness/cardEvent/page`, docs/fitness.md "Operations") as several
 * back-office pages: one builder, {@link cardLogView}, declares a page from the kinds it shows and the
 * columns it needs — /buyCardLog (every kind), /tranfCardLog (transfers), /delayCardLog (delays),
 * /leaveCardLog (leaves and resumptions), /delayRecord (delays with the end date before → after) and
 * /useCardRecord (uses). Amounts in cents shown in yuan, dates ISO local dates of the campus.
 */
import { useTranslation } from 'react-i18next';
import {
  CardEventKind,
  fitnessCardEventPage,
  type CardEventRow,
} from '../../platform/contracts/membership-card.contract';
import type { ResourceColumn, ResourceFilter, ResourceOption, ResourcePageConfig } from '../../ui/resource-page';
import { shortTime, yuan } from './shared';

/** An event's kind in the user's language. */
function KindText({ kind }: { kind: string }) {
  const { t } = useTranslation('membershipCard');
  return <>{t(`kind.${kind}`)}</>;
}

/** A card state (before → after) in the user's language. */
function StateChange({ before, after }: { before: string | null; after: string }) {
  const { t } = useTranslation('membershipCard');
  return <>{before && before !== after ? `${t(`state.${before}`)} → ${t(`state.${after}`)}` : t(`state.${after}`)}</>;
}

type Column = ResourceColumn<CardEventRow>;

/** The columns a log view may show, by name. */
const COLUMNS = {
  at: { key: 'at', label: 'page.at', nowrap: true, render: (r) => shortTime(r.at) },
  kind: { key: 'kind', label: 'page.operationKind', nowrap: true, render: (r) => <KindText kind={r.kind} /> },
  cardNo: { key: 'cardNo', label: 'page.cardNo', nowrap: true },
  memberName: { key: 'memberName', label: 'page.member' },
  amount: {
    key: 'amountCents',
    label: 'page.amount',
    align: 'end',
    render: (r) => yuan(r.amountCents || r.feeCents),
  },
  fee: { key: 'feeCents', label: 'page.fee', align: 'end', render: (r) => yuan(r.feeCents) },
  valueTaken: { key: 'amountCents', label: 'page.amount', align: 'end', render: (r) => yuan(r.amountCents) },
  days: { key: 'days', label: 'page.days', align: 'end' },
  uses: { key: 'uses', label: 'page.uses', align: 'end' },
  endChange: {
    key: 'endsAfter',
    label: 'page.endChange',
    nowrap: true,
    render: (r) =>
      r.endsBefore === r.endsAfter ? (r.endsAfter ?? '') : `${r.endsBefore ?? '—'} → ${r.endsAfter ?? '—'}`,
  },
  endsBefore: { key: 'endsBefore', label: 'page.endsBefore', nowrap: true },
  endsAfter: { key: 'endsAfter', label: 'page.endsAfter', nowrap: true },
  leavePeriod: {
    key: 'fromOn',
    label: 'page.leavePeriod',
    nowrap: true,
    render: (r) => (r.fromOn ? `${r.fromOn} → ${r.toOn ?? ''}` : ''),
  },
  state: {
    key: 'stateAfter',
    label: 'page.stateChange',
    nowrap: true,
    render: (r) => <StateChange before={r.stateBefore} after={r.stateAfter} />,
  },
  reason: { key: 'reason', label: 'page.reason' },
  actorName: { key: 'actorName', label: 'page.actor' },
} satisfies Record<string, Column>;

/** What one log page is: its id and title, the event kinds it lists, its columns in order. */
export interface CardLogView {
  /** Test id prefix of the page. */
  id: string;
  /** Title, a `membershipCard` key. */
  title: string;
  /** The event kinds listed (sent as `kind`, comma-separated); several kinds add a filter among them. */
  kinds: readonly CardEventKind[];
  columns: readonly (keyof typeof COLUMNS)[];
}

/**
 * The resource page of a log view: the event page call restricted to the view's kinds, a filter by
 * kind when it has several, the period filter, the view's columns.
 */
export function cardLogView(view: CardLogView): ResourcePageConfig<typeof fitnessCardEventPage, CardEventRow> {
  const kindOptions: ResourceOption[] = view.kinds.map((k) => ({ value: k, label: `kind.${k}` }));
  const filters: ResourceFilter[] = [
    ...(view.kinds.length > 1
      ? [{ name: 'kind', label: 'page.operationKind', kind: 'select' as const, options: kindOptions }]
      : []),
    { name: 'from', label: 'page.period', kind: 'dateRange', nameTo: 'to' },
  ];
  return {
    id: view.id,
    ns: 'membershipCard',
    title: view.title,
    list: fitnessCardEventPage,
    listInput: { kind: view.kinds.join(',') },
    rowKey: (r) => r.id,
    filters,
    columns: view.columns.map((c) => COLUMNS[c]),
  };
}

/** /buyCardLog: every operation. */
export const allOperations = cardLogView({
  id: 'cardLog',
  title: 'page.cardLog',
  kinds: CardEventKind.options,
  columns: ['at', 'kind', 'cardNo', 'memberName', 'amount', 'days', 'endChange', 'reason', 'actorName'],
});

/** /tranfCardLog: transfers (the fee paid by the new holder). */
export const transfers = cardLogView({
  id: 'transferLog',
  title: 'page.tranfCardLog',
  kinds: ['transfer'],
  columns: ['at', 'cardNo', 'memberName', 'fee', 'state', 'endsAfter', 'reason', 'actorName'],
});

/** /delayCardLog: delays, with their fee and the days added. */
export const delays = cardLogView({
  id: 'delayLog',
  title: 'page.delayCardLog',
  kinds: ['delay'],
  columns: ['at', 'cardNo', 'memberName', 'days', 'fee', 'endChange', 'state', 'reason', 'actorName'],
});

/** /leaveCardLog: members' leave requests (pending, rejected, withdrawn), leaves (freezes) and resumptions. */
export const leaves = cardLogView({
  id: 'leaveLog',
  title: 'page.leaveCardLog',
  kinds: ['leaveRequest', 'leave', 'leaveReject', 'leaveWithdraw', 'resume'],
  columns: ['at', 'kind', 'cardNo', 'memberName', 'leavePeriod', 'days', 'fee', 'endChange', 'reason', 'actorName'],
});

/** /delayRecord: the delays as the end date before and after. */
export const delayRecords = cardLogView({
  id: 'delayRecord',
  title: 'page.delayRecord',
  kinds: ['delay'],
  columns: ['cardNo', 'memberName', 'endsBefore', 'endsAfter', 'days', 'at'],
});

/** /useCardRecord: uses (one use, or the price taken from the stored value). */
export const uses = cardLogView({
  id: 'useLog',
  title: 'page.useCardRecord',
  kinds: ['use'],
  columns: ['at', 'cardNo', 'memberName', 'uses', 'valueTaken', 'state', 'actorName'],
});

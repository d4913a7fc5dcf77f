/**
 * /buyCardLog: the operations on the cards of the caller's data scope, newest first, filtered
 * by kind and period (docs/fitness.md "Operations"): who did what to which card, the fee or
 * amount, the end date before → after, the reason.
 */
import { useTranslation } from 'react-i18next';
import {
  CardEventKind,
  fitnessCardEventPage,
  type CardEventRow,
} from '../../platform/contracts/membership-card.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { shortTime, yuan } from './shared';

const KINDS: ResourceOption[] = CardEventKind.options.map((k) => ({ value: k, label: `kind.${k}` }));

/** An event's kind in the user's language. */
function KindText({ kind }: { kind: string }) {
  const { t } = useTranslation('membershipCard');
  return <>{t(`kind.${kind}`)}</>;
}

/** The declaration of /buyCardLog. */
export const cardLogConfig: ResourcePageConfig<typeof fitnessCardEventPage, CardEventRow> = {
  id: 'cardLog',
  ns: 'membershipCard',
  title: 'page.cardLog',
  list: fitnessCardEventPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'kind', label: 'page.kind', kind: 'select', options: KINDS },
    { name: 'from', label: 'page.period', kind: 'dateRange', nameTo: 'to' },
  ],
  columns: [
    { key: 'at', label: 'page.at', nowrap: true, render: (r) => shortTime(r.at) },
    { key: 'kind', label: 'page.kind', nowrap: true, render: (r) => <KindText kind={r.kind} /> },
    { key: 'cardNo', label: 'page.cardNo', nowrap: true },
    { key: 'memberName', label: 'page.member' },
    { key: 'amountCents', label: 'page.amount', align: 'end', render: (r) => yuan(r.amountCents || r.feeCents) },
    { key: 'days', label: 'page.days', align: 'end' },
    {
      key: 'endsAfter',
      label: 'page.endChange',
      nowrap: true,
      render: (r) =>
        r.endsBefore === r.endsAfter ? (r.endsAfter ?? '') : `${r.endsBefore ?? '—'} → ${r.endsAfter ?? '—'}`,
    },
    { key: 'reason', label: 'page.reason' },
    { key: 'actorName', label: 'page.actor' },
  ],
};

/** /buyCardLog. */
export default function CardLogPage() {
  return <ResourcePage config={cardLogConfig} />;
}

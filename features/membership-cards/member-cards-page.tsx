/**
 * /memberShip: the members' cards of the caller's data scope, by state, card number or member
 * (docs/fitness.md "Cards"); each with its type, dates, uses and value left.
 */
import { CardState, fitnessCardPage, type CardRow } from '../../platform/contracts/membership-card.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { CardStateBadge, shortTime, yuan } from './shared';

const STATES: ResourceOption[] = CardState.options.map((s) => ({ value: s, label: `state.${s}` }));

/** The declaration of /memberShip. */
export const memberCardsConfig: ResourcePageConfig<typeof fitnessCardPage, CardRow> = {
  id: 'memberCard',
  ns: 'membershipCard',
  title: 'page.memberShip',
  list: fitnessCardPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'page.keyword', kind: 'text' },
    { name: 'state', label: 'page.state', kind: 'select', options: STATES },
  ],
  columns: [
    { key: 'cardNo', label: 'page.cardNo', nowrap: true },
    { key: 'memberName', label: 'page.member', render: (r) => `${r.memberName} (${r.memberAccount})` },
    { key: 'typeName', label: 'page.type' },
    { key: 'state', label: 'page.state', nowrap: true, render: (r) => <CardStateBadge state={r.state} /> },
    { key: 'startsOn', label: 'page.startsOn', nowrap: true },
    { key: 'endsOn', label: 'page.endsOn', nowrap: true },
    { key: 'usesLeft', label: 'page.usesLeft', align: 'end' },
    { key: 'valueLeftCents', label: 'page.valueLeft', align: 'end', render: (r) => yuan(r.valueLeftCents) },
    { key: 'createdAt', label: 'page.createdAt', nowrap: true, render: (r) => shortTime(r.createdAt) },
  ],
};

/** /memberShip. */
export default function MemberCardsPage() {
  return <ResourcePage config={memberCardsConfig} />;
}

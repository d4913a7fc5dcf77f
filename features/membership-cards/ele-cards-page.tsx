/**
 * /eleCards: the stored-value (electronic) cards of the caller's data scope — the cards whose type
 * holds a stored value (`/api/fitness/card/page?storedValue=true`), with the value left in yuan
 * (docs/fitness.md "Cards").
 */
import { CardState, fitnessCardPage, type CardRow } from '../../platform/contracts/membership-card.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { CardStateBadge, shortTime, yuan } from './shared';

const STATES: ResourceOption[] = CardState.options.map((s) => ({ value: s, label: `state.${s}` }));

/** The declaration of /eleCards. */
export const eleCardsConfig: ResourcePageConfig<typeof fitnessCardPage, CardRow> = {
  id: 'eleCard',
  ns: 'membershipCard',
  title: 'page.eleCards',
  list: fitnessCardPage,
  listInput: { storedValue: 'true' },
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
    { key: 'valueLeftCents', label: 'page.valueLeft', align: 'end', render: (r) => yuan(r.valueLeftCents) },
    { key: 'endsOn', label: 'page.endsOn', nowrap: true },
    { key: 'createdAt', label: 'page.createdAt', nowrap: true, render: (r) => shortTime(r.createdAt) },
  ],
};

/** /eleCards. */
export default function EleCardsPage() {
  return <ResourcePage config={eleCardsConfig} />;
}

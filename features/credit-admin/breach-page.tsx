/**
 * /breachOfContract (spec §2 base admin pages): bars — users whose credit score
 * fell below the threshold may not book until the bar ends — newest first, filtered by
 * account or name and state (in force / ended); "Lift bar" ends one in force now (after a
 * confirm) and the user's score goes back to the initial score.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { breachLift, breachPage, type BreachRow } from '../../platform/contracts/credit.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { shortTime } from './shared';

/** "In force" (red) or "Ended" (grey). */
function StateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('creditAdmin');
  return (
    <Badge colorPalette={active ? 'red' : 'gray'} variant="subtle">
      {t(active ? 'breach.active' : 'breach.past')}
    </Badge>
  );
}

/** The declaration of /breachOfContract. */
export const breachConfig: ResourcePageConfig<typeof breachPage, BreachRow> = {
  id: 'breach',
  ns: 'creditAdmin',
  title: 'breach.title',
  description: 'breach.description',
  list: breachPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'breach.keyword', kind: 'text' },
    {
      name: 'state',
      label: 'breach.state',
      kind: 'select',
      options: [
        { value: 'active', label: 'breach.active' },
        { value: 'past', label: 'breach.past' },
      ],
    },
  ],
  columns: [
    { key: 'account', label: 'breach.account' },
    { key: 'name', label: 'breach.name' },
    { key: 'scoreAt', label: 'breach.scoreAt', align: 'end' },
    {
      key: 'barredFrom',
      label: 'breach.from',
      nowrap: true,
      render: (r) => shortTime(r.barredFrom),
      exportValue: (r) => shortTime(r.barredFrom),
    },
    {
      key: 'barredUntil',
      label: 'breach.until',
      nowrap: true,
      render: (r) => shortTime(r.barredUntil),
      exportValue: (r) => shortTime(r.barredUntil),
    },
    {
      key: 'active',
      label: 'breach.state',
      nowrap: true,
      render: (r) => <StateBadge active={r.active} />,
      exportValue: (r) => r.active,
    },
    {
      key: 'liftedAt',
      label: 'breach.liftedAt',
      nowrap: true,
      render: (r) => shortTime(r.liftedAt),
      exportValue: (r) => shortTime(r.liftedAt),
    },
    { key: 'liftedByName', label: 'breach.liftedBy' },
  ],
  rowActions: [
    {
      key: 'lift',
      label: 'breach.lift',
      permission: breachLift.access,
      visible: (r) => r.active,
      confirm: 'breach.confirmLift',
      run: { call: breachLift, input: (r) => ({ id: r.id }), successMessage: 'breach.lifted' },
    },
  ],
  export: { permission: breachPage.access, fileName: 'breach.title' },
};

/** /breachOfContract. */
export default function BreachPage() {
  return <ResourcePage config={breachConfig} />;
}

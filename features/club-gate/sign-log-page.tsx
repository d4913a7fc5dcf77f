/**
 * /signLog (spec §2 fitness set): check-ins — a member's first admitted entry of a day (a card's
 * visit, a re-entry, a booking, the whitelist or an override), with how many entries that day,
 * filtered by dates. Read from the pass records (docs/fitness-gate.md).
 */
import { useTranslation } from 'react-i18next';
import { signLogPage, type SignRow } from '../../platform/contracts/club-gate.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { shownTime } from './enter-exit-page';

/** "Yes" / "No" of the whitelist column. */
function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('clubGate');
  return <>{t(value ? 'enterExit.yes' : 'enterExit.no')}</>;
}

/** The declaration of /signLog. */
export const signLogConfig: ResourcePageConfig<typeof signLogPage, SignRow> = {
  id: 'sign-log',
  ns: 'clubGate',
  title: 'signLog.title',
  description: 'signLog.description',
  list: signLogPage,
  rowKey: (r) => `${r.day}-${r.userId}`,
  filters: [{ name: 'from', nameTo: 'to', label: 'signLog.period', kind: 'dateRange' }],
  columns: [
    { key: 'day', label: 'signLog.day', nowrap: true },
    { key: 'memberName', label: 'signLog.member' },
    { key: 'firstAt', label: 'signLog.firstAt', nowrap: true, render: (r) => shownTime(r.firstAt).slice(11) },
    { key: 'gateName', label: 'signLog.gate' },
    { key: 'entries', label: 'signLog.entries', align: 'end' },
    { key: 'cardNo', label: 'signLog.card', render: (r) => r.cardNo ?? '—' },
    { key: 'byWhitelist', label: 'signLog.byWhitelist', render: (r) => <YesNo value={r.byWhitelist} /> },
  ],
};

/** /signLog. */
export default function SignLogPage() {
  return <ResourcePage config={signLogConfig} />;
}

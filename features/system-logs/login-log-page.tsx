/**
 * /loginLog — every login attempt, declared as a ResourcePage: filters
 * (account, outcome, date range in Asia/Shanghai), a paged table newest first, the
 * outcome as a badge with the server's localized message as its tooltip, and export.
 */
import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { loginLogPage, LoginOutcome } from '../../platform/contracts/log.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { formatLogTime } from './format';

/** The outcome badge: green success, red failure with the server's message. */
function OutcomeBadge({ outcome, outcomeText }: { outcome: number; outcomeText?: string }) {
  const { t } = useTranslation('systemLogs');
  const ok = outcome === 0;
  return (
    <Badge
      colorPalette={ok ? 'green' : 'red'}
      variant="subtle"
      data-outcome={ok ? 'success' : 'failure'}
      title={outcomeText ? `${outcome} ${outcomeText}` : String(outcome)}
    >
      {ok ? t('outcome.success') : outcomeText || t('outcome.failure')}
    </Badge>
  );
}

/** The declaration of /loginLog. */
export const loginLogConfig: ResourcePageConfig<typeof loginLogPage> = {
  id: 'loginLog',
  ns: 'systemLogs',
  title: 'login.title',
  description: 'login.description',
  emptyTitle: 'login.emptyTitle',
  list: loginLogPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'account', label: 'filters.account', kind: 'text', placeholder: 'filters.accountPlaceholder' },
    {
      name: 'outcome',
      label: 'filters.outcome',
      kind: 'select',
      placeholder: 'filters.allOutcomes',
      options: LoginOutcome.options.map((o) => ({ value: o, label: `outcome.${o}` })),
    },
    { name: 'dateFrom', nameTo: 'dateTo', label: 'filters.dateFrom', labelTo: 'filters.dateTo', kind: 'dateRange' },
  ],
  columns: [
    {
      key: 'createdAt',
      label: 'columns.time',
      nowrap: true,
      exportValue: (r) => formatLogTime(r.createdAt),
      render: (r) => <Text fontVariantNumeric="tabular-nums">{formatLogTime(r.createdAt)}</Text>,
    },
    { key: 'account', label: 'columns.account', render: (r) => <Text fontWeight="medium">{r.account}</Text> },
    { key: 'ip', label: 'columns.ip', nowrap: true, render: (r) => r.ip ?? '—' },
    {
      key: 'userAgent',
      label: 'columns.userAgent',
      render: (r) => (
        <Text color="fg.muted" textStyle="xs" lineClamp={2} title={r.userAgent ?? undefined}>
          {r.userAgent || '—'}
        </Text>
      ),
    },
    {
      key: 'outcome',
      label: 'columns.outcome',
      nowrap: true,
      exportValue: (r) => r.outcomeText ?? String(r.outcome),
      render: (r) => <OutcomeBadge outcome={r.outcome} outcomeText={r.outcomeText} />,
    },
  ],
  export: { permission: 'system:log:login', fileName: 'login.title' },
};

/** The page component (default export: loaded lazily by the route table). */
export default function LoginLogPage() {
  return <ResourcePage config={loginLogConfig} />;
}

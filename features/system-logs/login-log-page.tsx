/**
 * /loginLog — every login attempt (issue 3): filters (account, outcome, date range in
 * Asia/Shanghai), a paged table newest first, the outcome as a badge with the server's
 * localized message as its tooltip.
 */
import { useState } from 'react';
import { Badge, Box, Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuLogIn } from 'react-icons/lu';
import type { CallInput } from '../../platform/contracts/define-call';
import { loginLogPage, LoginOutcome, type LoginLogRow } from '../../platform/contracts/log.contract';
import { DataTable, EmptyState, PageHeader, type DataTableColumn, DateRangeFields } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { FilterBar } from './filter-bar';
import { formatLogTime } from './format';
import {
  EMPTY_LOGIN_FILTERS, parseLoginLogQuery, toCallInput, toSearchParams, type LoginLogFilters, type Paging,
} from './query';

/** The page component (default export: loaded lazily by the route table). */
export default function LoginLogPage() {
  const { t } = useTranslation(['systemLogs', 'common']);
  const [params, setParams] = useSearchParams();
  const query = parseLoginLogQuery(params);
  const [draft, setDraft] = useState<LoginLogFilters>(() => ({ ...query }));
  const list = useCall(loginLogPage, toCallInput(query) as CallInput<typeof loginLogPage>);

  const apply = (q: LoginLogFilters & Paging) => setParams(toSearchParams({ ...q }));
  const set = (k: keyof LoginLogFilters) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [k]: value }));
  };

  const columns: DataTableColumn<LoginLogRow>[] = [
    {
      key: 'time', header: t('columns.time'), nowrap: true,
      render: (r) => <Text fontVariantNumeric="tabular-nums">{formatLogTime(r.createdAt)}</Text>,
    },
    { key: 'account', header: t('columns.account'), render: (r) => <Text fontWeight="medium">{r.account}</Text> },
    { key: 'ip', header: t('columns.ip'), nowrap: true, render: (r) => r.ip ?? '—' },
    {
      key: 'userAgent', header: t('columns.userAgent'),
      render: (r) => <Text color="fg.muted" textStyle="xs" lineClamp={2} title={r.userAgent ?? undefined}>{r.userAgent || '—'}</Text>,
    },
    {
      key: 'outcome', header: t('columns.outcome'), nowrap: true,
      render: (r) => {
        const ok = r.outcome === 0;
        return (
          <Badge
            colorPalette={ok ? 'green' : 'red'} variant="subtle" data-outcome={ok ? 'success' : 'failure'}
            title={r.outcomeText ? `${r.outcome} ${r.outcomeText}` : String(r.outcome)}
          >
            {ok ? t('outcome.success') : (r.outcomeText || t('outcome.failure'))}
          </Badge>
        );
      },
    },
  ];

  const page = list.data;
  return (
    <Box>
      <PageHeader title={t('login.title')} description={t('login.description')} />
      <FilterBar
        onSearch={() => apply({ ...draft, pageNo: 1, pageSize: query.pageSize })}
        onReset={() => { setDraft(EMPTY_LOGIN_FILTERS); apply({ ...EMPTY_LOGIN_FILTERS, pageNo: 1, pageSize: query.pageSize }); }}
      >
        <Field.Root>
          <Field.Label>{t('filters.account')}</Field.Label>
          <Input name="account" size="sm" maxLength={64} value={draft.account} placeholder={t('filters.accountPlaceholder')} onChange={set('account')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filters.outcome')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="outcome" value={draft.outcome} onChange={set('outcome')}>
              <option value="">{t('filters.allOutcomes')}</option>
              {LoginOutcome.options.map((o) => <option key={o} value={o}>{t(`outcome.${o}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <DateRangeFields
          from={draft.dateFrom} to={draft.dateTo}
          fromLabel={t('filters.dateFrom')} toLabel={t('filters.dateTo')}
          onFromChange={(dateFrom) => setDraft((d) => ({ ...d, dateFrom }))}
          onToChange={(dateTo) => setDraft((d) => ({ ...d, dateTo }))}
        />
      </FilterBar>
      <DataTable
        label={t('login.title')}
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        empty={<EmptyState icon={<LuLogIn />} title={t('login.emptyTitle')} />}
        paging={{
          pageNo: query.pageNo, pageSize: query.pageSize, total: page?.total ?? 0,
          onChange: (pageNo, pageSize) => apply({ ...query, pageNo, pageSize }),
        }}
      />
    </Box>
  );
}

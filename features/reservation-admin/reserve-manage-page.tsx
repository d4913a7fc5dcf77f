/**
 * /reserveManage — every booking, for the back office (issue 2, spec §2 base admin
 * pages): filters (keyword, scene, status, date range), a paged table, and a
 * permission-gated 'cancel on behalf' action behind a confirm dialog.
 */
import { useState } from 'react';
import {
  Badge, Box, Button, Card, Field, Grid, HStack, Input, InputGroup, NativeSelect, Stack, Text,
} from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSearch, LuCalendarX2 } from 'react-icons/lu';
import {
  cancelReserveBatch, reserveManagePage, ReservationStatus, type Reservation,
} from '../../platform/contracts/reserve.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { hasPermi, hasRole } from '../../platform/permissions/check';
import { ConfirmDialog, DataTable, EmptyState, PageHeader, type DataTableColumn, DateRangeFields } from '../../ui/components';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { formatDateTime, formatRange } from './format';
import {
  EMPTY_FILTERS, parseReserveQuery, toCallInput, toSearchParams, type ReserveFilters, type ReserveQuery,
} from './query';

/**
 * Permission code of 'cancel on behalf' (a button permission of the reserveManage menu).
 * The server lets administrators cancel anyone's booking, so the role `admin` (or the
 * `*:*:*` wildcard) also shows the action.
 */
export const CANCEL_ON_BEHALF_PERMISSION = 'resv:manage:cancel';

/** States in which a booking can still be cancelled (as the server's mayCancel). */
const CANCELLABLE: ReadonlySet<ReservationStatus> = new Set(['pendingAudit', 'approved']);

/** Whether the row's 'cancel on behalf' button is offered: cancellable state, not yet started. */
export function isCancellable(r: Pick<Reservation, 'status' | 'start'>, now: number = Date.now()): boolean {
  return CANCELLABLE.has(r.status) && Date.parse(r.start) > now;
}

/** Whether the signed-in user may cancel other people's bookings. */
export function mayCancelOnBehalf(user: { permissions: string[]; roles: string[] } | null | undefined): boolean {
  return !!user && (hasRole(user.roles, 'admin') || hasPermi(user.permissions, CANCEL_ON_BEHALF_PERMISSION));
}

/** Badge colour per state. */
const STATUS_COLOR: Record<ReservationStatus, string> = {
  pendingAudit: 'orange', approved: 'blue', rejected: 'red', checkedIn: 'teal',
  completed: 'green', cancelled: 'gray', noShow: 'red',
};

/** The page component (default export: loaded lazily by the route table). */
export default function ReserveManagePage() {
  const { t } = useTranslation(['reserveManage', 'common']);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const query = parseReserveQuery(params);
  const [draft, setDraft] = useState<ReserveFilters>(() => ({ ...query }));
  const [target, setTarget] = useState<Reservation | null>(null);

  const list = useCall(reserveManagePage, toCallInput(query));
  const scenes = useCall(sceneList, {});
  const cancel = useMutationCall(cancelReserveBatch);
  const canCancel = mayCancelOnBehalf(user);

  const apply = (q: ReserveQuery) => setParams(toSearchParams(q));
  const search = () => apply({ ...draft, pageNo: 1, pageSize: query.pageSize });
  const reset = () => { setDraft(EMPTY_FILTERS); apply({ ...EMPTY_FILTERS, pageNo: 1, pageSize: query.pageSize }); };
  const set = (k: keyof ReserveFilters) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [k]: value }));
  };

  const confirmCancel = async () => {
    if (!target) return;
    try {
      await cancel.mutateAsync({ ids: [target.id] });
      toaster.create({ type: 'success', title: t('cancelled') });
      setTarget(null);
      void list.refetch();
    } catch {
      // The HTTP client showed the server's message; keep the dialog for another try.
    }
  };

  const columns: DataTableColumn<Reservation>[] = [
    {
      key: 'site', header: t('columns.site'),
      render: (r) => <Text fontWeight="medium">{r.siteName}</Text>,
    },
    { key: 'scene', header: t('columns.scene'), render: (r) => r.sceneName, nowrap: true },
    { key: 'campus', header: t('columns.campus'), render: (r) => r.campusName, nowrap: true },
    {
      key: 'booker', header: t('columns.booker'),
      render: (r) => (
        <Stack gap="0">
          <Text>{r.userName}</Text>
          <Text textStyle="xs" color="fg.muted" data-testid="booker-account">{r.account}</Text>
        </Stack>
      ),
    },
    {
      key: 'time', header: t('columns.time'), nowrap: true,
      render: (r) => <Text fontVariantNumeric="tabular-nums">{formatRange(r.start, r.end)}</Text>,
    },
    {
      key: 'status', header: t('columns.status'), nowrap: true,
      render: (r) => (
        <Badge colorPalette={STATUS_COLOR[r.status]} variant="subtle" data-status={r.status}>
          {t(`common:status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'createdAt', header: t('columns.createdAt'), nowrap: true,
      render: (r) => <Text color="fg.muted" fontVariantNumeric="tabular-nums">{formatDateTime(r.createdAt)}</Text>,
    },
  ];
  if (canCancel) {
    columns.push({
      key: 'actions', header: t('columns.actions'), align: 'end', nowrap: true,
      render: (r) => isCancellable(r) ? (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setTarget(r)}>
          {t('cancelOnBehalf')}
        </Button>
      ) : <Text color="fg.subtle">—</Text>,
    });
  }

  const page = list.data;
  return (
    <Box>
      <PageHeader title={t('title')} description={t('description')} />

      <Card.Root variant="outline" mb="4" borderColor="border.muted">
        <Card.Body p="4">
          <form
            role="search"
            onSubmit={(e) => { e.preventDefault(); search(); }}
          >
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(5, 1fr)' }} gap="3" alignItems="end">
              <Field.Root>
                <Field.Label>{t('filters.keyword')}</Field.Label>
                <InputGroup startElement={<LuSearch />}>
                  <Input
                    name="keyword"
                    size="sm"
                    value={draft.keyword}
                    maxLength={64}
                    placeholder={t('filters.keywordPlaceholder')}
                    onChange={set('keyword')}
                  />
                </InputGroup>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('filters.scene')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field name="sceneId" value={draft.sceneId} onChange={set('sceneId')}>
                    <option value="">{t('filters.allScenes')}</option>
                    {(scenes.data ?? []).map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('filters.status')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field name="status" value={draft.status} onChange={set('status')}>
                    <option value="">{t('filters.allStatuses')}</option>
                    {ReservationStatus.options.map((s) => <option key={s} value={s}>{t(`common:status.${s}`)}</option>)}
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
            </Grid>
            <HStack justify="flex-end" mt="3" gap="2">
              <Button size="sm" variant="outline" onClick={reset}><LuRotateCcw />{t('common:reset')}</Button>
              <Button size="sm" type="submit" colorPalette="blue"><LuSearch />{t('common:search')}</Button>
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>

      <DataTable
        label={t('title')}
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        empty={<EmptyState icon={<LuCalendarX2 />} title={t('emptyTitle')} description={t('emptyDescription')} />}
        paging={{
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          onChange: (pageNo, pageSize) => apply({ ...query, pageNo, pageSize }),
        }}
      />

      <ConfirmDialog
        open={target !== null}
        tone="red"
        pending={cancel.isPending}
        message={target ? t('confirmCancel', {
          name: target.userName, account: target.account, site: target.siteName, time: formatRange(target.start, target.end),
        }) : ''}
        onConfirm={() => void confirmCancel()}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
}

/**
 * /history (spec §2, variants 0 and 3): the signed-in user's past bookings from
 * `historyPage` — ended, cancelled, rejected or missed — newest first, 10 per page, with
 * filters by scene and by start date (campus time); filters and page live in the URL
 * (`?scene=1&from=2026-11-01&to=2026-11-30&page=2`). Each booking is a card (as on /my,
 * without cancel) whose Details link opens /detail, and "Book again" (copyResv:
 * the same site and time on a new date).
 */
import { Button, Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LuRotateCcw } from 'react-icons/lu';
import { historyPage } from '../../platform/contracts/reserve-details.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { useCall } from '../../ui/runtime';
import { DateRangeFields, EmptyState, QueryList } from '../../ui/components';
import { BookingCard } from './booking-card';
import { CopyBookingButton } from './copy-booking';
import { TerminalPager } from '../../ui/terminal-shell/terminal-pager';

/** Rows per page of /history. */
export const HISTORY_PAGE_SIZE = 10;

/** `YYYY-MM-DD` or undefined. */
function dateParam(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The /history page. */
export function HistoryPage() {
  const { t } = useTranslation(['history', 'terminal']);
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sceneId = Number.parseInt(params.get('scene') ?? '', 10);
  const dateFrom = dateParam(params.get('from'));
  const dateTo = dateParam(params.get('to'));
  const filter = {
    pageNo,
    pageSize: HISTORY_PAGE_SIZE,
    dateFrom,
    dateTo,
    ...(sceneId > 0 ? { sceneId } : {}),
  };
  const list = useCall(historyPage, filter, { staleTime: 0, placeholderData: keepPreviousData });
  const scenes = useCall(sceneList, {});
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  /** Sets (or with '' removes) URL parameters; any filter change goes back to page 1. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      <SimpleGrid
        as="form"
        role="search"
        columns={{ base: 2, md: 4 }}
        gap="3"
        alignItems="end"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Field.Label>{t('scene')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="scene"
              value={sceneId > 0 ? String(sceneId) : ''}
              onChange={(e) => update({ scene: e.currentTarget.value })}
            >
              <option value="">{t('allScenes')}</option>
              {(scenes.data ?? []).map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <DateRangeFields
          from={dateFrom ?? ''}
          to={dateTo ?? ''}
          fromLabel={t('dateFrom')}
          toLabel={t('dateTo')}
          onFromChange={(v) => update({ from: v })}
          onToChange={(v) => update({ to: v })}
        />
        <Button
          size="sm"
          variant="outline"
          gridColumn={{ base: 'span 2', md: 'auto' }}
          onClick={() => setParams(new URLSearchParams())}
          disabled={!(sceneId > 0 || dateFrom || dateTo)}
        >
          <LuRotateCcw /> {t('reset')}
        </Button>
      </SimpleGrid>
      <QueryList
        query={list}
        rows={rows}
        label={t('title')}
        skeletonHeight="36"
        empty={<EmptyState title={t('empty')} />}
        errorTitle={t('terminal:loadFailed')}
        rowKey={(row) => row.id}
        renderRow={(row) => <BookingCard booking={row} actions={<CopyBookingButton booking={row} />} />}
      />
      <TerminalPager pageNo={pageNo} pages={pages} onGo={(page) => update({ page: page > 1 ? String(page) : '' })} />
    </Stack>
  );
}

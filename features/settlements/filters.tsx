/**
 * The filter bar of /settlement: the billing period (one month, or a range of months
 * `periodFrom` … `periodTo`, inclusive), the customer (customerManager/dropdown), a keyword
 * (customer name or settlement number). Typed values apply on Search; Reset clears them.
 * Test ids: `period-filter` (`period-mode`, `period-month`, `period-from`, `period-to`),
 * `customer-filter`, `keyword-filter`, `filter-search`, `filter-reset`.
 */
import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { customerDropdown } from '../../platform/contracts/catering-catalogue.contract';
import type { SettlementFilter } from '../../platform/contracts/settlement.contract';
import { useCall } from '../../ui/runtime';

/** The filters the page sends to page, getPageCount, getTotalAmount and export (no `state`). */
export type SettlementFilters = Omit<SettlementFilter, 'state'>;

/** The typed values of the bar (text as typed; `mode` picks one month or a range). */
interface Draft {
  mode: 'month' | 'range';
  period: string;
  periodFrom: string;
  periodTo: string;
  customerId: string;
  keyword: string;
}

/** The draft shown for applied `filters`. */
function draftOf(filters: SettlementFilters): Draft {
  return {
    mode: filters.periodFrom || filters.periodTo ? 'range' : 'month',
    period: filters.period ?? '',
    periodFrom: filters.periodFrom ?? '',
    periodTo: filters.periodTo ?? '',
    customerId: filters.customerId ? String(filters.customerId) : '',
    keyword: filters.keyword ?? '',
  };
}

/** The filters of a draft: blank values left out; a month (`YYYY-MM`) or a range, never both. */
export function filtersOf(d: Draft): SettlementFilters {
  const out: SettlementFilters = {};
  if (d.mode === 'month' && d.period) out.period = d.period;
  if (d.mode === 'range' && d.periodFrom) out.periodFrom = d.periodFrom;
  if (d.mode === 'range' && d.periodTo) out.periodTo = d.periodTo;
  if (d.customerId) out.customerId = Number(d.customerId);
  if (d.keyword.trim()) out.keyword = d.keyword.trim();
  return out;
}

/** Props of {@link SettlementFilterBar}. */
export interface SettlementFilterBarProps {
  value: SettlementFilters;
  onChange(filters: SettlementFilters): void;
}

/** The filter bar (see the module comment). */
export function SettlementFilterBar({ value, onChange }: SettlementFilterBarProps) {
  const { t } = useTranslation(['settlementAdmin', 'common']);
  const customers = useCall(customerDropdown, {});
  const [d, setD] = useState<Draft>(() => draftOf(value));
  const set = (patch: Partial<Draft>) => setD((cur) => ({ ...cur, ...patch }));
  return (
    <Wrap
      as="form"
      gap="3"
      align="end"
      mb="3"
      data-testid="settlement-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(filtersOf(d));
      }}
    >
      <HStack gap="2" align="end" data-testid="period-filter">
        <Field.Root width="auto">
          <Field.Label>{t('filter.periodMode')}</Field.Label>
          <NativeSelect.Root size="sm" width="9rem">
            <NativeSelect.Field
              data-testid="period-mode"
              aria-label={t('filter.periodMode')}
              value={d.mode}
              onChange={(e) => set({ mode: e.currentTarget.value as Draft['mode'] })}
            >
              <option value="month">{t('filter.month')}</option>
              <option value="range">{t('filter.range')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {d.mode === 'month' ? (
          <Field.Root width="auto">
            <Field.Label>{t('filter.period')}</Field.Label>
            <Input
              size="sm"
              type="month"
              data-testid="period-month"
              aria-label={t('filter.period')}
              value={d.period}
              onChange={(e) => set({ period: e.currentTarget.value })}
            />
          </Field.Root>
        ) : (
          <>
            <Field.Root width="auto">
              <Field.Label>{t('filter.periodFrom')}</Field.Label>
              <Input
                size="sm"
                type="month"
                data-testid="period-from"
                aria-label={t('filter.periodFrom')}
                value={d.periodFrom}
                onChange={(e) => set({ periodFrom: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label>{t('filter.periodTo')}</Field.Label>
              <Input
                size="sm"
                type="month"
                data-testid="period-to"
                aria-label={t('filter.periodTo')}
                value={d.periodTo}
                onChange={(e) => set({ periodTo: e.currentTarget.value })}
              />
            </Field.Root>
          </>
        )}
      </HStack>
      <Field.Root width="auto">
        <Field.Label>{t('filter.customer')}</Field.Label>
        <NativeSelect.Root size="sm" width="14rem">
          <NativeSelect.Field
            data-testid="customer-filter"
            aria-label={t('filter.customer')}
            value={d.customerId}
            onChange={(e) => set({ customerId: e.currentTarget.value })}
          >
            <option value="">{t('filter.allCustomers')}</option>
            {customers.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>{t('filter.keyword')}</Field.Label>
        <Input
          size="sm"
          width="14rem"
          data-testid="keyword-filter"
          aria-label={t('filter.keyword')}
          placeholder={t('filter.keywordPlaceholder')}
          value={d.keyword}
          maxLength={64}
          onChange={(e) => set({ keyword: e.currentTarget.value })}
        />
      </Field.Root>
      <HStack gap="2">
        <Button size="sm" type="submit" colorPalette="blue" data-testid="filter-search">
          {t('common:search')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          data-testid="filter-reset"
          onClick={() => {
            setD(draftOf({}));
            onChange({});
          }}
        >
          {t('common:reset')}
        </Button>
      </HStack>
    </Wrap>
  );
}

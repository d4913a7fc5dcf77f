/**
 * The filter bar of resource and tree pages: one input per declared filter
 * (text, select with an "all" entry, date, date range bounded by each other), Reset and
 * Search. Submitting (Enter or Search) reports the draft values.
 */
import { useState } from 'react';
import { Button, Card, Field, Grid, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useOptions } from './options';
import { emptyFilters } from './query';
import type { ResourceFilter } from './types';

/** Props of {@link FilterBar}: the filters, the page namespace, the applied values and the handlers. */
export interface FilterBarProps {
  filters: ResourceFilter[];
  ns: string;
  /** The values in force (the URL's); the draft starts from them. */
  values: Record<string, string>;
  onSearch: (values: Record<string, string>) => void;
  /** Called with every filter empty. */
  onReset: (values: Record<string, string>) => void;
}

/** A search form in a card (role `search`). */
export function FilterBar({ filters, ns, values, onSearch, onReset }: FilterBarProps) {
  const { t } = useTranslation([ns, 'resource', 'common']);
  const [draft, setDraft] = useState(values);
  const set = (name: string) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  return (
    <Card.Root variant="outline" mb="4" borderColor="border.muted">
      <Card.Body p="4">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(draft);
          }}
        >
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="3" alignItems="end">
            {filters.map((f) => (
              <FilterInput key={f.name} filter={f} ns={ns} values={draft} set={set} />
            ))}
          </Grid>
          <HStack justify="flex-end" mt="3" gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                const empty = emptyFilters(filters);
                setDraft(empty);
                onReset(empty);
              }}
            >
              <LuRotateCcw />
              {t('common:reset')}
            </Button>
            <Button size="sm" type="submit" colorPalette="blue">
              <LuSearch />
              {t('common:search')}
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

interface FilterInputProps {
  filter: ResourceFilter;
  ns: string;
  values: Record<string, string>;
  set: (name: string) => (value: string) => void;
}

/** The input(s) of one filter, labelled. */
function FilterInput({ filter: f, ns, values, set }: FilterInputProps) {
  const { t } = useTranslation([ns, 'resource', 'common']);
  const options = useOptions(f.kind === 'select' ? f.options : undefined);
  const placeholder = f.placeholder ? t(f.placeholder) : undefined;
  if (f.kind === 'select') {
    return (
      <Field.Root>
        <Field.Label>{t(f.label)}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name={f.name}
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name)(e.currentTarget.value)}
          >
            <option value="">{placeholder ?? t('resource:all')}</option>
            {options.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {o.raw ? o.label : t(o.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  }
  if (f.kind === 'dateRange' && f.nameTo) {
    const from = values[f.name] ?? '';
    const to = values[f.nameTo] ?? '';
    const fromInput = (label?: string) => (
      <Input
        name={f.name}
        type="date"
        size="sm"
        value={from}
        max={to || undefined}
        aria-label={label}
        onChange={(e) => set(f.name)(e.currentTarget.value)}
      />
    );
    const toInput = (label?: string) => (
      <Input
        name={f.nameTo}
        type="date"
        size="sm"
        value={to}
        min={from || undefined}
        aria-label={label}
        onChange={(e) => set(f.nameTo!)(e.currentTarget.value)}
      />
    );
    if (f.labelTo) {
      return (
        <>
          <Field.Root>
            <Field.Label>{t(f.label)}</Field.Label>
            {fromInput()}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t(f.labelTo)}</Field.Label>
            {toInput()}
          </Field.Root>
        </>
      );
    }
    return (
      <Field.Root>
        <Field.Label>{t(f.label)}</Field.Label>
        <HStack gap="1" width="full">
          {fromInput(`${t(f.label)} ${t('resource:from')}`)}
          {toInput(`${t(f.label)} ${t('resource:to')}`)}
        </HStack>
      </Field.Root>
    );
  }
  return (
    <Field.Root>
      <Field.Label>{t(f.label)}</Field.Label>
      <Input
        name={f.name}
        size="sm"
        type={f.kind === 'date' ? 'date' : 'text'}
        maxLength={128}
        value={values[f.name] ?? ''}
        placeholder={placeholder}
        onChange={(e) => set(f.name)(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

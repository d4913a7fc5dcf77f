/**
 * The filters of /siteList (spec §2; /api/site/choose): campus → building → floor
 * (each select lists the children of the one before: `/resv/campus|building|floor/list`;
 * changing one clears those after it), scene (`/api/site/siteType`), at least how many
 * people, and device kinds (`/system/dev/dict/equipment/dropDown`, toggle buttons with
 * `aria-pressed`; a site must have every one pressed). The filter lives in the URL's
 * query (see {@link filterOfParams}), so Back from a site keeps it.
 */
import type { ReactNode } from 'react';
import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { buildingList, campusList, floorList } from '../../platform/contracts/assets.contract';
import { siteType } from '../../platform/contracts/site.contract';
import { equipmentDropDown } from '../../platform/contracts/venue-extras.contract';
import { useCall } from '../../ui/runtime';

/** What /siteList filters by; absent fields filter nothing. */
export interface SiteFilter {
  campusId?: number;
  buildingId?: number;
  floorId?: number;
  sceneId?: number;
  minCapacity?: number;
  devKindIds?: number[];
}

/** The id-valued filter fields, in cascade order. */
const PLACE_KEYS = ['campusId', 'buildingId', 'floorId'] as const;
const NUMBER_KEYS = [...PLACE_KEYS, 'sceneId', 'minCapacity'] as const;

/** A positive integer of the query, or undefined. */
function positive(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The filter a URL query holds (`campusId=1&sceneId=4&devKindIds=1,3`); bad values are ignored. */
export function filterOfParams(params: URLSearchParams): SiteFilter {
  const out: SiteFilter = {};
  for (const key of NUMBER_KEYS) {
    const n = positive(params.get(key));
    if (n !== undefined) out[key] = n;
  }
  const kinds = (params.get('devKindIds') ?? '')
    .split(',')
    .map((v) => positive(v))
    .filter((n): n is number => n !== undefined);
  if (kinds.length) out.devKindIds = [...new Set(kinds)];
  return out;
}

/** The URL query of a filter (the inverse of {@link filterOfParams}). */
export function paramsOfFilter(filter: SiteFilter): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of NUMBER_KEYS) if (filter[key] !== undefined) out.set(key, String(filter[key]));
  if (filter.devKindIds?.length) out.set('devKindIds', filter.devKindIds.join(','));
  return out;
}

/** `filter` with `key` set to `value`; a place change clears the places below it. */
export function withPlace(filter: SiteFilter, key: (typeof PLACE_KEYS)[number], value: number | undefined) {
  const next: SiteFilter = { ...filter, [key]: value };
  for (const below of PLACE_KEYS.slice(PLACE_KEYS.indexOf(key) + 1)) delete next[below];
  return next;
}

/** Props of {@link SiteFilters}. */
export interface SiteFiltersProps {
  value: SiteFilter;
  onChange: (next: SiteFilter) => void;
}

/** One labelled native select of choices with "Any" first. */
function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  disabled,
}: {
  label: string;
  value: number | undefined;
  choices: readonly { id: number; name: string }[] | undefined;
  onChange: (id: number | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('sites');
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          bg="bg"
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(positive(e.currentTarget.value))}
        >
          <option value="">{t('filter.any')}</option>
          {(choices ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A labelled group of the filter. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="1.5" minW="0">
      <Box as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Box>
      {children}
    </Stack>
  );
}

/** The filter panel; see the module comment. */
export function SiteFilters({ value, onChange }: SiteFiltersProps) {
  const { t } = useTranslation('sites');
  const campuses = useCall(campusList, undefined, { staleTime: 60_000 });
  const buildings = useCall(buildingList, { campusId: value.campusId }, { enabled: value.campusId !== undefined });
  const floors = useCall(floorList, { buildingId: value.buildingId }, { enabled: value.buildingId !== undefined });
  const scenes = useCall(siteType, { campusId: value.campusId });
  const kinds = useCall(equipmentDropDown, undefined, { staleTime: 60_000 });
  const chosenKinds = new Set(value.devKindIds ?? []);
  const toggleKind = (id: number) => {
    const next = chosenKinds.has(id) ? [...chosenKinds].filter((k) => k !== id) : [...chosenKinds, id];
    onChange({ ...value, devKindIds: next.length ? next : undefined });
  };

  return (
    <Stack
      as="section"
      aria-label={t('filter.heading')}
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
    >
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <ChoiceSelect
          label={t('filter.campus')}
          value={value.campusId}
          choices={campuses.data}
          onChange={(id) => onChange(withPlace(value, 'campusId', id))}
        />
        <ChoiceSelect
          label={t('filter.building')}
          value={value.buildingId}
          choices={value.campusId === undefined ? [] : buildings.data}
          disabled={value.campusId === undefined}
          onChange={(id) => onChange(withPlace(value, 'buildingId', id))}
        />
        <ChoiceSelect
          label={t('filter.floor')}
          value={value.floorId}
          choices={value.buildingId === undefined ? [] : floors.data}
          disabled={value.buildingId === undefined}
          onChange={(id) => onChange(withPlace(value, 'floorId', id))}
        />
        <ChoiceSelect
          label={t('filter.scene')}
          value={value.sceneId}
          choices={scenes.data}
          onChange={(id) => onChange({ ...value, sceneId: id })}
        />
        <Field.Root>
          <Field.Label fontSize="sm">{t('filter.capacity')}</Field.Label>
          <Input
            size="sm"
            bg="bg"
            type="number"
            inputMode="numeric"
            min={1}
            value={value.minCapacity ?? ''}
            onChange={(e) => onChange({ ...value, minCapacity: positive(e.currentTarget.value) })}
          />
        </Field.Root>
      </SimpleGrid>
      {kinds.data && kinds.data.length > 0 ? (
        <Group label={t('filter.devices')}>
          <Wrap gap="2">
            {kinds.data.map((kind) => (
              <Button
                key={kind.id}
                type="button"
                size="xs"
                borderRadius="full"
                colorPalette="teal"
                variant={chosenKinds.has(kind.id) ? 'solid' : 'outline'}
                aria-pressed={chosenKinds.has(kind.id)}
                onClick={() => toggleKind(kind.id)}
              >
                {kind.name}
              </Button>
            ))}
          </Wrap>
        </Group>
      ) : null}
      {paramsOfFilter(value).toString() !== '' ? (
        <Button type="button" size="xs" variant="ghost" alignSelf="flex-end" onClick={() => onChange({})}>
          {t('filter.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}

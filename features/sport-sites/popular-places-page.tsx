/**
 * /popularPlaces (spec §2 fitness set): the terminal's popular places. Staff pin sites in an order (add, move
 * up / down, remove, save: the list replaces the pins); without pins the terminal shows the most booked sites of
 * the grouped scenes over the last 30 days, shown here beside the pins.
 */
import { useEffect, useState } from 'react';
import { Badge, Box, Button, HStack, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  popularPlaceList,
  popularPlaceSave,
  sportSitePage,
  type PopularPlace,
} from '../../platform/contracts/sport-site.contract';
import { PageHeader } from '../../ui/components';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { yuan } from './shared';

/** `list` with the item at `i` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** One place as a line: name, scene, place, bookings, lowest price. */
function PlaceLine({ place }: { place: PopularPlace }) {
  const { t } = useTranslation('sportSites');
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{place.name}</Text>
      <Text textStyle="xs" color="fg.muted">
        {place.sceneName} · {place.place} · {t('places.bookings', { count: place.bookings30d })}
        {place.fromPriceCents !== null ? ` · ${t('yuan', { amount: yuan(place.fromPriceCents) })}` : ''}
      </Text>
    </Stack>
  );
}

/** /popularPlaces. */
export default function PopularPlacesPage() {
  const { t } = useTranslation('sportSites');
  const { hasPermi } = useSession();
  const canEdit = hasPermi(popularPlaceSave.access);
  const list = useCall(popularPlaceList, {});
  const sites = useCall(sportSitePage, { pageNo: 1, pageSize: 100 }, { enabled: canEdit });
  const save = useMutationCall(popularPlaceSave);
  const [pins, setPins] = useState<{ siteId: number; name: string }[]>([]);
  const [choice, setChoice] = useState('');
  useEffect(() => {
    if (list.data) setPins(list.data.pinned.map((p) => ({ siteId: p.siteId, name: p.name })));
  }, [list.data]);
  if (list.isError) return <Text color="fg.error">{t('loadFailed')}</Text>;
  const choices = (sites.data?.rows ?? []).filter((s) => !pins.some((p) => p.siteId === s.id));
  return (
    <Box>
      <PageHeader title={t('places.title')} description={t('places.description')} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="3" data-testid="pinned-places">
          <Heading size="sm">{t('places.pinned')}</Heading>
          {pins.length === 0 ? <Text color="fg.muted">{t('places.none')}</Text> : null}
          {pins.map((p, i) => (
            <HStack key={p.siteId} justify="space-between" data-testid="pinned-place">
              <HStack>
                <Badge>{i + 1}</Badge>
                <Text>{p.name}</Text>
              </HStack>
              {canEdit ? (
                <HStack gap="1">
                  <Button size="xs" variant="ghost" disabled={i === 0} onClick={() => setPins(moved(pins, i, -1))}>
                    {t('places.up')}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={i === pins.length - 1}
                    onClick={() => setPins(moved(pins, i, 1))}
                  >
                    {t('places.down')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setPins(pins.filter((_, j) => j !== i))}>
                    {t('places.remove')}
                  </Button>
                </HStack>
              ) : null}
            </HStack>
          ))}
          {canEdit ? (
            <Stack gap="2">
              <HStack>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={t('places.choose')}
                    value={choice}
                    onChange={(e) => setChoice(e.currentTarget.value)}
                  >
                    <option value="">{t('places.choose')}</option>
                    {choices.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name} · {s.sceneName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!choice}
                  onClick={() => {
                    const site = choices.find((s) => s.id === Number(choice));
                    if (site) setPins([...pins, { siteId: site.id, name: site.name }]);
                    setChoice('');
                  }}
                >
                  {t('places.add')}
                </Button>
              </HStack>
              <Button
                colorPalette="blue"
                alignSelf="start"
                loading={save.isPending}
                onClick={() =>
                  save.mutate(
                    { siteIds: pins.map((p) => p.siteId) },
                    {
                      onSuccess: () => {
                        toaster.create({ type: 'success', description: t('saved') });
                        void list.refetch();
                      },
                    },
                  )
                }
              >
                {t('places.save')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
        <Stack gap="3" data-testid="computed-places">
          <Heading size="sm">{t('places.computed')}</Heading>
          {(list.data?.computed ?? []).map((p) => (
            <PlaceLine key={p.siteId} place={p} />
          ))}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

/**
 * /restaurant (spec §2 Variant 5): the restaurant's menus. Tabs of the open dining time
 * ranges (/mc/timeRange/dropdown, by start time; the chosen one in the URL, `?timeRangeId=`),
 * each with its hours, the dining standards of its dining type (/mc/standards/dropdown: a
 * price per person) and a link to order a delivery for it; below, the dishes on sale
 * (/mc/merchandise/dropdown) by category (/mc/merchandise/category/tree) with their prices.
 * Every amount is integer cents shown in the reader's language (platform/i18n/money.ts).
 */
import { Badge, Box, Button, Card, HStack, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  categoryTree,
  merchandiseDropdown,
  standardDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import { EmptyState, ErrorState, QueryList, formatMoney, type QueryListSource } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { menuSections, type MenuSection } from './menu';

/** The /restaurant page. */
export function RestaurantPage() {
  const { t } = useTranslation(['conferenceCatering', 'terminal']);
  const [params, setParams] = useSearchParams();
  const ranges = useCall(timeRangeDropdown, {});
  const standards = useCall(standardDropdown, {});
  const rangeList = ranges.data ?? [];
  const wanted = Number(params.get('timeRangeId'));
  const chosen = rangeList.find((r) => r.id === wanted) ?? rangeList[0];

  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('timeRangeId', id);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('restaurant.title')}
      </Heading>
      <Box as="section" aria-labelledby="restaurant-ranges">
        <Heading as="h2" id="restaurant-ranges" size="lg" mb="3">
          {t('restaurant.timeRanges')}
        </Heading>
        {ranges.isPending ? (
          <Skeleton h="24" borderRadius="lg" />
        ) : ranges.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={ranges.error} onRetry={() => void ranges.refetch()} />
        ) : !chosen ? (
          <EmptyState title={t('restaurant.noTimeRanges')} />
        ) : (
          <Tabs.Root
            value={String(chosen.id)}
            onValueChange={(e) => choose(e.value)}
            variant="enclosed"
            colorPalette="purple"
          >
            <Tabs.List bg="bg.muted" overflowX="auto" maxW="full">
              {rangeList.map((r) => (
                <Tabs.Trigger key={r.id} value={String(r.id)} flexShrink={0}>
                  {r.name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={String(chosen.id)} pt="4">
              <Stack gap="3">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold" data-testid="range-hours">
                    {chosen.startTime}–{chosen.endTime}
                  </Text>
                  <Badge colorPalette="purple" variant="subtle">
                    {chosen.diningTypeName}
                  </Badge>
                </HStack>
                <Heading as="h3" size="md">
                  {t('restaurant.standards')}
                </Heading>
                <StandardList
                  query={standards}
                  rows={(standards.data ?? []).filter((s) => s.diningTypeCode === chosen.diningTypeCode)}
                />
                <Button asChild colorPalette="purple" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
                  <RouterLink to={`/foodDeliveryOrderReserve?timeRangeId=${chosen.id}`}>
                    {t('restaurant.orderThis')}
                  </RouterLink>
                </Button>
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Box>
      <MenuSectionList />
    </Stack>
  );
}

/** The dining standards of the chosen range: name and price per person. */
function StandardList({
  query,
  rows,
}: {
  query: QueryListSource;
  rows: { id: number; name: string; pricePerPersonCents: number }[];
}) {
  const { t } = useTranslation(['conferenceCatering', 'terminal']);
  const { lang } = useLang();
  return (
    <QueryList
      query={query}
      rows={rows}
      label={t('restaurant.standards')}
      skeletonHeight="10"
      empty={
        <Text color="fg.muted" fontSize="sm">
          {t('restaurant.noStandards')}
        </Text>
      }
      errorTitle={t('terminal:loadFailed')}
      rowKey={(s) => s.id}
      renderRow={(s) => (
        <HStack justify="space-between" data-testid="standard-row">
          <Text>{s.name}</Text>
          <Text fontWeight="semibold">
            {t('restaurant.perPerson', { price: formatMoney(s.pricePerPersonCents, lang) })}
          </Text>
        </HStack>
      )}
    />
  );
}

/** The dishes on sale, a card per category. */
function MenuSectionList() {
  const { t } = useTranslation(['conferenceCatering', 'terminal']);
  const { lang } = useLang();
  const merchandise = useCall(merchandiseDropdown, {});
  const tree = useCall(categoryTree, undefined);
  const both = {
    isPending: merchandise.isPending || tree.isPending,
    isError: merchandise.isError || tree.isError,
    error: merchandise.error ?? tree.error,
    refetch: () => Promise.all([merchandise.refetch(), tree.refetch()]),
  };
  const sections = menuSections(tree.data ?? [], merchandise.data ?? []);
  return (
    <Box as="section" aria-labelledby="restaurant-menu">
      <Heading as="h2" id="restaurant-menu" size="lg" mb="3">
        {t('restaurant.menu')}
      </Heading>
      <QueryList<MenuSection>
        query={both}
        rows={sections}
        label={t('restaurant.menu')}
        empty={<EmptyState title={t('restaurant.emptyMenu')} />}
        errorTitle={t('terminal:loadFailed')}
        rowKey={(s) => s.categoryId ?? 'other'}
        renderRow={(s) => (
          <Card.Root variant="outline" borderRadius="xl">
            <Card.Body gap="2" p="4">
              <Heading as="h3" size="sm">
                {s.name ?? t('restaurant.other')}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="1.5">
                {s.items.map((m) => (
                  <HStack as="li" key={m.id} justify="space-between" gap="3" data-testid="menu-item">
                    <Text minW="0">{m.name}</Text>
                    <Text fontWeight="semibold" flexShrink={0}>
                      {t('restaurant.price', { price: formatMoney(m.priceCents, lang), unit: m.unit })}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      />
    </Box>
  );
}

/**
 * The site cards of /siteList and /appointment/reservationlist (`/api/site/choose`):
 * each card is one link to `/siteDetail?id=` named by the site, with its first photo
 * (or a scene icon), scene, place, people, devices and today's free slots. The list
 * loads page after page ("Load more", {@link SITE_PAGE_SIZE} a page) and is one column
 * on a phone.
 */
import {
  Badge,
  Box,
  Center,
  HStack,
  Icon,
  Image,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuMapPin, LuUsers } from 'react-icons/lu';
import { choose, type SiteCard } from '../../platform/contracts/site.contract';
import { EmptyState, ErrorState, LoadMoreButton } from '../../ui/components';
import { usePagedCall } from '../../ui/runtime';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import type { SiteFilter } from './site-filters';

/** Sites per page of the list. */
export const SITE_PAGE_SIZE = 10;

/** Where the gateway serves media (`/media/<id>` paths of the contracts lie under it). */
export const PROXY_BASE = '/gateway';

/** The pages of `choose` for `filter`, loaded one after another. */
export function useSitePages(filter: SiteFilter) {
  return usePagedCall(choose, { ...filter, devKindIds: filter.devKindIds?.join(','), pageSize: SITE_PAGE_SIZE });
}

/** One site as a card linking to its detail page. */
export function SiteCardView({ site }: { site: SiteCard }) {
  const { t } = useTranslation('sites');
  return (
    <LinkBox
      as="article"
      data-testid="site-card"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      shadow="xs"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'teal.400', shadow: 'md' }}
    >
      <HStack align="stretch" gap="0">
        <Box w={{ base: '28', sm: '36' }} flexShrink={0} bg="teal.subtle">
          {site.photo ? (
            <Image src={`${PROXY_BASE}${site.photo}`} alt="" h="full" w="full" objectFit="cover" minH="28" />
          ) : (
            <Center h="full" minH="28" color="teal.fg" role="img" aria-label={t('card.noPhoto')}>
              <SceneIcon code="" size="lg" />
            </Center>
          )}
        </Box>
        <Stack gap="1.5" p="3" flex="1" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={`/siteDetail?id=${site.id}`}>
              <Text as="span" fontWeight="semibold">
                {site.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <HStack gap="1" color="fg.muted" fontSize="sm" minW="0">
            <Icon aria-hidden flexShrink={0}>
              <LuMapPin />
            </Icon>
            <Text truncate>{site.place}</Text>
          </HStack>
          <HStack gap="1.5" wrap="wrap">
            <Badge variant="subtle" colorPalette="teal">
              {site.sceneName}
            </Badge>
            <Badge variant="subtle" colorPalette="gray">
              <LuUsers aria-hidden /> {t('card.capacity', { count: site.capacity })}
            </Badge>
            {site.devices.map((d) => (
              <Badge key={d.name} variant="outline" colorPalette="gray">
                {d.quantity > 1 ? `${d.name} ×${d.quantity}` : d.name}
              </Badge>
            ))}
          </HStack>
          <Text
            fontSize="sm"
            fontWeight="medium"
            color={site.bookableToday ? 'teal.fg' : 'fg.muted'}
            data-testid="site-free-today"
          >
            {site.bookableToday ? t('card.freeToday', { count: site.freeToday }) : t('card.fullToday')}
          </Text>
        </Stack>
      </HStack>
    </LinkBox>
  );
}

/** The cards of every loaded page of `filter`, with "Load more" while pages remain. */
export function SiteCardList({ filter }: { filter: SiteFilter }) {
  const { t } = useTranslation(['sites', 'terminal']);
  const pages = useSitePages(filter);
  if (pages.isError) {
    return <ErrorState title={t('terminal:loadFailed')} error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (pages.isPending) {
    return (
      <Stack gap="3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="28" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  const sites = pages.rows;
  const total = pages.data.pages[0]?.total ?? 0;
  if (sites.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('list.count', { total })}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="3">
        {sites.map((site) => (
          <li key={site.id}>
            <SiteCardView site={site} />
          </li>
        ))}
      </SimpleGrid>
      <LoadMoreButton pages={pages} colorPalette="teal">
        {t('list.more')}
      </LoadMoreButton>
    </Stack>
  );
}

/**
 * The terminal's /home (spec §2, variants 0 and 3): the banner carousel (./banner-carousel.tsx),
 * a greeting with the user's name,
 * the administrators' quick entries (/flexibleMenu, quick-entries.tsx), the scenes
 * (`sceneList`) as cards that open the booking flow with that scene chosen
 * (`/appointment/gymnasium?sceneId=<id>`), and a strip of the user's next bookings
 * (`currentPage` with scope `upcoming`, first 3) linking to /detail and /my; between the
 * quick entries and the scenes, "Book again" chips of the most booked sites (./book-again.tsx).
 */
import {
  Box,
  Card,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Button,
  Badge,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuArrowRight, LuCalendarClock } from 'react-icons/lu';
import { currentPage } from '../../platform/contracts/reserve.contract';
import { sceneList, type Scene } from '../../platform/contracts/site.contract';
import { useCall, useSession } from '../../ui/runtime';
import { ErrorState } from '../../ui/components';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import { formatDate, formatTimeRange, offsetOf } from '../../ui/terminal-shell/time-format';
import { QuickEntries } from './quick-entries';
import { BookAgain } from './book-again';
import { BannerCarousel } from './banner-carousel';
import { LatestContent } from './latest-content';

/** Key of the greeting for the hour of the day (0–23, browser's clock). */
export function greetingKey(hour: number): 'home.greetingMorning' | 'home.greetingAfternoon' | 'home.greetingEvening' {
  if (hour >= 5 && hour < 12) return 'home.greetingMorning';
  if (hour >= 12 && hour < 18) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}

/** The /home page. */
export function HomePage() {
  const { t } = useTranslation(['terminal', 'common']);
  const { displayName: name } = useSession();
  return (
    <Stack gap="7">
      <BannerCarousel />
      <Box
        borderRadius="2xl"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
        bgGradient="to-br"
        gradientFrom="teal.700"
        gradientTo="cyan.700"
        color="white"
        shadow="md"
        position="relative"
        overflow="hidden"
      >
        <Icon position="absolute" right="-4" bottom="-6" boxSize="36" opacity={0.15} aria-hidden>
          <LuCalendarClock />
        </Icon>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t(greetingKey(new Date().getHours()), { name })}
        </Heading>
        <Text mt="1.5">{t('home.subtitle')}</Text>
      </Box>
      <QuickEntries />
      <BookAgain />
      <LatestContent />
      <SceneSection />
      <UpcomingSection />
    </Stack>
  );
}

/** The scene cards of /home. */
function SceneSection() {
  const { t } = useTranslation('terminal');
  const scenes = useCall(sceneList, {}, { placeholderData: keepPreviousData });
  return (
    <Box as="section" aria-labelledby="home-scenes">
      <Heading as="h2" id="home-scenes" size="lg" mb="3">
        {t('home.scenesHeading')}
      </Heading>
      {scenes.isError ? (
        <ErrorState title={t('loadFailed')} error={scenes.error} onRetry={() => void scenes.refetch()} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
          {scenes.isPending
            ? Array.from({ length: 4 }, (_, i) => <Skeleton as="li" key={i} h="28" borderRadius="xl" />)
            : scenes.data?.map((scene) => <SceneCard key={scene.id} scene={scene} />)}
        </SimpleGrid>
      )}
      {scenes.data && scenes.data.length === 0 ? <Text color="fg.muted">{t('home.noScenes')}</Text> : null}
    </Box>
  );
}

/** One scene as a card; the whole card is a link into the booking flow. */
function SceneCard({ scene }: { scene: Scene }) {
  const { t } = useTranslation('terminal');
  return (
    <LinkBox as="li" data-testid="scene-card">
      <Card.Root
        h="full"
        variant="elevated"
        borderRadius="xl"
        transition="transform 0.15s, box-shadow 0.15s"
        _hover={{ transform: 'translateY(-2px)', shadow: 'lg' }}
      >
        <Card.Body gap="3" p="4">
          <Box
            w="11"
            h="11"
            borderRadius="full"
            bg="teal.subtle"
            color="teal.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <SceneIcon code={scene.code} icon={scene.icon} size="lg" />
          </Box>
          <Stack gap="0.5">
            <LinkOverlay asChild fontWeight="semibold" fontSize="md">
              <RouterLink to={`/appointment/gymnasium?sceneId=${scene.id}`}>{scene.name}</RouterLink>
            </LinkOverlay>
            <Text fontSize="sm" color="fg.muted">
              {t('home.sitesCount', { count: scene.siteCount })}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** The "my upcoming bookings" strip of /home. */
function UpcomingSection() {
  const { t, i18n } = useTranslation(['terminal', 'common']);
  const upcoming = useCall(
    currentPage,
    { scope: 'upcoming', pageNo: 1, pageSize: 3 },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
  const rows = upcoming.data?.rows ?? [];
  return (
    <Box as="section" aria-labelledby="home-upcoming">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" id="home-upcoming" size="lg">
          {t('home.upcomingHeading')}
        </Heading>
        <Button asChild size="sm" variant="ghost" colorPalette="teal">
          <RouterLink to="/my">
            {t('home.viewAll')} <LuArrowRight />
          </RouterLink>
        </Button>
      </HStack>
      {upcoming.isPending ? (
        <Skeleton h="20" borderRadius="xl" />
      ) : upcoming.isError ? (
        <ErrorState title={t('loadFailed')} error={upcoming.error} onRetry={() => void upcoming.refetch()} />
      ) : rows.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" p="5" textAlign="center" color="fg.muted" bg="bg">
          {t('home.noUpcoming')}
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {rows.map((r) => {
            const zone = (r as { timeZone?: string }).timeZone || offsetOf(r.start);
            return (
              <LinkBox as="li" key={r.id}>
                <HStack
                  bg="bg"
                  borderWidth="1px"
                  borderRadius="xl"
                  p="3.5"
                  gap="3"
                  _hover={{ borderColor: 'teal.300' }}
                >
                  <Box w="1" alignSelf="stretch" borderRadius="full" bg="teal.solid" />
                  <Stack gap="0" flex="1" minW="0">
                    <LinkOverlay asChild fontWeight="semibold">
                      <RouterLink to={`/detail?id=${r.id}`}>{r.siteName}</RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {formatDate(r.start, zone, i18n.language)} · {formatTimeRange(r.start, r.end, zone)}
                    </Text>
                  </Stack>
                  <Badge colorPalette={r.status === 'pendingAudit' ? 'orange' : 'teal'} variant="subtle">
                    {t(`common:status.${r.status}`)}
                  </Badge>
                </HStack>
              </LinkBox>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

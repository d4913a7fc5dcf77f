/**
 * /appointment/gymnasium (spec §2): pick a scene (`sceneList`), then one of its sites
 * (`sceneDetail`), each shown with campus · building · floor, slot length and capacity.
 * Scene buttons are named by the scene (`aria-pressed` on the chosen one); each site is
 * one button named by its site name and location. Sends `scene.select` / `site.select`
 * to the wizard; the provider then moves to /appointment/time.
 */
import {
  Badge,
  Box,
  Button,
  chakra,
  Circle,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { LuChevronRight, LuMapPin } from 'react-icons/lu';
import { sceneList, type Site } from '../../platform/contracts/site.contract';
import { useCall } from '../../ui/runtime';
import { EmptyState, ErrorState } from '../../ui/components';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import { BookingSteps } from './booking-steps';
import { useBookingView } from './booking-flow';
import { useChosenSite } from './use-chosen-site';

/** The scene-and-site screen of the wizard. */
export function SceneSitePage() {
  const { t } = useTranslation(['booking', 'terminal']);
  const view = useBookingView();
  const scenes = useCall(sceneList, {}, { placeholderData: keepPreviousData });
  const chosen = useChosenSite(view.sceneId, null);

  return (
    <Stack gap="6">
      <BookingSteps current={0} />
      <Box as="section" aria-labelledby="booking-scenes">
        <Heading as="h1" id="booking-scenes" size="xl" mb="3">
          {t('scene.heading')}
        </Heading>
        {scenes.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={scenes.error} onRetry={() => void scenes.refetch()} />
        ) : scenes.isPending ? (
          <Wrap gap="2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="11" w="32" borderRadius="full" />
            ))}
          </Wrap>
        ) : (
          <Wrap as="ul" listStyleType="none" gap="2">
            {scenes.data.map((scene) => {
              const active = scene.id === view.sceneId;
              return (
                <li key={scene.id}>
                  <Button
                    type="button"
                    size="lg"
                    borderRadius="full"
                    colorPalette="teal"
                    variant={active ? 'solid' : 'outline'}
                    bg={active ? undefined : 'bg'}
                    aria-pressed={active}
                    onClick={() => view.selectScene(scene.id)}
                  >
                    <SceneIcon code={scene.code} icon={scene.icon} />
                    {scene.name}
                    <Badge
                      size="sm"
                      variant="subtle"
                      colorPalette="teal"
                      bg={active ? 'teal.900' : undefined}
                      color={active ? 'white' : undefined}
                      aria-hidden
                    >
                      {scene.siteCount}
                    </Badge>
                  </Button>
                </li>
              );
            })}
          </Wrap>
        )}
      </Box>

      {view.sceneId !== null ? (
        <Box as="section" aria-labelledby="booking-sites">
          <Heading as="h2" id="booking-sites" size="lg" mb="3">
            {t('scene.sitesHeading')}
            {chosen.scene ? (
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md">
                {' '}
                · {chosen.scene.name}
              </Text>
            ) : null}
          </Heading>
          {chosen.isError ? (
            <ErrorState title={t('terminal:loadFailed')} error={chosen.error} onRetry={chosen.refetch} />
          ) : chosen.isPending || !chosen.scene ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} h="24" borderRadius="xl" />
              ))}
            </SimpleGrid>
          ) : chosen.scene.sites.length === 0 ? (
            <EmptyState title={t('scene.noSites')} />
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
              {chosen.scene.sites.map((site) => (
                <li key={site.id}>
                  <SiteButton
                    site={site}
                    sceneCode={chosen.scene?.code ?? ''}
                    onSelect={() => view.selectSite(site.id)}
                  />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}

/** One site as a large button: name, location, slot length, capacity. */
function SiteButton({ site, sceneCode, onSelect }: { site: Site; sceneCode: string; onSelect: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      data-testid="site-option"
      w="full"
      h="full"
      textAlign="start"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      shadow="xs"
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      _hover={{ borderColor: 'teal.400', shadow: 'md', transform: 'translateY(-1px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '2px' }}
    >
      <HStack gap="3" align="center">
        <Circle size="11" bg="teal.subtle" color="teal.fg" flexShrink={0}>
          <SceneIcon code={sceneCode} size="md" />
        </Circle>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold" fontSize="md">
            {site.name}
          </Text>
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <Icon aria-hidden>
              <LuMapPin />
            </Icon>
            <Text truncate>
              {t('scene.location', { campus: site.campusName, building: site.buildingName, floor: site.floorName })}
            </Text>
          </HStack>
          <HStack gap="1.5" wrap="wrap">
            <Badge variant="subtle" colorPalette="gray">
              {t('scene.slotMinutes', { minutes: site.slotMinutes })}
            </Badge>
            {site.kind === 'capacity' ? (
              <Badge variant="subtle" colorPalette="purple">
                {t('scene.capacity', { count: site.capacity })}
              </Badge>
            ) : null}
          </HStack>
        </Stack>
        <Icon color="fg.subtle" aria-hidden>
          <LuChevronRight />
        </Icon>
      </HStack>
    </chakra.button>
  );
}

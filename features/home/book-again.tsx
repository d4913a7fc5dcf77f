/**
 * "Book again" on /home (spec §7 /api/reserve/commonlyUsed): the sites the user
 * booked most in the last 90 days (at most 6) as chips with the scene's icon, the site and
 * its campus; each opens the booking wizard on that site ({@link bookAgainPath}). Hidden
 * while loading, on failure and when there is nothing to offer: it is a shortcut, not
 * content.
 */
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { commonlyUsed, type CommonSite } from '../../platform/contracts/reserve-details.contract';
import { useCall } from '../../ui/runtime';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';

/**
 * Where a chip leads: the wizard's time screen with the scene and the site,
 * `/appointment/time?sceneId=<id>&siteId=<id>`.
 */
export function bookAgainPath(site: Pick<CommonSite, 'sceneId' | 'siteId'>): string {
  return `/appointment/time?sceneId=${site.sceneId}&siteId=${site.siteId}`;
}

/** The "Book again" section of /home. */
export function BookAgain() {
  const { t } = useTranslation('history');
  const used = useCall(commonlyUsed, undefined, { staleTime: 0 });
  const sites = used.data ?? [];
  if (sites.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-book-again">
      <Heading as="h2" id="home-book-again" size="lg" mb="3">
        {t('bookAgain.heading')}
      </Heading>
      <HStack as="ul" listStyleType="none" wrap="wrap" gap="2">
        {sites.map((s) => (
          <li key={s.siteId}>
            <Button asChild size="sm" variant="outline" colorPalette="teal" borderRadius="full" bg="bg">
              <RouterLink
                to={bookAgainPath(s)}
                aria-label={t('bookAgain.open', { site: s.siteName, scene: s.sceneName })}
                title={t('bookAgain.times', { count: s.count })}
                data-testid="book-again"
              >
                <SceneIcon code={s.sceneCode} />
                {s.siteName}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {s.campusName}
                </Text>
              </RouterLink>
            </Button>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

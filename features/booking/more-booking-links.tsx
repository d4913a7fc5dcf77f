/**
 * Links from the slot page to the other ways of booking the chosen site (spec §2):
 * a cross-day booking (/appointment/crossdaytable) only when the site's rule allows it,
 * a multi-day booking (/daysReserve), which every rule takes (its checks apply per day),
 * and a period booking by year term and class period (/quickReserve).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link MoreBookingLinks}. */
export interface MoreBookingLinksProps {
  sceneId: number;
  siteId: number;
  allowCrossDay: boolean;
}

/** The links (see the module comment). */
export function MoreBookingLinks({ sceneId, siteId, allowCrossDay }: MoreBookingLinksProps) {
  const { t } = useTranslation(['crossDay', 'quick']);
  const query = `?sceneId=${sceneId}&siteId=${siteId}`;
  return (
    <HStack as="nav" aria-label={t('links.heading')} gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {t('links.heading')}
      </Text>
      {allowCrossDay && (
        <Button asChild size="xs" variant="outline" colorPalette="teal">
          <Link to={`/appointment/crossdaytable${query}`}>{t('links.cross')}</Link>
        </Button>
      )}
      <Button asChild size="xs" variant="outline" colorPalette="teal">
        <Link to={`/daysReserve${query}`}>{t('links.days')}</Link>
      </Button>
      <Button asChild size="xs" variant="outline" colorPalette="teal">
        <Link to={`/quickReserve${query}`}>{t('quick:period.link')}</Link>
      </Button>
    </HStack>
  );
}

/**
 * /otherPage of the variant-5 terminal (spec §2 Variant 5 names the path and nothing more).
 * Decision: the conference centre's "other services" — one page of entries to the set's service
 * and information pages beyond the navigation's own: meeting rooms (/meet), the centre's schedule
 * (/scheduling), catering (/catering), the restaurant's menus (/restaurant), ordering a food
 * delivery (/foodDeliveryOrderReserve), applying for meal vouchers (/mealVoucherReserve), forms and
 * requests (/apply) and the centre's contact information (/contactInfo). Like /personalCenter, an
 * entry is shown only when the variant routes its page and the user's terminal menus admit it.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  LuCalendarRange,
  LuDoorOpen,
  LuFileText,
  LuPhone,
  LuShoppingBag,
  LuTicket,
  LuTruck,
  LuUtensils,
} from 'react-icons/lu';
import { EmptyState } from '../../ui/components';
import { ServiceLinkGrid, useAdmittedLinks } from './service-links';

/** Props of {@link OtherPage}. */
export interface OtherPageProps {
  /** The top paths the variant routes (apps/terminal/routes.tsx): entries to other paths are hidden. */
  routed: ReadonlySet<string>;
}

/** /otherPage; see the module comment. */
export function OtherPage({ routed }: OtherPageProps) {
  const { t } = useTranslation('conferenceDay');
  const links = useAdmittedLinks(
    [
      { path: '/meet', label: t('other.link.meet'), icon: <LuDoorOpen /> },
      { path: '/scheduling', label: t('other.link.scheduling'), icon: <LuCalendarRange /> },
      { path: '/catering', label: t('other.link.catering'), icon: <LuUtensils /> },
      { path: '/restaurant', label: t('other.link.restaurant'), icon: <LuShoppingBag /> },
      { path: '/foodDeliveryOrderReserve', label: t('other.link.orderDelivery'), icon: <LuTruck /> },
      { path: '/mealVoucherReserve', label: t('other.link.mealVoucherReserve'), icon: <LuTicket /> },
      { path: '/apply', label: t('other.link.apply'), icon: <LuFileText /> },
      { path: '/contactInfo', label: t('other.link.contactInfo'), icon: <LuPhone /> },
    ],
    routed,
  );
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('other.title')}
        </Heading>
        <Text color="fg.muted">{t('other.subtitle')}</Text>
      </Stack>
      {links.length ? (
        <ServiceLinkGrid links={links} label={t('other.title')} data-testid="other-services" />
      ) : (
        <EmptyState title={t('other.none')} />
      )}
    </Stack>
  );
}

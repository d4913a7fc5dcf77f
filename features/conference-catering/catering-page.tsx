/**
 * /catering (spec §2 Variant 5): the catering entry of the conference centre — one card per
 * page: the restaurant menus (/restaurant), ordering a delivery (/foodDeliveryOrderReserve),
 * my deliveries (/foodDeliveryOrder) and, only for a user holding the audit right
 * (`mc:foodDelivery:audit`, the permission of /mc/foodDeliveryOrder/audit), the delivery
 * audit queue (/foodDeliveryAudit). One column on a phone, two from `md`.
 */
import { Card, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuClipboardCheck, LuListOrdered, LuShoppingBag, LuUtensils } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { foodDeliveryOrderAudit } from '../../platform/contracts/food-delivery.contract';
import { useSession } from '../../ui/runtime';

/** One entry of the page: where it leads, its texts (`entry.<key>`, `entry.<key>Text`) and icon. */
interface CateringEntry {
  to: string;
  key: 'restaurant' | 'order' | 'mine' | 'audit';
  icon: IconType;
}

/** The entries everyone sees. */
const ENTRIES: readonly CateringEntry[] = [
  { to: '/restaurant', key: 'restaurant', icon: LuUtensils },
  { to: '/foodDeliveryOrderReserve', key: 'order', icon: LuShoppingBag },
  { to: '/foodDeliveryOrder', key: 'mine', icon: LuListOrdered },
];

/** The audit queue's entry, for holders of the audit right. */
const AUDIT_ENTRY: CateringEntry = { to: '/foodDeliveryAudit', key: 'audit', icon: LuClipboardCheck };

/** The /catering page. */
export function CateringPage() {
  const { t } = useTranslation('conferenceCatering');
  const { hasPermi } = useSession();
  const entries = hasPermi(foodDeliveryOrderAudit.access) ? [...ENTRIES, AUDIT_ENTRY] : ENTRIES;
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('entry.title')}
        </Heading>
        <Text color="fg.muted">{t('entry.subtitle')}</Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
        {entries.map((entry) => (
          <LinkBox as="li" key={entry.key} data-testid={`catering-entry-${entry.key}`}>
            <Card.Root h="full" variant="elevated" borderRadius="xl" _hover={{ shadow: 'lg' }}>
              <Card.Body flexDirection="row" gap="4" p="4" alignItems="center">
                <Icon size="xl" color="purple.700" aria-hidden>
                  <entry.icon />
                </Icon>
                <Stack gap="0.5" minW="0">
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={entry.to}>{t(`entry.${entry.key}`)}</RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`entry.${entry.key}Text`)}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

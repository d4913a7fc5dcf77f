/**
 * /personalCenter of the variant-5 terminal (spec §2 Variant 5): my centre — who I am (name,
 * account, organisation), the entries to my pages — my day (/trip), my meetings
 * (/conference-center), my deliveries (/foodDeliveryOrder), my meal vouchers (/myMealVoucher) and
 * voucher applications (/mealVouchers), settlements (/settlement), approvals (/auditing), messages
 * (/messages, with the unread count) — and my account: my profile (/person), the language and
 * "Log out". An entry is shown only when the variant routes its page and the user's terminal
 * menus admit it (./service-links.tsx), so pages of the set still being built, or not granted,
 * never lead to /404.
 */
import { Avatar, Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  LuBell,
  LuCalendarClock,
  LuCalendarDays,
  LuClipboardCheck,
  LuLogOut,
  LuReceipt,
  LuTicket,
  LuTruck,
  LuUser,
  LuFileText,
} from 'react-icons/lu';
import { messageUnreadCount } from '../../platform/contracts/message.contract';
import { EmptyState } from '../../ui/components';
import { LanguageSwitch, useCall, useLogout, useSession } from '../../ui/runtime';
import { ServiceLinkGrid, useAdmittedLinks } from './service-links';

/** Where the message entry leads. */
const MESSAGES_PATH = '/messages';

/** Props of {@link PersonalCenterPage}. */
export interface PersonalCenterPageProps {
  /** The top paths the variant routes (apps/terminal/routes.tsx): entries to other paths are hidden. */
  routed: ReadonlySet<string>;
  /** Where "Log out" leads; default `/login`. */
  loginPath?: string;
}

/** /personalCenter; see the module comment. */
export function PersonalCenterPage({ routed, loginPath = '/login' }: PersonalCenterPageProps) {
  const { t } = useTranslation('conferenceDay');
  const { user, displayName } = useSession();
  const logout = useLogout(loginPath);
  const withMessages = useAdmittedLinks([{ path: MESSAGES_PATH, label: '', icon: null }], routed).length > 0;
  const unread = useCall(messageUnreadCount, undefined, { staleTime: 0, enabled: withMessages });
  const count = unread.data?.count ?? 0;
  const services = useAdmittedLinks(
    [
      { path: '/trip', label: t('center.link.trip'), icon: <LuCalendarClock /> },
      { path: '/conference-center', label: t('center.link.meetings'), icon: <LuCalendarDays /> },
      { path: '/foodDeliveryOrder', label: t('center.link.deliveries'), icon: <LuTruck /> },
      { path: '/myMealVoucher', label: t('center.link.vouchers'), icon: <LuTicket /> },
      { path: '/mealVouchers', label: t('center.link.voucherApplications'), icon: <LuFileText /> },
      { path: '/settlement', label: t('center.link.settlements'), icon: <LuReceipt /> },
      { path: '/auditing', label: t('center.link.approvals'), icon: <LuClipboardCheck /> },
      {
        path: MESSAGES_PATH,
        label: t('center.link.messages'),
        icon: <LuBell />,
        badge: count ? t('center.unread', { count }) : undefined,
      },
    ],
    routed,
  );
  const account = useAdmittedLinks([{ path: '/person', label: t('center.link.profile'), icon: <LuUser /> }], routed);
  return (
    <Stack gap="5" pb={{ base: '20', md: '0' }}>
      <Heading as="h1" size="2xl">
        {t('center.title')}
      </Heading>
      <Card.Root borderRadius="xl">
        <Card.Body>
          <HStack gap="4">
            <Avatar.Root size="lg" colorPalette="purple">
              <Avatar.Fallback name={displayName} />
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" fontSize="lg" data-testid="center-name" truncate>
                {displayName}
              </Text>
              <Text color="fg.muted" fontSize="sm" data-testid="center-organisation" truncate>
                {[user?.account, user?.orgName].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Stack gap="3" as="section" aria-labelledby="center-services">
        <Heading as="h2" size="md" id="center-services">
          {t('center.services')}
        </Heading>
        {services.length ? (
          <ServiceLinkGrid links={services} label={t('center.services')} data-testid="center-services" />
        ) : (
          <EmptyState title={t('center.none')} />
        )}
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="center-account">
        <Heading as="h2" size="md" id="center-account">
          {t('center.account')}
        </Heading>
        {account.length ? <ServiceLinkGrid links={account} label={t('center.account')} /> : null}
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body p="4">
            <Stack gap="3">
              <HStack justify="space-between" gap="3">
                <Text fontWeight="medium">{t('center.language')}</Text>
                <Box data-testid="center-language">
                  <LanguageSwitch />
                </Box>
              </HStack>
              <Button variant="outline" colorPalette="red" onClick={() => void logout()} data-testid="center-logout">
                <LuLogOut aria-hidden /> {t('center.logout')}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Stack>
  );
}

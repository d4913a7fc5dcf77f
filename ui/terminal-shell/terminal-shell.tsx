/**
 * The reservation terminal's layout for variants 0 and 3 (spec §2 /layout): a sticky
 * header with the product title (`common:terminalTitle`, 预约终端 / Reservation
 * terminal), the message bell with the unread count (issue 4, links to /messages), the
 * language switch (CN / EN / TC, persisted by the runtime), the signed-in
 * user's name and a "Log out" button (`common:logout`: to the login page, or for a single
 * sign-on session to the CAS logout); the main navigation — Home,
 * Book, My bookings, Favourites, History — as a bottom tab bar on phones and a row under the header from the
 * `md` breakpoint; and the routed page (`<Outlet/>`) in a centred column.
 */
import { Box, Button, Container, Flex, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { LuCalendarCheck, LuCalendarPlus, LuHouse, LuLogOut, LuTicket, LuUser } from 'react-icons/lu';
import { LuHistory, LuUsers } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { LanguageSwitch, useLogout, useSession } from '../runtime';
import { MessageBell } from './message-bell';

/**
 * Height of the bottom tab bar on phones (Chakra size token). Bars fixed above it (the
 * slot picker's action bar) use it as their `bottom`.
 */
export const NAV_HEIGHT_MOBILE = '14';

/** One entry of the main navigation. */
interface NavItem {
  to: string;
  /** Key in the `terminal` namespace. */
  label: 'nav.home' | 'nav.book' | 'nav.my' | 'navPeople.favorites' | 'navPeople.history';
  icon: IconType;
  /** Path prefix that marks the entry current. */
  match: string;
}

/** The main navigation of variants 0 and 3. */
const NAV: readonly NavItem[] = [
  { to: '/home', label: 'nav.home', icon: LuHouse, match: '/home' },
  { to: '/appointment/gymnasium', label: 'nav.book', icon: LuCalendarPlus, match: '/appointment' },
  { to: '/my', label: 'nav.my', icon: LuTicket, match: '/my' },
  // Issue 4, people and history.
  { to: '/favorites', label: 'navPeople.favorites', icon: LuUsers, match: '/favorites' },
  { to: '/history', label: 'navPeople.history', icon: LuHistory, match: '/history' },
];

/** Props of {@link TerminalShell}. */
export interface TerminalShellProps {
  /** Where "Log out" leads after the session is cleared. Default `/login`. */
  loginPath?: string;
}

/** The terminal layout route element; renders the child route in its main area. */
export function TerminalShell({ loginPath = '/login' }: TerminalShellProps) {
  const { t } = useTranslation(['terminal', 'common']);
  const { displayName: userName } = useSession();
  const onLogout = useLogout(loginPath);
  const { pathname } = useLocation();

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bgGradient="to-r"
        gradientFrom="teal.700"
        gradientTo="cyan.700"
        color="white"
        shadow="md"
      >
        <Container maxW="4xl" px={{ base: '4', md: '6' }}>
          <HStack h="14" justify="space-between" gap="3">
            <Link asChild color="white" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} _hover={{ textDecoration: 'none', opacity: 0.9 }}>
              <RouterLink to="/home">
                <Icon size="lg"><LuCalendarCheck /></Icon>
                <span data-testid="product-title">{t('common:terminalTitle')}</span>
              </RouterLink>
            </Link>
            <HStack gap={{ base: '1', md: '3' }}>
              <MessageBell />
              <Box color="fg" bg="bg" borderRadius="md">
                <LanguageSwitch />
              </Box>
              {userName ? (
                <HStack gap="1.5" display={{ base: 'none', sm: 'flex' }} title={t('terminal:signedInAs', { name: userName })}>
                  <Icon><LuUser /></Icon>
                  <Text fontSize="sm" fontWeight="medium" data-testid="user-name" maxW="32" truncate>
                    {userName}
                  </Text>
                </HStack>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={onLogout}
                aria-label={t('common:logout')}
              >
                <LuLogOut />
                <Box as="span" display={{ base: 'none', md: 'inline' }}>
                  {t('common:logout')}
                </Box>
              </Button>
            </HStack>
          </HStack>
        </Container>
        <Box
          as="nav"
          aria-label={t('terminal:nav.label')}
          position={{ base: 'fixed', md: 'static' }}
          bottom={{ base: '0', md: 'auto' }}
          left="0"
          right="0"
          zIndex="sticky"
          bg={{ base: 'bg', md: 'transparent' }}
          borderTopWidth={{ base: '1px', md: '0' }}
          shadow={{ base: '0 -2px 10px rgba(0,0,0,0.06)', md: 'none' }}
          pb={{ base: 'env(safe-area-inset-bottom)', md: '0' }}
        >
          <Container maxW="4xl" px={{ base: '0', md: '6' }}>
            <HStack
              as="ul"
              listStyleType="none"
              h={{ base: NAV_HEIGHT_MOBILE, md: 'auto' }}
              gap={{ base: '0', md: '1' }}
              justify={{ base: 'space-around', md: 'flex-start' }}
            >
              {NAV.map((item) => {
                const current = pathname === item.match || pathname.startsWith(`${item.match}/`);
                return (
                  <Box as="li" key={item.to} flex={{ base: '1', md: 'none' }} h="full">
                    <Link
                      asChild
                      display="flex"
                      flexDirection={{ base: 'column', md: 'row' }}
                      alignItems="center"
                      justifyContent="center"
                      h="full"
                      gap={{ base: '0.5', md: '2' }}
                      py={{ base: '2', md: '2.5' }}
                      px={{ base: '2', md: '4' }}
                      fontSize={{ base: 'xs', md: 'sm' }}
                      fontWeight={current ? 'semibold' : 'medium'}
                      color={{ base: current ? 'teal.600' : 'fg.muted', md: current ? 'white' : 'whiteAlpha.800' }}
                      borderBottomWidth={{ base: '0', md: '3px' }}
                      borderBottomColor={current ? 'white' : 'transparent'}
                      _hover={{ textDecoration: 'none', color: { base: 'teal.600', md: 'white' } }}
                    >
                      <NavLink to={item.to} aria-current={current ? 'page' : undefined}>
                        <Icon size={{ base: 'md', md: 'sm' }}><item.icon /></Icon>
                        <span>{t(`terminal:${item.label}`)}</span>
                      </NavLink>
                    </Link>
                  </Box>
                );
              })}
            </HStack>
          </Container>
        </Box>
      </Box>
      <Box as="main" flex="1">
        <Container maxW="4xl" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '6' }} pb={{ base: '24', md: '10' }}>
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}

/**
 * The reservation terminal's layout for variants 0 and 3 (spec §2 /layout): a sticky
 * header with the product title (`common:terminalTitle`, 预约终端 / Reservation
 * terminal), the message bell with the unread count (issue 4, links to /messages), the
 * language switch (CN / EN / TC, persisted by the runtime), the signed-in
 * user's name and a "Log out" button (`common:logout`: to the login page, or for a single
 * sign-on session to the CAS logout); the main navigation — Home,
 * Book, Quick, My bookings, Favourites, History, Credit, Quota — as a bottom tab bar on phones and a row under the header from the
 * `md` breakpoint; and the routed page (`<Outlet/>`) in a centred column.
 *
 * Admittance (issue 3): with terminal menus configured, the navigation shows the user's
 * shown terminal menu pages that the variant has a route for (known entries keep their
 * icon and translated label, others show the menu title), and a route outside the
 * user's terminal menus leads to /404 (see terminal-menus.ts).
 */
import { Box, Button, Container, Flex, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { LuCalendarCheck, LuCalendarPlus, LuHouse, LuLayoutGrid, LuLogOut, LuTicket, LuUser } from 'react-icons/lu';
import { LuGauge, LuHistory, LuShieldCheck, LuUsers, LuZap } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { LanguageSwitch, useLogout, useSession } from '../runtime';
import { MessageBell } from './message-bell';
import { normalizePath } from '../admin-shell/menu-tree';
import { terminalAdmits, terminalNavPages } from './terminal-menus';

/**
 * Height of the bottom tab bar on phones (Chakra size token). Bars fixed above it (the
 * slot picker's action bar) use it as their `bottom`.
 */
export const NAV_HEIGHT_MOBILE = '14';

/** One entry of the main navigation. */
interface NavItem {
  to: string;
  /** Key in the `terminal` namespace (or `ns:key` of another), or the menu's own (already translated) title. */
  label: {
    key: 'nav.home' | 'nav.book' | 'nav.my' | 'navPeople.favorites' | 'navPeople.history' | 'navCredit.credit' | 'navCredit.quota'
      | 'quick:nav.quick';
  } | { title: string };
  icon: IconType;
  /** Path prefix that marks the entry current. */
  match: string;
}

/** The main navigation of variants 0 and 3. */
const NAV: readonly NavItem[] = [
  { to: '/home', label: { key: 'nav.home' }, icon: LuHouse, match: '/home' },
  { to: '/appointment/gymnasium', label: { key: 'nav.book' }, icon: LuCalendarPlus, match: '/appointment' },
  // Issue 4, quick booking (its page links to period booking).
  { to: '/quick', label: { key: 'quick:nav.quick' }, icon: LuZap, match: '/quick' },
  { to: '/my', label: { key: 'nav.my' }, icon: LuTicket, match: '/my' },
  // Issue 4, people and history.
  { to: '/favorites', label: { key: 'navPeople.favorites' }, icon: LuUsers, match: '/favorites' },
  { to: '/history', label: { key: 'navPeople.history' }, icon: LuHistory, match: '/history' },
  // Issue 4, credit and quotas.
  { to: '/credit', label: { key: 'navCredit.credit' }, icon: LuShieldCheck, match: '/credit' },
  { to: '/quota', label: { key: 'navCredit.quota' }, icon: LuGauge, match: '/quota' },
];

/**
 * The navigation for the user's terminal menus (issue 3): {@link NAV} when none are
 * configured, else the admitted menu pages in menu order.
 */
function navItemsOf(pages: ReturnType<typeof terminalNavPages>): readonly NavItem[] {
  if (pages === null) return NAV;
  return pages.map((page) => {
    const path = normalizePath(page.path);
    return NAV.find((item) => item.match === path) ?? { to: path, label: { title: page.meta.title }, icon: LuLayoutGrid, match: path };
  });
}

/** Props of {@link TerminalShell}. */
export interface TerminalShellProps {
  /** Where "Log out" leads after the session is cleared. Default `/login`. */
  loginPath?: string;
  /**
   * The top paths of the variant's shell routes (`/home`, `/appointment`, …): menu
   * entries outside them are hidden (issue 3). Default: the paths of the built-in navigation.
   */
  knownPaths?: ReadonlySet<string>;
}

const DEFAULT_KNOWN_PATHS: ReadonlySet<string> = new Set(NAV.map((item) => item.match));

/** The terminal layout route element; renders the child route in its main area. */
export function TerminalShell({ loginPath = '/login', knownPaths = DEFAULT_KNOWN_PATHS }: TerminalShellProps) {
  const { t } = useTranslation(['terminal', 'common']);
  const { displayName: userName, user } = useSession();
  const onLogout = useLogout(loginPath);
  const { pathname } = useLocation();
  const nav = navItemsOf(terminalNavPages(user?.terminal, knownPaths));
  if (!terminalAdmits(user?.terminal, pathname)) return <Navigate to="/404" replace />;

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
              {nav.map((item) => {
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
                        <span>{'key' in item.label ? t(item.label.key.includes(':') ? item.label.key : `terminal:${item.label.key}`) : item.label.title}</span>
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

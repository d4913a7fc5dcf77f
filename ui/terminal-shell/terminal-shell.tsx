/**
 * The reservation terminal's layout for variants 0 and 3 (spec §2 /layout): a sticky
 * header with the product title (`common:terminalTitle`, 预约终端 / Reservation
 * terminal), the message bell with the unread count (links to /messages), the
 * language switch (CN / EN / TC, persisted by the runtime), the signed-in
 * user's name and a "Log out" button (`common:logout`: to the login page, or for a single
 * sign-on session to the CAS logout); the main navigation — Home,
 * Book, Quick, My bookings, Favourites, History, Credit, Quota (terminal-nav.tsx: a bottom
 * tab bar with "More" on phones, a row under the header from the `md` breakpoint); and
 * the routed page (`<Outlet/>`) in a centred column, a spinner while its code loads (page-loading.tsx).
 *
 * Admittance: with terminal menus configured, the navigation shows the user's
 * shown terminal menu pages that the variant has a route for (known entries keep their
 * icon and translated label, others show the menu title), and a route outside the
 * user's terminal menus leads to /404 (see terminal-menus.ts). Menu titles come localized from
 * the server, so the navigation reads the user's terminal menus through a query keyed by the
 * language (getLoginUser): switching the language reloads them; until then the session's copy
 * is shown.
 *
 * Variants (spec §1 `school`): `frame` gives the header title, colours and built-in
 * navigation of the variant's layout (frames.ts); with `noAccessPath` (variant 5), a user
 * whose terminal menus hold no page of the variant goes there instead of the page.
 */
import { Suspense } from 'react';
import { Box, Button, Container, Flex, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { LuCalendarCheck, LuLogOut, LuUser } from 'react-icons/lu';
import { getLoginUser } from '../../platform/contracts/auth.contract';
import { LanguageSwitch, useCall, useLogout, useSession } from '../runtime';
import { MessageBell } from './message-bell';
import { terminalAdmits, terminalNavPages } from './terminal-menus';
import { NAV_PATHS, TerminalNav } from './terminal-nav';
import { FRAMES, type TerminalFrame } from './frames';
import { PageLoading } from './page-loading';

/** Props of {@link TerminalShell}. */
export interface TerminalShellProps {
  /** Where "Log out" leads after the session is cleared. Default `/login`. */
  loginPath?: string;
  /**
   * The top paths of the variant's shell routes (`/home`, `/appointment`, …): menu
   * entries outside them are hidden. Default: the paths of the built-in navigation.
   */
  knownPaths?: ReadonlySet<string>;
  /** The variant's layout frame; default the frame of variants 0 and 3. */
  frame?: TerminalFrame;
  /** Where a user whose terminal menus hold none of `knownPaths` goes (variant 5: /no-access); default none. */
  noAccessPath?: string;
}

/** The terminal layout route element; renders the child route in its main area. */
export function TerminalShell({
  loginPath = '/login',
  knownPaths = NAV_PATHS,
  frame = FRAMES.v03,
  noAccessPath,
}: TerminalShellProps) {
  const { t } = useTranslation(['terminal', 'common']);
  const { displayName: userName, user } = useSession();
  const onLogout = useLogout(loginPath);
  const { pathname } = useLocation();
  // The menus in the current language (their titles), else the session's copy.
  const localized = useCall(getLoginUser, undefined, { staleTime: Infinity, enabled: !!user });
  const navPages = terminalNavPages(user ? (localized.data?.terminal ?? user.terminal) : undefined, knownPaths);
  if (noAccessPath && navPages?.length === 0) return <Navigate to={noAccessPath} replace />;
  if (!terminalAdmits(user?.terminal, pathname)) return <Navigate to="/404" replace />;

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bgGradient="to-r"
        gradientFrom={frame.gradient[0]}
        gradientTo={frame.gradient[1]}
        data-frame={frame.titleKey}
        color="white"
        shadow="md"
      >
        <Container maxW="4xl" px={{ base: '4', md: '6' }}>
          <HStack h="14" justify="space-between" gap="3">
            <Link
              asChild
              color="white"
              fontWeight="bold"
              fontSize={{ base: 'md', md: 'lg' }}
              _hover={{ textDecoration: 'none', opacity: 0.9 }}
            >
              <RouterLink to="/home">
                <Icon size="lg">
                  <LuCalendarCheck />
                </Icon>
                <span data-testid="product-title">{t(frame.titleKey)}</span>
              </RouterLink>
            </Link>
            <HStack gap={{ base: '1', md: '3' }}>
              <MessageBell />
              <Box color="fg" bg="bg" borderRadius="md">
                <LanguageSwitch />
              </Box>
              {userName ? (
                <HStack
                  gap="1.5"
                  display={{ base: 'none', sm: 'flex' }}
                  title={t('terminal:signedInAs', { name: userName })}
                >
                  <Icon>
                    <LuUser />
                  </Icon>
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
        <TerminalNav pages={navPages} pathname={pathname} items={frame.nav} rowTabs={frame.rowTabs} />
      </Box>
      <Box as="main" flex="1">
        <Container maxW="4xl" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '6' }} pb={{ base: '24', md: '10' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </Flex>
  );
}

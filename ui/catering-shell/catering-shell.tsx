/**
 * The catering admin app's frame (spec §2 "Catering admin app", /layout): a header with
 * the product name, the language dropdown (CN, EN, TC) and the user dropdown (change
 * password, log out) — the back office's own components —, the side menu built from the
 * user's front-desk menu tree (the back office's SideMenu), and the page (`<Outlet/>`).
 *
 * Admittance (spec §4, {@link cateringAdmittance}): a page opens only when the user's
 * menus hold it, anything else goes to /404; /blank ("nothing to show yet") opens inside
 * the frame. {@link CateringHomeRedirect} sends `/` to the first permitted page, or to
 * /blank when there is none, or to the login page when signed out.
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Center, Flex, Heading, Icon, Spinner, Text, VStack } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuUtensilsCrossed, LuLayoutGrid } from 'react-icons/lu';
import { LanguageMenu, SideMenu, UserMenu, findMenuTrail, firstPagePath, normalizePath } from '../admin-shell';
import { useLang, useLogout, useSession } from '../runtime';
import { BLANK_PATH, cateringAdmittance, useCateringMenus } from './catering-menus';

/** Props of {@link CateringShell}. */
export interface CateringShellProps {
  /** Paths of the pages this app declares (menu entries outside it are hidden). */
  knownPaths: ReadonlySet<string>;
  /** Renders the change-password dialog (features/account's); the shell only opens and closes it. */
  renderChangePassword?: (props: { open: boolean; onClose: () => void }) => ReactNode;
  /** Where 'log out' leads (router path), default `/login`. */
  loginPath?: string;
}

function Loading() {
  return (
    <Center py="20" minH="40">
      <Spinner size="lg" color="teal.500" />
    </Center>
  );
}

/** The frame of every page of the catering app; see the module comment. */
export function CateringShell({ knownPaths, renderChangePassword, loginPath = '/login' }: CateringShellProps) {
  const { t } = useTranslation(['cateringApp']);
  const { user } = useSession();
  const { lang, setLang } = useLang();
  const logout = useLogout(loginPath);
  const location = useLocation();
  const { menus } = useCateringMenus(knownPaths);
  const [refreshKey, setRefreshKey] = useState(0);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const path = normalizePath(location.pathname);
  const decision = cateringAdmittance(path, menus);
  const trail = useMemo(() => findMenuTrail(menus ?? [], path), [menus, path]);
  const pageTitle = trail.at(-1)?.meta.title;

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${t('title')}` : t('title');
  }, [pageTitle, t]);

  if (!user) return <Loading />;
  if (decision === 'notFound') return <Navigate to="/404" replace />;
  const userName = user.nickName || user.name || user.account;

  return (
    <Flex h="100vh" direction="column" overflow="hidden" bg="bg.muted">
      <Flex
        as="header"
        h="14"
        flexShrink={0}
        align="center"
        gap="3"
        px="4"
        bg="gray.900"
        color="white"
        data-testid="catering-header"
      >
        <Center boxSize="8" rounded="lg" bgGradient="to-br" gradientFrom="teal.400" gradientTo="teal.600">
          <Icon as={LuUtensilsCrossed} boxSize="4.5" />
        </Center>
        <Text as="span" flex="1" minW="0" truncate fontWeight="semibold" textStyle="md" data-testid="catering-title">
          {t('title')}
        </Text>
        <Flex gap="1" bg="bg" color="fg" rounded="md" px="1">
          <LanguageMenu lang={lang} onLangChange={setLang} />
          <UserMenu
            userName={userName}
            account={user.account}
            avatar={user.avatar}
            onChangePassword={() => setPasswordOpen(true)}
            onLogout={() => void logout()}
          />
        </Flex>
      </Flex>
      <Flex flex="1" minH="0">
        <Box as="aside" w="60" flexShrink={0} bg="gray.800" color="white" overflowY="auto" aria-label={t('menu')}>
          {menus ? (
            <SideMenu
              menus={menus}
              activePath={path}
              collapsed={false}
              onExpand={() => undefined}
              onRefresh={() => setRefreshKey((k) => k + 1)}
            />
          ) : null}
        </Box>
        <Box as="main" flex="1" minW="0" overflow="auto" px={{ base: '4', md: '6' }} py="5">
          {decision === 'open' ? (
            <Suspense fallback={<Loading />}>
              <Outlet key={`${path}#${refreshKey}`} />
            </Suspense>
          ) : (
            <Loading />
          )}
        </Box>
      </Flex>
      {renderChangePassword
        ? renderChangePassword({ open: passwordOpen, onClose: () => setPasswordOpen(false) })
        : null}
    </Flex>
  );
}

/** /blank inside the frame: "nothing to show yet", for a user without any page of the app (spec §2). */
export function CateringBlankPage() {
  const { t } = useTranslation('cateringApp');
  return (
    <Center py="16">
      <VStack
        gap="3"
        textAlign="center"
        maxW="md"
        bg="bg"
        p="10"
        rounded="2xl"
        borderWidth="1px"
        borderColor="border.muted"
        data-testid="catering-blank"
      >
        <Icon as={LuLayoutGrid} boxSize="10" color="teal.500" />
        <Heading as="h1" size="lg">
          {t('blankTitle')}
        </Heading>
        <Text color="fg.muted">{t('blankDescription')}</Text>
      </VStack>
    </Center>
  );
}

/** Props of {@link CateringHomeRedirect}. */
export interface CateringHomeRedirectProps {
  knownPaths: ReadonlySet<string>;
  loginPath?: string;
}

/**
 * `/`: the login page when signed out; once signed in, the first page of the user's menus
 * (spec §4 "after login the first permitted route opens"), or /blank without any.
 */
export function CateringHomeRedirect({ knownPaths, loginPath = '/login' }: CateringHomeRedirectProps) {
  const { isSignedIn, status } = useSession();
  const { menus } = useCateringMenus(knownPaths);
  if (status === 'signedOut') return <Navigate to={loginPath} replace />;
  if (isSignedIn && menus) return <Navigate to={firstPagePath(menus) ?? BLANK_PATH} replace />;
  return (
    <Center minH="100vh">
      <Spinner size="lg" color="teal.500" />
    </Center>
  );
}

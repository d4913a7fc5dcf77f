/**
 * AdminShell: the frame of every back-office page (spec §2 "Back office shell"): the
 * collapsible side menu from the user's menu tree, application tabs, language and user
 * dropdowns, breadcrumbs, and the page (an `<Outlet/>`). It also enforces admittance
 * (spec §4): a route whose path is not a page of the user's menus goes to /404.
 * Page caching is off: each navigation mounts the page afresh, and selecting the
 * current menu item again remounts it.
 * Menu titles and application names come localized from the server, so the shell reads
 * the user through a query keyed by the language (getLoginUser): switching the language
 * reloads them (spec §2 language dropdown); until then the session's copy is shown.
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Center, Flex, Icon, Spinner, Text } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuCalendarRange } from 'react-icons/lu';
import { getLoginUser, type LoginUser, type MenuNode } from '../../platform/contracts/auth.contract';
import { useCall, useLang, useSession } from '../runtime';
import {
  activeAppCode, findMenuTrail, firstPagePath, isAdmitted, normalizePath, pruneMenus, visibleApps,
} from './menu-tree';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { Breadcrumbs } from './breadcrumbs';

/** Props of {@link AdminShell}. */
export interface AdminShellProps {
  /** Paths of the routes this app declares (menu pages outside it are hidden). */
  knownPaths: ReadonlySet<string>;
  /**
   * Renders the change-password dialog (features/account's ChangePasswordDialog); the
   * shell only opens and closes it.
   */
  renderChangePassword?: (props: { open: boolean; onClose: () => void }) => ReactNode;
  /** Where 'reservation terminal' goes (outside the `/admin` basename). Default `/`. */
  terminalUrl?: string;
}

const COLLAPSED_KEY = 'admin.menuCollapsed';

/**
 * The menus to show for application tab `appCode`. For now the server sends the menus
 * of the active application only, so other tabs show none; the app-tabs machine of a
 * later issue reloads menus per application (spec §4 "Application tabs").
 */
export function menusForApp(user: Pick<LoginUser, 'apps' | 'menus'>, appCode: string | null): MenuNode[] {
  return appCode === activeAppCode(user.apps) ? user.menus : [];
}

/** The back-office frame; renders the matched page route in its content area. */
export function AdminShell({ knownPaths, renderChangePassword, terminalUrl = '/' }: AdminShellProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { user: sessionUser, logout } = useSession();
  const { lang, setLang } = useLang();
  // The user in the current language (menus, apps); refetched when the language changes.
  const localized = useCall(getLoginUser, undefined, { staleTime: Infinity, enabled: !!sessionUser });
  const user = sessionUser ? (localized.data ?? sessionUser) : null;
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(() => readCollapsed());
  const [refreshKey, setRefreshKey] = useState(0);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [selectedApp, setSelectedApp] = useState<string | null>(() => (user ? activeAppCode(user.apps) : null));

  const allMenus = useMemo(() => (user ? pruneMenus(user.menus, knownPaths) : []), [user, knownPaths]);
  const shownMenus = useMemo(
    () => (user ? pruneMenus(menusForApp(user, selectedApp), knownPaths) : []),
    [user, selectedApp, knownPaths],
  );
  const path = normalizePath(location.pathname);
  const trail = useMemo(() => findMenuTrail(allMenus, path), [allMenus, path]);
  const homePath = firstPagePath(allMenus) ?? '/';
  const pageTitle = trail.at(-1)?.meta.title;

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${t('common:adminTitle')}` : t('common:adminTitle');
  }, [pageTitle, t]);

  if (!user) {
    return <Center minH="100vh"><Spinner size="lg" color="blue.500" /></Center>;
  }
  if (!isAdmitted(allMenus, path)) {
    return <Navigate to="/404" replace />;
  }

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      try { localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1'); } catch { /* storage unavailable */ }
      return !c;
    });
  };
  const shownApps = visibleApps(user.apps);

  return (
    <Flex h="100vh" overflow="hidden" bg="bg.muted">
      <Flex
        as="aside"
        direction="column"
        w={collapsed ? '16' : '64'}
        flexShrink={0}
        bg="gray.900"
        color="white"
        transition="width 0.2s ease"
        overflow="hidden"
        data-collapsed={collapsed ? '' : undefined}
      >
        <Flex h="14" align="center" gap="2.5" px={collapsed ? '0' : '5'} justify={collapsed ? 'center' : 'flex-start'} borderBottomWidth="1px" borderColor="whiteAlpha.100" flexShrink={0}>
          <Center boxSize="8" rounded="lg" bgGradient="to-br" gradientFrom="blue.400" gradientTo="blue.600" flexShrink={0}>
            <Icon as={LuCalendarRange} boxSize="4.5" />
          </Center>
          {!collapsed ? (
            <Text fontWeight="semibold" textStyle="md" lineHeight="1.25" lineClamp={2} data-testid="admin-title">{t('common:adminTitle')}</Text>
          ) : null}
        </Flex>
        <Box flex="1" overflowY="auto" overflowX="hidden" css={{ scrollbarWidth: 'thin' }}>
          <SideMenu
            menus={shownMenus}
            activePath={path}
            collapsed={collapsed}
            onExpand={() => setCollapsed(false)}
            onRefresh={() => setRefreshKey((k) => k + 1)}
          />
        </Box>
      </Flex>

      <Flex direction="column" flex="1" minW="0">
        <TopBar
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          apps={shownApps}
          activeApp={selectedApp}
          onSelectApp={setSelectedApp}
          lang={lang}
          onLangChange={setLang}
          userName={user.nickName || user.name || user.account}
          account={user.account}
          avatar={user.avatar}
          onOpenTerminal={() => window.location.assign(terminalUrl)}
          onChangePassword={() => setPasswordOpen(true)}
          onLogout={() => {
            void Promise.resolve(logout()).finally(() => navigate('/login', { replace: true }));
          }}
        />
        <Flex h="10" flexShrink={0} align="center" px="6" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
          <Breadcrumbs trail={trail} homePath={homePath} />
        </Flex>
        <Box as="main" flex="1" overflow="auto" px={{ base: '4', md: '6' }} py="5">
          <Suspense fallback={<Center py="20"><Spinner color="blue.500" /></Center>}>
            <Outlet key={`${path}#${refreshKey}`} />
          </Suspense>
        </Box>
      </Flex>
      {renderChangePassword ? renderChangePassword({ open: passwordOpen, onClose: () => setPasswordOpen(false) }) : null}
    </Flex>
  );
}

function readCollapsed(): boolean {
  try { return localStorage.getItem(COLLAPSED_KEY) === '1'; } catch { return false; }
}

/**
 * AdminShell: the frame of every back-office page (spec §2 "Back office shell"): the
 * collapsible side menu from the user's menu tree, application tabs, language and user
 * dropdowns, breadcrumbs, and the page (an `<Outlet/>`).
 *
 * Admittance (spec §4), decided against the menu tree of the ACTIVE application (the
 * server sends that one; see {@link admittance}):
 * - a page of that tree opens, and so does a hidden page of that application (GET
 *   /system/app/list names each application's page paths, hidden ones included);
 * - a page of another of the user's applications switches to that application, then opens;
 * - right after the user chose a tab, its first page opens (or /blank without any);
 * - anything else, and any URL while a failed switch is shown, goes to /404.
 * Menu entries without a route of this app are hidden (pruneMenus).
 *
 * Application tabs run the app-tabs machine (useAppTabs). Page caching is off: each
 * navigation mounts the page afresh, and selecting the current menu item again remounts
 * it and refetches its queries. The `venueAllocation` entry shows the allocation badge.
 * Menu titles and application names come localized from the server, so the shell reads
 * the user through a query keyed by the language (getLoginUser): switching the language
 * reloads them (spec §2 language dropdown); until then the session's copy is shown.
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Center, Flex, Icon, Spinner, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuCalendarRange } from 'react-icons/lu';
import { getLoginUser, systemConfig, type LoginUser } from '../../platform/contracts/auth.contract';
import { appList, progressCount, type ShellApp } from '../../platform/contracts/shell.contract';
import type { AppTabsView } from '../../machines/app-tabs.connect';
import { useCall, useLang, useLogout, useSession } from '../runtime';
import {
  activeAppCode,
  findMenuTrail,
  firstPagePath,
  isAdmitted,
  menuPages,
  normalizePath,
  pruneMenus,
  visibleApps,
} from './menu-tree';
import { SideMenu } from './side-menu';
import { ADMIN_MAIN_ID, TopBar } from './top-bar';
import { Breadcrumbs } from './breadcrumbs';
import { useAppTabs } from './use-app-tabs';
import { useAllocationBadge, VENUE_ALLOCATION_MENU } from './allocation-badge';

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
 * The signed-in user as the back office shows it: the copy of the current language
 * (getLoginUser, refetched when the language changes and after a tab switch), else the
 * session's copy; `null` when signed out. The first page after login comes from it.
 */
export function useShellUser(): LoginUser | null {
  const { user: sessionUser } = useSession();
  const localized = useCall(getLoginUser, undefined, { staleTime: Infinity, enabled: !!sessionUser });
  return sessionUser ? (localized.data ?? sessionUser) : null;
}

/** The tabs as {@link admittance} reads them. */
export type TabsState = Pick<AppTabsView, 'activeApp' | 'isSwitching' | 'isFailed' | 'needsFirstPage'>;

/** What the shell does with the URL, see {@link admittance}. */
export type Admittance =
  | { kind: 'open' }
  | { kind: 'wait' }
  | { kind: 'firstPage'; path: string }
  | { kind: 'switch'; app: string }
  | { kind: 'notFound' };

/**
 * The admittance decision (spec §4) for `path`, given the pruned `menus` of the user's
 * active application `menusApp`, the tabs, this app's `knownPaths` and the user's
 * applications (`apps`, `undefined` while loading; only needed when the path is not in
 * `menus`): `open` the page, `wait` (a switch running, or the chosen tab's user still
 * loading), open the `firstPage` after a tab was chosen (`/blank` when it has none),
 * `switch` to the application holding the page, or `notFound` (/404).
 * While a switch runs the page open stays open.
 */
export function admittance(
  path: string,
  menus: Parameters<typeof isAdmitted>[0],
  menusApp: string | null,
  tabs: TabsState,
  knownPaths: ReadonlySet<string>,
  apps: readonly ShellApp[] | undefined,
): Admittance {
  const admitted = isAdmitted(menus, path);
  if (tabs.isSwitching) return admitted ? { kind: 'open' } : { kind: 'wait' };
  if (menusApp !== tabs.activeApp) return { kind: 'wait' };
  if (admitted) return { kind: 'open' };
  if (tabs.needsFirstPage) return { kind: 'firstPage', path: firstPagePath(menus) ?? '/blank' };
  if (tabs.isFailed || !knownPaths.has(path)) return { kind: 'notFound' };
  if (!apps) return { kind: 'wait' };
  // A hidden page of the active application (reached from another page, not in the side menu).
  if (apps.some((a) => a.code === tabs.activeApp && a.paths.includes(path))) return { kind: 'open' };
  const holder = apps.find((a) => a.code !== tabs.activeApp && a.paths.includes(path));
  return holder ? { kind: 'switch', app: holder.code } : { kind: 'notFound' };
}

/** Query keys the shell itself owns; a page refresh refetches every other query. */
const SHELL_QUERIES = new Set<unknown>([getLoginUser.path, systemConfig.path, appList.path, progressCount.path]);

/** The back-office frame; renders the matched page route in its content area. */
export function AdminShell(props: AdminShellProps) {
  const user = useShellUser();
  if (!user) {
    return (
      <Center minH="100vh">
        <Spinner size="lg" color="blue.500" />
      </Center>
    );
  }
  return <ShellFrame {...props} user={user} />;
}

function ShellFrame({
  knownPaths,
  renderChangePassword,
  terminalUrl = '/',
  user,
}: AdminShellProps & { user: LoginUser }) {
  const { t } = useTranslation(['admin', 'common']);
  const logout = useLogout('/login');
  const { lang, setLang } = useLang();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [collapsed, setCollapsed] = useState(() => readCollapsed());
  const [refreshKey, setRefreshKey] = useState(0);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const path = normalizePath(location.pathname);
  const menusApp = activeAppCode(user.apps);
  const tabs = useAppTabs(menusApp, path);

  const menus = useMemo(() => pruneMenus(user.menus, knownPaths), [user, knownPaths]);
  const undecided = admittance(path, menus, menusApp, tabs, knownPaths, undefined);
  // Only a page that may be held by another application needs the application list.
  const lookUp = undecided.kind === 'wait' && !tabs.isSwitching && menusApp === tabs.activeApp;
  const apps = useCall(appList, undefined, { enabled: lookUp, staleTime: 0 });
  const decision = apps.data ? admittance(path, menus, menusApp, tabs, knownPaths, apps.data) : undecided;
  const trail = useMemo(() => findMenuTrail(menus, path), [menus, path]);
  const homePath = firstPagePath(menus) ?? '/';
  const pageTitle = trail.at(-1)?.meta.title;
  const allocationShown = menuPages(menus).some((m) => m.name === VENUE_ALLOCATION_MENU);
  const allocationCount = useAllocationBadge(user, allocationShown);

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${t('common:adminTitle')}` : t('common:adminTitle');
  }, [pageTitle, t]);

  const { activeMenu, isSwitching, selectMenu, openPage } = tabs;
  const opened = decision.kind === 'open' && !isSwitching;
  useEffect(() => {
    if (opened && activeMenu !== path) selectMenu(path);
  }, [opened, activeMenu, path, selectMenu]);
  const switchTo = decision.kind === 'switch' ? decision.app : null;
  useEffect(() => {
    if (switchTo) openPage(switchTo, path);
  }, [switchTo, path, openPage]);

  if (decision.kind === 'notFound' || (lookUp && apps.isError)) {
    return <Navigate to="/404" replace />;
  }
  if (decision.kind === 'firstPage') {
    return <Navigate to={decision.path} replace />;
  }

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {
        /* storage unavailable */
      }
      return !c;
    });
  };
  const shownApps = visibleApps(user.apps);
  const refreshPage = () => {
    // Marked stale only: the remounted page fetches them once.
    void queryClient.invalidateQueries({ predicate: (q) => !SHELL_QUERIES.has(q.queryKey[0]), refetchType: 'none' });
    setRefreshKey((k) => k + 1);
  };

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
        <Flex
          h="14"
          align="center"
          gap="2.5"
          px={collapsed ? '0' : '5'}
          justify={collapsed ? 'center' : 'flex-start'}
          borderBottomWidth="1px"
          borderColor="whiteAlpha.100"
          flexShrink={0}
        >
          <Center
            boxSize="8"
            rounded="lg"
            bgGradient="to-br"
            gradientFrom="blue.400"
            gradientTo="blue.600"
            flexShrink={0}
          >
            <Icon as={LuCalendarRange} boxSize="4.5" />
          </Center>
          {!collapsed ? (
            <Text fontWeight="semibold" textStyle="md" lineHeight="1.25" lineClamp={2} data-testid="admin-title">
              {t('common:adminTitle')}
            </Text>
          ) : null}
        </Flex>
        <Box flex="1" overflowY="auto" overflowX="hidden" css={{ scrollbarWidth: 'thin' }}>
          <SideMenu
            menus={menus}
            activePath={path}
            collapsed={collapsed}
            onExpand={() => setCollapsed(false)}
            onRefresh={refreshPage}
            badges={allocationCount ? { [VENUE_ALLOCATION_MENU]: allocationCount } : undefined}
          />
        </Box>
      </Flex>

      <Flex direction="column" flex="1" minW="0">
        <TopBar
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          apps={shownApps}
          activeApp={tabs.activeApp}
          onSelectApp={tabs.selectTab}
          switching={tabs.isSwitching}
          lang={lang}
          onLangChange={setLang}
          userName={user.nickName || user.name || user.account}
          account={user.account}
          avatar={user.avatar}
          onOpenTerminal={() => window.location.assign(terminalUrl)}
          onChangePassword={() => setPasswordOpen(true)}
          onLogout={() => void logout()}
        />
        <Flex h="10" flexShrink={0} align="center" px="6" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
          <Breadcrumbs trail={trail} homePath={homePath} />
        </Flex>
        <Box as="main" id={ADMIN_MAIN_ID} flex="1" overflow="auto" px={{ base: '4', md: '6' }} py="5">
          {decision.kind === 'open' ? (
            <Suspense
              fallback={
                <Center py="20">
                  <Spinner color="blue.500" />
                </Center>
              }
            >
              <Outlet key={`${path}#${refreshKey}`} />
            </Suspense>
          ) : (
            <Center py="20">
              <Spinner color="blue.500" />
            </Center>
          )}
        </Box>
      </Flex>
      {renderChangePassword
        ? renderChangePassword({ open: passwordOpen, onClose: () => setPasswordOpen(false) })
        : null}
    </Flex>
  );
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

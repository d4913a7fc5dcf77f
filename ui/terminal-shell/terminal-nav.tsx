/**
 * The terminal's main navigation (spec §2 /layout; admittance): a row under the
 * header from the `md` breakpoint, a bottom tab bar on phones. A phone shows at most
 * {@link MOBILE_TABS} entries; the rest go into a "More" menu (the last tab), so eight
 * entries never squeeze below a readable width. The row wraps, unless the variant's frame
 * limits it (`rowTabs`: the conference centre's many pages — meetings, catering, vouchers,
 * settlements, approvals — would fill three lines); past the limit a "More" entry holds the rest.
 *
 * Entries: the built-in {@link NAV} when no terminal menus are configured, else the
 * user's shown terminal menu pages that the variant has a route for, in menu order
 * (known paths keep their icon and translated label, others show the menu's title).
 */
import { Box, Container, HStack, Icon, Link, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NavLink, useNavigate } from 'react-router';
import {
  LuCalendarPlus,
  LuEllipsis,
  LuGauge,
  LuHistory,
  LuHouse,
  LuLayoutGrid,
  LuShieldCheck,
  LuTicket,
  LuUsers,
  LuZap,
} from 'react-icons/lu';
import type { IconType } from 'react-icons';
import type { MenuNode } from '../../platform/contracts/auth.contract';
import { normalizePath } from '../admin-shell/menu-tree';

/**
 * Height of the bottom tab bar on phones (Chakra size token). Bars fixed above it (the
 * slot picker's action bar) use it as their `bottom`.
 */
export const NAV_HEIGHT_MOBILE = '14';

/** Tabs a phone's bottom bar shows before the rest move into "More". */
export const MOBILE_TABS = 5;

/** How many of `count` entries a bar of `tabs` places shows itself: all, or all but the "More" place. */
function shownOf(count: number, tabs: number): number {
  return count > tabs ? tabs - 1 : count;
}

/** One entry of the main navigation. */
export interface NavItem {
  to: string;
  /** Key in the `terminal` namespace (or `ns:key` of another), or the menu's own (already translated) title. */
  label: { key: string } | { title: string };
  icon: IconType;
  /** Path prefix that marks the entry current. */
  match: string;
}

/** The main navigation of variants 0 and 3. */
export const NAV: readonly NavItem[] = [
  { to: '/home', label: { key: 'nav.home' }, icon: LuHouse, match: '/home' },
  { to: '/appointment/gymnasium', label: { key: 'nav.book' }, icon: LuCalendarPlus, match: '/appointment' },
  // Quick booking (its page links to period booking).
  { to: '/quick', label: { key: 'quick:nav.quick' }, icon: LuZap, match: '/quick' },
  { to: '/my', label: { key: 'nav.my' }, icon: LuTicket, match: '/my' },
  // People and history.
  { to: '/favorites', label: { key: 'navPeople.favorites' }, icon: LuUsers, match: '/favorites' },
  { to: '/history', label: { key: 'navPeople.history' }, icon: LuHistory, match: '/history' },
  // Credit and quotas.
  { to: '/credit', label: { key: 'navCredit.credit' }, icon: LuShieldCheck, match: '/credit' },
  { to: '/quota', label: { key: 'navCredit.quota' }, icon: LuGauge, match: '/quota' },
];

/** The paths of the built-in navigation (what a shell knows without a route table). */
export const NAV_PATHS: ReadonlySet<string> = new Set(NAV.map((item) => item.match));

/**
 * The entries for the user's shown terminal menu pages, or the variant's built-in ones
 * (`builtIn`) when `pages` is null.
 */
function navItemsOf(pages: readonly MenuNode[] | null, builtIn: readonly NavItem[]): readonly NavItem[] {
  if (pages === null) return builtIn;
  return pages.map((page) => {
    const path = normalizePath(page.path);
    return (
      builtIn.find((item) => item.match === path) ?? {
        to: path,
        label: { title: page.meta.title },
        icon: LuLayoutGrid,
        match: path,
      }
    );
  });
}

/** The label of a navigation entry: its key translated (`terminal` unless `ns:key`), or the menu's own title. */
export function navItemLabel(t: TFunction, item: NavItem): string {
  if ('title' in item.label) return item.label.title;
  const { key } = item.label;
  return t(key.includes(':') ? key : `terminal:${key}`);
}

/** Whether `item` is the current entry for `pathname`. */
function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}

/** Props of {@link TerminalNav}. */
export interface TerminalNavProps {
  /**
   * The user's admitted terminal menu pages (terminal-menus.ts `terminalNavPages`), or null for the built-in entries.
   */
  pages: readonly MenuNode[] | null;
  pathname: string;
  /** The variant's built-in entries (labels and icons of known paths); default {@link NAV} (variants 0 and 3). */
  items?: readonly NavItem[];
  /** Entries the row under the header (from `md`) shows before the rest move into "More"; default all (it wraps). */
  rowTabs?: number;
}

/** The navigation bar; see the module comment. */
export function TerminalNav({ pages, pathname, items: builtIn = NAV, rowTabs = Infinity }: TerminalNavProps) {
  const { t } = useTranslation('terminal');
  const items = navItemsOf(pages, builtIn);
  const labelOf = (item: NavItem) => navItemLabel(t, item);
  // With more entries than places, the last place is "More": it takes the place of one entry.
  const shownOnPhone = shownOf(items.length, MOBILE_TABS);
  const shownOnDesktop = shownOf(items.length, rowTabs);
  const displayOf = (index: number) => ({
    base: index < shownOnPhone ? 'block' : 'none',
    md: index < shownOnDesktop ? 'block' : 'none',
  });

  return (
    <Box
      as="nav"
      aria-label={t('nav.label')}
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
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
        >
          {items.map((item, index) => {
            const current = isCurrent(item, pathname);
            return (
              <Box as="li" key={item.to} flex={{ base: '1', md: 'none' }} minW="0" h="full" display={displayOf(index)}>
                <Link
                  asChild
                  display="flex"
                  flexDirection={{ base: 'column', md: 'row' }}
                  alignItems="center"
                  justifyContent="center"
                  h="full"
                  gap={{ base: '0.5', md: '2' }}
                  py={{ base: '2', md: '2.5' }}
                  px={{ base: '1', md: '4' }}
                  fontSize={{ base: 'xs', md: 'sm' }}
                  fontWeight={current ? 'semibold' : 'medium'}
                  color={{ base: current ? 'teal.700' : 'fg.muted', md: current ? 'white' : 'whiteAlpha.800' }}
                  borderBottomWidth={{ base: '0', md: '3px' }}
                  borderBottomColor={current ? 'white' : 'transparent'}
                  _hover={{ textDecoration: 'none', color: { base: 'teal.700', md: 'white' } }}
                >
                  <NavLink to={item.to} aria-current={current ? 'page' : undefined}>
                    <Icon size={{ base: 'md', md: 'sm' }}>
                      <item.icon />
                    </Icon>
                    <Box as="span" truncate maxW="full">
                      {labelOf(item)}
                    </Box>
                  </NavLink>
                </Link>
              </Box>
            );
          })}
          {shownOnPhone < items.length ? (
            <MoreMenu
              items={items.slice(shownOnPhone)}
              pathname={pathname}
              display={{ base: 'block', md: 'none' }}
              placement="top-end"
              testId="nav-more"
            />
          ) : null}
          {shownOnDesktop < items.length ? (
            <MoreMenu
              items={items.slice(shownOnDesktop)}
              pathname={pathname}
              display={{ base: 'none', md: 'block' }}
              placement="bottom-end"
              testId="nav-more-row"
            />
          ) : null}
        </HStack>
      </Container>
    </Box>
  );
}

/** Props of {@link MoreMenu}. */
interface MoreMenuProps {
  /** The entries past the bar's places. */
  items: readonly NavItem[];
  pathname: string;
  /** At which breakpoints this "More" shows (the phone's tab and the row's entry are two menus). */
  display: { base: string; md: string };
  /** Where the menu opens: above the phone's bottom bar, below the row. */
  placement: 'top-end' | 'bottom-end';
  testId: string;
}

/** The "More" entry of the navigation: a menu of the entries the bar has no place for. */
function MoreMenu({ items, pathname, display, placement, testId }: MoreMenuProps) {
  const { t } = useTranslation('terminal');
  const navigate = useNavigate();
  const current = items.some((item) => isCurrent(item, pathname));
  return (
    <Box as="li" flex={{ base: '1', md: 'none' }} minW="0" h="full" display={display}>
      <Menu.Root positioning={{ placement }} onSelect={(e) => navigate(e.value)}>
        <Menu.Trigger asChild>
          <Box
            as="button"
            display="flex"
            flexDirection={{ base: 'column', md: 'row' }}
            alignItems="center"
            justifyContent="center"
            w="full"
            h="full"
            gap={{ base: '0.5', md: '2' }}
            py={{ base: '2', md: '2.5' }}
            px={{ base: '1', md: '4' }}
            fontSize={{ base: 'xs', md: 'sm' }}
            cursor="pointer"
            fontWeight={current ? 'semibold' : 'medium'}
            color={{ base: current ? 'teal.700' : 'fg.muted', md: current ? 'white' : 'whiteAlpha.800' }}
            borderBottomWidth={{ base: '0', md: '3px' }}
            borderBottomColor={current ? 'white' : 'transparent'}
            data-testid={testId}
          >
            <Icon size={{ base: 'md', md: 'sm' }}>
              <LuEllipsis />
            </Icon>
            <span>{t('nav.more')}</span>
          </Box>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              {items.map((item) => (
                <Menu.Item key={item.to} value={item.to} fontWeight={isCurrent(item, pathname) ? 'semibold' : 'normal'}>
                  <Icon>
                    <item.icon />
                  </Icon>
                  {navItemLabel(t, item)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}

/**
 * SideMenu: the collapsible side menu of the back office (spec §2), built from the
 * user's (pruned) menu tree: folders (type 0) expand, pages (type 1) navigate,
 * `meta.target '_blank'` entries open `meta.link` in a new window (a link with
 * `target="_blank" rel="noopener noreferrer"`), selecting the current page again asks
 * the shell to refresh it, and entries named in `badges` show a count (the
 * venue-allocation badge, spec §2).
 */
import { useEffect, useState } from 'react';
import { Badge, Box, Collapsible, Flex, Icon, Text, Tooltip, Portal, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuChevronDown, LuExternalLink } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../platform/contracts/auth.contract';
import { findMenuTrail, isExternal, isFolder, normalizePath } from './menu-tree';
import { menuIcon } from './menu-icon';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The menu tree to show (already pruned to known routes). */
  menus: MenuNode[];
  /** The current route path, e.g. `/reserveManage`. */
  activePath: string;
  /** Icons only (folders open the full menu when clicked). */
  collapsed: boolean;
  /** Asks the shell to leave the collapsed mode (a folder icon was clicked). */
  onExpand: () => void;
  /** Selecting the page that is already open: the shell remounts it. */
  onRefresh: () => void;
  /** Counts shown on entries, by menu `name` (e.g. `{ venueAllocation: 3 }`); 0 or absent shows none. */
  badges?: Readonly<Record<string, number>>;
}

const ItemLink = chakra(RouterLink);

/** The side navigation (a `nav` landmark with a tree of links). */
export function SideMenu({ menus, activePath, collapsed, onExpand, onRefresh, badges }: SideMenuProps) {
  const { t } = useTranslation('admin');
  const trailIds = findMenuTrail(menus, activePath).map((n) => n.id);
  const [open, setOpen] = useState<Set<number>>(() => new Set(trailIds));

  // Open the folders of the active page whenever it changes.
  const trailKey = trailIds.join('/');
  useEffect(() => {
    if (trailIds.length > 0) setOpen((prev) => new Set([...prev, ...trailIds]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trailKey]);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (menus.length === 0) {
    return collapsed ? null : (
      <Text px="5" py="4" textStyle="sm" color="whiteAlpha.600" data-testid="no-menus">
        {t('noMenus')}
      </Text>
    );
  }

  const renderNode = (node: MenuNode, depth: number) => {
    const IconC = menuIcon(node);
    const pad = collapsed ? '0' : `${1 + depth * 1}rem`;
    const common = {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      w: 'full',
      h: '10',
      pl: pad,
      pr: collapsed ? '0' : '3',
      justifyContent: collapsed ? 'center' : 'flex-start',
      rounded: 'md',
      textStyle: 'sm',
      color: 'whiteAlpha.800',
      transition: 'background 0.15s, color 0.15s',
      _hover: { bg: 'whiteAlpha.100', color: 'white' },
      _focusVisible: { outline: '2px solid', outlineColor: 'blue.300', outlineOffset: '-2px' },
    } as const;
    const label = (
      <Text as="span" truncate flex="1" textAlign="start" display={collapsed ? 'none' : 'block'}>
        {node.meta.title}
      </Text>
    );
    const withTip = (el: React.ReactElement) =>
      collapsed ? (
        <Tooltip.Root key={node.id} positioning={{ placement: 'right' }} openDelay={150}>
          <Tooltip.Trigger asChild>{el}</Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{node.meta.title}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ) : (
        el
      );

    if (isExternal(node)) {
      return (
        <Box as="li" key={node.id} listStyleType="none">
          {withTip(
            <chakra.a
              href={node.meta.link ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              title={t('opensInNewWindow')}
              {...common}
            >
              <Icon as={IconC} boxSize="4" flexShrink={0} />
              {label}
              {!collapsed ? <Icon as={LuExternalLink} boxSize="3" opacity={0.6} /> : null}
            </chakra.a>,
          )}
        </Box>
      );
    }

    if (isFolder(node)) {
      const isOpen = open.has(node.id) && !collapsed;
      const inTrail = trailIds.includes(node.id);
      return (
        <Box as="li" key={node.id} listStyleType="none">
          <Collapsible.Root
            open={isOpen}
            onOpenChange={() => {
              if (collapsed) {
                onExpand();
                setOpen((p) => new Set([...p, node.id]));
              } else toggle(node.id);
            }}
          >
            {withTip(
              <Collapsible.Trigger asChild>
                <chakra.button
                  type="button"
                  {...common}
                  color={inTrail ? 'white' : common.color}
                  aria-expanded={isOpen}
                >
                  <Icon as={IconC} boxSize="4" flexShrink={0} />
                  {label}
                  {!collapsed ? (
                    <Icon
                      as={LuChevronDown}
                      boxSize="4"
                      transition="transform 0.2s"
                      transform={isOpen ? 'rotate(180deg)' : undefined}
                    />
                  ) : null}
                </chakra.button>
              </Collapsible.Trigger>,
            )}
            <Collapsible.Content>
              <Box as="ul" mt="0.5" display="flex" flexDirection="column" gap="0.5">
                {(node.children ?? []).map((c) => renderNode(c, depth + 1))}
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        </Box>
      );
    }

    const path = normalizePath(node.path);
    const active = path === normalizePath(activePath);
    const badge = badges?.[node.name] ?? 0;
    return (
      <Box as="li" key={node.id} listStyleType="none">
        {withTip(
          <ItemLink
            to={path}
            position="relative"
            aria-current={active ? 'page' : undefined}
            data-active={active ? '' : undefined}
            onClick={(e: React.MouseEvent) => {
              if (active) {
                e.preventDefault();
                onRefresh();
              }
            }}
            {...common}
            bg={active ? 'blue.600' : undefined}
            color={active ? 'white' : common.color}
            fontWeight={active ? 'medium' : undefined}
            _hover={active ? { bg: 'blue.600', color: 'white' } : common._hover}
          >
            <Icon as={IconC} boxSize="4" flexShrink={0} />
            {label}
            {badge ? (
              <Badge
                colorPalette="red"
                variant="solid"
                size="sm"
                rounded="full"
                data-testid={`menu-badge-${node.name}`}
                aria-label={t('pendingCount', { count: badge })}
                position={collapsed ? 'absolute' : undefined}
                top={collapsed ? '0.5' : undefined}
                right={collapsed ? '0.5' : undefined}
              >
                {badge > 99 ? '99+' : badge}
              </Badge>
            ) : null}
          </ItemLink>,
        )}
      </Box>
    );
  };

  return (
    <Flex as="nav" aria-label={t('menu')} direction="column" px={collapsed ? '2' : '3'} py="3">
      <Box as="ul" display="flex" flexDirection="column" gap="0.5">
        {menus.map((n) => renderNode(n, 0))}
      </Box>
    </Flex>
  );
}

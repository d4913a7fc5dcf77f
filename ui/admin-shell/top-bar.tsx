/**
 * TopBar of the back office (spec §2): menu collapse toggle, application tabs (never
 * 'front desk'), language dropdown (CN, EN, TC) and the user dropdown (reservation
 * terminal, change password, log out).
 */
import { Avatar, Box, Button, Flex, HStack, Icon, IconButton, Menu, Portal, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  LuChevronDown,
  LuKeyRound,
  LuLanguages,
  LuLogOut,
  LuMonitorSmartphone,
  LuPanelLeftClose,
  LuPanelLeftOpen,
} from 'react-icons/lu';
import type { AppInfo } from '../../platform/contracts/auth.contract';
import { LANGS, type Lang } from '../../platform/i18n/languages';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Visible applications (front desk already removed). */
  apps: AppInfo[];
  /** Code of the highlighted tab. */
  activeApp: string | null;
  onSelectApp: (code: string) => void;
  /** A tab switch is running (its menus are loading): the tabs are disabled. */
  switching?: boolean;
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  /** Name shown on the user button (nickName or name). */
  userName: string;
  account: string;
  avatar?: string | null;
  onOpenTerminal: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** The header bar above the page. */
export function TopBar(p: TopBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Flex
      as="header"
      h="14"
      flexShrink={0}
      align="center"
      gap="3"
      px="3"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <IconButton
        aria-label={p.collapsed ? t('admin:expandMenu') : t('admin:collapseMenu')}
        variant="ghost"
        size="sm"
        onClick={p.onToggleCollapsed}
      >
        {p.collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
      </IconButton>

      <Box flex="1" minW="0" overflowX="auto" alignSelf="stretch" display="flex" alignItems="flex-end">
        {p.apps.length > 0 ? (
          <Tabs.Root
            value={p.activeApp ?? undefined}
            onValueChange={(e) => p.onSelectApp(e.value)}
            variant="line"
            size="sm"
            colorPalette="blue"
            activationMode="manual"
          >
            <Tabs.List aria-label={t('admin:applications')} borderBottomWidth="0">
              {p.apps.map((a) => (
                <Tabs.Trigger
                  key={a.code}
                  value={a.code}
                  px="4"
                  h="14"
                  fontWeight="medium"
                  data-app={a.code}
                  disabled={p.switching}
                >
                  {a.name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
        ) : null}
      </Box>

      <HStack gap="1">
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={t('admin:languageMenu')} data-testid="language-menu">
              <LuLanguages />
              <Text as="span" display={{ base: 'none', md: 'inline' }}>
                {t(`common:langName.${p.lang}`)}
              </Text>
              <LuChevronDown />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="10rem">
                <Menu.RadioItemGroup value={p.lang} onValueChange={(e) => p.onLangChange(e.value as Lang)}>
                  {LANGS.map((l) => (
                    <Menu.RadioItem key={l} value={l}>
                      {t(`common:langName.${l}`)}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>

        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={t('admin:userMenu')} data-testid="user-menu" px="2">
              <Avatar.Root size="xs" colorPalette="blue">
                <Avatar.Fallback name={p.userName} />
                {p.avatar ? <Avatar.Image src={p.avatar} /> : null}
              </Avatar.Root>
              <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="10rem" truncate>
                {p.userName}
              </Text>
              <LuChevronDown />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="12rem">
                <Box px="3" py="2">
                  <Text textStyle="sm" fontWeight="medium">
                    {p.userName}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {p.account}
                  </Text>
                </Box>
                <Menu.Separator />
                <Menu.Item value="terminal" onSelect={p.onOpenTerminal}>
                  <Icon as={LuMonitorSmartphone} />
                  {t('common:reservationTerminal')}
                </Menu.Item>
                <Menu.Item value="password" onSelect={p.onChangePassword}>
                  <Icon as={LuKeyRound} />
                  {t('common:changePassword')}
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item
                  value="logout"
                  onSelect={p.onLogout}
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                >
                  <Icon as={LuLogOut} />
                  {t('common:logout')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Flex>
  );
}

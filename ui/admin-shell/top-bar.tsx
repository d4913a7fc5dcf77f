/**
 * TopBar of the back office (spec §2): menu collapse toggle, application tabs (never
 * 'front desk'), language dropdown (CN, EN, TC) and the user dropdown (reservation
 * terminal, change password, log out), both from ./header-menus.
 */
import { Box, Flex, HStack, IconButton, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import type { AppInfo } from '../../platform/contracts/auth.contract';
import type { Lang } from '../../platform/i18n/languages';
import { LanguageMenu, UserMenu } from './header-menus';

/**
 * Id of the shell's main area, the panel every application tab controls (each tab's
 * `aria-controls` names it, so it points at an element that exists).
 */
export const ADMIN_MAIN_ID = 'admin-main';

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
                  aria-controls={ADMIN_MAIN_ID}
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
        <LanguageMenu lang={p.lang} onLangChange={p.onLangChange} />
        <UserMenu
          userName={p.userName}
          account={p.account}
          avatar={p.avatar}
          onOpenTerminal={p.onOpenTerminal}
          onChangePassword={p.onChangePassword}
          onLogout={p.onLogout}
        />
      </HStack>
    </Flex>
  );
}

/**
 * The two dropdowns at the right of a shell's header (spec §2): the language dropdown
 * (CN, EN, TC) and the user dropdown (name and account, reservation terminal, change
 * password, log out). One component each, shared by the back office's TopBar and the
 * catering admin app's header (ui/catering-shell).
 */
import { Avatar, Box, Button, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuKeyRound, LuLanguages, LuLogOut, LuMonitorSmartphone } from 'react-icons/lu';
import { LANGS, type Lang } from '../../platform/i18n/languages';

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps {
  lang: Lang;
  onLangChange: (lang: Lang) => void;
}

/** The language dropdown: a button naming the current language, a radio list of CN / EN / TC. */
export function LanguageMenu({ lang, onLangChange }: LanguageMenuProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('admin:languageMenu')} data-testid="language-menu">
          <LuLanguages />
          <Text as="span" display={{ base: 'none', md: 'inline' }}>
            {t(`common:langName.${lang}`)}
          </Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.RadioItemGroup value={lang} onValueChange={(e) => onLangChange(e.value as Lang)}>
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
  );
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** Name shown on the button (nickName or name). */
  userName: string;
  account: string;
  avatar?: string | null;
  /** 'Reservation terminal' entry; absent: no such entry. */
  onOpenTerminal?: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** The user dropdown: avatar and name on the button; terminal (optional), change password, log out. */
export function UserMenu(p: UserMenuProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
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
            {p.onOpenTerminal ? (
              <Menu.Item value="terminal" onSelect={p.onOpenTerminal}>
                <Icon as={LuMonitorSmartphone} />
                {t('common:reservationTerminal')}
              </Menu.Item>
            ) : null}
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
  );
}

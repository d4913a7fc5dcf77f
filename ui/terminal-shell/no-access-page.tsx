/**
 * Variant 5's /no-access page (spec §2 "Variant 5", §6): shown to a signed-in user whose
 * terminal menus admit no page of the variant. A localized message (`variants:noAccess.*`)
 * and a "Log out" button (to the login page, or the CAS logout for a single sign-on session).
 */
import { Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLock, LuLogOut } from 'react-icons/lu';
import { useLogout } from '../runtime';

/** Props of {@link NoAccessPage}: where "Log out" leads (default `/login`). */
export interface NoAccessPageProps {
  loginPath?: string;
}

/** Full-height "no access" view with a log-out button. */
export function NoAccessPage({ loginPath = '/login' }: NoAccessPageProps) {
  const { t } = useTranslation(['variants', 'common']);
  const onLogout = useLogout(loginPath);
  return (
    <VStack minH="100dvh" justify="center" gap="4" px="6" textAlign="center" bg="bg.subtle">
      <Icon size="2xl" color="purple.600">
        <LuLock />
      </Icon>
      <Heading as="h1" size="xl">
        {t('variants:noAccess.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('variants:noAccess.text')}
      </Text>
      <Button colorPalette="purple" onClick={onLogout}>
        <LuLogOut />
        {t('common:logout')}
      </Button>
    </VStack>
  );
}

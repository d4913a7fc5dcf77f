/**
 * Full-page states of the back office: /404 (unknown or not admitted route) and /blank
 * (signed in, but no page in the menus), spec §2.
 */
import type { ReactNode } from 'react';
import { Box, Button, Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuCompass, LuLayoutGrid, LuLogOut } from 'react-icons/lu';
import { ErrorState } from '../components';
import { useLogout } from '../runtime';
import { useAdminDocumentTitle } from './document-title';

function StatusPage({
  code,
  icon,
  title,
  description,
  action,
}: {
  code?: string;
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  useAdminDocumentTitle(title);
  return (
    <Center minH="100vh" bg="bg.muted" px="6">
      <VStack
        gap="4"
        textAlign="center"
        maxW="md"
        bg="bg"
        p="10"
        rounded="2xl"
        shadow="sm"
        borderWidth="1px"
        borderColor="border.muted"
      >
        <Box color="blue.500" fontSize="5xl">
          {icon}
        </Box>
        {code ? (
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1" color="fg.subtle">
            {code}
          </Text>
        ) : null}
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        {action}
      </VStack>
    </Center>
  );
}

/** /404: "page not found" with a link back to the first page. */
export function NotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <StatusPage
      code="404"
      icon={<Icon as={LuCompass} />}
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      action={
        <Button asChild colorPalette="blue">
          <RouterLink to="/">{t('backHome')}</RouterLink>
        </Button>
      }
    />
  );
}

/** /blank: signed in, but the menus hold no page this app knows; offers 'log out'. */
export function BlankPage() {
  const { t } = useTranslation(['admin', 'common']);
  const logout = useLogout('/login');
  return (
    <StatusPage
      icon={<Icon as={LuLayoutGrid} />}
      title={t('admin:blankTitle')}
      description={t('admin:blankDescription')}
      action={
        <Button variant="outline" onClick={() => void logout()}>
          <LuLogOut />
          {t('common:logout')}
        </Button>
      }
    />
  );
}

/** Error element of a page route: shown inside the shell when a page fails to load or render. */
export function PageLoadError() {
  const { t } = useTranslation('admin');
  const error = useRouteError();
  return (
    <Box py="16">
      <ErrorState title={t('pageLoadFailed')} error={error} onRetry={() => window.location.reload()} />
    </Box>
  );
}

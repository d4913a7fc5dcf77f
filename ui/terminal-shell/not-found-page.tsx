/**
 * The terminal's /404 page (spec §2 "Reservation terminal, common"): a short message and
 * a "Back to home" link (`terminal:notFound.*`).
 */
import { Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuMapPinOff } from 'react-icons/lu';

/** Props of {@link NotFoundPage}: where "Back to home" leads (default `/`). */
export interface NotFoundPageProps {
  homePath?: string;
}

/** Full-height "page not found" view. */
export function NotFoundPage({ homePath = '/' }: NotFoundPageProps) {
  const { t } = useTranslation('terminal');
  return (
    <VStack minH="100dvh" justify="center" gap="4" px="6" textAlign="center" bg="bg.subtle">
      <Icon size="2xl" color="teal.600">
        <LuMapPinOff />
      </Icon>
      <Text fontSize="5xl" fontWeight="bold" color="teal.700" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" maxW="sm">
        {t('notFound.text')}
      </Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={homePath}>{t('notFound.backHome')}</RouterLink>
      </Button>
    </VStack>
  );
}

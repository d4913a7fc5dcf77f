/**
 * The terminal's /blank (spec §2 "Reservation terminal, common"): an empty page inside
 * the shell (a placeholder menus may point at), saying only that it is empty (`terminal:blank`).
 */
import { Center, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The empty page. */
export function BlankPage() {
  const { t } = useTranslation('terminal');
  return (
    <Center minH="40" data-testid="blank-page">
      <Text color="fg.muted">{t('blank')}</Text>
    </Center>
  );
}

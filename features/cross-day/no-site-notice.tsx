/**
 * What the cross-day and multi-day pages show when opened without a site (`?siteId=`
 * missing, e.g. from a bookmark): the explanation and a way to the site choice.
 */
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The notice; `message` is the page's own explanation (already translated). */
export function NoSiteNotice({ message }: { message: string }) {
  const { t } = useTranslation('crossDay');
  return (
    <Alert.Root status="info" borderRadius="xl" data-testid="no-site">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="teal" alignSelf="center">
        <Link to="/appointment/gymnasium">{t('links.chooseSite')}</Link>
      </Button>
    </Alert.Root>
  );
}

/**
 * What the terminal's shell shows in place of a page whose code is still loading (the
 * pages are split from the first page, apps/terminal/lazy-pages.ts): a spinner under the
 * header and navigation, named `common:loading` for screen readers.
 */
import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The loading state of one page inside the shell. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Center minH="40" role="status" aria-busy="true" aria-label={t('loading')}>
      <Spinner size="lg" color="teal.500" />
    </Center>
  );
}

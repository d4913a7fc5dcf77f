/**
 * The document's title for pages outside the shell (login, /404, /blank): the page's
 * name and the back office's, so every screen has a title (WCAG 2.4.2) in the
 * user's language.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets `document.title` to `"<page> - <back office title>"`, or the back office's title
 * alone when `page` is empty; follows language changes.
 */
export function useAdminDocumentTitle(page?: string): void {
  const { t } = useTranslation('common');
  const app = t('adminTitle');
  useEffect(() => {
    document.title = page && page !== app ? `${page} - ${app}` : app;
  }, [page, app]);
}

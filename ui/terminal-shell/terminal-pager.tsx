/**
 * The pager of the terminal's paged lists (/my, /history, /messages, /auditCenter):
 * "Previous", "Page n of m", "Next" as a navigation landmark, shown only when there is
 * more than one page. Texts from the `common` namespace (`pager.*`).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/**
 * Pages `1..pages` with `pageNo` current (1-based); `onGo(page)` moves to another one.
 * Renders nothing for a single page.
 */
export function TerminalPager({
  pageNo,
  pages,
  onGo,
}: {
  pageNo: number;
  pages: number;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pager.label')} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={pageNo <= 1} onClick={() => onGo(pageNo - 1)}>
        <LuChevronLeft /> {t('pager.prev')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('pager.page', { page: pageNo, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={pageNo >= pages} onClick={() => onGo(pageNo + 1)}>
        {t('pager.next')} <LuChevronRight />
      </Button>
    </HStack>
  );
}

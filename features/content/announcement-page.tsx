/**
 * /announcement (spec §2, variants 0 and 3; /news leads here): notices and news in two tabs
 * (`?tab=notice|news`), each a paged list of the published items (pinned first, then
 * newest) with a pager; an item opens /announcement/detail?kind=&id=.
 */
import { Heading, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TERMINAL_CALLS } from '../../platform/contracts/content.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { TerminalPager } from '../../ui/terminal-shell';
import { ArticleListItem } from './article-parts';

const PAGE_SIZE = 10;

/** The paged list of one kind. */
function ArticleFeed({ kind, pageNo, onPage }: { kind: 'news' | 'notice'; pageNo: number; onPage(p: number): void }) {
  const { t } = useTranslation('content');
  const list = useCall(TERMINAL_CALLS[kind].list, { pageNo, pageSize: PAGE_SIZE }, { staleTime: 0 });
  if (list.isPending) return <Skeleton h="40" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.rows.length) return <EmptyState title={t('announcement.empty')} />;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="0" listStyleType="none" data-testid={`${kind}-list`}>
        {list.data.rows.map((item) => (
          <ArticleListItem key={item.id} item={item} to={`/announcement/detail?kind=${kind}&id=${item.id}`} />
        ))}
      </Stack>
      <TerminalPager pageNo={pageNo} pages={Math.ceil(list.data.total / PAGE_SIZE)} onGo={onPage} />
    </Stack>
  );
}

/** The /announcement page. */
export function AnnouncementPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'news' ? 'news' : 'notice';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('announcement.title')}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="notice">{t('announcement.notices')}</Tabs.Trigger>
          <Tabs.Trigger value="news">{t('announcement.news')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab}>
          <ArticleFeed kind={tab} pageNo={pageNo} onPage={(p) => setParams({ tab, page: String(p) })} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

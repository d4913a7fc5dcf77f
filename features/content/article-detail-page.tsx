/**
 * One news item or notice in the terminal (spec §2): /announcement/detail?kind=&id= shows
 * either kind, /newsDetail?id= and /noticeDetail?id= their own. The body is shown through
 * SafeHtml (sanitised again in the browser); a draft, a scheduled item or a missing one
 * reads "does not exist or is not published yet". Each visit counts one read.
 */
import { Button, Heading, Image, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import { TERMINAL_CALLS } from '../../platform/contracts/content.contract';
import { Code } from '../../platform/protocol/codes';
import { EmptyState, ErrorState } from '../../ui/components';
import { SafeHtml } from '../../ui/rich-text';
import { useCall } from '../../ui/runtime';
import { ArticleMeta } from './article-parts';

/** The item `id` of `kind`. */
function ArticleDetail({ kind, id }: { kind: 'news' | 'notice'; id: number }) {
  const { t } = useTranslation('content');
  const detail = useCall(TERMINAL_CALLS[kind].detail, { id }, { staleTime: Infinity, retry: false, enabled: id > 0 });
  if (!(id > 0) || (detail.isError && detail.error.code === Code.NOT_FOUND))
    return <EmptyState title={t('detail.notFound')} />;
  if (detail.isPending) return <Skeleton h="60" />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const a = detail.data;
  return (
    <Stack as="article" gap="3" data-testid="article-detail">
      <Heading as="h1" size="xl">
        {a.title}
      </Heading>
      <ArticleMeta item={a} />
      {a.coverUrl ? <Image src={a.coverUrl} alt="" maxH="64" objectFit="cover" borderRadius="md" /> : null}
      <SafeHtml html={a.body} data-testid="article-body" />
    </Stack>
  );
}

/** A detail page of `kind`, or of the `kind` in the query when none is given. */
export function ArticleDetailPage({ kind }: { kind?: 'news' | 'notice' }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shown = kind ?? (params.get('kind') === 'news' ? 'news' : 'notice');
  const id = Number(params.get('id'));
  return (
    <Stack gap="4">
      <Button alignSelf="start" size="sm" variant="ghost" onClick={() => void navigate(-1)}>
        <LuArrowLeft /> {t('detail.back')}
      </Button>
      <ArticleDetail key={`${shown}-${id}`} kind={shown} id={id} />
    </Stack>
  );
}

/** /newsDetail?id=. */
export function NewsDetailPage() {
  return <ArticleDetailPage kind="news" />;
}

/** /noticeDetail?id=. */
export function NoticeDetailPage() {
  return <ArticleDetailPage kind="notice" />;
}

/**
 * Pieces the terminal's content pages share: the line of an item in a list (title, pinned
 * badge, publish time, reads, cover) and the publish time in the reader's language.
 */
import { Badge, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TerminalArticleItem } from '../../platform/contracts/content.contract';
import { useLang } from '../../ui/runtime';
import { formatDateTime, offsetOf } from '../../ui/terminal-shell';

/** "28 Nov 2026, 09:00 · 12 reads", in the zone the time arrived in. */
export function ArticleMeta({ item }: { item: TerminalArticleItem }) {
  const { t } = useTranslation('content');
  const { lang } = useLang();
  return (
    <Text fontSize="xs" color="fg.muted">
      {formatDateTime(item.publishAt, offsetOf(item.publishAt), lang)} · {t('detail.reads', { count: item.readCount })}
    </Text>
  );
}

/** One item of a list, linking to `to`. */
export function ArticleListItem({ item, to }: { item: TerminalArticleItem; to: string }) {
  const { t } = useTranslation('content');
  return (
    <LinkBox as="li" py="3" borderBottomWidth="1px" data-testid="article-item">
      <HStack align="start" gap="3">
        {item.coverUrl ? (
          <Image src={item.coverUrl} alt="" boxSize="16" objectFit="cover" borderRadius="md" flexShrink={0} />
        ) : null}
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2">
            {item.pinned ? <Badge colorPalette="orange">{t('detail.pinned')}</Badge> : null}
            <LinkOverlay asChild>
              <RouterLink to={to}>
                <Text as="span" fontWeight="medium" lineClamp={2}>
                  {item.title}
                </Text>
              </RouterLink>
            </LinkOverlay>
          </HStack>
          <ArticleMeta item={item} />
        </Stack>
      </HStack>
    </LinkBox>
  );
}

/** Where the terminal shows an item of `kind` on its own. */
export function detailPathOf(kind: 'news' | 'notice', id: number): string {
  return `/${kind === 'news' ? 'newsDetail' : 'noticeDetail'}?id=${id}`;
}

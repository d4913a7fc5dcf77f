/**
 * The latest content strip of the terminal's /home: the 3 newest notices and the 3 newest
 * news items (pinned first, as `GET /api/ms/notice/list` and `/api/ms/news/list` order
 * them), each linking to /noticeDetail or /newsDetail, with "More" to /announcement.
 * Nothing is shown while both lists are empty.
 */
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuArrowRight } from 'react-icons/lu';
import { TERMINAL_CALLS } from '../../platform/contracts/content.contract';
import { useCall } from '../../ui/runtime';

/** The 3 newest items of `kind` with their links. */
function LatestList({ kind }: { kind: 'news' | 'notice' }) {
  const { t } = useTranslation('content');
  const list = useCall(TERMINAL_CALLS[kind].list, { pageNo: 1, pageSize: 3 });
  const rows = list.data?.rows ?? [];
  return (
    <Card.Root size="sm" data-testid={`latest-${kind}`}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {t(kind === 'news' ? 'latest.news' : 'latest.notices')}
          </Heading>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={`/announcement?tab=${kind}`}>
              {t('latest.more')} <LuArrowRight />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {rows.length ? (
          <Stack as="ul" gap="1.5" listStyleType="none">
            {rows.map((r) => (
              <Text as="li" key={r.id} lineClamp={1}>
                <RouterLink to={`/${kind === 'news' ? 'newsDetail' : 'noticeDetail'}?id=${r.id}`}>{r.title}</RouterLink>
              </Text>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('latest.empty')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The strip: notices and news side by side (stacked on phones). */
export function LatestContent() {
  const { t } = useTranslation('content');
  return (
    <Stack as="section" gap="3" aria-label={t('latest.title')}>
      <Heading as="h2" size="lg">
        {t('latest.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <LatestList kind="notice" />
        <LatestList kind="news" />
      </SimpleGrid>
    </Stack>
  );
}

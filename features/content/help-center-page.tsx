/**
 * The terminal's /help (spec §2): the shown help categories with their published articles
 * (`GET /api/ms/help/kind`); `?id=` opens one article (body through SafeHtml) with a way back.
 */
import { Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { msHelpKind } from '../../platform/contracts/content.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { SafeHtml } from '../../ui/rich-text';
import { useCall } from '../../ui/runtime';

/** The /help page. */
export function HelpCenterPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const kinds = useCall(msHelpKind, undefined);
  const id = Number(params.get('id'));
  const article = kinds.data?.flatMap((k) => k.articles).find((a) => a.id === id);

  if (kinds.isPending) return <Skeleton h="40" />;
  if (kinds.isError) return <ErrorState error={kinds.error} onRetry={() => void kinds.refetch()} />;
  if (article)
    return (
      <Stack gap="4">
        <Button asChild alignSelf="start" size="sm" variant="ghost">
          <RouterLink to="/help">
            <LuArrowLeft /> {t('helpCenter.back')}
          </RouterLink>
        </Button>
        <Stack as="article" gap="3" data-testid="help-article">
          <Heading as="h1" size="xl">
            {article.title}
          </Heading>
          <SafeHtml html={article.body} />
        </Stack>
      </Stack>
    );
  const shown = kinds.data.filter((k) => k.articles.length);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('helpCenter.title')}
      </Heading>
      {!shown.length ? (
        <EmptyState title={t('helpCenter.empty')} />
      ) : (
        shown.map((k) => (
          <Card.Root key={k.id} size="sm" data-testid="help-kind">
            <Card.Header>
              <Heading as="h2" size="md">
                {k.name}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack as="ul" gap="0" listStyleType="none">
                {k.articles.map((a) => (
                  <Text as="li" key={a.id} py="2" borderBottomWidth="1px">
                    <RouterLink to={`/help?id=${a.id}`}>
                      {a.title} <LuChevronRight style={{ display: 'inline' }} />
                    </RouterLink>
                  </Text>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))
      )}
    </Stack>
  );
}

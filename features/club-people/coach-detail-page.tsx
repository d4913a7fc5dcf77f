/**
 * The terminal's /coachDetail?id= (spec §2): a coach's profile as a member sees it — photo, name,
 * level, specialties and the introduction in the reader's language (an empty one falls back to the
 * others). A coach turned off or unknown shows "not found".
 */
import { Avatar, Badge, Button, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clubCoachDetail } from '../../platform/contracts/club-people.contract';
import { Code } from '../../platform/protocol/codes';
import { textWithFallback } from '../../platform/i18n/text-fallback';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { mediaSrc, tagName } from './shared';

/** /coachDetail. */
export function CoachDetailPage() {
  const { t } = useTranslation(['clubPeople', 'terminal']);
  const { lang } = useLang();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const coach = useCall(clubCoachDetail, { id }, { enabled: valid, retry: false });
  const back = (
    <Button asChild variant="outline" size="sm" alignSelf="start">
      <Link to="/fitnessCenter">{t('detail.back')}</Link>
    </Button>
  );
  if (!valid || (coach.isError && coach.error.code === Code.NOT_FOUND))
    return (
      <Stack gap="4">
        <EmptyState title={t('detail.notFound')} />
        {back}
      </Stack>
    );
  if (coach.isPending) return <Skeleton h="40" borderRadius="lg" />;
  if (coach.isError)
    return <ErrorState title={t('terminal:loadFailed')} error={coach.error} onRetry={() => void coach.refetch()} />;
  const c = coach.data;
  const intro = textWithFallback(lang, c.introCn, c.introEn, c.introTc);
  return (
    <Stack gap="5" data-testid="coach-detail">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('detail.title')}
      </Text>
      <HStack gap="4">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={c.displayName} />
          {c.photoUrl ? <Avatar.Image src={mediaSrc(c.photoUrl) ?? undefined} /> : null}
        </Avatar.Root>
        <Stack gap="1">
          <Text fontSize="lg" fontWeight="semibold">
            {c.displayName}
          </Text>
          <Text color="fg.muted">{t(`level.${c.level}`)}</Text>
          <Wrap gap="1" aria-label={t('center.specialties')}>
            {c.tags.map((tag) => (
              <Badge key={tag.id} colorPalette="teal" variant="subtle">
                {tagName(tag, lang)}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      </HStack>
      <Stack gap="1">
        <Text fontWeight="semibold">{t('detail.intro')}</Text>
        <Text whiteSpace="pre-wrap" data-testid="coach-intro">
          {intro || t('detail.noIntro')}
        </Text>
      </Stack>
      {back}
    </Stack>
  );
}

/**
 * The terminal's /fitnessCenter (spec §2 "Fitness centre", variants 2 and 4): the club's landing — its profile and
 * popular places at the top (club-showcase.tsx; a place opens the booking of its site), what it offers (links to
 * the club's pages), and its enabled coaches, each leading to /coachDetail.
 * A link shows only when its page is routed in this deployment (`routed`, from the route table) and
 * the user's terminal menus admit it, as the conference centre's /otherPage decides.
 */
import { Avatar, Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubCoachList, type CoachProfile } from '../../platform/contracts/club-people.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall, useLang, useSession } from '../../ui/runtime';
import { mediaSrc, tagName } from './shared';
import { ClubProfileCard, PopularPlacesStrip } from './club-showcase';

/** The club's pages the landing links to, in order (the member's card pages and the courses of the club). */
export const FITNESS_LINKS = [
  { path: '/fitnessCenter/cardManagement', label: 'center.links.cardManagement' },
  { path: '/fitnessCenter/buyCards', label: 'center.links.buyCards' },
  { path: '/fitnessCenter/membershipBenefits', label: 'center.links.membershipBenefits' },
  { path: '/fitnessCenter/memberDetails', label: 'center.links.memberDetails' },
  { path: '/fitnessCenter/league', label: 'center.links.league' },
  { path: '/fitnessCenter/private', label: 'center.links.private' },
  { path: '/fitnessCenter/testRecords', label: 'center.links.testRecords' },
  { path: '/fitnessCenter/operationRecords', label: 'center.links.operationRecords' },
  { path: '/fitnessCenter/fitnessCenterHelp', label: 'center.links.fitnessCenterHelp' },
  { path: '/fitnessCenter/defaultRecords', label: 'center.links.defaultRecords' },
  { path: '/fitnessCenter/evaluationRecords', label: 'center.links.evaluationRecords' },
  { path: '/fitnessCenterCoach', label: 'center.links.fitnessCenterCoach' },
] as const;

/** Whether the user's terminal menus admit `path` (no terminal menus configured: every routed page). */
function useAdmits(): (path: string) => boolean {
  const { user } = useSession();
  const granted = user?.terminal?.paths;
  // A child page (/fitnessCenter/buyCards) is admitted by its own entry or by its top page's.
  return (path) => !granted || granted.includes(path) || granted.includes(`/${path.split('/')[1]}`);
}

/** One coach as a card leading to its profile. */
function CoachCard({ coach }: { coach: CoachProfile }) {
  const { t } = useTranslation('clubPeople');
  const { lang } = useLang();
  return (
    <Card.Root asChild size="sm" data-testid="coach-card">
      <Link to={`/coachDetail?id=${coach.id}`}>
        <Card.Body>
          <HStack gap="3" align="start">
            <Avatar.Root size="lg">
              <Avatar.Fallback name={coach.displayName} />
              {coach.photoUrl ? <Avatar.Image src={mediaSrc(coach.photoUrl) ?? undefined} /> : null}
            </Avatar.Root>
            <Stack gap="1">
              <Text fontWeight="semibold">{coach.displayName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`level.${coach.level}`)}
              </Text>
              <Wrap gap="1" aria-label={t('center.specialties')}>
                {coach.tags.map((tag) => (
                  <Badge key={tag.id} colorPalette="teal" variant="subtle">
                    {tagName(tag, lang)}
                  </Badge>
                ))}
              </Wrap>
            </Stack>
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}

/** /fitnessCenter; `routed`: the paths this deployment's route table routes. */
export function FitnessCenterPage({ routed }: { routed: ReadonlySet<string> }) {
  const { t } = useTranslation(['clubPeople', 'terminal']);
  const admits = useAdmits();
  const coaches = useCall(clubCoachList, {});
  const links = FITNESS_LINKS.filter((l) => routed.has(l.path) && admits(l.path));
  // A popular place opens the booking wizard (/appointment/time) when it is routed here and the menus admit it.
  const bookable = routed.has('/appointment') && admits('/appointment');
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('center.title')}
        </Text>
        <Text color="fg.muted">{t('center.intro')}</Text>
      </Stack>
      <ClubProfileCard />
      <PopularPlacesStrip bookable={bookable} />
      {links.length ? (
        <Stack gap="2" as="section" aria-label={t('center.offers')}>
          <Text fontWeight="semibold">{t('center.offers')}</Text>
          <Wrap gap="2" data-testid="fitness-links">
            {links.map((l) => (
              <Button key={l.path} asChild variant="outline" size="sm">
                <Link to={l.path}>{t(l.label)}</Link>
              </Button>
            ))}
          </Wrap>
        </Stack>
      ) : null}
      <Stack gap="2" as="section" aria-label={t('center.coaches')}>
        <Text fontWeight="semibold">{t('center.coaches')}</Text>
        {coaches.isPending ? (
          <Skeleton h="24" borderRadius="lg" />
        ) : coaches.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={coaches.error} onRetry={() => void coaches.refetch()} />
        ) : coaches.data.length === 0 ? (
          <EmptyState title={t('center.noCoaches')} />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {coaches.data.map((c) => (
              <CoachCard key={c.id} coach={c} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

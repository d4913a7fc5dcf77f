/**
 * The top of the terminal's /fitnessCenter (docs/fitness-sites.md, "The club on the terminal"): the club's profile
 * as staff last saved it on the back office's /fitnessCenter (`clubProfile`, GET /api/fitness/profile: name,
 * opening hours, address, phone, introduction, pictures) and the "popular places" strip (`popularPlaces`: the
 * pinned sites in order, else the most booked of the last 30 days), each place opening the booking of that site.
 * Each part has its own loading, empty and error state, so one failing call leaves the other shown.
 */
import { Box, Card, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubProfile, popularPlaces, type PopularPlace } from '../../platform/contracts/sport-site.contract';
import { EmptyState, ErrorState, formatMoney } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';

/** How many popular places the strip asks for (the call's default; at most 20). */
export const POPULAR_PLACES_SHOWN = 8;

/**
 * The booking of a site: the booking wizard's time screen on that scene and site (the route "book again" and the
 * site's page use), `/appointment/time?sceneId=<id>&siteId=<id>`.
 */
export function siteBookingPath(place: Pick<PopularPlace, 'sceneId' | 'siteId'>): string {
  return `/appointment/time?sceneId=${place.sceneId}&siteId=${place.siteId}`;
}

/** One labelled line of the profile (hours, address, phone); nothing when the club left it empty. */
function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  if (!value) return null;
  return (
    <HStack gap="2" align="start" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </HStack>
  );
}

/** The club's profile card: name, introduction, hours, address, phone and its pictures. */
export function ClubProfileCard() {
  const { t } = useTranslation(['clubPeople', 'terminal']);
  const profile = useCall(clubProfile, {});
  if (profile.isPending) return <Skeleton h="32" borderRadius="lg" data-testid="club-profile-loading" />;
  if (profile.isError) {
    return <ErrorState title={t('terminal:loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  const p = profile.data;
  // The name alone (the first version's default) says nothing about the club: show that it has not published any.
  const empty = !p.hours && !p.address && !p.phone && !p.introduction && p.pictures.length === 0;
  return (
    <Card.Root as="section" aria-label={t('center.profile.label')} data-testid="club-profile">
      <Card.Body>
        <Stack gap="3">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {p.name}
          </Text>
          {empty ? (
            <Text color="fg.muted">{t('center.profile.empty')}</Text>
          ) : (
            <>
              {p.introduction ? (
                <Text whiteSpace="pre-line" data-testid="club-introduction">
                  {p.introduction}
                </Text>
              ) : null}
              <Stack gap="1">
                <Fact label={t('center.profile.hours')} value={p.hours} testId="club-hours" />
                <Fact label={t('center.profile.address')} value={p.address} testId="club-address" />
                <Fact label={t('center.profile.phone')} value={p.phone} testId="club-phone" />
              </Stack>
              {p.pictures.length ? (
                <HStack gap="2" overflowX="auto" data-testid="club-pictures">
                  {p.pictures.map((src, i) => (
                    <Image
                      key={src}
                      src={src}
                      alt={t('center.profile.picture', { name: p.name, n: i + 1 })}
                      h="24"
                      borderRadius="md"
                      objectFit="cover"
                      loading="lazy"
                    />
                  ))}
                </HStack>
              ) : null}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** One place of the strip: name, scene, place, the lowest price and the last 30 days' bookings. */
function PlaceCard({ place, bookable }: { place: PopularPlace; bookable: boolean }) {
  const { t } = useTranslation('clubPeople');
  const { lang } = useLang();
  const body = (
    <Card.Body>
      <Stack gap="1">
        <Text fontWeight="semibold">{place.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {place.sceneName} · {place.place}
        </Text>
        {place.fromPriceCents !== null ? (
          <Text fontSize="sm">
            {t('center.popular.fromPrice', { amount: formatMoney(place.fromPriceCents, lang) })}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {t('center.popular.bookings', { count: place.bookings30d })}
        </Text>
      </Stack>
    </Card.Body>
  );
  return (
    <Card.Root asChild={bookable} size="sm" minW="56" flexShrink={0} data-testid="popular-place">
      {bookable ? (
        <Link
          to={siteBookingPath(place)}
          aria-label={t('center.popular.book', { name: place.name, scene: place.sceneName })}
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </Card.Root>
  );
}

/**
 * The "popular places" strip. `bookable`: whether this deployment routes the booking wizard and the user's menus
 * admit it; without it the places are shown but lead nowhere (a link would end on /404).
 */
export function PopularPlacesStrip({ bookable }: { bookable: boolean }) {
  const { t } = useTranslation(['clubPeople', 'terminal']);
  const places = useCall(popularPlaces, { limit: POPULAR_PLACES_SHOWN });
  return (
    <Stack gap="2" as="section" aria-label={t('center.popular.title')}>
      <Text fontWeight="semibold">{t('center.popular.title')}</Text>
      {places.isPending ? (
        <Skeleton h="20" borderRadius="lg" data-testid="popular-places-loading" />
      ) : places.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={places.error} onRetry={() => void places.refetch()} />
      ) : places.data.length === 0 ? (
        <EmptyState title={t('center.popular.empty')} />
      ) : (
        <Box overflowX="auto">
          <HStack gap="3" align="stretch" data-testid="popular-places">
            {places.data.map((p) => (
              <PlaceCard key={p.siteId} place={p} bookable={bookable} />
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}

/**
 * RecommendList (spec §7 /api/reserve/recommend): what to book instead when a
 * range of a site is taken — up to 5 alternatives, the nearest free ranges of the same
 * length on that site and the same range on similar sites — each with its kind, site,
 * campus, date and time (in the campus's offset) and a "Book this" button that hands the
 * alternative to the caller (the booking wizard's conflict state). Loading, failure and
 * "nothing nearby" are shown in place.
 */
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarCheck } from 'react-icons/lu';
import { recommend, type Recommendation } from '../../platform/contracts/reserve-details.contract';
import { ErrorState } from '../components';
import { useCall } from '../runtime';
import { formatDate, formatTimeRange, offsetOf } from '../terminal-shell/time-format';

/** Props of {@link RecommendList}. */
export interface RecommendListProps {
  /** The site whose range is taken. */
  siteId: number;
  /** The taken range: ISO-8601 with offset, as the slot grid gives it. */
  start: string;
  end: string;
  /** Called with the alternative whose "Book this" was pressed. */
  onBook: (alternative: Recommendation) => void;
}

/** The list of alternatives; see the module comment. */
export function RecommendList({ siteId, start, end, onBook }: RecommendListProps) {
  const { t, i18n } = useTranslation('history');
  const list = useCall(recommend, { siteId, start, end }, { staleTime: 0 });
  const rows = list.data ?? [];
  return (
    <Stack as="section" aria-labelledby="recommend-heading" gap="3" data-testid="recommend-list">
      <Heading as="h2" id="recommend-heading" size="md">
        {t('recommend.heading')}
      </Heading>
      {list.isPending ? (
        <Stack gap="2">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} h="14" borderRadius="lg" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorState title={t('recommend.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('recommend.empty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="recommend-heading">
          {rows.map((r) => {
            const zone = offsetOf(r.start);
            const date = formatDate(r.start, zone, i18n.language);
            const time = formatTimeRange(r.start, r.end, zone, i18n.language);
            return (
              <Card.Root
                as="li"
                key={`${r.siteId}-${r.start}`}
                size="sm"
                variant="outline"
                data-testid="recommendation"
                data-kind={r.kind}
              >
                <Card.Body>
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Stack gap="0.5" minW="0">
                      <HStack gap="2">
                        <Text fontWeight="semibold" truncate>
                          {r.siteName}
                        </Text>
                        <Badge size="sm" variant="subtle" colorPalette={r.kind === 'sameSite' ? 'teal' : 'purple'}>
                          {t(`recommend.${r.kind}`)}
                        </Badge>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {date} · {time} · {r.campusName}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      colorPalette="teal"
                      aria-label={t('recommend.bookThisLabel', { site: r.siteName, date, time })}
                      onClick={() => onBook(r)}
                    >
                      <LuCalendarCheck /> {t('recommend.bookThis')}
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A scene's week at a glance (/appointment/reservationlist): every site of the scene as a
 * row and the next seven days as columns, each cell the number of free slots that day
 * (a closed day says so), all from one `scene/summary` call — the week's slots counted on the
 * server — instead of one `current/period` call per site and day. Dates are campus dates (DESIGN.md §6 default zone).
 */
import { Badge, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { sceneSummary, type SiteDaySummary } from '../../platform/contracts/reserve.contract';
import { ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { formatDayChip, nextDays } from '../../ui/terminal-shell/time-format';

/** The campus time zone the week's dates are counted in (DESIGN.md §6 default; the answer names each site's). */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** Days the overview shows, today first. */
export const SCENE_WEEK_DAYS = 7;

/** The week of scene `sceneId`: a table of its sites' free slots per day. */
export function SceneWeek({ sceneId }: { sceneId: number }) {
  const { t, i18n } = useTranslation(['booking', 'terminal']);
  const dates = nextDays(CAMPUS_ZONE, SCENE_WEEK_DAYS);
  const week = useCall(sceneSummary, { sceneId, from: dates[0], to: dates[dates.length - 1] }, { staleTime: 0 });
  return (
    <Stack as="section" gap="2" aria-labelledby="scene-week">
      <Heading as="h2" id="scene-week" size="md">
        {t('sceneWeek.heading')}
      </Heading>
      {week.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={week.error} onRetry={() => void week.refetch()} />
      ) : week.isPending ? (
        <Skeleton h="40" borderRadius="md" />
      ) : week.data.sites.length === 0 ? null : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption captionSide="bottom" color="fg.muted" textAlign="start">
              {t('sceneWeek.caption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('sceneWeek.site')}</Table.ColumnHeader>
                {week.data.sites[0].days.map(({ date }) => {
                  const chip = formatDayChip(date, i18n.language);
                  return (
                    <Table.ColumnHeader key={date} textAlign="center" whiteSpace="nowrap">
                      {chip.weekDay} {chip.day}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {week.data.sites.map((site) => (
                <Table.Row key={site.siteId} data-testid="scene-week-row">
                  <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap">
                    {site.siteName}
                  </Table.Cell>
                  {site.days.map((day) => (
                    <Table.Cell key={day.date} textAlign="center">
                      <DayCell day={day} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** One site's day: its free slots, "closed" when every slot is, "full" when none is free. */
function DayCell({ day }: { day: SiteDaySummary }) {
  const { t } = useTranslation('booking');
  const { free } = day;
  if (day.closed) return <Text color="fg.muted">{t('sceneWeek.closed')}</Text>;
  return (
    <Badge variant="subtle" colorPalette={free > 0 ? 'teal' : 'gray'}>
      {free > 0 ? t('sceneWeek.free', { count: free }) : t('sceneWeek.full')}
    </Badge>
  );
}

/**
 * /resourceStatus — the live board of the sites (spec §2): what every enabled
 * site is doing now — free, held, in use, closed — with the current booker and the next
 * booking; filtered by campus and scene (sent to the server) and by state (here); the
 * counts per state on top, as figures and as a chart; reloads itself every
 * {@link REFRESH_MS} ms and on demand. Read-only.
 */
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { campusList, sceneList } from '../../platform/contracts/assets.contract';
import {
  SiteState,
  resourceStatusList,
  type BoardBooking,
  type BoardSite,
} from '../../platform/contracts/resource-status.contract';
import { EmptyState, ErrorState, PageHeader } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall } from '../../ui/runtime';

/** How often the board reloads itself, ms. */
export const REFRESH_MS = 30_000;

const STATES = SiteState.options;
const COLOR: Record<SiteState, string> = { free: 'green', held: 'orange', inUse: 'blue', closed: 'gray' };

/** `HH:mm` of a wire time (its own campus offset). */
const hhmm = (iso: string) => iso.slice(11, 16);
/** `MM-DD HH:mm` of a wire time. */
const dayHhmm = (iso: string) => `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;

/** A booking: who, and when (`withDay` adds the date). */
function BookingText({ booking, withDay }: { booking: BoardBooking | null; withDay?: boolean }) {
  const { t } = useTranslation('resourceStatus');
  if (!booking) return <Text color="fg.muted">—</Text>;
  const from = withDay ? dayHhmm(booking.start) : hhmm(booking.start);
  return (
    <Box>
      <Text>{t('who', { name: booking.userName, account: booking.account })}</Text>
      <Text textStyle="xs" color="fg.muted">
        {`${from}–${hhmm(booking.end)}`}
        {booking.status === 'pendingAudit' ? ` · ${t('pending')}` : ''}
      </Text>
    </Box>
  );
}

/** The state badge, with why (closure reason, hours, hold expiry, bookings now of a capacity site). */
function StateCell({ site }: { site: BoardSite }) {
  const { t } = useTranslation('resourceStatus');
  const detail =
    site.closedBy?.kind === 'closure'
      ? t('closure', { reason: site.closedBy.reason ?? '' })
      : site.closedBy?.kind === 'hours' && site.state === 'closed'
        ? t('outsideHours')
        : site.state === 'held' && site.heldUntil
          ? t('heldUntil', { time: hhmm(site.heldUntil) })
          : site.kind === 'capacity' && site.currentCount > 0
            ? t('inUseCount', { count: site.currentCount, capacity: site.capacity })
            : null;
  return (
    <Box>
      <Badge colorPalette={COLOR[site.state]} variant="solid" data-testid={`state-${site.siteId}`}>
        {t(`state.${site.state}`)}
      </Badge>
      {detail ? (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}

/** A select of the filter row: `value` '' is "all". */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string | number; label: string }[];
}) {
  const { t } = useTranslation('resourceStatus');
  return (
    <NativeSelect.Root size="sm" w="auto" minW="44">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t('all', { what: label })}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The page component (default export: loaded lazily by the route table). */
export default function ResourceStatusPage() {
  const { t } = useTranslation('resourceStatus');
  const [campusId, setCampusId] = useState('');
  const [sceneId, setSceneId] = useState('');
  const [state, setState] = useState<SiteState | ''>('');
  const campuses = useCall(campusList, {});
  const scenes = useCall(sceneList, {});
  const board = useCall(
    resourceStatusList,
    { campusId: campusId ? Number(campusId) : undefined, sceneId: sceneId ? Number(sceneId) : undefined },
    { refetchInterval: REFRESH_MS, staleTime: 0 },
  );
  const data = board.data;
  const shown = (data?.sites ?? []).filter((s) => !state || s.state === state);

  return (
    <Box>
      <PageHeader
        title={t('title')}
        description={t('description', { seconds: REFRESH_MS / 1000 })}
        actions={
          <HStack gap="3">
            {data ? (
              <Text textStyle="sm" color="fg.muted" data-testid="board-at">
                {t('updated', { time: data.at.slice(11, 19) })}
              </Text>
            ) : null}
            <Button size="sm" variant="outline" loading={board.isFetching} onClick={() => void board.refetch()}>
              <LuRefreshCw />
              {t('refresh')}
            </Button>
          </HStack>
        }
      />
      <HStack gap="3" mb="5" wrap="wrap">
        <FilterSelect
          label={t('campus')}
          value={campusId}
          onChange={setCampusId}
          options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <FilterSelect
          label={t('scene')}
          value={sceneId}
          onChange={setSceneId}
          options={(scenes.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <FilterSelect
          label={t('stateLabel')}
          value={state}
          onChange={(v) => setState(v as SiteState | '')}
          options={STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        />
      </HStack>
      {board.isError ? <ErrorState error={board.error} onRetry={() => void board.refetch()} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" mb="6">
        <SimpleGrid columns={2} gap="3" gridColumn={{ lg: 'span 2' }}>
          {STATES.map((s) => (
            <Card.Root
              key={s}
              size="sm"
              variant="outline"
              cursor="pointer"
              borderColor={state === s ? `${COLOR[s]}.solid` : 'border.muted'}
              onClick={() => setState(state === s ? '' : s)}
              role="button"
              tabIndex={0}
              aria-pressed={state === s}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                setState(state === s ? '' : s);
              }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
              data-testid={`count-${s}`}
            >
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{t(`state.${s}`)}</Stat.Label>
                  {data ? (
                    <Stat.ValueText color={`${COLOR[s]}.fg`}>{data.counts[s]}</Stat.ValueText>
                  ) : (
                    <Skeleton h="8" w="12" />
                  )}
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <ChartPanel
          title={t('chart')}
          variant="pie"
          valueLabel={t('sites')}
          loading={!data}
          testId="board-chart"
          data={
            data
              ? STATES.filter((s) => data.counts[s] > 0).map((s) => ({
                  label: t(`state.${s}`),
                  value: data.counts[s],
                  // Each state keeps its badge colour, so the legend never shows two states alike.
                  color: `${COLOR[s]}.solid`,
                }))
              : []
          }
        />
      </SimpleGrid>
      {!data ? (
        <Skeleton h="64" />
      ) : shown.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('site')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scene')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('place')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stateLabel')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('current')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('next')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((s) => (
                <Table.Row key={s.siteId} data-testid="board-row">
                  <Table.Cell fontWeight="medium">{s.siteName}</Table.Cell>
                  <Table.Cell>{s.sceneName}</Table.Cell>
                  <Table.Cell>{s.place}</Table.Cell>
                  <Table.Cell>
                    <StateCell site={s} />
                  </Table.Cell>
                  <Table.Cell>
                    <BookingText booking={s.current} />
                  </Table.Cell>
                  <Table.Cell>
                    <BookingText booking={s.next} withDay />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

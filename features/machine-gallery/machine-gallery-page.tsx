/**
 * /machines — the machine gallery (back office, permission `dev:machines:view`): every
 * machine of machines/registry.ts drawn as a statechart, offline (ELK + React Flow, no
 * third-party site), with its definition downloadable for Stately Studio; and a live
 * inspector: the buttons open the terminal or the back office with `?inspect`, whose
 * actors then appear here with their current state highlighted on their chart, and
 * whose events are listed as they happen. `?process=<id>` shows a running approval process's
 * machine instead, at its current state, and `?define=<id>` the machine of a form definition's
 * workflow, picked from a list (./process-machine.tsx).
 */
import { Badge, Box, Button, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuExternalLink } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { findMachine, machineRegistry } from '../../machines/registry';
import { PageHeader } from '../../ui/components';
import { activeStateIds } from './chart-model';
import { downloadDefinition } from './download-definition';
import { actorToHighlight, stateValueText, type LiveState } from './live-actors';
import { DefinitionMachine, DefinitionPicker, ProcessMachine } from './process-machine';
import { StatechartView } from './statechart-view';
import { useLiveInspection } from './use-live-inspection';

/** The app windows the gallery can open for inspection (same origin, `?inspect`). */
const INSPECTABLE_APPS = [
  { key: 'openTerminal', url: '/?inspect' },
  { key: 'openAdmin', url: '/admin/?inspect' },
] as const;

/** A time of day `HH:mm:ss.SSS` in the browser's zone (events are seconds apart at most). */
function timeOfDay(at: number): string {
  const d = new Date(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** The table of live actors; "show" puts an actor's machine on the chart and follows it. */
function LiveActors({
  live,
  followed,
  onFollow,
}: {
  live: LiveState;
  followed: string | null;
  onFollow: (sessionId: string, machineId: string) => void;
}) {
  const { t } = useTranslation('machineGallery');
  const actors = [...live.actors.values()];
  if (!actors.length)
    return (
      <Text color="fg.muted" textStyle="sm">
        {t('live.empty')}
      </Text>
    );
  return (
    <Table.Root size="sm" data-testid="live-actors">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('live.machine')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('live.actor')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('live.state')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('live.status')}</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {actors.map((actor) => {
          const known = Boolean(findMachine(actor.machineId));
          return (
            <Table.Row
              key={actor.sessionId}
              data-testid="live-actor"
              data-machine-id={actor.machineId}
              aria-selected={followed === actor.sessionId}
            >
              <Table.Cell fontFamily="mono">{actor.machineId}</Table.Cell>
              <Table.Cell fontFamily="mono">{actor.sessionId}</Table.Cell>
              <Table.Cell fontFamily="mono" data-testid="actor-state">
                {stateValueText(actor.value)}
              </Table.Cell>
              <Table.Cell>
                <Badge size="sm">{actor.status}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!known}
                  title={known ? undefined : t('live.noChart')}
                  onClick={() => onFollow(actor.sessionId, actor.machineId)}
                >
                  {followed === actor.sessionId ? t('live.selected') : t('live.select')}
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** The events received, newest first: time, actor, type, JSON payload. */
function LiveEvents({ live }: { live: LiveState }) {
  const { t } = useTranslation('machineGallery');
  if (!live.events.length)
    return (
      <Text color="fg.muted" textStyle="sm">
        {t('events.empty')}
      </Text>
    );
  return (
    // A scrolling region is focusable and named, so that it scrolls from the keyboard (WCAG 2.1.1).
    <Box maxH="420px" overflowY="auto" tabIndex={0} role="region" aria-label={t('events.title')}>
      <Table.Root size="sm" data-testid="live-events" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('events.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('events.actor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('events.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('events.payload')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...live.events].reverse().map((event) => (
            <Table.Row key={event.seq} data-testid="live-event">
              <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {timeOfDay(event.at)}
              </Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {live.actors.get(event.sessionId)?.machineId ?? '?'} {event.sessionId}
              </Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {event.type}
              </Table.Cell>
              <Table.Cell>
                <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                  {JSON.stringify(event.payload)}
                </Code>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Whether a search parameter read as a number is an id. */
function isId(n: number): boolean {
  return Number.isInteger(n) && n > 0;
}

/**
 * The machines of the registry as a row of buttons (with the workflow definitions' picker),
 * and the chart of the one shown with `activeIds` highlighted.
 */
function GalleryChart({
  shownId,
  activeIds,
  onShow,
  onPickDefinition,
}: {
  shownId: string;
  activeIds: ReadonlySet<string>;
  onShow: (machineId: string) => void;
  onPickDefinition: (defineId: number) => void;
}) {
  const { t } = useTranslation('machineGallery');
  const shown = findMachine(shownId) ?? machineRegistry[0];
  return (
    <>
      {/* The machine list is a row above the chart, so the chart gets the page's full width. */}
      <HStack justify="space-between" align="flex-start" gap="3" mb="2">
        <HStack as="nav" aria-label={t('machines')} gap="1" wrap="wrap">
          {machineRegistry.map((entry) => (
            <Button
              key={entry.id}
              size="sm"
              fontFamily="mono"
              variant={entry.id === shown.id ? 'solid' : 'ghost'}
              aria-pressed={entry.id === shown.id}
              onClick={() => onShow(entry.id)}
            >
              {entry.id}
            </Button>
          ))}
          <DefinitionPicker onPick={onPickDefinition} />
        </HStack>
        <Button
          size="xs"
          variant="outline"
          flexShrink={0}
          title={t('downloadHint')}
          onClick={() => downloadDefinition(shown.machine)}
        >
          <LuDownload /> {t('download')}
        </Button>
      </HStack>
      <StatechartView machine={shown.machine} activeIds={activeIds} />
    </>
  );
}

/** The gallery page. */
export default function MachineGalleryPage() {
  const { t } = useTranslation('machineGallery');
  const { live, clearEvents } = useLiveInspection();
  const [params, setParams] = useSearchParams();
  const processId = Number(params.get('process'));
  const defineId = Number(params.get('define'));
  const [shownId, setShownId] = useState(machineRegistry[0].id);
  const [followed, setFollowed] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const shown = findMachine(shownId) ?? machineRegistry[0];
  const highlighted = actorToHighlight(live, shown.id, followed);
  const activeIds = useMemo(
    () => new Set(highlighted ? activeStateIds(shown.machine, highlighted.value) : []),
    [highlighted, shown],
  );

  const openInspected = (url: string) => {
    // Not `noopener`: the window must reach its opener to report its actors.
    setBlocked(window.open(url, '_blank') === null);
  };

  return (
    <Box>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={INSPECTABLE_APPS.map((app) => (
          <Button key={app.key} size="sm" variant="outline" onClick={() => openInspected(app.url)}>
            <LuExternalLink /> {t(app.key)}
          </Button>
        ))}
      />
      {blocked && (
        <Text role="alert" color="red.600" mb="3">
          {t('popupBlocked')}
        </Text>
      )}
      {isId(processId) ? (
        <ProcessMachine key={processId} id={processId} onClose={() => setParams({})} />
      ) : isId(defineId) ? (
        <DefinitionMachine key={defineId} id={defineId} onClose={() => setParams({})} />
      ) : (
        <GalleryChart
          shownId={shown.id}
          activeIds={activeIds}
          onShow={(id) => {
            setShownId(id);
            setFollowed(null);
          }}
          onPickDefinition={(id) => setParams({ define: String(id) })}
        />
      )}
      <Stack direction={{ base: 'column', xl: 'row' }} gap="6" mt="6" align="flex-start">
        <Box flex="1" minW="0" w="full">
          <Text as="h2" fontWeight="semibold" mb="2">
            {t('live.title')}
          </Text>
          <LiveActors
            live={live}
            followed={followed}
            onFollow={(sessionId, machineId) => {
              if (params.has('process') || params.has('define')) setParams({});
              setShownId(machineId);
              setFollowed(sessionId);
            }}
          />
        </Box>
        <Box flex="1" minW="0" w="full">
          <HStack justify="space-between" mb="2">
            <Text as="h2" fontWeight="semibold">
              {t('events.title')}
            </Text>
            <Button size="xs" variant="ghost" onClick={clearEvents}>
              {t('events.clear')}
            </Button>
          </HStack>
          <LiveEvents live={live} />
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * One machine drawn as a statechart with React Flow 12, laid out by ELK (never by hand):
 * states as boxes (compound states contain their children), the initial state marked
 * with an arrow badge, final states with a double border, transitions as routed edges
 * labelled "event [guard] / actions" (the transitions between two states share one line
 * and stack their labels). The active states carry `aria-current="true"` and
 * `data-active="true"`. The chart opens at a readable zoom (initial-viewport.ts) on a
 * canvas as tall as the window allows; big charts get a minimap, every chart zoom
 * controls whose "fit" button shows the whole chart.
 */
import { Badge, Box, HStack, Spinner, Text } from '@chakra-ui/react';
import {
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  MiniMap,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  type EdgeProps,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { ErrorState } from '../../ui/components';
import { machineToChart } from './chart-model';
import { LABEL_FONT_SIZE, LABEL_GAP, LINE_HEIGHT, TITLE_HEIGHT, stateLines } from './elk-graph';
import {
  absoluteBoxes,
  emphasize,
  layoutToFlow,
  roundedPath,
  type FlowBox,
  type Hovered,
  type StateFlowNode,
  type TransitionFlowEdge,
} from './flow-elements';
import { openingViewport } from './initial-viewport';
import { layoutChart } from './layout-chart';

/** A state box. Handles exist only because React Flow needs them to attach edges; ELK routes the edges. */
const StateBox = memo(function StateBox({ data }: NodeProps<StateFlowNode>) {
  const { t } = useTranslation('machineGallery');
  const { state, active } = data;
  const leaf = state.kind === 'atomic' || state.kind === 'final';
  return (
    <Box
      data-testid="chart-state"
      data-state-id={state.id}
      data-state-key={state.key}
      data-active={active ? 'true' : 'false'}
      aria-current={active ? 'true' : undefined}
      title={active ? t('active') : undefined}
      w="full"
      h="full"
      borderRadius="md"
      borderWidth={state.kind === 'final' ? '4px' : '1px'}
      borderStyle={state.kind === 'final' ? 'double' : 'solid'}
      borderColor={active ? 'blue.600' : 'border.emphasized'}
      bg={active ? (leaf ? 'blue.100' : 'blue.50') : leaf ? 'bg' : 'bg.subtle'}
      boxShadow={active ? '0 0 0 2px var(--chakra-colors-blue-400)' : undefined}
    >
      <Handle type="target" position={Position.Top} style={{ opacity: 0 }} isConnectable={false} />
      <HStack h={`${TITLE_HEIGHT}px`} px="2" gap="1.5">
        {state.initial && (
          <Badge size="xs" colorPalette="green">
            → {t('initial')}
          </Badge>
        )}
        <Text fontWeight="semibold" fontSize="sm" truncate>
          {state.key}
        </Text>
        {state.kind === 'final' && (
          <Badge size="xs" colorPalette="gray">
            {t('final')}
          </Badge>
        )}
        {state.kind === 'parallel' && <Badge size="xs">∥</Badge>}
      </HStack>
      {stateLines(state).map((line) => (
        <Text key={line} px="2" fontSize="xs" fontFamily="mono" color="fg.muted" h={`${LINE_HEIGHT}px`} truncate>
          {line}
        </Text>
      ))}
      <Handle type="source" position={Position.Bottom} style={{ opacity: 0 }} isConnectable={false} />
    </Box>
  );
});

/**
 * One transition's label: the event on the first line (bold), the guard and the actions
 * below in quieter colours, so the trigger is what the eye finds first.
 */
function TransitionLabel({ lines }: { lines: string[] }) {
  const [event, ...rest] = lines;
  return (
    <Box data-testid="chart-transition">
      <Box whiteSpace="pre" fontWeight="semibold" color="fg">
        {event}
      </Box>
      {rest.map((line) => (
        <Box key={line} whiteSpace="pre" color={line.startsWith('[') ? 'orange.700' : 'fg.muted'}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

/** The transitions between two states: ELK's orthogonal route with rounded bends, their labels where ELK put them. */
const TransitionLine = memo(function TransitionLine({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  if (!data || data.points.length < 2) return null;
  const on = data.emphasis === 'on';
  const opacity = data.emphasis === 'off' ? 0.25 : 1;
  return (
    <>
      <BaseEdge
        id={id}
        path={roundedPath(data.points)}
        markerEnd={markerEnd}
        interactionWidth={12}
        style={{
          stroke: on ? 'var(--chakra-colors-blue-600)' : 'var(--chakra-colors-gray-500)',
          strokeWidth: on ? 2.5 : 1.25,
          opacity,
        }}
      />
      {data.labelAt && (
        <EdgeLabelRenderer>
          <Box
            position="absolute"
            fontSize={`${LABEL_FONT_SIZE}px`}
            fontFamily="mono"
            lineHeight={`${LINE_HEIGHT}px`}
            px="1"
            py="2px"
            bg="bg"
            borderWidth="1px"
            borderColor={on ? 'blue.600' : 'border.muted'}
            borderRadius="sm"
            display="flex"
            flexDirection="column"
            gap={`${LABEL_GAP}px`}
            pointerEvents="none"
            // Above the states: the node layer (compound states fill their area) would hide them.
            zIndex={on ? 1001 : 1000}
            opacity={opacity}
            style={{ transform: `translate(${data.labelAt.x}px, ${data.labelAt.y}px)` }}
          >
            {data.transitions.map((transition) => (
              <TransitionLabel key={transition.id} lines={transition.labelLines} />
            ))}
          </Box>
        </EdgeLabelRenderer>
      )}
    </>
  );
});

/** Whether `state` is drawn as a plain box (no children). */
function isLeaf(state: StateFlowNode['data']['state']): boolean {
  return state.kind === 'atomic' || state.kind === 'final';
}

/** Minimap fill of a state: leaves grey (blue when active), compound states only outlined. */
function minimapColor(node: StateFlowNode): string {
  const { state, active } = node.data;
  if (active) return state.kind === 'atomic' || state.kind === 'final' ? '#4299e1' : '#ebf8ff';
  return state.kind === 'atomic' || state.kind === 'final' ? '#cbd5e0' : 'transparent';
}

const nodeTypes = { state: StateBox };
const edgeTypes = { elk: TransitionLine };

/** A laid-out chart's geometry: its bounds and each state's box, in flow coordinates (px). */
interface ChartGeometry {
  bounds: FlowBox;
  boxes: Map<string, FlowBox>;
  /** The machine's initial state (its root's initial child), if any. */
  initialId: string | null;
}

/**
 * Opens each new layout at a readable zoom (see initial-viewport.ts) once the canvas has
 * a size, and tells whether the whole chart is in view (`onFits`, for the minimap).
 */
function OpenAtReadableZoom({ geometry, onFits }: { geometry: ChartGeometry; onFits: (fits: boolean) => void }) {
  const flow = useReactFlow();
  const width = useStore((store) => store.width);
  const height = useStore((store) => store.height);
  const opened = useRef<ChartGeometry | null>(null);
  useEffect(() => {
    if (!width || !height || opened.current === geometry) return;
    opened.current = geometry;
    const focus = geometry.initialId ? (geometry.boxes.get(geometry.initialId) ?? null) : null;
    const { fits, ...viewport } = openingViewport(geometry.bounds, focus, { width, height });
    void flow.setViewport(viewport);
    onFits(fits);
  }, [geometry, width, height, flow, onFits]);
  return null;
}

/**
 * Brings the deepest active state into view when it changes and lies outside the canvas
 * (following a live actor), keeping the zoom.
 */
function FollowActive({ geometry, activeIds }: { geometry: ChartGeometry; activeIds: ReadonlySet<string> }) {
  const flow = useReactFlow();
  const width = useStore((store) => store.width);
  const height = useStore((store) => store.height);
  const deepest = [...activeIds].at(-1);
  useEffect(() => {
    const box = deepest ? geometry.boxes.get(deepest) : undefined;
    if (!box || !width || !height) return;
    const { x, y, zoom } = flow.getViewport();
    const left = box.x * zoom + x;
    const top = box.y * zoom + y;
    const inView = left >= 0 && top >= 0 && left + box.width * zoom <= width && top + box.height * zoom <= height;
    if (!inView) void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom, duration: 300 });
  }, [deepest, geometry, width, height, flow]);
  return null;
}

/** Bounds, state boxes and initial state of `graph` (ELK's result for `chart`). */
function geometryOf(chart: ReturnType<typeof machineToChart>, graph: ElkNode): ChartGeometry {
  const root = chart.states.find((state) => state.parentId === null);
  const initial = chart.states.find((state) => state.parentId === root?.id && state.initial);
  return {
    bounds: { x: 0, y: 0, width: graph.width ?? 0, height: graph.height ?? 0 },
    boxes: absoluteBoxes(graph),
    initialId: initial?.id ?? null,
  };
}

/** Props of {@link StatechartView}: the machine and the ids of its states to highlight. */
export interface StatechartViewProps {
  machine: AnyStateMachine;
  activeIds: ReadonlySet<string>;
}

/** The statechart of `machine`, laid out once per machine, highlighting `activeIds`. */
export function StatechartView({ machine, activeIds }: StatechartViewProps) {
  const { t } = useTranslation('machineGallery');
  const chart = useMemo(() => machineToChart(machine), [machine]);
  const [layout, setLayout] = useState<
    { chart: typeof chart; graph: ElkNode } | { chart: typeof chart; error: string } | null
  >(null);
  useEffect(() => {
    let current = true;
    layoutChart(chart).then(
      (graph) => {
        if (current) setLayout({ chart, graph });
      },
      (error: unknown) => {
        if (current) setLayout({ chart, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [chart]);
  const ready = layout?.chart === chart ? layout : null;
  const elements = useMemo(
    () => (ready && 'graph' in ready ? layoutToFlow(chart, ready.graph, activeIds) : null),
    [ready, chart, activeIds],
  );
  const geometry = useMemo(() => (ready && 'graph' in ready ? geometryOf(chart, ready.graph) : null), [ready, chart]);
  const [fits, setFits] = useState(true);
  // Pointing at a state or an edge brings out its transitions (which label belongs to which line).
  const [hovered, setHovered] = useState<Hovered>(null);
  const edges = useMemo(() => (elements ? emphasize(elements.edges, hovered) : []), [elements, hovered]);
  if (ready && 'error' in ready) return <ErrorState title={t('layoutFailed', { message: ready.error })} />;
  return (
    <Box
      data-testid="chart"
      data-machine-id={machine.id}
      aria-label={t('chartOf', { machine: machine.id })}
      role="figure"
      // As tall as the window leaves below the page's header and the gallery's title row.
      h="calc(100dvh - 290px)"
      minH="520px"
      borderWidth="1px"
      borderRadius="md"
      position="relative"
      // React Flow's attribution stays, in a size and colour that can be read (4.5:1, WCAG 1.4.3).
      css={{
        '& .react-flow__attribution': { background: 'bg', fontSize: 'xs' },
        '& .react-flow__attribution a': { color: 'fg.muted' },
      }}
    >
      {!elements || !geometry ? (
        <HStack p="4">
          <Spinner size="sm" />
          <Text>{t('laying')}</Text>
        </HStack>
      ) : (
        <ReactFlowProvider>
          <ReactFlow
            nodes={elements.nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            // Only leaves: a compound state's box is mostly the background of its children.
            onNodeMouseEnter={(_, node) => setHovered(isLeaf(node.data.state) ? { state: node.id } : null)}
            onNodeMouseLeave={() => setHovered(null)}
            onEdgeMouseEnter={(_, edge) => setHovered({ edge: edge.id })}
            onEdgeMouseLeave={() => setHovered(null)}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            minZoom={0.1}
            maxZoom={2}
            fitViewOptions={{ padding: 0.04 }}
          >
            <Controls showInteractive={false} />
            {!fits && (
              <MiniMap
                pannable
                zoomable
                ariaLabel={t('minimap')}
                nodeColor={minimapColor}
                nodeStrokeColor="#718096"
                nodeStrokeWidth={3}
                bgColor="var(--chakra-colors-bg)"
                style={{ border: '1px solid #cbd5e0' }}
              />
            )}
            <OpenAtReadableZoom geometry={geometry} onFits={setFits} />
            <FollowActive geometry={geometry} activeIds={activeIds} />
          </ReactFlow>
        </ReactFlowProvider>
      )}
    </Box>
  );
}

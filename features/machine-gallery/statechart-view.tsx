/**
 * One machine drawn as a statechart with React Flow 12, laid out by ELK (never by hand):
 * states as boxes (compound states contain their children), the initial state marked
 * with an arrow badge, final states with a double border, transitions as routed edges
 * labelled "event [guard] / actions". The active states carry `aria-current="true"`
 * and `data-active="true"`.
 */
import { Badge, Box, HStack, Spinner, Text } from '@chakra-ui/react';
import {
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type EdgeProps,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { ErrorState } from '../../ui/components';
import { machineToChart } from './chart-model';
import { LINE_HEIGHT, TITLE_HEIGHT, stateLines } from './elk-graph';
import { layoutToFlow, type StateFlowNode, type TransitionFlowEdge } from './flow-elements';
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
          <Badge size="xs" colorPalette="green" aria-label={t('initial')}>
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

/** A transition: ELK's orthogonal route as a polyline, its label where ELK put it. */
const TransitionLine = memo(function TransitionLine({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  if (!data || data.points.length < 2) return null;
  const [first, ...rest] = data.points;
  const path = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(' ')}`;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={{ stroke: 'var(--chakra-colors-gray-500)' }} />
      {data.labelAt && (
        <EdgeLabelRenderer>
          <Box
            data-testid="chart-transition"
            position="absolute"
            fontSize="11px"
            fontFamily="mono"
            lineHeight={`${LINE_HEIGHT}px`}
            px="1"
            bg="bg"
            borderRadius="sm"
            whiteSpace="nowrap"
            pointerEvents="none"
            opacity={0.92}
            // Above the states: the node layer (compound states fill their area) would hide them.
            zIndex={1000}
            style={{ transform: `translate(${data.labelAt.x}px, ${data.labelAt.y}px)` }}
          >
            {data.transition.labelLines.map((line) => (
              <Box key={line} whiteSpace="pre">
                {line}
              </Box>
            ))}
          </Box>
        </EdgeLabelRenderer>
      )}
    </>
  );
});

const nodeTypes = { state: StateBox };
const edgeTypes = { elk: TransitionLine };

/** Fits the view whenever a new layout arrives. */
function FitOnLayout({ layout }: { layout: ElkNode | null }) {
  const flow = useReactFlow();
  useEffect(() => {
    if (layout) void flow.fitView({ padding: 0.05 });
  }, [layout, flow]);
  return null;
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
  if (ready && 'error' in ready) return <ErrorState title={t('layoutFailed', { message: ready.error })} />;
  return (
    <Box
      data-testid="chart"
      data-machine-id={machine.id}
      aria-label={t('chartOf', { machine: machine.id })}
      role="figure"
      h="720px"
      borderWidth="1px"
      borderRadius="md"
      position="relative"
    >
      {!elements ? (
        <HStack p="4">
          <Spinner size="sm" />
          <Text>{t('laying')}</Text>
        </HStack>
      ) : (
        <ReactFlowProvider>
          <ReactFlow
            nodes={elements.nodes}
            edges={elements.edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            minZoom={0.1}
            fitView
          >
            <Controls showInteractive={false} />
            <FitOnLayout layout={ready && 'graph' in ready ? ready.graph : null} />
          </ReactFlow>
        </ReactFlowProvider>
      )}
    </Box>
  );
}

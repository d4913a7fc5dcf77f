/**
 * From a {@link Chart} to ELK's JSON graph (elkjs 0.12): one ELK node per state, nested
 * as the states nest, laid out as one hierarchy (`elk.hierarchyHandling: INCLUDE_CHILDREN`)
 * so that transitions between states of different parents are routed too. Every edge is
 * declared on the graph's root and reported in root coordinates (`elk.json.edgeCoords:
 * ROOT`); nodes are reported relative to their parent, which is what React Flow's
 * `parentId` wants. Sizes of leaves and labels are estimated from their text.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState } from './chart-model';

/** Id of the graph's root, which holds the machine's root state and every edge. */
export const ELK_ROOT_ID = '__chart__';

/** Line height of the texts in a state (px; the view uses the same). */
export const LINE_HEIGHT = 16;
/** Height of a state's title bar (px). */
export const TITLE_HEIGHT = 32;
/** Width estimate per character of the 11–13 px texts (px). */
const CHAR_WIDTH = 7;
/** Smallest width of a leaf state (px). */
const MIN_WIDTH = 120;

/** ELK's direction priority of a transition to a later state (others have 0). */
export const FORWARD_PRIORITY = 10;

/** Layout options of the whole graph (layered, top-down, one hierarchy). */
export const ROOT_LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.inline': 'false',
  'elk.spacing.nodeNode': '32',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
};

/** Texts shown below a state's name: its invokes, then its target-less transitions. */
export function stateLines(state: ChartState): string[] {
  return [...state.invokes.map((src) => `invoke ${src}`), ...state.internal];
}

/** Estimated width of `text` in px. */
function textWidth(text: string): number {
  return text.length * CHAR_WIDTH;
}

/** ELK node of `state` and, recursively, of its children (`childrenOf` by parent id). */
function toElkNode(state: ChartState, childrenOf: Map<string, ChartState[]>): ElkNode {
  const lines = stateLines(state);
  const header = TITLE_HEIGHT + lines.length * LINE_HEIGHT;
  // The title row also holds the initial / final badges (about 90 px).
  const badges = (state.initial ? 1 : 0) + (state.kind === 'final' ? 1 : 0);
  const width = Math.max(
    MIN_WIDTH,
    textWidth(state.key) + 32 + badges * 90,
    ...lines.map((line) => textWidth(line) + 32),
  );
  const children = childrenOf.get(state.id) ?? [];
  if (!children.length) return { id: state.id, width, height: header + 8 };
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${header + 12},left=16,bottom=16,right=16]`,
      'elk.nodeSize.minimum': `(${width}, ${header + 40})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: children.map((child) => toElkNode(child, childrenOf)),
  };
}

/** ELK graph of `chart`: root → the machine's root state → … ; every transition an edge with one label. */
export function chartToElkGraph(chart: Chart): ElkNode {
  const childrenOf = new Map<string, ChartState[]>();
  for (const state of chart.states) {
    if (state.parentId === null) continue;
    childrenOf.set(state.parentId, [...(childrenOf.get(state.parentId) ?? []), state]);
  }
  const roots = chart.states.filter((state) => state.parentId === null);
  // Machines list their states in the order of the flow; ELK's cycle breaking (which the
  // cycle-breaking options do not steer across a hierarchy) is told that transitions to
  // a later state should point down, so "back" and "restart" are the ones drawn upwards.
  const order = new Map(chart.states.map((state, index) => [state.id, index]));
  const edges: ElkExtendedEdge[] = chart.transitions.map((transition) => ({
    id: transition.id,
    ...(order.get(transition.target)! > order.get(transition.source)!
      ? { layoutOptions: { 'elk.layered.priority.direction': String(FORWARD_PRIORITY) } }
      : {}),
    sources: [transition.source],
    targets: [transition.target],
    labels: [
      {
        id: `${transition.id}:label`,
        text: transition.label,
        width: Math.max(...transition.labelLines.map(textWidth)) + 8,
        height: transition.labelLines.length * LINE_HEIGHT,
      },
    ],
  }));
  return {
    id: ELK_ROOT_ID,
    layoutOptions: ROOT_LAYOUT_OPTIONS,
    children: roots.map((state) => toElkNode(state, childrenOf)),
    edges,
  };
}

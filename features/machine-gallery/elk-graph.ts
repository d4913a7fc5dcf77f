/**
 * From a {@link Chart} to ELK's JSON graph (elkjs 0.12): one ELK node per state, nested
 * as the states nest, laid out as one hierarchy (`elk.hierarchyHandling: INCLUDE_CHILDREN`)
 * so that transitions between states of different parents are routed too. Every edge is
 * declared on the graph's root and reported in root coordinates (`elk.json.edgeCoords:
 * ROOT`); nodes are reported relative to their parent, which is what React Flow's
 * `parentId` wants. Sizes of leaves and labels are estimated from their text (monospaced,
 * so the estimate holds), which lets ELK reserve room for every label and keep it off
 * the states and the other edges.
 *
 * Transitions between the same two states are one ELK edge whose label stacks theirs
 * (a {@link TransitionGroup}): a state left by five events towards `signedOut` gets one
 * line with five labels, not a bundle of five parallel lines across the chart.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartTransition } from './chart-model';

/** Id of the graph's root, which holds the machine's root state and every edge. */
export const ELK_ROOT_ID = '__chart__';

/** Line height of the texts in a state (px; the view uses the same). */
export const LINE_HEIGHT = 16;
/** Height of a state's title bar (px). */
export const TITLE_HEIGHT = 32;
/** Font size of a transition label (px, monospaced; the view uses the same). */
export const LABEL_FONT_SIZE = 12;
/** Vertical gap between two transitions stacked in one label (px). */
export const LABEL_GAP = 4;
/** Width per character of the 12 px monospaced texts (px; ≈ 0.6 em, rounded up). */
const CHAR_WIDTH = 7.4;
/** Horizontal padding of a label box, both sides together (px). */
const LABEL_PADDING = 10;
/** Smallest width of a leaf state (px). */
const MIN_WIDTH = 120;

/** ELK's direction priority of a transition to a later state (others have 0). */
export const FORWARD_PRIORITY = 10;

/**
 * Layout options of every level: layered, top-down (machines read as a flow from the
 * initial state downwards; the page scrolls vertically), orthogonal routes. ELK reads
 * these per compound node even with `INCLUDE_CHILDREN`, hence they are set on the root
 * and on every state with children. Depth-first cycle breaking walks from the initial
 * state, so the initial state lands on top and the main flow points down (the model-order
 * strategies of elkjs 0.12 crash on nested graphs). Network-simplex placement straightens the main flow
 * and keeps the chart narrow; `mergeEdges` lets edges leaving (entering) a state share
 * one exit (entry) point, so they fan out instead of running side by side.
 */
export const LEVEL_LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.mergeEdges': 'true',
  'elk.layered.thoroughness': '20',
  'elk.spacing.nodeNode': '40',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '6',
  'elk.spacing.edgeNode': '20',
};

/** Layout options of the graph's root: those of every level, one hierarchy, edges in root coordinates. */
export const ROOT_LAYOUT_OPTIONS: Record<string, string> = {
  ...LEVEL_LAYOUT_OPTIONS,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
};

/** The transitions from one state to another, drawn as one edge (`id`: `source->target`). */
export interface TransitionGroup {
  id: string;
  source: string;
  target: string;
  /** In the machine's order; at least one. */
  transitions: ChartTransition[];
}

/** `chart`'s transitions grouped by source and target, groups in the order of their first transition. */
export function groupTransitions(chart: Chart): TransitionGroup[] {
  const groups = new Map<string, TransitionGroup>();
  for (const transition of chart.transitions) {
    const id = `${transition.source}->${transition.target}`;
    const group = groups.get(id);
    if (group) group.transitions.push(transition);
    else groups.set(id, { id, source: transition.source, target: transition.target, transitions: [transition] });
  }
  return [...groups.values()];
}

/** Size of a group's label (px): its transitions' lines stacked, {@link LABEL_GAP} between transitions. */
export function groupLabelSize(group: TransitionGroup): { width: number; height: number } {
  const lines = group.transitions.flatMap((t) => t.labelLines);
  return {
    width: Math.ceil(Math.max(...lines.map(textWidth)) + LABEL_PADDING),
    height: lines.length * LINE_HEIGHT + (group.transitions.length - 1) * LABEL_GAP + 4,
  };
}

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
      ...LEVEL_LAYOUT_OPTIONS,
      'elk.padding': `[top=${header + 12},left=16,bottom=16,right=16]`,
      'elk.nodeSize.minimum': `(${width}, ${header + 40})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: children.map((child) => toElkNode(child, childrenOf)),
  };
}

/** ELK graph of `chart`: root → the machine's root state → … ; every {@link TransitionGroup} an edge with one label. */
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
  const edges: ElkExtendedEdge[] = groupTransitions(chart).map((group) => ({
    id: group.id,
    ...(order.get(group.target)! > order.get(group.source)!
      ? { layoutOptions: { 'elk.layered.priority.direction': String(FORWARD_PRIORITY) } }
      : {}),
    sources: [group.source],
    targets: [group.target],
    labels: [
      {
        id: `${group.id}:label`,
        text: group.transitions.map((t) => t.label).join('\n'),
        ...groupLabelSize(group),
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

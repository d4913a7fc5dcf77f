/**
 * From ELK's laid-out graph to React Flow 12 elements: each state a node at ELK's
 * position (relative to its parent state, linked by `parentId`, parents listed before
 * their children as React Flow requires), each group of transitions between two states
 * ({@link TransitionGroup}) an edge carrying ELK's route (root coordinates) and label
 * position, drawn by the gallery's `elk` edge type.
 * Pure; the highlighted states come in as ids.
 */
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartTransition } from './chart-model';
import { groupTransitions } from './elk-graph';

/** Data of a state node: the chart's state, its lines of text, whether it is active now. */
export interface StateNodeData extends Record<string, unknown> {
  state: ChartState;
  active: boolean;
}

/** A point in flow coordinates (px). */
export interface Point {
  x: number;
  y: number;
}

/** Data of a transition edge: its transitions (one label each), ELK's route and the labels' top-left corner. */
export interface TransitionEdgeData extends Record<string, unknown> {
  transitions: ChartTransition[];
  points: Point[];
  labelAt: Point | null;
  /**
   * How the edge is drawn while the pointer rests on a state or an edge: `on` when it
   * touches that state or is that edge, `off` for the others, `none` (or absent) otherwise.
   */
  emphasis?: Emphasis;
}

/** See {@link TransitionEdgeData.emphasis}. */
export type Emphasis = 'none' | 'on' | 'off';

/** What the pointer rests on: a state (by id), an edge (by id), or nothing. */
export type Hovered = { state: string } | { edge: string } | null;

/**
 * `edges` with their {@link Emphasis} for `hovered`: the transitions into and out of a
 * hovered state (or the hovered edge) stand out, the rest fade. Returns `edges` itself
 * when nothing is hovered.
 */
export function emphasize(edges: TransitionFlowEdge[], hovered: Hovered): TransitionFlowEdge[] {
  if (!hovered) return edges;
  const touches = (edge: TransitionFlowEdge) =>
    'edge' in hovered ? edge.id === hovered.edge : edge.source === hovered.state || edge.target === hovered.state;
  return edges.map((edge) => ({ ...edge, data: { ...edge.data!, emphasis: touches(edge) ? 'on' : 'off' } }));
}

/** React Flow node of a state (type `state`). */
export type StateFlowNode = Node<StateNodeData, 'state'>;
/** React Flow edge of the transitions between two states (type `elk`). */
export type TransitionFlowEdge = Edge<TransitionEdgeData, 'elk'>;

/** The route of a laid-out edge: start, bend points, end of each section, in order. */
function routeOf(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
}

/**
 * Nodes and edges of `layout` (ELK's output for `chartToElkGraph(chart)`), with the states
 * of `activeIds` marked active.
 * @throws Error when the layout lacks a position for one of the chart's states or a route
 *   for one of its groups of transitions, or has a node or edge the chart does not know
 */
export function layoutToFlow(
  chart: Chart,
  layout: ElkNode,
  activeIds: ReadonlySet<string> = new Set(),
): { nodes: StateFlowNode[]; edges: TransitionFlowEdge[] } {
  const states = new Map(chart.states.map((state) => [state.id, state]));
  const nodes: StateFlowNode[] = [];
  const visit = (elk: ElkNode) => {
    const state = states.get(elk.id);
    if (!state)
      throw new Error(`layoutToFlow: the layout has a node "${elk.id}" that is no state of ${chart.machineId}`);
    if (elk.x === undefined || elk.y === undefined || elk.width === undefined || elk.height === undefined) {
      throw new Error(`layoutToFlow: no position for state "${elk.id}"`);
    }
    nodes.push({
      id: state.id,
      type: 'state',
      position: { x: elk.x, y: elk.y },
      ...(state.parentId ? { parentId: state.parentId } : {}),
      width: elk.width,
      height: elk.height,
      style: { width: elk.width, height: elk.height },
      draggable: false,
      selectable: false,
      data: { state, active: activeIds.has(state.id) },
    });
    for (const child of elk.children ?? []) visit(child);
  };
  for (const child of layout.children ?? []) visit(child);
  if (nodes.length !== chart.states.length)
    throw new Error(`layoutToFlow: ${chart.states.length - nodes.length} states not laid out`);

  const groups = new Map(groupTransitions(chart).map((group) => [group.id, group]));
  const edges: TransitionFlowEdge[] = (layout.edges ?? []).map((edge) => {
    const group = groups.get(edge.id);
    if (!group) throw new Error(`layoutToFlow: the layout has an edge "${edge.id}" that is no group of transitions`);
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      type: 'elk',
      source: group.source,
      target: group.target,
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
      data: {
        transitions: group.transitions,
        points: routeOf(edge),
        labelAt: label?.x !== undefined && label.y !== undefined ? { x: label.x, y: label.y } : null,
      },
    };
  });
  if (edges.length !== groups.size) {
    throw new Error(`layoutToFlow: ${groups.size - edges.length} groups of transitions not laid out`);
  }
  return { nodes, edges };
}

/** A box in flow coordinates (px), its top-left corner and size. */
export interface FlowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Each laid-out state's box in root (flow) coordinates, by state id: ELK reports a node
 * relative to its parent, so the parents' offsets are added up.
 */
export function absoluteBoxes(layout: ElkNode): Map<string, FlowBox> {
  const boxes = new Map<string, FlowBox>();
  const visit = (node: ElkNode, dx: number, dy: number) => {
    const x = dx + (node.x ?? 0);
    const y = dy + (node.y ?? 0);
    boxes.set(node.id, { x, y, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) visit(child, x, y);
  };
  for (const child of layout.children ?? []) visit(child, 0, 0);
  return boxes;
}

/**
 * SVG path through `points` with each bend rounded by a quarter curve of up to `radius`
 * px (less where a segment is too short), as orthogonal statechart edges are drawn.
 */
export function roundedPath(points: readonly Point[], radius = 8): string {
  if (points.length < 2) return '';
  const [first, ...rest] = points;
  let path = `M ${first.x} ${first.y}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const before = points[i];
    const corner = rest[i];
    const after = rest[i + 1];
    const r = Math.min(radius, distance(before, corner) / 2, distance(corner, after) / 2);
    const from = toward(corner, before, r);
    const to = toward(corner, after, r);
    path += ` L ${from.x} ${from.y} Q ${corner.x} ${corner.y} ${to.x} ${to.y}`;
  }
  const last = rest[rest.length - 1];
  return `${path} L ${last.x} ${last.y}`;
}

/** Euclidean distance of two points (px). */
function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The point `length` px from `from` in the direction of `to` (`from` itself when they coincide). */
function toward(from: Point, to: Point, length: number): Point {
  const d = distance(from, to);
  if (d === 0) return from;
  return { x: from.x + ((to.x - from.x) * length) / d, y: from.y + ((to.y - from.y) * length) / d };
}

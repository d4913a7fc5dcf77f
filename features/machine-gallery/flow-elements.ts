/**
 * From ELK's laid-out graph to React Flow 12 elements: each state a node at ELK's
 * position (relative to its parent state, linked by `parentId`, parents listed before
 * their children as React Flow requires), each transition an edge carrying ELK's route
 * (root coordinates) and label position, drawn by the gallery's `elk` edge type.
 * Pure; the highlighted states come in as ids.
 */
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartTransition } from './chart-model';

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

/** Data of a transition edge: the route ELK computed, its label and the label's top-left corner. */
export interface TransitionEdgeData extends Record<string, unknown> {
  transition: ChartTransition;
  points: Point[];
  labelAt: Point | null;
}

/** React Flow node of a state (type `state`). */
export type StateFlowNode = Node<StateNodeData, 'state'>;
/** React Flow edge of a transition (type `elk`). */
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
 * @throws Error when the layout lacks a position for one of the chart's states
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

  const transitions = new Map(chart.transitions.map((t) => [t.id, t]));
  const edges: TransitionFlowEdge[] = (layout.edges ?? []).map((edge) => {
    const transition = transitions.get(edge.id);
    if (!transition) throw new Error(`layoutToFlow: the layout has an edge "${edge.id}" that is no transition`);
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      type: 'elk',
      source: transition.source,
      target: transition.target,
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
      data: {
        transition,
        points: routeOf(edge),
        labelAt: label?.x !== undefined && label.y !== undefined ? { x: label.x, y: label.y } : null,
      },
    };
  });
  return { nodes, edges };
}

/**
 * The conversion machine → chart → ELK graph → React Flow elements, on a small machine
 * with nesting, guards, actions, `after`, `always`, an invoke's done/error and final
 * states; then with ELK itself on every registered machine.
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { activeStateIds, machineToChart, transitionLabelLines } from './chart-model';
import { ELK_ROOT_ID, FORWARD_PRIORITY, chartToElkGraph, groupTransitions } from './elk-graph';
import { absoluteBoxes, emphasize, layoutToFlow, roundedPath } from './flow-elements';
import { layoutChart } from './layout-chart';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: { target: 'opened', guard: 'isUnlocked', actions: ['log', { type: 'beep' }] },
        knock: { actions: 'log' },
      },
    },
    opened: {
      initial: 'swinging',
      states: {
        swinging: { after: { 1000: 'still' } },
        still: { always: { guard: 'isWindy', target: 'done' } },
        done: { type: 'final' },
      },
      onDone: 'checking',
    },
    checking: { invoke: { id: 'check', src: 'checkSensor', onDone: 'gone', onError: 'closed' } },
    gone: { type: 'final' },
  },
});

describe('machineToChart', () => {
  const chart = machineToChart(door);
  const state = (id: string) => chart.states.find((s) => s.id === id)!;
  const labels = (source: string) =>
    chart.transitions.filter((t) => t.source === source).map((t) => `${t.label} → ${t.target}`);

  it('lists the states with their parents, kinds and initial marks, parents first', () => {
    expect(chart.states.map((s) => [s.id, s.parentId, s.kind, s.initial])).toEqual([
      ['door', null, 'compound', false],
      ['door.closed', 'door', 'atomic', true],
      ['door.opened', 'door', 'compound', false],
      ['door.opened.swinging', 'door.opened', 'atomic', true],
      ['door.opened.still', 'door.opened', 'atomic', false],
      ['door.opened.done', 'door.opened', 'final', false],
      ['door.checking', 'door', 'atomic', false],
      ['door.gone', 'door', 'final', false],
    ]);
    expect(state('door').key).toBe('door');
    expect(state('door.opened.swinging').key).toBe('swinging');
  });

  it('labels transitions with event, guard and actions; keeps target-less ones inside the state', () => {
    expect(labels('door.closed')).toEqual(['open [isUnlocked] / log, beep → door.opened']);
    expect(state('door.closed').internal).toEqual(['knock / log']);
    expect(chart.transitions.find((t) => t.source === 'door.closed')!.labelLines).toEqual([
      'open',
      '[isUnlocked]',
      '/ log, beep',
    ]);
  });

  it('wraps long action lists on the drawn label', () => {
    expect(
      transitionLabelLines('form.submit', {
        eventType: 'form.submit',
        guard: undefined,
        actions: ['setError', 'clearSlotsAfterConflict', 'releaseHold', 'clearHold'],
      }),
    ).toEqual(['form.submit', '/ setError,', '  clearSlotsAfterConflict,', '  releaseHold, clearHold']);
  });

  it('names after, always, invoke done/error and the state done event', () => {
    expect(labels('door.opened.swinging')).toEqual(['after 1000ms → door.opened.still']);
    expect(labels('door.opened.still')).toEqual(['always [isWindy] → door.opened.done']);
    expect(labels('door.opened')).toEqual(['done → door.checking']);
    expect(labels('door.checking')).toEqual(['done: checkSensor → door.gone', 'error: checkSensor → door.closed']);
    expect(state('door.checking').invokes).toEqual(['checkSensor']);
    expect(chart.transitions.find((t) => t.source === 'door.opened.swinging')!.trigger).toBe('after');
  });

  it('resolves a snapshot value to the active state ids, ancestors included', () => {
    expect(activeStateIds(door, { opened: 'still' })).toEqual(['door', 'door.opened', 'door.opened.still']);
    expect(activeStateIds(door, 'closed')).toEqual(['door', 'door.closed']);
    expect(activeStateIds(door, 'nowhere')).toEqual(['door']);
  });
});

describe('chartToElkGraph', () => {
  it('nests ELK nodes as the states nest, with every edge labelled on the root', () => {
    const graph = chartToElkGraph(machineToChart(door));
    expect(graph.id).toBe(ELK_ROOT_ID);
    expect(graph.layoutOptions?.['elk.hierarchyHandling']).toBe('INCLUDE_CHILDREN');
    const [root] = graph.children!;
    expect(root.id).toBe('door');
    expect(root.children!.map((n) => n.id)).toEqual(['door.closed', 'door.opened', 'door.checking', 'door.gone']);
    expect(root.children![1].children!.map((n) => n.id)).toEqual([
      'door.opened.swinging',
      'door.opened.still',
      'door.opened.done',
    ]);
    expect(graph.edges!.find((e) => e.sources[0] === 'door.closed')).toMatchObject({
      targets: ['door.opened'],
      labels: [{ text: 'open [isUnlocked] / log, beep' }],
      layoutOptions: { 'elk.layered.priority.direction': String(FORWARD_PRIORITY) },
    });
    // A transition back to an earlier state gets no priority.
    expect(
      graph.edges!.find((e) => e.sources[0] === 'door.checking' && e.targets[0] === 'door.closed')!.layoutOptions,
    ).toBeUndefined();
  });
});

// ELK takes up to a second for the larger machines on a busy machine.
describe('layoutToFlow with ELK', { timeout: 20_000 }, () => {
  it('gives every state a node with a parent link and every transition a routed, labelled edge', async () => {
    const chart = machineToChart(door);
    const { nodes, edges } = layoutToFlow(
      chart,
      await layoutChart(chart),
      new Set(activeStateIds(door, { opened: 'still' })),
    );
    expect(nodes.map((n) => [n.id, n.parentId])).toEqual(chart.states.map((s) => [s.id, s.parentId ?? undefined]));
    const still = nodes.find((n) => n.id === 'door.opened.still')!;
    expect(still.data.active).toBe(true);
    expect(nodes.find((n) => n.id === 'door.closed')!.data.active).toBe(false);
    // A child lies inside its parent (positions are relative to the parent).
    const opened = nodes.find((n) => n.id === 'door.opened')!;
    expect(still.position.x + still.width!).toBeLessThanOrEqual(opened.width!);
    expect(still.position.y + still.height!).toBeLessThanOrEqual(opened.height!);
    expect(edges).toHaveLength(chart.transitions.length);
    for (const edge of edges) {
      expect(edge.data!.points.length).toBeGreaterThanOrEqual(2);
      expect(edge.data!.labelAt).not.toBeNull();
    }
    // Root coordinates of a nested state: its own offset plus its parent's.
    const layout = await layoutChart(chart);
    const boxes = absoluteBoxes(layout);
    expect(boxes.get('door.opened.still')!.x).toBe(boxes.get('door.opened')!.x + still.position.x);
    expect(boxes.get('door.opened.still')!.y).toBe(boxes.get('door.opened')!.y + still.position.y);
  });

  it('draws the transitions between the same two states as one edge with all their labels', async () => {
    const session = machineRegistry.find((entry) => entry.id === 'session')!.machine;
    const chart = machineToChart(session);
    const groups = groupTransitions(chart);
    const { edges } = layoutToFlow(chart, await layoutChart(chart));
    expect(edges).toHaveLength(groups.length);
    expect(groups.length).toBeLessThan(chart.transitions.length);
    const outOfSigningOut = edges.find((edge) => edge.id === 'session.signingOut->session.signedOut')!;
    expect(outOfSigningOut.data!.transitions.map((t) => t.label)).toEqual([
      'done: logout / clearSession, clearError',
      'error: logout / clearSession, clearError',
    ]);
    expect(edges.flatMap((edge) => edge.data!.transitions.map((t) => t.id)).sort()).toEqual(
      chart.transitions.map((t) => t.id).sort(),
    );
  });

  it('brings out the transitions of the state or edge the pointer rests on', async () => {
    const chart = machineToChart(door);
    const { edges } = layoutToFlow(chart, await layoutChart(chart));
    const emphasis = (hovered: Parameters<typeof emphasize>[1]) =>
      Object.fromEntries(emphasize(edges, hovered).map((edge) => [edge.id, edge.data!.emphasis ?? 'none']));
    expect(emphasize(edges, null)).toBe(edges);
    expect(emphasis({ state: 'door.checking' })).toEqual({
      'door.closed->door.opened': 'off',
      'door.opened.swinging->door.opened.still': 'off',
      'door.opened.still->door.opened.done': 'off',
      'door.opened->door.checking': 'on',
      'door.checking->door.gone': 'on',
      'door.checking->door.closed': 'on',
    });
    expect(Object.values(emphasis({ edge: 'door.checking->door.gone' })).filter((e) => e === 'on')).toHaveLength(1);
  });

  it('rounds the bends of a route', () => {
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 0, y: 100 },
        { x: 50, y: 100 },
      ]),
    ).toBe('M 0 0 L 0 92 Q 0 100 8 100 L 50 100');
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 0, y: 10 },
        { x: 4, y: 10 },
      ]),
    ).toBe('M 0 0 L 0 8 Q 0 10 2 10 L 4 10');
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry.machine] as const))('lays out %s', async (_id, machine) => {
    const chart = machineToChart(machine);
    const { nodes, edges } = layoutToFlow(chart, await layoutChart(chart));
    expect(nodes).toHaveLength(chart.states.length);
    expect(edges.flatMap((edge) => edge.data!.transitions)).toHaveLength(chart.transitions.length);
  });
});

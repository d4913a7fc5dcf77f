/** Folding @statelyai/inspect events into live actors and an event list. */
import { describe, expect, it } from 'vitest';
import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { applyInspection, emptyLive, MAX_EVENTS } from './live-actors';

const base = { _version: '0.7.2', createdAt: '1700000000000', id: 'i', rootId: 'x:0' };
const actor = (sessionId: string, definition: string | undefined, name: string, parentId?: string) =>
  ({
    ...base,
    type: '@xstate.actor',
    sessionId,
    name,
    definition,
    parentId,
    snapshot: { status: 'active', value: 'pickingScene' },
  }) as StatelyInspectionEvent;

describe('applyInspection', () => {
  it('registers actors by their definition id, falls back to the name, keeps the parent', () => {
    let live = applyInspection(emptyLive(), actor('x:1', JSON.stringify({ id: 'sameDayBooking', states: {} }), 'x:1'));
    live = applyInspection(live, actor('x:2', undefined, 'holdSlots', 'x:1'));
    expect([...live.actors.values()]).toEqual([
      { sessionId: 'x:1', machineId: 'sameDayBooking', parentId: null, value: 'pickingScene', status: 'active' },
      { sessionId: 'x:2', machineId: 'holdSlots', parentId: 'x:1', value: 'pickingScene', status: 'active' },
    ]);
  });

  it('follows snapshots and ignores those of unknown actors', () => {
    let live = applyInspection(emptyLive(), actor('x:1', '{"id":"session"}', 'x:1'));
    live = applyInspection(live, {
      ...base,
      type: '@xstate.snapshot',
      sessionId: 'x:1',
      event: { type: 'go' },
      snapshot: { status: 'done', value: 'holding' },
    } as unknown as StatelyInspectionEvent);
    expect(live.actors.get('x:1')).toMatchObject({ value: 'holding', status: 'done' });
    const same = applyInspection(live, {
      ...base,
      type: '@xstate.snapshot',
      sessionId: 'x:9',
      event: { type: 'go' },
      snapshot: { value: 'a' },
    } as unknown as StatelyInspectionEvent);
    expect(same).toBe(live);
  });

  it('lists events with time, actor, type and payload, keeping the newest MAX_EVENTS', () => {
    let live = emptyLive();
    for (let i = 0; i < MAX_EVENTS + 2; i++) {
      live = applyInspection(live, {
        ...base,
        type: '@xstate.event',
        sessionId: 'x:1',
        sourceId: undefined,
        event: { type: 'slot.toggle', slot: i },
      } as StatelyInspectionEvent);
    }
    expect(live.events).toHaveLength(MAX_EVENTS);
    expect(live.events.at(-1)).toEqual({
      seq: MAX_EVENTS + 2,
      at: 1700000000000,
      sessionId: 'x:1',
      type: 'slot.toggle',
      payload: { type: 'slot.toggle', slot: MAX_EVENTS + 1 },
    });
  });
});

/**
 * A window opened with `?inspect` posts the @statelyai/inspect protocol of a real actor to
 * its opener; without the parameter it posts nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { actorInspection } from '../../machines/inspection';
import { startOpenerInspection, toCloneable } from './opener-inspection';

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

/** A window whose opener records what it receives. */
function fakeWindow(search: string) {
  const received: { data: unknown; origin: string }[] = [];
  const opener = { postMessage: (data: unknown, origin: string) => received.push({ data, origin }) };
  const stored = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => stored.set(k, v),
  };
  return {
    win: { location: { search, origin: 'http://venue.test' }, opener, sessionStorage } as unknown as Window,
    received,
  };
}

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('startOpenerInspection', () => {
  it('sends actor, event and snapshot messages to the opener, to our origin only', async () => {
    const { win, received } = fakeWindow('?inspect');
    stop = startOpenerInspection(win);
    const actor = createActor(toggle, { inspect: actorInspection }).start();
    actor.send({ type: 'flip', by: 'test' } as never);
    await vi.waitFor(() =>
      expect(received.some((m) => (m.data as { type: string }).type === '@xstate.snapshot')).toBe(true),
    );
    const types = received.map((m) => (m.data as { type: string; _version: string }).type);
    expect(types).toEqual(expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    expect(
      received.every(
        (m) => m.origin === 'http://venue.test' && typeof (m.data as { _version: unknown })._version === 'string',
      ),
    ).toBe(true);
    const flip = received
      .map((m) => m.data as { type: string; event?: { type: string; by?: string } })
      .find((m) => m.type === '@xstate.event' && m.event?.type === 'flip');
    expect(flip?.event).toEqual({ type: 'flip', by: 'test' });
    const last = received.filter((m) => (m.data as { type: string }).type === '@xstate.snapshot').at(-1)!.data;
    expect((last as { snapshot: { value: string } }).snapshot.value).toBe('on');
  });

  it('keeps inspecting after the query is gone (redirect, reload of the same window)', () => {
    const { win } = fakeWindow('?inspect');
    stop = startOpenerInspection(win);
    stop?.();
    (win.location as { search: string }).search = '';
    stop = startOpenerInspection(win);
    expect(stop).not.toBeNull();
  });

  it('does nothing without ?inspect or without an opener', () => {
    expect(startOpenerInspection(fakeWindow('').win)).toBeNull();
    const { win } = fakeWindow('?inspect');
    expect(startOpenerInspection({ ...win, opener: null } as unknown as Window)).toBeNull();
  });

  it('makes payloads cloneable', () => {
    const cyclic: Record<string, unknown> = { a: 1, f: () => 1, e: new Error('no') };
    cyclic.self = cyclic;
    expect(toCloneable(cyclic)).toEqual({ a: 1, e: { name: 'Error', message: 'no' }, self: '[circular]' });
  });
});

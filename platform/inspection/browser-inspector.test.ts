/**
 * The browser inspector: when it runs, and what it sends to the Stately inspector window it
 * opens — played here by a second (happy-dom) window with @statelyai/inspect's own
 * `createBrowserReceiver`, which answers the connection as stately.ai/inspect does.
 */
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createBrowserReceiver, type StatelyInspectionEvent } from '@statelyai/inspect';
import { appTabsMachine } from '../../machines/app-tabs.machine';
import { actorInspection } from '../../machines/inspection';
import { startBrowserInspector, wantsBrowserInspector } from './browser-inspector';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('wantsBrowserInspector', () => {
  it('runs in development builds and wherever the URL asks with ?inspect', () => {
    expect(wantsBrowserInspector(true, { search: '' })).toBe(true);
    expect(wantsBrowserInspector(false, { search: '?inspect' })).toBe(true);
    expect(wantsBrowserInspector(false, { search: '?lang=EN&inspect=1' })).toBe(true);
    expect(wantsBrowserInspector(false, { search: '' })).toBe(false);
    expect(wantsBrowserInspector(false, { search: '?inspector=no' })).toBe(false);
  });
});

describe('startBrowserInspector', () => {
  it('sends the @statelyai/inspect protocol of every actor to the Stately inspector window', async () => {
    // The window stately.ai/inspect would open in: a second page that receives like it.
    const gallery = new Window({ url: 'http://localhost/inspect' });
    const open = vi.spyOn(window, 'open').mockReturnValue(gallery as unknown as globalThis.Window);
    const received: StatelyInspectionEvent[] = [];
    createBrowserReceiver({ window: gallery as unknown as globalThis.Window }).subscribe((event) => {
      received.push(event);
    });

    const starting = startBrowserInspector(window);
    expect(startBrowserInspector(window)).toBe(starting); // once per page
    // an actor created while the package still loads is seen from its creation
    const actor = createActor(appTabsMachine.provide({ actors: { reloadMenus: (() => {}) as never } }), {
      input: { activeApp: 'venue', activeMenu: '/reserveManage' },
      inspect: actorInspection,
    }).start();
    await starting;
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    actor.send({ type: 'menu.select', path: '/siteManage' });
    // The inspector window says it is ready; what was deferred until then is sent.
    window.postMessage({ type: '@statelyai.connected' }, '*');

    await vi.waitFor(
      () => {
        expect(received.some((e) => e.type === '@xstate.event' && e.event.type === 'menu.select')).toBe(true);
      },
      { timeout: 3000 },
    );
    const registered = received.find((e) => e.type === '@xstate.actor');
    expect(registered).toMatchObject({ type: '@xstate.actor', name: 'appTabs', sessionId: actor.sessionId });
    expect(typeof registered?._version).toBe('string');
    const last = received.filter((e) => e.type === '@xstate.snapshot').at(-1);
    expect(last?.snapshot).toMatchObject({ value: 'idle', context: { activeApp: 'venue', activeMenu: '/siteManage' } });
    actor.stop();
    await gallery.happyDOM.close();
  });
});

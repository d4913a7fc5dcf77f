/**
 * The browser inspector: when it runs, and what an app window opened by the machine
 * gallery sends to its opener — received here by @statelyai/inspect's own
 * `createBrowserReceiver` in a second (happy-dom) window, as the gallery receives it.
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
  it('sends the @statelyai/inspect protocol of every actor to the window that opened the page', async () => {
    // The Stately popup (stately.ai/inspect) is outside the test: the browser refuses to open it here.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const gallery = new Window({ url: 'http://localhost/admin/machines' });
    const received: StatelyInspectionEvent[] = [];
    createBrowserReceiver({ window: gallery as unknown as globalThis.Window }).subscribe((event) => {
      received.push(event);
    });

    const page = { location: window.location, opener: gallery as unknown as globalThis.Window };
    const starting = startBrowserInspector(page);
    expect(startBrowserInspector(page)).toBe(starting); // once per page
    // an actor created while the package still loads is seen from its creation
    const actor = createActor(appTabsMachine.provide({ actors: { reloadMenus: (() => {}) as never } }), {
      input: { activeApp: 'venue', activeMenu: '/reserveManage' }, inspect: actorInspection,
    }).start();
    await starting;
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    actor.send({ type: 'menu.select', path: '/siteManage' });

    await vi.waitFor(() => {
      expect(received.some((e) => e.type === '@xstate.event' && e.event.type === 'menu.select')).toBe(true);
    }, { timeout: 3000 });
    const registered = received.find((e) => e.type === '@xstate.actor');
    expect(registered).toMatchObject({ type: '@xstate.actor', name: 'appTabs', sessionId: actor.sessionId });
    expect(typeof registered?._version).toBe('string');
    const last = received.filter((e) => e.type === '@xstate.snapshot').at(-1);
    expect(last?.snapshot).toMatchObject({ value: 'idle', context: { activeApp: 'venue', activeMenu: '/siteManage' } });
    actor.stop();
    await gallery.happyDOM.close();
  });
});

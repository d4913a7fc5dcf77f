import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { settle } from './path-testing';
import { connectAppTabs } from './app-tabs.connect';
import { appTabsMachine, type ReloadMenusInput } from './app-tabs.machine';

function start(fail: (application: string) => boolean) {
  const reloads: string[] = [];
  const machine = appTabsMachine.provide({
    actors: {
      reloadMenus: fromPromise<unknown, ReloadMenusInput>(async ({ input }) => {
        reloads.push(input.application);
        if (fail(input.application)) throw Object.assign(new Error('Network down'), { code: -2 });
        return null;
      }),
    },
  });
  const actor = createActor(machine, { input: { activeApp: 'venue', activeMenu: '/reserveManage' } }).start();
  const view = () => connectAppTabs(actor.getSnapshot(), actor.send);
  return { view, reloads };
}

describe('connectAppTabs', () => {
  it('switches tabs through handlers: switching, then the first page is wanted, then a page is open', async () => {
    const { view, reloads } = start(() => false);
    expect(view()).toMatchObject({
      status: 'idle',
      activeApp: 'venue',
      activeMenu: '/reserveManage',
      needsFirstPage: false,
    });
    expect(view().canSelect('venue')).toBe(false);
    expect(view().canSelect('system')).toBe(true);
    view().selectTab('system');
    expect(view()).toMatchObject({ isSwitching: true, activeApp: 'system', activeMenu: null, needsFirstPage: false });
    expect(view().canSelect('meeting')).toBe(false);
    await settle();
    expect(view()).toMatchObject({ status: 'idle', activeApp: 'system', needsFirstPage: true });
    view().selectMenu('/user');
    expect(view()).toMatchObject({ activeMenu: '/user', needsFirstPage: false });
    view().openPage('meeting', '/meetingRoomReser');
    await settle();
    expect(view()).toMatchObject({
      status: 'idle',
      activeApp: 'meeting',
      activeMenu: '/meetingRoomReser',
      needsFirstPage: false,
    });
    expect(reloads).toEqual(['system', 'meeting']);
  });

  it('keeps the previous tab and reports a failed switch', async () => {
    const { view } = start((app) => app === 'system');
    view().selectTab('system');
    await settle();
    expect(view()).toMatchObject({
      status: 'failed',
      isFailed: true,
      activeApp: 'venue',
      activeMenu: '/reserveManage',
      error: 'Network down',
      errorCode: -2,
      needsFirstPage: false,
    });
    view().selectTab('meeting');
    await settle();
    expect(view()).toMatchObject({ status: 'idle', activeApp: 'meeting', error: null, errorCode: null });
  });
});

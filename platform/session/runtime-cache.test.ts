/**
 * The local cache of spec §6 (menus, permissions, codes, roles in `userInfo`) and the
 * back-office tab (`activeApp`): replaced when the tab changes, cleared with the session
 * — on logout and on a failed refresh.
 */
import { describe, expect, it } from 'vitest';
import { currentPage } from '../contracts/reserve.contract';
import { ok } from '../protocol/envelope';
import { createFakeGateway, fakeUser } from './fake-gateway';
import { createMemoryStorage, createSessionRuntime, STORAGE_KEYS } from './runtime';

const USER = fakeUser({
  permissions: ['meeting:allocation:page'],
  permissionsCode: ['venueAllocation'],
  roles: ['approver'],
});

function setup() {
  const gateway = createFakeGateway({
    users: { booker: { password: 'Booker@123', user: USER } },
    routes: { '/api/reserve/current/page': () => ok({ rows: [], total: 0, pageNo: 1, pageSize: 10 }) },
  });
  const storage = createMemoryStorage({ lang: 'EN' });
  const rt = createSessionRuntime({ storage, fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  return { rt, storage, gateway };
}

describe('session runtime cache', () => {
  it(
    'caches the user with menus, permissions, codes and roles, replaces it on a tab change, clears it on ' + 'logout',
    async () => {
      const { rt, storage } = setup();
      await rt.login('booker', 'Booker@123');
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
        permissions: ['meeting:allocation:page'],
        permissionsCode: ['venueAllocation'],
        roles: ['approver'],
      });
      const menus = [{ id: 1, name: 'x', path: '/x', type: 1 as const, meta: { title: 'X' } }];
      rt.cacheUser({ ...USER, menus });
      rt.storeActiveApp('meeting');
      expect(rt.storedUser()?.menus).toEqual(menus);
      expect(storage.getItem(STORAGE_KEYS.activeApp)).toBe('meeting');
      await rt.logout();
      expect(storage.dump()).toEqual({ lang: 'EN' });
      rt.cacheUser(USER); // signed out: nothing is cached again
      expect(storage.dump()).toEqual({ lang: 'EN' });
    },
  );

  it('clears the cached user and tab when the refresh fails', async () => {
    const { rt, storage, gateway } = setup();
    await rt.login('booker', 'Booker@123');
    rt.storeActiveApp('meeting');
    gateway.expire('a1');
    gateway.state.failRefresh = true;
    await expect(rt.api(currentPage, {})).rejects.toBeTruthy();
    expect(storage.dump()).toEqual({ lang: 'EN' });
  });
});

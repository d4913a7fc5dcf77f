/**
 * The back office's application tabs (spec §4): the app-tabs machine
 * (machines/app-tabs.machine.ts) with the browser's side effects — `reloadMenus` calls
 * POST /system/menu/change (the server stores the choice), then reloads the login user
 * into the query the shell reads and into the local cache (`userInfo`); `persistTab`
 * writes the tab to local storage (`activeApp`).
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getLoginUser } from '../../platform/contracts/auth.contract';
import { menuChange } from '../../platform/contracts/shell.contract';
import { appTabsMachine, type ReloadMenusInput } from '../../machines/app-tabs.machine';
import { connectAppTabs, type AppTabsView } from '../../machines/app-tabs.connect';
import { useRuntime } from '../runtime';
import { actorInspection } from '../../machines/inspection';

/** Query key of the login user as `useCall(getLoginUser, undefined)` stores it for `lang`. */
export function loginUserKey(lang: string): readonly unknown[] {
  return [getLoginUser.path, {}, lang];
}

/**
 * Runs the tabs for the shell, starting on `activeApp` with `activeMenu` open.
 * @returns the view-model (connectAppTabs)
 */
export function useAppTabs(activeApp: string | null, activeMenu: string): AppTabsView {
  const { runtime } = useRuntime();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    appTabsMachine.provide({
      actors: {
        reloadMenus: fromPromise<unknown, ReloadMenusInput>(async ({ input, signal }) => {
          await runtime.api(menuChange, { application: input.application }, { signal });
          const lang = runtime.getLang();
          const user = await queryClient.fetchQuery({
            queryKey: loginUserKey(lang),
            queryFn: () => runtime.api(getLoginUser, undefined, { signal }),
            staleTime: 0,
          });
          // Copies in other languages hold the previous application's menus.
          queryClient.removeQueries({ queryKey: [getLoginUser.path], predicate: (q) => q.queryKey[2] !== lang });
          runtime.cacheUser(user);
          return null;
        }),
      },
      actions: {
        persistTab: ({ context }) => runtime.storeActiveApp(context.activeApp),
      },
    }),
    { input: { activeApp, activeMenu }, inspect: actorInspection },
  );
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => connectAppTabs(snapshot, actor.send), [snapshot, actor]);
}

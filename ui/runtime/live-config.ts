/**
 * The `school` setting as it is now (spec §1: switching the deployment variant changes
 * both apps without a restart). The apps re-read the system config when the window
 * regains focus, every {@link CONFIG_REFRESH_MS}, and at once when /systemConfig saves
 * in any tab of the same browser (a BroadcastChannel message). The server serves the
 * config with `no-store` and re-reads `sys_config` after an edit (settingsChanged).
 */
import { useCallback, useEffect } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { systemConfig } from '../../platform/contracts/first-page-calls';
import { callKey, useCall } from './hooks';

/** How often the apps re-read the system config, in milliseconds. */
export const CONFIG_REFRESH_MS = 60_000;

/** Name of the same-browser channel that announces a saved config. */
const CONFIG_CHANNEL = 'venueflow:system-config';

/**
 * The current `school` value (0–5); 0 when the config cannot be read, undefined while
 * it loads for the first time. A language switch (the query is keyed by language) keeps
 * the previous value until the new answer arrives, so routers built from it survive.
 */
export function useLiveSchool(): number | undefined {
  const config = useCall(systemConfig, undefined, {
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: CONFIG_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const { refetch } = config;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CONFIG_CHANNEL);
    channel.onmessage = () => void refetch();
    return () => channel.close();
  }, [refetch]);
  return config.data?.school ?? (config.isError ? 0 : undefined);
}

/**
 * A callback for after a config save: re-reads the system config in this app and tells
 * the other tabs of the browser (terminal and back office) to do the same.
 */
export function useAnnounceConfigChange(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: callKey(systemConfig) });
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CONFIG_CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }, [queryClient]);
}

/**
 * The browser runtime both apps build on: provider, hooks, route guard, language switch
 * and toaster (the toasts on screen, app-toaster.tsx, load lazily: RuntimeProvider mounts them).
 * See each module for details.
 */
export { RuntimeProvider, createAppQueryClient, type RuntimeProviderProps } from './runtime-provider';
export { useRuntime, type AppKind, type RuntimeContextValue } from './context';
export {
  useApi,
  useCall,
  useMutationCall,
  callKey,
  useSession,
  useLogout,
  useLang,
  useSystemConfig,
  type UseCallOptions,
  type UseMutationCallOptions,
  type UseSessionResult,
} from './hooks';
export { useLiveSchool, useAnnounceConfigChange, CONFIG_REFRESH_MS } from './live-config';
export { RequireSession, type RequireSessionProps } from './require-session';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export { toaster, notify } from './toaster';
export { usePagedCall, nextPageNo, type PagedAnswer, type PagedRow } from './use-paged-call';
export { lazyNamed } from './lazy-named';

/**
 * Hooks of the browser runtime, shared by the terminal and the back office:
 * `useApi`, `useCall`, `useMutationCall`, `callKey`, `useSession`, `useLang`,
 * `useSystemConfig`. They need a RuntimeProvider above them.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { CallContract, CallInput, CallOutput } from '../../platform/contracts/define-call';
import type { SystemConfig } from '../../platform/contracts/auth.contract';
import { systemConfig } from '../../platform/contracts/first-page-calls';
import type { ApiCall, ApiError } from '../../platform/http/api-client';
import type { Lang } from '../../platform/i18n/languages';
import { hasPermi, hasRole, type CheckMode } from '../../platform/permissions/check';
import { connectSession, type SessionView } from '../../machines/session.connect';
import type { CaptchaAnswer } from '../../platform/session/runtime';
import { useRuntime } from './context';

/** The typed API call of the runtime: `api(contract, input)` → the contract's `data` (rejects with ApiError). */
export function useApi(): ApiCall {
  return useRuntime().runtime.api;
}

/**
 * Query key prefix of a contract (and input): `[path]` or `[path, input]`. Use it to
 * invalidate: `queryClient.invalidateQueries({ queryKey: callKey(currentPage) })`.
 */
export function callKey(contract: CallContract, input?: unknown): readonly unknown[] {
  return input === undefined ? [contract.path] : [contract.path, input];
}

/** Options of {@link useCall}: TanStack Query options without key and function. */
export type UseCallOptions<C extends CallContract> = Omit<
  UseQueryOptions<CallOutput<C>, ApiError, CallOutput<C>, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/**
 * A read call as a TanStack query, keyed by `[contract.path, input, lang]` (so a language
 * change refetches localized data). Failures were already shown as toasts by the client.
 */
export function useCall<C extends CallContract>(
  contract: C,
  input: CallInput<C>,
  options?: UseCallOptions<C>,
): UseQueryResult<CallOutput<C>, ApiError> {
  const api = useApi();
  const lang = useLang().lang;
  return useQuery({
    queryKey: [contract.path, input ?? {}, lang],
    queryFn: ({ signal }) => api(contract, input, { signal }),
    ...options,
  });
}

/** Options of {@link useMutationCall}: TanStack mutation options without the function. */
export type UseMutationCallOptions<C extends CallContract> = Omit<
  UseMutationOptions<CallOutput<C>, ApiError, CallInput<C>>,
  'mutationFn'
>;

/** A write call as a TanStack mutation: `mutate(input)` / `mutateAsync(input)`. */
export function useMutationCall<C extends CallContract>(
  contract: C,
  options?: UseMutationCallOptions<C>,
): UseMutationResult<CallOutput<C>, ApiError, CallInput<C>> {
  const api = useApi();
  return useMutation({ mutationFn: (input: CallInput<C>) => api(contract, input), ...options });
}

/** What {@link useSession} returns. */
export interface UseSessionResult extends Omit<SessionView, 'login' | 'logout'> {
  /** Signs in; resolves `true` when signed in, `false` on failure (`error` holds the server's message). */
  login(account: string, password: string, captcha?: CaptchaAnswer): Promise<boolean>;
  /** Signs out (local data is cleared even when the call fails). */
  logout(): Promise<void>;
  /** Permission check against the signed-in user's codes (spec §6; `*:*:*` passes). */
  hasPermi(required: string | readonly string[], mode?: CheckMode): boolean;
  /** Role check against the signed-in user's roles (spec §6; `admin` passes). */
  hasRole(required: string | readonly string[], mode?: CheckMode): boolean;
}

/** The session: status, user, error and actions; re-renders on every session change. */
export function useSession(): UseSessionResult {
  const { runtime } = useRuntime();
  const snapshot = useSelector(runtime.actor, (s) => s);
  return useMemo(() => {
    const view = connectSession(snapshot, runtime.actor.send);
    const user = view.user;
    return {
      ...view,
      login: (account: string, password: string, captcha?: CaptchaAnswer) => runtime.login(account, password, captcha),
      logout: () => runtime.logout(),
      hasPermi: (required: string | readonly string[], mode?: CheckMode) => hasPermi(user?.permissions, required, mode),
      hasRole: (required: string | readonly string[], mode?: CheckMode) => hasRole(user?.roles, required, mode),
    };
  }, [snapshot, runtime]);
}

/**
 * The "log out" of a shell: signs out, then opens `loginPath` — unless the session was a
 * single sign-on one, whose logout ends at the CAS logout page (spec §4): the browser is
 * leaving already, so it does not navigate.
 */
export function useLogout(loginPath = '/login'): () => Promise<void> {
  const { runtime } = useRuntime();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await runtime.logout();
    } finally {
      if (!runtime.actor.getSnapshot().matches('redirecting')) navigate(loginPath, { replace: true });
    }
  }, [runtime, navigate, loginPath]);
}

/** The language and its setter; `setLang` persists it, switches i18next and re-renders users of this hook. */
export function useLang(): { lang: Lang; setLang(lang: Lang): void } {
  const { runtime } = useRuntime();
  const lang = useSyncExternalStore(runtime.subscribeLang, runtime.getLang, runtime.getLang);
  const setLang = useCallback((next: Lang) => runtime.setLang(next), [runtime]);
  return { lang, setLang };
}

/** The system configuration (GET /api/reserve/system/config): `undefined` until loaded. */
export function useSystemConfig(): SystemConfig | undefined {
  return useCall(systemConfig, undefined, { staleTime: Infinity }).data;
}

/**
 * RuntimeProvider: everything a page of either app needs around it — the session
 * runtime (storage, session machine, API client), a TanStack Query client, i18next,
 * Chakra UI and the mounted toaster. Wrap each app's router in it once.
 *
 * Language at start (spec §9): the stored `lang`; otherwise the terminal follows the
 * system configuration (EN when its `language` is 1, else CN; not stored), the back
 * office and the catering admin app use CN. `<html lang>` follows the language (localeOf).
 *
 * Text overrides (/moreLanguage): at start and on every language change, the
 * overrides of the language (public `/system/language/overrides`) are applied over the
 * bundled texts; a failed read leaves the bundled texts, silently.
 */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Center, ChakraProvider, Spinner } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { languageOverrides, systemConfig } from '../../platform/contracts/first-page-calls';
import { applyTextOverrides } from '../../platform/i18n/i18n-core';
import { createLazyI18n, textsLoaded } from '../../platform/i18n/lazy-i18n';
import { localeOf, type Lang } from '../../platform/i18n/languages';
import { createSessionRuntime, type SessionRuntime } from '../../platform/session/runtime';
import { RuntimeContext, type AppKind } from './context';
import { useLang, useSystemConfig } from './hooks';
import { appSystem } from './theme';
import { notify } from './toaster';

/** The toasts on screen, loaded after the first page (app-toaster.tsx; toasts made before it are kept). */
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** Props of {@link RuntimeProvider}. */
export interface RuntimeProviderProps {
  app: AppKind;
  children: ReactNode;
  /** A runtime to use instead of creating one (tests: `createSessionRuntime({ fetch, storage })`). */
  runtime?: SessionRuntime;
  /** A query client to use instead of creating one (tests). */
  queryClient?: QueryClient;
  /**
   * Makes the i18next instance. Default: the first page's texts, the others fetched after
   * (platform/i18n/lazy-i18n.ts); tests pass createI18n (every text at once).
   */
  createTexts?: (lang: Lang) => I18n;
}

/**
 * A QueryClient with the apps' defaults: no automatic retries (errors are toasted once), no
 * refetch on focus, and every successful mutation marks all cached reads stale (the shown
 * ones refetch), so no list or dropdown — e.g. the roles of the user form after a role was
 * added on another page — outlives a change the user made.
 */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({ onSuccess: () => client.invalidateQueries() }),
  });
  return client;
}

function setHtmlLang(lang: Parameters<typeof localeOf>[0]) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(lang);
}

/** Applies the terminal's configured default language when the user never chose one. */
function DefaultLanguage({ runtime, app }: { runtime: SessionRuntime; app: AppKind }) {
  const config = useSystemConfig();
  useEffect(() => {
    if (app !== 'terminal' || !config || runtime.hasStoredLang()) return;
    runtime.setLang(config.language === 1 ? 'EN' : 'CN', { persist: false });
  }, [app, config, runtime]);
  return null;
}

/** Applies the administrators' text overrides of the current language (see the module comment). */
function TextOverrides({ runtime, i18n }: { runtime: SessionRuntime; i18n: I18n }) {
  const { lang } = useLang();
  useEffect(() => {
    // Over the shipped texts: applied once they are all in (lazy-i18n.ts).
    Promise.all([runtime.api(languageOverrides, { lang }, { notify: false, session: false }), textsLoaded(i18n)]).then(
      ([overrides]) => applyTextOverrides(i18n, lang, overrides),
      () => undefined,
    );
  }, [runtime, i18n, lang]);
  return null;
}

/** Runtimes created by the provider, one per app and page load (React may render the provider twice). */
const created = new Map<AppKind, SessionRuntime>();

function runtimeFor(app: AppKind): SessionRuntime {
  let runtime = created.get(app);
  if (!runtime) {
    runtime = createSessionRuntime({ defaultLang: 'CN', notify });
    created.set(app, runtime);
  }
  return runtime;
}

/** Provides runtime, queries, i18n, Chakra UI and the toaster to `children` (see the module comment). */
export function RuntimeProvider({
  app,
  children,
  runtime: given,
  queryClient: givenClient,
  createTexts = createLazyI18n,
}: RuntimeProviderProps) {
  const [state] = useState(() => {
    const runtime = given ?? runtimeFor(app);
    if (given) runtime.setNotifier(notify);
    const queryClient = givenClient ?? createAppQueryClient();
    const i18n = createTexts(runtime.getLang());
    setHtmlLang(runtime.getLang());
    return { runtime, queryClient, i18n };
  });
  const { runtime, queryClient, i18n } = state;

  useEffect(() => {
    const offLang = runtime.subscribeLang(() => {
      const lang = runtime.getLang();
      void i18n.changeLanguage(lang);
      setHtmlLang(lang);
    });
    // Signed out: drop every cached answer but the public configuration.
    let previous = runtime.actor.getSnapshot().value;
    const sub = runtime.actor.subscribe((snap) => {
      if (snap.value === 'signedOut' && previous !== 'signedOut') {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== systemConfig.path });
      }
      previous = snap.value;
    });
    return () => {
      offLang();
      sub.unsubscribe();
    };
  }, [runtime, i18n, queryClient]);

  return (
    <RuntimeContext.Provider value={{ runtime, app }}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ChakraProvider value={appSystem}>
            {app === 'terminal' && <DefaultLanguage runtime={runtime} app={app} />}
            <TextOverrides runtime={runtime} i18n={i18n} />
            {/* A component waiting for texts still in flight (lazy-i18n.ts) and no nearer boundary. */}
            <Suspense
              fallback={
                <Center minH="100dvh">
                  <Spinner size="lg" color={app === 'terminal' ? 'teal.500' : 'blue.500'} />
                </Center>
              }
            >
              {children}
            </Suspense>
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          </ChakraProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}

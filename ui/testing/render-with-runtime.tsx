/**
 * The one render helper of view tests (vitest project `unit`, happy-dom): renders a node —
 * or a set of routes — inside the REAL browser runtime (ui/runtime's RuntimeProvider:
 * session machine, API client, TanStack Query, i18next, Chakra UI, toaster) talking to the
 * fake gateway (platform/session/fake-gateway.ts), under a memory router.
 *
 * Defaults: the back office (`app: 'admin'`), no stored language (so the app's own default
 * applies: CN, or the terminal's configured one), URL `/`, `system/config` answered with
 * {@link aConfig}, and the booker {@link aUser} signed in before the first render (`user:
 * null` leaves the session signed out). The test answers calls with `gateway.on(contract,
 * handler)` in the `serve` option (before the first render, so the first queries find them;
 * later answers can be changed on the returned gateway) and reads what the view sent with
 * `gateway.calls(contract)`. Every render is unmounted after each test by the unit project's
 * setup file (test/unit/setup.ts).
 *
 * Pure components that need no runtime use ui/components/testing.tsx (renderWithUi) instead.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { systemConfig, type LoginUser, type SystemConfig } from '../../platform/contracts/auth.contract';
import { createI18n } from '../../platform/i18n/create-i18n';
import type { Lang } from '../../platform/i18n/languages';
import { createFakeGateway, type FakeGateway, type FakeGatewayOptions } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime, type SessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient, type AppKind } from '../runtime';
import { aConfig, aUser } from './builders';

/** The password every harness account signs in with. */
export const TEST_PASSWORD = 'Secret@123';

/** Options of {@link renderWithRuntime}; every one optional (see the module comment for defaults). */
export interface RenderWithRuntimeOptions {
  /** Which app's runtime: the terminal or the back office (default). */
  app?: AppKind;
  /** The signed-in user (default {@link aUser}); `null`: nobody signed in. */
  user?: LoginUser | null;
  /** Further accounts that may sign in with {@link TEST_PASSWORD} (e.g. for a login form). */
  accounts?: LoginUser[];
  /** The language stored before start (spec §9 `lang`); absent: the app's default. */
  lang?: Lang;
  /** Start URL of the memory router (default `/`). */
  url?: string;
  /** Routes of a data router (createMemoryRouter) for multi-route pages; `ui` must then be null. */
  routes?: RouteObject[];
  /** Overrides of the public system configuration. */
  config?: Partial<SystemConfig>;
  /** Further local-storage entries at start (spec §9 keys, e.g. `activeApp`). */
  storage?: Record<string, string>;
  /**
   * Answers the calls the view makes on its first render: `(gateway) => gateway.on(contract, handler)`;
   * runs before signing in and rendering (a later `gateway.on` may come too late for a query).
   */
  serve?: (gateway: FakeGateway) => void;
  /**
   * Tokens stored before start, so the runtime restores that session (`session.restore`):
   * e.g. `(gateway) => gateway.issueTokens(account)`; runs after `serve`. Use with `user: null`.
   */
  storedTokens?: (gateway: FakeGateway) => { token: string; refreshToken: string };
  /** Options passed on to the fake gateway (raw routes, encryption, single sign-on). */
  gateway?: Omit<FakeGatewayOptions, 'users'>;
}

/** What {@link renderWithRuntime} returns: Testing Library's result, the gateway, the runtime, the router. */
export type RenderWithRuntimeResult = RenderResult & {
  gateway: FakeGateway;
  runtime: SessionRuntime;
  /** The data router when `routes` were given (navigate, read `state.location`); otherwise null. */
  router: ReturnType<typeof createMemoryRouter> | null;
  /** The external URLs the runtime opened, oldest first (single sign-on: the CAS login and logout). */
  redirects: string[];
};

/**
 * Renders `ui` (or `options.routes`) in the real runtime on a fake gateway; see the module comment.
 * @throws Error when both `ui` and `routes` are given, or when the user cannot sign in.
 */
export async function renderWithRuntime(
  ui: ReactElement | null,
  options: RenderWithRuntimeOptions = {},
): Promise<RenderWithRuntimeResult> {
  const { app = 'admin', user = aUser(), accounts = [], lang, url = '/', routes, config } = options;
  if (ui && routes) throw new Error('renderWithRuntime: give either ui or routes, not both');
  const users = Object.fromEntries(
    [...(user ? [user] : []), ...accounts].map((u) => [u.account, { password: TEST_PASSWORD, user: u }]),
  );
  const gateway = createFakeGateway({ ...options.gateway, users });
  gateway.on(systemConfig, () => aConfig(config));
  options.serve?.(gateway);
  const tokens = options.storedTokens?.(gateway);
  const redirects: string[] = [];
  const runtime = createSessionRuntime({
    redirect: (to) => void redirects.push(to),
    storage: createMemoryStorage({ ...(lang ? { lang } : {}), ...tokens, ...options.storage }),
    fetch: gateway.fetch,
    baseUrl: 'http://app.test/gateway',
  });
  if (user && !(await runtime.login(user.account, TEST_PASSWORD)))
    throw new Error(`renderWithRuntime: ${user.account} could not sign in`);
  const router = routes ? createMemoryRouter(routes, { initialEntries: [url] }) : null;
  const result = render(
    <RuntimeProvider app={app} runtime={runtime} queryClient={createAppQueryClient()} createTexts={createI18n}>
      {router ? <RouterProvider router={router} /> : <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>}
    </RuntimeProvider>,
  );
  return Object.assign(result, { gateway, runtime, router, redirects });
}

/**
 * The browser's session runtime (spec §4, §8, §9; DESIGN.md §4–§5): local storage, the
 * running session statechart and the API client, wired together. Both apps create one
 * (ui/runtime's RuntimeProvider does it).
 *
 * Local storage keys ({@link STORAGE_KEYS}, spec §9 — shared by the terminal and the back
 * office, which live on the same origin):
 * - `token` — the access token;
 * - `refreshToken` — the refresh token (rotates on every refresh);
 * - `lang` — the chosen language, `CN` | `EN` | `TC` (kept on sign-out);
 * - `userInfo` — the signed-in user as JSON (LoginUser: profile, apps, menus,
 *   permissions, roles), the locally cached copy of spec §6; replaced by `cacheUser`
 *   when the back office switches application tabs (the menus change);
 * - `activeApp` — the back-office application tab last chosen (spec §4; the server
 *   keeps the same choice in sys_user.active_app);
 * - `ssoReturnUrl` — only for a session started by single sign-on: the login page the
 *   CAS logout returns to (our addition to spec §9).
 * Signing out (logout, refresh failure, revocation) removes `token`, `refreshToken`,
 * `userInfo`, `activeApp` and `ssoReturnUrl`.
 *
 * Single sign-on (loginMode 1, /cas/*): the machine's `ssoLogin`, `exchangeTicket` and
 * `ssoLogout` actors call GET /cas/address, POST /cas/token and POST /cas/logout; its
 * `redirect` action leaves the page for the CAS URL (option `redirect`).
 *
 * At start, stored tokens are handed to the machine (`session.restore`), which verifies
 * them by loading the user. The API client reports session-invalid answers to the
 * machine (`session.expired`) and waits until it is signed in again (replay) or signed
 * out; 1130008 and failed replays send `session.revoked`.
 */
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { LoginUser, TokenPair } from '../contracts/auth.contract';
// Method and path only: the contracts' schemas stay off the browser's first page (first-page-calls.ts).
import {
  casAddress,
  casLogout,
  casToken,
  getLoginUser,
  login,
  logout,
  refreshToken,
} from '../contracts/first-page-calls';
import { parseLang, type Lang } from '../i18n/languages';
import { createApiClient, translateBundled, type ApiCall, type NotifyKind } from '../http/api-client';
import {
  sessionMachine,
  type LoginActorInput,
  type SessionMachine,
  type SsoLoginActorInput,
  type SsoLogoutActorInput,
  type TicketActorInput,
} from '../../machines/session.machine';
import { actorInspection } from '../../machines/inspection';

/** A captcha answer sent with a login when the server asks for one (enableValidCode). */
export type CaptchaAnswer = Pick<LoginActorInput, 'validCode' | 'validCodeReqNo'>;

/** The local-storage keys of spec §9 (see the module comment). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  lang: 'lang',
  user: 'userInfo',
  activeApp: 'activeApp',
  ssoReturnUrl: 'ssoReturnUrl',
} as const;

/** The part of the Web Storage API the runtime uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An in-memory {@link KeyValueStorage} (tests, or when localStorage is unavailable). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** App id of the signed requests: Vite env `VITE_APP_ID`, default `venueflow`. */
export const DEFAULT_APP_ID = env.VITE_APP_ID || 'venueflow';
/** App key (signing, decryption): Vite env `VITE_APP_KEY`, default `venueflow-dev-key` (development only). */
export const DEFAULT_APP_KEY = env.VITE_APP_KEY || 'venueflow-dev-key';

/** Options of {@link createSessionRuntime}. */
export interface SessionRuntimeOptions {
  /** Default `localStorage` (an in-memory store when there is none). */
  storage?: KeyValueStorage;
  appId?: string;
  appKey?: string;
  /** Proxy base, default `/gateway`. */
  baseUrl?: string;
  /** Shows messages (toasts); can be set later with `setNotifier`. */
  notify?: (message: string, kind: NotifyKind) => void;
  /** Language when none is stored, default CN. */
  defaultLang?: Lang;
  /** Request timeout in ms (default 15000). */
  timeoutMs?: number;
  /** fetch implementation (tests). */
  fetch?: typeof fetch;
  /** Leaves the page for an external URL (the CAS login or logout); default `window.location.assign`. */
  redirect?: (url: string) => void;
}

/** The running session: actor, API, language. */
export interface SessionRuntime {
  /** The session actor (machines/session.machine), started. */
  actor: Actor<SessionMachine>;
  /** The typed API call, wired to the session. */
  api: ApiCall;
  appId: string;
  appKey: string;
  /** Current language. */
  getLang(): Lang;
  /** Changes the language; `persist` (default true) writes it to storage. Notifies subscribers. */
  setLang(lang: Lang, options?: { persist?: boolean }): void;
  /** Subscribes to language changes; returns the unsubscribe function. */
  subscribeLang(listener: () => void): () => void;
  /** Whether the user chose a language before (stored `lang`). */
  hasStoredLang(): boolean;
  /** Signs in; resolves `true` once signed in, `false` when it failed (error in the actor's context). */
  login(account: string, password: string, captcha?: CaptchaAnswer): Promise<boolean>;
  /**
   * Signs out (clears local data even when the call fails); resolves once signed out, or
   * once the browser is leaving for the CAS logout (a single sign-on session).
   */
  logout(): Promise<void>;
  /** Replaces the message sink (e.g. once the toaster is mounted). */
  setNotifier(notify: (message: string, kind: NotifyKind) => void): void;
  /** The cached user of storage (`userInfo`), or `null`. */
  storedUser(): LoginUser | null;
  /** Replaces the cached user (`userInfo`) while signed in, e.g. with the menus of another application tab. */
  cacheUser(user: LoginUser): void;
  /** Stores the chosen application tab (`null` removes it). */
  storeActiveApp(code: string | null): void;
  /**
   * The URL of a plain GET route under the proxy base (e.g. a form attachment's bytes,
   * `attachmentPath`): relative to the page when the base is.
   */
  fileUrl(path: string): string;
  /**
   * GETs a plain file route under the proxy base with the session's `token` and `lang`
   * headers (routes such as the attachment download answer bytes, not an envelope).
   * @throws Error when the answer is not 2xx (e.g. 404: no such file or not the caller's to read)
   */
  fetchFile(path: string, signal?: AbortSignal): Promise<Blob>;
  /** Stops the actor. */
  stop(): void;
}

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage disabled: fall through
  }
  return createMemoryStorage();
}

/** Creates and starts the session runtime; see the module comment. */
export function createSessionRuntime(options: SessionRuntimeOptions = {}): SessionRuntime {
  const storage = options.storage ?? defaultStorage();
  const appId = options.appId ?? DEFAULT_APP_ID;
  const appKey = options.appKey ?? DEFAULT_APP_KEY;
  let notify = options.notify ?? (() => {});
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const storedLang = storage.getItem(STORAGE_KEYS.lang);
  let lang: Lang = parseLang(storedLang, options.defaultLang ?? 'CN');
  const langListeners = new Set<() => void>();

  // `actor` is assigned below; the closures run only after that.
  let actor: Actor<SessionMachine>;

  const api = createApiClient({
    baseUrl: options.baseUrl ?? '/gateway',
    appId,
    appKey,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    getToken: () => actor.getSnapshot().context.tokens?.token ?? null,
    getLang: () => lang,
    notify: (message, kind) => notify(message, kind),
    async onSessionInvalid(code) {
      const before = actor.getSnapshot();
      if (!(before.matches('signedIn') || before.matches('refreshing') || before.matches('loadingUser'))) return false;
      actor.send({ type: 'session.expired', code });
      const after = await waitFor(
        actor,
        (s) => s.matches('signedIn') || s.matches('signedOut') || s.matches('redirecting'),
      );
      return after.matches('signedIn');
    },
    onSessionRevoked(code, message) {
      actor.send({ type: 'session.revoked', code, message });
    },
  });

  const quiet = { session: false, notify: false } as const;
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<TokenPair, LoginActorInput>(({ input, signal }) =>
        api(login, input, { ...quiet, token: null, signal }),
      ),
      refresh: fromPromise<TokenPair, { refreshToken: string }>(({ input, signal }) =>
        api(refreshToken, { refreshToken: input.refreshToken }, { ...quiet, token: null, signal }),
      ),
      loadUser: fromPromise<LoginUser, { token: string | null }>(({ input, signal }) =>
        api(getLoginUser, undefined, { ...quiet, token: input.token, signal }),
      ),
      logout: fromPromise<unknown, { token: string | null }>(({ input }) =>
        api(logout, undefined, { ...quiet, token: input.token }),
      ),
      ssoLogin: fromPromise<string, SsoLoginActorInput>(
        async ({ input, signal }) => (await api(casAddress, input, { ...quiet, token: null, signal })).loginUrl,
      ),
      exchangeTicket: fromPromise<TokenPair, TicketActorInput>(({ input, signal }) =>
        api(casToken, input, { ...quiet, token: null, signal }),
      ),
      ssoLogout: fromPromise<string, SsoLogoutActorInput>(
        async ({ input }) =>
          (await api(casLogout, { redirectUrl: input.redirectUrl }, { ...quiet, token: input.token })).logoutUrl,
      ),
    },
    actions: {
      persistSession: ({ context }) => {
        if (context.tokens) {
          storage.setItem(STORAGE_KEYS.token, context.tokens.token);
          storage.setItem(STORAGE_KEYS.refreshToken, context.tokens.refreshToken);
        }
        if (context.user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(context.user));
        if (context.ssoReturnUrl) storage.setItem(STORAGE_KEYS.ssoReturnUrl, context.ssoReturnUrl);
        else storage.removeItem(STORAGE_KEYS.ssoReturnUrl);
      },
      forgetSession: () => {
        storage.removeItem(STORAGE_KEYS.token);
        storage.removeItem(STORAGE_KEYS.refreshToken);
        storage.removeItem(STORAGE_KEYS.user);
        storage.removeItem(STORAGE_KEYS.activeApp);
        storage.removeItem(STORAGE_KEYS.ssoReturnUrl);
      },
      announceSessionLost: ({ context }) => {
        const message =
          context.error ?? (context.errorCode !== null ? translateBundled(`errors:${context.errorCode}`, lang) : null);
        if (message) notify(message, 'error');
      },
      redirect: ({ context }) => {
        if (context.redirectUrl) redirect(context.redirectUrl);
      },
    },
  });

  actor = createActor(machine, { inspect: actorInspection });
  actor.start();

  const token = storage.getItem(STORAGE_KEYS.token);
  if (token) {
    actor.send({
      type: 'session.restore',
      tokens: { token, refreshToken: storage.getItem(STORAGE_KEYS.refreshToken) ?? '' },
      ssoReturnUrl: storage.getItem(STORAGE_KEYS.ssoReturnUrl),
    });
  }

  const baseUrl = (options.baseUrl ?? '/gateway').replace(/\/$/, '');
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const settled = () => waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'));

  return {
    actor,
    api,
    appId,
    appKey,
    getLang: () => lang,
    setLang(next, { persist = true } = {}) {
      if (persist) storage.setItem(STORAGE_KEYS.lang, next);
      if (next === lang) return;
      lang = next;
      for (const l of langListeners) l();
    },
    subscribeLang(listener) {
      langListeners.add(listener);
      return () => void langListeners.delete(listener);
    },
    hasStoredLang: () => parseLang(storage.getItem(STORAGE_KEYS.lang), 'CN') === storage.getItem(STORAGE_KEYS.lang),
    async login(account, password, captcha) {
      const event = { type: 'session.login', account, password, ...captcha } as const;
      if (!actor.getSnapshot().can(event)) return actor.getSnapshot().matches('signedIn');
      actor.send(event);
      return (await settled()).matches('signedIn');
    },
    async logout() {
      actor.send({ type: 'session.logout' });
      await waitFor(actor, (s) => s.matches('signedOut') || s.matches('redirecting'));
    },
    setNotifier(next) {
      notify = next;
    },
    storedUser() {
      try {
        const raw = storage.getItem(STORAGE_KEYS.user);
        return raw ? (JSON.parse(raw) as LoginUser) : null;
      } catch {
        return null;
      }
    },
    cacheUser(user) {
      if (actor.getSnapshot().matches('signedIn')) storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    },
    storeActiveApp(code) {
      if (code === null) storage.removeItem(STORAGE_KEYS.activeApp);
      else storage.setItem(STORAGE_KEYS.activeApp, code);
    },
    fileUrl: (path) => baseUrl + path,
    async fetchFile(path, signal) {
      const pageBase =
        typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.href : 'http://localhost/';
      const headers: Record<string, string> = { lang };
      const current = actor.getSnapshot().context.tokens?.token;
      if (current) headers.token = current;
      const response = await fetchImpl(new URL(baseUrl + path, pageBase).href, { headers, signal });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return response.blob();
    },
    stop: () => actor.stop(),
  };
}

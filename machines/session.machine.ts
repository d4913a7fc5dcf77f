/**
 * The session statechart (spec §4 "Session", §8 session-invalid codes; DESIGN.md §4–§5).
 *
 * ```
 * signedOut ──session.login──▶ signingIn ──login done──▶ loadingUser ──loadUser done──▶ signedIn
 *     ▲  └──session.restore (stored tokens)───────────────────▲   │                        │
 *     │                                                        │   └─session-invalid─▶ refreshing ◀─session.expired─┘
 *     │◀── refresh failed / revoked / load failed ─────────────┴──────────────────────────┘   │ done: signedIn (or loadingUser)
 *     │◀── logout done OR failed ── signingOut ◀── session.logout (signedIn, loadingUser, refreshing)
 * ```
 *
 * - One refresh per expiry: `session.expired` is ignored while `refreshing`, so several
 *   failing requests share one refresh (the http client also shares the wait).
 * - `session.revoked` (code 1130008), or `session.expired` carrying 1130008, clears the
 *   session at once without trying a refresh.
 * - Refresh failure clears tokens and the cached user (menus, permissions) and ends in
 *   `signedOut` with `error` set; a failing logout call still clears everything.
 *
 * Side effects are named, so each side provides its own (`machine.provide`):
 * actors `login`, `refresh`, `loadUser`, `logout` (promise actors; placeholders here
 * reject) and actions `persistSession` (write tokens and user to storage),
 * `forgetSession` (remove them) and `announceSessionLost` (show `context.error`); the
 * default actions do nothing. Actor errors are read through `code` / `message`
 * (machines/errors.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginUser, TokenPair } from '../platform/contracts/auth.contract';
import { clearsSessionAtOnce, Code, isSessionInvalid } from '../platform/protocol/codes';
import { errorCodeOf, errorMessageOf } from './errors';

/** What the machine remembers. */
export interface SessionContext {
  /** Access and refresh token; `null` when signed out. */
  tokens: TokenPair | null;
  /** The signed-in user with menus, permissions and roles; `null` until loaded. */
  user: LoginUser | null;
  /** Message of the last failure (login, refresh, revocation, user loading), else `null`. */
  error: string | null;
  /** Code of that failure when it had one. */
  errorCode: number | null;
  /** Set by a refresh made while loading the user, so a second session-invalid answer ends the session. */
  refreshedWhileLoading: boolean;
}

/** Events the session accepts (DESIGN.md §5 naming). */
export type SessionEvent =
  | ({ type: 'session.login' } & LoginActorInput)
  /** Tokens found in storage at start-up: verify them by loading the user. */
  | { type: 'session.restore'; tokens: TokenPair }
  /** Sent by the http client when a call answers with a session-invalid code. */
  | { type: 'session.expired'; code: number }
  /** Code 1130008 (or a failed replay): clear at once, no refresh. `message` is the server's. */
  | { type: 'session.revoked'; code?: number; message?: string }
  | { type: 'session.logout' };

/**
 * Input of the `login` actor: the credentials, and the captcha answer with its request
 * number when the server asks for one (enableValidCode, issue 3 login hardening).
 */
export interface LoginActorInput { account: string; password: string; validCode?: string; validCodeReqNo?: string }
/** Input of the `refresh` actor. */
export interface RefreshActorInput { refreshToken: string }
/** Input of the `loadUser` and `logout` actors: the access token to use. */
export interface TokenActorInput { token: string | null }

/** Names of the states, as views see them. */
export type SessionStatus = 'signedOut' | 'signingIn' | 'loadingUser' | 'signedIn' | 'refreshing' | 'signingOut';

function notProvided(name: string) {
  return () => Promise.reject(new Error(`session machine: actor "${name}" not provided`));
}

const endSession = ['setErrorFromRevocation', 'clearSession', 'forgetSession', 'announceSessionLost'] as const;

/** The session machine; provide its actors (and side-effect actions) before running it. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<TokenPair, LoginActorInput>(notProvided('login')),
    refresh: fromPromise<TokenPair, RefreshActorInput>(notProvided('refresh')),
    loadUser: fromPromise<LoginUser, TokenActorInput>(notProvided('loadUser')),
    logout: fromPromise<unknown, TokenActorInput>(notProvided('logout')),
  },
  actions: {
    setTokens: assign((_, params: { tokens: TokenPair }) => ({ tokens: params.tokens })),
    setUser: assign((_, params: { user: LoginUser }) => ({ user: params.user, refreshedWhileLoading: false })),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
    })),
    setErrorFromRevocation: assign(({ event }) =>
      event.type === 'session.revoked'
        ? { error: event.message ?? null, errorCode: event.code ?? Code.SESSION_REVOKED }
        : event.type === 'session.expired'
          ? { error: null, errorCode: event.code }
          : {},
    ),
    clearError: assign({ error: null, errorCode: null }),
    markRefreshedWhileLoading: assign({ refreshedWhileLoading: true }),
    clearSession: assign({ tokens: null, user: null, refreshedWhileLoading: false }),
    /** Provided by the browser: write `context.tokens` and `context.user` to storage. */
    persistSession: () => {},
    /** Provided by the browser: remove tokens and the cached user from storage. */
    forgetSession: () => {},
    /** Provided by the browser: tell the user the session ended (`context.error`, `context.errorCode`). */
    announceSessionLost: () => {},
  },
  guards: {
    /** `session.expired` carries 1130008: no refresh (spec §8). */
    isRevocationCode: ({ event }) => event.type === 'session.expired' && clearsSessionAtOnce(event.code),
    /** A refresh token is held and no refresh has been spent on loading the user yet. */
    canRefresh: ({ context }) => Boolean(context.tokens?.refreshToken) && !context.refreshedWhileLoading,
    /** The actor failed with a session-invalid code (not 1130008) and a refresh may be tried. */
    canRefreshAfter: ({ context }, params: { error: unknown }) => {
      const code = errorCodeOf(params.error);
      return code !== null && isSessionInvalid(code) && !clearsSessionAtOnce(code)
        && Boolean(context.tokens?.refreshToken) && !context.refreshedWhileLoading;
    },
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: { tokens: null, user: null, error: null, errorCode: null, refreshedWhileLoading: false },
  states: {
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: 'clearError' },
        'session.restore': {
          target: 'loadingUser',
          actions: [{ type: 'setTokens', params: ({ event }) => ({ tokens: event.tokens }) }, 'clearError'],
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'session.login'
            ? { account: event.account, password: event.password, validCode: event.validCode, validCodeReqNo: event.validCodeReqNo }
            : { account: '', password: '' },
        onDone: {
          target: 'loadingUser',
          actions: [{ type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) }, 'persistSession'],
        },
        onError: { target: 'signedOut', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.tokens?.token ?? null }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'persistSession'],
        },
        onError: [
          { guard: { type: 'canRefreshAfter', params: ({ event }) => ({ error: event.error }) }, target: 'refreshing' },
          {
            target: 'signedOut',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              'clearSession', 'forgetSession', 'announceSessionLost',
            ],
          },
        ],
      },
      on: {
        'session.expired': [
          { guard: 'isRevocationCode', target: 'signedOut', actions: [...endSession] },
          { guard: 'canRefresh', target: 'refreshing' },
        ],
        'session.revoked': { target: 'signedOut', actions: [...endSession] },
        'session.logout': { target: 'signingOut' },
      },
    },
    signedIn: {
      on: {
        'session.expired': [
          { guard: 'isRevocationCode', target: 'signedOut', actions: [...endSession] },
          { target: 'refreshing' },
        ],
        'session.revoked': { target: 'signedOut', actions: [...endSession] },
        'session.logout': { target: 'signingOut' },
      },
    },
    refreshing: {
      // Seam for SSO deployments (spec §4): on failure they go to the SSO logout; the
      // browser decides where `signedOut` leads, the machine does not.
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
        onDone: [
          {
            guard: 'hasUser',
            target: 'signedIn',
            actions: [{ type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) }, 'persistSession'],
          },
          {
            target: 'loadingUser',
            actions: [
              { type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) },
              'markRefreshedWhileLoading', 'persistSession',
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'clearSession', 'forgetSession', 'announceSessionLost',
          ],
        },
      },
      on: {
        'session.revoked': { target: 'signedOut', actions: [...endSession] },
        'session.logout': { target: 'signingOut' },
      },
    },
    signingOut: {
      // Storage is cleared at once; the context keeps the token for the logout call.
      entry: 'forgetSession',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.tokens?.token ?? null }),
        onDone: { target: 'signedOut', actions: ['clearSession', 'clearError'] },
        onError: { target: 'signedOut', actions: ['clearSession', 'clearError'] },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type SessionMachine = typeof sessionMachine;

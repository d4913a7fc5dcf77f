/* eslint-disable max-len -- the statechart drawing below is a diagram: its rows cannot be wrapped */
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
 * Single sign-on (spec §1 login mode 1, §4; CAS 3.0 through /cas/*):
 * ```
 * signedOut ──sso.start──▶ findingSsoLogin ──done──▶ redirecting (to the CAS login)
 *     │◀──────────────────────── error ──┘
 * signedOut ──sso.ticket──▶ exchangingTicket ──done──▶ loadingUser ─▶ … (as above)
 *     │◀──────────────────────── error ──┘   (the login page shows it with a retry)
 * SSO session: session.logout, refresh failed, revoked ──▶ signingOutSso ──done──▶ redirecting (to the CAS logout)
 *     │◀──────────────────────────────────────────────────────── error ──┘
 * ```
 * - A session started by `sso.ticket` is an SSO session: `ssoReturnUrl` holds the login
 *   page it came back to (the CAS service without its query). Ending it — logout, a
 *   failed refresh, a revocation — clears local data at once and asks `/cas/logout` for
 *   the CAS logout URL, which the browser then opens; when that call fails the session
 *   still ends (`signedOut`, with `error` set so the login page does not send the user
 *   straight back to CAS). Password sessions end as above.
 * - `redirecting` is where the page is left: entry action `redirect` opens
 *   `context.redirectUrl` (the browser navigates away).
 *
 * - One refresh per expiry: `session.expired` is ignored while `refreshing`, so several
 *   failing requests share one refresh (the http client also shares the wait).
 * - `session.revoked` (code 1130008), or `session.expired` carrying 1130008, clears the
 *   session at once without trying a refresh.
 * - Refresh failure clears tokens and the cached user (menus, permissions) and ends in
 *   `signedOut` with `error` set; a failing logout call still clears everything.
 *
 * Side effects are named, so each side provides its own (`machine.provide`):
 * actors `login`, `refresh`, `loadUser`, `logout`, `ssoLogin`, `exchangeTicket`,
 * `ssoLogout` (promise actors; placeholders here reject) and actions `persistSession`
 * (write tokens, user and `ssoReturnUrl` to storage), `forgetSession` (remove them),
 * `announceSessionLost` (show `context.error`) and `redirect` (open
 * `context.redirectUrl`); the default actions do nothing. Actor errors are read through
 * `code` / `message` (machines/errors.ts).
 */
/* eslint-enable max-len */
import { and, assign, fromPromise, setup } from 'xstate';
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
  /**
   * For a session started by single sign-on: the absolute URL of the login page the CAS
   * server returned to (the service without its query); the CAS logout returns there.
   * `null` for password sessions and when signed out.
   */
  ssoReturnUrl: string | null;
  /** In `redirecting`: the external URL the browser opens (CAS login or logout), else `null`. */
  redirectUrl: string | null;
}

/** Events the session accepts (DESIGN.md §5 naming). */
export type SessionEvent =
  | ({ type: 'session.login' } & LoginActorInput)
  /** Tokens found in storage at start-up: verify them by loading the user (`ssoReturnUrl` for an SSO session). */
  | { type: 'session.restore'; tokens: TokenPair; ssoReturnUrl?: string | null }
  /** Single sign-on: go to the CAS login; `service` is the absolute URL of our login page (with `?redirect=`). */
  | { type: 'sso.start'; service: string }
  /** Single sign-on: back from CAS with `ticket` for `service` (the same URL as at `sso.start`). */
  | ({ type: 'sso.ticket' } & TicketActorInput)
  /** Sent by the http client when a call answers with a session-invalid code. */
  | { type: 'session.expired'; code: number }
  /** Code 1130008 (or a failed replay): clear at once, no refresh. `message` is the server's. */
  | { type: 'session.revoked'; code?: number; message?: string }
  | { type: 'session.logout' }
  /** The signed-in user's own profile changed (e.g. the nick name on /personal): the user as reloaded. */
  | { type: 'session.userChanged'; user: LoginUser };

/**
 * Input of the `login` actor: the credentials, and the captcha answer with its request
 * number when the server asks for one (enableValidCode, login hardening).
 */
export interface LoginActorInput {
  account: string;
  password: string;
  validCode?: string;
  validCodeReqNo?: string;
}
/** Input of the `refresh` actor. */
export interface RefreshActorInput {
  refreshToken: string;
}
/** Input of the `loadUser` and `logout` actors: the access token to use. */
export interface TokenActorInput {
  token: string | null;
}
/** Input of the `ssoLogin` actor: the CAS service (our login page's absolute URL). */
export interface SsoLoginActorInput {
  service: string;
}
/** Input of the `exchangeTicket` actor: the CAS ticket and the service it was issued for. */
export interface TicketActorInput {
  ticket: string;
  service: string;
}
/** Input of the `ssoLogout` actor: the token to revoke (null when already invalid) and where CAS returns to. */
export interface SsoLogoutActorInput {
  token: string | null;
  redirectUrl: string;
}

/** Names of the states, as views see them. */
export type SessionStatus =
  | 'signedOut'
  | 'signingIn'
  | 'loadingUser'
  | 'signedIn'
  | 'refreshing'
  | 'signingOut'
  | 'findingSsoLogin'
  | 'exchangingTicket'
  | 'signingOutSso'
  | 'redirecting';

function notProvided(name: string) {
  return () => Promise.reject(new Error(`session machine: actor "${name}" not provided`));
}

const endSession = ['setErrorFromRevocation', 'clearSession', 'forgetSession', 'announceSessionLost'] as const;
/** Ending an SSO session keeps `ssoReturnUrl` for the CAS logout; the tokens go at once. */
const endSsoSession = ['setErrorFromRevocation', 'dropTokens', 'forgetSession', 'announceSessionLost'] as const;
/** Revocation (1130008, failed replay): an SSO session goes to the CAS logout, others to `signedOut`. */
const revoked = [
  { guard: 'isSsoSession', target: 'signingOutSso', actions: [...endSsoSession] },
  { target: 'signedOut', actions: [...endSession] },
] as const;
/** `session.logout`: an SSO session signs out at the CAS server too. */
const logout = [{ guard: 'isSsoSession', target: 'signingOutSso' }, { target: 'signingOut' }] as const;

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
    /** Answers the CAS login URL for the service (GET /cas/address). */
    ssoLogin: fromPromise<string, SsoLoginActorInput>(notProvided('ssoLogin')),
    /** Exchanges a CAS ticket for our token pair (POST /cas/token). */
    exchangeTicket: fromPromise<TokenPair, TicketActorInput>(notProvided('exchangeTicket')),
    /** Revokes the session and answers the CAS logout URL (POST /cas/logout). */
    ssoLogout: fromPromise<string, SsoLogoutActorInput>(notProvided('ssoLogout')),
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
    clearSession: assign({ tokens: null, user: null, refreshedWhileLoading: false, ssoReturnUrl: null }),
    dropTokens: assign({ tokens: null, user: null, refreshedWhileLoading: false }),
    /** `ssoReturnUrl` from a CAS service or a stored value: the URL without query and fragment (`null` stays null). */
    setSsoReturnUrl: assign((_, params: { url: string | null }) => ({
      ssoReturnUrl: params.url?.split(/[?#]/)[0] ?? null,
    })),
    setRedirectUrl: assign((_, params: { url: string }) => ({ redirectUrl: params.url })),
    /** Provided by the browser: write `context.tokens`, `context.user` and `context.ssoReturnUrl` to storage. */
    persistSession: () => {},
    /** Provided by the browser: remove tokens, the cached user and `ssoReturnUrl` from storage. */
    forgetSession: () => {},
    /** Provided by the browser: tell the user the session ended (`context.error`, `context.errorCode`). */
    announceSessionLost: () => {},
    /** Provided by the browser: open `context.redirectUrl` (leave the page). */
    redirect: () => {},
  },
  guards: {
    /** `session.expired` carries 1130008: no refresh (spec §8). */
    isRevocationCode: ({ event }) => event.type === 'session.expired' && clearsSessionAtOnce(event.code),
    /** A refresh token is held and no refresh has been spent on loading the user yet. */
    canRefresh: ({ context }) => Boolean(context.tokens?.refreshToken) && !context.refreshedWhileLoading,
    /** The actor failed with a session-invalid code (not 1130008) and a refresh may be tried. */
    canRefreshAfter: ({ context }, params: { error: unknown }) => {
      const code = errorCodeOf(params.error);
      return (
        code !== null &&
        isSessionInvalid(code) &&
        !clearsSessionAtOnce(code) &&
        Boolean(context.tokens?.refreshToken) &&
        !context.refreshedWhileLoading
      );
    },
    hasUser: ({ context }) => context.user !== null,
    /** The session was started by single sign-on. */
    isSsoSession: ({ context }) => context.ssoReturnUrl !== null,
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: {
    tokens: null,
    user: null,
    error: null,
    errorCode: null,
    refreshedWhileLoading: false,
    ssoReturnUrl: null,
    redirectUrl: null,
  },
  states: {
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: 'clearError' },
        'session.restore': {
          target: 'loadingUser',
          actions: [
            { type: 'setTokens', params: ({ event }) => ({ tokens: event.tokens }) },
            { type: 'setSsoReturnUrl', params: ({ event }) => ({ url: event.ssoReturnUrl ?? null }) },
            'clearError',
          ],
        },
        'sso.start': { target: 'findingSsoLogin', actions: 'clearError' },
        'sso.ticket': {
          target: 'exchangingTicket',
          actions: ['clearError', { type: 'setSsoReturnUrl', params: ({ event }) => ({ url: event.service }) }],
        },
      },
    },
    findingSsoLogin: {
      invoke: {
        id: 'ssoLogin',
        src: 'ssoLogin',
        input: ({ event }) => ({ service: event.type === 'sso.start' ? event.service : '' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'setRedirectUrl', params: ({ event }) => ({ url: event.output }) },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exchangingTicket: {
      invoke: {
        id: 'exchangeTicket',
        src: 'exchangeTicket',
        input: ({ event }) =>
          event.type === 'sso.ticket' ? { ticket: event.ticket, service: event.service } : { ticket: '', service: '' },
        onDone: {
          target: 'loadingUser',
          actions: [{ type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) }, 'persistSession'],
        },
        onError: {
          target: 'signedOut',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'clearSession'],
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'session.login'
            ? {
                account: event.account,
                password: event.password,
                validCode: event.validCode,
                validCodeReqNo: event.validCodeReqNo,
              }
            : { account: '', password: '' },
        onDone: {
          target: 'loadingUser',
          actions: [{ type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) }, 'persistSession'],
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
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
              'clearSession',
              'forgetSession',
              'announceSessionLost',
            ],
          },
        ],
      },
      on: {
        'session.expired': [
          { guard: and(['isRevocationCode', 'isSsoSession']), target: 'signingOutSso', actions: [...endSsoSession] },
          { guard: 'isRevocationCode', target: 'signedOut', actions: [...endSession] },
          { guard: 'canRefresh', target: 'refreshing' },
        ],
        'session.revoked': [...revoked],
        'session.logout': [...logout],
      },
    },
    signedIn: {
      on: {
        'session.userChanged': {
          actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'persistSession'],
        },
        'session.expired': [
          { guard: and(['isRevocationCode', 'isSsoSession']), target: 'signingOutSso', actions: [...endSsoSession] },
          { guard: 'isRevocationCode', target: 'signedOut', actions: [...endSession] },
          { target: 'refreshing' },
        ],
        'session.revoked': [...revoked],
        'session.logout': [...logout],
      },
    },
    refreshing: {
      // Spec §4: when the refresh fails, a password session goes to login (`signedOut`),
      // an SSO session to the CAS logout (`signingOutSso`).
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
              'markRefreshedWhileLoading',
              'persistSession',
            ],
          },
        ],
        onError: [
          {
            guard: 'isSsoSession',
            target: 'signingOutSso',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              'dropTokens',
              'forgetSession',
              'announceSessionLost',
            ],
          },
          {
            target: 'signedOut',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              'clearSession',
              'forgetSession',
              'announceSessionLost',
            ],
          },
        ],
      },
      on: {
        'session.revoked': [...revoked],
        'session.logout': [...logout],
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
    signingOutSso: {
      // Storage is cleared at once; the context keeps the token (when still valid) and the
      // return address for the call. Failing, the session still ends (spec §4).
      entry: 'forgetSession',
      invoke: {
        id: 'ssoLogout',
        src: 'ssoLogout',
        input: ({ context }) => ({ token: context.tokens?.token ?? null, redirectUrl: context.ssoReturnUrl ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: ['clearSession', { type: 'setRedirectUrl', params: ({ event }) => ({ url: event.output }) }],
        },
        // The login page shows the error rather than sending the user straight back to CAS.
        onError: {
          target: 'signedOut',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'clearSession'],
        },
      },
    },
    redirecting: {
      // The page is being left for the CAS server; nothing happens here any more.
      entry: 'redirect',
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type SessionMachine = typeof sessionMachine;

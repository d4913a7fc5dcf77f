/**
 * Machine-level path tests of the session machine (DESIGN.md §5): the model's graph gives one
 * shortest path to every reachable (state, context, incoming transition); each path is
 * replayed on the real machine with hand-settled actors, and every step checks, against
 * values written here, what the views cannot see: the exact inputs of the actors, the
 * context's tokens, error and code, what was written to storage and announced. It also
 * takes the transitions no view reaches (events while loading the user or refreshing,
 * `session.expired` with 1130008), and the refresh's sharing and bound.
 * What a user sees along the same paths — login page, shell, CAS redirects — is tested
 * through the views in features/auth/session.paths.test.tsx (docs/machines.md, "Testing a
 * machine through its view").
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { LoginUser, TokenPair } from '../platform/contracts/auth.contract';
import { Code } from '../platform/protocol/codes';
import { createPromiseHarness, toTestModelMachine } from './path-testing';
import { sessionMachine, type SessionContext } from './session.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (asserted by the last test). */
const coverage = recordTransitions(sessionMachine);

const LOGIN_TOKENS: TokenPair = { token: 't-login', refreshToken: 'r-login' };
const STORED_TOKENS: TokenPair = { token: 't-stored', refreshToken: 'r-stored' };
const NEW_TOKENS: TokenPair = { token: 't-new', refreshToken: 'r-new' };
const SSO_TOKENS: TokenPair = { token: 't-sso', refreshToken: 'r-sso' };
/** Our login page with its return path, as the CAS service; and that page without the query. */
const SERVICE = 'https://app.test/admin/login?redirect=%2Fusers';
const RETURN_URL = 'https://app.test/admin/login';
const CAS_LOGIN_URL = `https://cas.test/cas/login?service=${encodeURIComponent(SERVICE)}`;
const CAS_LOGOUT_URL = `https://cas.test/cas/logout?service=${encodeURIComponent(RETURN_URL)}`;
const USER: LoginUser = {
  id: 7,
  name: 'Booker',
  nickName: 'Bo',
  account: 'booker',
  avatar: null,
  ident: null,
  sessionId: 's1',
  loginType: 'password',
  adminUser: false,
  phone: null,
  email: null,
  idCard: null,
  apps: [],
  menus: [],
  permissions: ['resv:reserve:add'],
  permissionsCode: [],
  roles: ['booker'],
};

/** The user after an own-profile change (`session.userChanged`). */
const CHANGED_USER: LoginUser = { ...USER, nickName: 'Court King' };

const EVENTS = [
  { type: 'session.login', account: 'booker', password: 'Booker@123' },
  { type: 'session.restore', tokens: STORED_TOKENS },
  { type: 'session.restore', tokens: STORED_TOKENS, ssoReturnUrl: RETURN_URL },
  { type: 'sso.start', service: SERVICE },
  { type: 'sso.ticket', ticket: 'ST-1', service: SERVICE },
  { type: 'session.expired', code: Code.TOKEN_EXPIRED },
  { type: 'session.expired', code: Code.SESSION_REVOKED },
  { type: 'session.revoked', code: Code.SESSION_REVOKED, message: 'revoked by server' },
  { type: 'session.logout' },
  { type: 'session.userChanged', user: CHANGED_USER },
  { type: 'xstate.done.actor.login', output: LOGIN_TOKENS },
  { type: 'xstate.error.actor.login', error: { code: Code.LOGIN_FAILED, message: 'Wrong account or password' } },
  { type: 'xstate.done.actor.loadUser', output: USER },
  { type: 'xstate.error.actor.loadUser', error: { code: Code.TOKEN_EXPIRED, message: 'token expired' } },
  { type: 'xstate.error.actor.loadUser', error: { code: -2, message: 'Failed to fetch' } },
  { type: 'xstate.done.actor.refresh', output: NEW_TOKENS },
  { type: 'xstate.error.actor.refresh', error: { code: Code.REFRESH_INVALID, message: 'refresh token invalid' } },
  { type: 'xstate.done.actor.logout', output: null },
  { type: 'xstate.error.actor.logout', error: { code: -2, message: 'network down' } },
  { type: 'xstate.done.actor.ssoLogin', output: CAS_LOGIN_URL },
  { type: 'xstate.error.actor.ssoLogin', error: { code: Code.CAS_NOT_CONFIGURED, message: 'SSO is not configured' } },
  { type: 'xstate.done.actor.exchangeTicket', output: SSO_TOKENS },
  { type: 'xstate.error.actor.exchangeTicket', error: { code: Code.CAS_TICKET_INVALID, message: 'ticket invalid' } },
  { type: 'xstate.done.actor.ssoLogout', output: CAS_LOGOUT_URL },
  { type: 'xstate.error.actor.ssoLogout', error: { code: -2, message: 'network down' } },
] as const;

type AnyEvent = (typeof EVENTS)[number];

const model = createTestModel(toTestModelMachine(sessionMachine), {
  events: EVENTS as unknown as never,
});

const EMPTY = { tokens: null, user: null, ssoReturnUrl: null };

function startSut() {
  const storage: { tokens: TokenPair | null; user: LoginUser | null; ssoReturnUrl: string | null } = { ...EMPTY };
  const announced: string[] = [];
  const redirects: (string | null)[] = [];
  const h = createPromiseHarness(
    sessionMachine,
    ['login', 'refresh', 'loadUser', 'logout', 'ssoLogin', 'exchangeTicket', 'ssoLogout'],
    {
      actions: {
        persistSession: ({ context }: { context: SessionContext }) => {
          storage.tokens = context.tokens;
          storage.user = context.user;
          storage.ssoReturnUrl = context.ssoReturnUrl;
        },
        forgetSession: () => Object.assign(storage, EMPTY),
        announceSessionLost: ({ context }: { context: SessionContext }) => {
          announced.push(context.error ?? `code ${context.errorCode}`);
        },
        redirect: ({ context }: { context: SessionContext }) => void redirects.push(context.redirectUrl),
      },
    },
  );
  return { h, storage, announced, redirects };
}

type Sut = ReturnType<typeof startSut>;
const last = <T>(xs: T[]) => xs[xs.length - 1];

/** Per-state checks on the real actor. */
function stateChecks(sut: Sut): Record<string, () => void> {
  const ctx = () => sut.h.actor.getSnapshot().context;
  return {
    signedOut: () => {
      expect(ctx()).toMatchObject({ tokens: null, user: null, ssoReturnUrl: null, redirectUrl: null });
      expect(sut.storage).toEqual(EMPTY);
    },
    signingIn: () => {
      expect(last(sut.h.calls.login)).toEqual({ account: 'booker', password: 'Booker@123' });
      expect(ctx().error).toBeNull();
      expect(ctx().ssoReturnUrl).toBeNull();
    },
    findingSsoLogin: () => {
      expect(last(sut.h.calls.ssoLogin)).toEqual({ service: SERVICE });
      expect(ctx()).toMatchObject({ tokens: null, error: null });
    },
    exchangingTicket: () => {
      expect(last(sut.h.calls.exchangeTicket)).toEqual({ ticket: 'ST-1', service: SERVICE });
      expect(ctx()).toMatchObject({ tokens: null, error: null, ssoReturnUrl: RETURN_URL });
    },
    signingOutSso: () => {
      // storage is cleared on entry; the call gets the token (null once the session died) and the return address
      expect(sut.storage).toEqual(EMPTY);
      expect(last(sut.h.calls.ssoLogout)).toEqual({ token: ctx().tokens?.token ?? null, redirectUrl: RETURN_URL });
    },
    redirecting: () => {
      expect(ctx()).toMatchObject({ tokens: null, user: null, ssoReturnUrl: null });
      expect([CAS_LOGIN_URL, CAS_LOGOUT_URL]).toContain(ctx().redirectUrl);
      expect(last(sut.redirects)).toBe(ctx().redirectUrl);
      expect(sut.storage).toEqual(EMPTY);
    },
    loadingUser: () => {
      expect(ctx().tokens).not.toBeNull();
      expect(last(sut.h.calls.loadUser)).toEqual({ token: ctx().tokens!.token });
    },
    signedIn: () => {
      expect([USER, CHANGED_USER]).toContainEqual(ctx().user);
      expect(ctx().tokens).not.toBeNull();
      expect(sut.storage).toEqual({ tokens: ctx().tokens, user: ctx().user, ssoReturnUrl: ctx().ssoReturnUrl });
      expect(ctx().refreshedWhileLoading).toBe(false);
    },
    refreshing: () => {
      expect(last(sut.h.calls.refresh)).toEqual({ refreshToken: ctx().tokens!.refreshToken });
    },
    signingOut: () => {
      // storage is cleared on entry, the token stays for the logout call
      expect(sut.storage).toEqual(EMPTY);
      expect(last(sut.h.calls.logout)).toEqual({ token: ctx().tokens?.token ?? null });
      expect(ctx().ssoReturnUrl).toBeNull(); // a password session
    },
  };
}

/** Checks tied to the event just performed. */
function eventChecks(sut: Sut, event: AnyEvent, before: SessionContext, refreshesBefore: number) {
  const snap = sut.h.actor.getSnapshot();
  switch (event.type) {
    case 'xstate.done.actor.login':
      expect(snap.context.tokens).toEqual(LOGIN_TOKENS);
      expect(sut.storage.tokens).toEqual(LOGIN_TOKENS);
      break;
    case 'xstate.error.actor.login':
      expect(snap.value).toBe('signedOut');
      expect(snap.context.error).toBe('Wrong account or password');
      expect(snap.context.errorCode).toBe(Code.LOGIN_FAILED);
      expect(sut.announced).toEqual([]); // the login form shows it, no toast
      break;
    case 'xstate.done.actor.refresh':
      expect(snap.context.tokens).toEqual(NEW_TOKENS);
      expect(sut.storage.tokens).toEqual(NEW_TOKENS);
      expect(snap.context.user).toEqual(before.user); // user kept across a refresh
      break;
    case 'xstate.error.actor.refresh':
      // spec §4: to login, or to the single sign-on logout for an SSO session
      expect(snap.value).toBe(before.ssoReturnUrl ? 'signingOutSso' : 'signedOut');
      expect(snap.context.error).toBe('refresh token invalid');
      expect(last(sut.announced)).toBe('refresh token invalid');
      expect(sut.storage).toEqual(EMPTY);
      if (before.ssoReturnUrl) expect(last(sut.h.calls.ssoLogout)).toEqual({ token: null, redirectUrl: RETURN_URL });
      break;
    case 'xstate.error.actor.loadUser':
      if (event.error.code === Code.TOKEN_EXPIRED && !before.refreshedWhileLoading) {
        expect(snap.value).toBe('refreshing');
      } else {
        expect(snap.value).toBe('signedOut');
        expect(snap.context.error).toBe(event.error.message);
        expect(last(sut.announced)).toBe(event.error.message);
      }
      break;
    case 'session.revoked':
      expect(snap.value).toBe(before.ssoReturnUrl ? 'signingOutSso' : 'signedOut');
      expect(sut.storage).toEqual(EMPTY);
      expect(snap.context.errorCode).toBe(Code.SESSION_REVOKED);
      expect(last(sut.announced)).toBe('revoked by server');
      break;
    case 'session.expired':
      if (event.code === Code.SESSION_REVOKED) {
        expect(snap.value).toBe(before.ssoReturnUrl ? 'signingOutSso' : 'signedOut');
        expect(sut.h.calls.refresh.length).toBe(refreshesBefore); // no refresh attempted
        expect(snap.context.errorCode).toBe(Code.SESSION_REVOKED);
        expect(last(sut.announced)).toBe(`code ${Code.SESSION_REVOKED}`);
      } else if (before.refreshedWhileLoading) {
        expect(snap.value).toBe('loadingUser');
      } else {
        expect(snap.value).toBe('refreshing');
      }
      break;
    case 'session.logout':
      expect(snap.value).toBe(before.ssoReturnUrl ? 'signingOutSso' : 'signingOut');
      expect(snap.context.tokens).toEqual(before.tokens); // kept for the call
      break;
    case 'session.userChanged':
      expect(snap.value).toBe('signedIn');
      expect(snap.context.user).toEqual(event.user);
      expect(sut.storage.user).toEqual(event.user);
      break;
    case 'session.restore':
      expect(snap.context.ssoReturnUrl).toBe('ssoReturnUrl' in event ? event.ssoReturnUrl : null);
      break;
    case 'xstate.done.actor.ssoLogin':
      expect(snap.value).toBe('redirecting');
      expect(sut.redirects).toEqual([CAS_LOGIN_URL]);
      break;
    case 'xstate.error.actor.ssoLogin':
    case 'xstate.error.actor.exchangeTicket':
      // the login page shows it with a retry; no toast, nothing stored
      expect(snap.value).toBe('signedOut');
      expect(snap.context).toMatchObject({ error: event.error.message, errorCode: event.error.code });
      expect(sut.announced).toEqual([]);
      expect(sut.redirects).toEqual([]);
      break;
    case 'xstate.done.actor.exchangeTicket':
      expect(snap.value).toBe('loadingUser');
      expect(sut.storage).toEqual({ tokens: SSO_TOKENS, user: null, ssoReturnUrl: RETURN_URL });
      expect(last(sut.h.calls.loadUser)).toEqual({ token: SSO_TOKENS.token });
      break;
    case 'xstate.done.actor.ssoLogout':
      expect(snap.value).toBe('redirecting');
      expect(last(sut.redirects)).toBe(CAS_LOGOUT_URL);
      break;
    case 'xstate.error.actor.ssoLogout':
      // a failing CAS logout call still ends the session; the error stops the login page's auto-redirect
      expect(snap.value).toBe('signedOut');
      expect(snap.context.error).toBe('network down');
      expect(sut.redirects).toEqual([]);
      expect(sut.storage).toEqual(EMPTY);
      break;
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      // a failing logout call clears exactly like a successful one
      expect(snap.value).toBe('signedOut');
      expect(snap.context).toMatchObject({ tokens: null, user: null, error: null });
      expect(sut.storage).toEqual(EMPTY);
      break;
    default:
      break;
  }
}

describe('session machine — generated paths', () => {
  const paths = model.getShortestPaths();

  for (const [i, path] of paths.entries()) {
    const name =
      `#${i + 1} ${String(path.state.value)} via ` +
      path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(name, async () => {
      const sut = startSut();
      const checks = stateChecks(sut);
      let before = sut.h.actor.getSnapshot().context;
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          async ({ event }: { event: AnyEvent }) => {
            before = sut.h.actor.getSnapshot().context;
            const refreshesBefore = sut.h.calls.refresh.length;
            await sut.h.exec(event);
            eventChecks(sut, event, before, refreshesBefore);
          },
        ]),
      );
      const states = Object.fromEntries(
        Object.keys(checks).map((name) => [
          name,
          // The state's own checks (a comparison with the model's snapshot would compare the machine with itself).
          () => checks[name](),
        ]),
      );
      await path.test({ states, events } as never);
    });
  }
});

describe('session machine — refresh is shared and bounded', () => {
  it('ignores further expiries while refreshing (one refresh for many failing calls)', async () => {
    const sut = startSut();
    await sut.h.exec({ type: 'session.login', account: 'booker', password: 'Booker@123' });
    await sut.h.exec({ type: 'xstate.done.actor.login', output: LOGIN_TOKENS });
    await sut.h.exec({ type: 'xstate.done.actor.loadUser', output: USER });
    expect(sut.h.actor.getSnapshot().value).toBe('signedIn');
    await sut.h.exec({ type: 'session.expired', code: Code.TOKEN_EXPIRED });
    await sut.h.exec({ type: 'session.expired', code: Code.TOKEN_INVALID });
    await sut.h.exec({ type: 'session.expired', code: 401 });
    expect(sut.h.calls.refresh).toEqual([{ refreshToken: 'r-login' }]);
    await sut.h.exec({ type: 'xstate.done.actor.refresh', output: NEW_TOKENS });
    expect(sut.h.actor.getSnapshot().value).toBe('signedIn');
    expect(sut.h.actor.getSnapshot().context.tokens).toEqual(NEW_TOKENS);
  });

  it('spends at most one refresh on loading the user', async () => {
    const sut = startSut();
    await sut.h.exec({ type: 'session.restore', tokens: STORED_TOKENS });
    await sut.h.exec({ type: 'xstate.error.actor.loadUser', error: { code: Code.TOKEN_EXPIRED, message: 'x' } });
    await sut.h.exec({ type: 'xstate.done.actor.refresh', output: NEW_TOKENS });
    expect(sut.h.actor.getSnapshot().value).toBe('loadingUser');
    expect(sut.h.calls.loadUser).toEqual([{ token: 't-stored' }, { token: 't-new' }]);
    await sut.h.exec({
      type: 'xstate.error.actor.loadUser',
      error: { code: Code.TOKEN_EXPIRED, message: 'still expired' },
    });
    const snap = sut.h.actor.getSnapshot();
    expect(snap.value).toBe('signedOut');
    expect(snap.context.error).toBe('still expired');
    expect(sut.h.calls.refresh.length).toBe(1);
    expect(sut.storage).toEqual(EMPTY);
  });
});

/** Every transition of the definition was taken by the real actors above (docs/machines.md, "Proving a machine"). */
describe('session machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});

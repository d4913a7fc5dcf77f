/**
 * Generated paths of the session machine (machines/session.machine.ts, run by
 * platform/session/runtime.ts) through the REAL login page and the terminal shell behind
 * RequireSession (docs/machines.md, "Testing a machine through its view").
 *
 * Two graphs, one per login mode of the system configuration, generated from the machine
 * (getViewTransitionPaths on toTestModelMachine, states abstracted to status × single sign-on ×
 * user loaded × error shown):
 * - password sign-in (English): `session.login` is typing the account, the password (and
 *   the verification code when the server asks for one) and pressing "Sign in";
 * - single sign-on (Simplified Chinese): `sso.start` is opening the login page (or pressing
 *   "sign in again" after a failure), `sso.ticket` coming back from CAS with `?ticket=`;
 * - restoring (English): `session.restore` is opening the app with tokens stored, the
 *   access token still valid or expired, a refresh token stored or not.
 * Signed in, `session.expired` is the access token expiring before the user goes on to the
 * next page of a list (its call answers TOKEN_EXPIRED), `session.revoked` that call answering
 * 1130008, `session.logout` the shell's "Log out" button.
 * An invoked actor's done / error is the fake gateway answering or refusing its call
 * (right or wrong password, a valid or used ticket, a refused refresh, a logout failing on
 * the network, CAS unreachable); the performer reads the steps after a user's action to set
 * up how the gateway answers. The intermediate states (signingIn, loadingUser, refreshing,
 * signingOut, …) pass within one answer and are not checked on screen; each stable state is:
 * signedOut — the login form (or the single sign-on error with its retry button), with the
 * server's message; signedIn — the shell with its page (replayed after a refresh);
 * redirecting — the CAS URL opened and offered as a link.
 * The session actor of the runtime is recorded; the last test names what no view can reach.
 */
import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams, type RouteObject } from 'react-router';
import { enableValidCode, login, loginCaptcha, logout, refreshToken } from '../../platform/contracts/auth.contract';
import { casLogout, casToken } from '../../platform/contracts/cas.contract';
import { currentPage } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import auth from '../../platform/i18n/locales/auth';
import common from '../../platform/i18n/locales/common';
import { getViewTransitionPaths, toTestModelMachine } from '../../machines/path-testing';
import { sessionMachine, type SessionContext, type SessionEvent } from '../../machines/session.machine';
import { enumerateTransitions, recordTransitions, saveCoverageReport } from '../../machines/transition-coverage';
import { TerminalShell } from '../../ui/terminal-shell';
import { RequireSession, useCall } from '../../ui/runtime';
import { aPage, aUser, renderWithRuntime, TEST_PASSWORD } from '../../ui/testing';
import { LoginPage } from './login-page';
import { ssoService } from './sso-service';

// A path runs many steps on whole pages; under a loaded machine one step may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
/** Transitions the runtime's session actors take in this file (asserted by the last test). */
const coverage = recordTransitions(sessionMachine);

const CAS = 'https://cas.example.edu/cas';
const USER = aUser();
const CAPTCHA = { validCode: '7K3Q', validCodeReqNo: 'req-1' };

type Mode = 'password' | 'sso' | 'restore';
type ModelState = { value: unknown; context: SessionContext };
type Step = { event: SessionEvent | { type: string }; state: ModelState };

const done = (id: string, output: unknown = null) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, code: number) => ({
  type: `xstate.error.actor.${id}`,
  error: { code, message: 'refused' },
});

/** What the user or the gateway can do in each state, per login mode. */
function eventsIn(mode: Mode) {
  return (state: ModelState): unknown[] => {
    const tokens = { token: 't', refreshToken: 'r' };
    switch (state.value) {
      case 'signedOut':
        // A session is restored only when the app starts: then the graph stops at the first signedIn / signedOut.
        if (mode === 'restore') {
          return state.context.tokens === null && state.context.error === null
            ? [
                { type: 'session.restore', tokens: { token: 't', refreshToken: 'r' } },
                { type: 'session.restore', tokens: { token: 't', refreshToken: '' } },
              ]
            : [];
        }
        return mode === 'password'
          ? [
              { type: 'session.login', account: USER.account, password: TEST_PASSWORD },
              { type: 'session.login', account: USER.account, password: TEST_PASSWORD, ...CAPTCHA },
            ]
          : [
              { type: 'sso.start', service: 's' },
              { type: 'sso.ticket', ticket: 'ST', service: 's' },
            ];
      case 'signingIn':
        return [done('login', tokens), failed('login', Code.LOGIN_FAILED)];
      case 'findingSsoLogin':
        return [done('ssoLogin', `${CAS}/login`), failed('ssoLogin', Code.CAS_NOT_CONFIGURED)];
      case 'exchangingTicket':
        return [done('exchangeTicket', tokens), failed('exchangeTicket', Code.CAS_TICKET_INVALID)];
      case 'loadingUser':
        // Restoring, the stored access token may have expired (answered TOKEN_EXPIRED); a second failure
        // after a refresh is left to the machine test (the refreshed token cannot expire in between here).
        return mode === 'restore' && !state.context.refreshedWhileLoading
          ? [done('loadUser', USER), failed('loadUser', Code.TOKEN_EXPIRED)]
          : [done('loadUser', USER)];
      case 'signedIn':
        if (mode === 'restore') return [];
        return [
          { type: 'session.expired', code: Code.TOKEN_EXPIRED },
          { type: 'session.revoked', code: Code.SESSION_REVOKED },
          { type: 'session.logout' },
        ];
      case 'refreshing':
        return [done('refresh', tokens), failed('refresh', Code.REFRESH_INVALID)];
      case 'signingOut':
        return [done('logout'), failed('logout', Code.SERVER_ERROR)];
      case 'signingOutSso':
        return [done('ssoLogout', `${CAS}/logout`), failed('ssoLogout', Code.SERVER_ERROR)];
      default:
        return [];
    }
  };
}

const pathsOf = (mode: Mode) =>
  getViewTransitionPaths(toTestModelMachine(sessionMachine), {
    events: eventsIn(mode) as never,
    abstract: (s) => [
      s.value,
      s.context.ssoReturnUrl !== null,
      s.context.user !== null,
      s.context.error !== null,
      Boolean(s.context.tokens?.refreshToken),
      s.context.refreshedWhileLoading,
    ],
  }) as unknown as { steps: Step[] }[];

/** A page of the shell that asks the server for a page of bookings (`?page=`; replayed after a refresh). */
function HomePage() {
  const [params] = useSearchParams();
  const pageNo = Number(params.get('page') ?? 1);
  const list = useCall(currentPage, { pageNo });
  return <p>{list.data ? `bookings page ${pageNo}: ${list.data.total}` : 'bookings'}</p>;
}

const ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    element: (
      <RequireSession>
        <TerminalShell />
      </RequireSession>
    ),
    children: [{ path: '/home', element: <HomePage /> }],
  },
  {
    path: '/',
    element: (
      <RequireSession>
        <p>start</p>
      </RequireSession>
    ),
  },
];

/** Renders the apps signed out, in the mode's language, with a CAS server for single sign-on. */
async function renderApp(mode: Mode, first: Step['event'], rest: Step[]) {
  const tickets: Record<string, { account: string; service: string }> = {};
  let captcha = false;
  const startUrl = first.type === 'sso.ticket' ? '/login?redirect=%2Fhome&ticket=ST-0' : '/home';
  const rendered = await renderWithRuntime(null, {
    user: null,
    accounts: [USER],
    app: 'terminal',
    lang: mode === 'sso' ? 'CN' : 'EN',
    url: startUrl,
    routes: ROUTES,
    config: { loginMode: mode === 'sso' ? 1 : 0 },
    gateway: { cas: { serverUrl: CAS, tickets } },
    // Restoring: the stored access token is valid, or expired (loading the user fails first); the
    // refresh token stored or not.
    storedTokens:
      first.type === 'session.restore'
        ? (gateway) => {
            const pair = gateway.issueTokens(USER.account);
            if (outcome(rest, 'loadUser') === false) gateway.expire(pair.token);
            gateway.state.failRefresh = outcome(rest, 'refresh') === false;
            const { refreshToken: stored } = (first as Extract<SessionEvent, { type: 'session.restore' }>).tokens;
            return { token: pair.token, refreshToken: stored ? pair.refreshToken : '' };
          }
        : undefined,
    serve: (gateway) => {
      gateway.on(currentPage, () => aPage([], { total: 3 }));
      gateway.on(enableValidCode, () => captcha);
      gateway.on(loginCaptcha, () => ({ reqNo: CAPTCHA.validCodeReqNo, image: 'data:image/png;base64,AA==' }));
    },
  });
  return {
    ...rendered,
    tickets,
    needCaptcha: (on: boolean) => {
      captcha = on;
    },
  };
}
type App = Awaited<ReturnType<typeof renderApp>>;

const EN = { auth: auth.EN, common: common.EN };
const CN = { auth: auth.CN, common: common.CN };
const STABLE = new Set(['signedOut', 'signedIn', 'redirecting']);
/** The user goes on to the next page of the bookings list: the page asks the server. */
async function nextPage(app: App) {
  const page = Number(new URLSearchParams(app.router!.state.location.search).get('page') ?? 1) + 1;
  await act(() => app.router!.navigate(`/home?page=${page}`));
}
const outcome = (rest: Step[], id: string) =>
  rest.find((s) => s.event.type.endsWith(`.actor.${id}`))?.event.type.startsWith('xstate.done');

/** The CAS service of the login page as the page computes it, returning to /home. */
const serviceOf = () => ssoService(window.location.origin, '/login', '/home');

/**
 * Performs the user's action `event` (the first of a segment that ends in a stable state),
 * with the gateway set up to answer as the segment's later steps say; `captchaNext`: the
 * path's next sign-in answers a captcha, so the server asks for one after this attempt fails.
 */
async function perform(app: App, mode: Mode, event: Step['event'], rest: Step[], first: boolean, captchaNext: boolean) {
  const texts = mode === 'sso' ? CN : EN;
  const { gateway } = app;
  // How the logout call ends, when this action leads to one (a logout, a revocation or a failed refresh).
  gateway.state.failLogout = outcome(rest, 'logout') === false || outcome(rest, 'ssoLogout') === false;
  switch (event.type) {
    case 'session.login': {
      const e = event as Extract<SessionEvent, { type: 'session.login' }>;
      const right = outcome(rest, 'login');
      const form = await screen.findByRole('form', { name: texts.auth.login.title });
      if (first) app.needCaptcha(Boolean(e.validCode));
      const account = within(form).getByLabelText(new RegExp(`^${texts.auth.login.account}`));
      fireEvent.change(account, { target: { value: e.account } });
      fireEvent.blur(account);
      fireEvent.change(within(form).getByLabelText(new RegExp(`^${texts.auth.login.password}`)), {
        target: { value: right ? e.password : 'wrong-password' },
      });
      if (e.validCode) {
        await within(form).findByAltText(texts.auth.login.captchaImage);
        fireEvent.change(within(form).getByLabelText(new RegExp(`^${texts.auth.login.captcha}`)), {
          target: { value: e.validCode },
        });
      }
      if (!right) app.needCaptcha(captchaNext);
      fireEvent.click(within(form).getByRole('button', { name: texts.auth.login.submit }));
      await waitFor(() => expect(gateway.calls(login).length).toBeGreaterThan(0));
      if (e.validCode) expect(gateway.calls(login).at(-1)).toMatchObject(CAPTCHA);
      break;
    }
    case 'session.restore':
      // The app opened with the stored tokens (renderApp): nothing for the user to do.
      break;
    case 'sso.start':
      gateway.state.casDown = outcome(rest, 'ssoLogin') === false;
      // The login page starts single sign-on by itself when it opens; after a failure the user asks again.
      if (!first) fireEvent.click(await screen.findByRole('button', { name: texts.auth.login.ssoRetry }));
      break;
    case 'sso.ticket': {
      const ticket = first ? 'ST-0' : `ST-${gateway.calls(casToken).length + 1}`;
      if (outcome(rest, 'exchangeTicket')) app.tickets[ticket] = { account: USER.account, service: serviceOf() };
      if (!first) await act(() => app.router!.navigate(`/login?redirect=%2Fhome&ticket=${ticket}`));
      break;
    }
    case 'session.expired': {
      gateway.state.failRefresh = outcome(rest, 'refresh') === false;
      gateway.expire(app.runtime.actor.getSnapshot().context.tokens!.token);
      await nextPage(app);
      break;
    }
    case 'session.revoked':
      gateway.state.revokeNext = true;
      await nextPage(app);
      break;
    case 'session.logout':
      fireEvent.click(screen.getByRole('button', { name: texts.common.logout }));
      break;
    default:
      throw new Error(`${event.type} is not a user's action`);
  }
}

/** Checks the stable `state` on screen. */
async function expectShown(app: App, mode: Mode, state: ModelState, segment: Step[]) {
  const texts = mode === 'sso' ? CN : EN;
  const ended = segment.map((s) => s.event.type);
  if (state.value === 'signedIn') {
    const page = new URLSearchParams(app.router!.state.location.search).get('page') ?? '1';
    expect(await screen.findByText(`bookings page ${page}: 3`)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.common.logout })).toBeTruthy();
    if (ended.includes('xstate.done.actor.refresh')) {
      // refreshed once, and the page's call replayed with the new token
      expect(app.gateway.calls(refreshToken).length).toBeGreaterThan(0);
    }
    return;
  }
  if (state.value === 'redirecting') {
    const to = ended.includes('xstate.done.actor.ssoLogout') ? `${CAS}/logout` : `${CAS}/login`;
    await waitFor(() => expect(app.redirects.at(-1)).toMatch(new RegExp(`^${to}\\?service=`)));
    if (to.endsWith('/logout')) {
      expect(app.gateway.calls(casLogout).length).toBeGreaterThan(0);
      expect(app.gateway.requests(logout)).toEqual([]); // a single sign-on session never uses the password logout
      expect(app.runtime.storedUser()).toBeNull();
    } else
      expect((await screen.findByRole('link', { name: texts.auth.login.ssoContinue })).getAttribute('href')).toBe(
        app.redirects.at(-1),
      );
    return;
  }
  // signedOut: back on the login page, with the server's message where one was kept
  await waitFor(() => expect(app.router!.state.location.pathname).toBe('/login'), { timeout: 5000 });
  if (ended.some((t) => t.includes('.actor.logout'))) expect(app.gateway.requests(logout).length).toBeGreaterThan(0);
  if (mode !== 'sso') {
    const form = await screen.findByRole('form', { name: texts.auth.login.title });
    expect(within(form).getByRole('button', { name: texts.auth.login.submit })).toBeTruthy();
    if (state.context.error !== null && ended.includes('xstate.error.actor.login')) {
      expect(within(form).getByRole('alert').textContent).toContain('Wrong account or password');
    }
  } else {
    expect(await screen.findByRole('button', { name: texts.auth.login.ssoRetry })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  }
  expect(app.runtime.storedUser()).toBeNull();
}

const label = (e: Step['event']) =>
  e.type.replace('xstate.', '').replace('.actor.', ' ') + ('validCode' in e ? ' (with captcha)' : '');

for (const mode of ['password', 'sso', 'restore'] as const) {
  const paths = pathsOf(mode);
  describe(`session through the login page and the shell — ${mode} (generated paths)`, () => {
    for (const [i, path] of paths.entries()) {
      const name = path.steps.map((s) => `${label(s.event)} → ${String(s.state.value)}`).join(', ');
      it(`#${i + 1} ${name}`, async () => {
        const app = await renderApp(mode, path.steps[0].event, path.steps.slice(1));
        for (let k = 0; k < path.steps.length;) {
          let end = k;
          while (!STABLE.has(String(path.steps[end].state.value)) && end < path.steps.length - 1) end++;
          const segment = path.steps.slice(k, end + 1);
          const nextLogin = path.steps.slice(end + 1).find((s) => s.event.type === 'session.login')?.event;
          await perform(
            app,
            mode,
            segment[0].event,
            segment.slice(1),
            k === 0,
            Boolean(nextLogin && 'validCode' in nextLogin),
          );
          const last = segment.at(-1)!;
          // A path may end with the user's action (the answer left open by the graph): the action was sent
          // (the recorder saw the transition); the session then settles whatever the gateway answered.
          if (STABLE.has(String(last.state.value))) await expectShown(app, mode, last.state, segment);
          else await waitFor(() => expect(STABLE.has(String(app.runtime.actor.getSnapshot().value))).toBe(true));
          k = end + 1;
        }
      }, 30_000);
    }
  });
}

/**
 * Transitions no view reaches; machines/session.machine.test.ts takes them on the machine:
 * - `session.expired` carrying 1130008 (the API client sends `session.revoked` for that code);
 * - anything sent while `loadingUser` or `refreshing` (a logout, a second expiry or a
 *   revocation in the few milliseconds one answer takes; no button is shown meanwhile).
 */
const NOT_FROM_A_VIEW = enumerateTransitions(sessionMachine)
  .map((t) => t.id)
  .filter(
    (id) =>
      /^(loadingUser|refreshing) —session\./.test(id) ||
      /—session\.expired \[(and\(isRevocationCode, isSsoSession\)|isRevocationCode)\]/.test(id) ||
      // Sent by /personal's profile save, not by the login page or the shell: its view test is
      // features/account/personal-page.test.tsx (the new nick name shows at once).
      /^signedIn —session\.userChanged→/.test(id),
  );

describe('session through the login page and the shell — transition coverage', () => {
  it('takes every transition of the machine a view can reach', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual(NOT_FROM_A_VIEW);
  });
});

/**
 * View-model of the session machine (DESIGN.md §5): what views need to know about the
 * session, as booleans, labels and handlers, so no JSX matches raw state values.
 */
import type { SnapshotFrom } from 'xstate';
import type { LoginUser, TokenPair } from '../platform/contracts/auth.contract';
import type { SessionEvent, SessionMachine, SessionStatus } from './session.machine';

/** The session as a view sees it. */
export interface SessionView {
  /** The machine's state. */
  status: SessionStatus;
  /** Signed in with a loaded user (also while a token refresh runs). */
  isSignedIn: boolean;
  /** Definitely signed out: guards redirect to the login page. */
  isSignedOut: boolean;
  /** A login, user load, refresh or logout is running. */
  isBusy: boolean;
  /** The login call is running (disable the form, show progress). */
  isSigningIn: boolean;
  /** Single sign-on: the CAS login URL is being fetched, or a CAS ticket is being exchanged. */
  isSsoPending: boolean;
  /** The page is being left for the CAS server (login or logout); see `redirectUrl`. */
  isRedirecting: boolean;
  /** While redirecting: the CAS URL the browser opens, else `null`. */
  redirectUrl: string | null;
  user: LoginUser | null;
  /** Message of the last failure (server's text, in the user's language), else `null`. */
  error: string | null;
  /** Code of the last failure, else `null`. */
  errorCode: number | null;
  /** Name to show for the user: nick name, else name, else account; '' when signed out. */
  displayName: string;
  /** Whether `login` is accepted now. */
  canLogin: boolean;
  /** Whether `logout` is accepted now. */
  canLogout: boolean;
  /** Whether single sign-on can start (`startSso` / `exchangeTicket` are accepted). */
  canStartSso: boolean;
  /** Sends `session.login`. */
  login(account: string, password: string): void;
  /** Sends `session.logout`. */
  logout(): void;
  /** Sends `sso.start`: go to the CAS login for `service` (our login page's absolute URL). */
  startSso(service: string): void;
  /** Sends `sso.ticket`: exchange the CAS `ticket` issued for `service`. */
  exchangeTicket(ticket: string, service: string): void;
  /** Sends `session.userChanged`: show (and store) `user` as reloaded after an own-profile change. */
  userChanged(user: LoginUser): void;
  /** Sends `session.restore`: sign in with a token pair issued elsewhere (e.g. a bound provider account). */
  signInWith(tokens: TokenPair): void;
}

/** Builds the {@link SessionView} of a session snapshot; `send` delivers events to the actor. */
export function connectSession(
  snapshot: SnapshotFrom<SessionMachine>,
  send: (event: SessionEvent) => void,
): SessionView {
  const status = snapshot.value as SessionStatus;
  const { user, error, errorCode, redirectUrl } = snapshot.context;
  const isSignedIn = (status === 'signedIn' || status === 'refreshing') && user !== null;
  return {
    status,
    isSignedIn,
    isSignedOut: status === 'signedOut',
    isBusy: status !== 'signedIn' && status !== 'signedOut',
    isSigningIn: status === 'signingIn',
    isSsoPending: status === 'findingSsoLogin' || status === 'exchangingTicket',
    isRedirecting: status === 'redirecting',
    redirectUrl: status === 'redirecting' ? redirectUrl : null,
    user,
    error,
    errorCode,
    displayName: user ? user.nickName || user.name || user.account : '',
    canLogin: snapshot.can({ type: 'session.login', account: '', password: '' }),
    canLogout: snapshot.can({ type: 'session.logout' }),
    canStartSso: snapshot.can({ type: 'sso.start', service: '' }),
    login: (account, password) => send({ type: 'session.login', account, password }),
    logout: () => send({ type: 'session.logout' }),
    startSso: (service) => send({ type: 'sso.start', service }),
    exchangeTicket: (ticket, service) => send({ type: 'sso.ticket', ticket, service }),
    userChanged: (user) => send({ type: 'session.userChanged', user }),
    signInWith: (tokens) => send({ type: 'session.restore', tokens }),
  };
}

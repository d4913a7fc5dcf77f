/**
 * The calls the browser apps make before any page behind the login has loaded — the runtime
 * (configuration, text overrides), the session (sign in, refresh, the user, sign out, single
 * sign-on) and the login page (captcha, the OpenID Connect provider) — as the browser's client
 * needs them: method and path. Their contracts' zod schemas are types only here, so the first page
 * carries no zod (docs/benchmarks.md, "Web: the first page"); the pages behind the login import the
 * contracts themselves.
 *
 * Only for `api(call, input)` and query keys (`callKey`) in the browser: the client (platform/http/
 * api-client.ts) reads nothing else of a contract. Never register one on a server or validate with it
 * (it has no schemas). first-page-calls.test.ts checks each against its contract.
 */
import type * as account from './account.contract';
import type * as auth from './auth.contract';
import type * as cas from './cas.contract';
import type { CallContract } from './define-call';
import type * as textOverrides from './text-overrides.contract';

/**
 * The browser's stand-in of contract `C`: its method and path, typed as `C` so that `api`, `useCall`
 * and `callKey` infer the same input and output (see the module comment for what it lacks).
 */
function call<C extends CallContract>(method: C['method'], path: string): C {
  return { method, path } as Partial<C> as C;
}

/** auth.contract `systemConfig`. */
export const systemConfig = call<typeof auth.systemConfig>('GET', '/api/reserve/system/config');
/** auth.contract `login`. */
export const login = call<typeof auth.login>('POST', '/system/login/accessToken');
/** auth.contract `refreshToken`. */
export const refreshToken = call<typeof auth.refreshToken>('POST', '/system/login/refreshToken');
/** auth.contract `logout`. */
export const logout = call<typeof auth.logout>('POST', '/system/login/logout');
/** auth.contract `getLoginUser`. */
export const getLoginUser = call<typeof auth.getLoginUser>('GET', '/system/login/getLoginUser');
/** auth.contract `enableValidCode`. */
export const enableValidCode = call<typeof auth.enableValidCode>('GET', '/system/login/enableValidCode');
/** auth.contract `loginCaptcha`. */
export const loginCaptcha = call<typeof auth.loginCaptcha>('GET', '/system/login/captcha');
/** cas.contract `casAddress`. */
export const casAddress = call<typeof cas.casAddress>('GET', '/cas/address');
/** cas.contract `casToken`. */
export const casToken = call<typeof cas.casToken>('POST', '/cas/token');
/** cas.contract `casLogout`. */
export const casLogout = call<typeof cas.casLogout>('POST', '/cas/logout');
/** account.contract `bindProvider`. */
export const bindProvider = call<typeof account.bindProvider>('GET', '/api/bind/provider');
/** account.contract `bindLoginUrl`. */
export const bindLoginUrl = call<typeof account.bindLoginUrl>('GET', '/api/bind/loginUrl');
/** text-overrides.contract `languageOverrides`. */
export const languageOverrides = call<typeof textOverrides.languageOverrides>('GET', '/system/language/overrides');

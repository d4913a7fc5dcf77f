/**
 * The booker's own account (spec §2 terminal /personal, §7 /api/user/updateUserInfo,
 * /api/bind/url, /api/bind/unbind): the profile, and a third-party account bound through
 * OpenID Connect (authorization code flow with PKCE, state and nonce kept on the server).
 *
 * The binding protocol: the terminal asks `bindUrl` (signed in) or `bindLoginUrl` (login
 * page) for the provider's authorization URL and leaves for it; the provider sends the
 * browser back to OIDC_REDIRECT_URI, the terminal's `/oidc` page, which posts the query it
 * got (`?code=…&state=…&iss=…`) to `bindCallback` (signed in: binds the provider's `sub` to the
 * caller) or `bindLogin` (signed out: signs in the user the `sub` is bound to). A state is
 * single-use, expires after 10 minutes and is accepted only for the purpose (and user) it
 * was made for.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { IsoDateTime, NoInput, NullOutput } from './common';
import { TokenPair } from './auth.contract';

/** The fields updateUserInfo changes; an absent one is kept, `''` clears phone, e-mail or ID card. */
export const UpdateUserInfoInput = z
  .object({
    nickName: z.string().trim().max(30).optional(),
    phone: z.string().trim().max(20).optional(),
    email: z.string().trim().max(100).optional(),
    idCard: z.string().trim().toUpperCase().max(18).optional(),
  })
  .strict();

export const updateUserInfo = defineCall({
  method: 'POST',
  path: '/api/user/updateUserInfo',
  access: 'user',
  summary: "Changes the caller's own nick name, phone, e-mail or ID card (validated per spec §5); nothing else.",
  input: UpdateUserInfoInput,
  output: NullOutput,
  errors: [Code.PROFILE_PHONE_INVALID, Code.PROFILE_EMAIL_INVALID, Code.PROFILE_ID_CARD_INVALID],
});

/** The configured provider, as the login page sees it: `name` null when none is configured. */
export const BindProvider = z.object({ name: z.string().nullable(), login: z.boolean() });
export type BindProvider = z.infer<typeof BindProvider>;

export const bindProvider = defineCall({
  method: 'GET',
  path: '/api/bind/provider',
  access: 'public',
  summary: 'The configured OpenID Connect provider (null when none) and whether it may sign users in.',
  input: NoInput,
  output: BindProvider,
  errors: [],
});

/** The caller's binding: the provider's name (null: none configured) and when the caller bound it. */
export const BindInfo = z.object({ name: z.string().nullable(), boundAt: IsoDateTime.nullable() });
export type BindInfo = z.infer<typeof BindInfo>;

export const bindInfo = defineCall({
  method: 'GET',
  path: '/api/bind/info',
  access: 'user',
  summary: "The configured provider and whether the caller's account is bound to it.",
  input: NoInput,
  output: BindInfo,
  errors: [],
});

/** An authorization URL of the provider. */
export const BindUrl = z.object({ url: z.string() });

export const bindUrl = defineCall({
  method: 'GET',
  path: '/api/bind/url',
  access: 'user',
  // A state row is stored: the call writes.
  mutates: true,
  summary: "The provider's authorization URL for binding it to the caller (PKCE, state and nonce kept on the server).",
  input: NoInput,
  output: BindUrl,
  errors: [Code.OIDC_NOT_CONFIGURED, Code.OIDC_UNAVAILABLE],
});

export const bindLoginUrl = defineCall({
  method: 'GET',
  path: '/api/bind/loginUrl',
  access: 'public',
  mutates: true,
  summary: "The provider's authorization URL for signing in with a bound account (login mode 0 only).",
  input: NoInput,
  output: BindUrl,
  errors: [Code.OIDC_NOT_CONFIGURED, Code.OIDC_LOGIN_OFF, Code.OIDC_UNAVAILABLE],
});

/** The query string the provider sent the browser back with (`?code=…&state=…`). */
export const BindCallbackInput = z.object({ query: z.string().max(4096) });

const CALLBACK_ERRORS = [
  Code.OIDC_NOT_CONFIGURED,
  Code.OIDC_STATE_INVALID,
  Code.OIDC_TOKEN_INVALID,
  Code.OIDC_UNAVAILABLE,
] as const;

export const bindCallback = defineCall({
  // Not one long transaction (mutates: false): the code exchange waits on the provider; the
  // state is consumed and the binding stored each in one statement.
  method: 'POST',
  path: '/api/bind/callback',
  access: 'user',
  mutates: false,
  summary: "Exchanges the provider's code and binds its account (`sub`) to the caller.",
  input: BindCallbackInput,
  output: z.object({ name: z.string() }),
  errors: [...CALLBACK_ERRORS, Code.OIDC_SUBJECT_TAKEN],
});

export const bindLogin = defineCall({
  method: 'POST',
  path: '/api/bind/login',
  access: 'public',
  mutates: false,
  summary: "Exchanges the provider's code and signs in the user its account is bound to.",
  input: BindCallbackInput,
  output: TokenPair,
  errors: [...CALLBACK_ERRORS, Code.OIDC_LOGIN_OFF, Code.OIDC_NOT_BOUND, Code.ACCOUNT_DISABLED],
});

export const bindUnbind = defineCall({
  method: 'POST',
  path: '/api/bind/unbind',
  access: 'user',
  summary: "Removes the caller's binding to the configured provider (nothing when none).",
  input: NoInput,
  output: NullOutput,
  errors: [Code.OIDC_NOT_CONFIGURED],
});

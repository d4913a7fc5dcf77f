/**
 * The OpenID Connect client of third-party binding and sign-in (openid-client): the provider's
 * metadata (discovered once per process and issuer), authorization URLs with PKCE, state and
 * nonce, and the code exchange with ID-token validation (issuer, audience, nonce, expiry and,
 * through enableNonRepudiationChecks, the signature against the provider's JWKS).
 *
 * The state never travels back as trusted data: its random value is given to the provider,
 * only its SHA-256 is stored (sys_oidc_state) with the purpose, user, PKCE verifier and nonce,
 * and the callback consumes the row in one statement (single use). Plain-HTTP issuers are
 * accepted only on loopback addresses (development and tests).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { OidcConfig } from '../../config';
import type { Db } from '../../db/client';
import { sysOidcState } from '../../db/schema/index';

/** What an authorization request is for. */
export type OidcPurpose = 'bind' | 'login';

/** How long a started authorization stays valid, ms. */
export const STATE_TTL_MS = 10 * 60_000;

const configurations = new Map<string, Promise<client.Configuration>>();

/** The configured provider or OIDC_NOT_CONFIGURED. */
export function oidcSetup(oidc: OidcConfig | null): OidcConfig {
  if (!oidc) throw new AppError(Code.OIDC_NOT_CONFIGURED);
  return oidc;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The provider's client configuration (discovery), cached per issuer and client. @throws OIDC_UNAVAILABLE */
async function configurationOf(oidc: OidcConfig): Promise<client.Configuration> {
  const key = `${oidc.issuer} ${oidc.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const issuer = new URL(oidc.issuer);
    const auth = oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None();
    const execute = [client.enableNonRepudiationChecks];
    if (issuer.protocol === 'http:' && isLoopback(issuer)) execute.push(client.allowInsecureRequests);
    pending = client.discovery(issuer, oidc.clientId, undefined, auth, { execute, timeout: 10 });
    configurations.set(key, pending);
    // A failed discovery is tried again by the next call.
    pending.catch(() => configurations.delete(key));
  }
  try {
    return await pending;
  } catch {
    throw new AppError(Code.OIDC_UNAVAILABLE, { provider: oidc.name });
  }
}

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Starts an authorization: stores its state (for `purpose`, by `userId` when binding) and
 * answers the provider's authorization URL (scope `openid`, PKCE S256, state, nonce).
 */
export async function authorizationUrl(
  db: Db,
  oidc: OidcConfig,
  purpose: OidcPurpose,
  userId: number | null,
  now: Date,
): Promise<string> {
  const configuration = await configurationOf(oidc);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = randomBytes(32).toString('base64url');
  const nonce = client.randomNonce();
  await db.delete(sysOidcState).where(lt(sysOidcState.expiresAt, now));
  await db.insert(sysOidcState).values({
    stateHash: hashOf(state),
    purpose,
    userId,
    codeVerifier,
    nonce,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.redirectUri,
    scope: 'openid',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}

/**
 * Finishes an authorization from the query the provider sent the browser back with: consumes
 * its state (only one of `purpose` and, when binding, of `userId`), exchanges the code and
 * validates the ID token. Answers the provider's `sub`.
 * @throws OIDC_STATE_INVALID (unknown, expired, used, other purpose or user), OIDC_TOKEN_INVALID,
 *   OIDC_UNAVAILABLE
 */
export async function finishAuthorization(
  db: Db,
  oidc: OidcConfig,
  query: string,
  purpose: OidcPurpose,
  userId: number | null,
  now: Date,
): Promise<string> {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const state = params.get('state');
  if (!state) throw new AppError(Code.OIDC_STATE_INVALID);
  const [row] = await db
    .delete(sysOidcState)
    .where(
      and(
        eq(sysOidcState.stateHash, hashOf(state)),
        eq(sysOidcState.purpose, purpose),
        userId === null ? sql`${sysOidcState.userId} is null` : eq(sysOidcState.userId, userId),
        gt(sysOidcState.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw new AppError(Code.OIDC_STATE_INVALID);
  const configuration = await configurationOf(oidc);
  const callbackUrl = new URL(oidc.redirectUri);
  callbackUrl.search = params.toString();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    // A network failure is the provider's absence; anything else a refusal or a bad token.
    if (err instanceof TypeError || (err as { code?: string }).code === 'OAUTH_TIMEOUT')
      throw new AppError(Code.OIDC_UNAVAILABLE, { provider: oidc.name });
    throw new AppError(Code.OIDC_TOKEN_INVALID);
  }
  const sub = tokens.claims()?.sub;
  if (!sub) throw new AppError(Code.OIDC_TOKEN_INVALID);
  return sub;
}

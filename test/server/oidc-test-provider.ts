/**
 * A real OpenID Connect provider for server tests (panva's oidc-provider) on 127.0.0.1 and a
 * free port, with one confidential client and its development login and consent pages, which
 * {@link signInAt} drives with plain HTTP requests as a browser would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A started provider: its issuer URL, the client's settings as environment variables, and close. */
export interface TestProvider {
  issuer: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The redirect URI registered for the client (the terminal's /oidc page). */
export const REDIRECT_URI = 'http://127.0.0.1:8105/oidc';

/** Starts the provider; any login name is an account whose `sub` is that name. */
export async function startTestProvider(): Promise<TestProvider> {
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'venueflow',
        client_secret: 'venueflow-test-secret',
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    cookies: { keys: ['venueflow-test-cookie-key'] },
  });
  http.on('request', provider.callback());
  return {
    issuer,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'venueflow',
      OIDC_CLIENT_SECRET: 'venueflow-test-secret',
      OIDC_REDIRECT_URI: REDIRECT_URI,
      OIDC_NAME: 'Campus ID',
    },
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

/**
 * Follows `authorizationUrl` through the provider's login (as `sub`) and consent pages and
 * answers the query the provider sends the browser back to {@link REDIRECT_URI} with.
 */
export async function signInAt(authorizationUrl: string, sub: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    body = undefined;
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next.search;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`No form at ${url} (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: sub, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('The provider did not send the browser back');
}

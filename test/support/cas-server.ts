/**
 * A CAS-protocol test server (CAS 3.0, Apereo protocol spec) for the server tests
 * (test/server/cas.test.ts) and the browser test (test/e2e/sso.spec.ts): node:http on
 * 127.0.0.1, a random port, paths under `/cas`.
 *
 * - `GET /cas/login?service=…[&user=…]` signs in at once (a real CAS server would show
 *   its form) as `user`, else as the server's current `user`, and redirects (302) to the
 *   service with a new single-use `ticket` bound to that service;
 * - `GET /cas/p3/serviceValidate?service=…&ticket=…` answers `cas:authenticationSuccess`
 *   with `cas:user` for a fresh ticket of that service, else `authenticationFailure`
 *   (INVALID_TICKET); any validation consumes the ticket;
 * - `GET /cas/logout[?service=…]` answers a small "Logged out" page linking to the service.
 * Test-only code.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/** A running CAS test server. */
export interface CasTestServer {
  /** Base URL, e.g. `http://127.0.0.1:41234/cas` (the `casServerUrl` setting). */
  url: string;
  /** Who `/cas/login` signs in when the request names no `user`; change it between tests. */
  user: string;
  /** Tickets presented to serviceValidate, in order. */
  validations: string[];
  /** Services `/cas/login` was asked for, in order. */
  logins: string[];
  /** Services `/cas/logout` was asked for, in order (`''` when none). */
  logouts: string[];
  /** Stops the server. */
  close(): Promise<void>;
}

const xml = (body: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${body}</cas:serviceResponse>`;
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Starts a CAS test server; see the module comment. */
export async function startCasServer(options: { user?: string } = {}): Promise<CasTestServer> {
  const tickets = new Map<string, { service: string; user: string; used: boolean }>();
  const state: Omit<CasTestServer, 'url' | 'close'> = {
    user: options.user ?? 'booker',
    validations: [],
    logins: [],
    logouts: [],
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const service = url.searchParams.get('service') ?? '';
    if (url.pathname === '/cas/login') {
      state.logins.push(service);
      let back: URL;
      try {
        back = new URL(service);
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('service missing or invalid');
        return;
      }
      const ticket = `ST-${randomBytes(12).toString('hex')}`;
      tickets.set(ticket, { service, user: url.searchParams.get('user') ?? state.user, used: false });
      back.searchParams.set('ticket', ticket);
      res.writeHead(302, { location: back.href }).end();
    } else if (url.pathname === '/cas/p3/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? '';
      state.validations.push(ticket);
      const entry = tickets.get(ticket);
      const valid = entry && !entry.used && entry.service === service;
      if (entry) entry.used = true;
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        valid
          ? xml(
              `<cas:authenticationSuccess><cas:user>${escapeXml(entry.user)}</cas:user><cas:attributes/>` +
                '</cas:authenticationSuccess>',
            )
          : xml(
              `<cas:authenticationFailure code="INVALID_TICKET">Ticket ${escapeXml(ticket)} not recognized` +
                '</cas:authenticationFailure>',
            ),
      );
    } else if (url.pathname === '/cas/logout') {
      state.logouts.push(service);
      const link = service ? `<a href="${escapeXml(service)}">Back to the service</a>` : '';
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>CAS</title><h1>Logged out</h1>${link}`);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/cas`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

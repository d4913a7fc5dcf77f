/**
 * Single sign-on calls (spec §1 login mode 1, §4, §7 "POST /cas/token; GET /cas/address;
 * GET /cas/address/list; POST /cas/logout"): the client side of the CAS 3.0 protocol.
 * The browser goes to `loginUrl`; the CAS server sends it back to `service` with a
 * `ticket`, which the browser exchanges here for our own token pair.
 *
 * `service` and `redirectUrl` are either a path of our own origin (`/login`) or an absolute
 * URL whose origin is allowed by the `casServiceOrigins` setting.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { TokenPair } from './auth.contract';

/** A return address: a same-origin path or an absolute http(s) URL (checked further by the server). */
export const ReturnAddress = z.string().trim().min(1).max(2048);

/** One configured CAS server: a display name and its login URL. */
export const CasServer = z.object({ name: z.string(), loginUrl: z.string() });
export type CasServer = z.infer<typeof CasServer>;

export const casAddress = defineCall({
  method: 'GET',
  path: '/cas/address',
  access: 'public',
  summary: 'The CAS login URL whose service is the given return address (single sign-on mode only).',
  input: z.object({ service: ReturnAddress }),
  output: z.object({ loginUrl: z.string() }),
  errors: [Code.CAS_NOT_CONFIGURED, Code.CAS_SERVICE_INVALID],
});

export const casAddressList = defineCall({
  method: 'GET',
  path: '/cas/address/list',
  access: 'public',
  summary: 'The configured CAS servers with their login URLs (empty unless single sign-on is on).',
  input: z
    .object({ service: ReturnAddress.optional() })
    .or(z.undefined())
    .transform((v) => v ?? {}),
  output: z.array(CasServer),
  errors: [Code.CAS_NOT_CONFIGURED, Code.CAS_SERVICE_INVALID],
});

export const casToken = defineCall({
  // Not run in a transaction (mutates: false): validating the ticket waits on the CAS
  // server, and a transaction would hold the database (PGlite: its only connection) that
  // long. Issuing the pair is one insert; the attempt goes to the login log.
  method: 'POST',
  path: '/cas/token',
  access: 'public',
  mutates: false,
  summary: 'Exchange a CAS service ticket (validated with /p3/serviceValidate) for our token pair.',
  input: z.object({ ticket: z.string().trim().min(1).max(512), service: ReturnAddress }),
  output: TokenPair,
  errors: [
    Code.ACCOUNT_DISABLED,
    Code.CAS_NOT_CONFIGURED,
    Code.CAS_SERVICE_INVALID,
    Code.CAS_TICKET_INVALID,
    Code.CAS_USER_UNKNOWN,
    Code.CAS_UNAVAILABLE,
  ],
});

export const casLogout = defineCall({
  method: 'POST',
  path: '/cas/logout',
  access: 'public',
  mutates: true,
  summary: 'Revoke the session of the `token` header; answers the CAS logout URL that returns to redirectUrl.',
  input: z.object({ redirectUrl: ReturnAddress }),
  output: z.object({ logoutUrl: z.string() }),
  errors: [Code.CAS_NOT_CONFIGURED, Code.CAS_SERVICE_INVALID],
});

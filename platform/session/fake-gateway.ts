/**
 * A fake `/gateway` for browser-side tests: a `fetch` implementation that speaks the wire
 * protocol (envelope, optional encryption) with working sign-in, token refresh (rotating),
 * current user and logout, single sign-on when `cas` is given (/cas/address, /cas/token
 * with single-use tickets bound to their service, /cas/logout), plus any routes a test adds. Pass it as
 * `createSessionRuntime({ fetch: gateway.fetch, storage, baseUrl: 'http://app.test/gateway' })`.
 * Test-only; it does not check signatures.
 *
 * Typed answers: `gateway.on(contract, handler)` answers a call of platform/contracts — the
 * input is validated by the contract's schema as the server does (an invalid one is refused
 * with BAD_REQUEST), the handler gets the parsed input and returns the contract's output, or
 * throws {@link refuse} for a catalogued error; `gateway.calls(contract)` lists the parsed
 * inputs sent so far (`gateway.requests(contract)` the raw requests, headers included). Public
 * contracts need no token, the others a signed-in user. A contract path with `{name}` segments
 * (`/workflow/candidate/getUserByDept/{id}`) answers the requests whose path fills them; the
 * segments' values join the input (a query field of the same name wins), and the requests are
 * logged under the contract's path.
 */
import type { LoginUser, TokenPair } from '../contracts/auth.contract';
import type { CallContract, CallOutput, ParsedInput } from '../contracts/define-call';
import { encryptBody } from '../protocol/cipher';
import { Code, httpStatusOf } from '../protocol/codes';
import { fail, ok, type Envelope } from '../protocol/envelope';

/** What a route handler sees. */
export interface FakeRequest {
  path: string;
  method: string;
  /** The `token` header (null when absent). */
  token: string | null;
  lang: string | null;
  /** The `Idempotency-Key` header (null when absent). */
  idempotencyKey: string | null;
  /** POST body, or the GET query without the signing fields. */
  body: Record<string, unknown>;
}

/** A route: answers with an envelope (use `ok`/`fail` of platform/protocol/envelope). */
export type FakeRoute = (req: FakeRequest) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** Options of {@link createFakeGateway}. */
export interface FakeGatewayOptions {
  /** Accounts: account → password and the user `getLoginUser` returns. */
  users?: Record<string, { password: string; user: LoginUser }>;
  /** Extra routes by path (under the base, e.g. `/api/reserve/current/page`); they require a valid token. */
  routes?: Record<string, FakeRoute>;
  /** Public routes (no token needed), e.g. `/api/reserve/system/config`. */
  publicRoutes?: Record<string, FakeRoute>;
  /** Encrypt every response body with this app key. */
  encryptWith?: string;
  /**
   * Single sign-on: the CAS server's base URL and the tickets it issued (ticket → account
   * and the service it was issued for). A ticket works once; without this option the
   * /cas/* calls answer CAS_NOT_CONFIGURED.
   */
  cas?: { serverUrl: string; tickets: Record<string, { account: string; service: string }> };
}

/** A minimal LoginUser for tests; override any field. */
export function fakeUser(over: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 2,
    name: 'Booker',
    nickName: 'Bo',
    account: 'booker',
    avatar: null,
    ident: null,
    sessionId: 's',
    loginType: 'password',
    adminUser: false,
    phone: null,
    email: null,
    idCard: null,
    apps: [],
    menus: [],
    permissions: [],
    permissionsCode: [],
    roles: ['booker'],
    ...over,
  };
}

/** A refusal a {@link ContractHandler} throws: answered as the failed envelope `code`, `msg`, `data`. */
export class FakeRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * Refuses the call being answered with a catalogued `code` (platform/protocol/codes).
 * @throws FakeRefusal always; the gateway turns it into the failed envelope.
 */
export function refuse(code: number, message = 'Refused', data: unknown = null): never {
  throw new FakeRefusal(code, message, data);
}

/** Answers one contract: parsed input in, the contract's output (or a promise of it) out. */
export type ContractHandler<C extends CallContract> = (
  input: ParsedInput<C>,
  req: FakeRequest,
) => CallOutput<C> | Promise<CallOutput<C>>;

const SIGN_FIELDS = new Set(['appId', 'timeStamp', 'nonce', 'sign']);

/** A `{name}` segment of a contract path. */
const PATH_PARAM = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The request paths of a contract path with `{name}` segments (null when it has none): each segment one path part. */
function pathPattern(path: string): RegExp | null {
  if (!path.includes('{')) return null;
  const parts = path.split(PATH_PARAM);
  // split with a capture group alternates literal text and parameter names
  const source = parts.map((part, i) => (i % 2 ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`);
}

/** Creates the fake gateway; see the module comment. */
export function createFakeGateway(options: FakeGatewayOptions = {}) {
  const users = options.users ?? { booker: { password: 'Booker@123', user: fakeUser() } };
  const access = new Map<string, string>(); // access token → account
  const refresh = new Map<string, { account: string; access: string }>();
  const log: FakeRequest[] = [];
  /**
   * Switches to break things: refuse refreshes, make logout fail on the network, answer 1130008 once,
   * answer CAS_NOT_CONFIGURED on /cas/address (the CAS server is not reachable).
   */
  const state = { failRefresh: false, failLogout: false, revokeNext: false, casDown: false };
  let n = 0;
  const bound = new Map<string, { contract: CallContract; handler: ContractHandler<CallContract> }>();

  async function answer(path: string, req: FakeRequest): Promise<Envelope<unknown>> {
    const { contract, handler } = bound.get(path)!;
    const input = contract.input.safeParse(req.body);
    if (!input.success) return fail(Code.BAD_REQUEST, `Invalid input of ${path}: ${input.error.message}`);
    try {
      return ok(await handler(input.data, req));
    } catch (e) {
      if (e instanceof FakeRefusal) return fail(e.code, e.message, e.data);
      return fail(Code.SERVER_ERROR, `Handler of ${path} threw: ${String(e)}`);
    }
  }

  const issue = (account: string): TokenPair => {
    n++;
    const pair = { token: `a${n}`, refreshToken: `r${n}` };
    access.set(pair.token, account);
    refresh.set(pair.refreshToken, { account, access: pair.token });
    return pair;
  };

  const respond = (env: Envelope<unknown>) => {
    const text = JSON.stringify(env);
    return new Response(options.encryptWith ? encryptBody(text, options.encryptWith) : text, {
      status: httpStatusOf(env.code),
    });
  };

  function handleCas(req: FakeRequest): Envelope<unknown> {
    const cas = options.cas;
    if (!cas) return fail(Code.CAS_NOT_CONFIGURED, 'Single sign-on is not configured');
    const casUrl = (path: string, service: unknown) =>
      `${cas.serverUrl}${path}?${new URLSearchParams({ service: String(service) })}`;
    if (req.path === '/cas/address' && state.casDown)
      return fail(Code.CAS_NOT_CONFIGURED, 'Single sign-on is not configured');
    if (req.path === '/cas/address') return ok({ loginUrl: casUrl('/login', req.body.service) });
    if (req.path === '/cas/logout') {
      if (req.token) access.delete(req.token);
      return ok({ logoutUrl: casUrl('/logout', req.body.redirectUrl) });
    }
    const ticket = cas.tickets[String(req.body.ticket)];
    delete cas.tickets[String(req.body.ticket)];
    if (!ticket || ticket.service !== req.body.service) return fail(Code.CAS_TICKET_INVALID, 'Ticket invalid or used');
    return ok(issue(ticket.account));
  }

  async function handle(req: FakeRequest): Promise<Envelope<unknown>> {
    switch (req.path) {
      case '/system/login/accessToken': {
        const u = users[String(req.body.account)];
        return u && u.password === req.body.password
          ? ok(issue(String(req.body.account)))
          : fail(Code.LOGIN_FAILED, 'Wrong account or password');
      }
      case '/system/login/refreshToken': {
        const entry = refresh.get(String(req.body.refreshToken));
        if (state.failRefresh || !entry) return fail(Code.REFRESH_INVALID, 'Refresh token invalid');
        refresh.delete(String(req.body.refreshToken));
        access.delete(entry.access);
        return ok(issue(entry.account));
      }
      case '/system/login/logout':
        if (req.token) access.delete(req.token);
        return ok(null);
      case '/cas/address':
      case '/cas/token':
      case '/cas/logout':
        return handleCas(req);
      default:
        break;
    }
    if (bound.get(req.path)?.contract.access === 'public') return answer(req.path, req);
    const pub = options.publicRoutes?.[req.path];
    if (pub) return pub(req);
    if (state.revokeNext) {
      state.revokeNext = false;
      return fail(Code.SESSION_REVOKED, 'Session revoked');
    }
    const account = req.token ? access.get(req.token) : undefined;
    if (!account) return fail(Code.TOKEN_EXPIRED, 'Token expired');
    if (req.path === '/system/login/getLoginUser') return ok(users[account].user);
    if (bound.has(req.path)) return answer(req.path, req);
    const route = options.routes?.[req.path];
    return route ? route(req) : fail(Code.NOT_FOUND, 'Resource does not exist');
  }

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/gateway/, '');
    let body: Record<string, unknown> = {};
    if (request.method === 'POST') {
      const text = await request.text();
      body = text ? JSON.parse(text) : {};
    } else {
      for (const [k, v] of url.searchParams) if (!SIGN_FIELDS.has(k)) body[k] = v;
    }
    // A contract path with `{name}` segments (spec §7 `getUserByDept/{id}`): the request is logged and answered
    // under the contract's own path, with each segment's value in the input (as the server merges route params).
    // A contract's own path wins over a template it also fits (`/workflow/process/preview` over `…/{id}`), as in
    // the server's router, and a template answers only its own method.
    const templated = bound.has(path)
      ? undefined
      : [...bound.values()].find(
          (b) => b.contract.method === request.method && pathPattern(b.contract.path)?.test(path),
        );
    if (templated) {
      const names = [...templated.contract.path.matchAll(PATH_PARAM)].map((m) => m[1]);
      const values = pathPattern(templated.contract.path)!.exec(path)!.slice(1).map(decodeURIComponent);
      names.forEach((name, i) => {
        if (body[name] === undefined && values[i] !== `{${name}}`) body[name] = values[i];
      });
    }
    const req: FakeRequest = {
      path: templated ? templated.contract.path : path,
      method: request.method,
      token: request.headers.get('token'),
      lang: request.headers.get('lang'),
      idempotencyKey: request.headers.get('idempotency-key'),
      body,
    };
    log.push(req);
    if ((path === '/system/login/logout' || path === '/cas/logout') && state.failLogout)
      throw new TypeError('Failed to fetch');
    return respond(await handle(req));
  };

  return {
    fetch: fetchImpl as typeof fetch,
    log,
    state,
    /** Issues a token pair for `account` as a sign-in would (e.g. a session stored before the app starts). */
    issueTokens: (account: string): TokenPair => issue(account),
    /** Makes an access token invalid (as if it expired). */
    expire: (token: string) => void access.delete(token),
    /** Answers `contract` with `handler` from now on (replacing an earlier one and any route of its path). */
    on<C extends CallContract>(contract: C, handler: ContractHandler<C>): void {
      bound.set(contract.path, { contract, handler: handler as unknown as ContractHandler<CallContract> });
    },
    /** The requests sent to `contract` so far, oldest first, as sent (GET query values are strings). */
    requests(contract: CallContract): FakeRequest[] {
      return log.filter((r) => r.path === contract.path);
    },
    /** The inputs sent to `contract` so far, oldest first, parsed by its schema (raw when invalid). */
    calls<C extends CallContract>(contract: C): ParsedInput<C>[] {
      return log
        .filter((r) => r.path === contract.path)
        .map((r) => {
          const parsed = contract.input.safeParse(r.body);
          return (parsed.success ? parsed.data : r.body) as ParsedInput<C>;
        });
    },
  };
}

/** The gateway's type. */
export type FakeGateway = ReturnType<typeof createFakeGateway>;

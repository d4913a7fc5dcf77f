/**
 * The server side of a contract (DESIGN.md §3): a handler receives the parsed input and
 * a context, and returns the envelope's `data`. Modules declare `handle(contract, fn)`;
 * the gateway (server/plugins/gateway.ts) validates, authorizes, runs and logs.
 */
import type { CallContract, CallOutput, ParsedInput } from '../../platform/contracts/define-call';
import type { Lang } from '../../platform/i18n/languages';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Settings } from '../modules/config/settings.service';

/** The signed-in caller, resolved from the `token` header. */
export interface Principal {
  userId: number;
  account: string;
  name: string;
  /** Token family (one login): the session id. */
  family: string;
  /** Role codes; `admin` passes every check (spec §6). */
  roles: string[];
  /** Permission codes of the granted menus, or `['*:*:*']` for administrators. */
  permissions: string[];
}

/** What a mutating handler adds to its operation-log row. */
export interface AuditEntry {
  /** Replaces the contract's summary, e.g. "cancelled 3 bookings". */
  summary?: string;
  before?: unknown;
  after?: unknown;
  /** The actor when the call has no signed-in caller (login, logout). */
  actor?: { userId: number; account: string };
}

/** Everything a handler may use besides its input. */
export interface CallContext {
  /** The database; for mutating calls, the call's one transaction. */
  db: Db;
  /** The caller; always set unless the contract's access is `public`. */
  principal: Principal | null;
  /** The raw `token` header, if any. */
  token: string | null;
  lang: Lang;
  ip: string;
  userAgent: string;
  /** The request's clock (one value for the whole call). */
  now: Date;
  config: Config;
  /** The runtime settings as read for this request. */
  settings: Settings;
  /** Adds before/after (and more) to the operation-log row of a mutating call. */
  audit(entry: AuditEntry): void;
  /**
   * Runs `effect` after the call's transaction has ended, committed or rolled back, on
   * the root database: for records that must survive a refusal (login log, revoking a
   * token family on refresh-token reuse). Failures are logged, not answered.
   */
  afterwards(effect: (db: Db) => Promise<unknown>): void;
}

/**
 * The signed-in caller of a non-public call (the gateway has resolved it).
 * @throws AppError TOKEN_INVALID if called for an anonymous caller
 */
export function caller(principal: Principal | null): Principal {
  if (!principal) throw new AppError(Code.TOKEN_INVALID);
  return principal;
}

/** A handler of contract `C`. Throws AppError to answer with a catalogued code. */
export type Handler<C extends CallContract> = (input: ParsedInput<C>, ctx: CallContext) => Promise<CallOutput<C>>;

/** A contract bound to its handler. */
export interface Registration {
  contract: CallContract;
  handler: Handler<CallContract>;
}

/** Binds a handler to its contract (typed by the contract's schemas). */
export function handle<C extends CallContract>(contract: C, handler: Handler<C>): Registration {
  return { contract, handler: handler as unknown as Handler<CallContract> };
}

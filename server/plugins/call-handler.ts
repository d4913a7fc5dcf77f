/**
 * The server side of a contract (DESIGN.md §3): a handler receives the parsed input and
 * a context, and returns the envelope's `data`. Modules bind theirs with
 * `implement(contracts, handlers)` (one handler per call, checked by the compiler; `handle`
 * binds a single one, for tests); the gateway (server/plugins/gateway.ts) validates,
 * authorizes, runs and logs.
 */
import type { CallContract, CallOutput, ParsedInput } from '../../platform/contracts/define-call';
import type { Lang } from '../../platform/i18n/languages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Settings } from '../modules/config/settings.service';
import type { OperationSummary } from './operation-summary';

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
  /**
   * Replaces the contract's summary with a more specific one, e.g.
   * `operationSummary('bookingsCancelled', { count: 3 })` (server/plugins/operation-summary.ts).
   */
  summary?: OperationSummary;
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

/** The context of a call whose access requires a session: the gateway has resolved the caller. */
export interface SignedInContext extends CallContext {
  principal: Principal;
}

/**
 * The context a handler of `C` receives: SignedInContext unless `C` may be called without a
 * session (access `public`, or an access type too wide to tell), whose principal stays nullable.
 */
export type ContextOf<C extends CallContract> = 'public' extends C['access'] ? CallContext : SignedInContext;

/**
 * A handler of contract `C`: parsed input and context in, the envelope's `data` out. Throws
 * AppError to refuse, with a code of `C['errors']` or of COMMON_REFUSALS (platform/protocol/refusals.ts).
 */
export type Handler<C extends CallContract> = (input: ParsedInput<C>, ctx: ContextOf<C>) => Promise<CallOutput<C>>;

/** The keys of module `M` (a `platform/contracts/*.contract.ts` namespace) whose values are calls. */
export type CallKeysOf<M> = { [K in keyof M]: M[K] extends CallContract ? K : never }[keyof M];

/** One handler for every call of contracts module `M`, each typed by its contract (ts-rest's RouterImplementation). */
export type HandlersOf<M> = { [K in CallKeysOf<M>]: M[K] extends CallContract ? Handler<M[K]> : never };

/** Some handlers of `M`: a file that implements part of a module's calls (`satisfies PartialHandlersOf<…>`). */
export type PartialHandlersOf<M> = Partial<HandlersOf<M>>;

/** A contract bound to its handler. */
export interface Registration {
  contract: CallContract;
  handler: Handler<CallContract>;
}

/** Binds one handler to its contract (typed by the contract's schemas); modules use `implement`. */
export function handle<C extends CallContract>(contract: C, handler: Handler<C>): Registration {
  return { contract, handler: handler as unknown as Handler<CallContract> };
}

/** True when `value` is a contract (what `defineCall` returns). */
function isContract(value: unknown): value is CallContract {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value;
}

/**
 * The registrations of contracts module `contracts` (e.g. `import * as notice from
 * '…/notice.contract'`): its type demands a handler for every call the module exports, so a
 * missing one is a compile error; each handler's input, output and context are typed from its
 * contract. The same is checked at run time (for callers that cast).
 * @throws Error naming the calls of `contracts` without a handler, and handlers for no call
 */
export function implement<M extends object>(contracts: M, handlers: HandlersOf<M>): Registration[] {
  const table = handlers as unknown as Record<string, Handler<CallContract> | undefined>;
  const calls = Object.entries(contracts).filter((entry): entry is [string, CallContract] => isContract(entry[1]));
  const missing = calls.filter(([key]) => typeof table[key] !== 'function').map(([key]) => key);
  const known = new Set(calls.map(([key]) => key));
  const extra = Object.keys(table).filter((key) => !known.has(key));
  if (missing.length || extra.length) {
    throw new Error(
      [
        missing.length ? `No handler for: ${missing.join(', ')}` : '',
        extra.length ? `Handler for no call of the module: ${extra.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  return calls.map(([key, contract]) => ({ contract, handler: table[key]! }));
}

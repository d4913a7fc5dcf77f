/**
 * The API under `/gateway` (DESIGN.md §3–§4): one generic route per contract. Each call
 * is signed (checked first), authorized from the contract's `access`, validated with its
 * zod input, run, checked against its output schema and answered in the envelope.
 * Mutating calls run in one transaction with their operation-log row (DESIGN.md §6).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallContract } from '../../platform/contracts/define-call';
import type { Lang } from '../../platform/i18n/languages';
import { Code } from '../../platform/protocol/codes';
import { AppError, fail, ok, type Envelope } from '../../platform/protocol/envelope';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { retryTransient } from '../db/transient-retry';
import { operationLog } from '../db/schema/index';
import type { SettingsService } from '../modules/config/settings.service';
import { resolvePrincipal } from './auth';
import type { AuditEntry, CallContext, Handler, Principal, Registration } from './call-handler';
import { sendEnvelope } from './envelope-reply';
import { errorEnvelope } from './errors';
import { claimKey, idempotencyKeyOf, pruneKeys, storeAnswer, type KeyRef } from './idempotency';
import { findNulCharacter } from '../../platform/validation/nul-character';
import { i18nOf, messageOf, langOf } from './i18n';
import { issueText } from '../../platform/i18n/zod-issues';
import type { ReplayGuard } from './replay-guard';
import type { WriteGate } from './write-gate';
import type { CallLimiter } from './rate-limits';
import { enforceAccess } from './permissions';
import { checkRefusal, refusalCheckModeOf, type RefusalCheckMode } from './refusal-check';
import { SIGN_PARAMS, verifySignature } from './signature';
import { pathParamsOf, routePathOf } from '../../platform/contracts/path-params';
import { callSummaryKey, renderSummary } from './operation-summary';

/** What the gateway needs. */
export interface GatewayDeps {
  config: Config;
  db: Db;
  settings: SettingsService;
  nonces: ReplayGuard;
  /** The request limits (server/plugins/rate-limits.ts), checked before a call runs. */
  limit: CallLimiter;
  /** The line mutating calls wait in for a database connection (server/plugins/write-gate.ts). */
  writeGate: WriteGate;
  contracts: readonly CallContract[];
  registrations: readonly Registration[];
  /**
   * What a refusal with a code the contract does not list causes (server/plugins/refusal-check.ts);
   * default refusalCheckModeOf(config.production): `fail` under the test runner, else `log`.
   */
  unlistedRefusals?: RefusalCheckMode;
}

/** `METHOD path` of a contract. */
function keyOf(contract: CallContract): string {
  return `${contract.method} ${contract.path}`;
}

/**
 * Pairs every contract with exactly one handler.
 * @throws Error naming each contract without a handler, and each handler whose contract
 *   is not in the list (the server must not start half-wired).
 */
export function bindHandlers(
  contracts: readonly CallContract[],
  registrations: readonly Registration[],
): Map<CallContract, Handler<CallContract>> {
  const byKey = new Map(registrations.map((r) => [keyOf(r.contract), r]));
  const known = new Set(contracts.map(keyOf));
  const missing = contracts.filter((c) => !byKey.has(keyOf(c))).map(keyOf);
  const orphans = registrations.filter((r) => !known.has(keyOf(r.contract))).map((r) => keyOf(r.contract));
  if (missing.length || orphans.length || byKey.size !== registrations.length) {
    throw new Error(
      [
        missing.length ? `No handler for: ${missing.join(', ')}` : '',
        orphans.length ? `Handler without a contract: ${orphans.join(', ')}` : '',
        byKey.size !== registrations.length ? 'A contract has several handlers.' : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  return new Map(contracts.map((c) => [c, byKey.get(keyOf(c))!.handler]));
}

/**
 * One zod issue in `lang`: the schema's own message when it is an i18n key
 * (`resource:validation.idCard`), else the text of the issue's kind with its bounds
 * (platform/i18n/zod-issues.ts, the same keys as the browser's form messages).
 */
function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  const i18n = i18nOf(lang);
  if (i18n.exists(issue.message)) return i18n.t(issue.message);
  const { key, values } = issueText(issue);
  return i18n.t(`resource:${key}`, values);
}

/** A readable one-line summary of zod issues in `lang`: `field: message; …`. */
function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

const SECRET_KEY = /pass(word)?|pwd|token|secret/i;

/** Longest text the operation log keeps of an input value; longer ones (uploads) are summarized. */
const LOGGED_TEXT_MAX = 2000;

/**
 * A copy of `value` with every secret-looking field (passwords, tokens) replaced by `***`,
 * and every text longer than LOGGED_TEXT_MAX (an upload's base64) by `<N characters>`.
 */
export function redact(value: unknown): unknown {
  if (typeof value === 'string' && value.length > LOGGED_TEXT_MAX) return `<${value.length} characters>`;
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : redact(v)]));
  }
  return value;
}

function headerOf(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s ? s : null;
}

/**
 * Refuses input with a NUL character anywhere (platform/validation/nul-character.ts):
 * PostgreSQL cannot store it, so it must never reach a query.
 * @throws AppError BAD_REQUEST naming the field, like a schema refusal (with its `details`)
 */
function refuseNulCharacter(raw: unknown, lang: Lang): void {
  const path = findNulCharacter(raw);
  if (!path) return;
  const field = path.map(String).join('.').replaceAll('\u0000', '\\0');
  const message = i18nOf(lang).t('errors:nulCharacter', { field });
  throw new AppError(Code.BAD_REQUEST, { detail: message }, [{ path, message }]);
}

/**
 * The raw input of a call: the query without the signature (GET) or the JSON body, with the
 * path parameters (platform/contracts/path-params.ts) merged in. A path parameter whose key
 * the query or body also carries must agree with it (compared as text: `5` and `"5"` agree);
 * when they differ the call is refused, not silently resolved — a client that sends two
 * values for one field has a bug, and which one it meant cannot be known.
 * @throws AppError BAD_REQUEST naming the field when a path parameter and the query/body disagree
 */
function rawInputOf(contract: CallContract, request: FastifyRequest, lang: Lang): unknown {
  let input: unknown;
  if (contract.method === 'POST') input = request.body;
  else {
    const query = { ...(request.query as Record<string, unknown>) };
    for (const k of SIGN_PARAMS) delete query[k];
    input = query;
  }
  const names = pathParamsOf(contract.path);
  if (names.length === 0) return input;
  const params = (request.params ?? {}) as Record<string, string>;
  const merged: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  for (const name of names) {
    const value = params[name] ?? '';
    if (name in merged && merged[name] !== undefined) {
      const other = merged[name];
      if (Array.isArray(other) || String(other) !== value) {
        const message = i18nOf(lang).t('errors:pathParameterConflict', { field: name });
        throw new AppError(Code.BAD_REQUEST, { detail: message }, [{ path: [name], message }]);
      }
      continue; // the same value: keep the body's own type (a JSON number stays a number)
    }
    merged[name] = value;
  }
  return merged;
}

/**
 * The handler's result parsed by the contract's output schema (so the wire always
 * matches the contract). A mismatch is a server bug: logged, answered SERVER_ERROR, and
 * a mutating call rolls back.
 */
function checkedOutput(contract: CallContract, data: unknown, request: FastifyRequest): unknown {
  const output = contract.output.safeParse(data);
  if (output.success) return output.data;
  request.log.error({ issues: output.error.issues, path: contract.path }, 'handler output breaks its contract');
  throw new Error(`Output of ${contract.path} breaks its contract`);
}

/**
 * Runs one call: authorize, validate, handle (in a transaction when mutating), log. A
 * mutating call whose transaction PostgreSQL aborts with a deadlock or serialization
 * failure is run again from the start (server/db/transient-retry.ts).
 * @returns the envelope to answer: the result, or for an idempotent call with a key
 *   (server/plugins/idempotency.ts) the stored first answer, or a refusal that is stored
 */
async function runCall(
  deps: GatewayDeps,
  contract: CallContract,
  handler: Handler<CallContract>,
  request: FastifyRequest,
): Promise<Envelope> {
  const now = new Date();
  const lang = langOf(request.headers.lang);
  const token = headerOf(request, 'token');
  const settings = await deps.settings.get();
  let principal: Principal | null = null;
  if (contract.access !== 'public') {
    principal = await resolvePrincipal(deps.db, token, now);
    enforceAccess(contract.access, principal);
  }
  const raw = rawInputOf(contract, request, lang);
  refuseNulCharacter(raw, lang);
  const parsed = contract.input.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: issueMessage(i, lang) }));
    throw new AppError(Code.BAD_REQUEST, { detail: describeIssues(issues) }, issues);
  }
  // One attempt's audit entry and after-call effects; a retried attempt's are dropped with its transaction.
  let audit: AuditEntry = {};
  let effects: Array<(db: Db) => Promise<unknown>> = [];
  const contextOf = (db: Db): CallContext => ({
    db,
    principal,
    token,
    lang,
    now,
    settings,
    config: deps.config,
    // Control characters (a NUL cannot even be stored) carry nothing a log reader needs.
    ip: request.ip,
    userAgent: (headerOf(request, 'user-agent') ?? '').replace(/[\u0000-\u001f\u007f]/g, ''),
    audit: (entry) => Object.assign(audit, entry),
    afterwards: (effect) => {
      effects.push(effect);
    },
  });
  const invoke = async (db: Db) => checkedOutput(contract, await handler(parsed.data, contextOf(db)), request);
  const mutates = contract.mutates ?? contract.method === 'POST';
  const key = mutates && contract.idempotent && principal ? idempotencyKeyOf(request) : null;
  const logged = async (tx: Db) => {
    const data = await invoke(tx);
    const actor = principal ?? audit.actor ?? null;
    const summary = audit.summary ?? { key: callSummaryKey(contract), params: {} };
    await tx.insert(operationLog).values({
      userId: actor?.userId ?? null,
      account: actor?.account ?? null,
      method: contract.method,
      path: contract.path,
      summary: renderSummary('EN', summary.key, summary.params, contract.summary),
      summaryKey: summary.key,
      summaryParams: summary.params,
      input: redact(raw) ?? null,
      before: audit.before ?? null,
      after: audit.after ?? null,
      ip: request.ip,
    });
    return data;
  };
  /** The envelope of `run`'s result, or of its refusal (an AppError); other errors propagate. */
  const refusalAsEnvelope = async (run: () => Promise<unknown>): Promise<Envelope> => {
    try {
      return ok(await run());
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return errorEnvelope(err, lang, request.log);
    }
  };
  /** One try of a mutating call, in its own transaction. */
  const mutate = async (): Promise<Envelope> => {
    audit = {};
    effects = [];
    if (!key && !contract.keepsRefusals) return ok(await deps.db.transaction(logged));
    if (!key) return deps.db.transaction(async (tx) => refusalAsEnvelope(() => logged(tx)));
    const ref: KeyRef = { userId: principal!.userId, path: contract.path, key };
    const envelope = await deps.db.transaction(async (tx) => {
      const stored = await claimKey(tx, ref, now);
      if (stored) return stored;
      const answer = await refusalAsEnvelope(() => tx.transaction(logged));
      await storeAnswer(tx, ref, answer);
      effects.push((db) => pruneKeys(db, now));
      return answer;
    });
    return envelope;
  };
  try {
    if (!mutates) return ok(await invoke(deps.db));
    return await deps.writeGate(() => retryTransient(mutate));
  } finally {
    for (const effect of effects) {
      await effect(deps.db).catch((err: unknown) => request.log.error({ err }, 'after-call effect failed'));
    }
  }
}

/** Registers one route per contract; `prefix` is set by the caller (`/gateway`). */
export function gatewayPlugin(deps: GatewayDeps): FastifyPluginAsync {
  const handlers = bindHandlers(deps.contracts, deps.registrations);
  const refusalMode = deps.unlistedRefusals ?? refusalCheckModeOf(deps.config.production);
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => {
      await verifySignature(request.query as Record<string, unknown>, deps.config, deps.nonces, new Date());
    });
    for (const [contract, handler] of handlers) {
      scope.route({
        method: contract.method,
        url: routePathOf(contract.path),
        ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
        handler: async (request, reply) => {
          await deps.limit(contract, request, reply);
          let envelope: Envelope;
          try {
            envelope = await runCall(deps, contract, handler, request);
          } catch (err) {
            if (err instanceof AppError) checkRefusal(contract, err.code, request.log, refusalMode);
            throw err;
          }
          // A refusal answered as an envelope (idempotent or refusal-keeping calls, a stored answer).
          checkRefusal(contract, envelope.code, request.log, refusalMode);
          const { encrypt } = await deps.settings.get();
          return sendEnvelope(reply, envelope, encrypt, deps.config.appKey);
        },
      });
    }
    scope.setNotFoundHandler(async (request, reply) => {
      const { encrypt } = await deps.settings.get();
      const lang = langOf(request.headers.lang);
      return sendEnvelope(reply, fail(Code.NOT_FOUND, messageOf(Code.NOT_FOUND, lang)), encrypt, deps.config.appKey);
    });
  };
}

/**
 * `defineCall`: one typed definition per call of spec §7 (DESIGN.md §3).
 *
 * The server registers a handler against a contract (input validated from it, access
 * enforced from it, OpenAPI generated from it); the browser calls `api(contract, input)`.
 * GET inputs travel in the query string (so numeric fields use `z.coerce`), POST inputs
 * in the JSON body.
 */
import type { z } from 'zod';
import type { CodeValue } from '../protocol/codes';

/**
 * Who may make a call: `public` (anyone, still signed), `user` (any signed-in user),
 * or a permission code `module:entity:action` such as `system:user:add` (spec §6).
 */
export type Access = 'public' | 'user' | `${string}:${string}:${string}`;

/**
 * A declared call. `I` and `O` are zod schemas of the input and of `data` in the envelope; `A`
 * is its access, kept literal so a handler of a non-public call sees its caller as present.
 */
export interface CallContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: 'GET' | 'POST';
  /** Path under the proxy base `/gateway`, as spec §7 names it. */
  path: string;
  input: I;
  output: O;
  access: A;
  /**
   * The codes this call's handler may refuse with, besides COMMON_REFUSALS (signature,
   * session, permission, validation, rate limit, server error, service unavailable:
   * platform/protocol/refusals.ts) that every call may answer. Shown per operation in OpenAPI;
   * the gateway reports a refusal with a code not listed here (server/plugins/refusal-check.ts).
   * Codes only an after-call effect (`ctx.afterwards`) can meet are not listed: those are logged,
   * never answered. Every contract of platform/contracts lists it, `[]` for none
   * (test/server/refusals.test.ts);
   * optional in the type only so that test doubles in client tests need not.
   */
  errors?: readonly CodeValue[];
  /** One line for the API docs. */
  summary: string;
  /** Whether a successful call changes state (written to the operation log). Default: POST. */
  mutates?: boolean;
  /**
   * Whether the call honours an `Idempotency-Key` header: a retry by the same
   * user with the same key within 24 h is answered with the first answer's envelope and
   * does not run again (server/plugins/idempotency.ts). Only for mutating calls.
   */
  idempotent?: boolean;
  /**
   * Whether a refusal (a catalogued error) of this mutating call commits what the call
   * wrote before refusing, instead of rolling it back. For a call whose refusals must be
   * recorded inside the same transaction (and lock) as the check that counts them: a
   * failed sign-in is stored before the account's lock is released (login lockout).
   */
  keepsRefusals?: boolean;
  /**
   * Largest request body the call accepts, bytes (POST only); default the server's
   * (Fastify's 1 MiB). For uploads sent base64 in JSON, e.g. site photos.
   */
  bodyLimit?: number;
}

/** Input type of a contract (what the caller passes). */
export type CallInput<C extends CallContract> = z.input<C['input']>;
/** Parsed input type (what the handler receives). */
export type ParsedInput<C extends CallContract> = z.output<C['input']>;
/** Output type: `data` of the envelope. */
export type CallOutput<C extends CallContract> = z.output<C['output']>;

/** Declares a call; returns the contract unchanged, typed (its access kept literal). */
export function defineCall<I extends z.ZodType, O extends z.ZodType, const A extends Access>(
  contract: CallContract<I, O, A>,
): CallContract<I, O, A> {
  return contract;
}

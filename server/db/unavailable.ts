/**
 * Telling "the database is not there right now" from every other failure, so that the
 * caller gets SERVICE_UNAVAILABLE (HTTP 503, Retry-After) instead of SERVER_ERROR: the
 * request was fine, the database was down, restarting, refused or cut the connection,
 * or a statement ran over `statement_timeout`. Which SQLSTATEs mean that comes from the
 * PostgreSQL manual, Appendix A (class 08 "Connection Exception", 57P01–57P03 "Operator
 * Intervention", 53300, 57014, 25P03); the rest are how node-postgres and Node's sockets
 * report a connection that failed or broke.
 */
import { sqlStateOf } from './client';

/** SQLSTATEs outside class 08 that mean the server or the connection, not the request. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/** Node socket errors of a connection that could not be made or broke. */
const SOCKET_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres' messages for a connection that ended, timed out or is unusable (pg 8, pg-pool 3). */
const DRIVER_MESSAGES = new RegExp(
  `^(${[
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Query read timeout',
  ].join('|')})`,
);

/** The error itself, its `cause` chain (Drizzle wraps driver errors) and an AggregateError's parts. */
function* errorsIn(err: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!err || typeof err !== 'object' || depth > 8) return;
  const e = err as Record<string, unknown>;
  yield e;
  if (Array.isArray(e.errors)) for (const part of e.errors) yield* errorsIn(part, depth + 1);
  yield* errorsIn(e.cause, depth + 1);
}

/**
 * Whether `err` (possibly wrapped) says the database cannot be used right now, rather
 * than that the request or the code is wrong.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const state = sqlStateOf(err);
  if (state && (state.startsWith('08') || UNAVAILABLE_STATES.has(state))) return true;
  for (const e of errorsIn(err)) {
    if (typeof e.code === 'string' && SOCKET_ERRNOS.has(e.code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

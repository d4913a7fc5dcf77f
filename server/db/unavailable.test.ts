/**
 * isDatabaseUnavailable, and the envelope it leads to: connection failures and cut
 * connections (as node-postgres and Node report them, wrapped by Drizzle or not) and the
 * SQLSTATEs of a server going away or a statement timeout are SERVICE_UNAVAILABLE; a
 * request's own errors (constraint violations, bugs) are not.
 */
import { expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../platform/protocol/codes';
import { errorEnvelope } from '../plugins/errors';
import { isDatabaseUnavailable } from './unavailable';

/** An error as drizzle-orm throws it: its own message, the driver's error in `cause`. */
function wrapped(cause: Error): Error {
  return new Error('Failed query: select …', { cause });
}
const withCode = (code: string, message = 'driver') => Object.assign(new Error(message), { code });

it('recognises an unreachable database, wrapped or not, and nothing else', () => {
  expect(isDatabaseUnavailable(wrapped(withCode('57P01', 'terminating connection due to administrator command')))).toBe(
    true,
  );
  expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(withCode('57014', 'canceling statement due to statement timeout')))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(withCode('23P01')))).toBe(false);
  expect(isDatabaseUnavailable(wrapped(withCode('42703')))).toBe(false);
  expect(isDatabaseUnavailable(new Error('Output of /x breaks its contract'))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});

it("answers SERVICE_UNAVAILABLE in the caller's language, without logging a stack", () => {
  const logged: string[] = [];
  const log = { warn: () => logged.push('warn'), error: () => logged.push('error') } as unknown as FastifyBaseLogger;
  const envelope = errorEnvelope(wrapped(withCode('ECONNREFUSED')), 'CN', log);
  expect(envelope).toMatchObject({ code: Code.SERVICE_UNAVAILABLE, msg: '服务暂时不可用，请稍后重试' });
  expect(errorEnvelope(new Error('bug'), 'EN', log).code).toBe(Code.SERVER_ERROR);
  expect(logged).toEqual(['warn', 'error']);
});

/**
 * retryTransient: a transaction aborted by a deadlock (40P01) or a serialization failure
 * (40001), also when Drizzle wraps the driver error in `cause`, runs again; any other
 * error, and the last transient one, reaches the caller.
 */
import { expect, it } from 'vitest';
import { MAX_ATTEMPTS, isTransientConflict, retryTransient } from './transient-retry';

/** An error as drizzle-orm throws it: its own message, the driver's error with a SQLSTATE in `cause`. */
function drizzleError(code: string): Error {
  return new Error('Failed query: update "reservation" …', { cause: Object.assign(new Error('driver'), { code }) });
}

it('recognises deadlocks and serialization failures, wrapped or not, and nothing else', () => {
  expect(isTransientConflict(drizzleError('40P01'))).toBe(true);
  expect(isTransientConflict(Object.assign(new Error('x'), { code: '40001' }))).toBe(true);
  expect(isTransientConflict(drizzleError('23P01'))).toBe(false);
  expect(isTransientConflict(new Error('plain'))).toBe(false);
});

it('runs a deadlocked attempt again until one succeeds', async () => {
  const attempts: number[] = [];
  const result = await retryTransient(async (n) => {
    attempts.push(n);
    if (n < 3) throw drizzleError(n === 1 ? '40P01' : '40001');
    return 'booked';
  });
  expect(result).toBe('booked');
  expect(attempts).toEqual([1, 2, 3]);
});

it('gives up after the last attempt with the transient error', async () => {
  let runs = 0;
  const failure = retryTransient(async () => {
    runs++;
    throw drizzleError('40P01');
  });
  await expect(failure).rejects.toThrow('Failed query');
  expect(runs).toBe(MAX_ATTEMPTS);
});

it('passes any other error through at once', async () => {
  let runs = 0;
  const failure = retryTransient(async () => {
    runs++;
    throw drizzleError('23P01');
  });
  await expect(failure).rejects.toThrow('Failed query');
  expect(runs).toBe(1);
});

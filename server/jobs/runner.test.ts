/**
 * The job runner: each tick runs every job in order with one clock; a tick that finds the
 * previous one still running is skipped; a failing job is logged and the next still runs;
 * `stop` waits for the running tick and no tick follows; a job runs only in a tick it claims.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { runTick, startJobs, type Job } from './runner';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const db = {} as Db;
const log = () => ({ info: vi.fn(), error: vi.fn() });

it('runs the jobs each tick, skips a tick while one runs, logs failures, and stops', async () => {
  const runs: string[] = [];
  let release: () => void = () => undefined;
  const slow: Job = {
    name: 'slow',
    run: () => {
      runs.push('slow');
      return new Promise((resolve) => {
        release = () => resolve(2);
      });
    },
  };
  const failing: Job = {
    name: 'failing',
    run: async () => {
      runs.push('failing');
      throw new Error('boom');
    },
  };
  const logger = log();
  const runner = startJobs(db, [slow, failing], 1000, logger, async () => true);

  await vi.advanceTimersByTimeAsync(1000);
  expect(runs).toEqual(['slow']);
  await vi.advanceTimersByTimeAsync(3000); // the first tick is still running: skipped
  expect(runs).toEqual(['slow']);
  release();
  await vi.advanceTimersByTimeAsync(0);
  expect(runs).toEqual(['slow', 'failing']);
  expect(logger.info).toHaveBeenCalledWith({ job: 'slow', changed: 2 }, 'job slow: 2 row(s)');
  expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'job failing failed');

  await vi.advanceTimersByTimeAsync(1000);
  expect(runs).toEqual(['slow', 'failing', 'slow']);
  const stopped = runner.stop();
  let done = false;
  void stopped.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(done).toBe(false); // waits for the running tick
  release();
  await stopped;
  await vi.advanceTimersByTimeAsync(5000);
  expect(runs).toEqual(['slow', 'failing', 'slow', 'failing']);
});

it('runs only the jobs whose tick it claims, claiming each at the start of the tick', async () => {
  const ran: string[] = [];
  const job = (name: string): Job => ({
    name,
    run: async () => {
      ran.push(name);
      return 0;
    },
  });
  const claims: [string, string][] = [];
  const claim = async (_db: Db, name: string, tickAt: Date) => {
    claims.push([name, tickAt.toISOString()]);
    return name !== 'taken';
  };
  const report = await runTick(
    db,
    [job('a'), job('taken'), job('b')],
    new Date('2026-11-25T10:07:42.5Z'),
    60_000,
    log(),
    claim,
  );
  expect(ran).toEqual(['a', 'b']);
  expect(report).toEqual([
    { job: 'a', changed: 0 },
    { job: 'b', changed: 0 },
  ]);
  expect(claims).toEqual([
    ['a', '2026-11-25T10:07:00.000Z'],
    ['taken', '2026-11-25T10:07:00.000Z'],
    ['b', '2026-11-25T10:07:00.000Z'],
  ]);
});

import { describe, expect, it } from 'vitest';
import { writeGateOf, writeSlotsOf } from './write-gate';

/** A promise with its resolve function. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('write gate', () => {
  it('runs at most `slots` calls at once and the rest in arrival order, each with its own outcome', async () => {
    const gate = writeGateOf(2);
    const events: string[] = [];
    const releases = [deferred(), deferred(), deferred(), deferred()];
    const calls = releases.map((release, i) =>
      gate(async () => {
        events.push(`start ${i}`);
        await release.promise;
        events.push(`end ${i}`);
        if (i === 2) throw new Error('refused');
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['start 0', 'start 1']);
    releases[1].resolve();
    await expect(calls[1]).resolves.toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['start 0', 'start 1', 'end 1', 'start 2']);
    releases[2].resolve();
    await expect(calls[2]).rejects.toThrow('refused');
    await new Promise((r) => setImmediate(r));
    expect(events.at(-1)).toBe('start 3');
    releases[0].resolve();
    releases[3].resolve();
    await expect(Promise.all([calls[0], calls[3]])).resolves.toEqual([0, 3]);
  });

  it('lets every call through at once without slots', async () => {
    const gate = writeGateOf(null);
    const release = deferred();
    const started: number[] = [];
    const calls = [0, 1, 2].map((i) => gate(async () => (started.push(i), await release.promise, i)));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    release.resolve();
    await expect(Promise.all(calls)).resolves.toEqual([0, 1, 2]);
  });

  it('keeps two connections of a PostgreSQL pool for reads, and no line on PGlite', () => {
    expect(writeSlotsOf({ driver: 'postgres', connections: 10 })).toBe(8);
    expect(writeSlotsOf({ driver: 'postgres', connections: 2 })).toBe(1);
    expect(writeSlotsOf({ driver: 'pglite', connections: 1 })).toBeNull();
  });
});

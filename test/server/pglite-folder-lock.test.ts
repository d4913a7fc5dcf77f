/**
 * One process per PGlite folder (server/db/pglite-lock.ts): a second server process on
 * the DATA_DIR of a running one refuses to start, naming the folder and the holder's
 * pid, and stores nothing; after the holder is killed with SIGKILL (no clean-up), the
 * next start takes the folder over; a clean stop removes the lock.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'venueflow-lock-'));
const folder = path.join(dataDir, 'pglite');
const started: ServerProcess[] = [];
const start = (port: number) => {
  const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' });
  started.push(server);
  return server;
};

afterAll(async () => {
  for (const server of started) await stopServerProcess(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('refuses a second process on the folder, and a crash leaves no lock behind', { timeout: 180_000 }, async () => {
  const first = start(8480);
  await first.ready;

  const second = start(8481);
  const outcome = await Promise.race([second.exited, second.ready.then(() => 'listening')]);
  expect(outcome).toEqual({ code: 1, signal: null });
  expect(second.output()).toContain(
    `The database folder ${folder} is in use by another Venueflow process (pid ${first.child.pid})`,
  );
  expect(second.output()).not.toContain('Venueflow: terminal'); // never listened

  // kill -9: the holder cannot remove its lock file, yet the next start takes the folder.
  expect(await stopServerProcess(first, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  expect(existsSync(`${folder}.lock`)).toBe(true);
  const third = start(8482);
  await third.ready;
  expect(third.output()).not.toContain('seeded the demo data'); // the same database, seeded by the first

  expect((await stopServerProcess(third)).code).toBe(0);
  expect(existsSync(`${folder}.lock`)).toBe(false);
});

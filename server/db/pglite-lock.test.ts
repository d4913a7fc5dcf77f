/**
 * The PGlite folder lock (./pglite-lock.ts): held by one process; a lock file left by a
 * process that is gone (kill -9), or naming our own pid (a restarted container), is taken
 * over; a live holder is refused by folder and pid; release removes only our own lock.
 * (The two-process case through the real server: test/server/pglite-folder-lock.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FolderInUseError, lockFolder } from './pglite-lock';

let dir: string;
let folder: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'venueflow-lock-unit-'));
  folder = path.join(dir, 'pglite');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
}

it('holds the folder once, and frees it on release', () => {
  const lock = lockFolder(folder);
  expect(readFileSync(`${folder}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
  // The same folder again (here: from this process) is refused while held.
  writeFileSync(`${folder}.lock`, `${process.ppid} -\n`);
  expect(() => lockFolder(folder)).toThrow(new FolderInUseError(folder, process.ppid));
  lock.release(); // not ours any more: left alone
  expect(existsSync(`${folder}.lock`)).toBe(true);
});

it('takes over a lock whose process is gone, or that names its own pid', () => {
  writeFileSync(`${folder}.lock`, `${deadPid()} -\n`);
  const lock = lockFolder(folder);
  expect(readFileSync(`${folder}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
  lock.release();
  expect(existsSync(`${folder}.lock`)).toBe(false);

  writeFileSync(`${folder}.lock`, `${process.pid} -\n`);
  lockFolder(folder).release();
  expect(existsSync(`${folder}.lock`)).toBe(false);
});

it('takes over a lock whose pid now belongs to another process (start time differs)', () => {
  writeFileSync(`${folder}.lock`, `${process.ppid} 1\n`); // the parent runs, but did not start at tick 1
  lockFolder(folder).release();
  expect(existsSync(`${folder}.lock`)).toBe(false);
});

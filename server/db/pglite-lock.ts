/**
 * One process per PGlite folder (DESIGN.md §6 "the embedded PGlite folder is held by one
 * process only"). PGlite is PostgreSQL compiled to WebAssembly inside one Node.js
 * process: a second process opening the same folder would start silently and the two
 * would diverge (a booking made on one is free on the other). So the folder is claimed
 * with a pid file, `<folder>.lock`, created exclusively (written under a name of its own,
 * then hard-linked into place, which fails like O_EXCL when the file exists): exactly one
 * process can create it.
 *
 * The lock dies with its process, kill -9 included: a lock file whose process is gone is
 * stale and the next start takes it over. "Gone" is checked with `process.kill(pid, 0)`
 * and, on Linux, the process's start time from /proc (so a new process that happens to
 * get the old pid — e.g. after a container restart — does not keep the folder locked).
 * A lock naming our own pid is stale too (we have not taken it yet).
 *
 * Why not a library: proper-lockfile judges staleness by an mtime it refreshes on a timer
 * (a start right after a crash waits out the stale period, and a blocked event loop
 * "loses" the lock); kernel locks (flock) need a native addon. Limits: one machine (a pid
 * means nothing on another host, so don't share the folder over a network file system),
 * and two processes taking over the same stale lock in the same instant could both
 * succeed — the takeover re-reads the file just before removing it, which leaves a window
 * of two system calls.
 */
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** The folder is held by another live process: the server must not start on it. */
export class FolderInUseError extends Error {
  override name = 'FolderInUseError';

  /**
   * @param folder the PGlite folder (absolute path)
   * @param pid the process holding it
   */
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another Venueflow process (pid ${pid}). ` +
        "PGlite is one process's database: stop that process first, or use PostgreSQL " +
        '(DATABASE_URL) to run several processes on one database.',
    );
  }
}

/** A held folder lock. */
export interface FolderLock {
  /** Removes the lock file (if it is still ours). Safe to call twice. */
  release(): void;
}

/** Start time of process `pid` in clock ticks since boot (Linux /proc), or null where unknown. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, hence the last ')'); starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** What a lock file says: `<pid> <start time or ->`. */
function stamp(pid: number): string {
  return `${pid} ${startTimeOf(pid) ?? '-'}\n`;
}

/** Whether the process a lock file names still runs (and is the same process). */
function holderAlive(content: string): { pid: number; alive: boolean } {
  const [pidText, started] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return { pid, alive: false };
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user — alive.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return { pid, alive: false };
  }
  const now = startTimeOf(pid);
  return { pid, alive: !(started && started !== '-' && now && now !== started) };
}

function removeIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw err;
  }
}

/**
 * Claims `folder` for this process (the lock file is `<folder>.lock`, beside it).
 * @throws FolderInUseError when a live process holds it
 */
export function lockFolder(folder: string): FolderLock {
  const file = `${folder}.lock`;
  const mine = stamp(process.pid);
  // Written whole under a name of our own, then linked into place: link(2) fails when the
  // lock file exists (like O_EXCL), and a lock file is never seen half-written.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const content = readOrEmpty(file);
        const holder = holderAlive(content);
        if (holder.alive) throw new FolderInUseError(folder, holder.pid);
        // Stale: remove it, unless another process has just taken it over.
        if (readOrEmpty(file) === content) removeIfThere(file);
        continue;
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOrEmpty(file) === mine) removeIfThere(file);
        },
      };
    }
  } finally {
    removeIfThere(draft);
  }
  // Three stale takeovers lost in a row: someone else keeps winning the folder.
  throw new FolderInUseError(folder, holderAlive(readOrEmpty(file)).pid);
}

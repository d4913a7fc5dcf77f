/**
 * A private PostgreSQL 15 cluster for tests that stop and restart the database (the
 * shared one at 5432 must never be): initdb into a temp folder owned by the `postgres`
 * OS user, listening on a free loopback port and a socket in that folder, driven with
 * pg_ctl through `runuser -u postgres --` (the tests run as root). Debian's
 * postgresql-15 package provides the binaries and btree_gist (contrib).
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian installs PostgreSQL 15's server binaries. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A running private cluster. */
export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open sessions are ended), waiting until it is down. */
  stop(): Promise<void>;
  /** Starts the stopped server on the same port, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server (immediately) and deletes its folder; safe to call more than once. */
  destroy(): Promise<void>;
}

/** A TCP port nobody listens on right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary as the `postgres` OS user. */
async function asPostgres(binary: string, args: string[]): Promise<void> {
  await run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args], { timeout: 60_000 });
}

/**
 * Creates and starts a private cluster.
 * @throws when PostgreSQL 15, runuser or the `postgres` user is missing (the test fails)
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const uid = Number(stdout.trim());
  const { stdout: gidOut } = await run('id', ['-g', 'postgres']);
  const root = mkdtempSync(path.join(tmpdir(), 'vf-pg-'));
  const data = path.join(root, 'data');
  const socket = path.join(root, 'socket');
  mkdirSync(socket);
  for (const dir of [root, socket]) chownSync(dir, uid, Number(gidOut.trim()));
  const port = await freePort();
  let running = false;
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => {
    await ctl(
      '-l',
      path.join(root, 'server.log'),
      '-o',
      `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    );
    running = true;
  };
  try {
    await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
    await start();
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
      running = false;
    },
    start,
    destroy: async () => {
      if (running) await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Starts and stops the processes under test in child processes that run with the same loader
 * as this one (tsx): the real server on PostgreSQL or on PGlite (bench/server-process.ts), and
 * the floor — a bare Fastify handler answering fixed bytes (bench/floor-process.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { askStatements, type StatementTally } from './statement-count';

/**
 * A running process under test: its base URL, its process id, the processes that serve requests
 * (itself, or its cluster workers), and how to stop it.
 */
export interface BenchServer {
  baseUrl: string;
  pid: number;
  servingPids: number[];
  /** The replay store the server uses (REPLAY_STORE); null for the floor. */
  replayStore: string | null;
  stop(): Promise<void>;
  /**
   * The server's SQL statements so far (`count`), and from a `trace` to its `stop` their texts;
   * only the server on PostgreSQL answers (bench/statement-count.ts).
   */
  statements(request: 'count' | 'trace' | 'stop'): Promise<StatementTally>;
}

const SERVER_ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const FLOOR_ENTRY = fileURLToPath(new URL('./floor-process.ts', import.meta.url));

/** Waits until the child exits (resolves at once when it already has). */
function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Forks `entry` with `env` added and waits for the `{ port, replayStore? }` message it sends once listening.
 * @throws Error when the child exits before it listens
 */
/** What a forked server reports once it listens (bench/server-process.ts, bench/floor-process.ts). */
interface Listening {
  port: number;
  pids?: number[];
  replayStore?: string;
}

async function forkListening(
  entry: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<BenchServer> {
  const child = fork(entry, [], { env: { ...process.env, ...env }, execArgv: [...process.execArgv, ...execArgv] });
  const { port, pids, replayStore } = await new Promise<Listening>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Listening));
    child.once('exit', (code) => reject(new Error(`${entry} exited with code ${code} before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    servingPids: pids ?? [child.pid!],
    replayStore: replayStore ?? null,
    statements: (request) => askStatements(child, request),
    stop: async () => {
      if (child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/**
 * Forks the server on PostgreSQL `databaseUrl` with a pool of `poolSize` connections per process,
 * in `workers` processes on one port (node:cluster) when more than 1; with `profileDir`, each
 * serving process writes a V8 CPU profile there when it stops; `replayStore` sets its
 * REPLAY_STORE (default: the server's own default for a PostgreSQL start).
 * @throws Error when the child exits before it listens
 */
export function startServer(
  databaseUrl: string,
  poolSize: number,
  profileDir: string | null,
  workers = 1,
  replayStore = '',
): Promise<BenchServer> {
  return forkListening(
    SERVER_ENTRY,
    {
      BENCH_SERVER_DB: databaseUrl,
      BENCH_APP_POOL: String(poolSize),
      BENCH_WORKERS: String(workers),
      BENCH_REPLAY_STORE: replayStore,
    },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
}

/**
 * Forks the server on an embedded PGlite database in `dataDir` (an empty folder: migrated and given
 * the demo data, as `npm start` does).
 * @throws Error when the child exits before it listens
 */
export function startPgliteServer(dataDir: string): Promise<BenchServer> {
  // One process: PGlite is one process's database, whatever BENCH_WORKERS this process inherited.
  return forkListening(SERVER_ENTRY, { BENCH_SERVER_DATA_DIR: dataDir, BENCH_WORKERS: '1', BENCH_REPLAY_STORE: '' });
}

/**
 * Forks the floor: a bare Fastify handler answering `GET <path>` with `body` as `contentType`,
 * whatever the query and headers.
 * @throws Error when the child exits before it listens
 */
export function startFloor(path: string, body: string, contentType: string): Promise<BenchServer> {
  return forkListening(FLOOR_ENTRY, {
    BENCH_FLOOR_PATH: path,
    BENCH_FLOOR_BODY: body,
    BENCH_FLOOR_TYPE: contentType,
  });
}

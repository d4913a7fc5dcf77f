/**
 * Starts and stops the server under test (bench/server-process.ts) in a child process
 * that runs with the same loader as this one (tsx).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The running server: its base URL, its process id, and how to stop it. */
export interface BenchServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/** Waits until the child exits (resolves at once when it already has). */
function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Forks the server on `databaseUrl` with a pool of `poolSize` connections; with
 * `profileDir`, the server writes a V8 CPU profile there when it stops.
 * @throws Error when the child exits before it listens
 */
export async function startServer(
  databaseUrl: string,
  poolSize: number,
  profileDir: string | null,
): Promise<BenchServer> {
  const child = fork(ENTRY, [], {
    env: { ...process.env, BENCH_SERVER_DB: databaseUrl, BENCH_APP_POOL: String(poolSize) },
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/**
 * The real server entry (`node --import tsx server/main.ts`, as `npm start` runs it) in
 * a child process, for tests about processes: folder locks, several processes on one
 * database, workers. Output is collected; `ready` resolves once the server listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The line server/main.ts logs once it listens. */
export const LISTENING = 'Venueflow: terminal';

/** A started server process. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Resolves once it listens; rejects when it exits first. */
  ready: Promise<void>;
  /** Resolves with its exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts server/main.ts with `env` added to this process's environment (JOBS off and
 * LOG_LEVEL info unless `env` says otherwise).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, JOBS: 'off', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(LISTENING)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`)),
    );
  });
  ready.catch(() => undefined); // a caller waiting on `exited` instead need not handle it
  return { child, output: () => out, ready, exited };
}

/** Ends `server` with `signal` (default SIGTERM) and waits for its exit. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/**
 * Resolves once `server`'s output satisfies `done` (checked on every chunk); rejects
 * when it exits first.
 */
export function outputWhen(server: ServerProcess, done: (output: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done(server.output())) return false;
      server.child.stdout!.off('data', check);
      server.child.stderr!.off('data', check);
      resolve(server.output());
      return true;
    };
    if (check()) return;
    server.child.stdout!.on('data', check);
    server.child.stderr!.on('data', check);
    void server.exited.then(({ code, signal }) => {
      if (!check()) reject(new Error(`server exited (${code ?? signal}):\n${server.output()}`));
    });
  });
}

/** How many times `text` occurs in `output`. */
export function occurrences(output: string, text: string): number {
  return output.split(text).length - 1;
}

/** A listening server process on a port of its own (see {@link runServer}). */
export interface RunningServer extends ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Whether the process has not exited. */
  alive(): boolean;
  /** SIGTERM (a clean shutdown), waiting for the exit; SIGKILL after 15 s. No-op when gone. */
  stop(): Promise<void>;
}

/**
 * Starts the server on a free port (PORT=0, read back from Fastify's log line) with `env`
 * added, and waits until it listens — for tests that kill it or take its database away.
 * @throws when it exits or is not listening within `timeoutMs`, with its log
 */
export async function runServer(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const server = startServerProcess({ PORT: '0', ...env });
  let exitedYet = false;
  void server.exited.then(() => {
    exitedYet = true;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server not listening after ${timeoutMs} ms:\n${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([server.ready, timeout]);
  } catch (err) {
    if (!exitedYet) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1]);
  return {
    ...server,
    base: `http://127.0.0.1:${port}`,
    alive: () => !exitedYet,
    stop: async () => {
      if (exitedYet) return;
      server.child.kill('SIGTERM');
      const kill = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await server.exited;
      clearTimeout(kill);
    },
  };
}

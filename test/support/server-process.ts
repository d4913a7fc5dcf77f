/**
 * The real server as a child process (`node --import tsx server/main.ts`, as `npm start`
 * runs it) for tests that kill it or take its database away: it listens on a free port
 * (PORT=0, read back from its log), without the periodic jobs, and keeps its log for
 * the failure message.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A running server process. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** Whether the process has not exited. */
  alive(): boolean;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (a clean shutdown), waiting for the exit; SIGKILL after 15 s. No-op when gone. */
  stop(): Promise<void>;
}

/**
 * Starts the server with `env` added to this process's environment and waits until it
 * listens.
 * @throws when it exits or is not listening within `timeoutMs`, with its log
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', JOBS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let exitedYet = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => { exitedYet = true; resolve({ code, signal }); });
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not listening after ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log);
      if (found) { clearTimeout(timer); resolve(Number(found[1])); }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => { clearTimeout(timer); reject(new Error(`server exited (${code ?? signal}) before listening:\n${log}`)); });
  }).catch(async (err: unknown) => {
    if (!exitedYet) { child.kill('SIGKILL'); await exited; }
    throw err;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    alive: () => !exitedYet,
    output: () => log,
    exited,
    stop: async () => {
      if (exitedYet) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

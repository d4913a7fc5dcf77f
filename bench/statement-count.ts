/**
 * SQL statements the server under test sends to PostgreSQL, counted in its own process by wrapping
 * node-postgres's `Client.prototype.query` (every statement of the pool, of Drizzle and of a
 * transaction's BEGIN / COMMIT goes through it). `pg_stat_statements` would count them on the
 * database side, but it needs `shared_preload_libraries` and a restart of PostgreSQL.
 *
 * The parent asks over the fork's IPC channel: `{ statements: 'count' }` answers the running total,
 * `{ statements: 'trace' }` starts recording the statements' text, `{ statements: 'stop' }` stops and
 * answers the total and the texts recorded since `trace`.
 */
import pg from 'pg';

/** A request from the parent. */
type StatementRequest = { statements: 'count' | 'trace' | 'stop' };

/** Whether an IPC `message` is a statement request. */
export function isStatementRequest(message: unknown): message is StatementRequest {
  return typeof (message as StatementRequest | null)?.statements === 'string';
}

/** A process at the other end of an IPC channel: a forked child or a cluster worker. */
interface IpcPeer {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  send(message: unknown): unknown;
}

/** The answer: statements sent since the server started, and the texts recorded by a trace. */
export interface StatementTally {
  count: number;
  texts: string[];
}

/** The text of a `query` call's first argument (a string or a query config). */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const config = query as { text?: string; name?: string } | null;
  return `${config?.name ? `[${config.name}] ` : ''}${config?.text ?? String(query)}`;
}

/** Wraps `pg.Client.prototype.query` in this process and answers the parent's requests. */
export function countStatementsForParent(): void {
  let count = 0;
  let trace: string[] | null = null;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function counted(this: pg.Client, ...args: unknown[]) {
    count++;
    trace?.push(textOf(args[0]).replace(/\s+/g, ' '));
    return query.apply(this, args);
  };
  process.on('message', (message) => {
    if (!isStatementRequest(message)) return;
    const request = message.statements;
    if (request === 'trace') trace = [];
    const tally: StatementTally = { count, texts: trace ?? [] };
    if (request === 'stop') trace = null;
    process.send!({ tally });
  });
}

/** Several processes' tallies as one: counts added, texts in process order. */
export function sumTallies(tallies: StatementTally[]): StatementTally {
  return { count: tallies.reduce((n, t) => n + t.count, 0), texts: tallies.flatMap((t) => t.texts) };
}

/** Asks the server process `child` (or a cluster worker) for its statement tally (see the module comment). */
export function askStatements(child: IpcPeer, request: StatementRequest['statements']): Promise<StatementTally> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      const tally = (message as { tally?: StatementTally } | null)?.tally;
      if (!tally) return;
      child.off('message', listen);
      resolve(tally);
    };
    child.on('message', listen);
    child.send({ statements: request });
  });
}

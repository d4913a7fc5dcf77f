/**
 * Figures and their printing: latency percentiles, timed loops of concurrent workers,
 * and plain-text tables.
 */
import { performance } from 'node:perf_hooks';

/** Latency summary in milliseconds. */
export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of `samples` (ms); zeros when there are none. */
export function latencyOf(samples: readonly number[]): Latency {
  if (samples.length === 0) return { count: 0, p50: 0, p99: 0, max: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { count: sorted.length, p50: rank(50), p99: rank(99), max: sorted[sorted.length - 1] };
}

/** How one operation ended: its outcome label (e.g. `booked`, `taken`, `error`). */
export type Outcome = string;

/** Result of a timed run: outcomes counted, latencies of every operation, wall time (s). */
export interface TimedRun {
  counts: Record<Outcome, number>;
  latencies: number[];
  seconds: number;
}

/**
 * Runs `workers` loops at once, each repeating `operation(worker)` until `seconds` have
 * passed (an operation under way is finished, and counted).
 */
export async function runFor(
  seconds: number,
  workers: number,
  operation: (worker: number) => Promise<Outcome>,
): Promise<TimedRun> {
  const counts: Record<Outcome, number> = {};
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const outcome = await operation(worker);
        latencies.push(performance.now() - t0);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
    }),
  );
  return { counts, latencies, seconds: (performance.now() - started) / 1000 };
}

/**
 * Runs `tasks` with at most `concurrency` at once.
 * @returns each task's latency (ms) and the wall time of the whole (ms)
 */
export async function runAll(
  tasks: readonly (() => Promise<void>)[],
  concurrency: number,
): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        const t0 = performance.now();
        await task();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
}

/** A number for a table: integers grouped by thousands, others with `digits` decimals. */
export function fmt(value: number, digits = 1): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(digits);
}

/**
 * Prints a titled table with a header row; the first `leftColumns` columns left-aligned (the
 * names), the others right-aligned (the figures).
 */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns = 1,
): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

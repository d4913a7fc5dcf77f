/**
 * `npm run machines:coverage`: the transition coverage of every machine (docs/machines.md,
 * "Proving a machine").
 *
 * 1. Runs the machine tests (`machines/*.machine.test.ts`) and the view path tests
 *    (`*.paths.test.tsx`: generated paths through the real views; vitest project `unit`) with
 *    `MACHINE_COVERAGE_DIR` set to a fresh temporary directory: each test file's recorder
 *    (machines/transition-coverage.ts) writes one JSON report per machine there.
 * 2. Merges the reports per machine id (union of the transitions taken), adds every machine
 *    exported by `machines/*.machine.ts` that no test recorded (0 %), and prints a markdown
 *    table `machine | states | transitions | covered | %`, then the transitions missing.
 *
 * Exit code: 0 when the tests passed and every machine is at 100 %, 1 otherwise.
 * Extra arguments are passed to vitest (e.g. a single test file).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { COVERAGE_DIR_VARIABLE, coverageReport, type CoverageReport } from '../machines/transition-coverage';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const machinesDir = join(root, 'machines');

/** Every state machine exported by machines/*.machine.ts, by id. */
async function definedMachines(): Promise<Map<string, AnyStateMachine>> {
  const found = new Map<string, AnyStateMachine>();
  for (const file of readdirSync(machinesDir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'root' in value && 'getInitialSnapshot' in value) {
        const machine = value as AnyStateMachine;
        found.set(machine.id, machine);
      }
    }
  }
  return found;
}

/** The recorded reports of `dir`, merged per machine: every transition taken in any test file counts. */
function mergedReports(dir: string, machines: Map<string, AnyStateMachine>): CoverageReport[] {
  const byMachine = new Map<string, CoverageReport[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CoverageReport;
    byMachine.set(report.machine, [...(byMachine.get(report.machine) ?? []), report]);
  }
  const merged: CoverageReport[] = [];
  for (const id of new Set([...machines.keys(), ...byMachine.keys()])) {
    const reports = byMachine.get(id) ?? [];
    const taken = new Set(reports.flatMap((r) => r.taken));
    const machine = machines.get(id);
    if (machine) {
      merged.push(coverageReport(machine, taken));
    } else {
      // A machine only its tests know (e.g. defined inside another module): its reports carry the definition's ids.
      const all = [...new Set([...reports[0].taken, ...reports[0].missing])];
      merged.push({
        machine: id,
        states: reports[0].states,
        transitions: all.length,
        covered: all.filter((t) => taken.has(t)).length,
        missing: all.filter((t) => !taken.has(t)),
        taken: [...taken],
      });
    }
  }
  return merged.sort((a, b) => a.machine.localeCompare(b.machine));
}

/** The markdown table of the reports, then the missing transitions of each machine below 100 %. */
export function formatCoverage(reports: CoverageReport[]): string {
  const percent = (r: CoverageReport) => (r.transitions ? (100 * r.covered) / r.transitions : 100);
  const lines = [
    '| machine | states | transitions | covered | % |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...reports.map((r) => {
      return `| ${r.machine} | ${r.states} | ${r.transitions} | ${r.covered} | ${percent(r).toFixed(1)} |`;
    }),
  ];
  for (const r of reports.filter((x) => x.missing.length)) {
    lines.push('', `${r.machine} — not taken:`, ...r.missing.map((id) => `- ${id}`));
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'venueflow-machine-coverage-'));
  try {
    const files = process.argv.slice(2);
    const tests = spawnSync(
      join(root, 'node_modules/.bin/vitest'),
      // vitest filters are substrings of the file paths: the machine tests, and the view path tests anywhere.
      ['run', '--project', 'unit', '--reporter=dot', ...(files.length ? files : ['machines/', '.paths.test.'])],
      { cwd: root, stdio: 'inherit', env: { ...process.env, [COVERAGE_DIR_VARIABLE]: dir } },
    );
    const reports = mergedReports(dir, await definedMachines());
    console.log(`\nTransition coverage of the machines\n\n${formatCoverage(reports)}\n`);
    const below = reports.filter((r) => r.covered < r.transitions);
    if (tests.status !== 0) console.error('machines:coverage: the machine tests failed.');
    if (below.length) console.error(`machines:coverage: below 100 %: ${below.map((r) => r.machine).join(', ')}`);
    return tests.status === 0 && below.length === 0 ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

#!/usr/bin/env node
/**
 * `npm test`: every check of DESIGN.md §7, in order, each reported:
 *   typecheck → lint (layering, file names, lines ≤ 120) → format (prettier --check) →
 *   unit + machine path tests → server tests on PGlite, or, when DATABASE_URL is set, on
 *   PostgreSQL and then the embedded database's files on PGlite (test/server/database-passes.mjs)
 *   → production build → browser
 *   tests (Playwright in Debian's Chromium against the server `npm start` runs).
 * Installs Debian's `chromium` with apt when it is missing (root only).
 * All steps run even when one fails; the exit code is non-zero if any failed or could not
 * run (scripts/test-steps.mjs): a missing Chromium or a failed build fails the run, the
 * browser step reported as not run. `SKIP_BROWSER=1` skips the browser tests on request,
 * and the verdict line says so. The last line is `test: N passed, N failed` over every
 * test case run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StepBook, browserStepPlan } from './test-steps.mjs';
import { EMBEDDED_DATABASE_FILES, SAME_ON_EITHER_DATABASE } from '../test/server/database-passes.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'venueflow-test-'));
const totals = { passed: 0, failed: 0 };
const book = new StepBook();

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s ===`);
  return book.ran(title, ok);
}

/** Adds a Vitest JSON report's counts to the totals. */
function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
}

/** Adds a Playwright JSON report's counts to the totals. */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
}

/** Runs a vitest project (only `files`, paths from the root, when given) and counts its tests. */
function vitest(title, project, env = {}, files = []) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  run(
    title,
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files],
    env,
  );
  countVitest(out);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error('Debian chromium is missing: run `sudo apt-get install -y chromium`.');
    return false;
  }
  return run('install chromium (apt)', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

const databaseUrl = process.env.DATABASE_URL;

run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run('lint', bin('eslint'), ['.']);
run('format', bin('prettier'), ['--check', '.']);
vitest('unit and machine tests', 'unit');
if (databaseUrl) {
  vitest('server tests (PostgreSQL)', 'server', { DATABASE_URL: databaseUrl });
  vitest('server tests of the embedded database (PGlite)', 'server', { DATABASE_URL: '' }, [
    ...SAME_ON_EITHER_DATABASE,
    ...EMBEDDED_DATABASE_FILES,
  ]);
} else vitest('server tests (PGlite)', 'server', { DATABASE_URL: '' });
const BROWSER_STEP = 'browser tests (Playwright, Chromium)';
const built = run('build', process.execPath, ['scripts/start.mjs', '--build-only']);
const plan = browserStepPlan({ skipRequested: process.env.SKIP_BROWSER === '1', built, chromiumReady: ensureChromium });
if (plan.action === 'run') {
  const out = join(reports, 'e2e.json');
  run(BROWSER_STEP, bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    DATABASE_URL: '',
  });
  countPlaywright(out);
} else {
  console.log(`\n=== ${BROWSER_STEP}: ${plan.action === 'skip' ? 'skipped' : 'NOT RUN'} (${plan.reason}) ===`);
  if (plan.action === 'skip') book.skipped(BROWSER_STEP, plan.reason);
  else book.notRun(BROWSER_STEP, plan.reason);
}

console.log(`\n${book.closingLine()}`);
console.log(`test: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(book.exitCode());

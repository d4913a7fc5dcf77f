/**
 * The bookkeeping of `npm test` (scripts/test.mjs): which steps passed, failed, could not
 * run, or were skipped on request, and the closing verdict. A step that cannot run is a
 * failure (DESIGN.md §7); only a skip the person asked for (SKIP_BROWSER=1) is not, and
 * the closing line then says so.
 */

/**
 * What to do with the browser step.
 * @param {{ skipRequested: boolean, built: boolean, chromiumReady: () => boolean }} facts
 *   `chromiumReady` is asked (and may install Chromium) only when the step would run.
 * @returns {{ action: 'run' } | { action: 'skip' | 'notRun', reason: string }}
 */
export function browserStepPlan({ skipRequested, built, chromiumReady }) {
  if (skipRequested) return { action: 'skip', reason: 'SKIP_BROWSER=1' };
  if (!built) return { action: 'notRun', reason: 'the build failed' };
  if (!chromiumReady()) return { action: 'notRun', reason: 'Debian chromium is missing and could not be installed' };
  return { action: 'run' };
}

/** The outcome of every step of one run. */
export class StepBook {
  /** @type {Array<{ title: string, status: 'passed' | 'failed' | 'notRun' | 'skipped', reason?: string }>} */
  steps = [];

  /** Records a step that ran: passed when `ok`. */
  ran(title, ok) {
    this.steps.push({ title, status: ok ? 'passed' : 'failed' });
    return ok;
  }

  /** Records a step that could not run (a failure), with why. */
  notRun(title, reason) {
    this.steps.push({ title, status: 'notRun', reason });
  }

  /** Records a step skipped because the person asked for it (not a failure), with how. */
  skipped(title, reason) {
    this.steps.push({ title, status: 'skipped', reason });
  }

  /** Whether every step that was not skipped on request passed. */
  get ok() {
    return this.steps.every((s) => s.status === 'passed' || s.status === 'skipped');
  }

  /** The verdict line: the failed and not-run steps, or all passed (naming requested skips). */
  closingLine() {
    const bad = this.steps
      .filter((s) => s.status === 'failed' || s.status === 'notRun')
      .map((s) => (s.status === 'notRun' ? `${s.title} (not run: ${s.reason})` : s.title));
    if (bad.length) return `Failed steps: ${bad.join(', ')}`;
    const skips = this.steps.filter((s) => s.status === 'skipped').map((s) => `${s.title} skipped: ${s.reason}`);
    return skips.length ? `All steps passed (${skips.join('; ')}).` : 'All steps passed.';
  }

  /** The process exit code: 0 only when {@link ok}. */
  exitCode() {
    return this.ok ? 0 : 1;
  }
}

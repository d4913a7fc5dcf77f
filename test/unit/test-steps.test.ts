/**
 * The bookkeeping of `npm test` (scripts/test-steps.mjs): a step that cannot run fails the
 * run; only a skip asked for with SKIP_BROWSER=1 does not, and the closing line says so.
 */
import { describe, expect, it, vi } from 'vitest';
import { StepBook, browserStepPlan } from '../../scripts/test-steps.mjs';

const BROWSER = 'browser tests (Playwright, Chromium)';

describe('browserStepPlan', () => {
  it('runs the browser tests only when asked, built and Chromium is there', () => {
    const ready = vi.fn(() => true);
    expect(browserStepPlan({ skipRequested: false, built: true, chromiumReady: ready })).toEqual({ action: 'run' });
    expect(browserStepPlan({ skipRequested: true, built: true, chromiumReady: ready })).toEqual({
      action: 'skip',
      reason: 'SKIP_BROWSER=1',
    });
    expect(browserStepPlan({ skipRequested: false, built: false, chromiumReady: ready })).toEqual({
      action: 'notRun',
      reason: 'the build failed',
    });
    expect(ready).toHaveBeenCalledTimes(1); // never installs Chromium for a step that will not run
    expect(browserStepPlan({ skipRequested: false, built: true, chromiumReady: () => false })).toMatchObject({
      action: 'notRun',
      reason: expect.stringContaining('chromium is missing'),
    });
  });
});

describe('StepBook', () => {
  it('passes when every step passed', () => {
    const book = new StepBook();
    book.ran('typecheck', true);
    book.ran(BROWSER, true);
    expect([book.ok, book.exitCode(), book.closingLine()]).toEqual([true, 0, 'All steps passed.']);
  });

  it('fails when Chromium is missing: the browser step did not run', () => {
    const book = new StepBook();
    book.ran('build', true);
    book.notRun(BROWSER, 'Debian chromium is missing and could not be installed');
    expect(book.exitCode()).toBe(1);
    expect(book.closingLine()).toBe(
      `Failed steps: ${BROWSER} (not run: Debian chromium is missing and could not be installed)`,
    );
  });

  it('fails a failed build and reports the browser step as not run', () => {
    const book = new StepBook();
    book.ran('typecheck', true);
    book.ran('build', false);
    book.notRun(BROWSER, 'the build failed');
    expect(book.exitCode()).toBe(1);
    expect(book.closingLine()).toBe(`Failed steps: build, ${BROWSER} (not run: the build failed)`);
  });

  it('passes a skip the person asked for, and says so', () => {
    const book = new StepBook();
    book.ran('build', true);
    book.skipped('browser tests', 'SKIP_BROWSER=1');
    expect(book.exitCode()).toBe(0);
    expect(book.closingLine()).toBe('All steps passed (browser tests skipped: SKIP_BROWSER=1).');
  });
});

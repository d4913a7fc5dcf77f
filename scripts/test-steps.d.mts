/** Types of scripts/test-steps.mjs (the bookkeeping of `npm test`), for its unit test. */
export type BrowserStepPlan = { action: 'run' } | { action: 'skip' | 'notRun'; reason: string };
export function browserStepPlan(facts: {
  skipRequested: boolean;
  built: boolean;
  chromiumReady: () => boolean;
}): BrowserStepPlan;
export class StepBook {
  steps: Array<{ title: string; status: 'passed' | 'failed' | 'notRun' | 'skipped'; reason?: string }>;
  ran(title: string, ok: boolean): boolean;
  notRun(title: string, reason: string): void;
  skipped(title: string, reason: string): void;
  get ok(): boolean;
  closingLine(): string;
  exitCode(): number;
}

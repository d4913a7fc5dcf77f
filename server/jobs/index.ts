/**
 * The server process's periodic jobs and their switch. `npm start` runs them
 * every minute in every process, each job in one process per tick (./job-tick.ts); tests
 * build the app without them and run a sweep explicitly (runNoShowSweep,
 * runCompleteSweep, runReminderSweep, runApprovalStartSweep, runWaitlistSweep, runProcessDeadlines,
 * runRetention, runMealVoucherDistribution, runMembershipCardSweep, runClubClassSweep).
 *
 * Setting: `JOBS=off` starts a server without jobs (e.g. extra API-only processes; never
 * needed for correctness).
 */
import type { Config } from '../config';
import { approvalStartJob } from './approval-start.job';
import { completeJob } from './complete.job';
import { mealVoucherDistributionJob } from './meal-voucher-distribution.job';
import { membershipCardJob } from './membership-card.job';
import { trainingJob } from './training.job';
import { clubClassJob } from './club-class.job';
import { noShowJob } from './no-show.job';
import { processDeadlineJob } from './process-deadline.job';
import { reminderJob } from './reminder.job';
import { retentionJob } from './retention.job';
import { waitlistJob } from './waitlist.job';
import type { Job } from './runner';

export { startJobs, type Job, type JobRunner } from './runner';

/** How often the jobs run: every minute. */
export const JOB_INTERVAL_MS = 60_000;

/**
 * The jobs of the server process: no-shows first, then completions, then reminders before
 * start, then the approvals still open at their booking's start (rejected, freeing the slot),
 * then the waitlist (which may book the places the no-shows and rejections freed), then the
 * time limits of approval processes, then the meal vouchers' distribution, then the membership cards' daily changes
 * (activation deadlines, freezes starting and ending, expiry), then the training courses' (tokens expiring, terms
 * ending), then the group classes' (too few sign-ups, the waitlist filled or expired, classes finished), then
 * retention.
 */
export function serverJobs(config: Pick<Config, 'logRetentionDays' | 'serverSecret'>): readonly Job[] {
  return [
    noShowJob,
    completeJob,
    reminderJob,
    approvalStartJob,
    waitlistJob,
    processDeadlineJob,
    mealVoucherDistributionJob(config),
    membershipCardJob,
    trainingJob,
    clubClassJob,
    retentionJob(config),
  ];
}

/** Whether `env` lets the server run its jobs (`JOBS` unset or anything but `off`). */
export function jobsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.JOBS !== 'off';
}

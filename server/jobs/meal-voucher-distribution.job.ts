/**
 * The meal-voucher distribution as a job of the server process: every tick it works the
 * due distribution tasks (server/modules/meal-voucher/distribution.ts). Durable without a
 * queue server: the tasks are rows claimed with FOR UPDATE SKIP LOCKED, so the job may run
 * in several processes, overlap the next tick, or die mid-run without losing or doubling a
 * voucher (docs/architecture.md).
 */
import type { Config } from '../config';
import { runMealVoucherDistribution } from '../modules/meal-voucher/distribution';
import type { Job } from './runner';

/** The job, signing voucher codes with `config.serverSecret`. */
export function mealVoucherDistributionJob(config: Pick<Config, 'serverSecret'>): Job {
  return {
    name: 'mealVoucherDistribution',
    run: (db, now) => runMealVoucherDistribution(db, now, config.serverSecret),
  };
}

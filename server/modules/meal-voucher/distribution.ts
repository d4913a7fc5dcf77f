/**
 * The durable distribution of meal vouchers (spec §4 "with per-person distribution";
 * docs/architecture.md "Durable jobs without a queue server"). Confirming an application
 * queues one task row per person (`mc_meal_voucher_task`: pending / done / failed,
 * attempts, next_attempt_at, last_error); the server's job runner calls
 * {@link runMealVoucherDistribution} every tick, which
 *
 * 1. claims one due pending task at a time with `FOR UPDATE SKIP LOCKED` in its own
 *    transaction (several processes, or two runs at once, never take the same task; a
 *    process that dies mid-task rolls back and the task stays pending for the next run);
 * 2. issues the person's vouchers — one per day of the validity and per daily quantity, each
 *    with a deterministic signed code that is unique in the table, so issuing twice inserts
 *    nothing new — or records the failure: the account disabled or deleted, or a person
 *    without an account lacking a valid phone. A failed attempt waits
 *    `BACKOFF_BASE_MS · 2^(attempts-1)`; after {@link DISTRIBUTION_MAX_ATTEMPTS} the task
 *    is failed (machines/meal-voucher.machine.ts, mealVoucherDistributionMachine);
 *    A person with an account is told once per application (`mealVoucherArrived`, message module);
 * 3. moves the application (row locked after the task, so of two runs finishing its last
 *    two tasks the second sees both) to distributed — or partiallyDistributed when some
 *    task failed — once none is pending. retryDistribution puts only the failed tasks back.
 */
import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import {
  mealVoucherDistributionMachine,
  mealVoucherMachine,
  type DistributionTaskState,
  type MealVoucherState,
} from '../../../machines/meal-voucher.machine';
import type { Db } from '../../db/client';
import {
  mcMealVoucher,
  mcMealVoucherApp,
  mcMealVoucherPerson,
  mcMealVoucherTask,
  mcTicketType,
  sysUser,
} from '../../db/schema/index';
import { addDays } from '../reserve/campus-time';
import { applyOrderStep } from '../catering/order-step';
import { notifyOrderStep, notifyVoucherArrived } from '../message/order-messages';
import { voucherCodeOf } from './voucher-code';

/** Attempts of one person's distribution before it is failed. */
export const DISTRIBUTION_MAX_ATTEMPTS = 5;
/** Wait after the first failed attempt; doubled after each further one. */
export const BACKOFF_BASE_MS = 60_000;

/** The wait after `attempts` failed attempts (exponential backoff), ms. */
export function backoffMs(attempts: number): number {
  return BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

/** The days `from`..`to` (inclusive, `YYYY-MM-DD`). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A failure of one attempt: a code of meal-voucher-errors with its params. */
export interface DistributionError {
  code: number;
  params: Record<string, unknown>;
}

/** Why `person` cannot receive vouchers now, or null when they can. */
async function failureOf(db: Db, person: { userId: number | null; phone: string }): Promise<DistributionError | null> {
  if (person.userId === null) {
    return /^1[0-9]{10}$/.test(person.phone) ? null : { code: Code.MEAL_VOUCHER_PHONE_MISSING, params: {} };
  }
  const [user] = await db.select({ status: sysUser.status }).from(sysUser).where(eq(sysUser.id, person.userId));
  if (!user) return { code: Code.MEAL_VOUCHER_ACCOUNT_DELETED, params: { userId: person.userId } };
  if (user.status !== 0) return { code: Code.MEAL_VOUCHER_ACCOUNT_DISABLED, params: { userId: person.userId } };
  return null;
}

/**
 * Queues one pending task per person of application `applicationId` (confirm). Tasks that
 * already exist are kept.
 */
export async function queueDistribution(db: Db, applicationId: number, now: Date): Promise<number> {
  const persons = await db
    .select({ id: mcMealVoucherPerson.id })
    .from(mcMealVoucherPerson)
    .where(eq(mcMealVoucherPerson.applicationId, applicationId));
  if (!persons.length) return 0;
  const rows = await db
    .insert(mcMealVoucherTask)
    .values(persons.map((p) => ({ applicationId, personId: p.id, nextAttemptAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: mcMealVoucherTask.id });
  return rows.length;
}

/**
 * Puts the failed tasks of `applicationId` back to pending, due now, attempts reset.
 * @returns how many
 */
export async function requeueFailed(db: Db, applicationId: number, now: Date): Promise<number> {
  const failed = await db
    .select({ id: mcMealVoucherTask.id, state: mcMealVoucherTask.state })
    .from(mcMealVoucherTask)
    .where(and(eq(mcMealVoucherTask.applicationId, applicationId), eq(mcMealVoucherTask.state, 'failed')))
    .for('update');
  for (const task of failed) {
    const step = applyOrderStep(
      mealVoucherDistributionMachine,
      { kind: 'mealVoucher', id: task.id, state: task.state, context: {} },
      { type: 'task.retry' },
    );
    await db
      .update(mcMealVoucherTask)
      .set({ state: step.value as DistributionTaskState, attempts: 0, nextAttemptAt: now, updatedAt: now })
      .where(eq(mcMealVoucherTask.id, task.id));
  }
  return failed.length;
}

/**
 * Moves application `applicationId` on, its row locked: confirmed → distributing, and
 * distributing → distributed / partiallyDistributed once no task is pending.
 * @returns whether it changed
 */
export async function advanceApplication(db: Db, applicationId: number, now: Date): Promise<boolean> {
  const [app] = await db
    .select({ id: mcMealVoucherApp.id, state: mcMealVoucherApp.state })
    .from(mcMealVoucherApp)
    .where(eq(mcMealVoucherApp.id, applicationId))
    // Not FOR UPDATE: a run working a task already holds a KEY SHARE lock on this row
    // (the foreign keys of the vouchers it inserted), which FOR UPDATE would wait on —
    // two runs doing so deadlock. NO KEY UPDATE still lets only one run advance it.
    .for('no key update');
  if (!app) return false;
  let state = app.state as MealVoucherState;
  const record = () => ({ kind: 'mealVoucher', id: app.id, state, context: {} as Record<string, never> });
  let changed = false;
  if (state === 'confirmed') {
    state = applyOrderStep(mealVoucherMachine, record(), { type: 'distribution.start' }).value as MealVoucherState;
    changed = true;
  }
  if (state === 'distributing') {
    const tally = await db
      .select({ state: mcMealVoucherTask.state, n: count() })
      .from(mcMealVoucherTask)
      .where(eq(mcMealVoucherTask.applicationId, applicationId))
      .groupBy(mcMealVoucherTask.state);
    const of = (s: string) => tally.find((t) => t.state === s)?.n ?? 0;
    if (of('pending') === 0) {
      state = applyOrderStep(mealVoucherMachine, record(), { type: 'distribution.finish', failed: of('failed') })
        .value as MealVoucherState;
      changed = true;
    }
  }
  if (changed) {
    await db
      .update(mcMealVoucherApp)
      .set({
        state,
        updatedAt: now,
        ...(state === 'distributed' || state === 'partiallyDistributed' ? { distributedAt: now } : {}),
      })
      .where(eq(mcMealVoucherApp.id, applicationId));
    await notifyOrderStep(db, 'mealVoucher', applicationId, app.state, null);
  }
  return changed;
}

/**
 * Claims and works one due pending task, in its own transaction.
 * @returns false when no task was due (or all due ones are taken by other runs)
 */
async function workOneTask(root: Db, now: Date, serverSecret: string): Promise<boolean> {
  return root.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(mcMealVoucherTask)
      .where(and(eq(mcMealVoucherTask.state, 'pending'), lte(mcMealVoucherTask.nextAttemptAt, now)))
      .orderBy(asc(mcMealVoucherTask.nextAttemptAt), asc(mcMealVoucherTask.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!task) return false;
    const [person] = await tx
      .select({
        id: mcMealVoucherPerson.id,
        userId: mcMealVoucherPerson.userId,
        phone: mcMealVoucherPerson.phone,
        ticketTypeId: mcMealVoucherPerson.ticketTypeId,
        quantityPerDay: mcMealVoucherPerson.quantityPerDay,
        priceCents: mcTicketType.priceCents,
        validFrom: mcMealVoucherApp.validFrom,
        validTo: mcMealVoucherApp.validTo,
      })
      .from(mcMealVoucherPerson)
      .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucherPerson.ticketTypeId))
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucherPerson.applicationId))
      .where(eq(mcMealVoucherPerson.id, task.personId));
    const record = { kind: 'mealVoucher', id: task.id, state: task.state, context: {} as Record<string, never> };
    const failure = await failureOf(tx, person);
    if (!failure) {
      const vouchers = daysOf(person.validFrom, person.validTo).flatMap((day) =>
        Array.from({ length: person.quantityPerDay }, (_, i) => ({
          code: voucherCodeOf(person.id, day, i + 1, serverSecret),
          applicationId: task.applicationId,
          personId: person.id,
          ticketTypeId: person.ticketTypeId,
          priceCents: person.priceCents,
          validFrom: day,
          validTo: day,
          issuedAt: now,
        })),
      );
      // The codes are unique: a voucher issued by an earlier (interrupted) run stays as it is.
      for (let i = 0; i < vouchers.length; i += 500)
        await tx
          .insert(mcMealVoucher)
          .values(vouchers.slice(i, i + 500))
          .onConflictDoNothing({ target: mcMealVoucher.code });
      const step = applyOrderStep(mealVoucherDistributionMachine, record, { type: 'attempt.succeed' });
      await tx
        .update(mcMealVoucherTask)
        .set({
          state: step.value as DistributionTaskState,
          attempts: task.attempts + 1,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(mcMealVoucherTask.id, task.id));
      if (person.userId !== null) await notifyVoucherArrived(tx, person.userId, task.applicationId);
    } else {
      const attempts = task.attempts + 1;
      const step = applyOrderStep(mealVoucherDistributionMachine, record, {
        type: 'attempt.fail',
        attempts,
        maxAttempts: DISTRIBUTION_MAX_ATTEMPTS,
      });
      await tx
        .update(mcMealVoucherTask)
        .set({
          state: step.value as DistributionTaskState,
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          lastError: JSON.stringify(failure),
          updatedAt: now,
        })
        .where(eq(mcMealVoucherTask.id, task.id));
    }
    await advanceApplication(tx, task.applicationId, now);
    return true;
  });
}

/**
 * One run of the distribution at `now` (a job of the server process; tests call it
 * directly, twice or in parallel): starts the confirmed applications, works the due tasks
 * (at most `limit`), then finishes the applications with nothing pending.
 * @returns how many tasks were worked
 */
export async function runMealVoucherDistribution(
  db: Db,
  now: Date,
  serverSecret: string,
  limit = 200,
): Promise<number> {
  const sweep = async () => {
    const open = await db
      .select({ id: mcMealVoucherApp.id })
      .from(mcMealVoucherApp)
      .where(inArray(mcMealVoucherApp.state, ['confirmed', 'distributing']));
    for (const app of open) await db.transaction((tx) => advanceApplication(tx, app.id, now));
  };
  await sweep();
  let worked = 0;
  while (worked < limit && (await workOneTask(db, now, serverSecret))) worked++;
  if (worked) await sweep();
  return worked;
}

/** The stored last error of a task as the detail shows it. */
export function parseLastError(text: string | null): DistributionError | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as DistributionError;
  } catch {
    return { code: Code.SERVER_ERROR, params: {} };
  }
}

/**
 * The saved versions processes run on: a form definition's version (its form and workflow,
 * platform/forms/form-definition.ts and platform/workflow/workflow-definition.ts) with the
 * workflow compiled into its process machine (machines/workflow-process.machine.ts).
 * Versions are never changed once written (schema/workflow.ts), so a compiled machine is
 * kept per (definition, version) for the life of the process: compiling is pure and cheap,
 * but the lists and every decision would otherwise repeat it.
 */
import { and, eq } from 'drizzle-orm';
import type { FormSchema } from '../../../platform/forms/form-definition';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { WorkflowDefinition } from '../../../platform/workflow/workflow-definition';
import { createWorkflowProcessMachine, type WorkflowProcessMachine } from '../../../machines/workflow-process.machine';
import type { Db } from '../../db/client';
import { formDefineVersion } from '../../db/schema/index';

/** One saved version, ready to run. */
export interface RunnableVersion {
  defineId: number;
  version: number;
  schema: FormSchema;
  workflow: WorkflowDefinition;
  machine: WorkflowProcessMachine;
}

/** Most versions kept compiled (the oldest used is dropped first). */
const CACHE_SIZE = 200;
const cache = new Map<string, RunnableVersion>();

/**
 * Version `version` of definition `defineId`, compiled.
 * @throws AppError NOT_FOUND when that version does not exist
 */
export async function runnableVersion(db: Db, defineId: number, version: number): Promise<RunnableVersion> {
  const key = `${defineId}:${version}`;
  const hit = cache.get(key);
  if (hit) {
    // Re-inserting keeps the map in least-recently-used order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const [row] = await db
    .select({ schema: formDefineVersion.schema, workflow: formDefineVersion.workflow })
    .from(formDefineVersion)
    .where(and(eq(formDefineVersion.defineId, defineId), eq(formDefineVersion.version, version)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  const runnable: RunnableVersion = {
    defineId,
    version,
    schema: row.schema,
    workflow: row.workflow,
    machine: createWorkflowProcessMachine(row.workflow),
  };
  cache.set(key, runnable);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return runnable;
}

/**
 * What a business process is about, as the process lists and the detail show it
 * (platform/contracts/workflow-process.contract.ts `BusinessSummary`): the module owning a
 * business type registers a reader ({@link onBusinessSummary}, at module load time, as
 * onProcessEnd hooks are), and the process queries ask it for the rows they answer.
 *
 * A reader gets `visible`, the SQL condition over `wf_process` that the caller sees the process
 * (its initiator, a holder of one of its tasks) restricted to the processes asked for and to the
 * reader's type, and must put it in the SQL of its query: a record's details are never read for a
 * process the caller does not see, whatever ids they send.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { BusinessSummary, BusinessType } from '../../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { wfProcess } from '../../db/schema/index';

/** Reads the summaries of the processes `visible` selects, in `lang`: `processId` → summary. */
export type BusinessSummaryReader = (
  db: Db,
  visible: SQL,
  lang: Lang,
) => Promise<{ processId: number; summary: BusinessSummary }[]>;

const readers = new Map<BusinessType, BusinessSummaryReader>();

/** Registers the reader of `businessType`'s summaries (one per type; a second replaces the first). */
export function onBusinessSummary(businessType: BusinessType, reader: BusinessSummaryReader): void {
  readers.set(businessType, reader);
}

/**
 * The summaries of `processes` (id and business type) that `visible` (the caller's visibility
 * condition) lets the caller see, one query per business type present with a reader.
 * @returns processId → summary (a process of a type without a reader, or out of sight, is absent)
 */
export async function businessSummaries(
  db: Db,
  visible: SQL,
  lang: Lang,
  processes: readonly { id: number; businessType: string }[],
): Promise<Map<number, BusinessSummary>> {
  const out = new Map<number, BusinessSummary>();
  const byType = new Map<BusinessType, number[]>();
  for (const p of processes) {
    const type = p.businessType as BusinessType;
    if (readers.has(type)) byType.set(type, [...(byType.get(type) ?? []), p.id]);
  }
  for (const [type, ids] of byType) {
    const where = and(visible, eq(wfProcess.businessType, type), inArray(wfProcess.id, ids))!;
    for (const r of await readers.get(type)!(db, where, lang)) out.set(r.processId, r.summary);
  }
  return out;
}

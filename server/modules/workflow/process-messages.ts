/**
 * In-app messages of approval processes (platform/contracts/message.contract.ts kinds
 * process*; texts in platform/i18n/locales/messages.ts), written in the transaction of the
 * change they report and linked to the process (`user_message.process_id`):
 *
 * - processTask to each person whose task opens; processCopied to each person copied;
 * - processDecided to the initiator on each decision by someone else (approve, reject,
 *   return, a deadline passing or rejecting) while the process goes on: `decision` (the
 *   history kind) and `by` (the decider's name; none for a deadline, whose text names the
 *   time limit instead);
 * - processEnded to the initiator when a form's or a conference-centre record's process ends
 *   approved or rejected (a booking's process tells its booker through the booking's own
 *   messages instead):
 *   `outcome`, and `context: 'timeLimit'` when a deadline ended it (i18next's context
 *   option: the texts `outcome.<outcome>_timeLimit` say the time limit decided);
 * - processUrged and processReminder (the initiator's urge, the deadline job's reminders);
 * - processOverdue to the initiator when a node's time limit passes and it only notifies
 *   (server/jobs/process-deadline.job.ts).
 *
 * Parameters carry the form's name in the three languages (`formCn`, `formEn`, `formTc`,
 * EN and TC falling back to CN), so a message reads in its reader's language.
 */
import { eq, inArray } from 'drizzle-orm';
import type { MessageKind } from '../../../platform/contracts/message.contract';
import type { BusinessType, HistoryKind } from '../../../platform/contracts/workflow-process.contract';
import type { WorkflowOutcome } from '../../../machines/workflow-process.machine';
import type { Db } from '../../db/client';
import { formDefine, sysUser, userMessage } from '../../db/schema/index';
import type { MessageParams } from '../message/message.service';

/** Decisions the initiator is told about. */
const DECISIONS: ReadonlySet<HistoryKind> = new Set(['approve', 'reject', 'return', 'timeoutPass', 'timeoutReject']);

/** Decisions of a node's time limit (the deadline job), not of a person. */
const TIMEOUTS: ReadonlySet<HistoryKind> = new Set(['timeoutPass', 'timeoutReject']);

/** What happened to a process, for its messages. */
export interface ProcessChange {
  processId: number;
  defineId: number;
  initiatorId: number;
  businessType: BusinessType;
  kind: HistoryKind;
  actorId: number | null;
  /** People whose tasks opened, and people copied. */
  opened: number[];
  copied: number[];
  /** The outcome when the change ended the process. */
  outcome: WorkflowOutcome | null;
}

/** The form's names and the initiator's name: what every process message says. */
export async function processParams(db: Db, defineId: number, initiatorId: number): Promise<MessageParams> {
  const [form] = await db
    .select({ cn: formDefine.name, en: formDefine.nameEn, tc: formDefine.nameTc })
    .from(formDefine)
    .where(eq(formDefine.id, defineId));
  const [initiator] = await db.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, initiatorId));
  const cn = form?.cn ?? '';
  return { formCn: cn, formEn: form?.en || cn, formTc: form?.tc || cn, initiator: initiator?.name ?? '' };
}

/** Writes one message of `kind` to each of `userIds` about process `processId` (one statement). */
export async function notifyProcess(
  db: Db,
  processId: number,
  userIds: readonly number[],
  kind: MessageKind,
  params: MessageParams,
): Promise<void> {
  if (!userIds.length) return;
  await db.insert(userMessage).values([...new Set(userIds)].map((userId) => ({ userId, kind, params, processId })));
}

/** The messages of one change (see the module comment). */
export async function notifyProcessChange(db: Db, change: ProcessChange): Promise<void> {
  const tellsInitiator =
    change.actorId !== change.initiatorId &&
    (change.outcome
      ? change.businessType !== 'RESERVATION' && change.outcome !== 'withdrawn'
      : DECISIONS.has(change.kind));
  if (!change.opened.length && !change.copied.length && !tellsInitiator) return;
  const params = await processParams(db, change.defineId, change.initiatorId);
  await notifyProcess(db, change.processId, change.opened, 'processTask', params);
  await notifyProcess(db, change.processId, change.copied, 'processCopied', params);
  if (!tellsInitiator) return;
  if (change.outcome) {
    await notifyProcess(db, change.processId, [change.initiatorId], 'processEnded', {
      ...params,
      outcome: change.outcome,
      ...(TIMEOUTS.has(change.kind) ? { context: 'timeLimit' } : {}),
    });
    return;
  }
  if (TIMEOUTS.has(change.kind)) {
    await notifyProcess(db, change.processId, [change.initiatorId], 'processDecided', {
      ...params,
      decision: change.kind,
    });
    return;
  }
  const [actor] = change.actorId
    ? await db
        .select({ name: sysUser.name })
        .from(sysUser)
        .where(inArray(sysUser.id, [change.actorId]))
    : [];
  await notifyProcess(db, change.processId, [change.initiatorId], 'processDecided', {
    ...params,
    by: actor?.name ?? '',
    decision: change.kind,
  });
}

/**
 * Which workflow approves a conference-centre record (spec §2 variant 5 /auditing,
 * /mealVoucherAudit, /foodDeliveryAudit), and starting and closing its process.
 *
 * The administrator names the form per kind in the business dictionary
 * {@link APPROVAL_FORM_DICT} (back office /dictionary): an enabled item whose value is
 * `<KIND>:<form definition id>` — `RESERVE_ORDER:12`, `FOOD_DELIVERY:12`, `MEAL_VOUCHER:12` — sends
 * every new record of that kind through that form's workflow (the first enabled item of the kind
 * by sort, then id; its labels are the administrator's own words). No item (or a disabled one, a
 * disabled dictionary, a disabled form, a form never saved) leaves the kind without a workflow:
 * its records wait for the staff's audit in the back office, as they always did.
 * The seed binds the three kinds to one form "Conference-centre approval" whose single node asks
 * the applicant's department leader (LEADER level 1); see server/db/seed-conference-approval.ts.
 */
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import type { BusinessType, ConferenceBusinessType } from '../../../platform/contracts/workflow-process.contract';
import type { Db } from '../../db/client';
import { formDefine, sysDictItem, sysDictType } from '../../db/schema/index';
import { closeBusinessProcess, startProcess } from '../workflow/process-engine';

/** The code of the business dictionary naming the approval form per kind. */
export const APPROVAL_FORM_DICT = 'mcApprovalForm';

/** The dictionary item value binding `kind` to form definition `defineId`. */
export function approvalFormValue(kind: ConferenceBusinessType, defineId: number): string {
  return `${kind}:${defineId}`;
}

/**
 * The form definition approving new records of `kind` (see the module comment), as business
 * dictionary `dict` binds it (other domains keep their own dictionary of the same shape: the
 * fitness club's `clubApprovalForm`).
 * @returns the definition's id, or null when the kind has no workflow
 */
export async function approvalFormFor(
  db: Db,
  kind: BusinessType,
  dict: string = APPROVAL_FORM_DICT,
): Promise<number | null> {
  const [row] = await db
    .select({ id: formDefine.id })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .innerJoin(
      formDefine,
      sql`${formDefine.id}::text = substr(${sysDictItem.value}, ${sql.raw(String(kind.length + 2))})`,
    )
    .where(
      and(
        eq(sysDictType.code, dict),
        eq(sysDictType.status, 0),
        eq(sysDictItem.status, 0),
        like(sysDictItem.value, `${kind}:%`),
        eq(formDefine.status, 0),
        gt(formDefine.currentVersion, 0),
      ),
    )
    .orderBy(asc(sysDictItem.sort), asc(sysDictItem.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Starts the department approval of record `recordId` of `kind`, applied for by `initiatorId`,
 * when the kind has a workflow; call in the transaction that adds the record, after it is
 * written (both or neither). The applicant need not be among the form's starters.
 * @returns the process id, or null when the kind has no workflow (the record waits for the staff)
 * @throws AppError FORM_VALUES_INVALID, CANDIDATE_REQUIRED, CANDIDATE_OUT_OF_RANGE (a form the
 *   administrator gave required fields or a node the initiator must choose for), rolling the add back
 */
export async function startConferenceApproval(
  db: Db,
  kind: ConferenceBusinessType,
  recordId: number,
  initiatorId: number,
  now: Date,
): Promise<number | null> {
  const defineId = await approvalFormFor(db, kind);
  if (defineId === null) return null;
  return startProcess(
    db,
    {
      defineId,
      initiatorId,
      formValues: {},
      customChoices: {},
      businessType: kind,
      businessKey: String(recordId),
      checkStarter: false,
      now,
    },
    null,
  );
}

/**
 * Closes the open approval process of record `recordId` of `kind`, if any, without running the
 * record's hook (the record changed itself): `withdrawn` when its applicant cancelled it or the
 * staff audited it in the back office, `rejected` (with the staff's reason) when the staff rejected
 * it. The approver's task is cancelled and leaves their queue.
 * @returns whether a process was closed
 */
export function closeConferenceApproval(
  db: Db,
  kind: ConferenceBusinessType,
  recordId: number,
  outcome: 'rejected' | 'withdrawn',
  comment: string | null,
  now: Date,
): Promise<boolean> {
  return closeBusinessProcess(db, kind, String(recordId), outcome, comment, now);
}

/**
 * Bookings that go through an approval workflow (spec §2 /formRule, /audit): a booking that
 * needs approval (its site or its reservation rule says so) and that a form rule applies to
 * (server/modules/workflow/form-rule.queries.ts) comes with the form's values, checked
 * against the form's latest version. Asked only on the pendingAudit path, so a booking that
 * needs no approval costs no statement here.
 */
import { formValueProblems } from '../../../platform/forms/form-values-schema';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { formRuleFor, type BookingPlace, type FormRuleMatch } from '../workflow/form-rule.queries';

/** What the booker filled in for the approval: the form's values and their choices of people per CUSTOM node. */
export interface ApprovalInput {
  formValues: Record<string, unknown>;
  customChoices: Record<string, number[]>;
}

/**
 * The form a pending booking at `place` needs, with `approval`'s values checked against it;
 * null when no form rule applies (the booking waits for /audit).
 * @throws AppError FORM_VALUES_INVALID (`field`, `context`: the first problem) when the values do not fit the form
 */
export async function approvalFormOf(
  db: Db,
  place: BookingPlace,
  approval: ApprovalInput | undefined,
): Promise<FormRuleMatch | null> {
  const form = await formRuleFor(db, place);
  if (!form) return null;
  const problem = formValueProblems(form.schema, approval?.formValues ?? {});
  if (problem) throw new AppError(Code.FORM_VALUES_INVALID, problem, problem);
  return form;
}

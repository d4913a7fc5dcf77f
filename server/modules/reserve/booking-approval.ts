/**
 * Bookings that go through an approval workflow (spec §2 /formRule, /audit): a booking that
 * needs approval (its site or its reservation rule says so) and that a form rule applies to
 * (server/modules/workflow/form-rule.queries.ts) starts a process of the form in the booking's
 * transaction, with the booker as initiator; the booking stays pendingAudit, holding its slot,
 * until the process ends (./booking-process-end.ts). Asked only on the pendingAudit path, so a
 * booking that needs no approval costs no statement here; without a form rule the booking waits
 * for /audit as before.
 */
import type { Db } from '../../db/client';
import { startProcess } from '../workflow/process-engine';
import { formRuleFor, type BookingPlace } from '../workflow/form-rule.queries';

/** What the booker filled in for the approval: the form's values and their choices of people per CUSTOM node. */
export interface ApprovalInput {
  formValues: Record<string, unknown>;
  customChoices: Record<string, number[]>;
}

/**
 * Starts the approval process of pending booking `reservationId` at `place` when a form rule
 * applies (the booker need not be among the form's starters); call in the booking's
 * transaction, after the reservation is written.
 * @returns the process id, or null when no form rule applies (the booking waits for /audit)
 * @throws AppError FORM_VALUES_INVALID, CANDIDATE_REQUIRED, CANDIDATE_OUT_OF_RANGE (the engine's
 *   checks of the values and of the people chosen), which roll the booking back
 */
export async function startBookingApproval(
  db: Db,
  place: BookingPlace,
  booking: { reservationId: number; userId: number; approval: ApprovalInput | undefined; now: Date },
): Promise<number | null> {
  const form = await formRuleFor(db, place);
  if (!form) return null;
  return startProcess(
    db,
    {
      defineId: form.defineId,
      initiatorId: booking.userId,
      formValues: booking.approval?.formValues ?? {},
      customChoices: booking.approval?.customChoices ?? {},
      businessType: 'RESERVATION',
      businessKey: String(booking.reservationId),
      checkStarter: false,
      now: booking.now,
    },
    null,
  );
}

/**
 * Messages about the catering and meeting-service lifecycles (DESIGN.md §5): the one place
 * that tells an applicant their meeting service order, food-delivery order or meal-voucher
 * application has moved to a new state (`orderStepped`), and a person that meal vouchers
 * have arrived for them (`mealVoucherArrived`). Every stored step calls
 * {@link notifyOrderStep} with the transaction that stores it (a rolled back step sends
 * nothing); the applicant's own steps (e.g. cancelling their own order) send nothing.
 *
 * The terminal page each message opens is {@link messageLink}'s.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mcFoodDeliveryOrder, mcMealVoucherApp, mcReserveOrder, userMessage } from '../../db/schema/index';
import { notify, type MessageParams } from './message.service';

/** The lifecycles whose steps are announced (their machine's i18n namespace). */
export type SteppedKind = 'reserveOrder' | 'foodDelivery' | 'mealVoucher';

/** The applicant, human number and stored state of record `id` of `kind`; undefined when missing. */
async function recordOf(
  db: Db,
  kind: SteppedKind,
  id: number,
): Promise<{ applicantUserId: number; no: string; state: string } | undefined> {
  if (kind === 'reserveOrder') {
    const [row] = await db
      .select({
        applicantUserId: mcReserveOrder.applicantUserId,
        no: mcReserveOrder.orderNo,
        state: mcReserveOrder.status,
      })
      .from(mcReserveOrder)
      .where(eq(mcReserveOrder.id, id));
    return row;
  }
  if (kind === 'foodDelivery') {
    const [row] = await db
      .select({
        applicantUserId: mcFoodDeliveryOrder.applicantUserId,
        no: mcFoodDeliveryOrder.orderNo,
        state: mcFoodDeliveryOrder.state,
      })
      .from(mcFoodDeliveryOrder)
      .where(eq(mcFoodDeliveryOrder.id, id));
    return row;
  }
  const [row] = await db
    .select({
      applicantUserId: mcMealVoucherApp.applicantUserId,
      no: mcMealVoucherApp.applicationNo,
      state: mcMealVoucherApp.state,
    })
    .from(mcMealVoucherApp)
    .where(eq(mcMealVoucherApp.id, id));
  return row;
}

/**
 * Tells the applicant of record `id` of `kind` its new (stored) state, when it differs from
 * `from` and the step was not their own: an `orderStepped` message with params
 * `{ kind, id, orderNo, state }` (the state's text is read from `<kind>:state.<state>` in the
 * reader's language). Call after storing the step, in its transaction.
 * @param actorUserId who took the step; null for the server's own jobs
 * @returns the new message's id, or null when none was due
 */
export async function notifyOrderStep(
  db: Db,
  kind: SteppedKind,
  id: number,
  from: string,
  actorUserId: number | null,
): Promise<number | null> {
  const record = await recordOf(db, kind, id);
  if (!record || record.state === from || record.applicantUserId === actorUserId) return null;
  return notify(db, record.applicantUserId, 'orderStepped', { kind, id, orderNo: record.no, state: record.state });
}

/**
 * Tells `userId` that the vouchers of application `applicationId` have arrived
 * (`mealVoucherArrived`, params `{ applicationId, applicationNo }`), once per application and
 * person: a second call (a retried or repeated distribution) writes nothing.
 * @returns the new message's id, or null when the person was told already
 */
export async function notifyVoucherArrived(db: Db, userId: number, applicationId: number): Promise<number | null> {
  const [told] = await db
    .select({ id: userMessage.id })
    .from(userMessage)
    .where(
      and(
        eq(userMessage.userId, userId),
        eq(userMessage.kind, 'mealVoucherArrived'),
        sql`${userMessage.params}->>'applicationId' = ${String(applicationId)}`,
      ),
    )
    .limit(1);
  if (told) return null;
  const [app] = await db
    .select({ no: mcMealVoucherApp.applicationNo })
    .from(mcMealVoucherApp)
    .where(eq(mcMealVoucherApp.id, applicationId));
  if (!app) return null;
  return notify(db, userId, 'mealVoucherArrived', { applicationId, applicationNo: app.no });
}

/** The terminal page of each stepped kind's applicant (the meeting's own page takes its id). */
const STEPPED_PAGE: Record<SteppedKind, (id: unknown) => string> = {
  reserveOrder: (id) => `/conferenceDetails?id=${String(id)}`,
  foodDelivery: () => '/foodDeliveryOrder',
  mealVoucher: () => '/mealVouchers',
};

/**
 * The terminal page a message opens, from its kind and stored params; null when it has none
 * of its own (a booking's message opens the booking's page through its `reservationId`).
 * - `orderStepped`: /conferenceDetails?id= (meeting service order), /foodDeliveryOrder, /mealVouchers;
 * - `mealVoucherArrived`: /myMealVoucher;
 * - `clubClass`: /fitnessCenter/courseRecords (the member's class bookings);
 * - `clubPrivate`: /fitnessCenter/private (the member's private sessions);
 * - `clubTraining`: /train/registrationRecord (the member's training registrations and tokens);
 * - `reminder` of a meeting service order's booking (params `orderId`): /conferenceDetails?id=.
 */
export function messageLink(kind: string, params: unknown): string | null {
  const p = (params && typeof params === 'object' ? params : {}) as MessageParams;
  if (kind === 'orderStepped' && typeof p.kind === 'string' && p.kind in STEPPED_PAGE)
    return STEPPED_PAGE[p.kind as SteppedKind](p.id);
  if (kind === 'mealVoucherArrived') return '/myMealVoucher';
  if (kind === 'clubClass') return '/fitnessCenter/courseRecords';
  if (kind === 'clubPrivate') return '/fitnessCenter/private';
  if (kind === 'clubTraining') return '/train/registrationRecord';
  if (kind === 'reminder' && p.orderId !== undefined && p.orderId !== '') return STEPPED_PAGE.reserveOrder(p.orderId);
  return null;
}

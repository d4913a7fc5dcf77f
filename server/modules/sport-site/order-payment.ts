/**
 * Sport orders paid at the club's desk (docs/fitness-sites.md "Payment at the desk"): an unpaid order (a booking of
 * a sport site priced by its bands, confirmed and active) is paid through the club's payment interface
 * (../fitness/payment.ts: the manual provider records it at once, the test provider leaves it pending until its
 * signed callback), writing one ledger row of item kind `site` and one `sport_order_payment` row keyed by the
 * reservation, in the call's transaction. A paid order cancelled is refunded — a ledger row of kind `refund`, to
 * the method and provider it was paid with — in the cancel's transaction (the hook registered on
 * ../reserve/reserve.service.ts `reservationCancelHooks`).
 *
 * Concurrency: paying locks the reservation row first (the row every cancel locks too), so two payments of one
 * order queue — the second finds the payment row and answers SPORT_ORDER_PAID — and a payment and a cancel queue:
 * a cancel after the payment refunds it, a payment after the cancel finds the order no longer payable. The primary
 * key of `sport_order_payment` is the last guard.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubPayment, reservation, sportOrderPayment, sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { payMethodOf, providerNamed, recordPayment, type PaymentProvider } from '../fitness/payment';
import { reservationCancelHooks } from '../reserve/reserve.service';

/** The statuses of an order that may be paid: confirmed and active (not pending approval, not ended badly). */
export const PAYABLE_STATUSES = ['approved', 'checkedIn', 'completed'] as const;

/** An order as the payment needs it: who booked, where, when, its status and its price from the bands, cents. */
export interface PayableOrder {
  id: number;
  userId: number;
  siteName: string;
  start: string;
  end: string;
  status: string;
  amountCents: number;
}

/**
 * Locks reservation `id` for the rest of the transaction (the row a cancel locks too). Called before reading the
 * order: a read after the lock sees the status and payment as they stand.
 */
export async function lockOrder(db: Db, id: number): Promise<void> {
  await db.select({ id: reservation.id }).from(reservation).where(eq(reservation.id, id)).for('update');
}

/**
 * Pays `order` (read after {@link lockOrder}, in the caller's data scope) by method `methodId` through `provider`:
 * one ledger sale of item kind `site` for the member on the open business day and the order's payment row.
 * @returns the ledger row's id
 * @throws AppError SPORT_ORDER_PAID (a payment row exists), SPORT_ORDER_NOT_PAYABLE (free, or not confirmed and
 *   active), PAY_METHOD_UNKNOWN
 */
export async function payOrder(
  db: Db,
  me: Principal,
  order: PayableOrder,
  methodId: number,
  now: Date,
  provider: PaymentProvider,
): Promise<number> {
  const [paid] = await db
    .select({ state: sportOrderPayment.state })
    .from(sportOrderPayment)
    .where(eq(sportOrderPayment.reservationId, order.id));
  if (paid) throw new AppError(Code.SPORT_ORDER_PAID, { id: order.id });
  if (order.amountCents <= 0 || !(PAYABLE_STATUSES as readonly string[]).includes(order.status))
    throw new AppError(Code.SPORT_ORDER_NOT_PAYABLE, { id: order.id, status: order.status });
  const method = await payMethodOf(db, methodId);
  const paymentId = (await recordPayment(
    db,
    {
      kind: 'sale',
      amountCents: order.amountCents,
      methodId: method.id,
      item: 'site',
      itemKind: 'site',
      // The ledger's description: the site and the booked range as stored (names are the site's own).
      description: `${order.siteName} ${order.start.slice(0, 16)}–${order.end.slice(11, 16)}`,
      quantity: 1,
      cardId: null,
      eventId: null,
      userId: order.userId,
      staffUserId: me.userId,
      at: now,
    },
    provider,
  )) as number;
  await db.insert(sportOrderPayment).values({
    reservationId: order.id,
    userId: order.userId,
    orgId: sql`(select ${sysUser.orgId} from ${sysUser} where ${sysUser.id} = ${order.userId})`,
    amountCents: order.amountCents,
    methodId: method.id,
    paymentId,
    paidBy: me.userId,
    paidAt: now,
  });
  return paymentId;
}

/**
 * The cancel hook: the paid orders among the cancelled reservations `ids` are refunded in full, each by a ledger
 * refund row to the method and provider it was paid with (linked to its sale), and their payment rows end
 * `refunded`. Runs in the cancel's transaction, the reservations already locked by it.
 */
export async function refundCancelledOrders(db: Db, ids: number[], by: number | null, now: Date): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .select({ payment: sportOrderPayment, sale: clubPayment })
    .from(sportOrderPayment)
    .innerJoin(clubPayment, eq(clubPayment.id, sportOrderPayment.paymentId))
    .where(and(inArray(sportOrderPayment.reservationId, ids), eq(sportOrderPayment.state, 'paid')))
    .for('update', { of: sportOrderPayment });
  for (const { payment, sale } of rows) {
    const refundId = (await recordPayment(
      db,
      {
        kind: 'refund',
        amountCents: payment.amountCents,
        methodId: sale.methodId,
        item: 'site',
        itemKind: 'site',
        description: sale.description,
        quantity: 1,
        cardId: null,
        eventId: null,
        userId: sale.userId,
        staffUserId: by,
        at: now,
        refundOfId: sale.id,
      },
      providerNamed(sale.provider),
    )) as number;
    await db
      .update(sportOrderPayment)
      .set({ state: 'refunded', refundPaymentId: refundId, refundedAt: now })
      .where(eq(sportOrderPayment.reservationId, payment.reservationId));
  }
}

/** The cancel hook (reservationCancelHooks): refunds the paid orders among the cancelled `ids`, by the canceller. */
export async function refundOnCancel(db: Db, ids: number[], principal: Principal, now: Date): Promise<void> {
  await refundCancelledOrders(db, ids, principal.userId, now);
}

if (!reservationCancelHooks.includes(refundOnCancel)) reservationCancelHooks.push(refundOnCancel);

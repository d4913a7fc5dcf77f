/**
 * Payments of the fitness club: the ledger `club_payment` and the one interface a payment
 * provider implements (docs/fitness.md "Payments", docs/fitness-cashier.md). With the `manual`
 * provider (the default) staff take the money at the desk and record it: the row is stored and
 * answered at once. The `test` provider (PAYMENT_PROVIDER=test) answers "pending": the row is
 * stored with an order awaiting the provider's signed callback (test-provider.ts).
 *
 * Every row is dated in a business day that is not closed (the daily close, day-close.ts): the
 * campus day of its time, or the first day after it not closed yet. Recording a row holds the
 * close lock shared, a close holds it exclusively, so no row slips into a day being closed.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addIsoDays } from '../../../platform/fitness/choose-card';
import type { SaleItemKind } from '../../../platform/fitness/sale-items';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubDayClose, clubPayMethod, clubPayment, clubPayOrder, sysUser } from '../../db/schema/index';
import { todayAt } from './card-store';

/** A payment to collect or give back: cents (positive), method, item, card/event, member, staff. */
export interface PaymentRequest {
  kind: 'sale' | 'refund';
  amountCents: number;
  methodId: number;
  /** What is paid: buy, renew, upgrade, transfer, delay, leave, credit, refund, or `item` (a desk sale). */
  item: string;
  cardId: number | null;
  eventId: number | null;
  userId: number;
  staffUserId: number | null;
  at: Date;
  /** The kind of item (platform/fitness/sale-items.ts); default `card`. */
  itemKind?: SaleItemKind;
  /** A desk sale's description, quantity and coach. */
  description?: string;
  quantity?: number;
  coachId?: number | null;
  /** A desk item's refund: the sale it gives money back for, and why. */
  refundOfId?: number | null;
  reason?: string;
}

/**
 * A payment provider: collects (or refunds) a payment and answers its reference, and whether the
 * payment is complete (`paid`) or awaits the provider's callback (`pending`). A provider that cannot
 * take the payment throws; the caller's transaction then stores nothing.
 */
export interface PaymentProvider {
  name: string;
  settle(request: PaymentRequest): Promise<{ reference: string | null; status?: 'paid' | 'pending' }>;
}

/** Staff recorded the payment themselves (cash, card terminal, transfer): nothing to call. */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  settle: async () => ({ reference: null, status: 'paid' }),
};

/**
 * The test provider: every payment answers "pending" with a fresh order number; the order is paid
 * when the provider's signed callback arrives (`POST /api/fitness/pay/callback`, test-provider.ts).
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  settle: async () => ({ reference: `T${randomUUID().replace(/-/g, '')}`, status: 'pending' }),
};

/** The provider a setting names (Config.paymentProvider; `manual` unless `test`). */
export const providerNamed = (name: string | undefined): PaymentProvider =>
  name === 'test' ? testProvider : manualProvider;

/** The key of the daily close's advisory lock (held shared by each row recorded, exclusive by a close). */
export const DAY_CLOSE_LOCK = 2_560_000;

/**
 * The business day a row recorded at `at` counts in: the campus day of `at`, or the first day after it
 * that is not closed. Takes the close lock shared for the rest of the transaction.
 */
export async function businessDayOf(db: Db, at: Date): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${DAY_CLOSE_LOCK})`);
  let day = todayAt(at);
  const closed = await db
    .select({ day: clubDayClose.day })
    .from(clubDayClose)
    .where(gte(clubDayClose.day, day))
    .orderBy(asc(clubDayClose.day));
  for (const c of closed) {
    if (c.day !== day) break;
    day = addIsoDays(day, 1);
  }
  return day;
}

/**
 * The enabled payment method `methodId`, its row locked for share so it cannot be disabled meanwhile.
 * @throws AppError PAY_METHOD_UNKNOWN
 */
export async function payMethodOf(db: Db, methodId: number | undefined) {
  if (!methodId) throw new AppError(Code.PAY_METHOD_UNKNOWN, { methodId: methodId ?? '' });
  const [method] = await db
    .select()
    .from(clubPayMethod)
    .where(and(eq(clubPayMethod.id, methodId), eq(clubPayMethod.enabled, true)));
  if (!method) throw new AppError(Code.PAY_METHOD_UNKNOWN, { methodId });
  return method;
}

/**
 * Settles `request` through `provider` and records it in the ledger on its business day, with the
 * member's organisation (the data scope's column); a pending payment gets its order (`club_pay_order`).
 * Nothing for 0 cents.
 * @returns the ledger row's id, or null for a zero amount
 */
export async function recordPayment(
  db: Db,
  request: PaymentRequest,
  provider: PaymentProvider = manualProvider,
): Promise<number | null> {
  if (request.amountCents <= 0) return null;
  const businessDay = await businessDayOf(db, request.at);
  const { reference, status } = await provider.settle(request);
  const [row] = await db
    .insert(clubPayment)
    .values({
      ...request,
      coachId: request.coachId ?? null,
      provider: provider.name,
      providerRef: reference,
      businessDay,
      orgId: sql`(select ${sysUser.orgId} from ${sysUser} where ${sysUser.id} = ${request.userId})`,
    })
    .returning({ id: clubPayment.id });
  if (status === 'pending' && reference)
    await db.insert(clubPayOrder).values({
      orderNo: reference,
      paymentId: row.id,
      provider: provider.name,
      amountCents: request.amountCents,
      createdAt: request.at,
    });
  return row.id;
}

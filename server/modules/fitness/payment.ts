/**
 * Payments of the fitness club: the ledger `club_payment` and the one interface a payment
 * provider implements. With no provider configured (today's only case), staff take the money
 * at the desk and record it: the `manual` provider stores the row and answers at once.
 */
import { and, eq } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubPayMethod, clubPayment } from '../../db/schema/index';

/** A payment to collect or give back: cents (positive), method, item, card/event, member, staff. */
export interface PaymentRequest {
  kind: 'sale' | 'refund';
  amountCents: number;
  methodId: number;
  /** What is paid: buy, renew, upgrade, transfer, delay, leave, credit, refund. */
  item: string;
  cardId: number | null;
  eventId: number | null;
  userId: number;
  staffUserId: number | null;
  at: Date;
}

/**
 * A payment provider: collects (or refunds) a payment and answers its reference. A provider
 * that cannot complete the payment throws; the caller's transaction then stores nothing.
 */
export interface PaymentProvider {
  name: string;
  settle(request: PaymentRequest): Promise<{ reference: string | null }>;
}

/** Staff recorded the payment themselves (cash, card terminal, transfer): nothing to call. */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  settle: async () => ({ reference: null }),
};

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
 * Settles `request` through `provider` and records it in the ledger (nothing for 0 cents).
 * @returns the ledger row's id, or null for a zero amount
 */
export async function recordPayment(
  db: Db,
  request: PaymentRequest,
  provider: PaymentProvider = manualProvider,
): Promise<number | null> {
  if (request.amountCents <= 0) return null;
  const { reference } = await provider.settle(request);
  const [row] = await db
    .insert(clubPayment)
    .values({ ...request, provider: provider.name, providerRef: reference })
    .returning({ id: clubPayment.id });
  return row.id;
}

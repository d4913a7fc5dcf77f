/**
 * What a member pays for a card type: the list price, or the type's internal price when the member is an
 * internal member on the day (club_inner_member valid that day, naming this type or no type; docs/fitness-cashier.md
 * "Internal members' prices"). Renewals price the same way; an upgrade's difference stays between list prices.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubCardType, clubInnerMember } from '../../db/schema/index';

/** The condition "the internal membership is valid on `day`" (ISO campus date), over `club_inner_member`. */
export const innerValidOn = (day: string): SQL =>
  and(lte(clubInnerMember.validFrom, day), gte(clubInnerMember.validTo, day)) as SQL;

/** The price of a card type to one member on one day, cents, and whether it is the internal price. */
export interface MemberPrice {
  priceCents: number;
  inner: boolean;
}

/**
 * The price member `userId` pays for `type` on `day` (ISO campus date): the type's internal price when it has
 * one and the member holds an internal membership valid that day for this type or for any type; else the list
 * price.
 */
export async function memberPriceOf(
  db: Db,
  type: Pick<typeof clubCardType.$inferSelect, 'id' | 'priceCents' | 'innerPriceCents'>,
  userId: number,
  day: string,
): Promise<MemberPrice> {
  if (type.innerPriceCents === null) return { priceCents: type.priceCents, inner: false };
  const [inner] = await db
    .select({ id: clubInnerMember.id })
    .from(clubInnerMember)
    .where(
      and(
        eq(clubInnerMember.userId, userId),
        innerValidOn(day),
        sql`(${clubInnerMember.cardTypeId} is null or ${clubInnerMember.cardTypeId} = ${type.id})`,
      ),
    );
  return inner ? { priceCents: type.innerPriceCents, inner: true } : { priceCents: type.priceCents, inner: false };
}

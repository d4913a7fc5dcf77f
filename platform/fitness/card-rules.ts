/**
 * The operation rules of a card type (docs/fitness.md), stored as JSON in
 * `club_card_type.rules` and validated by the card-type contract. Money in cents, periods in days.
 */
import { z } from 'zod';

/** Leave (freeze) quota of days for a card of at least `minValidDays` days. */
export const LeaveQuota = z.object({ minValidDays: z.number().int().min(0), days: z.number().int().min(0) });

/** The per-type rules of renewal, upgrade, transfer, delay, leave and refund. */
export const CardTypeRules = z.object({
  renew: z.object({ allowed: z.boolean() }).default({ allowed: true }),
  /** Upgrade within `windowDays` of the start, paying the price difference. */
  upgrade: z.object({ allowed: z.boolean(), windowDays: z.number().int().min(0).max(3650) }).default({
    allowed: false,
    windowDays: 0,
  }),
  transfer: z
    .object({ allowed: z.boolean(), maxTimes: z.number().int().min(0).max(100), feeCents: z.number().int().min(0) })
    .default({ allowed: false, maxTimes: 0, feeCents: 0 }),
  delay: z
    .object({ allowed: z.boolean(), feeCents: z.number().int().min(0), maxDays: z.number().int().min(0).max(3650) })
    .default({ allowed: false, feeCents: 0, maxDays: 0 }),
  leave: z
    .object({
      allowed: z.boolean(),
      /** Quotas by card length: the largest `minValidDays` not above the type's period applies. */
      quota: z.array(LeaveQuota).max(20),
      minDays: z.number().int().min(1).max(3650),
      maxTimes: z.number().int().min(0).max(100),
      reasons: z.array(z.string().trim().min(1).max(64)).max(20),
      feeCents: z.number().int().min(0),
      approvalRequired: z.boolean(),
    })
    .default({ allowed: false, quota: [], minDays: 1, maxTimes: 0, reasons: [], feeCents: 0, approvalRequired: false }),
  refund: z
    .object({ allowed: z.boolean(), to: z.enum(['original', 'storedValue']), partial: z.boolean() })
    .default({ allowed: false, to: 'original', partial: false }),
});
export type CardTypeRules = z.output<typeof CardTypeRules>;

/** The leave quota (days) of a type whose period is `validDays` (0 when no quota row applies). */
export function leaveQuotaOf(rules: CardTypeRules, validDays: number | null): number {
  const len = validDays ?? 0;
  const rows = rules.leave.quota.filter((q) => q.minValidDays <= len).sort((a, b) => b.minValidDays - a.minValidDays);
  return rows[0]?.days ?? 0;
}

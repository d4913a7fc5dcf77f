/**
 * The two kinds of statement the conference-centre terminal shows (spec §2 Variant 5) and their
 * pages: meeting statements at /settlement and /settlementDetail?id=, catering statements at
 * /cateringSettlement and /cateringSettlementDetail?id=. One set of components takes the kind.
 */
import type { OrgSettlementKind } from '../../platform/contracts/org-settlement.contract';

/** The list's and the detail's path of each kind. */
export const SETTLEMENT_PAGES: Readonly<Record<OrgSettlementKind, { list: string; detail: string }>> = {
  meeting: { list: '/settlement', detail: '/settlementDetail' },
  catering: { list: '/cateringSettlement', detail: '/cateringSettlementDetail' },
};

/** The other kind (the list's link to its pages). */
export function otherKind(kind: OrgSettlementKind): OrgSettlementKind {
  return kind === 'meeting' ? 'catering' : 'meeting';
}

/** The URL of statement `id`'s detail page. */
export function detailUrl(kind: OrgSettlementKind, id: number): string {
  return `${SETTLEMENT_PAGES[kind].detail}?id=${id}`;
}

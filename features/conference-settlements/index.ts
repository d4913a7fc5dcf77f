/**
 * My organisation's statements on the conference-centre terminal (spec §2 Variant 5): meeting
 * statements (/settlement, /settlementDetail?id=) and catering statements (/cateringSettlement,
 * /cateringSettlementDetail?id=), one list page and one detail page taking the kind.
 */
export { OrgSettlementListPage, SETTLEMENT_PAGE_SIZE, type OrgSettlementListPageProps } from './list-page';
export { OrgSettlementDetailPage, type OrgSettlementDetailPageProps } from './detail-page';
export { SETTLEMENT_PAGES } from './kinds';

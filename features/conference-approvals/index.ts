/**
 * The conference centre's department approvals on the variant-5 terminal (spec §2 Variant 5):
 * the approver's queue of meeting orders, food deliveries and meal-voucher applications
 * (/auditing) and its one-kind views (/mealVoucherAudit, /foodDeliveryAudit).
 */
export { ApprovalQueuePage, type ApprovalQueuePageProps } from './approval-queue-page';

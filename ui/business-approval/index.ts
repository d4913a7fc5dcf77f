/**
 * The department approval of the conference centre's records as their applicants see it
 * (spec §2 variant 5): the notice that a record waits for its department's approval.
 */
export { BusinessApprovalNotice, type BusinessApprovalNoticeProps } from './approval-notice';

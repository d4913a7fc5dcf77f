/**
 * The approvers' and initiators' pages. The back office's lists are declared in routes.ts
 * (lazy pages); the terminal's /auditCenter, /auditDetail and /examine are exported here.
 */
export { AuditCenterPage, AUDIT_CENTER_PAGE_SIZE } from './audit-center-page';
export { AuditDetailPage, terminalResubmitHref } from './audit-detail-page';
export { ExaminePage } from './examine-page';

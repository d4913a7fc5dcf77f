/**
 * The conference centre's department approvals (spec §2 variant 5 /auditing, /mealVoucherAudit,
 * /foodDeliveryAudit): meeting service orders, food-delivery orders and meal-voucher applications
 * approved by the applicant's department on the workflow engine. Importing this module registers
 * the records' process-end hooks (./approval-end.ts) and their summaries (./summaries.ts); the
 * records' handlers start and close the processes through ./approval-form.ts.
 */
import './approval-end';
import './summaries';

export {
  APPROVAL_FORM_DICT,
  approvalFormFor,
  approvalFormValue,
  closeConferenceApproval,
  startConferenceApproval,
} from './approval-form';

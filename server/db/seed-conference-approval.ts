/**
 * The demo department approval of the conference centre (spec §2 variant 5 /auditing;
 * server/modules/conference-approval): a form "Conference-centre approval" without fields whose
 * workflow has one approver node asking the applicant's department leader (LEADER, level 1 — for
 * the demo booker of the School of Computer Science, which has no leader of its own, that is the
 * university's: the administrator; for people of the sports offices, Demo Approver), falling back to
 * the administrator when nobody leads the applicant's organisations; and the business dictionary
 * `mcApprovalForm` binding the three kinds — meeting service orders, food-delivery orders and
 * meal-voucher applications — to it. The form sits in its own group, disabled, so nobody starts it
 * by hand from /apply (business records start it regardless); the administrator switches a kind's
 * approval off by disabling its dictionary item (or the form).
 */
import { CONFERENCE_BUSINESS_TYPES } from '../../platform/contracts/workflow-process.contract';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import type { Db } from './client';
import { oneApproverWorkflow, seedApprovalForm } from './seed-approval-form';

/** The code of the dictionary naming the approval form per kind (server/modules/conference-approval). */
export const CONFERENCE_APPROVAL_DICT = 'mcApprovalForm';

/** The labels of the dictionary's items per kind: [CN, EN, TC]. */
const KIND_LABELS: Record<(typeof CONFERENCE_BUSINESS_TYPES)[number], [string, string, string]> = {
  RESERVE_ORDER: ['会议服务订单部门审批', 'Meeting orders: department approval', '會議服務訂單部門審批'],
  FOOD_DELIVERY: ['送餐订单部门审批', 'Food deliveries: department approval', '送餐訂單部門審批'],
  MEAL_VOUCHER: ['餐券申请部门审批', 'Meal vouchers: department approval', '餐券申請部門審批'],
};

/** The workflow: the department leader decides (any one of them: OR_SIGN), else `fallbackUserId`. */
export function conferenceApprovalWorkflow(fallbackUserId: number): WorkflowDefinition {
  return oneApproverWorkflow(
    'departmentLeader',
    ['部门负责人审批', 'Department approval', '部門負責人審批'],
    { type: 'LEADER', roleIds: [] },
    fallbackUserId,
  );
}

/**
 * Seeds the conference-centre approval form in its own disabled group and the dictionary binding the three
 * kinds to it. Runs inside the seed's transaction, after the accounts and the dictionaries.
 * @returns the form definition's id
 */
export function seedConferenceApproval(tx: Db): Promise<number> {
  return seedApprovalForm(tx, {
    group: { names: ['会议中心', 'Conference centre', '會議中心'], sort: 1 },
    form: {
      names: ['会议中心审批', 'Conference-centre approval', '會議中心審批'],
      description: '会议服务订单、送餐订单和餐券申请的部门审批',
    },
    workflow: conferenceApprovalWorkflow,
    dictionary: {
      code: CONFERENCE_APPROVAL_DICT,
      name: 'Conference-centre approval forms',
      sort: 100,
      remark: 'value: <RESERVE_ORDER | FOOD_DELIVERY | MEAL_VOUCHER>:<form definition id>',
    },
    items: CONFERENCE_BUSINESS_TYPES.map((type) => ({ type, labels: KIND_LABELS[type] })),
  });
}

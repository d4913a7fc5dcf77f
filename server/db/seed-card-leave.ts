/**
 * The fitness club's leave approval (docs/fitness.md "A member's leave request";
 * server/modules/fitness/leave-request.ts): a form "Membership card leave" showing the request whose
 * workflow has one approver node asking the club's approvers — the role `approver`, any one of
 * them deciding (OR_SIGN) — falling back to the administrator when nobody holds the role; and the
 * business dictionary `clubApprovalForm` binding `CARD_LEAVE` to it. The form sits in its own
 * disabled group, so nobody starts it by hand from /apply (members' requests start it regardless);
 * the administrator switches the approval off by disabling the dictionary item (or the form):
 * members then cannot request a leave of a type that requires approval, the desk records it.
 */
import { eq } from 'drizzle-orm';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import type { Db } from './client';
import { sysRole } from './schema/index';
import { oneApproverWorkflow, seedApprovalForm } from './seed-approval-form';

/** The code of the dictionary naming the club's approval forms (`CARD_LEAVE:<form definition id>`). */
export const CLUB_APPROVAL_DICT = 'clubApprovalForm';

/**
 * The leave form's fields, filled by the member's request (server/modules/fitness/leave-request.ts), so the
 * approver reads what is asked on the process and a workflow condition can route on `days` (e.g. a long leave to
 * a second approver): the member (user id), the card's number and type, the period (`[from, to]` ISO dates,
 * inclusive), its days and the reason. Migration 0044 gives databases seeded before the same fields.
 */
export const CARD_LEAVE_FORM_SCHEMA: FormSchema = {
  fields: [
    { id: 'member', type: 'user', label: { cn: '会员', en: 'Member', tc: '會員' }, required: false, limits: {} },
    { id: 'card', type: 'text', label: { cn: '会员卡', en: 'Card', tc: '會員卡' }, required: false, limits: {} },
    {
      id: 'cardType',
      type: 'text',
      label: { cn: '卡类型', en: 'Card type', tc: '卡類型' },
      required: false,
      limits: {},
    },
    {
      id: 'period',
      type: 'dateRange',
      label: { cn: '请假时间', en: 'Leave period', tc: '請假時間' },
      required: false,
      limits: {},
    },
    { id: 'days', type: 'number', label: { cn: '天数', en: 'Days', tc: '天數' }, required: false, limits: {} },
    { id: 'reason', type: 'text', label: { cn: '原因', en: 'Reason', tc: '原因' }, required: false, limits: {} },
  ],
};

/** The workflow: a holder of role `roleId` decides (any one: OR_SIGN), else `fallbackUserId`. */
export function cardLeaveWorkflow(roleId: number, fallbackUserId: number): WorkflowDefinition {
  return oneApproverWorkflow(
    'clubApprover',
    ['会员卡请假审批', 'Card leave approval', '會員卡請假審批'],
    { type: 'ROLE', roleIds: [roleId] },
    fallbackUserId,
  );
}

/**
 * Seeds the card-leave approval form in its own disabled group and the dictionary binding `CARD_LEAVE` to it.
 * Runs inside the seed's transaction, after the accounts, roles and dictionaries.
 * @returns the form definition's id
 */
export async function seedCardLeave(tx: Db): Promise<number> {
  const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'approver'));
  return seedApprovalForm(tx, {
    group: { names: ['健身俱乐部', 'Fitness club', '健身俱樂部'], sort: 2 },
    form: {
      names: ['会员卡请假', 'Membership card leave', '會員卡請假'],
      description: '会员在终端申请的会员卡请假（冻结）审批',
      schema: CARD_LEAVE_FORM_SCHEMA,
    },
    workflow: (adminUserId) => cardLeaveWorkflow(role.id, adminUserId),
    dictionary: {
      code: CLUB_APPROVAL_DICT,
      name: 'Fitness-club approval forms',
      sort: 101,
      remark: 'value: CARD_LEAVE:<form definition id>',
    },
    items: [{ type: 'CARD_LEAVE', labels: ['会员卡请假审批', 'Card leaves: club approval', '會員卡請假審批'] }],
  });
}

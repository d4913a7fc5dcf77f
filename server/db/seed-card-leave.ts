/**
 * The fitness club's leave approval (docs/fitness.md "A member's leave request";
 * server/modules/fitness/leave-request.ts): a form "Membership card leave" without fields whose
 * workflow has one approver node asking the club's approvers — the role `approver`, any one of
 * them deciding (OR_SIGN) — falling back to the administrator when nobody holds the role; and the
 * business dictionary `clubApprovalForm` binding `CARD_LEAVE` to it. The form sits in its own
 * disabled group, so nobody starts it by hand from /apply (members' requests start it regardless);
 * the administrator switches the approval off by disabling the dictionary item (or the form):
 * members then cannot request a leave of a type that requires approval, the desk records it.
 */
import { eq } from 'drizzle-orm';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import type { Db } from './client';
import { formDefine, formDefineVersion, formGroup, sysDictItem, sysDictType, sysRole, sysUser } from './schema/index';

/** The code of the dictionary naming the club's approval forms (`CARD_LEAVE:<form definition id>`). */
export const CLUB_APPROVAL_DICT = 'clubApprovalForm';

/** The workflow: a holder of role `roleId` decides (any one: OR_SIGN), else `fallbackUserId`. */
export function cardLeaveWorkflow(roleId: number, fallbackUserId: number): WorkflowDefinition {
  return {
    nodes: [
      {
        id: 'clubApprover',
        kind: 'approver',
        name: { cn: '会员卡请假审批', en: 'Card leave approval', tc: '會員卡請假審批' },
        candidates: {
          type: 'ROLE',
          userIds: [],
          roleIds: [roleId],
          directorLevel: 1,
          selectRange: { orgIds: [], roleIds: [], userIds: [] },
          multiple: false,
        },
        examineMode: 'OR_SIGN',
        noCandidate: { action: 'ADMIN', adminUserId: fallbackUserId },
        whenInitiator: 'LEADER',
        whenRepeated: 'EVERY',
        afterReturn: 'CONTINUE',
      },
    ],
  };
}

/**
 * Seeds the card-leave approval form (version 1, saved by `admin`) in its own disabled group and
 * the dictionary binding `CARD_LEAVE` to it. Runs inside the seed's transaction, after the
 * accounts, roles and dictionaries.
 * @returns the form definition's id
 */
export async function seedCardLeave(tx: Db): Promise<number> {
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'approver'));
  const [group] = await tx
    .insert(formGroup)
    .values({ name: '健身俱乐部', nameEn: 'Fitness club', nameTc: '健身俱樂部', sort: 2, status: 1 })
    .returning({ id: formGroup.id });
  const [define] = await tx
    .insert(formDefine)
    .values({
      groupId: group.id,
      name: '会员卡请假',
      nameEn: 'Membership card leave',
      nameTc: '會員卡請假',
      icon: 'audit',
      description: '会员在终端申请的会员卡请假（冻结）审批',
      currentVersion: 1,
    })
    .returning({ id: formDefine.id });
  await tx.insert(formDefineVersion).values({
    defineId: define.id,
    version: 1,
    schema: { fields: [] },
    workflow: cardLeaveWorkflow(role.id, admin.id),
    createdBy: admin.id,
  });
  const [type] = await tx
    .insert(sysDictType)
    .values({
      kind: 'business',
      code: CLUB_APPROVAL_DICT,
      name: 'Fitness-club approval forms',
      sort: 101,
      remark: 'value: CARD_LEAVE:<form definition id>',
    })
    .returning({ id: sysDictType.id });
  await tx.insert(sysDictItem).values({
    typeId: type.id,
    value: `CARD_LEAVE:${define.id}`,
    labelCn: '会员卡请假审批',
    labelEn: 'Card leaves: club approval',
    labelTc: '會員卡請假審批',
    sort: 0,
  });
  return define.id;
}

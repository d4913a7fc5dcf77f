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
import { eq } from 'drizzle-orm';
import { CONFERENCE_BUSINESS_TYPES } from '../../platform/contracts/workflow-process.contract';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import type { Db } from './client';
import { formDefine, formDefineVersion, formGroup, sysDictItem, sysDictType, sysUser } from './schema/index';

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
  return {
    nodes: [
      {
        id: 'departmentLeader',
        kind: 'approver',
        name: { cn: '部门负责人审批', en: 'Department approval', tc: '部門負責人審批' },
        candidates: {
          type: 'LEADER',
          userIds: [],
          roleIds: [],
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
 * Seeds the conference-centre approval form (version 1, saved by `admin`) in its own disabled
 * group and the dictionary binding the three kinds to it. Runs inside the seed's transaction,
 * after the accounts and the dictionaries.
 * @returns the form definition's id
 */
export async function seedConferenceApproval(tx: Db): Promise<number> {
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const [group] = await tx
    .insert(formGroup)
    .values({ name: '会议中心', nameEn: 'Conference centre', nameTc: '會議中心', sort: 1, status: 1 })
    .returning({ id: formGroup.id });
  const [define] = await tx
    .insert(formDefine)
    .values({
      groupId: group.id,
      name: '会议中心审批',
      nameEn: 'Conference-centre approval',
      nameTc: '會議中心審批',
      icon: 'audit',
      description: '会议服务订单、送餐订单和餐券申请的部门审批',
      currentVersion: 1,
    })
    .returning({ id: formDefine.id });
  await tx.insert(formDefineVersion).values({
    defineId: define.id,
    version: 1,
    schema: { fields: [] },
    workflow: conferenceApprovalWorkflow(admin.id),
    createdBy: admin.id,
  });
  const [type] = await tx
    .insert(sysDictType)
    .values({
      kind: 'business',
      code: CONFERENCE_APPROVAL_DICT,
      name: 'Conference-centre approval forms',
      sort: 100,
      remark: 'value: <RESERVE_ORDER | FOOD_DELIVERY | MEAL_VOUCHER>:<form definition id>',
    })
    .returning({ id: sysDictType.id });
  await tx.insert(sysDictItem).values(
    CONFERENCE_BUSINESS_TYPES.map((kind, sort) => {
      const [labelCn, labelEn, labelTc] = KIND_LABELS[kind];
      return { typeId: type.id, value: `${kind}:${define.id}`, labelCn, labelEn, labelTc, sort };
    }),
  );
  return define.id;
}

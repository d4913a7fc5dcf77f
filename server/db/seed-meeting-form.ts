/**
 * The demo meeting-room approval (spec §2 /formRule, /formDefine; §3 workflow): a "Meeting
 * room booking" form whose workflow asks Demo Approver, or — above 20 attendees — Demo
 * Approver and the administrator together (countersign), and a form rule that sends every
 * booking of the West Campus meeting rooms (Meeting Room 501–503) through it. East Campus
 * rooms (301–303) have no form rule and wait for the one-step /audit, so the demo shows both.
 * Its fields are all optional: a booking made without form values (the API, older clients)
 * still starts the process and takes the default branch.
 */
import { inArray } from 'drizzle-orm';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { ApproverNode, WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import type { Db } from './client';
import { formDefine, formDefineVersion, formRule, site, sysUser } from './schema/index';

/** The sites the demo form rule binds (West Campus, Administration Building 5F). */
export const MEETING_FORM_SITES = ['Meeting Room 501', 'Meeting Room 502', 'Meeting Room 503'] as const;

/** The name of the demo form rule. */
export const MEETING_FORM_RULE_NAME = 'West Campus meeting rooms';

/** Above this many attendees the booking needs the countersign of the approver and the administrator. */
export const LARGE_MEETING_ATTENDEES = 20;

/** The fields of the meeting-room booking form, version 1 (all optional). */
export const MEETING_ROOM_SCHEMA: FormSchema = {
  fields: [
    {
      id: 'attendees',
      type: 'number',
      label: { cn: '参会人数', en: 'Attendees', tc: '參會人數' },
      required: false,
      limits: { min: 1, max: 200, precision: 0 },
    },
    {
      id: 'services',
      type: 'multiChoice',
      label: { cn: '会议服务', en: 'Services', tc: '會議服務' },
      required: false,
      limits: {},
      options: [
        { value: 'projector', label: { cn: '投影仪', en: 'Projector', tc: '投影儀' } },
        { value: 'videoConference', label: { cn: '视频会议', en: 'Video conference', tc: '視像會議' } },
        { value: 'tea', label: { cn: '茶水服务', en: 'Tea service', tc: '茶水服務' } },
        { value: 'namePlates', label: { cn: '桌牌', en: 'Name plates', tc: '桌牌' } },
      ],
    },
    {
      id: 'notes',
      type: 'textarea',
      label: { cn: '备注', en: 'Notes', tc: '備註' },
      required: false,
      limits: { maxLength: 500 },
    },
  ],
};

/** An approver node asking `userIds` (SPECIFIED) in `examineMode`, with the designer's defaults otherwise. */
function specifiedApprover(
  id: string,
  name: ApproverNode['name'],
  userIds: number[],
  examineMode: ApproverNode['examineMode'],
): ApproverNode {
  return {
    id,
    kind: 'approver',
    name,
    candidates: {
      type: 'SPECIFIED',
      userIds,
      roleIds: [],
      directorLevel: 1,
      selectRange: { orgIds: [], roleIds: [], userIds: [] },
      multiple: false,
    },
    examineMode,
    noCandidate: { action: 'PASS' },
    whenInitiator: 'SELF',
    whenRepeated: 'EVERY',
    afterReturn: 'CONTINUE',
  };
}

/**
 * The workflow of the meeting-room booking form: a condition node whose first branch
 * (attendees > {@link LARGE_MEETING_ATTENDEES}) asks `approverId` and `adminId` together
 * (COUNTERSIGN, node `largeMeeting`), and whose default branch asks `approverId` alone
 * (node `roomApproval`). Ids are the demo accounts' user ids.
 */
export function meetingRoomWorkflow(approverId: number, adminId: number): WorkflowDefinition {
  return {
    nodes: [
      {
        id: 'byAttendees',
        kind: 'condition',
        name: { cn: '按参会人数', en: 'By number of attendees', tc: '按參會人數' },
        branches: [
          {
            id: 'largeMeetingBranch',
            name: { cn: '超过 20 人', en: 'More than 20 attendees', tc: '超過 20 人' },
            priority: 1,
            conditions: [
              {
                columnId: 'attendees',
                columnType: 'number',
                optType: 'GT',
                value: LARGE_MEETING_ATTENDEES,
                lowOpen: false,
                highOpen: false,
              },
            ],
            isDefault: false,
            nodes: [
              specifiedApprover(
                'largeMeeting',
                { cn: '大型会议会签', en: 'Large meeting countersign', tc: '大型會議會簽' },
                [approverId, adminId],
                'COUNTERSIGN',
              ),
            ],
          },
          {
            id: 'otherMeetingBranch',
            name: { cn: '其他情况', en: 'Otherwise', tc: '其他情況' },
            priority: 2,
            conditions: [],
            isDefault: true,
            nodes: [
              specifiedApprover(
                'roomApproval',
                { cn: '会议室审批', en: 'Meeting room approval', tc: '會議室審批' },
                [approverId],
                'OR_SIGN',
              ),
            ],
          },
        ],
      },
    ],
  };
}

/**
 * Seeds the meeting-room booking form in group `groupId` (startable by everyone, version 1
 * saved by the account `admin`) and the form rule binding it to {@link MEETING_FORM_SITES}.
 * Runs inside the seed's transaction, after the accounts and the sites.
 */
export async function seedMeetingRoomForm(tx: Db, groupId: number): Promise<void> {
  const users = await tx
    .select({ id: sysUser.id, account: sysUser.account })
    .from(sysUser)
    .where(inArray(sysUser.account, ['admin', 'approver']));
  const idOf = (account: string) => users.find((u) => u.account === account)!.id;
  const [define] = await tx
    .insert(formDefine)
    .values({
      groupId,
      name: '会议室预约',
      nameEn: 'Meeting room booking',
      nameTc: '會議室預約',
      icon: 'users',
      description: '会议室预约审批',
      currentVersion: 1,
    })
    .returning({ id: formDefine.id });
  await tx.insert(formDefineVersion).values({
    defineId: define.id,
    version: 1,
    schema: MEETING_ROOM_SCHEMA,
    workflow: meetingRoomWorkflow(idOf('approver'), idOf('admin')),
    createdBy: idOf('admin'),
  });
  const sites = await tx
    .select({ id: site.id })
    .from(site)
    .where(inArray(site.nameEn, [...MEETING_FORM_SITES]))
    .orderBy(site.id);
  await tx
    .insert(formRule)
    .values({ name: MEETING_FORM_RULE_NAME, defineId: define.id, siteIds: sites.map((s) => s.id) });
}

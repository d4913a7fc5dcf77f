/**
 * The demo forms (spec §2 /formGroup, /formDefine): one group "General" (通用) with a
 * "Leave request" form whose saved version 1 has a few fields and no approval node yet, and
 * the "Meeting room booking" form with its approval workflow and form rule
 * (./seed-meeting-form.ts), both startable by everyone (no organisation or role listed).
 * Written inside the seed's transaction, after the accounts and the sites (version 1 is saved
 * by the administrator).
 */
import { eq } from 'drizzle-orm';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { Db } from './client';
import { seedMeetingRoomForm } from './seed-meeting-form';
import { formDefine, formDefineVersion, formGroup, sysUser } from './schema/index';

/** The fields of the demo leave request, version 1. */
export const LEAVE_REQUEST_SCHEMA: FormSchema = {
  fields: [
    {
      id: 'leaveType',
      type: 'singleChoice',
      label: { cn: '请假类型', en: 'Type of leave', tc: '請假類型' },
      required: true,
      limits: {},
      options: [
        { value: 'annual', label: { cn: '年假', en: 'Annual leave', tc: '年假' } },
        { value: 'sick', label: { cn: '病假', en: 'Sick leave', tc: '病假' } },
        { value: 'personal', label: { cn: '事假', en: 'Personal leave', tc: '事假' } },
      ],
    },
    {
      id: 'period',
      type: 'dateRange',
      label: { cn: '请假日期', en: 'Dates', tc: '請假日期' },
      required: true,
      limits: {},
    },
    {
      id: 'days',
      type: 'number',
      label: { cn: '天数', en: 'Days', tc: '天數' },
      required: true,
      limits: { min: 0.5, max: 60, precision: 1 },
    },
    {
      id: 'reason',
      type: 'textarea',
      label: { cn: '事由', en: 'Reason', tc: '事由' },
      required: false,
      limits: { maxLength: 500 },
    },
  ],
};

/** Seeds the demo group, its forms with their version 1 (saved by `admin`) and the meeting-room form rule. */
export async function seedForms(tx: Db): Promise<void> {
  const [group] = await tx
    .insert(formGroup)
    .values({ name: '通用', nameEn: 'General', nameTc: '通用', sort: 0 })
    .returning({ id: formGroup.id });
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const [define] = await tx
    .insert(formDefine)
    .values({
      groupId: group.id,
      name: '请假申请',
      nameEn: 'Leave request',
      nameTc: '請假申請',
      icon: 'calendar',
      description: '员工请假',
      currentVersion: 1,
    })
    .returning({ id: formDefine.id });
  await tx.insert(formDefineVersion).values({
    defineId: define.id,
    version: 1,
    schema: LEAVE_REQUEST_SCHEMA,
    workflow: { nodes: [] },
    createdBy: admin?.id ?? null,
  });
  await seedMeetingRoomForm(tx, group.id);
}

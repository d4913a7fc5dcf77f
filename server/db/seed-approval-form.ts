/**
 * A business approval form as the demo seeds it (the conference centre's department approval, the fitness
 * club's card leave): a form (its fields filled by the business record, or none) in its own disabled group
 * (nobody starts it by hand from /apply, business records start it regardless) whose workflow has one
 * approver node, and a business dictionary whose items bind business types to the form
 * (`<TYPE>:<form definition id>`). Disabling an item (or the form) switches that approval off.
 */
import { eq } from 'drizzle-orm';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { ApproverNode, WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import type { Db } from './client';
import { formDefine, formDefineVersion, formGroup, sysDictItem, sysDictType, sysUser } from './schema/index';

/** Names in the product's three languages: CN, EN, TC. */
type Names = [cn: string, en: string, tc: string];

/**
 * A workflow of one approver node: the candidates decide, any one of them (OR_SIGN); nobody found → the
 * administrator `fallbackUserId` (an initiator who is a candidate goes to their leader, as every demo form does).
 */
export function oneApproverWorkflow(
  id: string,
  [cn, en, tc]: Names,
  candidates: Pick<ApproverNode['candidates'], 'type' | 'roleIds'>,
  fallbackUserId: number,
): WorkflowDefinition {
  return {
    nodes: [
      {
        id,
        kind: 'approver',
        name: { cn, en, tc },
        candidates: {
          ...candidates,
          userIds: [],
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

/** What `seedApprovalForm` writes: the group, the form, its workflow (given the administrator's id) and dictionary. */
export interface ApprovalFormSeed {
  group: { names: Names; sort: number };
  /** The form; `schema` its fields (none when the business record speaks for itself). */
  form: { names: Names; description: string; schema?: FormSchema };
  workflow: (adminUserId: number) => WorkflowDefinition;
  dictionary: { code: string; name: string; sort: number; remark: string };
  /** The dictionary's items: business type and its label; each value becomes `<type>:<form definition id>`. */
  items: { type: string; labels: Names }[];
}

/**
 * Seeds the form (version 1, saved by `admin`) in its own disabled group and the business dictionary binding the
 * items' types to it. Runs inside the seed's transaction, after the accounts, roles and dictionaries.
 * @returns the form definition's id
 */
export async function seedApprovalForm(tx: Db, seed: ApprovalFormSeed): Promise<number> {
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const [groupCn, groupEn, groupTc] = seed.group.names;
  const [group] = await tx
    .insert(formGroup)
    .values({ name: groupCn, nameEn: groupEn, nameTc: groupTc, sort: seed.group.sort, status: 1 })
    .returning({ id: formGroup.id });
  const [formCn, formEn, formTc] = seed.form.names;
  const [define] = await tx
    .insert(formDefine)
    .values({
      groupId: group.id,
      name: formCn,
      nameEn: formEn,
      nameTc: formTc,
      icon: 'audit',
      description: seed.form.description,
      currentVersion: 1,
    })
    .returning({ id: formDefine.id });
  await tx.insert(formDefineVersion).values({
    defineId: define.id,
    version: 1,
    schema: seed.form.schema ?? { fields: [] },
    workflow: seed.workflow(admin.id),
    createdBy: admin.id,
  });
  const [type] = await tx
    .insert(sysDictType)
    .values({ kind: 'business', ...seed.dictionary })
    .returning({ id: sysDictType.id });
  await tx.insert(sysDictItem).values(
    seed.items.map(({ type: kind, labels: [labelCn, labelEn, labelTc] }, sort) => ({
      typeId: type.id,
      value: `${kind}:${define.id}`,
      labelCn,
      labelEn,
      labelTc,
      sort,
    })),
  );
  return define.id;
}

/**
 * Reads of the workflow module: form groups with their form counts, and form definitions
 * with their group's name in the caller's language, in the wire shapes of
 * platform/contracts/workflow.contract.ts.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FormDefineRow, FormGroupRow } from '../../../platform/contracts/workflow.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { formDefine, formGroup } from '../../db/schema/index';
import { toWireTime } from '../reserve/campus-time';

/** Time zone of the module's timestamps on the wire (DESIGN.md §6 default). */
export const WORKFLOW_TIME_ZONE = 'Asia/Shanghai';

/** Forms in each group (raw SQL: drizzle leaves columns of single-table queries unqualified). */
export const groupFormCount = sql<number>`(select count(*)::int from form_define d
  where d.group_id = "form_group"."id")`;

/** A name in `lang`, falling back to CN when that language's name is empty. */
export function localName(lang: Lang, r: { name: string; nameEn: string; nameTc: string }): string {
  const local = lang === 'EN' ? r.nameEn : lang === 'TC' ? r.nameTc : r.name;
  return local || r.name;
}

/** Form groups with their form counts: the query to filter and order. */
export function groupQuery(db: Db) {
  return db.select({ ...getTableColumns(formGroup), formCount: groupFormCount }).from(formGroup);
}

/** A group row in wire form. */
export function groupOut(r: typeof formGroup.$inferSelect & { formCount: number }): FormGroupRow {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    nameTc: r.nameTc,
    sort: r.sort,
    status: r.status as 0 | 1,
    formCount: r.formCount,
  };
}

/** Form definitions joined to their group: the query to filter and order. */
export function defineQuery(db: Db) {
  return db
    .select({
      define: formDefine,
      group: { name: formGroup.name, nameEn: formGroup.nameEn, nameTc: formGroup.nameTc },
    })
    .from(formDefine)
    .innerJoin(formGroup, eq(formGroup.id, formDefine.groupId));
}

/** A definition joined to its group's names. */
export type DefineSelected = Awaited<ReturnType<ReturnType<typeof defineQuery>['where']>>[number];

/** A definition row in wire form (its group's name in `lang`). */
export function defineOut({ define: d, group }: DefineSelected, lang: Lang): FormDefineRow {
  return {
    id: d.id,
    groupId: d.groupId,
    groupName: localName(lang, group),
    name: d.name,
    nameEn: d.nameEn,
    nameTc: d.nameTc,
    icon: d.icon,
    description: d.description,
    startOrgIds: d.startOrgIds,
    startRoleIds: d.startRoleIds,
    status: d.status as 0 | 1,
    version: d.currentVersion,
    updatedAt: toWireTime(d.updatedAt, WORKFLOW_TIME_ZONE),
  };
}

/**
 * Reads and writes of booking approval (/audit): the list with site, scene, campus,
 * booker and reviewer; the bookings' approval processes; locking the bookings of an
 * approval; storing its outcome.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditRow } from '../../../platform/contracts/audit.contract';
import type { ProcessStatus } from '../../../platform/contracts/workflow-process.contract';
import { localText } from '../../../platform/forms/local-text';
import type { Lang } from '../../../platform/i18n/languages';
import { findNode } from '../../../platform/workflow/workflow-tree';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import {
  building,
  campus,
  floor,
  formDefineVersion,
  reservation,
  scene,
  site,
  sysUser,
  wfProcess,
} from '../../db/schema/index';
import type { ReservationRow } from '../reserve/reserve.queries';

/** The reviewer, joined as a second sys_user. */
const auditor = alias(sysUser, 'auditor');

/** A booking with everything /audit shows. */
export type AuditView = Awaited<ReturnType<typeof pageAudit>>['rows'][number];

/** Pending bookings first (soonest first), then the others (newest start first). */
const PENDING_FIRST = [
  sql`case when ${reservation.status} = 'pendingAudit' then 0 else 1 end`,
  sql`case when ${reservation.status} = 'pendingAudit' then ${reservation.startAt} end asc`,
  desc(reservation.startAt),
  desc(reservation.id),
];

/**
 * One page of bookings matching `where` (which may use reservation, site and the booker
 * sys_user columns), pending first, and the total; places named in `lang`.
 */
export async function pageAudit(db: Db, where: SQL | undefined, pageNo: number, pageSize: number, lang: Lang) {
  const rows = await db
    .select({
      id: reservation.id,
      siteId: reservation.siteId,
      siteName: placeName(site, lang),
      scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
      campusName: placeName(campus, lang),
      timeZone: campus.timeZone,
      startAt: reservation.startAt,
      endAt: reservation.endAt,
      status: reservation.status,
      userId: reservation.userId,
      userName: sysUser.name,
      account: sysUser.account,
      subject: reservation.subject,
      phone: reservation.phone,
      remark: reservation.remark,
      createdAt: reservation.createdAt,
      auditedByName: auditor.name,
      auditedAt: reservation.auditedAt,
      auditRemark: reservation.auditRemark,
    })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
    .leftJoin(auditor, eq(auditor.id, reservation.auditedBy))
    .where(where)
    .orderBy(...PENDING_FIRST)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
    .where(where);
  return { rows, total };
}

/** Locks (in id order) and returns the rows of `ids` that exist and satisfy `scope`, until the transaction ends. */
export async function lockForAudit(db: Db, ids: number[], scope: SQL | undefined): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservation)
    .where(and(inArray(reservation.id, ids), scope))
    .orderBy(asc(reservation.id))
    .for('update');
}

/**
 * Stores the outcome of a review of `ids`: the new status, the reviewer (null: no person, e.g. an
 * approval process closed by its deadline), when, and the remark.
 */
export async function markAudited(
  db: Db,
  ids: number[],
  outcome: { status: 'approved' | 'rejected'; auditorId: number | null; remark: string | null; now: Date },
): Promise<void> {
  await db
    .update(reservation)
    .set({
      status: outcome.status,
      auditedBy: outcome.auditorId,
      auditedAt: outcome.now,
      auditRemark: outcome.remark,
      updatedAt: outcome.now,
    })
    .where(inArray(reservation.id, ids));
}

/**
 * The latest approval process of each booking of `ids` that has one (business type
 * RESERVATION), by booking id: its id, status and the name of the approver node waiting, in
 * `lang` (null unless RUNNING).
 */
export async function bookingProcesses(
  db: Db,
  ids: number[],
  lang: Lang,
): Promise<Map<number, NonNullable<AuditRow['process']>>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([wfProcess.businessKey], {
      key: wfProcess.businessKey,
      id: wfProcess.id,
      status: wfProcess.status,
      currentNodeId: wfProcess.currentNodeId,
      workflow: formDefineVersion.workflow,
    })
    .from(wfProcess)
    .innerJoin(
      formDefineVersion,
      and(eq(formDefineVersion.defineId, wfProcess.defineId), eq(formDefineVersion.version, wfProcess.version)),
    )
    .where(
      and(
        eq(wfProcess.businessType, 'RESERVATION'),
        inArray(
          wfProcess.businessKey,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(wfProcess.businessKey, desc(wfProcess.id));
  return new Map(
    rows.map((r) => {
      const node = r.status === 'RUNNING' && r.currentNodeId ? findNode(r.workflow, r.currentNodeId) : undefined;
      const name = node && 'name' in node ? localText(node.name, lang) : null;
      return [Number(r.key), { id: r.id, status: r.status as ProcessStatus, currentNodeName: name }];
    }),
  );
}

/**
 * Reads and writes of the reservation table: the joined view every list and detail
 * shows, active reservations overlapping a range, insert, lock and cancel.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { building, campus, floor, reservation, scene, site, sysUser } from '../../db/schema/index';
import type { MessageKind } from '../../../platform/contracts/message.contract';
import { bookingMessagesSql } from '../message/message.service';

/** States that hold the site (the exclusion constraint's WHERE clause, migration 0001). */
export const ACTIVE_STATUSES = ['pendingAudit', 'approved', 'checkedIn', 'completed'] as const;

/** A reservation row. */
export type ReservationRow = typeof reservation.$inferSelect;

/** A reservation with its site, scene, place, time zone and booker. */
export interface ReservationView {
  id: number;
  siteId: number;
  siteName: string;
  scene: { nameCn: string; nameEn: string; nameTc: string };
  campusName: string;
  buildingName: string;
  floorName: string;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  status: ReservationRow['status'];
  userId: number;
  userName: string;
  account: string;
  subject: string | null;
  phone: string | null;
  remark: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

/** Reservations joined to their site, place and owner; places named in `lang`. */
function viewQuery(db: Db, lang: Lang) {
  return db
    .select({
      id: reservation.id,
      siteId: reservation.siteId,
      siteName: placeName(site, lang),
      scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
      campusName: placeName(campus, lang),
      buildingName: placeName(building, lang),
      floorName: placeName(floor, lang),
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
      cancelledAt: reservation.cancelledAt,
    })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId));
}

/**
 * One page of reservations matching `where` and the total; places named in `lang`.
 * `order` `latest` (the default) puts the latest start first, as histories read; `soonest`
 * puts the next one first, as a list of what is coming up reads.
 */
export async function pageReservations(
  db: Db,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
  lang: Lang,
  order: 'latest' | 'soonest' = 'latest',
): Promise<{ rows: ReservationView[]; total: number }> {
  const rows = await viewQuery(db, lang)
    .where(where)
    .orderBy(
      ...(order === 'soonest'
        ? [asc(reservation.startAt), asc(reservation.id)]
        : [desc(reservation.startAt), desc(reservation.id)]),
    )
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

/**
 * One reservation with its joins, or null — also when it does not satisfy `scope` (a
 * condition on reservation and its owner's sys_user row, e.g. the caller's data scope). Places named in `lang`.
 */
export async function findReservation(db: Db, id: number, lang: Lang, scope?: SQL): Promise<ReservationView | null> {
  const [row] = await viewQuery(db, lang).where(and(eq(reservation.id, id), scope));
  return row ?? null;
}

/**
 * Start and end of the active reservations of a site overlapping [from, to).
 * For an exclusive (single) site the range test is written as the exclusion constraint's
 * `tstzrange(…) && tstzrange(…)` under its own predicate, so PostgreSQL answers it from the
 * constraint's GiST index: a plain `start_at < to` on the (site_id, start_at) B-tree reads the
 * site's whole history (5 ms at 1 M rows against 0.2 ms, docs/benchmarks.md).
 */
export async function activeOverlapping(
  db: Db,
  siteId: number,
  from: Date,
  to: Date,
  exclusive: boolean,
): Promise<{ startAt: Date; endAt: Date }[]> {
  const overlaps = exclusive
    ? and(
        eq(reservation.exclusive, true),
        sql`tstzrange(${reservation.startAt}, ${reservation.endAt}, '[)') &&
          tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      )
    : and(lt(reservation.startAt, to), gt(reservation.endAt, from));
  return db
    .select({ startAt: reservation.startAt, endAt: reservation.endAt })
    .from(reservation)
    .where(and(eq(reservation.siteId, siteId), inArray(reservation.status, [...ACTIVE_STATUSES]), overlaps));
}

/**
 * Start and end of what takes a single (exclusive) site's slots over [from, to), in one statement (a site's day grid,
 * `current/period`): its own active exclusive bookings, as {@link activeOverlapping} reads them (the exclusion
 * constraint's predicate, answered by its GiST index), and the active bookings of the other sites of its family (a
 * whole and its parts, docs/fitness-sites.md) that take one of its units — a part's booking takes the whole's
 * slot, the whole's takes each part's —, read from the claims the constraint `site_claim_no_overlap` keeps (its
 * GiST index). A site in no family has no `site_part` row, hence no claim to read.
 */
export async function gridBookings(
  db: Db,
  siteId: number,
  from: Date,
  to: Date,
): Promise<{ startAt: Date; endAt: Date }[]> {
  const range = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
  const states = sql.raw(`(${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
  const result = await db.execute(sql`
    select r.start_at, r.end_at from reservation r
    where r.site_id = ${siteId}::int and r.exclusive and r.status in ${states}
      and tstzrange(r.start_at, r.end_at, '[)') && ${range}
    union all
    select c.start_at, c.end_at from site_claim c
    join reservation o on o.id = c.reservation_id and o.site_id <> ${siteId}::int
    where c.site_id in (
        select p1.part_site_id from site_part p1 where p1.whole_site_id = ${siteId}::int
        union all
        select p2.part_site_id from site_part p2 where p2.part_site_id = ${siteId}::int
      )
      and tstzrange(c.start_at, c.end_at, '[)') && ${range}`);
  return (result as unknown as { rows: { start_at: Date | string; end_at: Date | string }[] }).rows.map((r) => ({
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
  }));
}

/**
 * Inserts a reservation and, in the same statement, the booker's message of `message` about it (a
 * data-modifying CTE named `reservation`, which the message's INSERT reads: message.service.ts
 * `bookingMessagesSql`); returns its id. Fails with SQLSTATE 23P01 on an overlap of an exclusive site
 * (then neither row is written).
 */
export async function insertReservation(
  db: Db,
  values: typeof reservation.$inferInsert,
  message: MessageKind,
): Promise<number> {
  const insert = db.insert(reservation).values(values).returning().getSQL();
  const result = await db.execute(
    sql`with ${reservation} as (${insert}), message as (${bookingMessagesSql(
      undefined,
      message,
    )}) select ${reservation.id} from ${reservation}`,
  );
  // Both drivers answer `rows`; node-postgres may give integer ids as strings.
  const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
  return Number(row.id);
}

/**
 * Locks (in id order) and returns the rows of `ids` that exist and satisfy `scope` (a
 * condition on reservation columns alone), until the transaction ends.
 */
export async function lockReservations(db: Db, ids: number[], scope?: SQL): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservation)
    .where(and(inArray(reservation.id, ids), scope))
    .orderBy(asc(reservation.id))
    .for('update');
}

/** Sets the rows of `ids` to cancelled at `now`. */
export async function markCancelled(db: Db, ids: number[], now: Date): Promise<void> {
  await db
    .update(reservation)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(inArray(reservation.id, ids));
}

/**
 * Locks a site row until the transaction ends (serializes the bookings and extensions of
 * one site with each other and with edits of the site) and answers its kind and capacity
 * as of the lock, which may differ from a read made before it.
 */
export async function lockSite(db: Db, siteId: number): Promise<{ kind: 'single' | 'capacity'; capacity: number }> {
  const [row] = await db
    .select({ kind: site.kind, capacity: site.capacity })
    .from(site)
    .where(eq(site.id, siteId))
    .for('update');
  return row;
}

/**
 * SQL: a minutes value of a row's stored time rules (`reservation.rules`, see
 * rules/effective-rule.ts), or `fallback` for rows stored without them.
 */
function storedMinutes(key: 'checkInBeforeMinutes' | 'checkInAfterMinutes', fallback: number): SQL {
  return sql`make_interval(mins => coalesce((${reservation.rules} ->> ${key})::int, ${fallback}))`;
}

/**
 * SQL: when a row's check-in window opens and closes (its own rules; the machine's
 * `isInCheckInWindow`: from `checkInBeforeMinutes` before the start to
 * `checkInAfterMinutes` after it, at the latest the end).
 */
export function checkInWindowSql(defaults: { checkInBeforeMinutes: number; checkInAfterMinutes: number }): {
  opens: SQL;
  closes: SQL;
} {
  return {
    opens: sql`(${reservation.startAt} - ${storedMinutes('checkInBeforeMinutes', defaults.checkInBeforeMinutes)})`,
    closes: sql`least(${reservation.startAt} + ${storedMinutes('checkInAfterMinutes', defaults.checkInAfterMinutes)},
      ${reservation.endAt})`,
  };
}

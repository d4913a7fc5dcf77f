/**
 * The gate's booking hooks (`gateBookingHooks`, club-gate/gate-core.ts; docs/fitness-gate.md step 7): an
 * entry is covered — admitted without taking a use, the booking having paid — when the member holds a
 * group class booking (booked or attended, the class not cancelled) or a private session or test
 * (booked or attended) whose time runs from {@link ADMIT_BEFORE_MIN} minutes before its start to its end.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gateBookingHooks, type GateBookingQuery } from '../club-gate/gate-core';

/** How early before a class or session starts its booking admits the member (minutes). */
export const ADMIT_BEFORE_MIN = 30;

const rowsOf = (r: unknown) => (r as { rows: unknown[] }).rows;

/** Whether member `q.userId` holds a group class booking covering `q.at`. */
export async function classBookingCovers(db: Db, q: GateBookingQuery): Promise<boolean> {
  const r = await db.execute(sql`select 1 from club_class_booking b join club_class_session s on s.id = b.session_id
    where b.user_id = ${q.userId} and b.state in ('booked', 'attended') and s.state <> 'cancelled'
      and s.starts_at - make_interval(mins => ${ADMIT_BEFORE_MIN}) <= ${q.at.toISOString()}::timestamptz
      and ${q.at.toISOString()}::timestamptz < s.ends_at
    limit 1`);
  return rowsOf(r).length > 0;
}

/** Whether member `q.userId` holds a private session or test covering `q.at`. */
export async function privateSessionCovers(db: Db, q: GateBookingQuery): Promise<boolean> {
  const r = await db.execute(sql`select 1 from club_private_session p
    where p.user_id = ${q.userId} and p.state in ('booked', 'attended')
      and p.start_at - make_interval(mins => ${ADMIT_BEFORE_MIN}) <= ${q.at.toISOString()}::timestamptz
      and ${q.at.toISOString()}::timestamptz < p.end_at
    limit 1`);
  return rowsOf(r).length > 0;
}

if (!gateBookingHooks.includes(classBookingCovers)) gateBookingHooks.push(classBookingCovers);
if (!gateBookingHooks.includes(privateSessionCovers)) gateBookingHooks.push(privateSessionCovers);

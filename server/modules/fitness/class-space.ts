/**
 * Group classes held in the club's spaces (docs/fitness-classes.md "Spaces"): a class or plan entry names a space
 * of /spaceManage (`club_space`) and keeps its name as `place`; its places may not exceed the space's capacity,
 * and a space never holds two live (not cancelled) classes at overlapping times. The overlap is checked under
 * the space's row lock (so two schedulings at once wait for each other and the second is told) and backed by the
 * exclusion constraint `club_class_session_space_overlap` (migration 0050).
 *
 * Lock order: a class's row, then its space, then its coach (class-store.ts); a plan generation locks all its
 * spaces (in id order) before any coach.
 */
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubClassSession, clubSpace } from '../../db/schema/index';
import { CAMPUS_ZONE, todayAt } from './card-store';

/** A space as a class needs it: id, name (the class's `place`), capacity (people). */
export interface ClassSpace {
  id: number;
  name: string;
  capacity: number;
}

/** An instant's campus clock time `HH:mm`. */
const campusClock = (at: Date) =>
  at.toLocaleTimeString('en-GB', { timeZone: CAMPUS_ZONE, hour: '2-digit', minute: '2-digit' });

/** CLASS_SPACE_BUSY naming the space and the other class's campus date and time. */
export const spaceBusy = (space: string, at: Date) =>
  new AppError(Code.CLASS_SPACE_BUSY, { space, date: todayAt(at), time: campusClock(at) });

/**
 * Space `id` for a class or plan entry of `capacity` places: enabled (or `keep`, the space it already has, even
 * when switched off since), optionally locked for update.
 * @throws AppError CLASS_SPACE_UNKNOWN ({id}), CLASS_SPACE_TOO_SMALL ({capacity, space, spaceCapacity})
 */
export async function spaceFor(
  db: Db,
  id: number,
  capacity: number,
  opts: { keep?: number | null; lock?: boolean } = {},
): Promise<ClassSpace> {
  const q = db
    .select({ id: clubSpace.id, name: clubSpace.name, capacity: clubSpace.capacity, enabled: clubSpace.enabled })
    .from(clubSpace)
    .where(eq(clubSpace.id, id));
  const [space] = opts.lock ? await q.for('update') : await q;
  if (!space || (!space.enabled && space.id !== opts.keep)) throw new AppError(Code.CLASS_SPACE_UNKNOWN, { id });
  if (capacity > space.capacity)
    throw new AppError(Code.CLASS_SPACE_TOO_SMALL, { capacity, space: space.name, spaceCapacity: space.capacity });
  return { id: space.id, name: space.name, capacity: space.capacity };
}

/** A live class of space `spaceId` overlapping [startsAt, endsAt) other than `exceptId` (back to back is fine). */
export async function spaceConflict(db: Db, spaceId: number, startsAt: Date, endsAt: Date, exceptId?: number) {
  const [other] = await db
    .select({ id: clubClassSession.id, startsAt: clubClassSession.startsAt })
    .from(clubClassSession)
    .where(
      and(
        eq(clubClassSession.spaceId, spaceId),
        ne(clubClassSession.state, 'cancelled'),
        lt(clubClassSession.startsAt, endsAt),
        sql`${clubClassSession.endsAt} > ${startsAt.toISOString()}::timestamptz`,
        exceptId ? ne(clubClassSession.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(clubClassSession.startsAt))
    .limit(1);
  return other ?? null;
}

/**
 * Locks space `space` (the caller has resolved it) and refuses another live class of it overlapping
 * [startsAt, endsAt) other than `exceptId`. @throws AppError CLASS_SPACE_BUSY ({space, date, time})
 */
export async function checkSpaceFree(db: Db, space: ClassSpace, startsAt: Date, endsAt: Date, exceptId?: number) {
  await db.select({ id: clubSpace.id }).from(clubSpace).where(eq(clubSpace.id, space.id)).for('update');
  const other = await spaceConflict(db, space.id, startsAt, endsAt, exceptId);
  if (other) throw spaceBusy(space.name, other.startsAt);
}

/** Locks spaces `ids` in id order (a plan generation, before any coach) and answers them by id. */
export async function lockSpaces(db: Db, ids: number[]): Promise<Map<number, ClassSpace>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: clubSpace.id, name: clubSpace.name, capacity: clubSpace.capacity })
    .from(clubSpace)
    .where(inArray(clubSpace.id, unique))
    .orderBy(asc(clubSpace.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

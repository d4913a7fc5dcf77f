/**
 * Facts of a meeting room that both the catering staff's room calls (room.handlers.ts: free rooms) and the
 * conference centre's schedule (server/modules/conference-day) show: how many people it holds and its devices.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devKind, room, site, siteDevice } from '../../db/schema/index';

/** People a room holds: its room's capacity when it lies in one that says, else the site's (SQL; joins `room`). */
export const peopleCapacity = sql<number>`coalesce(nullif(${room.capacity}, 0), ${site.capacity})::int`;

/** One device of a room: its kind's code and names, and how many. */
export interface RoomDevice {
  code: string;
  nameCn: string;
  nameEn: string;
  nameTc: string;
  quantity: number;
}

/** The devices of `siteIds`, by site, in the order of their kinds. */
export async function devicesOf(db: Db, siteIds: number[]): Promise<Map<number, RoomDevice[]>> {
  const out = new Map<number, RoomDevice[]>();
  if (siteIds.length === 0) return out;
  const rows = await db
    .select({
      siteId: siteDevice.siteId,
      code: devKind.code,
      nameCn: devKind.nameCn,
      nameEn: devKind.nameEn,
      nameTc: devKind.nameTc,
      quantity: siteDevice.quantity,
    })
    .from(siteDevice)
    .innerJoin(devKind, eq(devKind.id, siteDevice.devKindId))
    .where(inArray(siteDevice.siteId, siteIds))
    .orderBy(asc(devKind.id));
  for (const { siteId, ...device } of rows) out.set(siteId, [...(out.get(siteId) ?? []), device]);
  return out;
}

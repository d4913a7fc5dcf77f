/**
 * Handlers of the room calls of platform/contracts/venue-extras.contract.ts
 * (/room and the dropdown /site/room/dict/list). Rooms hang under floors; a room holding
 * sites is not deleted (RECORD_IN_USE, context roomSites) and does not move to another
 * floor (ROOM_FLOOR_MISMATCH: its sites would lie on another floor than their room).
 */
import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RoomRow } from '../../../platform/contracts/venue-extras.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName, placeNameLike } from '../../db/place-name';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { building, campus, floor, room, site } from '../../db/schema/index';
import * as venueExtrasContracts from '../../../platform/contracts/venue-extras.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { ordered } from '../assets/assets.queries';

/** Sites per room (correlated; drizzle leaves single-table columns unqualified, hence raw names). */
const roomSites = sql<number>`(select count(*)::int from site s where s.room_id = "room"."id")`;

/**
 * Rooms joined to their floor, building and campus, with their site counts: their name and their parents' in
 * `lang`, and their stored names (`nameCn`, `nameEn`, `nameTc`, as the form edits them).
 */
function roomQuery(db: Db, lang: Lang) {
  return db
    .select({
      ...getTableColumns(room),
      name: placeName(room, lang),
      nameCn: room.name,
      floorName: placeName(floor, lang),
      buildingId: building.id,
      buildingName: placeName(building, lang),
      campusId: campus.id,
      campusName: placeName(campus, lang),
      siteCount: roomSites,
    })
    .from(room)
    .innerJoin(floor, eq(floor.id, room.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId));
}

/** One room on the wire (parents named in `lang`), or NOT_FOUND. */
async function findRoom(db: Db, id: number, lang: Lang): Promise<RoomRow> {
  const [row] = await roomQuery(db, lang).where(eq(room.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** @throws AppError BAD_REQUEST naming `floorId` when the floor does not exist */
async function assertFloor(db: Db, floorId: number): Promise<void> {
  if (!(await db.select({ id: floor.id }).from(floor).where(eq(floor.id, floorId))).length) {
    throw new AppError(Code.BAD_REQUEST, { detail: `floorId: no record ${floorId}` });
  }
}

const ROOM_SORT = { name: room.name, capacity: room.capacity, sort: room.sort };

/** The handlers of the room calls: a part, implemented with the module's rest. */
export const roomHandlers = {
  roomPage: async (input, ctx) => {
    const k = input.keyword ? containing(input.keyword) : null;
    const where: SQL | undefined = and(
      input.campusId ? eq(building.campusId, input.campusId) : undefined,
      input.buildingId ? eq(floor.buildingId, input.buildingId) : undefined,
      input.floorId ? eq(room.floorId, input.floorId) : undefined,
      k ? or(placeNameLike(room, k), ilike(room.code, k)) : undefined,
      input.status === undefined ? undefined : eq(room.status, input.status),
    );
    const order = input.orderBy
      ? [ordered(ROOM_SORT[input.orderBy], input.order)]
      : [
          asc(campus.sort),
          asc(campus.id),
          asc(building.sort),
          asc(building.id),
          asc(floor.level),
          asc(floor.id),
          asc(room.sort),
        ];
    const rows = await roomQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(...order, asc(room.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(room)
      .innerJoin(floor, eq(floor.id, room.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .where(where);
    return pageResult(rows, total, input);
  },

  roomDictList: async (input, ctx) => {
    const rows = await roomQuery(ctx.db, ctx.lang)
      .where(
        and(
          eq(room.status, 0),
          input.floorId ? eq(room.floorId, input.floorId) : undefined,
          input.buildingId ? eq(floor.buildingId, input.buildingId) : undefined,
        ),
      )
      .orderBy(
        asc(campus.sort),
        asc(campus.id),
        asc(building.sort),
        asc(building.id),
        asc(floor.level),
        asc(room.sort),
        asc(room.id),
      );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      floorId: r.floorId,
      capacity: r.capacity,
      path: `${r.campusName} / ${r.buildingName} / ${r.floorName} / ${r.name}`,
    }));
  },

  roomAdd: async (input, ctx) => {
    await assertFloor(ctx.db, input.floorId);
    const [row] = await ctx.db.insert(room).values(input).returning({ id: room.id });
    const after = await findRoom(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  roomEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const [locked] = await ctx.db.select({ id: room.id }).from(room).where(eq(room.id, id)).for('update');
    if (!locked) throw new AppError(Code.NOT_FOUND);
    const before = await findRoom(ctx.db, id, ctx.lang);
    await assertFloor(ctx.db, fields.floorId);
    if (fields.floorId !== before.floorId) {
      const [moved] = await ctx.db
        .select({ name: placeName(site, ctx.lang) })
        .from(site)
        .where(eq(site.roomId, id))
        .limit(1);
      if (moved) throw new AppError(Code.ROOM_FLOOR_MISMATCH, { room: before.name, site: moved.name });
    }
    await ctx.db.update(room).set(fields).where(eq(room.id, id));
    const after = await findRoom(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  roomDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    await ctx.db.select({ id: room.id }).from(room).where(inArray(room.id, ids)).orderBy(asc(room.id)).for('update');
    const before = await roomQuery(ctx.db, ctx.lang).where(inArray(room.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const inUse = before.find((r) => r.siteCount > 0);
    if (inUse)
      throw new AppError(Code.RECORD_IN_USE, { context: 'roomSites', name: inUse.name, count: inUse.siteCount });
    await ctx.db.delete(room).where(inArray(room.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof venueExtrasContracts>;

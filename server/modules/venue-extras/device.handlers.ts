/**
 * Handlers of the device calls of platform/contracts/venue-extras.contract.ts
 * (/devKindPage, /siteRoomDevKind and the dropdown /system/dev/dict/equipment/dropDown):
 * device kinds (unique code → DUPLICATE; a kind some site has is not deleted →
 * RECORD_IN_USE, context devices) and the devices of each site (a save replaces the set).
 */
import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DevKindRow, SiteDeviceRow } from '../../../platform/contracts/venue-extras.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { placeName, placeNameLike } from '../../db/place-name';
import { building, campus, devKind, floor, room, scene, site, siteDevice } from '../../db/schema/index';
import * as venueExtrasContracts from '../../../platform/contracts/venue-extras.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { ordered } from '../assets/assets.queries';
import { devicesOf } from './extras.queries';
import { assertDeletable } from '../assets/deletable';

/** Sites having a kind (correlated on "dev_kind"."id"). */
const kindSites = sql<number>`(select count(*)::int from site_device d where d.dev_kind_id = "dev_kind"."id")`;

function kindOut(r: typeof devKind.$inferSelect & { siteCount: number }, lang: Lang): DevKindRow {
  return { ...r, name: byLang(lang, r.nameCn, r.nameEn, r.nameTc) };
}

async function kindRows(db: Db, where: SQL | undefined, lang: Lang): Promise<DevKindRow[]> {
  const rows = await db
    .select({ ...getTableColumns(devKind), siteCount: kindSites })
    .from(devKind)
    .where(where);
  return rows.map((r) => kindOut(r, lang));
}

/** One kind on the wire, or NOT_FOUND. */
async function findKind(db: Db, id: number, lang: Lang): Promise<DevKindRow> {
  const [row] = await kindRows(db, eq(devKind.id, id), lang);
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** The write, with a unique violation of the code turned into DUPLICATE (`value` = the code). */
async function uniqueCode<T>(code: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new AppError(Code.DUPLICATE, { value: code });
    throw err;
  }
}

/** Sites joined to their scene, place and room (places named in `lang`). */
function siteDeviceQuery(db: Db, lang: Lang) {
  return db
    .select({
      siteId: site.id,
      siteName: placeName(site, lang),
      scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
      campusName: placeName(campus, lang),
      buildingName: placeName(building, lang),
      floorName: placeName(floor, lang),
      roomId: site.roomId,
      roomName: sql<string | null>`${placeName(room, lang)}`,
    })
    .from(site)
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .leftJoin(room, eq(room.id, site.roomId));
}

/** Joined site rows with their devices (one query for the devices of all rows). */
async function withDevices(
  db: Db,
  rows: Awaited<ReturnType<ReturnType<typeof siteDeviceQuery>['where']>>,
  lang: Lang,
): Promise<SiteDeviceRow[]> {
  const devices = await devicesOf(
    db,
    rows.map((r) => r.siteId),
    lang,
  );
  return rows.map((r) => ({
    siteId: r.siteId,
    siteName: r.siteName,
    sceneName: byLang(lang, r.scene.nameCn, r.scene.nameEn, r.scene.nameTc),
    place: `${r.campusName} / ${r.buildingName} / ${r.floorName}`,
    roomId: r.roomId,
    roomName: r.roomName,
    devices: devices.get(r.siteId) ?? [],
  }));
}

const KIND_SORT = { code: devKind.code, sort: devKind.sort };

const kindHandlers = {
  devKindPage: async (input, ctx) => {
    const k = input.keyword ? containing(input.keyword) : null;
    const where = and(
      k
        ? or(ilike(devKind.code, k), ilike(devKind.nameCn, k), ilike(devKind.nameEn, k), ilike(devKind.nameTc, k))
        : undefined,
      input.status === undefined ? undefined : eq(devKind.status, input.status),
    );
    const order = input.orderBy ? [ordered(KIND_SORT[input.orderBy], input.order)] : [asc(devKind.sort)];
    const rows = await ctx.db
      .select({ ...getTableColumns(devKind), siteCount: kindSites })
      .from(devKind)
      .where(where)
      .orderBy(...order, asc(devKind.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(devKind).where(where);
    return pageResult(
      rows.map((r) => kindOut(r, ctx.lang)),
      total,
      input,
    );
  },

  equipmentDropDown: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(devKind)
      .where(eq(devKind.status, 0))
      .orderBy(asc(devKind.sort), asc(devKind.id));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: byLang(ctx.lang, r.nameCn, r.nameEn, r.nameTc),
      icon: r.icon,
    }));
  },

  devKindAdd: async (input, ctx) => {
    const [row] = await uniqueCode(input.code, ctx.db.insert(devKind).values(input).returning({ id: devKind.id }));
    const after = await findKind(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  devKindEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = await findKind(ctx.db, id, ctx.lang);
    await uniqueCode(fields.code, ctx.db.update(devKind).set(fields).where(eq(devKind.id, id)));
    const after = await findKind(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  devKindDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    await ctx.db
      .select({ id: devKind.id })
      .from(devKind)
      .where(inArray(devKind.id, ids))
      .orderBy(asc(devKind.id))
      .for('update');
    const before = await kindRows(ctx.db, inArray(devKind.id, ids), ctx.lang);
    assertDeletable(
      before.map((r) => ({ name: r.name, used: r.siteCount })),
      ids,
      'devices',
    );
    await ctx.db.delete(devKind).where(inArray(devKind.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof venueExtrasContracts>;

const siteDeviceHandlers = {
  siteDevicePage: async (input, ctx) => {
    const where = and(
      input.keyword ? placeNameLike(site, containing(input.keyword)) : undefined,
      input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
      input.campusId ? eq(building.campusId, input.campusId) : undefined,
      input.devKindId
        ? sql`exists (select 1 from site_device d where d.site_id = ${site.id} and d.dev_kind_id = ${input.devKindId})`
        : undefined,
    );
    const order = input.orderBy ? [ordered(placeName(site, ctx.lang), input.order)] : [asc(site.sort)];
    const rows = await siteDeviceQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(...order, asc(site.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(site)
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .where(where);
    return pageResult(await withDevices(ctx.db, rows, ctx.lang), total, input);
  },

  siteDeviceSave: async (input, ctx) => {
    const [locked] = await ctx.db.select({ id: site.id }).from(site).where(eq(site.id, input.siteId)).for('update');
    if (!locked) throw new AppError(Code.SITE_NOT_FOUND);
    const kindIds = input.devices.map((d) => d.devKindId);
    if (kindIds.length) {
      // Share-locked: a kind cannot be deleted while it is being given to the site.
      const known = new Set(
        (await ctx.db.select({ id: devKind.id }).from(devKind).where(inArray(devKind.id, kindIds)).for('share')).map(
          (r) => r.id,
        ),
      );
      const missing = kindIds.filter((id) => !known.has(id));
      if (missing.length)
        throw new AppError(Code.BAD_REQUEST, { detail: `devKindId: no record ${missing.join(', ')}` });
    }
    const [before] = await withDevices(
      ctx.db,
      await siteDeviceQuery(ctx.db, ctx.lang).where(eq(site.id, input.siteId)),
      ctx.lang,
    );
    await ctx.db.delete(siteDevice).where(eq(siteDevice.siteId, input.siteId));
    if (input.devices.length)
      await ctx.db.insert(siteDevice).values(input.devices.map((d) => ({ siteId: input.siteId, ...d })));
    const [after] = await withDevices(
      ctx.db,
      await siteDeviceQuery(ctx.db, ctx.lang).where(eq(site.id, input.siteId)),
      ctx.lang,
    );
    ctx.audit({ before, after });
    return after;
  },
} satisfies PartialHandlersOf<typeof venueExtrasContracts>;

/** The handlers of the device calls: a part, implemented with the module's rest. */
export const deviceHandlers = {
  ...kindHandlers,
  ...siteDeviceHandlers,
} satisfies PartialHandlersOf<typeof venueExtrasContracts>;

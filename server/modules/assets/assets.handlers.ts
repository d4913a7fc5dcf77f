/**
 * Handlers of platform/contracts/assets.contract.ts: campuses, buildings,
 * floors, scenes and sites of the back office. Every mutation runs in the call's
 * transaction and records before/after in the operation log.
 *
 * Refusals: an unknown parent → BAD_REQUEST; a delete while dependants exist →
 * RECORD_IN_USE with `context` buildings | floors | sites | reservations (the message
 * names the record and the count); a site edit whose kind/capacity is below the peak of
 * its future active bookings → SITE_CAPACITY_IN_USE (the site row is locked first, as a
 * capacity booking locks it, so no booking slips in between check and update); a new
 * slot length that does not divide the site's opening ranges → OPENING_NOT_WHOLE_SLOTS
 * (the check of /openRule, server/modules/open-rule/open-rule.service.ts).
 */
import { and, asc, count, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { BuildingRow, CampusRow, FloorRow, SceneRow, SiteRow } from '../../../platform/contracts/assets.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { placeName, placeNameLike } from '../../db/place-name';
import { building, campus, floor, scene, site } from '../../db/schema/index';
import * as assetsContracts from '../../../platform/contracts/assets.contract';
import { implement, type PartialHandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { checkWeek, openingsOf } from '../open-rule/open-rule.service';
import { lockSite } from '../reserve/reserve.queries';
import {
  alignExclusive,
  buildingFloors,
  campusBuildings,
  countSites,
  findSiteRow,
  floorSites,
  futurePeak,
  ordered,
  reservationsOf,
  sceneSites,
  siteOut,
  siteQuery,
} from './assets.queries';
import { assertDeletable } from './deletable';

/** @throws AppError BAD_REQUEST (`detail` names the field) when `table` has no row `id` */
async function assertExists(
  db: Db,
  table: typeof campus | typeof building | typeof floor | typeof scene,
  id: number,
  field: string,
): Promise<void> {
  if (!(await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length) {
    throw new AppError(Code.BAD_REQUEST, { detail: `${field}: no record ${id}` });
  }
}

/** The write, with a unique violation of the scene code turned into DUPLICATE (`value` = the code). */
async function uniqueCode<T>(code: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new AppError(Code.DUPLICATE, { value: code });
    throw err;
  }
}

// --- rows ------------------------------------------------------------------------

/**
 * Campuses with their name in `lang`, their stored names (`nameCn`, `nameEn`, `nameTc`) and building counts.
 */
function campusQuery(db: Db, lang: Lang) {
  return db
    .select({
      ...getTableColumns(campus),
      name: placeName(campus, lang),
      nameCn: campus.name,
      buildingCount: campusBuildings,
    })
    .from(campus);
}

async function campusRows(db: Db, where: SQL | undefined, lang: Lang): Promise<CampusRow[]> {
  return campusQuery(db, lang).where(where);
}

/** Buildings with their name and campus's in `lang`, their stored names and their floor counts. */
function buildingQuery(db: Db, lang: Lang) {
  return db
    .select({
      ...getTableColumns(building),
      name: placeName(building, lang),
      nameCn: building.name,
      campusName: placeName(campus, lang),
      floorCount: buildingFloors,
    })
    .from(building)
    .innerJoin(campus, eq(campus.id, building.campusId));
}

/** Floors with their name, building's and campus's in `lang`, their stored names and their site counts. */
function floorQuery(db: Db, lang: Lang) {
  return db
    .select({
      ...getTableColumns(floor),
      name: placeName(floor, lang),
      nameCn: floor.name,
      buildingName: placeName(building, lang),
      campusId: campus.id,
      campusName: placeName(campus, lang),
      siteCount: floorSites,
    })
    .from(floor)
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId));
}

function sceneOut(r: typeof scene.$inferSelect & { siteCount: number }, lang: Lang): SceneRow {
  return { ...r, name: byLang(lang, r.nameCn, r.nameEn, r.nameTc) };
}
async function sceneRows(db: Db, where: SQL | undefined, lang: Lang): Promise<SceneRow[]> {
  const rows = await db
    .select({ ...getTableColumns(scene), siteCount: sceneSites })
    .from(scene)
    .where(where);
  return rows.map((r) => sceneOut(r, lang));
}

/** The first row, or NOT_FOUND. */
function found<T>(rows: T[]): T {
  if (!rows[0]) throw new AppError(Code.NOT_FOUND);
  return rows[0];
}

async function findSite(db: Db, id: number, lang: Lang): Promise<SiteRow> {
  const row = await findSiteRow(db, id, lang);
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** Page-sort columns of each list; names sort in the caller's language `lang`. */
const CAMPUS_SORT = (lang: Lang) => ({ name: placeName(campus, lang), sort: campus.sort });
const BUILDING_SORT = (lang: Lang) => ({ name: placeName(building, lang), sort: building.sort });
const FLOOR_SORT = (lang: Lang) => ({ name: placeName(floor, lang), level: floor.level });
const SCENE_SORT = { code: scene.code, sort: scene.sort };
const SITE_SORT = (lang: Lang) => ({
  name: placeName(site, lang),
  capacity: site.capacity,
  slotMinutes: site.slotMinutes,
  sort: site.sort,
});

// --- campuses ----------------------------------------------------------------------

const campusHandlers = {
  campusPage: async (input, ctx) => {
    const where = input.keyword ? placeNameLike(campus, containing(input.keyword)) : undefined;
    const order = input.orderBy ? [ordered(CAMPUS_SORT(ctx.lang)[input.orderBy], input.order)] : [asc(campus.sort)];
    const rows = await campusQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(...order, asc(campus.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(campus).where(where);
    return pageResult(rows, total, input);
  },

  campusList: async (_input, ctx) =>
    ctx.db
      .select({ id: campus.id, name: placeName(campus, ctx.lang), timeZone: campus.timeZone })
      .from(campus)
      .orderBy(asc(campus.sort), asc(campus.id)),

  campusAdd: async (input, ctx) => {
    const [row] = await ctx.db.insert(campus).values(input).returning();
    const after = found(await campusRows(ctx.db, eq(campus.id, row.id), ctx.lang));
    ctx.audit({ after });
    return after;
  },

  campusEdit: async (input, ctx) => {
    const before = found(await campusRows(ctx.db, eq(campus.id, input.id), ctx.lang));
    await ctx.db.update(campus).set(input).where(eq(campus.id, input.id));
    const after = found(await campusRows(ctx.db, eq(campus.id, input.id), ctx.lang));
    ctx.audit({ before, after });
    return after;
  },

  campusDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await campusRows(ctx.db, inArray(campus.id, ids), ctx.lang);
    assertDeletable(
      before.map((r) => ({ name: r.name, used: r.buildingCount })),
      ids,
      'buildings',
    );
    await ctx.db.delete(campus).where(inArray(campus.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof assetsContracts>;

// --- buildings ---------------------------------------------------------------------

const buildingHandlers = {
  buildingPage: async (input, ctx) => {
    const where = and(
      input.campusId ? eq(building.campusId, input.campusId) : undefined,
      input.keyword ? placeNameLike(building, containing(input.keyword)) : undefined,
    );
    const order = input.orderBy
      ? [ordered(BUILDING_SORT(ctx.lang)[input.orderBy], input.order)]
      : [asc(campus.sort), asc(campus.id), asc(building.sort)];
    const rows = await buildingQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(...order, asc(building.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(building).where(where);
    return pageResult<BuildingRow>(rows, total, input);
  },

  buildingList: async (input, ctx) => {
    const rows = await buildingQuery(ctx.db, ctx.lang)
      .where(input.campusId ? eq(building.campusId, input.campusId) : undefined)
      .orderBy(asc(campus.sort), asc(campus.id), asc(building.sort), asc(building.id));
    return rows.map((r) => ({ id: r.id, name: r.name, campusId: r.campusId, path: `${r.campusName} / ${r.name}` }));
  },

  buildingAdd: async (input, ctx) => {
    await assertExists(ctx.db, campus, input.campusId, 'campusId');
    const [row] = await ctx.db.insert(building).values(input).returning();
    const after = found(await buildingQuery(ctx.db, ctx.lang).where(eq(building.id, row.id)));
    ctx.audit({ after });
    return after;
  },

  buildingEdit: async (input, ctx) => {
    const before = found(await buildingQuery(ctx.db, ctx.lang).where(eq(building.id, input.id)));
    await assertExists(ctx.db, campus, input.campusId, 'campusId');
    await ctx.db.update(building).set(input).where(eq(building.id, input.id));
    const after = found(await buildingQuery(ctx.db, ctx.lang).where(eq(building.id, input.id)));
    ctx.audit({ before, after });
    return after;
  },

  buildingDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await buildingQuery(ctx.db, ctx.lang).where(inArray(building.id, ids));
    assertDeletable(
      before.map((r) => ({ name: r.name, used: r.floorCount })),
      ids,
      'floors',
    );
    await ctx.db.delete(building).where(inArray(building.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof assetsContracts>;

// --- floors ------------------------------------------------------------------------

const floorHandlers = {
  floorPage: async (input, ctx) => {
    const where = and(
      input.campusId ? eq(building.campusId, input.campusId) : undefined,
      input.buildingId ? eq(floor.buildingId, input.buildingId) : undefined,
      input.keyword ? placeNameLike(floor, containing(input.keyword)) : undefined,
    );
    const order = input.orderBy
      ? [ordered(FLOOR_SORT(ctx.lang)[input.orderBy], input.order)]
      : [asc(campus.sort), asc(campus.id), asc(building.sort), asc(building.id), asc(floor.level)];
    const rows = await floorQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(...order, asc(floor.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(floor)
      .innerJoin(building, eq(building.id, floor.buildingId))
      .where(where);
    return pageResult<FloorRow>(rows, total, input);
  },

  floorList: async (input, ctx) => {
    const rows = await ctx.db
      .select({
        id: floor.id,
        name: placeName(floor, ctx.lang),
        level: floor.level,
        buildingId: floor.buildingId,
        buildingName: placeName(building, ctx.lang),
        campusName: placeName(campus, ctx.lang),
      })
      .from(floor)
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .where(input.buildingId ? eq(floor.buildingId, input.buildingId) : undefined)
      .orderBy(asc(campus.sort), asc(campus.id), asc(building.sort), asc(building.id), asc(floor.level), asc(floor.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      level: r.level,
      buildingId: r.buildingId,
      path: `${r.campusName} / ${r.buildingName} / ${r.name}`,
    }));
  },

  floorAdd: async (input, ctx) => {
    await assertExists(ctx.db, building, input.buildingId, 'buildingId');
    const [row] = await ctx.db.insert(floor).values(input).returning();
    const after = found(await floorQuery(ctx.db, ctx.lang).where(eq(floor.id, row.id)));
    ctx.audit({ after });
    return after;
  },

  floorEdit: async (input, ctx) => {
    const before = found(await floorQuery(ctx.db, ctx.lang).where(eq(floor.id, input.id)));
    await assertExists(ctx.db, building, input.buildingId, 'buildingId');
    await ctx.db.update(floor).set(input).where(eq(floor.id, input.id));
    const after = found(await floorQuery(ctx.db, ctx.lang).where(eq(floor.id, input.id)));
    ctx.audit({ before, after });
    return after;
  },

  floorDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await floorQuery(ctx.db, ctx.lang).where(inArray(floor.id, ids));
    assertDeletable(
      before.map((r) => ({ name: r.name, used: r.siteCount })),
      ids,
      'sites',
    );
    await ctx.db.delete(floor).where(inArray(floor.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof assetsContracts>;

// --- scenes ------------------------------------------------------------------------

const sceneHandlers = {
  scenePage: async (input, ctx) => {
    const k = input.keyword ? containing(input.keyword) : null;
    const where = k
      ? or(ilike(scene.code, k), ilike(scene.nameCn, k), ilike(scene.nameEn, k), ilike(scene.nameTc, k))
      : undefined;
    const order = input.orderBy ? [ordered(SCENE_SORT[input.orderBy], input.order)] : [asc(scene.sort)];
    const rows = await ctx.db
      .select({ ...getTableColumns(scene), siteCount: sceneSites })
      .from(scene)
      .where(where)
      .orderBy(...order, asc(scene.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(scene).where(where);
    return pageResult(
      rows.map((r) => sceneOut(r, ctx.lang)),
      total,
      input,
    );
  },

  sceneList: async (_input, ctx) => {
    const rows = await ctx.db.select().from(scene).orderBy(asc(scene.sort), asc(scene.id));
    return rows.map((r) => ({ id: r.id, code: r.code, name: byLang(ctx.lang, r.nameCn, r.nameEn, r.nameTc) }));
  },

  sceneAdd: async (input, ctx) => {
    const [row] = await uniqueCode(
      input.code,
      ctx.db
        .insert(scene)
        .values({ ...input, icon: input.icon ?? null })
        .returning(),
    );
    const after = found(await sceneRows(ctx.db, eq(scene.id, row.id), ctx.lang));
    ctx.audit({ after });
    return after;
  },

  sceneEdit: async (input, ctx) => {
    const before = found(await sceneRows(ctx.db, eq(scene.id, input.id), ctx.lang));
    await uniqueCode(
      input.code,
      ctx.db
        .update(scene)
        .set({ ...input, icon: input.icon ?? null })
        .where(eq(scene.id, input.id)),
    );
    const after = found(await sceneRows(ctx.db, eq(scene.id, input.id), ctx.lang));
    ctx.audit({ before, after });
    return after;
  },

  sceneDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await sceneRows(ctx.db, inArray(scene.id, ids), ctx.lang);
    assertDeletable(
      before.map((r) => ({ name: r.name, used: r.siteCount })),
      ids,
      'sites',
    );
    await ctx.db.delete(scene).where(inArray(scene.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof assetsContracts>;

// --- sites -------------------------------------------------------------------------

/** @throws AppError BAD_REQUEST for an unknown scene or floor */
async function assertSiteParents(db: Db, input: { sceneId: number; floorId: number }): Promise<void> {
  await assertExists(db, scene, input.sceneId, 'sceneId');
  await assertExists(db, floor, input.floorId, 'floorId');
}

const siteHandlers = {
  sitePage: async (input, ctx) => {
    const where = and(
      input.keyword ? placeNameLike(site, containing(input.keyword)) : undefined,
      input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
      input.campusId ? eq(building.campusId, input.campusId) : undefined,
      input.buildingId ? eq(floor.buildingId, input.buildingId) : undefined,
      input.kind ? eq(site.kind, input.kind) : undefined,
      input.enabled !== undefined ? eq(site.enabled, input.enabled) : undefined,
    );
    const order = input.orderBy ? [ordered(SITE_SORT(ctx.lang)[input.orderBy], input.order)] : [asc(site.sort)];
    const rows = await siteQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(...order, asc(site.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => siteOut(r, ctx.lang)),
      await countSites(ctx.db, where),
      input,
    );
  },

  siteDetail: async (input, ctx) => findSite(ctx.db, input.id, ctx.lang),

  siteAdd: async (input, ctx) => {
    await assertSiteParents(ctx.db, input);
    const [row] = await ctx.db.insert(site).values(input).returning();
    const after = await findSite(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  siteEdit: async (input, ctx) => {
    await lockSite(ctx.db, input.id);
    const before = await findSite(ctx.db, input.id, ctx.lang);
    await assertSiteParents(ctx.db, input);
    if (input.kind !== before.kind || input.capacity < before.capacity) {
      const needed = await futurePeak(ctx.db, input.id, ctx.now);
      if (needed > input.capacity) {
        throw new AppError(Code.SITE_CAPACITY_IN_USE, { site: before.name, needed, capacity: input.capacity });
      }
      if (input.kind !== before.kind) await alignExclusive(ctx.db, input.id, input.kind === 'single', ctx.now);
    }
    if (input.slotMinutes !== before.slotMinutes)
      checkWeek(await openingsOf(ctx.db, [input.id]), [input.slotMinutes], ctx.lang);
    await ctx.db.update(site).set(input).where(eq(site.id, input.id));
    const after = await findSite(ctx.db, input.id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  siteChangeStatus: async (input, ctx) => {
    const before = await findSite(ctx.db, input.id, ctx.lang);
    await ctx.db.update(site).set({ enabled: input.enabled }).where(eq(site.id, input.id));
    const after = await findSite(ctx.db, input.id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  siteDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await siteQuery(ctx.db, ctx.lang).where(inArray(site.id, ids));
    const booked = await reservationsOf(ctx.db, ids);
    assertDeletable(
      rows.map((r) => ({ name: r.name, used: booked.get(r.id) ?? 0 })),
      ids,
      'reservations',
    );
    await ctx.db.delete(site).where(inArray(site.id, ids));
    ctx.audit({ before: rows.map((r) => siteOut(r, ctx.lang)) });
    return null;
  },
} satisfies PartialHandlersOf<typeof assetsContracts>;

/** Registrations of the assets module. */
export const assetsHandlers = implement(assetsContracts, {
  ...campusHandlers,
  ...buildingHandlers,
  ...floorHandlers,
  ...sceneHandlers,
  ...siteHandlers,
});

/**
 * Handlers of platform/contracts/material.contract.ts (/MaterialGroup): groups and materials
 * of the media library. The bytes of a material are one `media` row (the table site photos
 * use), served by the media route (server/modules/venue-extras/media.route.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/material.contract';
import type { MaterialGroupRow, MaterialRow } from '../../../platform/contracts/material.contract';
import { mediaPath } from '../../../platform/contracts/venue-extras.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { material, materialGroup, media, siteBanner, sysUser } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { checkMaterial } from './material-file';
import { bannerTitle } from './banner-title';

/** Time zone of `uploadedAt` on the wire (DESIGN.md §6 default). */
const TIME_ZONE = 'Asia/Shanghai';

/** Groups with their material counts, filtered by `where`. */
async function groups(db: Db, where?: SQL): Promise<MaterialGroupRow[]> {
  return db
    .select({ id: materialGroup.id, name: materialGroup.name, sort: materialGroup.sort, count: count(material.id) })
    .from(materialGroup)
    .leftJoin(material, eq(material.groupId, materialGroup.id))
    .where(where)
    .groupBy(materialGroup.id)
    .orderBy(asc(materialGroup.sort), asc(materialGroup.id));
}

/** @throws AppError NOT_FOUND when there is no group `id` */
async function findGroup(db: Db, id: number): Promise<MaterialGroupRow> {
  const [row] = await groups(db, eq(materialGroup.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** Materials with their group, media facts and uploader. */
function materialQuery(db: Db) {
  return db
    .select({
      id: material.id,
      groupId: material.groupId,
      groupName: materialGroup.name,
      name: material.name,
      kind: material.kind,
      size: media.size,
      mime: media.contentType,
      mediaId: material.mediaId,
      uploadedBy: sysUser.name,
      uploadedAt: material.createdAt,
    })
    .from(material)
    .innerJoin(materialGroup, eq(materialGroup.id, material.groupId))
    .innerJoin(media, eq(media.id, material.mediaId))
    .leftJoin(sysUser, eq(sysUser.id, material.createdBy));
}

type MaterialSelected = Awaited<ReturnType<ReturnType<typeof materialQuery>['where']>>[number];

function materialOut({ mediaId, uploadedAt, ...row }: MaterialSelected): MaterialRow {
  return { ...row, url: mediaPath(mediaId), uploadedAt: toWireTime(uploadedAt, TIME_ZONE) };
}

/** @throws AppError NOT_FOUND when there is no material `id` */
async function findMaterial(db: Db, id: number): Promise<MaterialRow> {
  const [row] = await materialQuery(db).where(eq(material.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return materialOut(row);
}

/** @throws AppError NOT_FOUND unless every one of `ids` is a material; returns them */
async function findAll(db: Db, ids: number[]): Promise<MaterialRow[]> {
  const rows = (await materialQuery(db).where(inArray(material.id, ids))).map(materialOut);
  if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND);
  return rows;
}

/** Registrations of the media library (each call must have a handler: a compile error otherwise). */
export const materialHandlers = implement(contracts, {
  materialGroupList: async (_input, ctx) => groups(ctx.db),

  materialGroupAdd: async (input, ctx) => {
    const [row] = await ctx.db.insert(materialGroup).values(input).returning({ id: materialGroup.id });
    const after = await findGroup(ctx.db, row.id);
    ctx.audit({ after });
    return after;
  },

  materialGroupEdit: async ({ id, ...fields }, ctx) => {
    const before = await findGroup(ctx.db, id);
    await ctx.db.update(materialGroup).set(fields).where(eq(materialGroup.id, id));
    const after = await findGroup(ctx.db, id);
    ctx.audit({ before, after });
    return after;
  },

  materialGroupDelete: async ({ id }, ctx) => {
    const before = await findGroup(ctx.db, id);
    if (before.count > 0) throw new AppError(Code.MATERIAL_GROUP_NOT_EMPTY, { name: before.name, count: before.count });
    await ctx.db.delete(materialGroup).where(eq(materialGroup.id, id));
    ctx.audit({ before });
    return null;
  },

  materialPage: async (input, ctx) => {
    const where = and(
      input.groupId === undefined ? undefined : eq(material.groupId, input.groupId),
      input.kind === undefined ? undefined : eq(material.kind, input.kind),
      input.keyword ? ilike(material.name, containing(input.keyword)) : undefined,
    );
    const rows = await materialQuery(ctx.db)
      .where(where)
      .orderBy(desc(material.createdAt), desc(material.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(material).where(where);
    return pageResult(rows.map(materialOut), total, input);
  },

  materialUpload: async (input, ctx) => {
    const { kind, type, bytes } = checkMaterial(input.contentType, input.data);
    await findGroup(ctx.db, input.groupId);
    const createdBy = ctx.principal.userId;
    const [stored] = await ctx.db
      .insert(media)
      .values({
        name: input.name,
        contentType: type,
        size: bytes.length,
        content: bytes,
        createdBy,
        createdAt: ctx.now,
      })
      .returning({ id: media.id });
    const [row] = await ctx.db
      .insert(material)
      .values({ groupId: input.groupId, name: input.name, kind, mediaId: stored.id, createdBy, createdAt: ctx.now })
      .returning({ id: material.id });
    const after = await findMaterial(ctx.db, row.id);
    ctx.audit({ after });
    return after;
  },

  materialRename: async ({ id, name }, ctx) => {
    const before = await findMaterial(ctx.db, id);
    await ctx.db.update(material).set({ name }).where(eq(material.id, id));
    const after = await findMaterial(ctx.db, id);
    ctx.audit({ before, after });
    return after;
  },

  materialMove: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await findAll(ctx.db, ids);
    await findGroup(ctx.db, input.groupId);
    await ctx.db.update(material).set({ groupId: input.groupId }).where(inArray(material.id, ids));
    ctx.audit({ before, after: { groupId: input.groupId } });
    return null;
  },

  materialDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await findAll(ctx.db, ids);
    const [used] = await ctx.db
      .select({
        materialId: siteBanner.materialId,
        titleCn: siteBanner.titleCn,
        titleEn: siteBanner.titleEn,
        titleTc: siteBanner.titleTc,
      })
      .from(siteBanner)
      .where(inArray(siteBanner.materialId, ids))
      .orderBy(asc(siteBanner.id))
      .limit(1);
    if (used) {
      const name = before.find((m) => m.id === used.materialId)?.name ?? '';
      throw new AppError(Code.MATERIAL_IN_USE, { name, banner: bannerTitle(ctx.lang, used) });
    }
    const mediaIds = (
      await ctx.db.select({ mediaId: material.mediaId }).from(material).where(inArray(material.id, ids))
    ).map((r) => r.mediaId);
    await ctx.db.delete(material).where(inArray(material.id, ids));
    await ctx.db.delete(media).where(inArray(media.id, mediaIds));
    ctx.audit({ before });
    return null;
  },
});

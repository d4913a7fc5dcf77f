/**
 * Handlers of platform/contracts/banner.contract.ts (/siteBanner and the terminal's
 * GET /api/ms/banner/list). Every write checks the image material, the link
 * (`isBannerLink`) and the schedule before it changes anything.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/banner.contract';
import { isBannerLink, type BannerFields, type BannerRow } from '../../../platform/contracts/banner.contract';
import { mediaPath } from '../../../platform/contracts/venue-extras.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { offsetOf, pageResult } from '../../db/paging';
import { material, siteBanner } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { bannerTitle } from './banner-title';

/** Time zone of the times on the wire (DESIGN.md §6 default). */
const TIME_ZONE = 'Asia/Shanghai';

/** Banners joined to their material. */
function bannerQuery(db: Db) {
  return db
    .select({ row: siteBanner, materialName: material.name, mediaId: material.mediaId })
    .from(siteBanner)
    .innerJoin(material, eq(material.id, siteBanner.materialId));
}

type BannerSelected = Awaited<ReturnType<ReturnType<typeof bannerQuery>['where']>>[number];

const wire = (d: Date | null) => (d ? toWireTime(d, TIME_ZONE) : null);

function bannerOut({ row, materialName, mediaId }: BannerSelected, lang: Lang): BannerRow {
  return {
    ...row,
    position: row.position as BannerRow['position'],
    title: bannerTitle(lang, row),
    materialName,
    imageUrl: mediaPath(mediaId),
    startAt: wire(row.startAt),
    endAt: wire(row.endAt),
    updatedAt: toWireTime(row.updatedAt, TIME_ZONE),
  };
}

/** @throws AppError NOT_FOUND when there is no banner `id` */
async function findBanner(db: Db, id: number, lang: Lang): Promise<BannerRow> {
  const [row] = await bannerQuery(db).where(eq(siteBanner.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return bannerOut(row, lang);
}

/**
 * The stored values of `fields`, checked.
 * @throws AppError BANNER_LINK_INVALID, BANNER_SCHEDULE_INVALID, NOT_FOUND (material), BANNER_IMAGE_REQUIRED
 */
async function checked(db: Db, fields: BannerFields, now: Date) {
  if (fields.link !== null && !isBannerLink(fields.link))
    throw new AppError(Code.BANNER_LINK_INVALID, { link: fields.link });
  const startAt = fields.startAt ? new Date(fields.startAt) : null;
  const endAt = fields.endAt ? new Date(fields.endAt) : null;
  if (startAt && endAt && endAt <= startAt)
    throw new AppError(Code.BANNER_SCHEDULE_INVALID, { startAt: fields.startAt, endAt: fields.endAt });
  const [picked] = await db
    .select({ name: material.name, kind: material.kind })
    .from(material)
    .where(eq(material.id, fields.materialId));
  if (!picked) throw new AppError(Code.NOT_FOUND);
  if (picked.kind !== 'image') throw new AppError(Code.BANNER_IMAGE_REQUIRED, { name: picked.name });
  return { ...fields, startAt, endAt, updatedAt: now };
}

/** Registrations of the banners (each call must have a handler: a compile error otherwise). */
export const bannerHandlers = implement(contracts, {
  bannerPage: async (input, ctx) => {
    const where = and(
      input.school === undefined
        ? undefined
        : input.school === 'all'
          ? isNull(siteBanner.school)
          : eq(siteBanner.school, input.school),
      input.position === undefined ? undefined : eq(siteBanner.position, input.position),
      input.status === undefined ? undefined : eq(siteBanner.status, input.status),
    );
    const rows = await bannerQuery(ctx.db)
      .where(where)
      .orderBy(asc(siteBanner.position), asc(siteBanner.sort), asc(siteBanner.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(siteBanner).where(where);
    return pageResult(
      rows.map((r) => bannerOut(r, ctx.lang)),
      total,
      input,
    );
  },

  bannerAdd: async (input, ctx) => {
    const values = await checked(ctx.db, input, ctx.now);
    const [row] = await ctx.db.insert(siteBanner).values(values).returning({ id: siteBanner.id });
    const after = await findBanner(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  bannerEdit: async ({ id, ...fields }, ctx) => {
    const before = await findBanner(ctx.db, id, ctx.lang);
    const values = await checked(ctx.db, fields, ctx.now);
    await ctx.db.update(siteBanner).set(values).where(eq(siteBanner.id, id));
    const after = await findBanner(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  bannerChangeStatus: async ({ id, status }, ctx) => {
    const before = await findBanner(ctx.db, id, ctx.lang);
    await ctx.db.update(siteBanner).set({ status, updatedAt: ctx.now }).where(eq(siteBanner.id, id));
    const after = await findBanner(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  bannerDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = (await bannerQuery(ctx.db).where(inArray(siteBanner.id, ids))).map((r) => bannerOut(r, ctx.lang));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(siteBanner).where(inArray(siteBanner.id, ids));
    ctx.audit({ before });
    return null;
  },

  bannerList: async (input, ctx) => {
    const shown: SQL | undefined = and(
      eq(siteBanner.status, 0),
      eq(siteBanner.position, input.position),
      or(isNull(siteBanner.school), eq(siteBanner.school, ctx.settings.school)),
      or(isNull(siteBanner.startAt), lte(siteBanner.startAt, ctx.now)),
      or(isNull(siteBanner.endAt), gt(siteBanner.endAt, ctx.now)),
    );
    const rows = await bannerQuery(ctx.db).where(shown).orderBy(asc(siteBanner.sort), asc(siteBanner.id));
    return rows.map(({ row, mediaId }) => ({
      id: row.id,
      title: bannerTitle(ctx.lang, row),
      imageUrl: mediaPath(mediaId),
      link: row.link,
    }));
  },
});

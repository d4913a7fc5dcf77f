/**
 * Handlers of merchandise (/mc/merchandise/*, page /product): names in three languages, a
 * unit, a price in cents, a photo (uploaded with the save and stored as media, or an existing
 * media id), a category; filters by category include its sub-categories. Merchandise on an
 * order line is never deleted (CATALOGUE_IN_USE): it is disabled instead.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { MerchandiseFields } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import { mediaPath } from '../../../platform/contracts/venue-extras.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { media, mcMerchandise, mcMerchandiseCategory } from '../../db/schema/index';
import type { PartialHandlersOf, SignedInContext } from '../../plugins/call-handler';
import { checkPhoto } from '../venue-extras/photo.service';
import { found, namesLike, refuseInUse, subtreeIds, uniqueIds, withName } from './catalogue.shared';
import { unitLabeler } from './units';

const table = mcMerchandise;
const category = mcMerchandiseCategory;

/** The columns a merchandise row is read with (its category's names beside it). */
const columns = {
  id: table.id,
  categoryId: table.categoryId,
  nameCn: table.nameCn,
  nameEn: table.nameEn,
  nameTc: table.nameTc,
  unit: table.unit,
  priceCents: table.priceCents,
  photoMediaId: table.photoMediaId,
  description: table.description,
  sort: table.sort,
  status: table.status,
  categoryCn: category.nameCn,
  categoryEn: category.nameEn,
  categoryTc: category.nameTc,
};

/** A merchandise row as read with {@link columns}. */
type Read = Awaited<ReturnType<typeof selectRows>>[number];

/** A read row as the list answers it. */
function rowOf(lang: Lang, r: Read) {
  const { categoryCn, categoryEn, categoryTc, ...rest } = r;
  return {
    ...withName(lang, rest),
    categoryName: withName(lang, { nameCn: categoryCn, nameEn: categoryEn, nameTc: categoryTc }).name,
    photoUrl: r.photoMediaId === null ? null : mediaPath(r.photoMediaId),
  };
}

/** Merchandise joined with its category. */
function selectRows(db: Db) {
  return db.select(columns).from(table).innerJoin(category, eq(category.id, table.categoryId));
}

/** The ids of `categoryId` and its sub-categories. */
async function categoryBranch(db: Db, categoryId: number): Promise<number[]> {
  const links = await db.select({ id: category.id, parentId: category.parentId }).from(category);
  return [...subtreeIds(links, categoryId)];
}

/** One merchandise row as the list answers it (NOT_FOUND when missing). */
async function readOne(db: Db, lang: Lang, id: number) {
  return rowOf(lang, found(await selectRows(db).where(eq(table.id, id))));
}

/**
 * The stored values of a save: the category exists; the photo is stored (upload) or exists (id).
 * @throws AppError CATALOGUE_PARENT_MISSING (`context` merchandise), MEDIA_INVALID
 */
async function storedValues(fields: MerchandiseFields, ctx: SignedInContext) {
  const { photo, ...values } = fields;
  const [cat] = await ctx.db.select({ id: category.id }).from(category).where(eq(category.id, values.categoryId));
  if (!cat) throw new AppError(Code.CATALOGUE_PARENT_MISSING, { context: 'merchandise' });
  if (photo) {
    const { type, bytes } = checkPhoto(photo.contentType, photo.data);
    const [stored] = await ctx.db
      .insert(media)
      .values({
        name: photo.name,
        contentType: type,
        size: bytes.length,
        content: bytes,
        createdBy: ctx.principal.userId,
        createdAt: ctx.now,
      })
      .returning({ id: media.id });
    return { ...values, photoMediaId: stored.id };
  }
  if (values.photoMediaId !== null) {
    const [m] = await ctx.db.select({ id: media.id }).from(media).where(eq(media.id, values.photoMediaId));
    if (!m) throw new AppError(Code.MEDIA_INVALID);
  }
  return values;
}

/** Handlers of the merchandise calls. */
export const merchandiseHandlers = {
  merchandisePage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const where: SQL | undefined = and(
      pattern ? or(namesLike(table, pattern), ilike(table.unit, pattern)) : undefined,
      input.status === undefined ? undefined : eq(table.status, input.status),
      input.categoryId === undefined
        ? undefined
        : inArray(table.categoryId, await categoryBranch(ctx.db, input.categoryId)),
    );
    const rows = await selectRows(ctx.db)
      .where(where)
      .orderBy(asc(table.sort), asc(table.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(table).where(where);
    return pageResult(
      rows.map((r) => rowOf(ctx.lang, r)),
      total,
      input,
    );
  },

  merchandiseDropdown: async (input, ctx) => {
    const rows = await selectRows(ctx.db)
      .where(
        and(
          eq(table.status, 0),
          input.categoryId === undefined
            ? undefined
            : inArray(table.categoryId, await categoryBranch(ctx.db, input.categoryId)),
        ),
      )
      .orderBy(asc(table.sort), asc(table.id));
    // The ordering pages show the unit in the reader's language (./units.ts).
    const unit = await unitLabeler(ctx.db, ctx.lang);
    return rows.map((r) => {
      const row = rowOf(ctx.lang, r);
      return {
        id: row.id,
        name: row.name,
        unit: unit(row.unit),
        priceCents: row.priceCents,
        categoryId: row.categoryId,
      };
    });
  },

  merchandiseAdd: async (input, ctx) => {
    const values = await storedValues(input, ctx);
    const [after] = await ctx.db.insert(table).values(values).returning();
    ctx.audit({ after });
    return readOne(ctx.db, ctx.lang, after.id);
  },

  merchandiseEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
    const values = await storedValues(fields, ctx);
    const [after] = await ctx.db
      .update(table)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(table.id, id))
      .returning();
    ctx.audit({ before, after });
    return readOne(ctx.db, ctx.lang, id);
  },

  merchandiseDelete: async (input, ctx) => {
    const ids = uniqueIds(input.ids);
    // Locked rows: an order placed meanwhile cannot slip a line onto merchandise being deleted.
    const before = await ctx.db.select().from(table).where(inArray(table.id, ids)).for('update');
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await refuseInUse(
      ctx.db,
      'merchandise',
      before.map((b) => withName(ctx.lang, b)),
      'merchandise',
    );
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;

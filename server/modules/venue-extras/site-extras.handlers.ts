/**
 * Handlers of a site's extras in platform/contracts/venue-extras.contract.ts:
 * room and description, photos (upload, order, delete), the instructions of a site or a
 * scene, and the terminal's reads (/resv/instr/getBySiteIdAndType, /api/site/extras).
 * Writers lock the site row first, so concurrent uploads and re-orders of one site see
 * each other (the photo count and the sort order stay consistent).
 */
import { and, eq, max, sql } from 'drizzle-orm';
import { PHOTOS_PER_SITE, type Instruction, type SiteExtras } from '../../../platform/contracts/venue-extras.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { media, room, scene, site, siteInstruction, sitePhoto } from '../../db/schema/index';
import * as venueExtrasContracts from '../../../platform/contracts/venue-extras.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { devicesOf, instructionsOf, instructionWhere, photosOf, type InstructionTarget } from './extras.queries';
import { checkPhoto } from './photo.service';
import { findSite } from '../site/site.queries';
import { siteOut } from '../site/site.handlers';

/**
 * Locks a site's row and returns its core fields, its name in `lang`.
 * @throws AppError SITE_NOT_FOUND
 */
async function lockedSite(db: Db, siteId: number, lang: Lang) {
  const [row] = await db
    .select({ id: site.id, name: placeName(site, lang), floorId: site.floorId, sceneId: site.sceneId })
    .from(site)
    .where(eq(site.id, siteId))
    .for('update');
  if (!row) throw new AppError(Code.SITE_NOT_FOUND);
  return row;
}

/** Everything of a site's extras (SITE_NOT_FOUND when missing). */
async function loadExtras(db: Db, siteId: number, lang: Lang): Promise<SiteExtras> {
  const [row] = await db
    .select({
      siteId: site.id,
      siteName: placeName(site, lang),
      floorId: site.floorId,
      roomId: site.roomId,
      roomName: placeName(room, lang),
      description: site.description,
    })
    .from(site)
    .leftJoin(room, eq(room.id, site.roomId))
    .where(eq(site.id, siteId));
  if (!row) throw new AppError(Code.SITE_NOT_FOUND);
  const [photos, devices, instructions] = [
    await photosOf(db, siteId),
    await devicesOf(db, [siteId], lang),
    await instructionsOf(db, { siteId }),
  ];
  return { ...row, photos, devices: devices.get(siteId) ?? [], instructions };
}

/** Replaces a target's instructions with `list` (their scene is `sceneId`); returns the stored set. */
async function replaceInstructions(
  db: Db,
  target: InstructionTarget,
  sceneId: number,
  list: Instruction[],
  now: Date,
): Promise<Instruction[]> {
  await db.delete(siteInstruction).where(instructionWhere(target));
  if (list.length) {
    await db.insert(siteInstruction).values(
      list.map((i) => ({
        ...i,
        siteId: 'siteId' in target ? target.siteId : null,
        sceneId: 'siteId' in target ? null : sceneId,
        updatedAt: now,
      })),
    );
  }
  return instructionsOf(db, target);
}

/** An enabled site's id and scene, or SITE_NOT_FOUND (the terminal sees enabled sites only). */
async function enabledSite(db: Db, siteId: number): Promise<{ id: number; sceneId: number }> {
  const [row] = await db
    .select({ id: site.id, sceneId: site.sceneId })
    .from(site)
    .where(and(eq(site.id, siteId), eq(site.enabled, true)));
  if (!row) throw new AppError(Code.SITE_NOT_FOUND);
  return row;
}

/** The handlers of a site's extras: a part, implemented with the module's rest. */
export const siteExtrasHandlers = {
  siteExtras: async (input, ctx) => loadExtras(ctx.db, input.siteId, ctx.lang),

  siteProfileSave: async (input, ctx) => {
    const target = await lockedSite(ctx.db, input.siteId, ctx.lang);
    if (input.roomId !== null) {
      // Share-locked: the room cannot be deleted or moved while the site is put in it.
      const [chosen] = await ctx.db
        .select({ name: placeName(room, ctx.lang), floorId: room.floorId })
        .from(room)
        .where(eq(room.id, input.roomId))
        .for('share');
      if (!chosen) throw new AppError(Code.BAD_REQUEST, { detail: `roomId: no record ${input.roomId}` });
      if (chosen.floorId !== target.floorId)
        throw new AppError(Code.ROOM_FLOOR_MISMATCH, { room: chosen.name, site: target.name });
    }
    const before = await loadExtras(ctx.db, input.siteId, ctx.lang);
    await ctx.db
      .update(site)
      .set({ roomId: input.roomId, description: input.description })
      .where(eq(site.id, input.siteId));
    const after = await loadExtras(ctx.db, input.siteId, ctx.lang);
    ctx.audit({
      before: { roomId: before.roomId, description: before.description },
      after: { roomId: after.roomId, description: after.description },
    });
    return after;
  },

  sitePhotoUpload: async (input, ctx) => {
    await lockedSite(ctx.db, input.siteId, ctx.lang);
    const { type, bytes } = checkPhoto(input.contentType, input.data);
    const [{ n, last }] = await ctx.db
      .select({ n: sql<number>`count(*)::int`, last: max(sitePhoto.sort) })
      .from(sitePhoto)
      .where(eq(sitePhoto.siteId, input.siteId));
    if (n >= PHOTOS_PER_SITE) throw new AppError(Code.MEDIA_INVALID, { context: 'count', max: PHOTOS_PER_SITE });
    const [stored] = await ctx.db
      .insert(media)
      .values({
        name: input.name,
        contentType: type,
        size: bytes.length,
        content: bytes,
        createdBy: ctx.principal?.userId ?? null,
        createdAt: ctx.now,
      })
      .returning({ id: media.id });
    const [photo] = await ctx.db
      .insert(sitePhoto)
      .values({ siteId: input.siteId, mediaId: stored.id, sort: (last ?? -1) + 1 })
      .returning({ id: sitePhoto.id });
    const after = (await photosOf(ctx.db, input.siteId)).find((p) => p.id === photo.id)!;
    ctx.audit({ after: { siteId: input.siteId, ...after } });
    return after;
  },

  sitePhotoSort: async (input, ctx) => {
    await lockedSite(ctx.db, input.siteId, ctx.lang);
    const before = await photosOf(ctx.db, input.siteId);
    const given = new Set(input.photoIds);
    if (given.size !== input.photoIds.length || given.size !== before.length || before.some((p) => !given.has(p.id))) {
      throw new AppError(Code.BAD_REQUEST, { detail: 'photoIds: every photo of the site exactly once' });
    }
    for (const [sort, id] of input.photoIds.entries())
      await ctx.db.update(sitePhoto).set({ sort }).where(eq(sitePhoto.id, id));
    const after = await photosOf(ctx.db, input.siteId);
    ctx.audit({ before: before.map((p) => p.id), after: after.map((p) => p.id) });
    return after;
  },

  sitePhotoDelete: async (input, ctx) => {
    const [photo] = await ctx.db.select({ siteId: sitePhoto.siteId }).from(sitePhoto).where(eq(sitePhoto.id, input.id));
    if (!photo) throw new AppError(Code.NOT_FOUND);
    await lockedSite(ctx.db, photo.siteId, ctx.lang);
    const before = (await photosOf(ctx.db, photo.siteId)).find((p) => p.id === input.id);
    if (!before) throw new AppError(Code.NOT_FOUND);
    // The photo row goes with its media (ON DELETE CASCADE).
    await ctx.db.delete(media).where(eq(media.id, before.mediaId));
    ctx.audit({ before: { siteId: photo.siteId, ...before } });
    return null;
  },

  siteInstructionSave: async (input, ctx) => {
    const target = await lockedSite(ctx.db, input.siteId, ctx.lang);
    const before = await instructionsOf(ctx.db, { siteId: input.siteId });
    const after = await replaceInstructions(
      ctx.db,
      { siteId: input.siteId },
      target.sceneId,
      input.instructions,
      ctx.now,
    );
    ctx.audit({ before, after });
    return after;
  },

  sceneInstructions: async (input, ctx) => {
    if (!(await ctx.db.select({ id: scene.id }).from(scene).where(eq(scene.id, input.sceneId))).length)
      throw new AppError(Code.NOT_FOUND);
    return instructionsOf(ctx.db, { sceneId: input.sceneId });
  },

  sceneInstructionSave: async (input, ctx) => {
    const [found] = await ctx.db.select({ id: scene.id }).from(scene).where(eq(scene.id, input.sceneId)).for('update');
    if (!found) throw new AppError(Code.NOT_FOUND);
    const before = await instructionsOf(ctx.db, { sceneId: input.sceneId });
    const after = await replaceInstructions(
      ctx.db,
      { sceneId: input.sceneId },
      input.sceneId,
      input.instructions,
      ctx.now,
    );
    ctx.audit({ before, after });
    return after;
  },

  instructionBySiteAndType: async (input, ctx) => {
    const target = await enabledSite(ctx.db, input.siteId);
    const rows = await ctx.db
      .select()
      .from(siteInstruction)
      .where(
        and(
          eq(siteInstruction.type, input.type),
          eq(siteInstruction.status, 0),
          sql`(${siteInstruction.siteId} = ${target.id} or (${siteInstruction.siteId} is null and
            ${siteInstruction.sceneId} = ${target.sceneId}))`,
        ),
      );
    const chosen = rows.find((r) => r.siteId !== null) ?? rows[0];
    if (!chosen) return null;
    return {
      type: chosen.type,
      content: byLang(ctx.lang, chosen.contentCn, chosen.contentEn, chosen.contentTc),
      source: chosen.siteId !== null ? ('site' as const) : ('scene' as const),
    };
  },

  terminalSiteExtras: async (input, ctx) => {
    const found = await findSite(ctx.db, input.siteId, ctx.lang);
    if (!found) throw new AppError(Code.SITE_NOT_FOUND);
    const extras = await loadExtras(ctx.db, input.siteId, ctx.lang);
    return {
      siteId: extras.siteId,
      site: siteOut(found, ctx.lang),
      description: extras.description,
      roomName: extras.roomName,
      photos: extras.photos.map((p) => ({ id: p.id, url: p.url })),
      devices: extras.devices.map((d) => ({ name: d.name, quantity: d.quantity })),
    };
  },
} satisfies PartialHandlersOf<typeof venueExtrasContracts>;

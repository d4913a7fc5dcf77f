/**
 * Reads of a site's extras: its devices with their kinds, its photos in order
 * and the instructions of a site or a scene.
 */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  mediaPath,
  type Instruction,
  type SiteDevice,
  type SitePhoto,
} from '../../../platform/contracts/venue-extras.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { devKind, media, siteDevice, siteInstruction, sitePhoto } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';

/** The devices of each of `siteIds` (kinds named in `lang`, by kind sort), in one query. */
export async function devicesOf(db: Db, siteIds: readonly number[], lang: Lang): Promise<Map<number, SiteDevice[]>> {
  const out = new Map<number, SiteDevice[]>();
  if (siteIds.length === 0) return out;
  const rows = await db
    .select({
      siteId: siteDevice.siteId,
      devKindId: siteDevice.devKindId,
      quantity: siteDevice.quantity,
      remark: siteDevice.remark,
      code: devKind.code,
      nameCn: devKind.nameCn,
      nameEn: devKind.nameEn,
      nameTc: devKind.nameTc,
    })
    .from(siteDevice)
    .innerJoin(devKind, eq(devKind.id, siteDevice.devKindId))
    .where(inArray(siteDevice.siteId, [...siteIds]))
    .orderBy(asc(devKind.sort), asc(devKind.id));
  for (const r of rows) {
    const list = out.get(r.siteId) ?? [];
    list.push({
      devKindId: r.devKindId,
      code: r.code,
      name: byLang(lang, r.nameCn, r.nameEn, r.nameTc),
      quantity: r.quantity,
      remark: r.remark,
    });
    out.set(r.siteId, list);
  }
  return out;
}

/** The photos of a site in display order (without their bytes). */
export async function photosOf(db: Db, siteId: number): Promise<SitePhoto[]> {
  const rows = await db
    .select({
      id: sitePhoto.id,
      mediaId: sitePhoto.mediaId,
      sort: sitePhoto.sort,
      name: media.name,
      contentType: media.contentType,
      size: media.size,
    })
    .from(sitePhoto)
    .innerJoin(media, eq(media.id, sitePhoto.mediaId))
    .where(eq(sitePhoto.siteId, siteId))
    .orderBy(asc(sitePhoto.sort), asc(sitePhoto.id));
  return rows.map((r) => ({ ...r, url: mediaPath(r.mediaId) }));
}

/** Where instructions belong: one site's own, or a scene's (rows without a site). */
export type InstructionTarget = { siteId: number } | { sceneId: number };

/** The WHERE of a target's instruction rows. */
export function instructionWhere(target: InstructionTarget): SQL {
  return 'siteId' in target
    ? eq(siteInstruction.siteId, target.siteId)
    : and(isNull(siteInstruction.siteId), eq(siteInstruction.sceneId, target.sceneId))!;
}

const TYPE_ORDER = ['booking', 'usage', 'safety'];

/** A target's instructions, by type (booking, usage, safety). */
export async function instructionsOf(db: Db, target: InstructionTarget): Promise<Instruction[]> {
  const rows = await db
    .select({
      type: siteInstruction.type,
      contentCn: siteInstruction.contentCn,
      contentEn: siteInstruction.contentEn,
      contentTc: siteInstruction.contentTc,
      status: siteInstruction.status,
    })
    .from(siteInstruction)
    .where(instructionWhere(target));
  return rows
    .map((r) => ({ ...r, status: r.status === 1 ? (1 as const) : (0 as const) }))
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
}

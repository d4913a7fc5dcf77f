/**
 * Writes the demo booking rules and venue extras (server/db/seed-data.ts, back
 * office) inside the seed's transaction, after the venues: reservation rules and their
 * bindings, notices and disclaimers, year terms and class periods, device kinds, rooms
 * with their meeting rooms and devices, scene instructions, the default credit rule and a
 * quota rule.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import {
  building,
  campus,
  classPeriod,
  creditRule,
  devKind,
  quotaRule,
  floor,
  reserveNotice,
  reserveRule,
  reserveRuleBinding,
  room,
  scene,
  site,
  siteDevice,
  siteInstruction,
  yearTerm,
} from './schema/index';
import {
  CLASS_PERIODS,
  DEFAULT_CREDIT_RULE,
  DEV_KINDS,
  QUOTA_RULES,
  RESERVE_NOTICES,
  RESERVE_RULES,
  ROOMS,
  SCENE_INSTRUCTIONS,
  YEAR_TERMS,
} from './seed-data';
import { placeNamesOf } from './seed-place-names';

/** Seeds the extras; expects the scenes and sites of the demo data to exist. */
export async function seedExtras(tx: Db): Promise<void> {
  const sceneIds = new Map(
    (await tx.select({ id: scene.id, code: scene.code }).from(scene)).map((s) => [s.code, s.id]),
  );
  for (const [sort, { scenes, sites, ...rule }] of RESERVE_RULES.entries()) {
    const [row] = await tx
      .insert(reserveRule)
      .values({ ...rule, sort })
      .returning({ id: reserveRule.id });
    const siteRows = sites.length ? await tx.select({ id: site.id }).from(site).where(inArray(site.nameEn, sites)) : [];
    const bindings = [
      ...scenes.map((code) => ({ ruleId: row.id, sceneId: sceneIds.get(code)! })),
      ...siteRows.map((s) => ({ ruleId: row.id, siteId: s.id })),
    ];
    if (bindings.length) await tx.insert(reserveRuleBinding).values(bindings);
  }
  await tx.insert(reserveNotice).values(
    RESERVE_NOTICES.map(({ scene: code, ...n }, sort) => ({
      ...n,
      sceneId: code === null ? null : sceneIds.get(code)!,
      sort,
    })),
  );
  await tx.insert(yearTerm).values(YEAR_TERMS.map((t, sort) => ({ ...t, sort })));
  await tx.insert(classPeriod).values(CLASS_PERIODS.map((p, sort) => ({ ...p, sort })));
  await seedRooms(tx);
  await tx.insert(creditRule).values(DEFAULT_CREDIT_RULE);
  await tx
    .insert(quotaRule)
    .values(QUOTA_RULES.map(({ scene: code, ...q }, sort) => ({ ...q, sceneId: sceneIds.get(code)!, sort })));
  await tx
    .insert(siteInstruction)
    .values(SCENE_INSTRUCTIONS.map(({ scene: code, ...i }) => ({ ...i, sceneId: sceneIds.get(code)! })));
}

/** Device kinds, then each room on its floor with its site moved in, given its devices and a description. */
async function seedRooms(tx: Db): Promise<void> {
  const kinds = await tx
    .insert(devKind)
    .values(DEV_KINDS.map((k, sort) => ({ ...k, sort })))
    .returning({ id: devKind.id, code: devKind.code });
  const kindIds = new Map(kinds.map((k) => [k.code, k.id]));
  for (const [sort, r] of ROOMS.entries()) {
    const [place] = await tx
      .select({ floorId: floor.id })
      .from(floor)
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .where(and(eq(campus.nameEn, r.campus), eq(building.nameEn, r.building), eq(floor.nameEn, r.floor)));
    const [row] = await tx
      .insert(room)
      .values({
        floorId: place.floorId,
        ...placeNamesOf(r.name),
        code: r.code,
        capacity: r.capacity,
        areaM2: r.areaM2,
        sort,
      })
      .returning({ id: room.id });
    const [moved] = await tx
      .update(site)
      .set({
        roomId: row.id,
        description: `${r.name}: ${r.capacity} seats, ${r.areaM2} m².`,
      })
      .where(and(eq(site.nameEn, r.site), eq(site.floorId, place.floorId)))
      .returning({ id: site.id });
    await tx.insert(siteDevice).values(
      Object.entries(r.devices).map(([code, quantity]) => ({
        siteId: moved.id,
        devKindId: kindIds.get(code)!,
        quantity,
      })),
    );
  }
}

/**
 * Demo data of the sport venue's back office (docs/fitness-sites.md): two scene groups ("Ball games" with
 * badminton, basketball and table tennis; "Water sports" still empty), a basketball full court split into
 * two half courts (new sites "Full Court 5", "Half Court 5A", "Half Court 5B" beside Basketball Court 1–4,
 * same hours), price bands of the ball-game sites (day and evening), two pinned popular places, the club's
 * studios — the places the demo group classes are held in — and a first version of the club's profile.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { clubProfileVersion, clubSpace, scene, site, siteOpening, sitePart, sportSceneGroup } from './schema/index';
import { popularPlace, sportSceneGroupScene, sportSite, type PriceBand } from './schema/sport-site';

const DAY_BANDS = (day: number, evening: number): PriceBand[] => [
  { weekDays: [1, 2, 3, 4, 5], from: '08:00', to: '18:00', priceCents: day },
  { weekDays: [1, 2, 3, 4, 5], from: '18:00', to: '22:00', priceCents: evening },
  { weekDays: [6, 7], from: '08:00', to: '22:00', priceCents: evening },
];

/** Seeds the sport venue's demo (after the venue and the club's classes). */
export async function seedSportSites(tx: Db): Promise<void> {
  const scenes = await tx.select({ id: scene.id, code: scene.code }).from(scene);
  const sceneId = (code: string) => scenes.find((s) => s.code === code)!.id;
  const [ball] = await tx
    .insert(sportSceneGroup)
    .values({ nameCn: '球类运动', nameEn: 'Ball games', nameTc: '球類運動', icon: 'basketball', sort: 0 })
    .returning();
  await tx
    .insert(sportSceneGroup)
    .values({ nameCn: '水上运动', nameEn: 'Water sports', nameTc: '水上運動', icon: 'swim', sort: 1 });
  await tx.insert(sportSceneGroupScene).values(
    ['badminton', 'basketball', 'tableTennis'].map((code, i) => ({
      sceneId: sceneId(code),
      groupId: ball.id,
      sort: i,
    })),
  );

  // The full court and its halves, on the floor of Basketball Court 4, with its hours.
  const [court4] = await tx.select().from(site).where(eq(site.nameEn, 'Basketball Court 4'));
  const made = await tx
    .insert(site)
    .values(
      (
        [
          ['Full Court 5', '篮球5号全场', '籃球5號全場'],
          ['Half Court 5A', '篮球5号半场A', '籃球5號半場A'],
          ['Half Court 5B', '篮球5号半场B', '籃球5號半場B'],
        ] as const
      ).map(([nameEn, name, nameTc], i) => ({
        name,
        nameEn,
        nameTc,
        sceneId: court4.sceneId,
        floorId: court4.floorId,
        kind: 'single' as const,
        capacity: 1,
        slotMinutes: 60,
        sort: court4.sort + 1 + i,
      })),
    )
    .returning({ id: site.id });
  const hours = await tx.select().from(siteOpening).where(eq(siteOpening.siteId, court4.id));
  await tx
    .insert(siteOpening)
    .values(
      made.flatMap(({ id }) =>
        hours.map((h) => ({ siteId: id, weekDay: h.weekDay, openTime: h.openTime, closeTime: h.closeTime })),
      ),
    );
  const [whole, halfA, halfB] = made.map((m) => m.id);
  await tx.insert(sitePart).values([
    { partSiteId: halfA, wholeSiteId: whole, sort: 0 },
    { partSiteId: halfB, wholeSiteId: whole, sort: 1 },
  ]);

  const ballSites = await tx
    .select({ id: site.id, sceneId: site.sceneId, nameEn: site.nameEn })
    .from(site)
    .where(inArray(site.sceneId, [sceneId('badminton'), sceneId('basketball'), sceneId('tableTennis')]));
  await tx.insert(sportSite).values(
    ballSites.map((s) => ({
      siteId: s.id,
      priceBands:
        s.sceneId === sceneId('basketball')
          ? s.id === halfA || s.id === halfB
            ? DAY_BANDS(6000, 9000)
            : DAY_BANDS(10000, 15000)
          : s.sceneId === sceneId('badminton')
            ? DAY_BANDS(3000, 5000)
            : DAY_BANDS(1500, 2500),
    })),
  );
  const byName = (name: string) => ballSites.find((s) => s.nameEn === name)!.id;
  await tx.insert(popularPlace).values([
    { siteId: whole, sort: 0 },
    { siteId: byName('Badminton Court 1'), sort: 1 },
  ]);

  await tx.insert(clubSpace).values([
    { name: '瑜伽室 A', capacity: 20, equipment: ['瑜伽垫', '镜墙', '音响'], sort: 0 },
    { name: '瑜伽室 B', capacity: 16, equipment: ['瑜伽垫', '普拉提床'], sort: 1 },
    { name: '单车房', capacity: 12, equipment: ['动感单车 ×12', '音响', '灯光'], sort: 2 },
  ]);
  // The demo classes and plan entries seeded before move into the studio their place names (as migration 0050 does).
  for (const table of ['club_class_session', 'club_class_plan'])
    await tx.execute(
      sql`update ${sql.identifier(table)} t set space_id = sp.id from club_space sp where sp.name = t.place`,
    );
  await tx.insert(clubProfileVersion).values({
    version: 1,
    profile: {
      name: 'Venueflow 健身中心',
      address: '西校区体育馆 1 层',
      phone: '021-5555 0100',
      hours: '周一至周五 07:00–22:00，周末 08:00–21:00',
      introduction: '器械区、团课室、单车房与篮球、羽毛球场地，会员卡通用。',
      pictures: [],
    },
    savedAt: sql`now()`,
  });
}

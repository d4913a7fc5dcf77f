/**
 * Writes the demo data (server/db/seed-data.ts) into an empty database. Idempotent and
 * safe with several processes starting at once: it runs in one transaction under an
 * advisory lock and does nothing when any application row exists.
 */
import { seedFeedback } from './seed-feedback';
import { seedMealVouchers } from './seed-meal-vouchers';
import { seedMembershipCards } from './seed-membership-cards';
import { seedClubCashier } from './seed-club-cashier';
import { seedCardLeave } from './seed-card-leave';
import { seedTraining } from './seed-training';
import { seedClubClasses } from './seed-club-classes';
import { seedSportSites } from './seed-sport-sites';
import { seedFoodDelivery } from './seed-food-delivery';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  building,
  campus,
  floor,
  scene,
  site,
  siteOpening,
  sysApp,
  sysConfig,
  sysDictItem,
  sysDictType,
  sysFlexibleMenu,
  sysIdent,
  sysMenu,
  sysOrg,
  sysPosition,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from './schema/index';
import { favoriteGroup, favoriteMember } from './schema/index';
import {
  ACCOUNTS,
  CAMPUSES,
  DICTS,
  FLEXIBLE_MENUS,
  IDENTS,
  ORGS,
  POSITIONS,
  ROLES,
  SCENES,
  SETTINGS,
  SITE_GROUPS,
} from './seed-data';
import { FAVORITE_GROUPS } from './seed-data';
import { placeNamesOf } from './seed-place-names';
import { APPS, MENUS, type MenuSeed } from './seed-menus';
import { hashPassword, PASSWORD_COST, type ScryptCost } from '../modules/auth/password.service';
// Booking rules and venue extras (back office).
import { seedExtras } from './seed-extras';
// Forms and approval workflows.
import { seedForms } from './seed-forms';
// The conference centre's department approval: its form and the dictionary naming it per kind.
import { seedConferenceApproval } from './seed-conference-approval';
import { seedCateringCatalogue } from './seed-catering-catalogue';
// Room locks of the conference centre.
import { seedRoomLocks } from './seed-room-locks';
// Meeting service orders in every state, through the module's own calls.
import { seedReserveOrders } from './seed-reserve-orders';
// Settlements of whatever was served, delivered and redeemed (last: it bills the other seeds' orders).
import { seedSettlements } from './seed-settlements';
// The media library's demo pictures and the terminal's home banners.
import { seedContent } from './seed-content';
// News, notices and help articles.
import { seedArticles } from './seed-articles';
// The fitness club's tags and coaches.
import { seedClubPeople } from './seed-club-people';
// Private sessions and fitness tests of the fitness club.
import { seedPrivateSessions } from './seed-private';
import { seedClubCoach } from './seed-club-coach';
import { seedClubGate } from './seed-club-gate';
import { seedPenalties } from './seed-penalties';

/** Advisory lock key of the seed (any constant shared by every process). */
const SEED_LOCK = 7_100_002;

/** Demo password hashes, computed once per process and cost (a test run seeds many databases). */
const demoHashes = new Map<string, Promise<string[]>>();

/**
 * Seeds the demo data when the database holds no application yet.
 * @param cost scrypt cost of the demo accounts' hashes (PASSWORD_COST; tests may lower it)
 * @param serverSecret the server's secret signing the demo meal vouchers' codes (Config.serverSecret);
 *   without it they carry unsigned placeholder codes that writeOff refuses
 * @param options.reserveOrders whether to seed the demo meeting service orders (seed-reserve-orders.ts: real
 *   bookings with their approvals and messages); default true, the server suite's harness turns it off
 * @returns true when it seeded, false when the data was already there.
 */
export async function seed(
  db: Db,
  cost: ScryptCost = PASSWORD_COST,
  serverSecret?: string,
  { reserveOrders = true }: { reserveOrders?: boolean } = {},
): Promise<boolean> {
  const key = `${cost.N},${cost.r},${cost.p}`;
  if (!demoHashes.has(key)) demoHashes.set(key, Promise.all(ACCOUNTS.map((a) => hashPassword(a.password, cost))));
  const hashes = await demoHashes.get(key)!;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(sysApp);
    if (existing.n > 0) return false;
    await seedVenues(tx);
    await seedExtras(tx);
    await seedAccess(tx, hashes);
    await seedDictionaries(tx);
    await tx.insert(sysFlexibleMenu).values(FLEXIBLE_MENUS.map((m, i) => ({ ...m, sort: i })));
    await tx.insert(sysConfig).values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })));
    await seedFavorites(tx);
    await seedForms(tx);
    await seedConferenceApproval(tx);
    await seedCateringCatalogue(tx);
    await seedMealVouchers(tx, serverSecret);
    await seedRoomLocks(tx);
    await seedFoodDelivery(tx);
    await seedFeedback(tx);
    if (reserveOrders) await seedReserveOrders(tx);
    await seedSettlements(tx);
    await seedContent(tx);
    await seedArticles(tx);
    await seedClubPeople(tx);
    await seedMembershipCards(tx);
    await seedCardLeave(tx);
    await seedPrivateSessions(tx);
    await seedTraining(tx);
    await seedClubCashier(tx);
    await seedClubGate(tx);
    await seedClubClasses(tx);
    await seedPenalties(tx);
    await seedClubCoach(tx);
    await seedSportSites(tx);
    return true;
  });
}

/** Campuses → buildings → floors, scenes, sites and their opening hours. */
async function seedVenues(tx: Db): Promise<void> {
  const floorIds = new Map<string, number>();
  for (const [ci, c] of CAMPUSES.entries()) {
    const [campusRow] = await tx
      .insert(campus)
      .values({ ...placeNamesOf(c.name), timeZone: c.timeZone, sort: ci })
      .returning();
    for (const [bi, b] of c.buildings.entries()) {
      const [buildingRow] = await tx
        .insert(building)
        .values({ campusId: campusRow.id, ...placeNamesOf(b.name), sort: bi })
        .returning();
      for (const f of b.floors) {
        const [floorRow] = await tx
          .insert(floor)
          .values({ buildingId: buildingRow.id, ...placeNamesOf(f.name), level: f.level })
          .returning();
        floorIds.set(`${c.name}/${b.name}/${f.name}`, floorRow.id);
      }
    }
  }
  const scenes = await tx
    .insert(scene)
    .values(SCENES.map((s, i) => ({ ...s, sort: i })))
    .returning();
  const sceneIds = new Map(scenes.map((s) => [s.code, s.id]));
  let sort = 0;
  for (const group of SITE_GROUPS) {
    const rows = await tx
      .insert(site)
      .values(
        group.names.map((name) => ({
          ...placeNamesOf(name),
          sceneId: sceneIds.get(group.scene)!,
          floorId: floorIds.get(`${group.campus}/${group.building}/${group.floor}`)!,
          kind: 'single' as const,
          capacity: 1,
          slotMinutes: group.slotMinutes,
          needsApproval: group.needsApproval ?? false,
          sort: sort++,
        })),
      )
      .returning({ id: site.id });
    await tx
      .insert(siteOpening)
      .values(
        rows.flatMap(({ id }) =>
          group.hours.flatMap((h) =>
            h.days.map((weekDay) => ({ siteId: id, weekDay, openTime: h.open, closeTime: h.close })),
          ),
        ),
      );
  }
}

/**
 * Organisations, positions, identities, roles, accounts (with their scrypt hashes, in
 * ACCOUNTS order), applications and menus.
 */
async function seedAccess(tx: Db, hashes: string[]): Promise<void> {
  const orgIds = new Map<string, number>();
  for (const [i, o] of ORGS.entries()) {
    const [row] = await tx
      .insert(sysOrg)
      .values({
        code: o.code,
        name: o.name,
        parentId: o.parent ? orgIds.get(o.parent)! : null,
        sort: i,
      })
      .returning({ id: sysOrg.id });
    orgIds.set(o.code, row.id);
  }
  const positions = await tx
    .insert(sysPosition)
    .values(POSITIONS.map((p, i) => ({ ...p, sort: i })))
    .returning();
  const positionIds = new Map(positions.map((p) => [p.code, p.id]));
  await tx.insert(sysIdent).values(IDENTS.map((x) => ({ ...x })));
  const roles = await tx
    .insert(sysRole)
    .values(ROLES.map((r, i) => ({ ...r, sort: i })))
    .returning();
  const roleIds = new Map(roles.map((r) => [r.code, r.id]));
  const userIds = new Map<string, number>();
  for (const [i, a] of ACCOUNTS.entries()) {
    const [user] = await tx
      .insert(sysUser)
      .values({
        account: a.account,
        name: a.name,
        nickName: a.nickName,
        passwordHash: hashes[i],
        adminUser: a.adminUser,
        orgId: orgIds.get(a.org)!,
        positionId: positionIds.get(a.position)!,
      })
      .returning();
    await tx.insert(sysUserRole).values({ userId: user.id, roleId: roleIds.get(a.role)! });
    userIds.set(a.account, user.id);
  }
  // Leaders after the accounts: an organisation and its leader refer to each other.
  for (const o of ORGS) {
    if (o.leader)
      await tx
        .update(sysOrg)
        .set({ leaderUserId: userIds.get(o.leader)! })
        .where(eq(sysOrg.id, orgIds.get(o.code)!));
  }
  await tx.insert(sysApp).values(APPS.map((a) => ({ ...a })));
  for (const [appCode, menus] of Object.entries(MENUS)) await insertMenus(tx, appCode, menus, null, roleIds);
}

/** System and business dictionaries with their items. */
async function seedDictionaries(tx: Db): Promise<void> {
  for (const [i, d] of DICTS.entries()) {
    const [type] = await tx
      .insert(sysDictType)
      .values({ kind: d.kind, code: d.code, name: d.name, sort: i })
      .returning({ id: sysDictType.id });
    await tx.insert(sysDictItem).values(
      d.items.map(([value, labelCn, labelEn, labelTc], sort) => ({
        typeId: type.id,
        value,
        labelCn,
        labelEn,
        labelTc,
        sort,
      })),
    );
  }
}

/**
 * Inserts a menu level and its children, granting each node to its roles (role codes
 * unknown to `roleIds` are skipped). Exported for the menu-base restore calls.
 */
export async function insertMenus(
  tx: Db,
  appCode: string,
  menus: MenuSeed[],
  parentId: number | null,
  roleIds: Map<string, number>,
): Promise<void> {
  for (const [i, m] of menus.entries()) {
    const [row] = await tx
      .insert(sysMenu)
      .values({
        appCode,
        parentId,
        name: m.name,
        path: m.path,
        type: m.type,
        permission: m.permission,
        titleCn: m.titleCn,
        titleEn: m.titleEn,
        titleTc: m.titleTc,
        icon: m.icon,
        target: m.target ?? null,
        link: m.link ?? null,
        sort: i,
        status: m.hidden ? 1 : 0,
      })
      .returning({ id: sysMenu.id });
    const granted = m.roles.map((code) => roleIds.get(code)).filter((id): id is number => id !== undefined);
    if (granted.length) await tx.insert(sysRoleMenu).values(granted.map((roleId) => ({ roleId, menuId: row.id })));
    if (m.children) await insertMenus(tx, appCode, m.children, row.id, roleIds);
  }
}

/** The demo favourite member groups with their members (FAVORITE_GROUPS; accounts seeded before). */
async function seedFavorites(tx: Db): Promise<void> {
  const accounts = FAVORITE_GROUPS.flatMap((g) => [g.owner, ...g.members]);
  const users = await tx
    .select({ id: sysUser.id, account: sysUser.account })
    .from(sysUser)
    .where(inArray(sysUser.account, accounts));
  const idOf = new Map(users.map((u) => [u.account, u.id]));
  for (const [i, g] of FAVORITE_GROUPS.entries()) {
    const [group] = await tx
      .insert(favoriteGroup)
      .values({ userId: idOf.get(g.owner)!, name: g.name, sort: i })
      .returning({ id: favoriteGroup.id });
    await tx.insert(favoriteMember).values(g.members.map((m) => ({ groupId: group.id, memberUserId: idOf.get(m)! })));
  }
}

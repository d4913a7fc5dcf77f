/**
 * The benchmark's own PostgreSQL database: created fresh next to the admin URL, migrated
 * and seeded like a real server's, given the bench venue (one campus, a booking scene and
 * a slot-grid scene of single sites open 24 h a day) and bench users, filled in bulk, and
 * dropped at the end.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../server/db/client';
import {
  building,
  campus,
  floor,
  scene,
  site,
  siteOpening,
  sysRole,
  sysUser,
  sysUserRole,
} from '../server/db/schema/index';
import { seed } from '../server/db/seed';
import { hashPassword, type ScryptCost } from '../server/modules/auth/password.service';

/** Password of every bench user. */
export const BENCH_PASSWORD = 'Bench@123';

/**
 * scrypt cost of the flash crowd's accounts (and the bench server's `passwordCost`, so that
 * signing in does not rehash them): signing in a thousand users at the production cost (about
 * 0.3 s of CPU each) would take minutes of setup.
 */
export const CROWD_PASSWORD_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

/** Time zone of the bench campus (no daylight saving: local midnight is a fixed offset). */
export const BENCH_TIME_ZONE = 'Asia/Shanghai';

/** A created database: its name, its URL, and how to drop it. */
export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on a short-lived connection to `url`. */
async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Creates `venueflow_bench_<timestamp>` through the admin URL; `drop()` removes it (forcing out connections). */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `venueflow_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Server version and how many more connections PostgreSQL accepts now. */
export async function serverFacts(
  adminUrl: string,
): Promise<{ version: string; maxConnections: number; freeConnections: number }> {
  const [row] = await adminQuery<{ version: string; max: number; used: number }>(
    adminUrl,
    `select current_setting('server_version') as version, current_setting('max_connections')::int as max,
            (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as used`,
  );
  return { version: row.version, maxConnections: row.max, freeConnections: row.max - row.used };
}

/** A bench user: id and account name. */
export interface BenchUser {
  id: number;
  account: string;
}

/** The bench venue: its floor, site ids of both scenes and the bench users. */
export interface BenchVenue {
  floorId: number;
  bookingSiteIds: number[];
  /** The grid scene (`bench-grid`) and its sites. */
  gridSceneId: number;
  gridSiteIds: number[];
  users: BenchUser[];
}

/** Adds scene `code` with `count` single sites on `floorId`, open 00:00–24:00 every day in one-hour slots. */
async function addScene(
  db: Db,
  code: string,
  floorId: number,
  count: number,
): Promise<{ sceneId: number; siteIds: number[] }> {
  const [row] = await db.insert(scene).values({ code, nameCn: code, nameEn: code, nameTc: code }).returning();
  const sites = await db
    .insert(site)
    .values(
      Array.from({ length: count }, (_, i) => ({
        sceneId: row.id,
        floorId,
        name: `${code} ${i + 1}`,
        kind: 'single' as const,
        capacity: 1,
        slotMinutes: 60,
        sort: i,
      })),
    )
    .returning({ id: site.id });
  const days = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] as const;
  await db
    .insert(siteOpening)
    .values(
      sites.flatMap(({ id }) =>
        days.map((weekDay) => ({ siteId: id, weekDay, openTime: '00:00', closeTime: '24:00' })),
      ),
    );
  return { sceneId: row.id, siteIds: sites.map((s) => s.id) };
}

/** Adds `count` accounts `<prefix>1…` named after them, with role `user` and `passwordHash`, in two INSERTs. */
async function addUsers(db: Db, prefix: string, count: number, passwordHash: string): Promise<BenchUser[]> {
  const users = await db
    .insert(sysUser)
    .values(
      Array.from({ length: count }, (_, i) => ({
        account: `${prefix}${i + 1}`,
        name: `${prefix} ${i + 1}`,
        passwordHash,
      })),
    )
    .returning({ id: sysUser.id, account: sysUser.account });
  const [role] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(sql`${sysRole.code} = 'user'`);
  await db.insert(sysUserRole).values(users.map((u) => ({ userId: u.id, roleId: role.id })));
  return users;
}

/**
 * Migrates and seeds the database (as `npm start` would), then adds the bench campus
 * with scene `bench-booking` (`bookingSites` sites) and `bench-grid` (`gridSites`), and
 * `users` accounts `bench1…` with role `user` and password BENCH_PASSWORD (one scrypt
 * hash shared by all).
 */
export async function setUpVenue(
  url: string,
  sizes: { bookingSites: number; gridSites: number; users: number },
): Promise<BenchVenue> {
  const database: Database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
  try {
    const db = database.db;
    await seed(db);
    const [campusRow] = await db.insert(campus).values({ name: 'Bench campus', timeZone: BENCH_TIME_ZONE }).returning();
    const [buildingRow] = await db.insert(building).values({ campusId: campusRow.id, name: 'Bench hall' }).returning();
    const [floorRow] = await db.insert(floor).values({ buildingId: buildingRow.id, name: 'Ground floor' }).returning();
    const { siteIds: bookingSiteIds } = await addScene(db, 'bench-booking', floorRow.id, sizes.bookingSites);
    const grid = await addScene(db, 'bench-grid', floorRow.id, sizes.gridSites);
    const users = await addUsers(db, 'bench', sizes.users, await hashPassword(BENCH_PASSWORD));
    return { floorId: floorRow.id, bookingSiteIds, gridSceneId: grid.sceneId, gridSiteIds: grid.siteIds, users };
  } finally {
    await database.close();
  }
}

/** The flash crowd's venue: its scene, its sites and its users. */
export interface CrowdVenue {
  sceneId: number;
  siteIds: number[];
  users: BenchUser[];
}

/**
 * Adds scene `bench-flash` with `sites` single sites on the bench floor `floorId` and `users`
 * accounts `crowd1…` with role `user` and password BENCH_PASSWORD hashed at CROWD_PASSWORD_COST.
 */
export async function setUpCrowd(
  url: string,
  floorId: number,
  sizes: { sites: number; users: number },
): Promise<CrowdVenue> {
  const database: Database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
  try {
    const { sceneId, siteIds } = await addScene(database.db, 'bench-flash', floorId, sizes.sites);
    const hash = await hashPassword(BENCH_PASSWORD, CROWD_PASSWORD_COST);
    return { sceneId, siteIds, users: await addUsers(database.db, 'crowd', sizes.users, hash) };
  } finally {
    await database.close();
  }
}

/** Active states: the exclusion constraint's WHERE clause (migration 0001). */
const ACTIVE = `('pendingAudit', 'approved', 'checkedIn', 'completed')`;

/** Pairs of active exclusive reservations of one site whose ranges overlap (must be 0). */
export async function overlapCount(client: pg.Pool): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`
    select count(*)::int as n
    from reservation a
    join reservation b on b.site_id = a.site_id and b.id > a.id
      and b.start_at < a.end_at and a.start_at < b.end_at
    where a.exclusive and b.exclusive and a.status in ${ACTIVE} and b.status in ${ACTIVE}`);
  return rows[0].n;
}

/**
 * Empties the reservation table and fills it with `total` one-hour reservations of
 * `siteIds`, round robin: site k's i-th row starts `2·i` hours after a base chosen so the
 * rows are centred on `centre` (half the hours booked, none overlapping). Every 10th row
 * is cancelled, past ones completed, the rest approved. Ends with VACUUM ANALYZE.
 */
export async function fillReservations(
  client: pg.Pool,
  total: number,
  siteIds: number[],
  userIds: number[],
  centre: Date,
): Promise<void> {
  const perSite = Math.ceil(total / siteIds.length);
  const base = new Date(centre.getTime() - perSite * 3_600_000);
  await client.query('truncate reservation restart identity cascade');
  await client.query(
    `
    insert into reservation (site_id, user_id, start_at, end_at, status, exclusive)
    select s.ids[1 + g % cardinality(s.ids)], u.ids[1 + g % cardinality(u.ids)], t.at, t.at + interval '1 hour',
      case when g % 10 = 9 then 'cancelled' when t.at < now() then 'completed' else 'approved' end, true
    from generate_series(0, $1::int - 1) g
    cross join (select $2::int[] as ids) s
    cross join (select $3::int[] as ids) u
    cross join lateral (select $4::timestamptz + (g / cardinality(s.ids)) * interval '2 hours' as at) t`,
    [total, siteIds, userIds, base],
  );
  await client.query('vacuum analyze reservation');
}

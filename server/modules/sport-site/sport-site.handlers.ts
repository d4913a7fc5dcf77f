/**
 * Handlers of the sport venue's back office (platform/contracts/sport-site.contract.ts,
 * docs/fitness-sites.md): scene groups, site parts, sport sites, orders, popular places, spaces and the
 * club's profile. Every write is one transaction (the call's) with its operation-log row (`ctx.audit`).
 *
 * Site parts: the rule "a part conflicts with its whole" is the database's (migration 0047: trigger
 * `site_claims_sync`, exclusion `site_claim_no_overlap`), so every booking path obeys it. Changing the parts
 * locks the sites concerned — parts (ascending) first, then wholes, the order the trigger takes them — then
 * rewrites the claims of their coming bookings; an overlap answers SITE_PART_CONFLICT and nothing is saved.
 */
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/sport-site.contract';
import type {
  ClubProfile,
  PopularPlace,
  PriceBand,
  SceneGroup,
  SiteFamily,
  SportOrder,
  SportSite,
} from '../../../platform/contracts/sport-site.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { placeNameOf, placeNameLike } from '../../db/place-name';
import { building, campus, floor, reservation, scene, site, sysUser } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { scopeCondition } from '../org/data-scope';
import { localInstant, toWireTime } from '../reserve/campus-time';
import { providerNamed } from '../fitness/payment';
import { lockOrder, payOrder } from './order-payment';
import { invalidBand, priceOf } from './price-bands';

/** The rows of a raw statement's result (both drivers answer `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** A timestamp as either driver returns it. */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A jsonb value as either driver returns it. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const ACTIVE = sql`('pendingAudit', 'approved', 'checkedIn', 'completed')`;
const sceneName = (lang: Lang) => sql.raw(lang === 'EN' ? 'sc.name_en' : lang === 'TC' ? 'sc.name_tc' : 'sc.name_cn');

// --- scene groups --------------------------------------------------------------------------

interface GroupRow {
  id: number;
  name_cn: string;
  name_en: string;
  name_tc: string;
  icon: string;
  sort: number;
  enabled: boolean;
  scenes: { id: number; name: string; icon: string | null }[] | string;
}

/** The scene groups (all, or `id`'s) with their scenes in order; scene names in `lang`. */
async function groupsOf(db: Db, lang: Lang, id?: number): Promise<GroupRow[]> {
  return query<GroupRow>(
    db,
    sql`select g.id, g.name_cn, g.name_en, g.name_tc, g.icon, g.sort, g.enabled,
      coalesce((select json_agg(json_build_object('id', sc.id, 'name', ${sceneName(lang)}, 'icon', sc.icon)
          order by gs.sort, sc.sort, sc.id)
        from sport_scene_group_scene gs join scene sc on sc.id = gs.scene_id where gs.group_id = g.id), '[]'::json)
        as scenes
    from sport_scene_group g ${id === undefined ? sql`` : sql`where g.id = ${id}`}
    order by g.sort, g.id`,
  );
}

function groupOut(row: GroupRow): SceneGroup {
  return {
    id: row.id,
    nameCn: row.name_cn,
    nameEn: row.name_en,
    nameTc: row.name_tc,
    icon: row.icon,
    sort: row.sort,
    enabled: row.enabled,
    scenes: json<{ id: number; name: string }[]>(row.scenes).map((s) => ({ id: s.id, name: s.name })),
  };
}

// --- site parts ----------------------------------------------------------------------------

/** The families (every whole, or `wholeId`'s) with their parts in order; names in `lang`. */
async function familiesOf(db: Db, lang: Lang, wholeId?: number): Promise<SiteFamily[]> {
  const rows = await query<{ id: number; name: string; scene_name: string; parts: unknown }>(
    db,
    sql`select w.id, ${placeNameOf('w', lang)} as name, ${sceneName(lang)} as scene_name,
      (select json_agg(json_build_object('id', s.id, 'name', ${placeNameOf('s', lang)}) order by p.sort, s.id)
        from site_part p join site s on s.id = p.part_site_id where p.whole_site_id = w.id) as parts
    from site w join scene sc on sc.id = w.scene_id
    where exists (select 1 from site_part p where p.whole_site_id = w.id)
      ${wholeId === undefined ? sql`` : sql`and w.id = ${wholeId}`}
    order by w.sort, w.id`,
  );
  return rows.map((r) => ({
    whole: { id: r.id, name: r.name, sceneName: r.scene_name },
    parts: json<{ id: number; name: string }[]>(r.parts ?? []),
  }));
}

/**
 * Sets the parts of `wholeId` to `partIds` (in order) under the sites' locks, then rewrites the claims of
 * the coming bookings of every site concerned (the whole, its old and new parts, and the former wholes of
 * the new parts).
 * @throws AppError SITE_NOT_FOUND (a site unknown), SITE_PART_INVALID (see the code), SITE_PART_CONFLICT
 *   (the coming bookings would overlap; the caller's transaction rolls back)
 */
async function setParts(db: Db, wholeId: number, partIds: number[], now: Date, lang: Lang): Promise<void> {
  const unique = [...new Set(partIds)];
  const old = await query<{ part_site_id: number; whole_site_id: number }>(
    db,
    sql`select part_site_id, whole_site_id from site_part
      where whole_site_id = ${wholeId} or part_site_id in ${unique.length ? unique : [0]}`,
  );
  const parts = [...new Set([...unique, ...old.map((r) => r.part_site_id)])].sort((a, b) => a - b);
  const wholes = [...new Set([wholeId, ...old.map((r) => r.whole_site_id)])]
    .filter((id) => !parts.includes(id))
    .sort((a, b) => a - b);
  // Parts first, then wholes: the order of the trigger (a booking locks its site, then its whole).
  const locked = await query<{ id: number; kind: string; name: string }>(
    db,
    sql`select id, kind, ${placeNameOf('site', lang)} as name from site where id in ${[...parts, ...wholes]}
      order by (id in ${parts.length ? parts : [0]}) desc, id for update`,
  );
  const byId = new Map(locked.map((r) => [r.id, r]));
  if (!byId.has(wholeId) || unique.some((id) => !byId.has(id))) throw new AppError(Code.SITE_NOT_FOUND);
  const invalid = (id: number) => {
    throw new AppError(Code.SITE_PART_INVALID, { site: byId.get(id)?.name ?? String(id) });
  };
  for (const id of [wholeId, ...unique]) if (byId.get(id)!.kind !== 'single') invalid(id);
  if (unique.includes(wholeId)) invalid(wholeId);
  const structure = await query<{ part_site_id: number; whole_site_id: number }>(
    db,
    sql`select part_site_id, whole_site_id from site_part`,
  );
  // The whole may not be a part; a new part may not be a whole (of parts other than those moved here).
  if (structure.some((r) => r.part_site_id === wholeId)) invalid(wholeId);
  for (const id of unique) if (structure.some((r) => r.whole_site_id === id)) invalid(id);
  await db.execute(sql`delete from site_part where whole_site_id = ${wholeId} or part_site_id in ${[0, ...unique]}`);
  for (const [i, id] of unique.entries())
    await db.execute(sql`insert into site_part (part_site_id, whole_site_id, sort) values (${id}, ${wholeId}, ${i})`);
  try {
    await db.execute(
      sql`select site_claims_refresh(${`{${[...parts, ...wholes].join(',')}}`}::int[],
        ${now.toISOString()}::timestamptz)`,
    );
  } catch (err) {
    if (sqlStateOf(err) === '23P01') throw new AppError(Code.SITE_PART_CONFLICT);
    throw err;
  }
}

// --- sport sites ---------------------------------------------------------------------------

interface SportSiteRow {
  id: number;
  name: string;
  scene_id: number;
  scene_name: string;
  group_name: string | null;
  place: string;
  kind: 'single' | 'capacity';
  capacity: number;
  slot_minutes: number;
  opening: unknown;
  state: 'open' | 'maintenance' | null;
  price_bands: unknown;
  note: string | null;
  whole_name: string | null;
  part_count: number;
  time_zone: string;
}

/** Sites of grouped scenes (or of `where`) with their details, names in `lang`. */
function sportSiteSql(lang: Lang, where: SQL, tail: SQL = sql``): SQL {
  const groupName = sql.raw(lang === 'EN' ? 'g.name_en' : lang === 'TC' ? 'g.name_tc' : 'g.name_cn');
  return sql`select s.id, ${placeNameOf('s', lang)} as name, s.scene_id, ${sceneName(lang)} as scene_name,
      ${groupName} as group_name,
      ${placeNameOf('c', lang)} || ' / ' || ${placeNameOf('b', lang)} || ' / ' || ${placeNameOf('f', lang)} as place,
      s.kind, s.capacity, s.slot_minutes,
      coalesce((select json_agg(json_build_object('weekDay', o.week_day, 'open', o.open_time, 'close', o.close_time)
        order by o.id) from site_opening o where o.site_id = s.id), '[]'::json) as opening,
      coalesce(ss.state, case when s.enabled then 'open' else 'maintenance' end) as state,
      coalesce(ss.price_bands, '[]'::jsonb) as price_bands, coalesce(ss.note, '') as note,
      (select ${placeNameOf('w', lang)} from site_part p join site w on w.id = p.whole_site_id
        where p.part_site_id = s.id) as whole_name,
      (select count(*)::int from site_part p where p.whole_site_id = s.id) as part_count,
      c.time_zone
    from site s
    join scene sc on sc.id = s.scene_id
    join floor f on f.id = s.floor_id join building b on b.id = f.building_id join campus c on c.id = b.campus_id
    left join sport_scene_group_scene gs on gs.scene_id = s.scene_id
    left join sport_scene_group g on g.id = gs.group_id
    left join sport_site ss on ss.site_id = s.id
    where ${where} ${tail}`;
}

function sportSiteOut(r: SportSiteRow): SportSite {
  return {
    id: r.id,
    name: r.name,
    sceneId: r.scene_id,
    sceneName: r.scene_name,
    groupName: r.group_name,
    place: r.place,
    kind: r.kind,
    capacity: r.capacity,
    slotMinutes: r.slot_minutes,
    opening: json<SportSite['opening']>(r.opening),
    state: r.state ?? 'open',
    priceBands: json<PriceBand[]>(r.price_bands),
    note: r.note ?? '',
    wholeName: r.whole_name,
    partCount: r.part_count,
  };
}

/** The sport site `id` (any site; grouped or not), or SITE_NOT_FOUND. */
async function sportSiteOrFail(db: Db, id: number, lang: Lang): Promise<SportSiteRow> {
  const [row] = await query<SportSiteRow>(db, sportSiteSql(lang, sql`s.id = ${id}`));
  if (!row) throw new AppError(Code.SITE_NOT_FOUND);
  return row;
}

// --- orders --------------------------------------------------------------------------------

/** The condition of sport orders: bookings of the sites of grouped scenes. */
const SPORT_SCENE = sql`${site.sceneId} in (select scene_id from sport_scene_group_scene)`;

async function ordersOf(db: Db, where: SQL | undefined, lang: Lang, page?: { limit: number; offset: number }) {
  const base = db
    .select({
      id: reservation.id,
      siteId: reservation.siteId,
      siteName: placeName(lang),
      sceneCn: scene.nameCn,
      sceneEn: scene.nameEn,
      sceneTc: scene.nameTc,
      userName: sysUser.name,
      account: sysUser.account,
      startAt: reservation.startAt,
      endAt: reservation.endAt,
      status: reservation.status,
      createdAt: reservation.createdAt,
      subject: reservation.subject,
      phone: reservation.phone,
      timeZone: campus.timeZone,
      bands: sql<unknown>`coalesce((select ss.price_bands from sport_site ss where ss.site_id = ${site.id}),
        '[]'::jsonb)`,
      userId: reservation.userId,
      siteNameCn: site.name,
      paid: sql<{ state: string; cents: number; paymentId: number; pending: boolean } | null>`(
        select json_build_object('state', p.state, 'cents', p.amount_cents, 'paymentId', p.payment_id,
          'pending', exists (select 1 from club_pay_order o where o.payment_id = p.payment_id and o.state = 'pending'))
        from sport_order_payment p where p.reservation_id = ${reservation.id})`,
    })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
    .where(and(SPORT_SCENE, where))
    .orderBy(sql`${reservation.startAt} desc`, sql`${reservation.id} desc`);
  return page ? base.limit(page.limit).offset(page.offset) : base;
}

function placeName(lang: Lang): SQL<string> {
  if (lang === 'CN') return sql<string>`${site.name}`;
  const own = lang === 'EN' ? site.nameEn : site.nameTc;
  return sql<string>`coalesce(nullif(${own}, ''), ${site.name})`;
}

type OrderRow = Awaited<ReturnType<typeof ordersOf>>[number];

function orderOut(r: OrderRow, lang: Lang): SportOrder & { bands: PriceBand[] } {
  const bands = json<PriceBand[]>(r.bands);
  const paid =
    r.paid === null ? null : json<{ state: string; cents: number; paymentId: number; pending: boolean }>(r.paid);
  const amountCents = paid ? paid.cents : priceOf(bands, r.startAt, r.endAt, r.timeZone);
  return {
    id: r.id,
    siteId: r.siteId,
    siteName: r.siteName,
    sceneName: byLang(lang, r.sceneCn, r.sceneEn, r.sceneTc),
    userName: r.userName,
    account: r.account,
    start: toWireTime(r.startAt, r.timeZone),
    end: toWireTime(r.endAt, r.timeZone),
    status: r.status,
    amountCents,
    payState: payStateOf(paid, amountCents),
    paymentId: paid?.paymentId ?? null,
    createdAt: toWireTime(r.createdAt, r.timeZone),
    bands,
  };
}

/** An order's payment state from its payment row (null: none) and its price in cents. */
function payStateOf(paid: { state: string; pending: boolean } | null, amountCents: number): SportOrder['payState'] {
  if (!paid) return amountCents > 0 ? 'unpaid' : 'free';
  if (paid.state === 'refunded') return 'refunded';
  return paid.pending ? 'pending' : 'paid';
}

const ORDER_TIME_ZONE = 'Asia/Shanghai';
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The sites (alias `s`) of the grouped scenes. */
const SPORT_SCENE_OF_S = sql`s.scene_id in (select scene_id from sport_scene_group_scene)`;

// --- popular places ------------------------------------------------------------------------

interface PlaceRow {
  site_id: number;
  scene_id: number;
  name: string;
  scene_name: string;
  place: string;
  pinned: boolean;
  bookings: number;
  bands: unknown;
}

/** Pinned places in order (`pinned`) or the enabled sites of grouped scenes by their last 30 days' bookings. */
async function placesOf(db: Db, lang: Lang, now: Date, pinned: boolean, limit: number): Promise<PopularPlace[]> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const rows = await query<PlaceRow>(
    db,
    sql`select s.id as site_id, s.scene_id, ${placeNameOf('s', lang)} as name, ${sceneName(lang)} as scene_name,
      ${placeNameOf('c', lang)} || ' / ' || ${placeNameOf('b', lang)} as place, (pp.site_id is not null) as pinned,
      (select count(*)::int from reservation r where r.site_id = s.id and r.status in ${ACTIVE}
        and r.start_at >= ${since}::timestamptz and r.start_at < ${now.toISOString()}::timestamptz) as bookings,
      coalesce(ss.price_bands, '[]'::jsonb) as bands
    from site s join scene sc on sc.id = s.scene_id
    join floor f on f.id = s.floor_id join building b on b.id = f.building_id join campus c on c.id = b.campus_id
    left join popular_place pp on pp.site_id = s.id
    left join sport_site ss on ss.site_id = s.id
    where s.enabled and ${pinned ? sql`pp.site_id is not null` : SPORT_SCENE_OF_S}
    order by ${pinned ? sql`pp.sort, s.id` : sql`bookings desc, s.sort, s.id`}
    limit ${limit}`,
  );
  return rows.map((r) => {
    const bands = json<PriceBand[]>(r.bands);
    return {
      siteId: r.site_id,
      sceneId: r.scene_id,
      name: r.name,
      sceneName: r.scene_name,
      place: r.place,
      pinned: r.pinned,
      bookings30d: r.bookings,
      fromPriceCents: bands.length ? Math.min(...bands.map((b) => b.priceCents)) : null,
    };
  });
}

// --- spaces --------------------------------------------------------------------------------

interface SpaceRow {
  id: number;
  name: string;
  room_id: number | null;
  capacity: number;
  equipment: string[];
  enabled: boolean;
  sort: number;
}

const spaceOut = (r: SpaceRow) => ({
  id: r.id,
  name: r.name,
  roomId: r.room_id,
  capacity: r.capacity,
  equipment: r.equipment,
  enabled: r.enabled,
  sort: r.sort,
});

/**
 * The coming scheduled group classes held in space `spaceId` (their `space_id`; none for a new space): their
 * count and largest capacity.
 */
async function comingClassesIn(db: Db, spaceId: number | undefined, now: Date) {
  if (!spaceId) return { count: 0, places: 0 };
  const [row] = await query<{ count: number; places: number }>(
    db,
    sql`select count(*)::int as count, coalesce(max(capacity), 0)::int as places from club_class_session
      where space_id = ${spaceId} and state = 'scheduled' and ends_at > ${now.toISOString()}::timestamptz`,
  );
  return row;
}

// --- the club's profile --------------------------------------------------------------------

/** The profile shown before any is saved. */
const EMPTY_PROFILE = { name: '', address: '', phone: '', hours: '', introduction: '', pictures: [] as string[] };

async function profiles(db: Db, limit: number): Promise<ClubProfile[]> {
  const rows = await query<{ version: number; profile: unknown; saved_by: string | null; saved_at: unknown }>(
    db,
    sql`select v.version, v.profile, u.name as saved_by, v.saved_at from club_profile_version v
      left join sys_user u on u.id = v.saved_by order by v.version desc limit ${limit}`,
  );
  return rows.map((r) => ({
    ...EMPTY_PROFILE,
    ...json<Partial<ClubProfile>>(r.profile),
    version: r.version,
    savedBy: r.saved_by,
    savedAt: toDate(r.saved_at).toISOString(),
  }));
}

const currentProfile = async (db: Db): Promise<ClubProfile> =>
  (await profiles(db, 1))[0] ?? { ...EMPTY_PROFILE, version: 0, savedBy: null, savedAt: null };

/** One page of `all` (small lists: groups, families, spaces are read whole). */
function pageOfAll<T>(all: T[], q: { pageNo: number; pageSize: number }) {
  return pageResult(all.slice(offsetOf(q), offsetOf(q) + q.pageSize), all.length, q);
}

// --- registrations -------------------------------------------------------------------------

/** Registrations of the sport venue's back office. */
export const sportSiteHandlers = implement(contracts, {
  sceneGroupPage: async (input, ctx) => pageOfAll((await groupsOf(ctx.db, ctx.lang)).map(groupOut), input),

  sceneGroupSave: async (input, ctx) => {
    const before = input.id ? (await groupsOf(ctx.db, ctx.lang, input.id))[0] : undefined;
    if (input.id && !before) throw new AppError(Code.NOT_FOUND);
    const sceneIds = [...new Set(input.sceneIds)];
    if (sceneIds.length) {
      const known = await query<{ id: number }>(ctx.db, sql`select id from scene where id in ${sceneIds}`);
      const missing = sceneIds.find((id) => !known.some((k) => k.id === id));
      if (missing !== undefined) throw new AppError(Code.SPORT_SCENE_UNKNOWN, { id: missing });
    }
    const fields = sql`${input.nameCn}, ${input.nameEn}, ${input.nameTc}, ${input.icon}, ${input.sort},
      ${input.enabled}`;
    const [{ id }] = input.id
      ? await query<{ id: number }>(
          ctx.db,
          sql`update sport_scene_group set (name_cn, name_en, name_tc, icon, sort, enabled, updated_at) =
            (${fields}, now()) where id = ${input.id} returning id`,
        )
      : await query<{ id: number }>(
          ctx.db,
          sql`insert into sport_scene_group (name_cn, name_en, name_tc, icon, sort, enabled) values (${fields})
            returning id`,
        );
    await ctx.db.execute(sql`delete from sport_scene_group_scene where group_id = ${id}
      or scene_id in ${sceneIds.length ? sceneIds : [0]}`);
    for (const [i, sceneId] of sceneIds.entries())
      await ctx.db.execute(
        sql`insert into sport_scene_group_scene (scene_id, group_id, sort) values (${sceneId}, ${id}, ${i})`,
      );
    const after = groupOut((await groupsOf(ctx.db, ctx.lang, id))[0]);
    ctx.audit({ before: before ? groupOut(before) : undefined, after });
    return after;
  },

  sceneGroupDelete: async (input, ctx) => {
    const [before] = await groupsOf(ctx.db, ctx.lang, input.id);
    if (!before) throw new AppError(Code.NOT_FOUND);
    await ctx.db.execute(sql`delete from sport_scene_group where id = ${input.id}`);
    ctx.audit({ before: groupOut(before) });
    return null;
  },

  // Groups without scenes are left out: a category leads somewhere.
  sportCategories: async (_input, ctx) =>
    (await groupsOf(ctx.db, ctx.lang))
      .filter((g) => g.enabled)
      .map((g) => ({
        id: g.id,
        name: byLang(ctx.lang, g.name_cn, g.name_en, g.name_tc),
        icon: g.icon,
        scenes: json<{ id: number; name: string; icon: string | null }[]>(g.scenes),
      }))
      .filter((g) => g.scenes.length > 0),

  sitePartPage: async (input, ctx) => pageOfAll(await familiesOf(ctx.db, ctx.lang), input),

  sitePartSave: async (input, ctx) => {
    const [before] = await familiesOf(ctx.db, ctx.lang, input.wholeSiteId);
    await setParts(ctx.db, input.wholeSiteId, input.partSiteIds, ctx.now, ctx.lang);
    const [after] = await familiesOf(ctx.db, ctx.lang, input.wholeSiteId);
    const out = after ?? {
      whole: await (async () => {
        const row = await sportSiteOrFail(ctx.db, input.wholeSiteId, ctx.lang);
        return { id: row.id, name: row.name, sceneName: row.scene_name };
      })(),
      parts: [],
    };
    ctx.audit({ before, after: out });
    return out;
  },

  sportSitePage: async (input, ctx) => {
    const where = and(
      input.groupId ? sql`gs.group_id = ${input.groupId}` : sql`gs.group_id is not null`,
      input.keyword
        ? sql`(s.name ilike ${containing(input.keyword)} or s.name_en ilike ${containing(input.keyword)}
            or s.name_tc ilike ${containing(input.keyword)})`
        : undefined,
      input.state
        ? sql`coalesce(ss.state, case when s.enabled then 'open' else 'maintenance' end) = ${input.state}`
        : undefined,
    )!;
    const aliased = sql`${where}`;
    const [{ n }] = await query<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from (${sportSiteSql(ctx.lang, aliased)}) t`,
    );
    const rows = await query<SportSiteRow>(
      ctx.db,
      sportSiteSql(
        ctx.lang,
        aliased,
        sql`order by g.sort, s.sort, s.id limit ${input.pageSize} offset ${offsetOf(input)}`,
      ),
    );
    return pageResult(rows.map(sportSiteOut), n, input);
  },

  sportSiteSave: async (input, ctx) => {
    const bad = invalidBand(input.priceBands);
    if (bad) throw new AppError(Code.SPORT_PRICE_BAND_INVALID, { from: bad.from, to: bad.to });
    await ctx.db.execute(sql`select 1 from site where id = ${input.siteId} for update`);
    const before = sportSiteOut(await sportSiteOrFail(ctx.db, input.siteId, ctx.lang));
    await ctx.db.execute(sql`insert into sport_site (site_id, state, price_bands, note, updated_at)
      values (${input.siteId}, ${input.state}, ${JSON.stringify(input.priceBands)}::jsonb, ${input.note}, now())
      on conflict (site_id) do update set state = excluded.state, price_bands = excluded.price_bands,
        note = excluded.note, updated_at = now()`);
    await ctx.db
      .update(site)
      .set({ enabled: input.state === 'open' })
      .where(eq(site.id, input.siteId));
    const after = sportSiteOut(await sportSiteOrFail(ctx.db, input.siteId, ctx.lang));
    ctx.audit({ before, after });
    return after;
  },

  sportOrderPage: async (input, ctx) => {
    const where = and(
      input.keyword
        ? or(
            ilike(sysUser.account, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
            placeNameLike(site, containing(input.keyword)),
          )
        : undefined,
      input.groupId
        ? sql`${site.sceneId} in (select scene_id from sport_scene_group_scene where group_id = ${input.groupId})`
        : undefined,
      input.siteId ? eq(reservation.siteId, input.siteId) : undefined,
      input.status ? eq(reservation.status, input.status) : undefined,
      input.dateFrom ? gte(reservation.startAt, localInstant(input.dateFrom, 0, ORDER_TIME_ZONE)) : undefined,
      input.dateTo ? lt(reservation.startAt, localInstant(addDays(input.dateTo, 1), 0, ORDER_TIME_ZONE)) : undefined,
      await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId }),
    );
    const rows = await ordersOf(ctx.db, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservation)
      .innerJoin(site, eq(site.id, reservation.siteId))
      .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
      .where(and(SPORT_SCENE, where));
    return pageResult(
      rows.map((r) => {
        const { bands: _bands, ...order } = orderOut(r, ctx.lang);
        return order;
      }),
      n,
      input,
    );
  },

  sportOrderDetail: async (input, ctx) => {
    const scope = await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId });
    const [row] = await ordersOf(ctx.db, and(eq(reservation.id, input.id), scope), ctx.lang);
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND);
    return { ...orderOut(row, ctx.lang), subject: row.subject, phone: row.phone };
  },

  sportOrderPay: async (input, ctx) => {
    // The order's row locked first (a cancel locks it too), then read as it stands, in the caller's scope.
    await lockOrder(ctx.db, input.id);
    const scope = await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId });
    const [row] = await ordersOf(ctx.db, and(eq(reservation.id, input.id), scope), ctx.lang);
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND);
    const { bands: _bands, ...before } = orderOut(row, ctx.lang);
    await payOrder(
      ctx.db,
      ctx.principal,
      {
        id: row.id,
        userId: row.userId,
        siteName: row.siteNameCn,
        start: before.start,
        end: before.end,
        status: row.status,
        amountCents: before.amountCents,
      },
      input.methodId,
      ctx.now,
      providerNamed(ctx.config.paymentProvider),
    );
    const [paid] = await ordersOf(ctx.db, eq(reservation.id, input.id), ctx.lang);
    const { bands: _b, ...after } = orderOut(paid, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  popularPlaceList: async (_input, ctx) => ({
    pinned: await placesOf(ctx.db, ctx.lang, ctx.now, true, 20),
    computed: await placesOf(ctx.db, ctx.lang, ctx.now, false, 20),
  }),

  popularPlaceSave: async (input, ctx) => {
    const ids = [...new Set(input.siteIds)];
    if (ids.length) {
      const known = await query<{ id: number }>(ctx.db, sql`select id from site where id in ${ids}`);
      if (known.length !== ids.length) throw new AppError(Code.SITE_NOT_FOUND);
    }
    const before = await placesOf(ctx.db, ctx.lang, ctx.now, true, 20);
    await ctx.db.execute(sql`delete from popular_place`);
    for (const [i, id] of ids.entries())
      await ctx.db.execute(
        sql`insert into popular_place (site_id, sort, pinned_by) values (${id}, ${i}, ${ctx.principal.userId})`,
      );
    const after = await placesOf(ctx.db, ctx.lang, ctx.now, true, 20);
    ctx.audit({ before: before.map((p) => p.siteId), after: after.map((p) => p.siteId) });
    return after;
  },

  popularPlaces: async (input, ctx) => {
    const pinned = await placesOf(ctx.db, ctx.lang, ctx.now, true, input.limit);
    return pinned.length ? pinned : placesOf(ctx.db, ctx.lang, ctx.now, false, input.limit);
  },

  clubSpacePage: async (input, ctx) =>
    pageOfAll((await query<SpaceRow>(ctx.db, sql`select * from club_space order by sort, id`)).map(spaceOut), input),

  clubSpaceSave: async (input, ctx) => {
    const [before] = input.id
      ? await query<SpaceRow>(ctx.db, sql`select * from club_space where id = ${input.id} for update`)
      : [];
    if (input.id && !before) throw new AppError(Code.NOT_FOUND);
    const coming = await comingClassesIn(ctx.db, input.id, ctx.now);
    if (coming.places > input.capacity)
      throw new AppError(Code.SPACE_CAPACITY_BELOW_CLASS, { places: coming.places, capacity: input.capacity });
    const equipment = `{${input.equipment.map((e) => JSON.stringify(e)).join(',')}}`;
    const values = sql`${input.name}, ${input.roomId}, ${input.capacity}, ${equipment}::text[], ${input.enabled},
      ${input.sort}`;
    const [row] = input.id
      ? await query<SpaceRow>(
          ctx.db,
          sql`update club_space set (name, room_id, capacity, equipment, enabled, sort) = (${values})
            where id = ${input.id} returning *`,
        )
      : await query<SpaceRow>(
          ctx.db,
          sql`insert into club_space (name, room_id, capacity, equipment, enabled, sort) values (${values})
            returning *`,
        );
    // Classes and plan entries keep the space's name as their place (readers show it): a rename follows them.
    if (before && before.name !== row.name)
      for (const table of ['club_class_session', 'club_class_plan'])
        await ctx.db.execute(sql`update ${sql.identifier(table)} set place = ${row.name} where space_id = ${row.id}`);
    ctx.audit({ before: before ? spaceOut(before) : undefined, after: spaceOut(row) });
    return spaceOut(row);
  },

  clubSpaceDelete: async (input, ctx) => {
    const [before] = await query<SpaceRow>(ctx.db, sql`select * from club_space where id = ${input.id} for update`);
    if (!before) throw new AppError(Code.NOT_FOUND);
    const coming = await comingClassesIn(ctx.db, before.id, ctx.now);
    if (coming.count > 0) throw new AppError(Code.SPACE_IN_USE, { count: coming.count });
    await ctx.db.execute(sql`delete from club_space where id = ${input.id}`);
    ctx.audit({ before: spaceOut(before) });
    return null;
  },

  clubProfileGet: async (_input, ctx) => {
    const all = await profiles(ctx.db, 21);
    return { current: all[0] ?? (await currentProfile(ctx.db)), history: all.slice(1) };
  },

  clubProfileSave: async (input, ctx) => {
    const before = await currentProfile(ctx.db);
    // The next version under a lock of the table's writers: two saves never take the same number.
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('club_profile_version'))`);
    await ctx.db.execute(sql`insert into club_profile_version (version, profile, saved_by)
      select coalesce(max(version), 0) + 1, ${JSON.stringify(input)}::jsonb, ${ctx.principal.userId}
      from club_profile_version`);
    const after = await currentProfile(ctx.db);
    ctx.audit({ before, after });
    return after;
  },

  clubProfile: async (_input, ctx) => currentProfile(ctx.db),
});

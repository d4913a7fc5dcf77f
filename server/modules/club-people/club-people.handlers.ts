/**
 * Handlers of platform/contracts/club-people.contract.ts: the club's tags (/tags) and coaches
 * (/coach in the back office; /fitnessCenter and /coachDetail on the terminal). Every change runs
 * in the call's one transaction and writes its before / after to the operation log; a refusal
 * changes nothing. Coaches and tags belong to the club: no data scope applies.
 */
import { and, asc, count, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import * as calls from '../../../platform/contracts/club-people.contract';
import type {
  ClubTagOption,
  ClubTagRow,
  CoachFields,
  CoachProfile,
  CoachRow,
} from '../../../platform/contracts/club-people.contract';
import { mediaPath } from '../../../platform/contracts/venue-extras.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { clubCoach, clubCoachTag, clubTag, material, sysUser } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { uniqueOrDuplicate } from '../settings/common';

/** Zone of the times on the wire (DESIGN.md §6 default). */
const WIRE_ZONE = 'Asia/Shanghai';

/** A stored tag as forms and pages show it. */
function tagOption(t: typeof clubTag.$inferSelect): ClubTagOption {
  return { id: t.id, kind: t.kind, nameCn: t.nameCn, nameEn: t.nameEn, nameTc: t.nameTc };
}

/** How many coaches carry each of `tagIds` (absent: none). */
async function coachCounts(db: Db, tagIds: number[]): Promise<Map<number, number>> {
  if (!tagIds.length) return new Map();
  const rows = await db
    .select({ tagId: clubCoachTag.tagId, n: count() })
    .from(clubCoachTag)
    .where(inArray(clubCoachTag.tagId, tagIds))
    .groupBy(clubCoachTag.tagId);
  return new Map(rows.map((r) => [r.tagId, r.n]));
}

/** Stored tags as the back office lists them. */
async function tagRows(db: Db, tags: (typeof clubTag.$inferSelect)[]): Promise<ClubTagRow[]> {
  const counts = await coachCounts(
    db,
    tags.map((t) => t.id),
  );
  return tags.map((t) => ({
    ...tagOption(t),
    sort: t.sort,
    coaches: counts.get(t.id) ?? 0,
    createdAt: toWireTime(t.createdAt, WIRE_ZONE),
  }));
}

/** The columns of a coach as read with its user and its photo's media. */
const coachColumns = {
  coach: clubCoach,
  account: sysUser.account,
  userName: sysUser.name,
  mediaId: material.mediaId,
};

/** The coaches matching `where` with their user, photo and tags, by sort and id (one query for the tags). */
async function readCoaches(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<CoachRow[]> {
  const base = db
    .select(coachColumns)
    .from(clubCoach)
    .innerJoin(sysUser, eq(sysUser.id, clubCoach.userId))
    .leftJoin(material, eq(material.id, clubCoach.photoMaterialId))
    .where(where)
    .orderBy(asc(clubCoach.sort), asc(clubCoach.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const ids = rows.map((r) => r.coach.id);
  const tags = ids.length
    ? await db
        .select({ coachId: clubCoachTag.coachId, tag: clubTag })
        .from(clubCoachTag)
        .innerJoin(clubTag, eq(clubTag.id, clubCoachTag.tagId))
        .where(inArray(clubCoachTag.coachId, ids))
        .orderBy(asc(clubTag.sort), asc(clubTag.id))
    : [];
  return rows.map(({ coach, account, userName, mediaId }) => ({
    id: coach.id,
    userId: coach.userId,
    account,
    userName,
    displayName: coach.displayName,
    photoMaterialId: coach.photoMaterialId,
    photoUrl: mediaId === null ? null : mediaPath(mediaId),
    introCn: coach.introCn,
    introEn: coach.introEn,
    introTc: coach.introTc,
    tags: tags.filter((t) => t.coachId === coach.id).map((t) => tagOption(t.tag)),
    level: coach.level,
    status: coach.status === 1 ? 1 : 0,
    sort: coach.sort,
    updatedAt: toWireTime(coach.updatedAt, WIRE_ZONE),
  }));
}

/** One coach by id, or NOT_FOUND. */
async function coachById(db: Db, id: number): Promise<CoachRow> {
  const [row] = await readCoaches(db, eq(clubCoach.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** What a member sees of a coach: no account, user, status or sort. */
function profileOf(r: CoachRow): CoachProfile {
  return {
    id: r.id,
    displayName: r.displayName,
    photoUrl: r.photoUrl,
    introCn: r.introCn,
    introEn: r.introEn,
    introTc: r.introTc,
    tags: r.tags,
    level: r.level,
  };
}

/**
 * Checks a coach's photo and specialties before a write.
 * @throws AppError CLUB_COACH_PHOTO_INVALID when the photo is not an image material;
 *   CLUB_COACH_TAG_INVALID naming the first id that is not a tag of kind `coach`
 */
async function checkCoachFields(db: Db, fields: CoachFields): Promise<number[]> {
  if (fields.photoMaterialId !== null) {
    const [photo] = await db
      .select({ kind: material.kind })
      .from(material)
      .where(eq(material.id, fields.photoMaterialId));
    if (photo?.kind !== 'image') throw new AppError(Code.CLUB_COACH_PHOTO_INVALID, { id: fields.photoMaterialId });
  }
  const tagIds = [...new Set(fields.tagIds)];
  if (tagIds.length) {
    const found = await db
      .select({ id: clubTag.id })
      .from(clubTag)
      .where(and(inArray(clubTag.id, tagIds), eq(clubTag.kind, 'coach')));
    const ok = new Set(found.map((t) => t.id));
    const bad = tagIds.find((id) => !ok.has(id));
    if (bad !== undefined) throw new AppError(Code.CLUB_COACH_TAG_INVALID, { id: bad });
  }
  return tagIds;
}

/** The stored columns of a coach's fields (tags apart). */
function coachValues(fields: CoachFields, now: Date) {
  return {
    displayName: fields.displayName,
    photoMaterialId: fields.photoMaterialId,
    introCn: fields.introCn,
    introEn: fields.introEn,
    introTc: fields.introTc,
    level: fields.level,
    sort: fields.sort,
    updatedAt: now,
  };
}

/** Replaces a coach's specialties with `tagIds`. */
async function setCoachTags(db: Db, coachId: number, tagIds: number[]): Promise<void> {
  await db.delete(clubCoachTag).where(eq(clubCoachTag.coachId, coachId));
  if (tagIds.length) await db.insert(clubCoachTag).values(tagIds.map((tagId) => ({ coachId, tagId })));
}

/** Registrations of the club's tag and coach calls. */
export const clubPeopleHandlers = implement(calls, {
  clubTagPage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const where = and(
      input.kind ? eq(clubTag.kind, input.kind) : undefined,
      pattern
        ? or(ilike(clubTag.nameCn, pattern), ilike(clubTag.nameEn, pattern), ilike(clubTag.nameTc, pattern))
        : undefined,
    );
    const tags = await ctx.db
      .select()
      .from(clubTag)
      .where(where)
      .orderBy(asc(clubTag.kind), asc(clubTag.sort), asc(clubTag.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubTag).where(where);
    return pageResult(await tagRows(ctx.db, tags), total, input);
  },

  clubTagList: async (input, ctx) => {
    const tags = await ctx.db
      .select()
      .from(clubTag)
      .where(input.kind ? eq(clubTag.kind, input.kind) : undefined)
      .orderBy(asc(clubTag.kind), asc(clubTag.sort), asc(clubTag.id));
    return tags.map(tagOption);
  },

  clubTagAdd: async (input, ctx) => {
    const [after] = await uniqueOrDuplicate(input.nameCn, ctx.db.insert(clubTag).values(input).returning());
    ctx.audit({ after });
    return (await tagRows(ctx.db, [after]))[0];
  },

  clubTagEdit: async ({ id, ...fields }, ctx) => {
    const [before] = await ctx.db.select().from(clubTag).where(eq(clubTag.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    if (fields.kind !== before.kind) {
      const used = (await coachCounts(ctx.db, [id])).get(id) ?? 0;
      if (used > 0) throw new AppError(Code.CLUB_TAG_KIND_LOCKED, { name: before.nameCn, count: used });
    }
    const [after] = await uniqueOrDuplicate(
      fields.nameCn,
      ctx.db.update(clubTag).set(fields).where(eq(clubTag.id, id)).returning(),
    );
    ctx.audit({ before, after });
    return (await tagRows(ctx.db, [after]))[0];
  },

  clubTagDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await ctx.db.select().from(clubTag).where(inArray(clubTag.id, ids)).for('update');
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const counts = await coachCounts(ctx.db, ids);
    const used = before.find((t) => (counts.get(t.id) ?? 0) > 0);
    if (used) throw new AppError(Code.CLUB_TAG_IN_USE, { name: used.nameCn, count: counts.get(used.id) });
    await ctx.db.delete(clubTag).where(inArray(clubTag.id, ids));
    ctx.audit({ before });
    return null;
  },

  clubCoachPage: async (input, ctx) => {
    const pattern = input.keyword ? containing(input.keyword) : null;
    const where = and(
      pattern
        ? or(ilike(clubCoach.displayName, pattern), ilike(sysUser.account, pattern), ilike(sysUser.name, pattern))
        : undefined,
      input.level ? eq(clubCoach.level, input.level) : undefined,
      input.status === undefined ? undefined : eq(clubCoach.status, input.status),
      input.tagId === undefined
        ? undefined
        : exists(
            ctx.db
              .select({ one: sql`1` })
              .from(clubCoachTag)
              .where(and(eq(clubCoachTag.coachId, clubCoach.id), eq(clubCoachTag.tagId, input.tagId))),
          ),
    );
    const rows = await readCoaches(ctx.db, where, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubCoach)
      .innerJoin(sysUser, eq(sysUser.id, clubCoach.userId))
      .where(where);
    return pageResult(rows, total, input);
  },

  clubCoachAdd: async ({ account, ...fields }, ctx) => {
    const [user] = await ctx.db
      .select({ id: sysUser.id, account: sysUser.account })
      .from(sysUser)
      .where(eq(sysUser.account, account));
    if (!user) throw new AppError(Code.CLUB_COACH_ACCOUNT_UNKNOWN, { account });
    const [taken] = await ctx.db
      .select({ name: clubCoach.displayName })
      .from(clubCoach)
      .where(eq(clubCoach.userId, user.id));
    if (taken) throw new AppError(Code.CLUB_COACH_ACCOUNT_TAKEN, { account, name: taken.name });
    const tagIds = await checkCoachFields(ctx.db, fields);
    // The unique index decides between two adds of one user at once: the later one is refused the same way.
    let inserted: { id: number } | undefined;
    try {
      [inserted] = await ctx.db
        .insert(clubCoach)
        .values({ userId: user.id, ...coachValues(fields, ctx.now), status: 0 })
        .returning({ id: clubCoach.id });
    } catch (err) {
      if ((err as { cause?: { code?: string } }).cause?.code === '23505')
        throw new AppError(Code.CLUB_COACH_ACCOUNT_TAKEN, { account, name: fields.displayName });
      throw err;
    }
    await setCoachTags(ctx.db, inserted.id, tagIds);
    const after = await coachById(ctx.db, inserted.id);
    ctx.audit({ after });
    return after;
  },

  clubCoachEdit: async ({ id, ...fields }, ctx) => {
    const [locked] = await ctx.db
      .select({ id: clubCoach.id })
      .from(clubCoach)
      .where(eq(clubCoach.id, id))
      .for('update');
    if (!locked) throw new AppError(Code.NOT_FOUND);
    const before = await coachById(ctx.db, id);
    const tagIds = await checkCoachFields(ctx.db, fields);
    await ctx.db.update(clubCoach).set(coachValues(fields, ctx.now)).where(eq(clubCoach.id, id));
    await setCoachTags(ctx.db, id, tagIds);
    const after = await coachById(ctx.db, id);
    ctx.audit({ before, after });
    return after;
  },

  clubCoachChangeStatus: async ({ id, status }, ctx) => {
    const [changed] = await ctx.db
      .update(clubCoach)
      .set({ status, updatedAt: ctx.now })
      .where(and(eq(clubCoach.id, id), ne(clubCoach.status, status)))
      .returning({ id: clubCoach.id });
    const after = await coachById(ctx.db, id);
    if (changed) ctx.audit({ after: { id, status } });
    return after;
  },

  clubCoachList: async (input, ctx) => {
    const where = and(
      eq(clubCoach.status, 0),
      input.tagId === undefined
        ? undefined
        : exists(
            ctx.db
              .select({ one: sql`1` })
              .from(clubCoachTag)
              .where(and(eq(clubCoachTag.coachId, clubCoach.id), eq(clubCoachTag.tagId, input.tagId))),
          ),
    );
    return (await readCoaches(ctx.db, where)).map(profileOf);
  },

  clubCoachDetail: async ({ id }, ctx) => {
    const [row] = await readCoaches(ctx.db, and(eq(clubCoach.id, id), eq(clubCoach.status, 0)));
    if (!row) throw new AppError(Code.NOT_FOUND);
    return profileOf(row);
  },
});

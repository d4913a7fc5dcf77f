/**
 * Handlers of the waitlist calls (platform/contracts/waitlist.contract.ts): join, leave,
 * and the caller's entries with their places in line. A joined entry that can be booked
 * at once (the range freed meanwhile) is promoted right after the call.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { WaitlistEntry } from '../../../platform/contracts/waitlist.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { offsetOf, pageResult } from '../../db/paging';
import { building, campus, floor, scene, site, waitlistEntry } from '../../db/schema/index';
import * as waitlistContracts from '../../../platform/contracts/waitlist.contract';
import { implement } from '../../plugins/call-handler';
import { byLang, messageOf } from '../../plugins/i18n';
import { toWireTime } from '../reserve/campus-time';
import { findSite } from '../site/site.queries';
import { joinWaitlist, leaveWaitlist, positionsOf, promoteWaitlist, type WaitlistRow } from './waitlist.service';

/** Entries matching `where` with their site, scene and campus (places named in `lang`), waiting first, then newest. */
function entriesQuery(db: Db, where: SQL | undefined, lang: Lang) {
  return db
    .select({
      entry: waitlistEntry,
      siteName: placeName(site, lang),
      timeZone: campus.timeZone,
      campusName: placeName(campus, lang),
      scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
    })
    .from(waitlistEntry)
    .innerJoin(site, eq(site.id, waitlistEntry.siteId))
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(where)
    .orderBy(sql`${waitlistEntry.status} = 'waiting' desc`, desc(waitlistEntry.createdAt), desc(waitlistEntry.id));
}

type Joined = Awaited<ReturnType<ReturnType<typeof entriesQuery>['limit']>>[number];

/** The refusal stored with a failed entry, in `lang`. */
function reasonText(reason: string | null, lang: Lang): string | null {
  if (!reason) return null;
  const { code, params } = JSON.parse(reason) as { code: number; params: Record<string, unknown> };
  return messageOf(code, lang, params);
}

/** An entry on the wire (its place in line from `positions`). */
function entryOut(r: Joined, positions: Map<number, number>, lang: Lang): WaitlistEntry {
  const e = r.entry;
  return {
    id: e.id,
    siteId: e.siteId,
    siteName: r.siteName,
    campusName: r.campusName,
    timeZone: r.timeZone,
    sceneName: byLang(lang, r.scene.nameCn, r.scene.nameEn, r.scene.nameTc),
    start: toWireTime(e.startAt, r.timeZone),
    end: toWireTime(e.endAt, r.timeZone),
    status: e.status,
    position: positions.get(e.id) ?? null,
    reservationId: e.reservationId,
    reason: reasonText(e.reason, lang),
    createdAt: toWireTime(e.createdAt, r.timeZone),
  };
}

/** Entry `row` on the wire. */
async function outOf(db: Db, row: WaitlistRow, lang: Lang): Promise<WaitlistEntry> {
  const [joined] = await entriesQuery(db, eq(waitlistEntry.id, row.id), lang);
  return entryOut(joined, await positionsOf(db, [row]), lang);
}

/** Registrations of the waitlist module. */
export const waitlistHandlers = implement(waitlistContracts, {
  waitlistJoin: async (input, ctx) => {
    const me = ctx.principal;
    const found = await findSite(ctx.db, input.siteId, ctx.lang);
    if (!found) throw new AppError(Code.SITE_NOT_FOUND);
    const row = await joinWaitlist(
      ctx.db,
      found,
      me.userId,
      new Date(input.start),
      new Date(input.end),
      input.agreements ?? [],
      ctx.now,
    );
    ctx.audit({ after: { waitlistId: row.id, siteId: row.siteId, start: input.start, end: input.end } });
    // The range may have freed between the check and the commit: try at once.
    ctx.afterwards((db) => promoteWaitlist(db, found.id, ctx.now));
    return outOf(ctx.db, row, ctx.lang);
  },

  waitlistLeave: async (input, ctx) => {
    const row = await leaveWaitlist(ctx.db, ctx.principal.userId, input.id, ctx.now);
    ctx.audit({ before: { waitlistId: row.id, status: 'waiting' }, after: { waitlistId: row.id, status: row.status } });
    return outOf(ctx.db, row, ctx.lang);
  },

  waitlistPage: async (input, ctx) => {
    const me = ctx.principal;
    const where = and(
      eq(waitlistEntry.userId, me.userId),
      input.status ? eq(waitlistEntry.status, input.status) : undefined,
    );
    const rows = await entriesQuery(ctx.db, where, ctx.lang).limit(input.pageSize).offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(waitlistEntry)
      .where(where);
    const positions = await positionsOf(
      ctx.db,
      rows.map((r) => r.entry),
    );
    return pageResult(
      rows.map((r) => entryOut(r, positions, ctx.lang)),
      total,
      input,
    );
  },
});

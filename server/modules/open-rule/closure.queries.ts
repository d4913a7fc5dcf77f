/**
 * Closures as the slot grid and the booking checks see them (/openRule): whole
 * local days `[startDate, endDate]` on which a site takes no bookings, set for the site,
 * for its scene, or for everything. Dates compare as `YYYY-MM-DD` text, local to the
 * site's campus (the grid's dates are local too).
 */
import { and, asc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { siteClosure } from '../../db/schema/index';
import { cachedConfig, VersionedCache } from '../config/config-versions';

/** A closure row. */
export type Closure = typeof siteClosure.$inferSelect;

/** What a closure needs to know of a site. */
export interface ClosableSite {
  id: number;
  sceneId: number;
}

/**
 * Every closure that applies to one of `sites` and overlaps `[fromDate, toDate]`, in one
 * query (the grid of any number of sites and days costs one round trip), oldest first.
 */
export async function closuresBetween(
  db: Db,
  sites: readonly ClosableSite[],
  fromDate: string,
  toDate: string,
): Promise<Closure[]> {
  if (sites.length === 0) return [];
  return db
    .select()
    .from(siteClosure)
    .where(
      and(
        lte(siteClosure.startDate, toDate),
        gte(siteClosure.endDate, fromDate),
        or(
          inArray(
            siteClosure.siteId,
            sites.map((s) => s.id),
          ),
          and(isNull(siteClosure.siteId), inArray(siteClosure.sceneId, [...new Set(sites.map((s) => s.sceneId))])),
          and(isNull(siteClosure.siteId), isNull(siteClosure.sceneId)),
        ),
      ),
    )
    .orderBy(asc(siteClosure.startDate), asc(siteClosure.id));
}

/** The first of `closures` that closes `site` on local `date`, or undefined. */
export function closureOn(closures: readonly Closure[], site: ClosableSite, date: string): Closure | undefined {
  return closures.find(
    (c) =>
      c.startDate <= date &&
      date <= c.endDate &&
      (c.siteId === site.id || (c.siteId === null && (c.sceneId === site.sceneId || c.sceneId === null))),
  );
}

/** The closure closing `site` on local `date`, or undefined (one query). */
export async function findClosure(db: Db, site: ClosableSite, date: string): Promise<Closure | undefined> {
  return closureOn(await closuresBetween(db, [site], date, date), site, date);
}

/**
 * The closures of a site overlapping a local month, by `siteId|sceneId|YYYY-MM`, while closures are unchanged
 * (a month's key serves every day of it: a booking's sites and months are few, its dates many).
 */
const closureCache = new VersionedCache<Closure[]>('closure');

/** The last date (`YYYY-MM-DD`) of month `YYYY-MM`. */
function lastDateOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/**
 * Refuses a booking of `site` on local `date` when a closure covers it (from the closure cache when the call
 * has its configuration stamps: ../config/config-versions.ts).
 * @throws AppError SITE_CLOSED naming the site, the closure's dates and its reason
 */
export async function refuseIfClosed(db: Db, site: ClosableSite & { name: string }, date: string): Promise<void> {
  const month = date.slice(0, 7);
  const closures = await cachedConfig(db, closureCache, `${site.id}|${site.sceneId}|${month}`, () =>
    closuresBetween(db, [site], `${month}-01`, lastDateOf(month)),
  );
  const closure = closureOn(closures, site, date);
  if (closure) {
    throw new AppError(Code.SITE_CLOSED, {
      site: site.name,
      startDate: closure.startDate,
      endDate: closure.endDate,
      reason: closure.reason,
    });
  }
}

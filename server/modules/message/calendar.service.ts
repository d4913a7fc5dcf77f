/**
 * The personal calendar feed: an unguessable token per user and the RFC 5545
 * calendar of that user's bookings built with ical-generator.
 *
 * Token: the first 24 bytes of HMAC-SHA256(SERVER_SECRET, "calendar-feed:<userId>:<seed>"),
 * base64url (32 characters), with `seed` random per user (sys_user.calendar_seed, replaced on
 * reset). The database keeps the seed and the token's SHA-256 (calendar_token_hash, to find
 * the user), never the token, so a copy of it does not reveal an address; the server can
 * still show the address again; and a new SERVER_SECRET revokes every address (DESIGN.md §6).
 *
 * Feed contents: one VEVENT per active booking (pendingAudit, approved, checkedIn,
 * completed) starting from 30 days ago to 180 days ahead; UID `reservation-<id>@venueflow`
 * (stable, so a calendar application updates the event instead of duplicating it);
 * DTSTART / DTEND in UTC (a calendar shows them in its own zone — no VTIMEZONE needed);
 * SUMMARY the site's name, with the booking's subject after a dash; LOCATION
 * `campus / building / floor`; STATUS TENTATIVE while awaiting approval, else CONFIRMED.
 * A cancelled or rejected booking is no longer in the feed, so the next refresh removes it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client';
import type { Lang } from '../../../platform/i18n/languages';
import { placeName } from '../../db/place-name';
import { building, campus, floor, reservation, site, sysUser } from '../../db/schema/index';
import { ACTIVE_STATUSES } from '../reserve/reserve.queries';

/** How far back and ahead the feed reaches, in days. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 180;

const DAY_MS = 86_400_000;

/** sys_user.status of an enabled account (a disabled one's feed answers like an unknown token). */
const USER_ENABLED = 0;

/** A new seed: 16 random bytes, base64url. */
function newSeed(): string {
  return randomBytes(16).toString('base64url');
}

/** The feed token of user `userId` with `seed`, under `serverSecret` (32 base64url characters). */
export function feedTokenOf(userId: number, seed: string, serverSecret: string): string {
  return createHmac('sha256', serverSecret)
    .update(`calendar-feed:${userId}:${seed}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
}

/** What the database keeps of a token: its hex SHA-256. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The feed's path for `token`, on the product's own origin. */
export function feedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/**
 * The user's token, created on first use. One statement creates the seed and the hash
 * together, so two first uses at once agree on the same token. When the stored hash is of
 * another token (made under an earlier SERVER_SECRET, or a token from before tokens were
 * derived), the current token replaces it.
 */
export async function feedToken(db: Db, userId: number, serverSecret: string): Promise<string> {
  const seed = newSeed();
  const [row] = await db
    .update(sysUser)
    .set({
      calendarSeed: sql`coalesce(${sysUser.calendarSeed}, ${seed})`,
      calendarTokenHash: sql`case when ${sysUser.calendarSeed} is null
        then ${feedTokenHash(feedTokenOf(userId, seed, serverSecret))} else ${sysUser.calendarTokenHash} end`,
    })
    .where(eq(sysUser.id, userId))
    .returning({ seed: sysUser.calendarSeed, hash: sysUser.calendarTokenHash });
  const token = feedTokenOf(userId, row.seed!, serverSecret);
  if (row.hash !== feedTokenHash(token)) {
    await db
      .update(sysUser)
      .set({ calendarTokenHash: feedTokenHash(token) })
      .where(and(eq(sysUser.id, userId), eq(sysUser.calendarSeed, row.seed!)));
  }
  return token;
}

/** Replaces the user's token (the old feed address stops working); returns the new one. */
export async function rotateToken(db: Db, userId: number, serverSecret: string): Promise<string> {
  const seed = newSeed();
  const token = feedTokenOf(userId, seed, serverSecret);
  await db
    .update(sysUser)
    .set({ calendarSeed: seed, calendarTokenHash: feedTokenHash(token) })
    .where(eq(sysUser.id, userId));
  return token;
}

/**
 * The enabled user holding `token`, or null. A token found by its hash must also be the
 * one SERVER_SECRET derives now, so a new secret revokes every address; a hash kept from
 * before tokens were derived (no seed yet) is accepted as it is.
 */
async function feedOwner(db: Db, token: string, serverSecret: string): Promise<{ id: number; name: string } | null> {
  const [user] = await db
    .select({ id: sysUser.id, name: sysUser.name, seed: sysUser.calendarSeed })
    .from(sysUser)
    .where(and(eq(sysUser.calendarTokenHash, feedTokenHash(token)), eq(sysUser.status, USER_ENABLED)));
  if (!user) return null;
  if (user.seed === null) return user;
  const expected = Buffer.from(feedTokenOf(user.id, user.seed, serverSecret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? user : null;
}

/** The stable UID of a booking's event. */
export function eventUid(reservationId: number): string {
  return `reservation-${reservationId}@venueflow`;
}

/**
 * The iCalendar text of the bookings of the user holding `token`, as of `now`, places named in `lang`, or null
 * when no enabled user holds it (see feedOwner).
 */
export async function buildFeed(
  db: Db,
  token: string,
  serverSecret: string,
  now: Date,
  lang: Lang,
): Promise<string | null> {
  const user = await feedOwner(db, token, serverSecret);
  if (!user) return null;
  const rows = await db
    .select({
      id: reservation.id,
      startAt: reservation.startAt,
      endAt: reservation.endAt,
      status: reservation.status,
      subject: reservation.subject,
      updatedAt: reservation.updatedAt,
      siteName: placeName(site, lang),
      floorName: placeName(floor, lang),
      buildingName: placeName(building, lang),
      campusName: placeName(campus, lang),
    })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(
      and(
        eq(reservation.userId, user.id),
        inArray(reservation.status, [...ACTIVE_STATUSES]),
        gte(reservation.startAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
        lt(reservation.startAt, new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(reservation.startAt), asc(reservation.id));

  const calendar = ical({ name: `Venueflow — ${user.name}`, prodId: { company: 'venueflow', product: 'bookings' } });
  for (const r of rows) {
    calendar.createEvent({
      id: eventUid(r.id),
      start: r.startAt,
      end: r.endAt,
      stamp: now,
      lastModified: r.updatedAt,
      summary: r.subject ? `${r.siteName} — ${r.subject}` : r.siteName,
      location: `${r.campusName} / ${r.buildingName} / ${r.floorName}`,
      status: r.status === 'pendingAudit' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/**
 * The personal calendar feed (issue 4): an unguessable token per user (sys_user.calendar_token)
 * and the RFC 5545 calendar of that user's bookings built with ical-generator.
 *
 * Feed contents: one VEVENT per active booking (pendingAudit, approved, checkedIn,
 * completed) starting from 30 days ago to 180 days ahead; UID `reservation-<id>@venueflow`
 * (stable, so a calendar application updates the event instead of duplicating it);
 * DTSTART / DTEND in UTC (a calendar shows them in its own zone — no VTIMEZONE needed);
 * SUMMARY the site's name, with the booking's subject after a dash; LOCATION
 * `campus / building / floor`; STATUS TENTATIVE while awaiting approval, else CONFIRMED.
 * A cancelled or rejected booking is no longer in the feed, so the next refresh removes it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client';
import { building, campus, floor, reservation, site, sysUser } from '../../db/schema/index';
import { ACTIVE_STATUSES } from '../reserve/reserve.queries';

/** How far back and ahead the feed reaches, in days. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 180;

const DAY_MS = 86_400_000;

/** A new token: 24 random bytes, base64url (32 characters). */
function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The feed's path for `token`, on the product's own origin. */
export function feedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/**
 * The user's token, created on first use. One statement, so two first uses at once agree
 * on the same token.
 */
export async function feedToken(db: Db, userId: number): Promise<string> {
  const [row] = await db.update(sysUser)
    .set({ calendarToken: sql`coalesce(${sysUser.calendarToken}, ${newToken()})` })
    .where(eq(sysUser.id, userId))
    .returning({ token: sysUser.calendarToken });
  return row.token!;
}

/** Replaces the user's token (the old feed address stops working); returns the new one. */
export async function rotateToken(db: Db, userId: number): Promise<string> {
  const [row] = await db.update(sysUser).set({ calendarToken: newToken() })
    .where(eq(sysUser.id, userId))
    .returning({ token: sysUser.calendarToken });
  return row.token!;
}

/** The stable UID of a booking's event. */
export function eventUid(reservationId: number): string {
  return `reservation-${reservationId}@venueflow`;
}

/**
 * The iCalendar text of the bookings of the user holding `token`, as of `now`, or null
 * when no user holds it.
 */
export async function buildFeed(db: Db, token: string, now: Date): Promise<string | null> {
  const [user] = await db.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(eq(sysUser.calendarToken, token));
  if (!user) return null;
  const rows = await db.select({
    id: reservation.id, startAt: reservation.startAt, endAt: reservation.endAt, status: reservation.status,
    subject: reservation.subject, updatedAt: reservation.updatedAt,
    siteName: site.name, floorName: floor.name, buildingName: building.name, campusName: campus.name,
  }).from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(and(
      eq(reservation.userId, user.id),
      inArray(reservation.status, [...ACTIVE_STATUSES]),
      gte(reservation.startAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
      lt(reservation.startAt, new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS)),
    ))
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
